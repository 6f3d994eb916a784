import CCairo
import SBPNG

/// Encodes pictures as PNG (interim: through cairo, until SBPNG's encoder lands).
public enum PNGWriter {
    public static func encode(_ image: RGBAImage) throws -> [UInt8] {
        let loaded = try ImageLoader.surface(from: image)
        guard let surface = (loaded.handle as? CairoImage)?.surface else { throw RenderError("internal: no surface") }
        let sink = ByteSink()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(surface, ByteSink.write, Unmanaged.passUnretained(sink).toOpaque())
        }
        try CairoStatus.check(status, "writing the PNG")
        return withExtendedLifetime(loaded) { sink.bytes }
    }
}
