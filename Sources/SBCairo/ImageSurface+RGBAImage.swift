import CCairo
import SBPNG

extension ImageSurface {
    /// A surface holding `image`'s pixels (premultiplied on the way in).
    package convenience init(image: RGBAImage) throws {
        try self.init(width: image.width, height: image.height)
        try replacePixels(with: image)
    }

    /// Replaces every pixel with `image`'s, which must be the same size. Straight alpha is
    /// premultiplied with rounding (`c·a/255` to the nearest integer).
    package func replacePixels(with image: RGBAImage) throws {
        guard image.width == width, image.height == height else {
            throw CairoError.invalidArgument(
                operation: "replacing the pixels of a \(width) x \(height) surface",
                reason: "the image is \(image.width) x \(image.height)")
        }
        let surface = handle.pointer
        cairo_surface_flush(surface)
        try handle.checkStatus("preparing a surface for new pixels")
        guard let data = cairo_image_surface_get_data(surface) else {
            throw CairoError.cairo(operation: "getting an image surface's pixels", status: "no data")
        }
        let destination = UnsafeMutableRawPointer(data)
        let stride = self.stride, width = self.width, height = self.height
        image.pixels.withUnsafeBufferPointer { source in
            guard let base = source.baseAddress else { return }
            for y in 0..<height {
                let row = base + y * width * 4
                let out = destination + y * stride
                for x in 0..<width {
                    let p = row + x * 4
                    let a = UInt32(p[3])
                    let word: UInt32
                    switch a {
                    case 255:
                        word = 0xff00_0000 | UInt32(p[0]) << 16 | UInt32(p[1]) << 8 | UInt32(p[2])
                    case 0:
                        word = 0
                    default:
                        word = a << 24 | premultiply(p[0], a) << 16 | premultiply(p[1], a) << 8
                            | premultiply(p[2], a)
                    }
                    out.storeBytes(of: word, toByteOffset: x * 4, as: UInt32.self)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        try handle.checkStatus("writing pixels into an image surface")
    }

    /// The surface's pixels as straight-alpha RGBA (un-premultiplied with rounding,
    /// `c·255/a` to the nearest integer, as cairo's PNG writer does).
    package func makeRGBAImage() throws -> RGBAImage {
        let width = self.width, height = self.height
        let count = width * height * 4
        let pixels = try withPixelRows { rows in
            [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                guard let base = buffer.baseAddress else { initialized = 0; return }
                for y in 0..<height { rows.unpack(row: y, channels: 4, into: base + y * width * 4) }
                initialized = count
            }
        }
        guard let image = RGBAImage(width: width, height: height, pixels: pixels) else {
            throw CairoError.invalidArgument(operation: "reading an image surface",
                                             reason: "the pixel buffer has the wrong length")
        }
        return image
    }
}

/// `c·a/255` rounded, exactly, for c, a in 0...255.
@inline(__always)
private func premultiply(_ c: UInt8, _ a: UInt32) -> UInt32 {
    let t = UInt32(c) * a + 128
    return (t + (t >> 8)) >> 8
}
