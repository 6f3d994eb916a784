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
    /// - Parameter usingUserCache: keep a built-in wallpaper's pixels between runs in the
    ///   user's cache folder (the command line's one shot): read back from there when this
    ///   executable drew them before, else drawn and kept. The same pixels either way
    ///   (``drawWallpaper(cache:)``).
    /// - Throws: ``RenderError`` when the surface cannot be made or drawing fails.
    package mutating func drawWallpaper(usingUserCache: Bool = false) throws {
        try drawWallpaper(cache: usingUserCache ? .inUserCacheFolder() : nil)
    }

    /// ``drawWallpaper(usingUserCache:)`` with the cache given (tests give a folder of their own).
    package mutating func drawWallpaper(cache: SurfacePixelCache?) throws {
        let plan = frame.plan
        guard format == .png, plan.detail == nil, backdrop == nil else { return }
        backdrop = try Self.wallpaperSurface(plan, images: images, cache: cache)
    }

    /// The cache key of the plan's wallpaper: a built-in one (a function of its name, the
    /// rectangle it fills and the pixel size and scale) on a picture without a device frame;
    /// nil for any other (images, colours, device frames are drawn every time).
    package static func wallpaperCacheKey(_ plan: RenderPlan) -> String? {
        guard case .builtin(let wallpaper) = plan.wallpaper, plan.deviceFrame == nil else { return nil }
        let r = plan.collectionViewFrame
        let place = [r.minX, r.minY, r.width, r.height].map { String($0.bitPattern, radix: 16) }.joined(separator: "_")
        // A wallpaper whose pixels changed (graphite dithered, bloom and nightfall computed per
        // pixel) has a name of its own, so pixels cached before the change are never read.
        let name = switch wallpaper {
        case .graphite: "graphite-dithered"
        case .bloom, .nightfall: "\(wallpaper.rawValue)-computed"
        default: wallpaper.rawValue
        }
        return "wallpaper-\(name)-\(plan.pixelWidth)x\(plan.pixelHeight)@\(plan.scale)-\(place)"
    }

    /// A surface of the picture's size with the plan's wallpaper drawn on it, as the renderer
    /// draws it first (same size and scale, from a transparent start).
    private static func wallpaperSurface(_ plan: RenderPlan, images: [String: LoadedImage],
                                         cache: SurfacePixelCache?) throws -> ImageSurface {
        // The wallpaper paints every pixel: memory populated at once is faster than faulted in.
        let surface = try ImageSurface(populatedWidth: plan.pixelWidth, height: plan.pixelHeight)
        let key = cache == nil ? nil : wallpaperCacheKey(plan)
        if let cache, let key, cache.load(key, into: surface) { return surface }
        let canvas = try Canvas(surface)
        try canvas.scale(x: Double(plan.scale), y: Double(plan.scale))
        let painter = CairoPainter(canvas: canvas, fonts: nil, surfaces: SurfaceCache())
        SceneRenderer.drawWallpaper(plan, images: images, on: painter)
        if let error = painter.firstError { throw RenderError("drawing the wallpaper failed: \(error)") }
        try canvas.checkStatus("drawing the wallpaper")
        if let cache, let key { cache.store(key, from: surface) }
        return surface
    }

    /// The parts, for the renderer.
    consuming func take() -> (frame: Frame, format: OutputFormat, images: [String: LoadedImage], backdrop: ImageSurface?) {
        (frame, format, images, backdrop)
    }
}
