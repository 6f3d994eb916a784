import CCairo
import SBPNG

/// Pixels copied out of an ``ImageSurface`` and never written again: cairo's ARGB32 words
/// (premultiplied, native-endian) in an immutable array, so several threads may paint the same
/// raster at once.
///
/// A cairo image surface is not shared between threads for painting: using one as a source takes
/// references on its pixman image that are not atomic. A frozen raster holds only the bytes and
/// wraps them in a fresh cairo surface for each use (``Canvas/paintInDeviceSpace(_:x:y:alpha:)``),
/// which cairo only reads.
package final class FrozenRaster: Sendable {
    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int
    /// The pixels, row after row, `stride / 4` words a row.
    let words: [UInt32]
    /// Bytes from one row to the next (cairo's stride for the width).
    let stride: Int

    /// A copy of the pixels of `surface` inside `rect` (which must lie inside the surface).
    /// - Throws: ``CairoError/invalidArgument(operation:reason:)`` for a rectangle outside the
    ///   surface; cairo's status when the surface cannot be read.
    package init(copying surface: ImageSurface, rect: PNGRegion) throws {
        guard rect.x >= 0, rect.y >= 0, rect.width > 0, rect.height > 0,
              rect.x + rect.width <= surface.width, rect.y + rect.height <= surface.height else {
            throw CairoError.invalidArgument(operation: "copying a raster out of a \(surface.width) x \(surface.height) surface",
                                             reason: "the rectangle \(rect) does not lie inside it")
        }
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(rect.width)))
        guard stride >= rect.width * 4 else {
            throw CairoError.invalidArgument(operation: "copying a raster", reason: "no stride for width \(rect.width)")
        }
        cairo_surface_flush(surface.handle.pointer)
        try surface.handle.checkStatus("reading an image surface")
        guard let source = cairo_image_surface_get_data(surface.handle.pointer) else {
            throw CairoError.cairo(operation: "getting an image surface's pixels", status: "no data")
        }
        let sourceStride = surface.stride, rowWords = stride / 4
        words = [UInt32](unsafeUninitializedCapacity: rowWords * rect.height) { buffer, count in
            buffer.initialize(repeating: 0)
            let target = UnsafeMutableRawPointer(buffer.baseAddress)
            for row in 0..<rect.height {
                target?.advanced(by: row * stride)
                    .copyMemory(from: source + (rect.y + row) * sourceStride + rect.x * 4, byteCount: rect.width * 4)
            }
            count = rowWords * rect.height
        }
        self.width = rect.width
        self.height = rect.height
        self.stride = stride
    }

    /// Bytes the pixels take (rows times stride).
    package var byteCount: Int { stride * height }

    /// Calls `body` with a cairo surface over the pixels, for reading only; the surface is
    /// finished before this returns, so no reference to the bytes outlives the call.
    func withSurface<T>(_ body: (OpaquePointer) throws -> T) throws -> T {
        try words.withUnsafeBufferPointer { buffer in
            // Cairo takes a mutable pointer, but a source surface is only read.
            let data = UnsafeMutableRawPointer(mutating: buffer.baseAddress)?.assumingMemoryBound(to: UInt8.self)
            let handle = try SurfaceHandle(
                taking: cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride)),
                operation: "wrapping a \(width) x \(height) raster")
            defer { cairo_surface_finish(handle.pointer) }
            return try body(handle.pointer)
        }
    }
}
