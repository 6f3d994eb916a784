/// Builds small PNG files byte by byte for tests, independently of the code under test: its own
/// bitwise CRC-32 and Adler-32, and zlib streams made of stored (uncompressed) deflate blocks.
enum TestPNG {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 {
                crc = (crc & 1) != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
            }
        }
        return ~crc
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    /// A zlib stream holding `data` in stored blocks.
    static func storedZlib(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let count = min(65535, data.count - start)
            let last: UInt8 = start + count == data.count ? 1 : 0
            out.append(last)
            out += [UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += data[start..<(start + count)]
            start += count
        } while start < data.count
        return out + bigEndian(adler32(data))
    }

    /// A chunk with a correct CRC (unless `crc` is given).
    static func chunk(_ name: String, _ data: [UInt8], crc: UInt32? = nil) -> [UInt8] {
        let typeAndData = Array(name.utf8) + data
        return bigEndian(UInt32(data.count)) + typeAndData + bigEndian(crc ?? crc32(typeAndData))
    }

    static func ihdr(width: UInt32, height: UInt32, depth: UInt8 = 8, colorType: UInt8 = 6,
                     interlace: UInt8 = 0) -> [UInt8] {
        chunk("IHDR", bigEndian(width) + bigEndian(height) + [depth, colorType, 0, 0, interlace])
    }

    static let iend = chunk("IEND", [])

    /// Signature + chunks.
    static func file(_ chunks: [UInt8]...) -> [UInt8] {
        signature + chunks.flatMap { $0 }
    }
}

/// A small deterministic random generator (SplitMix64) for fuzz tests.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
