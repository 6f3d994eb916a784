import SBLayout
import SBScene
import SBTimeline

/// How a named animation is sampled into frames: the frame rate and how long it runs.
package struct AnimationTiming: Hashable, Sendable {
    /// Frames per second (30 by default).
    package var fps: Double
    /// Seconds; nil for the animation's own length (or ``maximumDuration``).
    package var duration: Double?
    /// An exact number of frames instead of a duration; nil to derive it from the duration.
    package var frameCount: Int?
    /// Without ``duration``: a longer animation is cut to this many seconds (the docs gallery's
    /// cap); nil for no cap.
    package var maximumDuration: Double?

    /// A timing; every value optional but the frame rate.
    package init(fps: Double = 30, duration: Double? = nil, frameCount: Int? = nil, maximumDuration: Double? = nil) {
        self.fps = fps
        self.duration = duration
        self.frameCount = frameCount
        self.maximumDuration = maximumDuration
    }
}

extension NamedAnimation {
    /// The one way from a layout, a named animation and its timing to frames: `sbrender
    /// animate`, the golden suite and the docs gallery all call it, so that a named animation
    /// gives the same frames wherever it is drawn.
    ///
    /// It finds the animation where the plan's layout registers it (its registration's
    /// ``/SBScene/LayoutRegistration/animations``), makes the timeline
    /// (``make(_:spec:to:)``), runs it on the spec the motion needs
    /// (``/SBTimeline/RegisteredAnimation/adjustedSpec(_:)``), picks the item
    /// `detail` presents when the plan names none (``detailItem(of:)``), and samples it.
    /// - Parameters:
    ///   - name: the animation, one of ``names(for:layouts:)-(LayoutName,LayoutRegistry)``.
    ///   - plan: the scene the animation starts from.
    ///   - target: the layout `transition` goes to (its seed demo; to the compositional layout,
    ///     the plan's ``/SBScene/RenderPlan/compositionalTarget``); nil for other animations.
    ///   - timing: the frame rate and length.
    ///   - layouts: where `target` is registered (sbrender's own layouts by default; the plan's
    ///     own layout came from the registry it was made with).
    /// - Returns: the frames.
    /// - Throws: ``/SBTimeline/AnimationError``: about the animation (``/SBTimeline/AnimationError/Subject/animation``)
    ///   when the layout has no such animation or its content cannot run it, about the frames
    ///   when the rate, length or count is out of range, or when `layouts` has no `target`.
    package static func frames(_ name: String, plan: RenderPlan, to target: LayoutName? = nil,
                              timing: AnimationTiming = AnimationTiming(), layouts: LayoutRegistry = .builtIn) throws -> FrameSequence {
        var targetSpec: LayoutSpec?
        if let target {
            guard let registration = layouts.registration(named: target) else {
                throw AnimationError("the layout to go to: \(RegistryError(unknownLayout: target, in: layouts))", subject: .animation,
                                     value: .unknownTarget(target))
            }
            var t = layouts.spec(for: registration)
            if registration.definition.takes(.compositional) { t.compositional = plan.compositionalTarget }
            targetSpec = t
        }
        let timeline: any Timeline
        let animation: RegisteredAnimation
        do {
            animation = try self.animation(name, of: plan.registration)
            timeline = try make(animation, spec: plan.spec, to: targetSpec)
        } catch {
            throw AnimationError(error.description, subject: .animation, value: error.value)
        }
        var adjusted = plan
        adjusted.spec = animation.adjustedSpec(plan.spec)
        if animation.presentsDetail, adjusted.detail == nil, let layout = try? adjusted.spec.preparedLayout() {
            adjusted.detail = detailItem(of: layout)
        }
        let duration = timing.duration ?? timing.maximumDuration.map { min(timeline.duration, $0) }
        return try FrameSequence(plan: adjusted, timeline: timeline, fps: timing.fps, duration: duration, frameCount: timing.frameCount)
    }
}
