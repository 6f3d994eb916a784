import CCairo

/// A raster surface in memory: cairo's ARGB32 format (premultiplied alpha, one native-endian
/// 32-bit word per pixel), starting transparent. Draw into it with a ``Canvas``, read it back
/// with `makeRGBAImage()`.
///
/// Not thread-safe: create one per render task. The `RGBAImage` it produces is `Sendable`.
package final class ImageSurface {
    let handle: SurfaceHandle
    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int

    /// A transparent surface of `width` x `height` pixels. Throws
    /// ``CairoError/invalidSize(width:height:reason:)`` for sizes outside ``SurfaceLimits`` (the
    /// message names the size).
    package convenience init(width: Int, height: Int) throws {
        try self.init(width: width, height: height, populated: false)
    }

    /// A transparent surface whose memory is in place before anything is drawn (`PopulatedPixels`),
    /// for a picture about to be painted all over; the same pixels as ``init(width:height:)``'s,
    /// which it falls back to where populated memory is not available.
    package convenience init(populatedWidth width: Int, height: Int) throws {
        try self.init(width: width, height: height, populated: true)
    }

    private init(width: Int, height: Int, populated: Bool) throws {
        try SurfaceLimits.validateImage(width: width, height: height)
        let made = (populated ? PopulatedPixels.surface(width: width, height: height) : nil)
            ?? cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        handle = try SurfaceHandle(taking: made, operation: "creating a \(width) x \(height) image surface")
        self.width = width
        self.height = height
    }

    /// Bytes from one row to the next in cairo's buffer.
    var stride: Int { Int(cairo_image_surface_get_stride(handle.pointer)) }

    /// Writes the surface as a PNG with cairo's own encoder. For looking at pictures while
    /// developing; sbrender's output goes through SBPNG.
    func writePNGForDebugging(to path: String) throws {
        try CairoError.check(cairo_surface_write_to_png(handle.pointer, path), "writing \(path)")
    }
}

extension ImageSurface {
    /// Cairo's pixel buffer after a flush (for tests that check premultiplied words).
    var rawPixelData: UnsafeRawPointer? {
        cairo_surface_flush(handle.pointer)
        return cairo_image_surface_get_data(handle.pointer).map { UnsafeRawPointer($0) }
    }
}
