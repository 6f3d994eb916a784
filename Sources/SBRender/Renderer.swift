import Foundation
import SBCairo
import SBLayout
import SBPNG
import SBScene

/// Turns scenes into pictures: PNG through an image surface, SVG and PDF through Cairo's
/// vector surfaces. One renderer owns one font set-up and is used by one thread at a time; for
/// parallel frames make one renderer per thread.
public final class Renderer: @unchecked Sendable {
    /// The font set-up every picture's text is laid out with.
    public let fonts: FontSetup
    let surfaces = SurfaceCache()
    /// Set for the frames of an animation: `renderImage` draws the background (which depends
    /// only on the plan) once, and starts every frame from a copy of it.
    public var cachesBackground = false
    private var cachedBackground: (key: BackgroundKey, surface: ImageSurface)?

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

    /// The font families of the font set-up, sorted (the tutorial's data model for `--items fonts`).
    public func fontFamilies() -> [String] { fonts.families().map(\.name) }

    /// The faces of a family, for the detail view: an iOS 6 family's PostScript face names
    /// (``/SBCairo/IOSFonts``), else the faces of the family the name resolves to.
    public func faces(of name: String) -> [(family: String, face: String)] {
        if let ios = IOSFonts.family(named: name) { return ios.faces.map { (ios.name, $0) } }
        var family = fonts.family(named: name)
        if family == nil, let file = try? fonts.resolvedFontFile(family: name) {
            family = fonts.families().first { f in (try? fonts.resolvedFontFile(family: f.name)) == file }
        }
        guard let family else { return [] }
        return family.faces.filter { !$0.isSynthesized }.map { (family.name, $0.name) }
    }

    /// Decodes every image the plan names (the wallpaper and item images).
    /// - Returns: the decoded images, by path.
    /// - Throws: ``RenderError`` for a missing or corrupt PNG file.
    public func loadImages(for plan: RenderPlan) throws -> [String: LoadedImage] {
        var paths: [String] = []
        if case .image(let path, _) = plan.wallpaper { paths.append(path) }
        paths += plan.styles.compactMap(\.image)
        var images: [String: LoadedImage] = [:]
        for path in paths where images[path] == nil {
            images[path] = try ImageLoader.load(path: path)
        }
        return images
    }

    /// The plan's still picture in a format: its images loaded, its layout prepared, drawn and
    /// encoded.
    /// - Returns: the file's bytes.
    /// - Throws: ``RenderError``, or ``/SBLayout/LayoutSpecError`` when the plan's layout settings are
    ///   invalid.
    public func render(plan: RenderPlan, format: OutputFormat) throws -> [UInt8] {
        let images = try loadImages(for: plan)
        let frame = try Frame(plan: plan)
        return try render(frame, format: format, images: images)
    }

    /// One frame in a format.
    /// - Parameters:
    ///   - frame: the frame: plan, layout and elements at a moment.
    ///   - format: PNG, SVG or PDF.
    ///   - images: the decoded images the plan names (``loadImages(for:)``).
    /// - Returns: the file's bytes.
    /// - Throws: ``RenderError`` when a surface cannot be made or drawing fails.
    public func render(_ frame: Frame, format: OutputFormat, images: [String: LoadedImage]) throws -> [UInt8] {
        switch format {
        case .png:
            return try PNGOutput.encode(try renderImage(frame, images: images))
        case .svg:
            let plan = frame.plan, s = Double(plan.scale)
            let surface = try SVGSurface(width: plan.canvasSize.width * s, height: plan.canvasSize.height * s, unit: .px)
            try draw(frame, on: try Canvas(surface), images: images)
            return try surface.finish()
        case .pdf:
            let plan = frame.plan, s = Double(plan.scale)
            let surface = try PDFSurface(width: plan.canvasSize.width * s, height: plan.canvasSize.height * s, title: "sbrender \(plan.spec.layout)")
            try draw(frame, on: try Canvas(surface), images: images)
            return try surface.finish()
        }
    }

    /// The frame as pixels: `plan.pixelWidth` x `plan.pixelHeight`, the canvas in points times
    /// the scale.
    public func renderImage(_ frame: Frame, images: [String: LoadedImage]) throws -> RGBAImage {
        let plan = frame.plan
        let surface = try ImageSurface(width: plan.pixelWidth, height: plan.pixelHeight)
        if cachesBackground, plan.detail == nil {
            try surface.copyPixels(from: try background(for: plan, images: images))
            try draw(frame, on: try Canvas(surface), images: images, background: false)
        } else {
            try draw(frame, on: try Canvas(surface), images: images)
        }
        return try surface.makeRGBAImage()
    }

    private func draw(_ frame: Frame, on canvas: Canvas, images: [String: LoadedImage], background: Bool = true) throws {
        try canvas.scale(x: Double(frame.plan.scale), y: Double(frame.plan.scale))
        let painter = CairoPainter(canvas: canvas, fonts: fonts, surfaces: surfaces)
        var scene = SceneRenderer(images: images, faces: { [self] in faces(of: $0) })
        scene.drawsBackground = background
        scene.draw(frame, on: painter)
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
