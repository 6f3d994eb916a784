#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SBCairo
import SBLayout
import SBPNG
import SBScene

/// Turns scenes into pictures: PNG through an image surface, SVG and PDF through Cairo's
/// vector surfaces. One renderer owns one font set-up and is used by one thread at a time; for
/// parallel frames make one renderer per thread.
public final class Renderer: @unchecked Sendable {
    /// The font set-up every picture's text is laid out with.
    package let fonts: FontSetup
    let surfaces = SurfaceCache()
    /// Set for the frames of an animation: `renderImage` draws the background (which depends
    /// only on the plan) once, and starts every frame from a copy of it.
    public var cachesBackground = false {
        // A background kept for one animation is not another's (a wallpaper file may have changed).
        didSet { if !cachesBackground { cachedBackground = nil } }
    }
    private var cachedBackground: (key: BackgroundKey, surface: ImageSurface)?
    /// Set for the frames of an animation: `renderImage` draws each element whose style gives a
    /// look key once per device transform into a raster and copies it in every frame that shows
    /// it so (see ``RasterCache``); several renderers on several threads may share one cache. SVG
    /// and PDF are always drawn as vectors. Nil (the default) draws every element as vectors.
    package var rasterCache: RasterCache?
    /// Set for the frames of an animation: `renderPNGFrame` encodes a picture it has drawn
    /// before (a periodic animation's repeats) once, and gives the kept file again (see
    /// `PNGFileMemo`: the same bytes either way); several renderers may share one memo.
    package var frameFiles: PNGFileMemo?
    /// Texts laid out ahead by a ``RendererPreparation`` for the picture this renderer draws.
    var preparedLayouts: [PreparedLayoutKey: TextLayout] = [:]
    /// Called once a picture is drawn, before it is encoded (a preparation stops rendering
    /// glyphs ahead then).
    var afterDrawing: (() -> Void)?

    func cachedBackgroundSurface(for key: BackgroundKey) -> ImageSurface? {
        cachedBackground?.key == key ? cachedBackground?.surface : nil
    }

    func storeBackground(_ surface: ImageSurface, for key: BackgroundKey) {
        cachedBackground = (key, surface)
    }

    /// A renderer with its own font set-up.
    /// - Parameter installedFonts: use the machine's fonts (for `--items fonts`) instead of
    ///   sbrender's pinned fonts.
    /// - Throws: ``RenderError`` when the fonts cannot be set up (pinned font files missing).
    public init(installedFonts: Bool = false) throws {
        do {
            fonts = try FontSetup(installedFonts ? .system : .pinned)
        } catch {
            throw RenderError("\(error)")
        }
    }

    /// A renderer that uses `fonts`, a set-up made beforehand (for example on another thread,
    /// while a command line is parsed). From now on only this renderer's thread may use it.
    package init(fonts: FontSetup) {
        self.fonts = fonts
    }

    /// The font families of the font set-up, sorted (the tutorial's data model for `--items fonts`).
    public func fontFamilies() -> [String] { fonts.families().map(\.name) }

    /// The faces of a family, for the detail view: an iOS 6 family's PostScript face names
    /// (`IOSFonts`), else the faces of the family the name resolves to.
    public func faces(of name: String) -> [(family: String, face: String)] {
        if let ios = IOSFonts.family(named: name) { return ios.faces.map { (ios.name, $0) } }
        var family = fonts.family(named: name)
        if family == nil, let file = try? fonts.resolvedFontFile(family: name) {
            family = fonts.families().first { f in (try? fonts.resolvedFontFile(family: f.name)) == file }
        }
        guard let family else { return [] }
        return family.faces.filter { !$0.isSynthesized }.map { (family.name, $0.name) }
    }

    /// Decodes every image the plan names, once: item images as they are, a wallpaper file
    /// scaled to the plan's canvas (it is drawn at that size only, so the decoded file is let go
    /// at once). The result is read-only and may be shared by any number of renderers and
    /// threads (the frame sequencer's jobs share one).
    ///
    /// Memory: the item images together hold at most ``/SBLayout/Limits/imagePixels`` pixels
    /// (4 bytes each), checked against each PNG's header before it is decoded; the wallpaper
    /// holds the canvas's pixels. Decoding a PNG briefly takes about twice its pixels' bytes.
    /// - Returns: the decoded images, by path (the scaled wallpaper under a key of its own).
    /// - Throws: ``RenderError`` naming the scene key (`sections[0].items[1].image`) for a
    ///   missing, unreadable, oversized or corrupt PNG file, or something that is not a file.
    package func loadImages(for plan: RenderPlan) throws -> [String: LoadedImage] {
        try Self.loadImages(for: plan)
    }

    /// ``loadImages(for:)-method`` without a renderer: decoding and scaling images needs no fonts.
    package static func loadImages(for plan: RenderPlan) throws -> [String: LoadedImage] {
        var images: [String: LoadedImage] = [:]
        var pixels = 0
        for path in plan.styles.compactMap(\.image) where images[path] == nil {
            let image = try ImageLoader.load(path: path, keyPath: plan.imageKeyPaths[path] ?? path,
                                             maximumPixels: Limits.imagePixels - pixels)
            pixels += image.width * image.height
            images[path] = image
        }
        if let home = plan.spec.homescreen, home.iconAppearance != .standard {
            // A home screen's icons and PNG widgets in their appearance: the catalogue's variant,
            // or derived from the picture (a built-in widget's photo is mapped as it is drawn,
            // HomeScreenWidgetAppearance).
            let widgetImages = Set(plan.styles.filter { $0.widget != nil }.compactMap(\.image))
            for path in Set(plan.styles.filter { $0.widget == nil }.compactMap(\.image)).subtracting(widgetImages) {
                guard let image = images[path] else { continue }
                images[path] = HomeScreenIconAppearance.derived(image, icons: home.iconAppearance, tint: home.iconTint,
                                                                isVariant: plan.iconVariants.contains(path),
                                                                light: home.system == .ios26 && home.appearance == .light)
            }
        }
        if case .image(let path, _) = plan.wallpaper {
            images[Backgrounds.wallpaperKey] = try scaledWallpaper(path, keyPath: plan.imageKeyPaths[path] ?? "wallpaper", plan: plan)
        }
        if plan.registration.offers(.deviceScreen) {
            // The home screen's materials show the wallpaper blurred behind them.
            images[WallpaperBlur.key] = try WallpaperBlur.make(plan: plan, images: images)
        }
        return images
    }

    /// The wallpaper file as the plan's background: black, with the picture drawn aspect-fill
    /// over it, `plan.pixelWidth` x `plan.pixelHeight` (opaque, so no precision is lost). Drawn
    /// again at that size it gives the same pixels as the picture drawn from the file.
    private static func scaledWallpaper(_ path: String, keyPath: String, plan: RenderPlan) throws -> LoadedImage {
        // The wallpaper fills the collection view's frame (below a status bar).
        let view = plan.collectionViewFrame.size
        let width = Int((view.width * Double(plan.scale)).rounded(.up)), height = Int((view.height * Double(plan.scale)).rounded(.up))
        let surface = try ImageSurface(width: width, height: height)
        do {
            // The decoded file lives only in this scope.
            let full = try ImageLoader.load(path: path, keyPath: keyPath)
            let canvas = try Canvas(surface)
            try canvas.scale(x: Double(plan.scale), y: Double(plan.scale))
            let painter = CairoPainter(canvas: canvas, fonts: nil, surfaces: SurfaceCache())
            Backgrounds.draw(plan.wallpaper, background: plan.layoutBackground, canvas: Rect(origin: .zero, size: view),
                             images: [path: full], on: painter)
            if let error = painter.firstError { throw RenderError("\(keyPath): scaling the wallpaper \(path) failed: \(error)") }
            try canvas.checkStatus("scaling the wallpaper \(path)")
        }
        return LoadedImage(key: "\(Backgrounds.wallpaperKey)\(path)@\(width)x\(height)", image: try surface.makeRGBAImage())
    }

    /// The plan's still picture in a format: `render(RenderRequest(plan: plan, format: format))`.
    /// - Returns: the file's bytes.
    /// - Throws: ``RenderError``, or ``/SBLayout/LayoutSpecError`` when the plan's layout settings are
    ///   invalid.
    package func render(plan: RenderPlan, format: OutputFormat) throws -> [UInt8] {
        try render(RenderRequest(plan: plan, format: format))
    }

    /// One frame in a format.
    /// - Parameters:
    ///   - frame: the frame: plan, layout and elements at a moment.
    ///   - format: PNG, SVG or PDF.
    ///   - images: the decoded images the plan names (``loadImages(for:)-method``).
    /// - Returns: the file's bytes.
    /// - Throws: ``RenderError`` when a surface cannot be made or drawing fails.
    package func render(_ frame: Frame, format: OutputFormat, images: [String: LoadedImage]) throws -> [UInt8] {
        try render(frame, format: format, images: images, backdrop: nil)
    }

    /// A prepared picture in its format: for PNG, the status bar and the content drawn over the
    /// wallpaper the preparation drew (the same pixels as drawing it all here).
    /// - Throws: ``RenderError`` when a surface cannot be made or drawing fails.
    package func render(_ picture: consuming PreparedPicture) throws -> [UInt8] {
        let parts = picture.take()
        return try render(parts.frame, format: parts.format, images: parts.images, backdrop: parts.backdrop)
    }

    /// `frame` in `format`; a PNG's drawing starts from `backdrop` (the wallpaper drawn) when given.
    private func render(_ frame: Frame, format: OutputFormat, images: [String: LoadedImage],
                        backdrop: ImageSurface?) throws -> [UInt8] {
        switch format {
        case .png:
            // Encoded straight from the drawing surface (no RGBA copy of the picture).
            let surface: ImageSurface
            if let backdrop {
                try draw(frame, on: try Canvas(backdrop), images: images, wallpaper: false, rasters: rasterCache)
                surface = backdrop
            } else {
                surface = try drawnSurface(frame, images: images)
            }
            afterDrawing?()
            do {
                return try surface.pngBytes(options: PNGOutput.stillOptions)
            } catch {
                throw RenderError("cannot encode the PNG: \(error)")
            }
        case .svg:
            let plan = frame.plan, s = Double(plan.scale)
            let surface = try SVGSurface(width: plan.pictureSize.width * s, height: plan.pictureSize.height * s, unit: .px)
            try draw(frame, on: try Canvas(surface), images: images)
            return try surface.finish()
        case .pdf:
            let plan = frame.plan, s = Double(plan.scale)
            let surface = try PDFSurface(width: plan.pictureSize.width * s, height: plan.pictureSize.height * s, title: "sbrender \(plan.spec.layout)")
            try draw(frame, on: try Canvas(surface), images: images)
            return try surface.finish()
        }
    }

    /// The frame as pixels: `plan.pixelWidth` x `plan.pixelHeight`, the canvas in points times
    /// the scale.
    package func renderImage(_ frame: Frame, images: [String: LoadedImage]) throws -> RGBAImage {
        try drawnSurface(frame, images: images).makeRGBAImage()
    }

    /// The frame as an animation frame's PNG file (`PNGOutput.frameOptions`), encoded straight
    /// from the drawing surface on the calling thread: the same bytes as
    /// `PNGOutput.encodeFrame(renderImage(frame, images: images))`, without the RGBA copy.
    package func renderPNGFrame(_ frame: Frame, images: [String: LoadedImage]) throws -> [UInt8] {
        let surface = try drawnSurface(frame, images: images)
        do {
            if let frameFiles {
                return try surface.pngBytesSerially(options: PNGOutput.frameOptions, memo: frameFiles)
            }
            return try surface.pngBytesSerially(options: PNGOutput.frameOptions)
        } catch {
            throw RenderError("cannot encode the PNG: \(error)")
        }
    }

    /// The frame drawn on a surface of `plan.pixelWidth` x `plan.pixelHeight` pixels.
    private func drawnSurface(_ frame: Frame, images: [String: LoadedImage]) throws -> ImageSurface {
        let plan = frame.plan
        let surface = try ImageSurface(width: plan.pixelWidth, height: plan.pixelHeight)
        if cachesBackground, plan.detail == nil {
            try surface.copyPixels(from: try background(for: plan, images: images))
            try draw(frame, on: try Canvas(surface), images: images, background: false, rasters: rasterCache)
        } else {
            try draw(frame, on: try Canvas(surface), images: images, rasters: rasterCache)
        }
        return surface
    }

    private func draw(_ frame: Frame, on canvas: Canvas, images: [String: LoadedImage], background: Bool = true,
                      wallpaper: Bool = true, rasters: RasterCache? = nil) throws {
        try canvas.scale(x: Double(frame.plan.scale), y: Double(frame.plan.scale))
        let painter = CairoPainter(canvas: canvas, fonts: fonts, surfaces: surfaces, rasters: rasters,
                                   preparedLayouts: preparedLayouts)
        var scene = SceneRenderer(images: images, faces: { [self] in faces(of: $0) })
        scene.drawsBackground = background
        scene.drawsWallpaper = wallpaper
        scene.draw(scene.sizedToContent(frame, measuringWith: painter), on: painter)
        if let error = painter.firstError { throw RenderError("drawing failed: \(error)") }
        try canvas.checkStatus("drawing the picture")
    }
}

/// PNG files as sbrender writes them: SBPNG's encoder with its measured defaults.
public enum PNGOutput {
    /// Encodes `image` as a PNG file.
    /// - Throws: ``RenderError`` when the encoder refuses the image.
    public static func encode(_ image: RGBAImage) throws -> [UInt8] {
        do {
            return try PNGEncoder.encode(image)
        } catch {
            throw RenderError("cannot encode the PNG: \(error)")
        }
    }
}
