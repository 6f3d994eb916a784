import CCairo
import SBLayout
import SBPNG
import SBScene

/// Turns scenes into pictures: PNG through an image surface, SVG and PDF through Cairo's
/// vector surfaces. One renderer owns one font set-up; frames can be drawn from several
/// renderers at once.
public final class Renderer: @unchecked Sendable {
    public let fonts: FontSystem

    public init(installedFonts: Bool = false) throws {
        fonts = try FontSystem(installed: installedFonts)
    }

    /// The font families of the font set-up, sorted (the tutorial's data model for `--items fonts`).
    public func fontFamilies() -> [String] { fonts.familyNames() }

    /// Decodes every image the plan names (the wallpaper and item images).
    public func loadImages(for plan: RenderPlan) throws -> [String: LoadedImage] {
        var paths: [String] = []
        if case .image(let path) = plan.wallpaper { paths.append(path) }
        paths += plan.styles.compactMap(\.image)
        var images: [String: LoadedImage] = [:]
        for path in paths where images[path] == nil {
            images[path] = try ImageLoader.load(path: path)
        }
        return images
    }

    /// The plan's still picture in a format.
    public func render(plan: RenderPlan, format: OutputFormat) throws -> [UInt8] {
        let images = try loadImages(for: plan)
        let frame = try Frame(plan: plan)
        return try render(frame, format: format, images: images)
    }

    public func render(_ frame: Frame, format: OutputFormat, images: [String: LoadedImage]) throws -> [UInt8] {
        switch format {
        case .png:
            let image = try renderImage(frame, images: images)
            return try PNGWriter.encode(image)
        case .svg, .pdf:
            return try renderVector(frame, format: format, images: images)
        }
    }

    private func sceneRenderer(_ images: [String: LoadedImage]) -> SceneRenderer {
        let fonts = self.fonts
        return SceneRenderer(images: images, faces: { fonts.faces(of: $0) })
    }

    /// The frame as pixels.
    public func renderImage(_ frame: Frame, images: [String: LoadedImage]) throws -> RGBAImage {
        let plan = frame.plan
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(plan.pixelWidth), Int32(plan.pixelHeight)) else {
            throw RenderError("cairo could not create a \(plan.pixelWidth)x\(plan.pixelHeight) picture")
        }
        defer { cairo_surface_destroy(surface) }
        try CairoStatus.check(cairo_surface_status(surface), "creating a \(plan.pixelWidth)x\(plan.pixelHeight) picture")
        try draw(frame, on: surface, scale: Double(plan.scale), images: images)
        return try ImageLoader.rgba(from: surface)
    }

    private func draw(_ frame: Frame, on surface: OpaquePointer, scale: Double, images: [String: LoadedImage]) throws {
        guard let cr = cairo_create(surface) else { throw RenderError("cairo could not create a drawing context") }
        defer { cairo_destroy(cr) }
        try CairoStatus.check(cairo_status(cr), "creating a drawing context")
        cairo_scale(cr, scale, scale)
        let painter = try CairoPainter(cr: cr, fonts: fonts)
        sceneRenderer(images).draw(frame, on: painter)
        try CairoStatus.check(cairo_status(cr), "drawing")
        cairo_surface_flush(surface)
    }

    private func renderVector(_ frame: Frame, format: OutputFormat, images: [String: LoadedImage]) throws -> [UInt8] {
        let plan = frame.plan
        let scale = Double(plan.scale)
        let w = plan.canvasSize.width * scale, h = plan.canvasSize.height * scale
        let sink = ByteSink()
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        let surface: OpaquePointer?
        switch format {
        case .svg:
            surface = cairo_svg_surface_create_for_stream(ByteSink.write, closure, w, h)
            if let surface {
                cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
                cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
            }
        default:
            surface = cairo_pdf_surface_create_for_stream(ByteSink.write, closure, w, h)
            if let surface {
                // No dates: the same scene gives the same bytes.
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "")
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, "")
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "sbrender")
            }
        }
        guard let surface else { throw RenderError("cairo could not create the \(format.rawValue) document") }
        try withExtendedLifetime(sink) {
            defer { cairo_surface_destroy(surface) }
            try CairoStatus.check(cairo_surface_status(surface), "creating the \(format.rawValue) document")
            try draw(frame, on: surface, scale: scale, images: images)
            cairo_surface_finish(surface)
            try CairoStatus.check(cairo_surface_status(surface), "writing the \(format.rawValue) document")
        }
        return format == .svg ? SVGIdentifiers.normalize(sink.bytes) : sink.bytes
    }
}
