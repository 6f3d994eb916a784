import SBPNG
import Testing

/// Every valid PngSuite file decodes to the pixels an independent decoder produces.
@Suite("PngSuite valid files")
struct PNGDecoderSuiteTests {
    static let validNames: [String] = PNGSuiteReference.images.keys.sorted()

    @Test("every non-x file is in the reference table")
    func referenceCoversSuite() throws {
        let valid = try Fixtures.pngSuiteNames().filter { !$0.hasPrefix("x") }
        #expect(valid == Self.validNames)
        #expect(valid.count == 161)
    }

    @Test("decodes to the expected size and pixels", arguments: validNames)
    func decodes(_ name: String) throws {
        let expected = try #require(PNGSuiteReference.images[name])
        let image = try PNGDecoder.decode(try Fixtures.pngSuite(name))
        #expect(image.width == expected.width)
        #expect(image.height == expected.height)
        #expect(image.pixels.count == expected.width * expected.height * 4)
        #expect(Fixtures.fnv1a(image.pixels) == expected.digest)
    }

    @Test("both ways decode every valid file: libdeflate in one call, and zlib streaming", arguments: validNames)
    func bothWays(_ name: String) throws {
        let expected = try #require(PNGSuiteReference.images[name])
        let bytes = try Fixtures.pngSuite(name)
        let whole = try #require(try PNGDecoder.decodeWholeStream(bytes), "\(name) fell back to the streaming way")
        #expect(Fixtures.fnv1a(whole.pixels) == expected.digest)
        #expect(Fixtures.fnv1a(try PNGDecoder.decodeStreaming(bytes).pixels) == expected.digest)
    }

    @Test("pixels at chosen coordinates", arguments: PNGSuiteReference.spots.map(\.name))
    func spotPixels(_ name: String) throws {
        let spots = try #require(PNGSuiteReference.spots.first { $0.name == name })
        let image = try PNGDecoder.decode(try Fixtures.pngSuite(name))
        for (x, y, r, g, b, a) in spots.pixels {
            let pixel = image.pixel(x: x, y: y)
            #expect([pixel.r, pixel.g, pixel.b, pixel.a] == [r, g, b, a], "\(name) at (\(x), \(y))")
        }
    }

    @Test("interlaced and plain versions decode to identical pixels",
          arguments: ["0g01", "0g02", "0g04", "0g08", "0g16", "2c08", "2c16", "3p01", "3p02", "3p04", "3p08",
                      "4a08", "4a16", "6a08", "6a16"])
    func interlacedPairs(_ kind: String) throws {
        let interlaced = try PNGDecoder.decode(try Fixtures.pngSuite("basi" + kind))
        let plain = try PNGDecoder.decode(try Fixtures.pngSuite("basn" + kind))
        #expect(interlaced == plain)
    }

    @Test("odd sizes: interlaced and plain versions match", arguments: [1, 2, 3, 4, 5, 6, 7, 8, 9, 32, 33, 34, 35, 36, 37, 38, 39, 40])
    func sizePairs(_ size: Int) throws {
        let bitsName = size < 10 ? String(format2(size)) : String(size)
        let depth = size < 5 ? "3p01" : size < 10 ? "3p02" : "3p04"
        let interlaced = try PNGDecoder.decode(try Fixtures.pngSuite("s\(bitsName)i\(depth)"))
        let plain = try PNGDecoder.decode(try Fixtures.pngSuite("s\(bitsName)n\(depth)"))
        #expect(plain.width == size && plain.height == size)
        #expect(interlaced == plain)
    }

    private func format2(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }

    @Test("16-bit samples are rounded, not truncated")
    func sixteenBitRounding() throws {
        // basn0g16 (15, 0) holds 34560: 34560 * 255 / 65535 = 134.48, rounds to 134 (high byte: 135).
        let grey = try PNGDecoder.decode(try Fixtures.pngSuite("basn0g16"))
        #expect(grey.pixel(x: 15, y: 0) == (134, 134, 134, 255))
        // basn2c16 (3, 0) holds (59193, 65535, 0): red rounds to 230 (high byte: 231).
        let color = try PNGDecoder.decode(try Fixtures.pngSuite("basn2c16"))
        #expect(color.pixel(x: 3, y: 0) == (230, 255, 0, 255))
        // basn6a16 (3, 0) holds (59192, 65535, 0, 0).
        let alpha = try PNGDecoder.decode(try Fixtures.pngSuite("basn6a16"))
        #expect(alpha.pixel(x: 3, y: 0) == (230, 255, 0, 0))
    }

    @Test("header(of:) reads the size and format without decoding")
    func headerOnly() throws {
        let header = try PNGDecoder.header(of: try Fixtures.pngSuite("basi4a16"))
        #expect(header.width == 32 && header.height == 32)
        #expect(header.bitDepth == 16)
        #expect(header.colorType == .greyscaleAlpha)
        #expect(header.interlaced)
    }
}
