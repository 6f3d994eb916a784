import CCairo
import SBPNG

extension ImageSurface {
    /// The surface as a PNG file, encoded straight from cairo's buffer: the same bytes as
    /// `PNGEncoder.encode(try makeRGBAImage(), options: options)`, without the RGBA copy (a
    /// 1536 x 2048 picture is 12.6 MB less to allocate, fault in and write), its rows
    /// un-premultiplied and filtered on every core.
    package func pngBytes(options: PNGEncoderOptions = .default) throws -> [UInt8] {
        try withPixelRows { try PNGEncoder.encode($0, options: options) }
    }

    /// The surface as a PNG file, encoded straight from cairo's buffer on the calling thread
    /// only: the same bytes as `PNGEncoder.encode(try makeRGBAImage(), options: options)`
    /// (one zlib stream from one compressor call), without the RGBA copy. For animation frames,
    /// whose jobs already keep every core busy.
    package func pngBytesSerially(options: PNGEncoderOptions = .default) throws -> [UInt8] {
        try withPixelRows { try PNGEncoder.encodeSerially($0, options: options) }
    }

    /// ``pngBytesSerially(options:)`` through `memo`: the file kept for these pixels and
    /// options when the memo has one, else the encoder's (then kept if it fits).
    package func pngBytesSerially(options: PNGEncoderOptions = .default, memo: PNGFileMemo) throws -> [UInt8] {
        try withPixelRows { try memo.encodeSerially($0, options: options) }
    }

    /// Calls `body` with the surface's pixels where they are (flushed first), kept alive for the call.
    func withPixelRows<T>(_ body: (PNGPixelRows) throws -> T) throws -> T {
        let surface = handle.pointer
        cairo_surface_flush(surface)
        try handle.checkStatus("reading an image surface")
        guard let data = cairo_image_surface_get_data(surface),
              let rows = PNGPixelRows(base: UnsafeRawPointer(data), width: width, height: height,
                                      bytesPerRow: stride, layout: .premultipliedARGB32) else {
            throw CairoError.cairo(operation: "getting an image surface's pixels", status: "no data")
        }
        return try withExtendedLifetime(self) { try body(rows) }
    }
}
