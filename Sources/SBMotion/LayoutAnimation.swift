#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SBLayout
import SBPNG
import SBRender
import SBScene
import SBTimeline

/// An animation of any layout (sbrender's or your own) with any cell style: an update batch
/// (deletions, insertions, moves) or a transition to another layout. It is drawn as a
/// ``/SBRender/RenderRequest`` (`RenderRequest(animation:frame:format:)`), by the
/// renderer that draws stills: the whole animation as an APNG, its frames drawn on
/// ``/SBRender/RenderRequest/jobs`` threads, or one frame as a still picture.
///
/// ```swift
/// let animation = try LayoutAnimation(layout: MyLayout(), content: CollectionContent(sections: 1, itemsPerSection: 12),
///                                     batch: UpdateBatch(deletions: [IndexPath(item: 3, section: 0)]),
///                                     canvas: Size(width: 320, height: 480), style: MyCellStyle())
/// let apng = try Renderer().render(RenderRequest(animation: animation))
/// let last = try Renderer().render(RenderRequest(animation: animation, frame: animation.frameCount - 1))
/// ```
public struct LayoutAnimation: Sendable {
    /// The frames: the plan, the timeline, the frame rate and the style.
    package var sequence: FrameSequence

    /// Any timeline drawn with `style`.
    /// - Parameters:
    ///   - timeline: the motion.
    ///   - plan: the canvas, background and items (`RenderPlan(canvas:scale:background:items:)`).
    ///   - style: how each element is drawn.
    ///   - fps: frames per second.
    /// - Throws: ``/SBTimeline/AnimationError`` for a frame rate out of range or too many frames.
    package init(timeline: any Timeline, plan: RenderPlan, style: any CellStyle, fps: Double = 30) throws {
        sequence = try FrameSequence(plan: plan, timeline: timeline, fps: fps)
        sequence.cellStyle = style
    }

    /// An update batch on `layout`: UIKit's performBatchUpdates animation, between stillness
    /// before and after.
    /// - Parameters:
    ///   - layout: the layout, configured; it is prepared for the content before and after.
    ///   - content: the content before the update.
    ///   - batch: the deletions, insertions and moves.
    ///   - items: each item's look, by identity.
    ///   - canvas: the picture's size in points (the viewport).
    ///   - scale: pixels per point: 1, 2 or 3.
    ///   - background: the colour behind the content.
    ///   - style: how each element is drawn.
    ///   - fps: frames per second.
    ///   - duration: the update's length, in seconds (UIKit's 0.3 by default).
    /// - Throws: ``/SBTimeline/AnimationError`` when the batch does not apply to the content, or for a canvas
    ///   or frame rate out of range.
    public init(layout: any CollectionViewLayout, content: CollectionContent, batch: UpdateBatch, items: [ItemStyle] = [],
                canvas: Size, scale: Int = 1, background: Color = .white, style: any CellStyle,
                fps: Double = 30, duration: Double = 0.3) throws {
        let plan = try LayoutAnimation.plan(canvas: canvas, scale: scale, background: background, items: items)
        let timeline: UpdateTimeline
        do {
            timeline = try UpdateTimeline(layout: layout, content: content, viewport: canvas, batch: batch, duration: duration)
        } catch {
            throw AnimationError("the update does not apply: \(error)")
        }
        try self.init(timeline: timeline, plan: plan, style: style, fps: fps)
    }

    /// A transition from one layout to another (setCollectionViewLayout:animated:), both prepared
    /// for `content`.
    /// - Parameters:
    ///   - from: the layout the items start in.
    ///   - to: the layout they end in.
    ///   - content: the sections and items.
    ///   - items: each item's look, by identity.
    ///   - canvas: the picture's size in points (the viewport).
    ///   - scale: pixels per point: 1, 2 or 3.
    ///   - background: the colour behind the content.
    ///   - style: how each element is drawn.
    ///   - fps: frames per second.
    ///   - duration: the transition's length, in seconds.
    /// - Throws: ``/SBTimeline/AnimationError`` for a canvas or frame rate out of range.
    public init(from: any CollectionViewLayout, to: any CollectionViewLayout, content: CollectionContent, items: [ItemStyle] = [],
                canvas: Size, scale: Int = 1, background: Color = .white, style: any CellStyle,
                fps: Double = 30, duration: Double = 1) throws {
        let plan = try LayoutAnimation.plan(canvas: canvas, scale: scale, background: background, items: items)
        var a = from, b = to
        a.prepare(content: content, viewport: canvas)
        b.prepare(content: content, viewport: canvas)
        try self.init(timeline: LayoutTransitionTimeline(from: a, to: b, duration: duration), plan: plan, style: style, fps: fps)
    }

    static func plan(canvas: Size, scale: Int, background: Color, items: [ItemStyle]) throws -> RenderPlan {
        do {
            return try RenderPlan(canvas: canvas, scale: scale, background: background, items: items)
        } catch {
            throw AnimationError("\(error)")
        }
    }

    /// How many frames the animation has.
    public var frameCount: Int { sequence.frameCount }

    /// Every frame as pixels, in order, drawn through the animation's request.
    /// - Parameter jobs: frames drawn at once, each on its own thread.
    /// - Throws: ``/SBRender/RenderError`` when drawing fails.
    package func frames(jobs: Int = 1) throws -> [RGBAImage] {
        var request = try RenderRequest(animation: self)
        request.jobs = jobs
        var out: [RGBAImage] = []
        try Renderer(installedFonts: sequence.plan.usesInstalledFonts).renderFrames(request) { _, image in out.append(image) }
        return out
    }

    /// Writes the frames as an APNG file (written beside the target and renamed when complete).
    /// - Parameters:
    ///   - path: the file; its folder must exist.
    ///   - jobs: frames drawn at once.
    ///   - loops: how many times to play; 0 for forever.
    /// - Throws: ``/SBTimeline/AnimationError`` or ``/SBRender/RenderError``; no file is left behind.
    package func writeAPNG(to path: String, jobs: Int = 1, loops: Int = 0) throws {
        let plan = sequence.plan
        let writer = try APNGFileWriter(path: path, width: plan.pixelWidth, height: plan.pixelHeight,
                                        fps: sequence.fps, loops: loops, frames: frameCount)
        var request = try RenderRequest(animation: self)
        request.jobs = jobs
        do {
            try Renderer(installedFonts: plan.usesInstalledFonts).renderFrames(request) { _, image in try writer.add(image) }
            try writer.finish()
        } catch {
            writer.abandon()
            throw error
        }
    }
}

extension RenderRequest {
    /// An animation to draw: by ``/SBRender/Renderer/render(_:)-(RenderRequest)``, its frames as
    /// one APNG file (drawn on `jobs` threads; the same bytes whatever their number), or with
    /// `frame`, that frame alone as a still picture in any format.
    /// - Parameters:
    ///   - animation: the animation.
    ///   - frame: one frame to draw, from 0 to `animation.frameCount - 1`; nil (the default) for
    ///     every frame, as an APNG.
    ///   - format: PNG (an APNG for the whole animation), or SVG or PDF for one frame.
    /// - Throws: ``/SBRender/RenderError`` for a frame out of range.
    public init(animation: LayoutAnimation, frame: Int? = nil, format: OutputFormat = .png) throws {
        guard let index = frame else {
            self.init(frames: animation.sequence, format: format)
            return
        }
        guard (0..<animation.frameCount).contains(index) else {
            throw RenderError("the animation has \(animation.frameCount) frames (0 to \(animation.frameCount - 1)), so it has no frame \(index)")
        }
        self.init(frame: animation.sequence.frame(index), format: format)
    }
}
