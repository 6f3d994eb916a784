import SBScene

/// What SBRender's sequencer draws (an animation's frames: SBMotion's `LayoutAnimation`): a plan
/// (fonts, images, canvas) and the frame to draw for each index, computed from the index alone so
/// that any thread may ask for any frame. A ``RenderRequest`` made of one
/// (`RenderRequest(frames:format:)`) is drawn by ``Renderer/render(_:)-(RenderRequest)`` as an APNG.
///
/// SBMotion's `FrameSequence` (a timeline sampled at a frame rate) is one; a source of your own
/// (a fixed list of frames, say) can be drawn the same way.
package protocol FrameSource: Sendable {
    /// What every frame draws: the layout settings, items and look, the canvas, the fonts.
    var plan: RenderPlan { get }

    /// How many frames there are (indices 0 to `frameCount - 1`).
    var frameCount: Int { get }

    /// Frames per second, for an APNG's delays.
    var fps: Double { get }

    /// The frame to draw for `index`.
    func frame(_ index: Int) -> Frame
}
