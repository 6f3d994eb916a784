@testable import SBPNG
import Testing

/// `PNGEncoder.encode(_: PNGPixelRows)`: pixels read in place, filtered in strips and compressed
/// in chunks on every core, must give the pixels (and the filters) of the serial encoder.
@Suite("Encoder from pixels in place")
struct PNGPixelRowsEncoderTests {
    /// `image`'s samples with `padding` unused bytes after each row, as a drawing surface's
    /// buffer has.
    static func padded(_ image: RGBAImage, padding: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        for y in 0..<image.height {
            bytes += image.pixels[(y * image.width * 4)..<((y + 1) * image.width * 4)]
            bytes += [UInt8](repeating: 0xAB, count: padding)
        }
        return bytes
    }

    static func withRows<T>(_ bytes: [UInt8], width: Int, height: Int, bytesPerRow: Int, layout: PNGPixelRows.Layout,
                            _ body: (PNGPixelRows) throws -> T) throws -> T {
        try bytes.withUnsafeBytes { raw in
            let base = try #require(raw.baseAddress)
            let rows = try #require(PNGPixelRows(base: base, width: width, height: height, bytesPerRow: bytesPerRow,
                                                 layout: layout))
            return try body(rows)
        }
    }

    static func encode(_ bytes: [UInt8], width: Int, height: Int, bytesPerRow: Int, layout: PNGPixelRows.Layout,
                       options: PNGEncoderOptions = .default) throws -> [UInt8] {
        try withRows(bytes, width: width, height: height, bytesPerRow: bytesPerRow, layout: layout) { rows in
            try PNGEncoder.encode(rows, options: options)
        }
    }

    @Test("RGBA8 rows (with row padding) decode to the image, with every option", arguments: TestImages.all.map(\.name))
    func roundTrip(_ name: String) throws {
        let image = try #require(TestImages.all.first { $0.name == name }).image
        let bytes = Self.padded(image, padding: 12)
        for options in PNGEncoderTests.optionSets {
            let png = try Self.encode(bytes, width: image.width, height: image.height, bytesPerRow: image.width * 4 + 12,
                                      layout: .rgba8, options: options)
            #expect(try PNGDecoder.decode(png) == image, "\(name) with \(options.filter), \(options.compressor)")
            #expect(try PNGDecoder.header(of: png).colorType
                == (options.colorMode == .rgbWhenOpaque && image.isOpaque ? .truecolor : .truecolorAlpha))
        }
    }

    @Test("premultiplied ARGB32 words are un-premultiplied with rounding, as cairo's PNG writer does")
    func premultipliedWords() throws {
        // Native-endian words 0xAARRGGBB: opaque (12, 34, 56); premultiplied (60, 30, 15) at
        // alpha 77, which is 60·255/77 = 198.7 -> 199, 99.4 -> 99, 49.7 -> 50; transparent; red
        // at alpha 128: 128·255/128 = 255; alpha 1 with components 1: 255.
        let words: [UInt32] = [0xff0c_2238, 0x4d3c_1e0f, 0x0000_0000, 0x8080_0000, 0x0101_0101, 0xffff_ffff]
        let bytes = words.withUnsafeBytes { [UInt8]($0) }
        let png = try Self.encode(bytes, width: 3, height: 2, bytesPerRow: 12, layout: .premultipliedARGB32)
        let image = try PNGDecoder.decode(png)
        #expect(image.pixels == [12, 34, 56, 255, 199, 99, 50, 77, 0, 0, 0, 0,
                                 255, 0, 0, 128, 255, 255, 255, 1, 255, 255, 255, 255])
        #expect(try PNGDecoder.header(of: png).colorType == .truecolorAlpha)
        // Opaque words only: stored as RGB (the byte-swapping fast path), samples as they are.
        let opaque: [UInt32] = [0xff0c_2238, 0xff00_80ff, 0xff01_0203]
        let rgb = try Self.encode(opaque.withUnsafeBytes { [UInt8]($0) }, width: 3, height: 1, bytesPerRow: 12,
                                  layout: .premultipliedARGB32)
        #expect(try PNGDecoder.header(of: rgb).colorType == .truecolor)
        #expect(try PNGDecoder.decode(rgb).pixels == [12, 34, 56, 255, 0, 128, 255, 255, 1, 2, 3, 255])
    }

    @Test("strips filter exactly as one pass over the rows", arguments: PNGFilterStrategy.allCases)
    func stripsMatchSerialFilter(_ filter: PNGFilterStrategy) throws {
        // 300 rows: three strips of 128, 128 and 44 rows.
        for (image, colorType) in [(TestImages.gradient(width: 23, height: 300), PNGColorType.truecolor),
                                   (TestImages.noise(width: 9, height: 300, seed: 5), .truecolorAlpha)] {
            let serial = try PNGImageDataEncoder.filteredScanlines(image, colorType: colorType, filter: filter)
            let strips = try Self.withRows(image.pixels, width: image.width, height: image.height,
                                           bytesPerRow: image.width * 4, layout: .rgba8) { rows in
                PNGStripFilter.filteredScanlines(rows, channels: colorType == .truecolor ? 3 : 4, filter: filter)
            }
            #expect(strips == serial)
        }
    }

    @Test("opaque rows of ten pixels (two four-pixel steps, one single, the last): literal RGB samples")
    func opaqueTenPixels() throws {
        // Words 0xFF_RR_GG_BB with R = 10·i + 1, G = 10·i + 2, B = 10·i + 3, and a second row of
        // R = 200 + i, G = 100 - i, B = 7 · i.
        var words: [UInt32] = []
        var samples: [UInt8] = []
        for i in 0..<10 {
            words.append(0xff00_0000 | UInt32(10 * i + 1) << 16 | UInt32(10 * i + 2) << 8 | UInt32(10 * i + 3))
            samples += [UInt8(10 * i + 1), UInt8(10 * i + 2), UInt8(10 * i + 3), 255]
        }
        for i in 0..<10 {
            words.append(0xff00_0000 | UInt32(200 + i) << 16 | UInt32(100 - i) << 8 | UInt32(7 * i))
            samples += [UInt8(200 + i), UInt8(100 - i), UInt8(7 * i), 255]
        }
        let bytes = words.withUnsafeBytes { [UInt8]($0) }
        let expected = try #require(RGBAImage(width: 10, height: 2, pixels: samples))
        for serially in [false, true] {
            let png = try Self.withRows(bytes, width: 10, height: 2, bytesPerRow: 40, layout: .premultipliedARGB32) {
                serially ? try PNGEncoder.encodeSerially($0) : try PNGEncoder.encode($0)
            }
            #expect(try PNGDecoder.header(of: png).colorType == .truecolor)
            #expect(try PNGDecoder.decode(png) == expected)
            #expect(png == (try PNGEncoder.encode(expected)))
        }
        // Straight from unpack: the first row's 30 bytes.
        var out = [UInt8](repeating: 0, count: 30)
        try Self.withRows(bytes, width: 10, height: 2, bytesPerRow: 40, layout: .premultipliedARGB32) { rows in
            out.withUnsafeMutableBufferPointer { buffer in
                if let base = buffer.baseAddress { rows.unpack(row: 0, channels: 3, into: base) }
            }
        }
        #expect(out == [1, 2, 3, 11, 12, 13, 21, 22, 23, 31, 32, 33, 41, 42, 43, 51, 52, 53, 61, 62, 63,
                        71, 72, 73, 81, 82, 83, 91, 92, 93])
    }

    @Test("encoded serially: the very bytes of encoding the RGBA image, with every option",
          arguments: TestImages.all.map(\.name))
    func serialBytes(_ name: String) throws {
        let image = try #require(TestImages.all.first { $0.name == name }).image
        let bytes = Self.padded(image, padding: 8)
        for options in PNGEncoderTests.optionSets {
            let serial = try Self.withRows(bytes, width: image.width, height: image.height,
                                           bytesPerRow: image.width * 4 + 8, layout: .rgba8) { rows in
                try PNGEncoder.encodeSerially(rows, options: options)
            }
            #expect(serial == (try PNGEncoder.encode(image, options: options)),
                    "\(name) with \(options.filter), \(options.compressor)")
        }
    }

    @Test("encoded serially from premultiplied words: un-premultiplied with rounding, literal samples")
    func serialPremultipliedWords() throws {
        // As in premultipliedWords: (60, 30, 15) at alpha 77 -> 199, 99, 50; red at 128 -> 255;
        // alpha 1 with components 1 -> 255.
        let words: [UInt32] = [0xff0c_2238, 0x4d3c_1e0f, 0x0000_0000, 0x8080_0000, 0x0101_0101, 0xffff_ffff]
        let png = try Self.withRows(words.withUnsafeBytes { [UInt8]($0) }, width: 3, height: 2, bytesPerRow: 12,
                                    layout: .premultipliedARGB32) { try PNGEncoder.encodeSerially($0) }
        #expect(try PNGDecoder.decode(png).pixels == [12, 34, 56, 255, 199, 99, 50, 77, 0, 0, 0, 0,
                                                      255, 0, 0, 128, 255, 255, 255, 1, 255, 255, 255, 255])
        #expect(try PNGDecoder.header(of: png).colorType == .truecolorAlpha)
        let straight = try #require(RGBAImage(width: 3, height: 2, pixels: [12, 34, 56, 255, 199, 99, 50, 77, 0, 0, 0, 0,
                                                                            255, 0, 0, 128, 255, 255, 255, 1, 255, 255, 255, 255]))
        #expect(png == (try PNGEncoder.encode(straight)))
        // Opaque words: RGB, the samples as they are, the bytes of the RGBA image's file.
        let opaque: [UInt32] = [0xff0c_2238, 0xff00_80ff, 0xff01_0203]
        let rgb = try Self.withRows(opaque.withUnsafeBytes { [UInt8]($0) }, width: 3, height: 1, bytesPerRow: 12,
                                    layout: .premultipliedARGB32) { try PNGEncoder.encodeSerially($0) }
        #expect(try PNGDecoder.header(of: rgb).colorType == .truecolor)
        let samples: [UInt8] = [12, 34, 56, 255, 0, 128, 255, 255, 1, 2, 3, 255]
        #expect(try PNGDecoder.decode(rgb).pixels == samples)
        #expect(rgb == (try PNGEncoder.encode(try #require(RGBAImage(width: 3, height: 1, pixels: samples)))))
    }

    @Test("a picture of several chunks: one valid zlib stream (zlib's streaming inflater and libdeflate agree)")
    func chunkedStream() throws {
        // 700 x 1000 RGBA noise over a gradient: 2,801,000 filtered bytes, 3 chunks.
        var image = TestImages.gradient(width: 700, height: 1000) { x, y in UInt8((x * 3 + y) % 256) }
        let noise = TestImages.noise(width: 700, height: 1000, seed: 11)
        for i in stride(from: 0, to: image.pixels.count, by: 5) { image.pixels[i] = noise.pixels[i] }
        #expect(PNGChunkedDeflater.chunkCount(for: 1000 * (700 * 4 + 1)) == 3)
        for level in [0, 1, 6, 12] {
            let options = PNGEncoderOptions(compressor: .libdeflate(level: level))
            let png = try Self.encode(image.pixels, width: 700, height: 1000, bytesPerRow: 2800, layout: .rgba8,
                                      options: options)
            #expect(try PNGDecoder.decodeStreaming(png) == image, "level \(level), zlib")
            #expect(try PNGDecoder.decodeWholeStream(png) == image, "level \(level), libdeflate")
            // The same rows again: the same bytes.
            let again = try Self.encode(image.pixels, width: 700, height: 1000, bytesPerRow: 2800, layout: .rgba8,
                                        options: options)
            #expect(png == again)
        }
    }

    @Test("chunk counts and zlib headers")
    func chunkGeometry() {
        // 1536 x 2048 RGB: (1536·3 + 1)·2048 = 9,439,232 bytes; 768 x 1024: 2,360,320.
        #expect(PNGChunkedDeflater.chunkCount(for: 9_439_232) == 8)
        #expect(PNGChunkedDeflater.chunkCount(for: 2_360_320) == 2)
        #expect(PNGChunkedDeflater.chunkCount(for: 1_250_000) == 1)
        #expect(PNGChunkedDeflater.chunkCount(for: 0) == 1)
        // libdeflate's headers: 78 01 (levels 0, 1), 78 5E (2 ... 5), 78 9C (6, 7), 78 DA (8 ... 12).
        #expect(PNGChunkedDeflater.zlibHeader(level: 1) == [0x78, 0x01])
        #expect(PNGChunkedDeflater.zlibHeader(level: 5) == [0x78, 0x5E])
        #expect(PNGChunkedDeflater.zlibHeader(level: 6) == [0x78, 0x9C])
        #expect(PNGChunkedDeflater.zlibHeader(level: 12) == [0x78, 0xDA])
    }

    @Test("the block walker finds the final block of hand-made deflate streams")
    func blockWalker() {
        func walk(_ bytes: [UInt8]) -> PNGDeflateBlockWalker.FinalBlock? {
            bytes.withUnsafeBytes { PNGDeflateBlockWalker.finalBlock(in: $0) }
        }
        // "a" in a final fixed-Huffman block: header 3 bits, literal 0x61 as the 8-bit code
        // 0x30 + 0x61, end-of-block as 7 zero bits: 18 bits.
        #expect(walk([0x4B, 0x04, 0x00]) == .init(header: 0, end: 18))
        // "ab" stored: header, padding to the byte, LEN 2, NLEN, two bytes: 56 bits.
        #expect(walk([0x01, 0x02, 0x00, 0xFD, 0xFF, 0x61, 0x62]) == .init(header: 0, end: 56))
        // An empty non-final stored block (a sync flush), then the final "a" block at bit 40.
        #expect(walk([0x00, 0x00, 0x00, 0xFF, 0xFF, 0x4B, 0x04, 0x00]) == .init(header: 40, end: 58))
        // Block type 3 (reserved), a cut stream, a stored block whose NLEN is wrong, nothing.
        #expect(walk([0x07]) == nil)
        #expect(walk([0x4B]) == nil)
        #expect(walk([0x01, 0x02, 0x00, 0xFD, 0xFE, 0x61, 0x62]) == nil)
        #expect(walk([]) == nil)
    }

    @Test("rows shorter than the width, or an empty side, are refused")
    func invalidRows() {
        let bytes = [UInt8](repeating: 0, count: 64)
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            #expect(PNGPixelRows(base: base, width: 4, height: 2, bytesPerRow: 15, layout: .rgba8) == nil)
            #expect(PNGPixelRows(base: base, width: 0, height: 2, bytesPerRow: 16, layout: .rgba8) == nil)
            #expect(PNGPixelRows(base: base, width: 4, height: 0, bytesPerRow: 16, layout: .rgba8) == nil)
            #expect(PNGPixelRows(base: base, width: 4, height: 2, bytesPerRow: 16, layout: .rgba8) != nil)
        }
    }
}
