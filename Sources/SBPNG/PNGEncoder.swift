/// Encodes RGBA8 images as PNG files: signature, IHDR, one IDAT, IEND (no ancillary chunks, so
/// the output depends only on the pixels and the options).
package enum PNGEncoder {
    /// The PNG file for `image`.
    package static func encode(_ image: RGBAImage, options: PNGEncoderOptions = .default)
        throws(PNGEncoderError) -> [UInt8] {
        guard image.width > 0, image.height > 0 else {
            throw .emptyImage(width: image.width, height: image.height)
        }
        let colorType: PNGColorType = options.colorMode == .rgbWhenOpaque && image.isOpaque ? .truecolor : .truecolorAlpha
        let header: PNGHeader
        do {
            header = try PNGHeader(width: image.width, height: image.height, bitDepth: 8, colorType: colorType,
                                   interlaced: false)
        } catch {
            // With a non-empty image, 8 bits and an RGB(A) colour type, only the size limits remain.
            throw .imageTooLarge(width: image.width, height: image.height)
        }
        let stream = try PNGImageDataEncoder.compress(image, colorType: colorType, filter: options.filter,
                                                      compressor: options.compressor)
        var writer = PNGChunkWriter(reservingCapacity: stream.count + 64)
        try writer.appendHeader(header)
        try writer.appendImageData(stream)
        try writer.appendEnd()
        return writer.bytes
    }
}

extension PNGEncoder {
    /// The PNG file for pixels in place (a drawing surface's buffer): the same pixels, colour
    /// type and filters as encoding an ``RGBAImage`` of the same samples, without making that
    /// copy, the rows unpacked and filtered in fixed strips on every core. With libdeflate the
    /// filtered rows are compressed in fixed chunks on every core too (`PNGChunkedDeflater`:
    /// one zlib stream, a little larger than one call's); with zlib in one call.
    package static func encode(_ rows: PNGPixelRows, options: PNGEncoderOptions = .default)
        throws(PNGEncoderError) -> [UInt8] {
        let opaque = options.colorMode == .rgbWhenOpaque && PNGStripFilter.isOpaque(rows)
        let (header, filter) = try plan(rows, opaque: opaque, options: options)
        let filtered = PNGStripFilter.filteredScanlines(rows, channels: opaque ? 3 : 4, filter: filter)
        return try file(header: header, filtered: filtered, compressor: options.compressor)
    }

    /// The header and row filter for encoding pixels in place: RGB when `opaque`, and the
    /// adaptive filter where the zlib strategy wants it (as for an ``RGBAImage``).
    private static func plan(_ rows: PNGPixelRows, opaque: Bool, options: PNGEncoderOptions)
        throws(PNGEncoderError) -> (PNGHeader, PNGFilterStrategy) {
        let header: PNGHeader
        do {
            header = try PNGHeader(width: rows.width, height: rows.height, bitDepth: 8,
                                   colorType: opaque ? .truecolor : .truecolorAlpha, interlaced: false)
        } catch {
            throw .imageTooLarge(width: rows.width, height: rows.height)
        }
        var filter = options.filter
        if filter == .automatic, case .zlib(_, let strategy) = options.compressor,
           strategy == .rle || strategy == .huffmanOnly {
            filter = .adaptive
        }
        return (header, filter)
    }

    /// The PNG file for pixels in place, encoded on the calling thread only: the same bytes as
    /// encoding an ``RGBAImage`` of the same samples with `PNGEncoder.encode(_:options:)`
    /// (rows filtered one after the other, compressed in one call), without making that copy.
    /// For callers that already keep every core busy, such as the frames of an animation, each
    /// drawn and encoded by a thread of its own.
    package static func encodeSerially(_ rows: PNGPixelRows, options: PNGEncoderOptions = .default)
        throws(PNGEncoderError) -> [UInt8] {
        let opaque = options.colorMode == .rgbWhenOpaque && rows.rowsAreOpaque(0..<rows.height)
        let (header, filter) = try plan(rows, opaque: opaque, options: options)
        let filtered = PNGStripFilter.filteredScanlines(rows, channels: opaque ? 3 : 4, filter: filter, parallel: false)
        let stream = try options.compressor.compress(filtered)
        var writer = PNGChunkWriter(reservingCapacity: stream.count + 64)
        try writer.appendHeader(header)
        try writer.appendImageData(stream)
        try writer.appendEnd()
        return writer.bytes
    }

    /// The file around `filtered`, compressed in chunks on every core with libdeflate (in one
    /// call with zlib).
    private static func file(header: PNGHeader, filtered: [UInt8], compressor: PNGCompressor)
        throws(PNGEncoderError) -> [UInt8] {
        let stream: [UInt8]
        if case .libdeflate(let level) = compressor, (0...12).contains(level) {
            let result: Result<[UInt8], PNGEncoderError> = filtered.withUnsafeBytes { raw in
                do throws(PNGEncoderError) {
                    return .success(try PNGChunkedDeflater.compress(raw, level: level))
                } catch {
                    return .failure(error)
                }
            }
            stream = try result.get()
        } else {
            stream = try compressor.compress(filtered)
        }
        var writer = PNGChunkWriter(reservingCapacity: stream.count + 64)
        try writer.appendHeader(header)
        try writer.appendImageData(stream)
        try writer.appendEnd()
        return writer.bytes
    }
}
