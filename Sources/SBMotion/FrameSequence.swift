import SBLayout
import SBRender
import SBScene
import SBTimeline

/// A timeline sampled at a frame rate: frame i shows time i / fps.
package struct FrameSequence: FrameSource {
    /// The most frames one sequence may have.
    package static let maximumFrames = Limits.frames

    /// What every frame draws: the scene's layout settings, items and look.
    package var plan: RenderPlan
    /// The animation.
    package var timeline: any Timeline
    /// Frames per second.
    package var fps: Double
    /// How many frames the sequence has, at most ``maximumFrames``.
    package var frameCount: Int
    /// How the elements look; nil for the plan's (the scene's `"style"` or the layout's own).
    package var cellStyle: (any CellStyle)?

    /// A sequence of `timeline` at `fps`, as long as the timeline unless told otherwise.
    /// - Parameters:
    ///   - plan: what every frame draws.
    ///   - timeline: the animation.
    ///   - fps: frames per second, above 0 and at most 1000 (30 by default).
    ///   - duration: seconds (default: the timeline's); ignored when `frameCount` is given. The
    ///     frame count is the duration times `fps`, rounded up.
    ///   - frameCount: an exact number of frames, or nil to derive it from the duration.
    /// - Throws: ``/SBTimeline/AnimationError`` for a frame rate, duration or count out of range, or more
    ///   than ``maximumFrames`` frames.
    package init(plan: RenderPlan, timeline: any Timeline, fps: Double = 30, duration: Double? = nil, frameCount: Int? = nil) throws {
        guard fps.isFinite, fps > 0, fps <= 1000 else {
            throw AnimationError("a frame rate must be a number above 0 and at most 1000 frames per second, got \(NumberText.plain(fps))", value: .fps(fps))
        }
        let count: Int
        if let frameCount {
            guard frameCount > 0 else { throw AnimationError("a frame count must be 1 or more, got \(frameCount)", value: .frameCount(frameCount)) }
            count = frameCount
        } else {
            let d = duration ?? timeline.duration
            guard d.isFinite, d > 0 else { throw AnimationError("a duration must be a positive number of seconds, got \(NumberText.plain(d))", value: .duration(d)) }
            let frames = (d * fps).rounded(.up)
            guard frames <= Double(FrameSequence.maximumFrames) else {
                let count = Int(min(frames, 1e12))
                throw AnimationError("\(count) frames is more than the \(FrameSequence.maximumFrames) a sequence may have; shorten the duration or lower the frame rate",
                                     value: .framesFromDuration(count))
            }
            count = max(1, Int(frames))
        }
        guard count <= FrameSequence.maximumFrames else {
            throw AnimationError("\(count) frames is more than the \(FrameSequence.maximumFrames) a sequence may have")
        }
        self.plan = plan
        self.timeline = timeline
        self.fps = fps
        self.frameCount = count
    }

    /// The time frame `index` shows, seconds from the start (plus the scene's own time).
    package func time(ofFrame index: Int) -> Double {
        plan.time + Double(index) / fps
    }

    /// The frame to draw for `index`: the timeline's state at `index / fps` seconds.
    package func frame(_ index: Int) -> Frame {
        let state = timeline.state(at: Double(index) / fps)
        var frame = Frame(plan: FrameSequence.plan(plan, in: state), layout: state.layout, elements: state.elements, time: time(ofFrame: index))
        frame.cellStyle = cellStyle
        if let opacity = state.presentedOpacity { frame.detailOpacity = opacity }
        return frame
    }

    /// The plan with what a moment changes: its selection, and the navigation bar's tint
    /// (Colorize: the cell's colour, which the cell keeps).
    static func plan(_ plan: RenderPlan, in state: MotionState) -> RenderPlan {
        guard state.selection != nil || state.barTintIdentity != nil else { return plan }
        var p = plan
        if let identity = state.barTintIdentity, identity >= 0 {
            p.navigationBarTint = plan.style(forIdentity: identity).color
        }
        guard let selection = state.selection else { return p }
        // Styles not listed by the scene are the demo's; list them up to the highest identity named.
        let highest = selection.max() ?? -1
        while p.styles.count <= highest { p.styles.append(p.style(forIdentity: p.styles.count)) }
        for i in p.styles.indices { p.styles[i].isSelected = selection.contains(i) }
        return p
    }
}
