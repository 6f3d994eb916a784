/// The four-letter type of a PNG chunk ("IHDR", "IDAT", "tEXt", ...), kept as its four bytes.
///
/// The case of each letter carries a property bit (PNG 1.2, section 3.3): an upper-case first
/// letter marks a critical chunk, which a decoder must understand to show the image.
package struct PNGChunkName: Sendable, Hashable, CustomStringConvertible {
    /// The four bytes, first byte in the most significant position (as stored in the file).
    package let rawValue: UInt32

    /// Wraps four bytes read from a file, first byte most significant.
    package init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// A name from a four-character ASCII string; nil unless it is exactly four ASCII letters.
    package init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 4, bytes.allSatisfy(PNGChunkName.isLetter) else { return nil }
        self.rawValue = bytes.reduce(0) { ($0 << 8) | UInt32($1) }
    }

    /// The four bytes in file order.
    package var bytes: [UInt8] {
        [UInt8(truncatingIfNeeded: rawValue >> 24), UInt8(truncatingIfNeeded: rawValue >> 16),
         UInt8(truncatingIfNeeded: rawValue >> 8), UInt8(truncatingIfNeeded: rawValue)]
    }

    /// True when all four bytes are ASCII letters, as PNG requires.
    package var isValid: Bool { bytes.allSatisfy(PNGChunkName.isLetter) }

    /// True for critical chunks (upper-case first letter): a decoder that does not know one cannot
    /// show the image.
    package var isCritical: Bool { rawValue & 0x2000_0000 == 0 }

    /// The name as text when it is valid, otherwise its bytes in hexadecimal.
    package var description: String {
        if isValid {
            return String(decoding: bytes, as: UTF8.self)
        }
        return bytes.map { PNGHex.byte($0) }.joined(separator: " ")
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// The image header: size, bit depth, colour type, interlacing.
    package static let IHDR = PNGChunkName(rawValue: 0x4948_4452)
    /// The palette of an indexed-colour image.
    package static let PLTE = PNGChunkName(rawValue: 0x504C_5445)
    /// Image data: the compressed, filtered rows.
    package static let IDAT = PNGChunkName(rawValue: 0x4944_4154)
    /// The end of the file.
    package static let IEND = PNGChunkName(rawValue: 0x4945_4E44)
    /// Transparency: a palette's alphas, or the one transparent colour.
    package static let tRNS = PNGChunkName(rawValue: 0x7452_4E53)
    /// APNG animation control.
    package static let acTL = PNGChunkName(rawValue: 0x6163_544C)
    /// APNG frame control.
    package static let fcTL = PNGChunkName(rawValue: 0x6663_544C)
    /// APNG frame data.
    package static let fdAT = PNGChunkName(rawValue: 0x6664_4154)
}
