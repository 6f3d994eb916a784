/// What is wrong with the first eight bytes of a file that should be a PNG.
package enum PNGSignatureProblem: Sendable, Hashable, CustomStringConvertible {
    /// The file is shorter than the signature.
    case tooShort(length: Int)
    /// The first byte is 0x09 instead of 0x89: the top bit was cleared by a 7-bit channel.
    case highBitStripped
    /// The CR / LF bytes were rewritten: the file went through a text-mode transfer.
    case lineEndingsConverted
    /// The file starts like another image format (JPEG, GIF, WebP, BMP, TIFF).
    case otherFormat(String)
    /// Some other byte differs; `index` is the first wrong one (0-based).
    case wrongByte(index: Int, found: UInt8, expected: UInt8)

    /// What the first bytes show went wrong.
    package var description: String {
        switch self {
        case .tooShort(let length):
            "the file is only \(length) bytes long, shorter than the 8-byte PNG signature"
        case .highBitStripped:
            "the 8-byte signature is wrong: its first byte is 0x09 instead of 0x89, so the top bit of "
                + "every byte was probably stripped by a 7-bit transfer"
        case .lineEndingsConverted:
            "the 8-byte signature is wrong: its CR and LF bytes were changed, so the file was probably "
                + "corrupted by a text-mode transfer that converted line endings"
        case .otherFormat(let format):
            "the file starts like a \(format) image, not with the 8-byte PNG signature"
        case .wrongByte(let index, let found, let expected):
            "the 8-byte signature is wrong: byte \(index) is \(PNGHex.byte(found)) instead of "
                + "\(PNGHex.byte(expected))"
        }
    }
}
