/// Decodes PNG 1.2 files (bytes in memory) to straight-alpha RGBA8 images.
///
/// Supported: every colour type (0, 2, 3, 4, 6) at every bit depth it allows (1, 2, 4, 8, 16),
/// Adam7 interlacing, the five filters, PLTE, and tRNS for greyscale, truecolour and palette
/// images. Conversions to RGBA8:
/// - greyscale below 8 bits is scaled to 0...255 (1 bit: 0/255, 2 bits: x85, 4 bits: x17);
/// - 16-bit samples are rounded to 8 bits: `(v * 255 + 32767) / 65535`;
/// - a tRNS colour is matched at the file's bit depth, before scaling, and makes a pixel alpha 0.
///
/// Not applied: gAMA, cHRM, sRGB, iCCP and sBIT. Samples are passed through as stored, which is
/// what browsers do for untagged images and what Pillow does; bKGD is not composited either.
/// All other ancillary chunks (text, time, pHYs, hIST, sPLT, APNG's acTL/fcTL/fdAT, ...) are read
/// only to check their CRC and are then skipped, so an APNG decodes to its default image.
///
/// Validation is strict, and every failure throws a `PNGError` naming the chunk and byte offset:
/// the signature, every chunk's length and CRC (ancillary chunks included), IHDR first and
/// well-formed, at most one IHDR / PLTE / tRNS, PLTE and tRNS before the image data, PLTE only in
/// colour images, IDAT chunks present and consecutive, IEND last with nothing after it, unknown
/// critical chunks, zlib errors, image data too short or too long, filter types.
/// A palette index past the end of the palette is an error (not drawn black, as some decoders do):
/// such a file is corrupt and sbrender's fixtures should never contain one.
/// Images over `PNGLimits` are refused before anything is allocated; the decompressed data is
/// never allowed to grow past the size the header implies, and a buffer of that size is only
/// allocated when the compressed data could fill it (deflate expands at most 1032 times).
package enum PNGDecoder {
    /// Decodes a whole PNG file.
    ///
    /// Valid files take the fast way: the IDAT data inflated by libdeflate in one call into one
    /// buffer of the size the header gives, which (for non-interlaced images) then becomes the
    /// pixels, each row unfiltered and converted in place. Any failure on that way decodes the file
    /// again with zlib's streaming inflater, which reports the first problem exactly as it meets
    /// it (chunk, offset, zlib's message), so errors do not depend on the fast way.
    package static func decode(_ bytes: [UInt8]) throws(PNGError) -> RGBAImage {
        if let image = try? decodeWholeStream(bytes) {
            return image
        }
        return try decodeStreaming(bytes)
    }

    /// The fast way: nil (or an error) whenever anything is not as it should be (`package` so
    /// that the tests can check that valid files never need the streaming way).
    package static func decodeWholeStream(_ bytes: [UInt8]) throws(PNGError) -> RGBAImage? {
        var reader = try headerReader(bytes)
        let header = try readHeader(try reader.next(), in: bytes)
        var data = PNGWholeStreamInflater()
        let chunks = try readChunks(bytes, reader: &reader, header: header, imageData: &data)
        let converter = PNGPixelConverter(header: header, palette: chunks.palette, transparency: chunks.transparency)
        if header.interlaced {
            let size = header.expectedDataSize
            guard data.canInflate(to: size) else { return nil }
            var inflated = false
            var raw = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
                initialized = 0
                guard let base = buffer.baseAddress, data.inflate(bytes, into: base, count: size) else { return }
                inflated = true
                initialized = size
            }
            guard inflated else { return nil }
            return try reconstruct(&raw, header: header, converter: converter)
        }
        return PNGRowDecoder.decode(bytes, data: data, header: header, converter: converter)
    }

    /// The streaming way, with zlib: slower, and the source of every decoding error (`package`
    /// so that sbrender-bench can time it against the fast way).
    package static func decodeStreaming(_ bytes: [UInt8]) throws(PNGError) -> RGBAImage {
        var reader = try headerReader(bytes)
        let header = try readHeader(try reader.next(), in: bytes)
        var inflater = try PNGInflater(limit: header.expectedDataSize)
        let chunks = try readChunks(bytes, reader: &reader, header: header, imageData: &inflater)
        var raw = try inflater.finish(offset: chunks.lastImageDataOffset)
        let converter = PNGPixelConverter(header: header, palette: chunks.palette, transparency: chunks.transparency)
        return try reconstruct(&raw, header: header, converter: converter)
    }

    /// What the chunks after IHDR said, once IEND is reached.
    private struct ChunkSummary {
        var palette: PNGPalette?
        var transparency: PNGTransparency?
        var lastImageDataOffset: Int
    }

    /// Reads and checks every chunk after IHDR up to and including IEND, handing the IDAT data to
    /// `imageData` in order.
    private static func readChunks<Sink: PNGImageDataSink & ~Copyable>(
        _ bytes: [UInt8], reader: inout PNGChunkReader, header: PNGHeader, imageData: inout Sink
    ) throws(PNGError) -> ChunkSummary {
        var palette: PNGPalette? = nil
        var transparency: PNGTransparency? = nil
        var sawTransparency = false
        var sawImageData = false
        var chunkAfterImageData: PNGChunkName? = nil
        var lastImageDataOffset = 0

        while true {
            let chunk = try reader.next()
            let data = bytes[chunk.data]
            switch chunk.name {
            case .IHDR:
                throw .duplicateChunk(.IHDR, offset: chunk.offset)
            case .PLTE:
                if palette != nil { throw .duplicateChunk(.PLTE, offset: chunk.offset) }
                if sawImageData {
                    throw .misplacedChunk(.PLTE, offset: chunk.offset, rule: "PLTE must come before the first IDAT")
                }
                if sawTransparency {
                    throw .misplacedChunk(.PLTE, offset: chunk.offset, rule: "PLTE must come before tRNS")
                }
                if header.colorType == .greyscale || header.colorType == .greyscaleAlpha {
                    throw .misplacedChunk(.PLTE, offset: chunk.offset,
                                          rule: "\(header.colorType) images must not have a palette")
                }
                palette = try PNGPalette(plte: data, offset: chunk.offset, colorType: header.colorType,
                                         bitDepth: header.bitDepth)
            case .tRNS:
                if sawTransparency { throw .duplicateChunk(.tRNS, offset: chunk.offset) }
                if sawImageData {
                    throw .misplacedChunk(.tRNS, offset: chunk.offset, rule: "tRNS must come before the first IDAT")
                }
                sawTransparency = true
                if header.colorType == .indexed {
                    guard palette != nil else {
                        throw .misplacedChunk(.tRNS, offset: chunk.offset,
                                              rule: "in an indexed image tRNS must come after PLTE")
                    }
                    try palette?.applyTransparency(data, offset: chunk.offset)
                } else {
                    transparency = try PNGTransparency(trns: data, offset: chunk.offset, colorType: header.colorType)
                }
            case .IDAT:
                if let chunkAfterImageData {
                    throw .imageDataNotConsecutive(offset: chunk.offset, after: chunkAfterImageData)
                }
                if header.colorType == .indexed && palette == nil { throw .missingPalette }
                sawImageData = true
                lastImageDataOffset = chunk.offset
                try imageData.feed(bytes, range: chunk.data, offset: chunk.offset)
            case .IEND:
                guard sawImageData else { throw .missingImageData(endOffset: chunk.offset) }
                guard chunk.data.isEmpty else {
                    throw .invalidChunkLength(.IEND, offset: chunk.offset, length: chunk.data.count, expected: 0)
                }
                guard reader.isAtEnd else {
                    throw .dataAfterEnd(offset: reader.position, count: bytes.count - reader.position)
                }
                return ChunkSummary(palette: palette, transparency: transparency,
                                    lastImageDataOffset: lastImageDataOffset)
            default:
                if chunk.name.isCritical { throw .unknownCriticalChunk(chunk.name, offset: chunk.offset) }
                if sawImageData && chunkAfterImageData == nil {
                    chunkAfterImageData = chunk.name
                }
            }
        }
    }

    /// Reads only the signature and IHDR: the image's size and format, without decoding it.
    package static func header(of bytes: [UInt8]) throws(PNGError) -> PNGHeader {
        var reader = try headerReader(bytes)
        return try readHeader(try reader.next(), in: bytes)
    }

    private static func headerReader(_ bytes: [UInt8]) throws(PNGError) -> PNGChunkReader {
        if let problem = PNGSignature.problem(in: bytes) {
            throw .badSignature(problem)
        }
        return PNGChunkReader(bytes)
    }

    private static func readHeader(_ chunk: PNGChunk, in bytes: [UInt8]) throws(PNGError) -> PNGHeader {
        guard chunk.name == .IHDR else { throw .headerNotFirst(found: chunk.name, offset: chunk.offset) }
        return try PNGHeader(ihdr: bytes[chunk.data], offset: chunk.offset)
    }

    /// Unfilters every pass of the decompressed data in place and converts it into an image.
    private static func reconstruct(_ raw: inout [UInt8], header: PNGHeader,
                                    converter: PNGPixelConverter) throws(PNGError) -> RGBAImage {
        var pixels = [UInt8](repeating: 0, count: header.width * header.height * 4)
        let width = header.width
        let failure: PNGError? = raw.withUnsafeMutableBufferPointer { rawBuffer -> PNGError? in
            pixels.withUnsafeMutableBufferPointer { pixelBuffer -> PNGError? in
                guard let source = rawBuffer.baseAddress, let destination = pixelBuffer.baseAddress else {
                    return .imageDataTooShort(expected: header.expectedDataSize, actual: 0)
                }
                var passStart = 0
                for pass in header.passes {
                    let rowBytes = header.rowBytes(pixels: pass.width)
                    do throws(PNGError) {
                        try PNGUnfilter.apply(source + passStart, rows: pass.height, rowBytes: rowBytes,
                                              stride: header.filterStride, pass: pass.number)
                    } catch {
                        return error
                    }
                    for row in 0..<pass.height {
                        let line = source + passStart + row * (rowBytes + 1) + 1
                        let y = pass.yStart + row * pass.yStep
                        let target = destination + (y * width + pass.xStart) * 4
                        if let bad = converter.convert(line, count: pass.width, into: target, step: 4 * pass.xStep) {
                            let x = pass.xStart + bad * pass.xStep
                            let index = badIndex(line, pixel: bad, depth: header.bitDepth)
                            return .paletteIndexOutOfRange(index: index, paletteCount: converter.palette?.count ?? 0,
                                                           x: x, y: y)
                        }
                    }
                    passStart += pass.height * (rowBytes + 1)
                }
                return nil
            }
        }
        if let failure { throw failure }
        return RGBAImage(validatedWidth: header.width, height: header.height, pixels: pixels)
    }

    private static func badIndex(_ line: UnsafeMutablePointer<UInt8>, pixel: Int, depth: Int) -> Int {
        let bit = pixel * depth
        return (Int(line[bit >> 3]) >> (8 - depth - (bit & 7))) & ((1 << depth) - 1)
    }
}
