import SBCairo
import SBScene

/// The part of a still picture's work that needs no fonts: its images decoded, its layout
/// prepared and, for a PNG, its wallpaper drawn on the picture's surface (``drawWallpaper()``).
/// A command line makes it while the fonts are still being set up on another thread
/// (``RendererPreparation``, which can load the fonts the picture will use meanwhile: see
/// ``fontSurvey``), then hands it to the renderer, which draws the rest over that wallpaper: the
/// same pixels as `Renderer.render(_:)` of a ``RenderRequest`` drawing it all at once (which goes this way
/// too).
///
/// Used once: rendering consumes it (the surface is drawn on).
package struct PreparedPicture: ~Copyable {
    let frame: Frame
    let format: OutputFormat
    let images: [String: LoadedImage]
    /// After ``drawWallpaper()`` for a PNG without a detail view: the surface with the wallpaper
    /// alone on it.
    private(set) var backdrop: ImageSurface?

    /// Decodes the request's images.
    /// - Throws: ``RenderError`` for an image that cannot be read.
    package init(_ request: RenderRequest) throws {
        images = try Renderer.loadImages(for: request.frame.plan)
        frame = request.frame
        format = request.format
        backdrop = nil
    }

    /// The texts and fonts the picture will draw, for a font set-up being made elsewhere
    /// (``RendererPreparation/warm(_:)``).
    package var fontSurvey: FontSurvey {
        var survey = FontSurvey(frame: frame, images: images)
        survey.prerendersGlyphs = format == .png
        return survey
    }

    /// Draws the wallpaper now, on the PNG's surface; the renderer then draws only the rest.
    /// Does nothing for SVG and PDF (drawn whole by the renderer) and for a plan with a detail
    /// view (which, fully shown, draws over no wallpaper).
    /// - Throws: ``RenderError`` when the surface cannot be made or drawing fails.
    package mutating func drawWallpaper() throws {
        let plan = frame.plan
        guard format == .png, plan.detail == nil, backdrop == nil else { return }
        backdrop = try Self.wallpaperSurface(plan, images: images)
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
