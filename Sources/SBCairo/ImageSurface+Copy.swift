import CCairo

extension ImageSurface {
    /// Makes this surface's pixels a copy of `other`'s, byte for byte (both the same size).
    package func copyPixels(from other: ImageSurface) throws {
        guard other.width == width, other.height == height, other.stride == stride else {
            throw CairoError.invalidArgument(
                operation: "copying the pixels of a \(other.width) x \(other.height) surface",
                reason: "this surface is \(width) x \(height)")
        }
        cairo_surface_flush(other.handle.pointer)
        cairo_surface_flush(handle.pointer)
        try handle.checkStatus("preparing a surface for copied pixels")
        guard let source = cairo_image_surface_get_data(other.handle.pointer),
              let target = cairo_image_surface_get_data(handle.pointer) else {
            throw CairoError.cairo(operation: "getting an image surface's pixels", status: "no data")
        }
        target.update(from: source, count: stride * height)
        cairo_surface_mark_dirty(handle.pointer)
        try handle.checkStatus("writing pixels into an image surface")
    }
}
