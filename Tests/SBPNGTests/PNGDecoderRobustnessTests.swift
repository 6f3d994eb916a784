import SBPNG
import Testing

/// Damaged versions of valid files never crash, hang or decode: they throw.
@Suite("Decoder robustness")
struct PNGDecoderRobustnessTests {
    static let samples = ["basn6a08", "basi0g16", "basn3p04", "basi3p01", "oi9n2c16", "tbbn3p08", "basn4a16", "z09n2c08"]

    @Test("every truncation throws", arguments: samples)
    func truncations(_ name: String) throws {
        let bytes = try Fixtures.pngSuite(name)
        var failures = 0
        for length in 0..<bytes.count {
            do {
                _ = try PNGDecoder.decode(Array(bytes.prefix(length)))
                failures += 1
            } catch {
                #expect(!error.description.isEmpty)
            }
        }
        #expect(failures == 0, "\(failures) truncations of \(name) decoded")
    }

    @Test("random byte changes throw", arguments: samples)
    func byteFlips(_ name: String) throws {
        let original = try Fixtures.pngSuite(name)
        var random = SplitMix64(state: UInt64(truncatingIfNeeded: Fixtures.fnv1a(Array(name.utf8))))
        var accepted = 0
        for _ in 0..<400 {
            var bytes = original
            let changes = Int.random(in: 1...3, using: &random)
            for _ in 0..<changes {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                bytes[index] ^= UInt8.random(in: 1...255, using: &random)
            }
            if (try? PNGDecoder.decode(bytes)) != nil { accepted += 1 }
        }
        #expect(accepted == 0, "\(accepted) damaged copies of \(name) decoded")
    }

    /// Damage inside chunk data with the CRC recomputed, so that zlib, the filters and the pixel
    /// conversion see the bad data: the decoder may accept or refuse, but must not crash.
    @Test("damage behind valid CRCs never crashes", arguments: samples)
    func damageBehindValidCRC(_ name: String) throws {
        let original = try Fixtures.pngSuite(name)
        let chunks = Self.chunkRanges(original)
        var random = SplitMix64(state: 0x5EED ^ UInt64(original.count))
        for _ in 0..<300 {
            var bytes = original
            guard let chunk = chunks.randomElement(using: &random), !chunk.data.isEmpty else { continue }
            let index = Int.random(in: chunk.data, using: &random)
            bytes[index] ^= UInt8.random(in: 1...255, using: &random)
            let crc = TestPNG.crc32(Array(bytes[(chunk.data.lowerBound - 4)..<chunk.data.upperBound]))
            bytes.replaceSubrange(chunk.data.upperBound..<(chunk.data.upperBound + 4), with: TestPNG.bigEndian(crc))
            do {
                let image = try PNGDecoder.decode(bytes)
                #expect(image.pixels.count == image.width * image.height * 4)
            } catch {
                #expect(!error.description.isEmpty)
            }
        }
    }

    @Test("a decompression bomb is stopped at the size the header implies")
    func decompressionBomb() {
        // 1 x 1 grey image whose data is 1 MB of zeros.
        let data = [UInt8](repeating: 0, count: 1 << 20)
        let bytes = TestPNG.file(TestPNG.ihdr(width: 1, height: 1, depth: 8, colorType: 0),
                                 TestPNG.chunk("IDAT", TestPNG.storedZlib(data)), TestPNG.iend)
        #expect(throws: PNGError.imageDataTooLong(expected: 2)) { try PNGDecoder.decode(bytes) }
    }

    @Test("a huge claimed size with no data fails without allocating the image")
    func hugeClaim() {
        let bytes = TestPNG.file(TestPNG.ihdr(width: 16384, height: 16384, depth: 16, colorType: 6),
                                 TestPNG.chunk("IDAT", TestPNG.storedZlib([0, 1, 2])), TestPNG.iend)
        #expect(throws: PNGError.imageDataTooShort(expected: 16384 * (1 + 16384 * 8), actual: 3)) {
            try PNGDecoder.decode(bytes)
        }
    }

    static func chunkRanges(_ bytes: [UInt8]) -> [(name: Range<Int>, data: Range<Int>)] {
        var result: [(name: Range<Int>, data: Range<Int>)] = []
        var position = 8
        while position + 12 <= bytes.count {
            let length = Int(bytes[position]) << 24 | Int(bytes[position + 1]) << 16
                | Int(bytes[position + 2]) << 8 | Int(bytes[position + 3])
            let dataStart = position + 8
            result.append((name: (position + 4)..<dataStart, data: dataStart..<(dataStart + length)))
            position = dataStart + length + 4
        }
        return result
    }
}
