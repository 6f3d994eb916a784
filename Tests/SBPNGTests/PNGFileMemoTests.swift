@testable import SBPNG
import Testing

/// `PNGFileMemo`: a picture encoded again is answered with the kept file, and only when its
/// pixels and options are the same; what it returns is always the encoder's own bytes.
@Suite("PNG file memo")
struct PNGFileMemoTests {
    typealias Rows = PNGPixelRowsEncoderTests

    /// A 40 x 30 opaque picture whose bytes depend on `seed`.
    static func picture(seed: UInt8) -> [UInt8] {
        var bytes: [UInt8] = []
        for y in 0..<30 {
            for x in 0..<40 {
                bytes += [UInt8(truncatingIfNeeded: x * 6 + Int(seed)), UInt8(truncatingIfNeeded: y * 8), seed, 255]
            }
        }
        return bytes
    }

    static func encode(_ bytes: [UInt8], memo: PNGFileMemo, bytesPerRow: Int = 160,
                       options: PNGEncoderOptions = .default) throws -> [UInt8] {
        try Rows.withRows(bytes, width: 40, height: 30, bytesPerRow: bytesPerRow, layout: .rgba8) { rows in
            try memo.encodeSerially(rows, options: options)
        }
    }

    static func plain(_ bytes: [UInt8], bytesPerRow: Int = 160, options: PNGEncoderOptions = .default) throws -> [UInt8] {
        try Rows.withRows(bytes, width: 40, height: 30, bytesPerRow: bytesPerRow, layout: .rgba8) { rows in
            try PNGEncoder.encodeSerially(rows, options: options)
        }
    }

    @Test("the same pixels a second time give the kept file: the encoder's bytes, one miss and one hit")
    func repeatIsAHit() throws {
        let memo = PNGFileMemo()
        let a = Self.picture(seed: 1), b = Self.picture(seed: 2)
        let first = try Self.encode(a, memo: memo)
        let other = try Self.encode(b, memo: memo)
        let again = try Self.encode(a, memo: memo)
        #expect(first == (try Self.plain(a)))
        #expect(other == (try Self.plain(b)))
        #expect(again == first)
        #expect(other != first)
        let stats = memo.statistics
        #expect(stats.hits == 1)
        #expect(stats.misses == 2)
        #expect(stats.count == 2)
        // Two pictures of 40 x 30 x 4 = 4,800 bytes of pixels, their files and 64 bytes each.
        #expect(stats.bytes == 2 * (4_800 + 64) + first.count + other.count)
    }

    @Test("rows padded differently are the same picture; the padding is not compared")
    func paddingIgnored() throws {
        let memo = PNGFileMemo()
        let a = Self.picture(seed: 7)
        _ = try Self.encode(a, memo: memo)
        let padded = PNGPixelRowsEncoderTests.padded(try #require(RGBAImage(width: 40, height: 30, pixels: a)), padding: 12)
        let again = try Self.encode(padded, memo: memo, bytesPerRow: 172)
        #expect(again == (try Self.plain(a)))
        #expect(memo.statistics.hits == 1)
    }

    @Test("pixels with the same CRC-32 but different bytes are encoded, not answered with the other's file")
    func checksumCollisionIsCompared() throws {
        let memo = PNGFileMemo()
        let a = Self.picture(seed: 3)
        // XOR-ing the CRC-32 polynomial (x^32 + ... + 1, 0x1DB710641 bit-reflected, little-endian
        // bytes 41 06 71 DB 01) into equal-length data leaves its CRC-32 unchanged.
        var b = a
        for (i, e) in [0x41, 0x06, 0x71, 0xDB, 0x01].enumerated() { b[500 + i] ^= UInt8(e) }
        #expect(b != a)
        let fileA = try Self.encode(a, memo: memo)
        let fileB = try Self.encode(b, memo: memo)
        #expect(fileB == (try Self.plain(b)))
        #expect(fileB != fileA)
        #expect(try PNGDecoder.decode(fileB).pixels == b)
        #expect(memo.statistics.hits == 0)
        #expect(memo.statistics.misses == 2)
    }

    @Test("other options are another file: the same pixels at another level are encoded again")
    func optionsAreKeyed() throws {
        let memo = PNGFileMemo()
        let a = Self.picture(seed: 5)
        let fast = PNGEncoderOptions(compressor: .libdeflate(level: 1))
        let small = PNGEncoderOptions(compressor: .libdeflate(level: 12))
        let one = try Self.encode(a, memo: memo, options: fast)
        let two = try Self.encode(a, memo: memo, options: small)
        #expect(one == (try Self.plain(a, options: fast)))
        #expect(two == (try Self.plain(a, options: small)))
        #expect(memo.statistics.hits == 0)
    }

    @Test("a full memo keeps what it holds, still answers from it, and still encodes the rest right")
    func capacityBoundsWhatIsKept() throws {
        // Room for one 4,800-byte picture and its file, not two.
        let a = Self.picture(seed: 9), b = Self.picture(seed: 10)
        let sizeA = 4_864 + (try Self.plain(a)).count, sizeB = 4_864 + (try Self.plain(b)).count
        let capacity = max(sizeA, sizeB) + 100
        try #require(sizeA + sizeB > capacity)
        let memo = PNGFileMemo(capacity: capacity)
        _ = try Self.encode(a, memo: memo)
        let fileB = try Self.encode(b, memo: memo)
        let fileB2 = try Self.encode(b, memo: memo)
        _ = try Self.encode(a, memo: memo)
        #expect(fileB == (try Self.plain(b)))
        #expect(fileB2 == fileB)
        let stats = memo.statistics
        #expect(stats.count == 1)
        #expect(stats.misses == 3)
        #expect(stats.hits == 1)
        #expect(stats.bytes == sizeA)
    }

    @Test("a memo of capacity 0 keeps nothing and returns the encoder's bytes")
    func zeroCapacity() throws {
        let memo = PNGFileMemo(capacity: -5)
        #expect(memo.capacity == 0)
        let a = Self.picture(seed: 4)
        #expect(try Self.encode(a, memo: memo) == (try Self.plain(a)))
        #expect(try Self.encode(a, memo: memo) == (try Self.plain(a)))
        #expect(memo.statistics == PNGFileMemo.Statistics(hits: 0, misses: 2, count: 0, bytes: 0))
    }
}
