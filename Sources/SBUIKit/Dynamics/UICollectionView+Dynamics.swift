public import Foundation
public import SBLayout
public import SBMotion
public import SBRender
public import SBScene
internal import SBTimeline

extension UICollectionView {
    /// The UIKit Dynamics animators of the view's layout that are still alive.
    var dynamicAnimators: [UIDynamicAnimator] {
        collectionViewLayout.dynamicAnimators.compactMap(\.animator)
    }

    /// Whether an animator of the layout is moving its items.
    var hasRunningDynamics: Bool {
        dynamicAnimators.contains(where: \.isRunning)
    }

    /// Advances every animator of the layout by `seconds` (each invalidates the layout when it
    /// moves something, so the next layout pass shows the new positions).
    func advanceDynamics(by seconds: TimeInterval) {
        for animator in dynamicAnimators { animator.advance(by: seconds) }
    }

    /// The animation of a layout driven by UIKit Dynamics (`UIDynamicAnimator(collectionViewLayout:)`),
    /// laid out frame by frame: before each frame `beforeFrame` is called with the frame's time
    /// (move a drag's anchors there, scroll, change behaviours), then the layout's animators
    /// advance by 1/fps (from the second frame on) and the view is laid out.
    ///
    /// ```swift
    /// layout.startDragging(indexPaths: selected, from: start)
    /// let animation = try view.dynamicsAnimation(duration: 1) { t in
    ///     layout.updateDragLocation(CGPoint(x: start.x + 200 * t, y: start.y))
    /// }
    /// ```
    /// - Parameters:
    ///   - duration: seconds, 0 to 60.
    ///   - fps: frames per second, 1 to 240 (the animators run in ticks of 1/60 s whatever the
    ///     frame rate; the time between frames is carried over, so that frames are the same at
    ///     any rate that divides 60).
    ///   - items: each item's look, by identity.
    ///   - scale: pixels per point.
    ///   - background: the colour behind the content: by default the view's `backgroundColor`,
    ///     else white.
    ///   - style: how each element is drawn (the flow look by default; views that set their own
    ///     look are drawn with it).
    ///   - beforeFrame: called with each frame's time, in seconds from the first frame.
    /// - Returns: the animation.
    /// - Throws: ``/SBTimeline/AnimationError`` or ``/SBRender/RenderError`` for values out of range.
    public func dynamicsAnimation(duration: Double, fps: Double = 30, items: [ItemStyle] = [], scale: Int = 1,
                                  background: Color? = nil, style: (any CellStyle)? = nil,
                                  beforeFrame: ((TimeInterval) -> Void)? = nil) throws -> LayoutAnimation {
        guard duration.isFinite, duration >= 0, duration <= 60, fps.isFinite, fps >= 1, fps <= 240 else {
            throw AnimationError("a dynamics animation needs a duration of 0 to 60 s and 1 to 240 frames per second (got \(duration) s at \(fps))")
        }
        try MainActorCheck.requireMainActor("-[UICollectionView dynamicsAnimation]")
        let count = Int((duration * fps).rounded())
        var states: [MotionState] = []
        var looks: [ViewLookStyle.Key: ViewLook] = [:]
        for i in 0...count {
            beforeFrame?(Double(i) / fps)
            if i > 0 { advanceDynamics(by: 1 / fps) }
            layoutIfNeeded()
            let state = drawingState(all: false)
            states.append(MotionState(layout: state.layout, elements: state.elements))
            looks.merge(viewLooks()) { _, new in new }
        }
        let plan = try Renderer.plan(canvas: SBLayout.Size(bounds.size), scale: scale, background: self.background(background),
                                     items: drawingItems(items, style: style, elements: states.flatMap(\.elements)))
        return try LayoutAnimation(timeline: RecordedTimeline(states: states, fps: fps), plan: plan,
                                   style: resolved(style, looks: looks), fps: fps)
    }
}
