import SBCairo
import SBPNG
import SBScene

/// An animation's request (``RenderRequest/frames``) drawn: every route that draws an animation's
/// frames (``Renderer/render(_:)-(RenderRequest)``'s APNG, `sbrender animate`'s APNG and numbered
/// frames, the golden suite, the preview) comes here, and the ``Sequencer`` draws them on
/// ``RenderRequest/jobs`` threads, this renderer being the first job's when its fonts are the
/// ones the plan asks for.
extension Renderer {
    /// Draws frames `range` (every frame by default) of an animation's request and gives each
    /// one's pixels to `consume`, in frame order, on the calling thread.
    /// - Parameters:
    ///   - request: an animation's request (a still's is its one frame).
    ///   - range: the frames to draw.
    ///   - renderers: renderers kept from run to run by the caller (``Sequencer/renderers``).
    ///   - consume: takes frame `index`'s pixels.
    /// - Throws: ``RenderError`` when drawing fails, or what `consume` throws.
    package func renderFrames(_ request: RenderRequest, range: ClosedRange<Int>? = nil, renderers: [Renderer] = [],
                              consume: (Int, RGBAImage) throws -> Void) throws {
        try renderFrames(request, range: range, renderers: renderers, work: { _, image in image }, consume: consume)
    }

    /// Draws frames `range` of an animation's request, turns each one's pixels into a `T` with
    /// `work` on the thread that drew it (the preview PNG-encodes its frames there), and gives
    /// the results to `consume` in frame order, on the calling thread.
    /// - Throws: ``RenderError`` when drawing fails, or what `work` or `consume` throws.
    package func renderFrames<T>(_ request: RenderRequest, range: ClosedRange<Int>? = nil, renderers: [Renderer] = [],
                                 work: @escaping @Sendable (Int, RGBAImage) throws -> T,
                                 consume: (Int, T) throws -> Void) throws {
        let source = Self.source(of: request)
        try sequencer(request, kept: renderers).run(source, range: range ?? 0...(source.frameCount - 1),
                                                    work: work, consume: consume)
    }

    /// Draws frames `range` of an animation's request and gives each one's PNG file
    /// (`PNGOutput.frameOptions`, encoded straight from its surface) to `consume`, in frame order.
    /// - Throws: ``RenderError`` when drawing or encoding fails, or what `consume` throws.
    package func renderFrameFiles(_ request: RenderRequest, range: ClosedRange<Int>? = nil,
                                  consume: (Int, [UInt8]) throws -> Void) throws {
        let source = Self.source(of: request)
        try sequencer(request, kept: []).runPNGFrames(source, range: range ?? 0...(source.frameCount - 1), consume: consume)
    }

    /// Frame `index` of an animation's request as pixels, drawn alone (a golden frame).
    /// - Throws: ``RenderError`` for an image that cannot be read or a drawing failure.
    package func renderImage(_ request: RenderRequest, frame index: Int) throws -> RGBAImage {
        let source = Self.source(of: request)
        return try renderImage(source.frame(index), images: loadImages(for: source.plan))
    }

    /// Every frame of an animation's request as one APNG file, kept in memory.
    func renderAPNG(_ request: RenderRequest) throws -> [UInt8] {
        guard request.format == .png else {
            throw RenderError("an animation is drawn as an APNG, a PNG file; give the format png, not \(request.format.rawValue)")
        }
        let source = Self.source(of: request)
        let plan = source.plan
        let writer = try APNGFileWriter(inMemoryWidth: plan.pixelWidth, height: plan.pixelHeight, fps: source.fps)
        try renderFrames(request) { _, image in try writer.add(image) }
        return try writer.finishInMemory()
    }

    /// The request's frames: its animation's, or its still as one frame.
    private static func source(of request: RenderRequest) -> any FrameSource {
        request.frames ?? StillFrame(frame: request.frame)
    }

    /// A sequencer for the request's jobs, drawing with this renderer first when it has the
    /// fonts the plan asks for.
    private func sequencer(_ request: RenderRequest, kept: [Renderer]) -> Sequencer {
        var sequencer = Sequencer(jobs: request.jobs)
        let installed = if case .system = fonts.source { true } else { false }
        sequencer.renderers = kept.isEmpty && installed == request.frame.plan.usesInstalledFonts ? [self] : kept
        return sequencer
    }
}

/// A still as a one-frame animation.
private struct StillFrame: FrameSource {
    let frame: Frame
    var plan: RenderPlan { frame.plan }
    var frameCount: Int { 1 }
    var fps: Double { 1 }
    func frame(_ index: Int) -> Frame { frame }
}
