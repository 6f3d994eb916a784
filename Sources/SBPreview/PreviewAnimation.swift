#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SBLayout
import SBMotion
import SBPNG
import SBRender
import SBScene

/// An animation drawn as `sbrender animate` draws it at 30 frames per second, looping forever:
/// each frame's PNG (for the page's scrubber) and the APNG (the same bytes as `sbrender animate
/// --scene FILE [--animation NAME] [options] animation.png`).
package struct PreviewAnimation: Sendable {
    /// Frames per second, `sbrender animate`'s default.
    package static let fps = 30.0
    /// The most pixels an animation's frames may hold together: 1,200 million (150 frames of
    /// 2304 x 3072, a 768 x 1024 canvas at scale 3, are 1,062 million); their PNG files take a
    /// fraction of that in memory.
    package static let maximumPixels = 1_200_000_000
    /// The animation's name, or ``PreviewOptions/timeline``.
    package var name: String
    /// Each frame's PNG file, in order.
    package var frames: [[UInt8]]
    /// Each frame's layout attributes, as `sbrender layout` reports them (the elements drawn,
    /// at the frame's moment and scroll position).
    package var layouts: [String]
    /// The APNG file.
    package var apng: [UInt8]

    /// Thrown by `draw`'s `superseded` check: a newer edit wants drawing first.
    package struct Superseded: Error {}

    /// The frame sequence of `name` for `scene` (``PreviewOptions/timeline`` plays its own
    /// timeline), made as `sbrender animate` makes it (SBMotion's `NamedAnimation.frames`).
    /// - Parameters:
    ///   - name: a named animation of the scene's layout, or ``PreviewOptions/timeline``.
    ///   - input: the scene, with the page's settings over it.
    ///   - scenePath: the scene file, for messages; nil for the command line's options alone.
    ///   - layouts: the layouts the scene may name, with their named animations (sbrender's own
    ///     by default).
    /// - Throws: ``PreviewFailure`` worded as `sbrender animate` words it.
    package static func sequence(_ name: String, scene input: Scene, scenePath: String?,
                                layouts: LayoutRegistry = .builtIn) throws(PreviewFailure) -> FrameSequence {
        var scene = input
        if scene.layout == nil { scene.layout = .springboard }
        let prefix = scenePath.map { "scene \($0): " } ?? ""
        let plan: RenderPlan
        do {
            plan = try RenderPlan(scene: scene, layouts: layouts)
        } catch {
            throw PreviewFailure(scenePath: scenePath, error)
        }
        do {
            let sequence: FrameSequence
            if name == PreviewOptions.timeline {
                guard let events = scene.timeline else {
                    throw PreviewFailure(prefix + "timeline: the scene has no \"timeline\"; choose a named animation", keyPath: "timeline")
                }
                let timeline = try ScriptedTimeline(layout: plan.spec.preparedLayout(), events: events, compositional: plan.compositionalTarget,
                                                    layouts: layouts)
                sequence = try FrameSequence(plan: plan, timeline: timeline, fps: fps)
            } else {
                sequence = try NamedAnimation.frames(name, plan: plan, timing: AnimationTiming(fps: fps), layouts: layouts)
            }
            // Checked before any frame is drawn: every frame's PNG is kept for the scrubber.
            let pixels = sequence.frameCount * plan.pixelWidth * plan.pixelHeight
            guard pixels <= maximumPixels else {
                throw PreviewFailure(prefix + "\(name): \(sequence.frameCount) frames of \(plan.pixelWidth)x\(plan.pixelHeight) pixels are more than the preview keeps (\(maximumPixels / 1_000_000) million pixels in all); lower the scale on the page, or write it with sbrender animate")
            }
            return sequence
        } catch let failure as PreviewFailure {
            throw failure
        } catch {
            throw PreviewFailure(prefix + "\(error)")
        }
    }

    /// The animations the page offers for `scene`: its own timeline first when it has one, then
    /// the layout's named animations (a transition needs a second layout and is left to the
    /// command line), as `layouts` registers them (sbrender's own layouts by default).
    package static func names(for scene: Scene, layouts: LayoutRegistry = .builtIn) -> [String] {
        (scene.timeline == nil ? [] : [PreviewOptions.timeline])
            + NamedAnimation.names(for: scene.layout ?? .springboard, layouts: layouts).filter { $0 != "transition" }
    }

    /// The jobs that draw `frames` frames at once: one per core, at most one per frame.
    package static func jobs(frames: Int) -> Int {
        max(1, min(ProcessInfo.processInfo.activeProcessorCount, frames))
    }

    /// Draws every frame of `sequence`.
    /// - Parameters:
    ///   - name: the animation's name, kept with the frames.
    ///   - sequence: the frames to draw (``sequence(_:scene:scenePath:layouts:)``).
    ///   - renderers: renderers kept from animation to animation (``PreviewRenderers/jobs(_:installedFonts:)``);
    ///     none makes new ones for this animation.
    ///   - progress: called on the calling thread after each frame, with the frames done.
    ///   - superseded: asked after each frame; true stops the drawing (``Superseded`` is thrown).
    package static func draw(_ name: String, sequence: FrameSequence, renderers: [Renderer] = [], progress: (Int) -> Void,
                            superseded: () -> Bool) throws -> PreviewAnimation {
        let plan = sequence.plan
        let writer = try APNGFileWriter(inMemoryWidth: plan.pixelWidth, height: plan.pixelHeight, fps: fps, loops: 0)
        var frames: [[UInt8]] = [], layouts: [String] = []
        frames.reserveCapacity(sequence.frameCount)
        layouts.reserveCapacity(sequence.frameCount)
        var request = RenderRequest(frames: sequence)
        request.jobs = jobs(frames: sequence.frameCount)
        // Drawn as every route draws an animation's request; the renderers are the preview's own,
        // kept from animation to animation (a new one only when there are none).
        let renderer = try renderers.first ?? Renderer(installedFonts: plan.usesInstalledFonts)
        try renderer.renderFrames(request, renderers: renderers, work: { _, image in
            (image, try PNGOutput.encodeFrame(image))
        }) { index, drawn in
            try writer.add(drawn.0)
            frames.append(drawn.1)
            let frame = sequence.frame(index)
            layouts.append(LayoutJSON.report(layout: frame.layout, elements: frame.elements.sorted(by: LayoutAttributes.reportOrder), time: frame.time))
            progress(index + 1)
            if superseded() { throw Superseded() }
        }
        return PreviewAnimation(name: name, frames: frames, layouts: layouts, apng: try writer.finishInMemory())
    }
}
