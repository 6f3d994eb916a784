import CCairo
import Foundation
import SBPNG

/// Reads PNG files for wallpapers and item images: sbrender's own decoder checks and decodes
/// them (a corrupt file gets a message that says what is wrong), then they become cairo surfaces.
enum ImageLoader {
    static func load(path: String) throws -> LoadedImage {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw RenderError("cannot read the image \(path): no such file, or not readable")
        }
        let image: RGBAImage
        do {
            image = try PNGDecoder.decode([UInt8](data))
        } catch {
            throw RenderError("the image \(path) cannot be used: \(error)")
        }
        return try surface(from: image)
    }

    /// The pixels of a cairo ARGB32 surface, un-premultiplied.
    static func rgba(from s: OpaquePointer) throws -> RGBAImage {
        cairo_surface_flush(s)
        let w = Int(cairo_image_surface_get_width(s)), h = Int(cairo_image_surface_get_height(s))
        let stride = Int(cairo_image_surface_get_stride(s))
        guard w > 0, h > 0, let base = cairo_image_surface_get_data(s) else { throw RenderError("the picture has no pixels") }
        let format = cairo_image_surface_get_format(s)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        out.withUnsafeMutableBufferPointer { dst in
            for y in 0..<h {
                let row = UnsafeRawPointer(base.advanced(by: y * stride)).assumingMemoryBound(to: UInt32.self)
                var i = y * w * 4
                for x in 0..<w {
                    let p = row[x]
                    let a = format == CAIRO_FORMAT_RGB24 ? 255 : (p >> 24) & 0xff
                    var r = (p >> 16) & 0xff, g = (p >> 8) & 0xff, b = p & 0xff
                    if a != 255 && a != 0 {
                        r = (r * 255 + a / 2) / a
                        g = (g * 255 + a / 2) / a
                        b = (b * 255 + a / 2) / a
                    }
                    dst[i] = UInt8(min(r, 255)); dst[i + 1] = UInt8(min(g, 255)); dst[i + 2] = UInt8(min(b, 255)); dst[i + 3] = UInt8(a)
                    i += 4
                }
            }
        }
        guard let image = RGBAImage(width: w, height: h, pixels: out) else { throw RenderError("internal: bad image size") }
        return image
    }

    /// A cairo ARGB32 surface (premultiplied, native-endian) holding the picture.
    static func surface(from image: RGBAImage) throws -> LoadedImage {
        guard image.width > 0, image.height > 0 else { throw RenderError("the image is empty (0 pixels)") }
        guard let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height)) else {
            throw RenderError("cairo could not create an image of \(image.width)x\(image.height)")
        }
        try CairoStatus.check(cairo_surface_status(s), "creating a \(image.width)x\(image.height) image")
        cairo_surface_flush(s)
        let stride = Int(cairo_image_surface_get_stride(s))
        guard let base = cairo_image_surface_get_data(s) else { throw RenderError("cairo gave no image memory") }
        image.pixels.withUnsafeBufferPointer { src in
            for y in 0..<image.height {
                let row = base.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: image.width) { $0 }
                var i = y * image.width * 4
                for x in 0..<image.width {
                    let a = UInt32(src[i + 3])
                    let r = (UInt32(src[i]) * a + 127) / 255
                    let g = (UInt32(src[i + 1]) * a + 127) / 255
                    let b = (UInt32(src[i + 2]) * a + 127) / 255
                    row[x] = (a << 24) | (r << 16) | (g << 8) | b
                    i += 4
                }
            }
        }
        cairo_surface_mark_dirty(s)
        return LoadedImage(handle: CairoImage(surface: s), width: image.width, height: image.height)
    }
}

