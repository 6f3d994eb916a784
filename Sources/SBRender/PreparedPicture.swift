import SBCairo
import SBScene

/// The part of a still picture's work that needs no fonts: its images decoded, its layout
/// prepared and, for a PNG, its wallpaper drawn on the picture's surface. A command line makes
/// it while the fonts are still being set up on another thread (``RendererPreparation``), then
/// hands it to the renderer, which draws the status bar and the content over that wallpaper:
/// the same pixels as ``Renderer/render(plan:format:)`` drawing it all at once (which goes this
/// way too).
///
/// Used once: rendering consumes it (the surface is drawn on).
public struct PreparedPicture: ~Copyable {
    let frame: Frame
    let format: OutputFormat
    let images: [String: LoadedImage]
    /// For a PNG without a detail view: the surface with the wallpaper alone on it.
    let backdrop: ImageSurface?

    /// Decodes the plan's images, prepares its layout and, for a PNG, draws its wallpaper.
    /// - Throws: ``RenderError`` for an image that cannot be read or a surface that cannot be
    ///   made, or ``/SBLayout/LayoutSpecError`` when the plan's layout settings are invalid.
    public init(plan: RenderPlan, format: OutputFormat) throws {
        let images = try Renderer.loadImages(for: plan)
        let frame = try Frame(plan: plan)
        // A fully shown detail view draws over no wallpaper, so only plans without one start
        // from it.
        let backdrop = format == .png && plan.detail == nil ? try Self.wallpaperSurface(plan, images: images) : nil
        self.images = images
        self.frame = frame
        self.format = format
        self.backdrop = backdrop
    }

    /// A surface of the picture's size with the plan's wallpaper drawn on it, as the renderer
    /// draws it first (same size and scale, from a transparent start).
    private static func wallpaperSurface(_ plan: RenderPlan, images: [String: LoadedImage]) throws -> ImageSurface {
        // The wallpaper paints every pixel: memory populated at once is faster than faulted in.
        let surface = try ImageSurface(populatedWidth: plan.pixelWidth, height: plan.pixelHeight)
        let canvas = try Canvas(surface)
        try canvas.scale(x: Double(plan.scale), y: Double(plan.scale))
        let painter = CairoPainter(canvas: canvas, fonts: nil, surfaces: SurfaceCache())
        SceneRenderer.drawWallpaper(plan, images: images, on: painter)
        if let error = painter.firstError { throw RenderError("drawing the wallpaper failed: \(error)") }
        try canvas.checkStatus("drawing the wallpaper")
        return surface
    }

    /// The parts, for the renderer.
    consuming func take() -> (frame: Frame, format: OutputFormat, images: [String: LoadedImage], backdrop: ImageSurface?) {
        (frame, format, images, backdrop)
    }
}
