/// Filters and compresses the rows of a rectangle of an `RGBAImage` into a zlib stream: the
/// content of a PNG's IDAT chunks, or of an APNG frame's IDAT / fdAT chunks (whose fcTL gives the
/// region's size and offset).
package enum PNGImageDataEncoder {
    /// The zlib stream for `region` of `image` (the whole image when nil), stored as colour type
    /// `.truecolorAlpha` (RGBA8) or `.truecolor` (RGB8, alpha dropped: check `isOpaque` first),
    /// non-interlaced, filtered by `filter` and compressed by `compressor`.
    package static func compress(_ image: RGBAImage, region: PNGRegion? = nil, colorType: PNGColorType,
                                filter: PNGFilterStrategy, compressor: PNGCompressor)
        throws(PNGEncoderError) -> [UInt8] {
        // `automatic` leaves flat rows unfiltered for deflate's string matching; zlib's RLE and
        // Huffman-only strategies do no such matching, so they get the adaptive filter instead.
        var effectiveFilter = filter
        if filter == .automatic, case .zlib(_, let strategy) = compressor, strategy == .rle || strategy == .huffmanOnly {
            effectiveFilter = .adaptive
        }
        let filtered = try filteredScanlines(image, region: region, colorType: colorType, filter: effectiveFilter)
        return try compressor.compress(filtered)
    }

    /// The uncompressed image data: for each row of the region, a filter-type byte and the
    /// filtered samples.
    package static func filteredScanlines(_ image: RGBAImage, region: PNGRegion? = nil, colorType: PNGColorType,
                                         filter: PNGFilterStrategy) throws(PNGEncoderError) -> [UInt8] {
        let area = region ?? PNGRegion(covering: image)
        guard image.width > 0, image.height > 0 else {
            throw .emptyImage(width: image.width, height: image.height)
        }
        guard area.isNonEmpty(inside: image.width, image.height) else {
            throw .regionOutOfBounds(area, imageWidth: image.width, imageHeight: image.height)
        }
        let channels: Int
        switch colorType {
        case .truecolorAlpha: channels = 4
        case .truecolor: channels = 3
        default: throw .unsupportedColorType(colorType)
        }
        let rowBytes = area.width * channels
        let lineBytes = rowBytes + 1
        var rowFilter = PNGRowFilter(count: rowBytes, stride: channels)
        // Two rows of packed samples (current, previous) when dropping alpha; the previous row
        // starts as zeros, which is what the filters see above the first row.
        var packed = [UInt8](repeating: 0, count: 2 * rowBytes)
        let zeros = [UInt8](repeating: 0, count: rowBytes)
        let imageWidth = image.width
        return [UInt8](unsafeUninitializedCapacity: area.height * lineBytes) { output, written in
            guard let out = output.baseAddress else { return }
            image.pixels.withUnsafeBufferPointer { pixelBuffer in
                zeros.withUnsafeBufferPointer { zeroBuffer in
                    packed.withUnsafeMutableBufferPointer { packedBuffer in
                        guard let pixels = pixelBuffer.baseAddress, let zero = zeroBuffer.baseAddress,
                              let rows = packedBuffer.baseAddress else { return }
                        var previous = UnsafePointer(zero)
                        for r in 0..<area.height {
                            let source = pixels + ((area.y + r) * imageWidth + area.x) * 4
                            let row: UnsafePointer<UInt8>
                            if channels == 4 {
                                row = source
                            } else {
                                let target = rows + (r % 2) * rowBytes
                                // Four pixels at a time, their twelve bytes in one 64-bit and
                                // one 32-bit store; then whole pixels 3 bytes apart (each
                                // store's fourth byte, alpha, overwritten by the next pixel);
                                // the last pixel byte by byte.
                                let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(target)
                                var i = 0
                                if isLittleEndian {
                                    while i + 4 <= area.width - 1 {
                                        let words = from.loadUnaligned(fromByteOffset: 4 * i, as: (UInt64, UInt64).self)
                                        let p0 = words.0 & 0xff_ffff, p1 = (words.0 >> 32) & 0xff_ffff
                                        let p2 = words.1 & 0xff_ffff, p3 = (words.1 >> 32) & 0xff_ffff
                                        to.storeBytes(of: UInt64(littleEndian: p0 | p1 << 24 | p2 << 48),
                                                      toByteOffset: 3 * i, as: UInt64.self)
                                        to.storeBytes(of: UInt32(truncatingIfNeeded: p2 >> 16 | p3 << 8),
                                                      toByteOffset: 3 * i + 8, as: UInt32.self)
                                        i += 4
                                    }
                                }
                                while i < area.width - 1 {
                                    to.storeBytes(of: from.loadUnaligned(fromByteOffset: 4 * i, as: UInt32.self),
                                                  toByteOffset: 3 * i, as: UInt32.self)
                                    i += 1
                                }
                                let last = area.width - 1
                                target[3 * last] = source[4 * last]
                                target[3 * last + 1] = source[4 * last + 1]
                                target[3 * last + 2] = source[4 * last + 2]
                                row = UnsafePointer(target)
                            }
                            rowFilter.filter(row, previous: previous, strategy: filter, into: out + r * lineBytes)
                            previous = row
                        }
                    }
                }
            }
            written = area.height * lineBytes
        }
    }
}

private let isLittleEndian = 1.littleEndian == 1
