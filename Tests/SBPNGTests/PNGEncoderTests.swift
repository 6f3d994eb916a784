import SBPNG
import Testing

@Suite("Encoder")
struct PNGEncoderTests {
    static let compressors: [PNGCompressor] =
        [0, 1, 6, 9].flatMap { level in PNGZlibStrategy.allCases.map { PNGCompressor.zlib(level: level, strategy: $0) } }
        + [0, 1, 6, 12].map { PNGCompressor.libdeflate(level: $0) }

    static let optionSets: [PNGEncoderOptions] = PNGColorMode.allCases.flatMap { mode in
        PNGFilterStrategy.allCases.flatMap { filter in
            compressors.map { PNGEncoderOptions(colorMode: mode, filter: filter, compressor: $0) }
        }
    }

    @Test("encode then decode gives the input back, for every option combination",
          arguments: TestImages.all.map(\.name))
    func roundTrip(_ name: String) throws {
        let image = try #require(TestImages.all.first { $0.name == name }).image
        for options in Self.optionSets {
            let bytes = try PNGEncoder.encode(image, options: options)
            let decoded = try PNGDecoder.decode(bytes)
            #expect(decoded == image, "\(name) with \(options.filter), \(options.compressor), \(options.colorMode)")
        }
    }

    @Test("opaque images are stored as RGB when asked, others as RGBA")
    func colorTypeChoice() throws {
        let opaque = TestImages.gradient(width: 10, height: 10)
        let translucent = TestImages.noise(width: 10, height: 10, seed: 7)
        let rgb = try PNGDecoder.header(of: PNGEncoder.encode(opaque, options: PNGEncoderOptions(colorMode: .rgbWhenOpaque)))
        #expect(rgb.colorType == .truecolor)
        #expect(rgb.bitDepth == 8 && !rgb.interlaced)
        let forced = try PNGDecoder.header(of: PNGEncoder.encode(opaque, options: PNGEncoderOptions(colorMode: .rgba)))
        #expect(forced.colorType == .truecolorAlpha)
        let alpha = try PNGDecoder.header(of: PNGEncoder.encode(translucent, options: PNGEncoderOptions(colorMode: .rgbWhenOpaque)))
        #expect(alpha.colorType == .truecolorAlpha)
        #expect(opaque.isOpaque && !translucent.isOpaque)
        // RGB output is a quarter smaller before compression: with no compression it shows.
        let stored = PNGEncoderOptions(filter: .none, compressor: .zlib(level: 0, strategy: .default))
        let rgbSize = try PNGEncoder.encode(opaque, options: stored).count
        var rgbaStored = stored
        rgbaStored.colorMode = .rgba
        let rgbaSize = try PNGEncoder.encode(opaque, options: rgbaStored).count
        #expect(rgbSize < rgbaSize)
    }

    @Test("output is byte-identical across runs", arguments: compressors)
    func deterministic(_ compressor: PNGCompressor) throws {
        let image = TestImages.gradient(width: 64, height: 48) { x, y in UInt8((x ^ y) & 0xFF) }
        for filter in PNGFilterStrategy.allCases {
            let options = PNGEncoderOptions(filter: filter, compressor: compressor)
            let first = try PNGEncoder.encode(image, options: options)
            let second = try PNGEncoder.encode(image, options: options)
            #expect(first == second)
        }
    }

    @Test("fixed filters write their filter type on every row")
    func filterTypes() throws {
        let image = TestImages.noise(width: 5, height: 4, seed: 9)
        let expected: [(PNGFilterStrategy, UInt8)] = [(.none, 0), (.sub, 1), (.up, 2), (.average, 3), (.paeth, 4)]
        for (filter, type) in expected {
            let lines = try PNGImageDataEncoder.filteredScanlines(image, colorType: .truecolorAlpha, filter: filter)
            #expect(lines.count == 4 * (1 + 5 * 4))
            #expect((0..<4).map { lines[$0 * 21] } == [UInt8](repeating: type, count: 4))
        }
        // Literal check of each filter on one 2-pixel RGB row below a known row.
        let twoRows = try #require(RGBAImage(width: 2, height: 2, pixels: [
            10, 20, 30, 255, 40, 50, 60, 255,
            15, 25, 35, 255, 100, 0, 250, 255,
        ]))
        func row1(_ filter: PNGFilterStrategy) throws -> [UInt8] {
            Array(try PNGImageDataEncoder.filteredScanlines(twoRows, colorType: .truecolor, filter: filter)[7...])
        }
        #expect(try row1(.none) == [0, 15, 25, 35, 100, 0, 250])
        #expect(try row1(.sub) == [1, 15, 25, 35, 85, 231, 215])
        #expect(try row1(.up) == [2, 5, 5, 5, 60, 206, 190])
        // average: 15-(10>>1)=10, 25-10=15, 35-15=20; 100-((15+40)>>1)=73, 0-((25+50)>>1)=219, 250-((35+60)>>1)=203
        #expect(try row1(.average) == [3, 10, 15, 20, 73, 219, 203])
        // paeth: first pixel predicts from above; then a=15,b=40,c=10 -> p=45, pa=30, pb=5, pc=35 -> b (40)...
        #expect(try row1(.paeth) == [4, 5, 5, 5, 60, 206, 190])
    }

    @Test("a region of an image compresses to the rows of that region")
    func regionStream() throws {
        let image = TestImages.noise(width: 20, height: 15, seed: 11)
        let region = PNGRegion(x: 3, y: 4, width: 9, height: 7)
        let stream = try PNGImageDataEncoder.compress(image, region: region, colorType: .truecolorAlpha,
                                                      filter: .paeth, compressor: .libdeflate(level: 6))
        var writer = PNGChunkWriter()
        try writer.appendHeader(PNGHeader(width: 9, height: 7, bitDepth: 8, colorType: .truecolorAlpha, interlaced: false))
        try writer.appendImageData(stream, maximumChunkLength: 50)
        try writer.appendEnd()
        let decoded = try PNGDecoder.decode(writer.bytes)
        var expected: [UInt8] = []
        for y in 4..<11 {
            for x in 3..<12 {
                let p = image.pixel(x: x, y: y)
                expected += [p.r, p.g, p.b, p.a]
            }
        }
        #expect(decoded.width == 9 && decoded.height == 7)
        #expect(decoded.pixels == expected)
    }

    @Test("the chunk writer writes length, name, data and CRC")
    func chunkWriter() throws {
        var writer = PNGChunkWriter()
        try writer.append(.IEND, [UInt8]())
        let data: [UInt8] = [1, 2, 3]
        let name = try #require(PNGChunkName("teXt"))
        try writer.append(name, data)
        #expect(writer.bytes == TestPNG.signature + TestPNG.iend + TestPNG.chunk("teXt", data))
        var split = PNGChunkWriter()
        try split.appendImageData([UInt8](repeating: 7, count: 10), maximumChunkLength: 4)
        #expect(split.bytes == TestPNG.signature + TestPNG.chunk("IDAT", [7, 7, 7, 7]) + TestPNG.chunk("IDAT", [7, 7, 7, 7])
                + TestPNG.chunk("IDAT", [7, 7]))
        var frames = PNGChunkWriter()
        var sequence: UInt32 = 5
        try frames.appendFrameData([1, 2, 3, 4, 5], sequenceNumber: &sequence, maximumChunkLength: 7)
        #expect(sequence == 7)
        #expect(frames.bytes == TestPNG.signature + TestPNG.chunk("fdAT", [0, 0, 0, 5, 1, 2, 3])
                + TestPNG.chunk("fdAT", [0, 0, 0, 6, 4, 5]))
        #expect(PNGChunkName("fdAT") == .fdAT && PNGChunkName("fcTL") == .fcTL && PNGChunkName("acTL") == .acTL)
        #expect(PNGChunkName("IHDR") == .IHDR && PNGChunkName("IDAT") == .IDAT && PNGChunkName("tRNS") == .tRNS)
        #expect(PNGChunkName("PLTE") == .PLTE && PNGChunkName("IEND") == .IEND && PNGChunkName("ab1d") == nil)
    }

    @Test("bad input throws a clear error")
    func errors() {
        let empty = RGBAImage(width: 0, height: 3)
        #expect(throws: PNGEncoderError.emptyImage(width: 0, height: 3)) { try PNGEncoder.encode(empty) }
        let image = TestImages.noise(width: 4, height: 4, seed: 1)
        #expect(throws: PNGEncoderError.invalidCompressionLevel(10, backend: "zlib", allowed: 0...9)) {
            try PNGEncoder.encode(image, options: PNGEncoderOptions(compressor: .zlib(level: 10, strategy: .default)))
        }
        #expect(throws: PNGEncoderError.invalidCompressionLevel(-1, backend: "libdeflate", allowed: 0...12)) {
            try PNGEncoder.encode(image, options: PNGEncoderOptions(compressor: .libdeflate(level: -1)))
        }
        let outside = PNGRegion(x: 2, y: 2, width: 3, height: 1)
        #expect(throws: PNGEncoderError.regionOutOfBounds(outside, imageWidth: 4, imageHeight: 4)) {
            try PNGImageDataEncoder.compress(image, region: outside, colorType: .truecolorAlpha, filter: .none,
                                             compressor: .libdeflate(level: 1))
        }
        #expect(throws: PNGEncoderError.unsupportedColorType(.indexed)) {
            try PNGImageDataEncoder.compress(image, colorType: .indexed, filter: .none, compressor: .libdeflate(level: 1))
        }
        let huge = RGBAImage(width: 16385, height: 1)
        let error = #expect(throws: PNGEncoderError.self) { try PNGEncoder.encode(huge) }
        #expect(error == .imageTooLarge(width: 16385, height: 1))
        #expect(error?.description.contains("16385 x 1") == true)
    }

    @Test("a highly compressible bomb is stopped by the decoder")
    func bomb() throws {
        // 8 MiB of zeros compress to a few KiB; as the data of a 1 x 1 image it must be refused.
        let stream = try PNGCompressor.libdeflate(level: 6).compress([UInt8](repeating: 0, count: 8 << 20))
        var writer = PNGChunkWriter()
        try writer.appendHeader(PNGHeader(width: 1, height: 1, bitDepth: 8, colorType: .truecolorAlpha, interlaced: false))
        try writer.appendImageData(stream)
        try writer.appendEnd()
        #expect(stream.count < 20_000)
        #expect(throws: PNGError.imageDataTooLong(expected: 5)) { try PNGDecoder.decode(writer.bytes) }
    }
}
