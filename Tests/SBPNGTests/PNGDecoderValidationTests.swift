import SBPNG
import Testing

/// Hand-made broken files: each must throw the error that names its problem.
@Suite("Decoder validation")
struct PNGDecoderValidationTests {
    /// A 1 x 1 RGBA8 image's scanline: filter 0 and one opaque red pixel.
    static let redPixelRow: [UInt8] = [0, 255, 0, 0, 255]

    private func expectError(_ bytes: [UInt8], _ expected: PNGError, mentions phrases: [String] = [],
                             sourceLocation: SourceLocation = #_sourceLocation) {
        let error = #expect(throws: PNGError.self, sourceLocation: sourceLocation) { try PNGDecoder.decode(bytes) }
        #expect(error == expected, sourceLocation: sourceLocation)
        for phrase in phrases {
            #expect(error?.description.contains(phrase) == true, "\(String(describing: error))",
                    sourceLocation: sourceLocation)
        }
    }

    @Test func minimalFileDecodes() throws {
        let bytes = TestPNG.file(TestPNG.ihdr(width: 1, height: 1),
                                 TestPNG.chunk("IDAT", TestPNG.storedZlib(Self.redPixelRow)), TestPNG.iend)
        let image = try PNGDecoder.decode(bytes)
        #expect(image.width == 1 && image.height == 1)
        #expect(image.pixels == [255, 0, 0, 255])
    }

    @Test func emptyAndOtherFormats() {
        expectError([], .badSignature(.tooShort(length: 0)), mentions: ["0 bytes long"])
        expectError([0x89, 0x50, 0x4E], .badSignature(.tooShort(length: 3)))
        expectError([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, 0x4A, 0x46, 0x49, 0x46], .badSignature(.otherFormat("JPEG")),
                    mentions: ["JPEG"])
        expectError(Array("GIF89a\u{1}\u{0}\u{1}\u{0}".utf8), .badSignature(.otherFormat("GIF")))
    }

    @Test func truncatedAndMissingEnd() {
        let full = TestPNG.file(TestPNG.ihdr(width: 1, height: 1),
                                TestPNG.chunk("IDAT", TestPNG.storedZlib(Self.redPixelRow)))
        expectError(full, .missingEnd(offset: full.count), mentions: ["without an IEND chunk"])
        expectError(Array(full.prefix(12)), .truncatedChunkHeader(offset: 8, available: 4), mentions: ["truncated"])
        expectError(Array(full.prefix(30)), .truncatedChunk(.IHDR, offset: 8, length: 13, available: 14),
                    mentions: ["chunk IHDR at byte 8", "truncated"])
    }

    @Test func chunkStructure() {
        let ihdr = TestPNG.ihdr(width: 1, height: 1)
        let idat = TestPNG.chunk("IDAT", TestPNG.storedZlib(Self.redPixelRow))
        expectError(TestPNG.file(TestPNG.chunk("IDAT", []), ihdr, idat, TestPNG.iend),
                    .headerNotFirst(found: .IDAT, offset: 8), mentions: ["must start with IHDR"])
        expectError(TestPNG.file(ihdr, ihdr, idat, TestPNG.iend), .duplicateChunk(.IHDR, offset: 33))
        expectError(TestPNG.file(ihdr, TestPNG.chunk("ABCD", [1, 2]), idat, TestPNG.iend),
                    .unknownCriticalChunk(PNGChunkName(rawValue: 0x4142_4344), offset: 33),
                    mentions: ["chunk ABCD at byte 33", "critical"])
        let textChunk = TestPNG.chunk("tEXt", Array("Comment\u{0}hi".utf8))
        expectError(TestPNG.file(ihdr, idat, textChunk, idat, TestPNG.iend),
                    .imageDataNotConsecutive(offset: 33 + idat.count + textChunk.count, after: PNGChunkName(rawValue: 0x7445_5874)),
                    mentions: ["consecutive"])
        expectError(TestPNG.file(ihdr, idat, TestPNG.iend, [1, 2, 3]),
                    .dataAfterEnd(offset: 33 + idat.count + 12, count: 3))
        expectError(TestPNG.file(ihdr, idat, TestPNG.chunk("IEND", [0])),
                    .invalidChunkLength(.IEND, offset: 33 + idat.count, length: 1, expected: 0))
        var badName = TestPNG.file(ihdr, TestPNG.chunk("te1t", []), idat, TestPNG.iend)
        expectError(badName, .invalidChunkName(PNGChunkName(rawValue: 0x7465_3174), offset: 33),
                    mentions: ["not four ASCII letters"])
        badName = TestPNG.file(ihdr, [0x80, 0, 0, 0] + Array("teXt".utf8), idat, TestPNG.iend)
        expectError(badName, .chunkTooLong(PNGChunkName(rawValue: 0x7465_5874), offset: 33, length: 0x8000_0000))
        // An unknown ancillary chunk is fine.
        #expect(throws: Never.self) {
            try PNGDecoder.decode(TestPNG.file(ihdr, TestPNG.chunk("prVt", [9, 9]), idat, TestPNG.iend))
        }
    }

    @Test func headerFields() {
        let idat = TestPNG.chunk("IDAT", TestPNG.storedZlib(Self.redPixelRow))
        expectError(TestPNG.file(TestPNG.ihdr(width: 0, height: 1), idat, TestPNG.iend),
                    .invalidDimensions(width: 0, height: 1, offset: 8), mentions: ["0 x 1"])
        expectError(TestPNG.file(TestPNG.ihdr(width: 0x8000_0000, height: 1), idat, TestPNG.iend),
                    .invalidDimensions(width: 0x8000_0000, height: 1, offset: 8))
        expectError(TestPNG.file(TestPNG.ihdr(width: 20000, height: 10), idat, TestPNG.iend),
                    .imageTooLarge(width: 20000, height: 10), mentions: ["20000 x 10", "16384"])
        expectError(TestPNG.file(TestPNG.ihdr(width: 16384, height: 16385), idat, TestPNG.iend),
                    .imageTooLarge(width: 16384, height: 16385))
        expectError(TestPNG.file(TestPNG.ihdr(width: 1, height: 1, depth: 4, colorType: 6), idat, TestPNG.iend),
                    .invalidBitDepth(4, colorType: 6, offset: 8))
        expectError(TestPNG.file(TestPNG.ihdr(width: 1, height: 1, interlace: 2), idat, TestPNG.iend),
                    .unknownInterlaceMethod(2, offset: 8))
        let badCompression = TestPNG.chunk("IHDR", TestPNG.bigEndian(1) + TestPNG.bigEndian(1) + [8, 6, 1, 0, 0])
        expectError(TestPNG.file(badCompression, idat, TestPNG.iend), .unknownCompressionMethod(1, offset: 8))
        let badFilter = TestPNG.chunk("IHDR", TestPNG.bigEndian(1) + TestPNG.bigEndian(1) + [8, 6, 0, 1, 0])
        expectError(TestPNG.file(badFilter, idat, TestPNG.iend), .unknownFilterMethod(1, offset: 8))
        let short = TestPNG.chunk("IHDR", TestPNG.bigEndian(1) + TestPNG.bigEndian(1) + [8, 6, 0, 0])
        expectError(TestPNG.file(short, idat, TestPNG.iend),
                    .invalidChunkLength(.IHDR, offset: 8, length: 12, expected: 13))
    }

    @Test func paletteAndTransparency() {
        let ihdr = TestPNG.ihdr(width: 2, height: 1, depth: 8, colorType: 3)
        let plte = TestPNG.chunk("PLTE", [10, 20, 30, 40, 50, 60])
        let good = TestPNG.chunk("IDAT", TestPNG.storedZlib([0, 1, 0]))
        expectError(TestPNG.file(ihdr, good, TestPNG.iend), .missingPalette, mentions: ["no PLTE"])
        let outOfRange = TestPNG.chunk("IDAT", TestPNG.storedZlib([0, 1, 5]))
        expectError(TestPNG.file(ihdr, plte, outOfRange, TestPNG.iend),
                    .paletteIndexOutOfRange(index: 5, paletteCount: 2, x: 1, y: 0),
                    mentions: ["(1, 0)", "palette index 5", "only 2 entries"])
        expectError(TestPNG.file(ihdr, TestPNG.chunk("PLTE", [1, 2, 3, 4]), good, TestPNG.iend),
                    .invalidPaletteLength(4, offset: 33, bitDepth: 8))
        expectError(TestPNG.file(ihdr, plte, TestPNG.chunk("tRNS", [1, 2, 3]), good, TestPNG.iend),
                    .invalidTransparency(offset: 51, reason: "it holds 3 alpha values but the palette has only 2 entries"))
        expectError(TestPNG.file(ihdr, TestPNG.chunk("tRNS", [1]), plte, good, TestPNG.iend),
                    .misplacedChunk(.tRNS, offset: 33, rule: "in an indexed image tRNS must come after PLTE"))
        let truecolor = TestPNG.ihdr(width: 1, height: 1, depth: 8, colorType: 2)
        let rgbData = TestPNG.chunk("IDAT", TestPNG.storedZlib([0, 1, 2, 3]))
        expectError(TestPNG.file(truecolor, rgbData, plte, TestPNG.iend),
                    .misplacedChunk(.PLTE, offset: 33 + rgbData.count, rule: "PLTE must come before the first IDAT"))
        // A suggested palette in a truecolour image is allowed.
        #expect(throws: Never.self) { try PNGDecoder.decode(TestPNG.file(truecolor, plte, rgbData, TestPNG.iend)) }
        expectError(TestPNG.file(ihdr, plte, plte, good, TestPNG.iend), .duplicateChunk(.PLTE, offset: 51))
        // 1-bit images may have at most 2 palette entries.
        let oneBit = TestPNG.ihdr(width: 2, height: 1, depth: 1, colorType: 3)
        expectError(TestPNG.file(oneBit, TestPNG.chunk("PLTE", [UInt8](repeating: 7, count: 9)), good, TestPNG.iend),
                    .invalidPaletteLength(9, offset: 33, bitDepth: 1), mentions: ["1 to 2 entries"])

        let grey = TestPNG.ihdr(width: 1, height: 1, depth: 8, colorType: 0)
        let greyData = TestPNG.chunk("IDAT", TestPNG.storedZlib([0, 7]))
        expectError(TestPNG.file(grey, plte, greyData, TestPNG.iend),
                    .misplacedChunk(.PLTE, offset: 33, rule: "colour type 0 (greyscale) images must not have a palette"))
        expectError(TestPNG.file(grey, TestPNG.chunk("tRNS", [0, 7, 0]), greyData, TestPNG.iend),
                    .invalidTransparency(offset: 33, reason: "it is 3 bytes long, but colour type 0 (greyscale) needs 2"))
        let rgba = TestPNG.ihdr(width: 1, height: 1)
        expectError(TestPNG.file(rgba, TestPNG.chunk("tRNS", [0, 7]), TestPNG.chunk("IDAT", TestPNG.storedZlib(Self.redPixelRow)),
                                 TestPNG.iend),
                    .invalidTransparency(offset: 33, reason: "colour type 6 (truecolour with alpha) already has an alpha channel"))
    }

    @Test func tRNSMakesMatchingPixelsClear() throws {
        let ihdr = TestPNG.ihdr(width: 2, height: 1, depth: 8, colorType: 2)
        let trns = TestPNG.chunk("tRNS", [0, 1, 0, 2, 0, 3])
        let data = TestPNG.chunk("IDAT", TestPNG.storedZlib([0, 1, 2, 3, 1, 2, 4]))
        let image = try PNGDecoder.decode(TestPNG.file(ihdr, trns, data, TestPNG.iend))
        #expect(image.pixels == [1, 2, 3, 0, 1, 2, 4, 255])
    }

    @Test func imageDataErrors() {
        let ihdr = TestPNG.ihdr(width: 1, height: 2)
        expectError(TestPNG.file(ihdr, TestPNG.chunk("IDAT", TestPNG.storedZlib(Self.redPixelRow)), TestPNG.iend),
                    .imageDataTooShort(expected: 10, actual: 5), mentions: ["too short", "10"])
        let long = Self.redPixelRow + Self.redPixelRow + [0]
        expectError(TestPNG.file(ihdr, TestPNG.chunk("IDAT", TestPNG.storedZlib(long)), TestPNG.iend),
                    .imageDataTooLong(expected: 10), mentions: ["too long"])
        let badFilter = [5, 1, 2, 3, 4] + Self.redPixelRow
        expectError(TestPNG.file(ihdr, TestPNG.chunk("IDAT", TestPNG.storedZlib(badFilter)), TestPNG.iend),
                    .invalidFilterType(5, row: 0, pass: 0), mentions: ["filter type 5"])
        let garbage: [UInt8] = [0x78, 0x01, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]
        let error = #expect(throws: PNGError.self) {
            try PNGDecoder.decode(TestPNG.file(ihdr, TestPNG.chunk("IDAT", garbage), TestPNG.iend))
        }
        guard case .corruptImageData(offset: 33, _) = error else {
            Issue.record("expected corruptImageData at byte 33, got \(String(describing: error))")
            return
        }
        // Extra compressed data after the stream's end, in a second IDAT.
        let stream = TestPNG.storedZlib(Self.redPixelRow + Self.redPixelRow)
        let twice = TestPNG.file(ihdr, TestPNG.chunk("IDAT", stream), TestPNG.chunk("IDAT", [1, 2]), TestPNG.iend)
        expectError(twice, .dataAfterImageStream(offset: 33 + 12 + stream.count))
        // A stream cut before its checksum.
        let cut = TestPNG.file(ihdr, TestPNG.chunk("IDAT", Array(stream.dropLast(4))), TestPNG.iend)
        expectError(cut, .corruptImageData(offset: 33, detail: "the stream is cut off before its end marker and checksum"))
    }
}
