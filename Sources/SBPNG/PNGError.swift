/// Why some bytes could not be decoded as a PNG image.
///
/// Every case says what is wrong and where: `offset` is the byte position, counted from the start
/// of the file, of the chunk concerned (its 4-byte length field). `description` is one sentence
/// meant for people ("chunk IDAT at byte 57: CRC mismatch ...").
package enum PNGError: Error, Sendable, Hashable, CustomStringConvertible {
    // File structure.
    /// The first eight bytes are not the PNG signature.
    case badSignature(PNGSignatureProblem)
    /// The file ends inside the 8-byte length-and-name header of a chunk.
    case truncatedChunkHeader(offset: Int, available: Int)
    /// A chunk's data and CRC run past the end of the file.
    case truncatedChunk(PNGChunkName, offset: Int, length: Int, available: Int)
    /// A chunk declares a length above 2^31 - 1.
    case chunkTooLong(PNGChunkName, offset: Int, length: UInt32)
    /// A chunk's name is not four ASCII letters.
    case invalidChunkName(PNGChunkName, offset: Int)
    /// The CRC stored after a chunk does not match its name and data.
    case crcMismatch(PNGChunkName, offset: Int, stored: UInt32, computed: UInt32)
    /// The file ends after a complete chunk, but before IEND.
    case missingEnd(offset: Int)
    /// Bytes follow the IEND chunk.
    case dataAfterEnd(offset: Int, count: Int)
    /// A critical chunk (upper-case first letter) this decoder does not know.
    case unknownCriticalChunk(PNGChunkName, offset: Int)
    /// A chunk that may appear once appears again.
    case duplicateChunk(PNGChunkName, offset: Int)
    /// A chunk is where PNG forbids it; `rule` says where it belongs.
    case misplacedChunk(PNGChunkName, offset: Int, rule: String)

    // IHDR.
    /// The first chunk is not IHDR.
    case headerNotFirst(found: PNGChunkName, offset: Int)
    /// A fixed-size chunk (IHDR: 13 bytes, IEND: 0) has another length.
    case invalidChunkLength(PNGChunkName, offset: Int, length: Int, expected: Int)
    /// Width or height is zero or above 2^31 - 1.
    case invalidDimensions(width: Int, height: Int, offset: Int)
    /// The image is larger than `PNGLimits` allows.
    case imageTooLarge(width: Int, height: Int)
    /// The colour type is not 0, 2, 3, 4 or 6.
    case invalidColorType(UInt8, offset: Int)
    /// The bit depth is not allowed for the colour type.
    case invalidBitDepth(Int, colorType: UInt8, offset: Int)
    /// The compression method is not 0 (deflate).
    case unknownCompressionMethod(UInt8, offset: Int)
    /// The filter method is not 0 (adaptive filtering).
    case unknownFilterMethod(UInt8, offset: Int)
    /// The interlace method is not 0 (none) or 1 (Adam7).
    case unknownInterlaceMethod(UInt8, offset: Int)

    // Palette and transparency.
    /// An indexed image has no PLTE chunk before its image data.
    case missingPalette
    /// PLTE's length is not a multiple of 3 in 3 ... 768, or holds more entries than the bit depth
    /// can index.
    case invalidPaletteLength(Int, offset: Int, bitDepth: Int)
    /// tRNS has the wrong length for the colour type, or appears in an image that has alpha.
    case invalidTransparency(offset: Int, reason: String)
    /// A pixel of an indexed image refers past the end of the palette.
    case paletteIndexOutOfRange(index: Int, paletteCount: Int, x: Int, y: Int)

    // Image data.
    /// There is no IDAT chunk before IEND.
    case missingImageData(endOffset: Int)
    /// An IDAT chunk comes after another chunk that followed earlier IDAT chunks.
    case imageDataNotConsecutive(offset: Int, after: PNGChunkName)
    /// zlib rejects the compressed data in the IDAT chunks.
    case corruptImageData(offset: Int, detail: String)
    /// The IDAT data decompresses to fewer bytes than the image needs.
    case imageDataTooShort(expected: Int, actual: Int)
    /// The IDAT data decompresses to more bytes than the image needs.
    case imageDataTooLong(expected: Int)
    /// Compressed data continues after the end of the zlib stream.
    case dataAfterImageStream(offset: Int)
    /// A scanline's filter-type byte is not 0 ... 4.
    case invalidFilterType(UInt8, row: Int, pass: Int)
    /// zlib could not start (out of memory, or a library mismatch).
    case decompressorUnavailable(String)

    /// One sentence: what is wrong, where in the file, and what to do.
    package var description: String {
        switch self {
        case .badSignature(let problem):
            return "not a PNG file: \(problem)."
        case .truncatedChunkHeader(let offset, let available):
            return "the file is truncated: it ends at byte \(offset + available), inside the 8-byte header of "
                + "the chunk that starts at byte \(offset), before the IEND chunk."
        case .truncatedChunk(let name, let offset, let length, let available):
            return "chunk \(name) at byte \(offset) declares \(length) data bytes plus a 4-byte CRC, but only "
                + "\(available) bytes remain: the file is truncated."
        case .chunkTooLong(let name, let offset, let length):
            return "chunk \(name) at byte \(offset) declares a length of \(length) bytes, more than the "
                + "PNG maximum of \(PNGLimits.maximumChunkLength): the length field is corrupt."
        case .invalidChunkName(let name, let offset):
            return "the chunk at byte \(offset) has the name \(name), which is not four ASCII letters: the "
                + "file is corrupt or the previous chunk's length is wrong."
        case .crcMismatch(let name, let offset, let stored, let computed):
            return "chunk \(name) at byte \(offset): CRC mismatch (stored \(PNGHex.word(stored)), computed "
                + "\(PNGHex.word(computed))), so the chunk's data is corrupt."
        case .missingEnd(let offset):
            return "the file ends at byte \(offset) without an IEND chunk: it is truncated."
        case .dataAfterEnd(let offset, let count):
            return "\(count) unexpected bytes follow the IEND chunk, from byte \(offset)."
        case .unknownCriticalChunk(let name, let offset):
            return "chunk \(name) at byte \(offset) is marked critical (upper-case first letter) but is not "
                + "part of PNG 1.2, so the image cannot be shown correctly."
        case .duplicateChunk(let name, let offset):
            return "chunk \(name) at byte \(offset) appears a second time, but PNG allows only one."
        case .misplacedChunk(let name, let offset, let rule):
            return "chunk \(name) at byte \(offset) is out of place: \(rule)."

        case .headerNotFirst(let found, let offset):
            return "the first chunk, at byte \(offset), is \(found), but a PNG must start with IHDR."
        case .invalidChunkLength(let name, let offset, let length, let expected):
            return "chunk \(name) at byte \(offset) is \(length) bytes long instead of \(expected)."
        case .invalidDimensions(let width, let height, let offset):
            return "chunk IHDR at byte \(offset) gives an image size of \(width) x \(height); both sides must "
                + "be between 1 and 2147483647."
        case .imageTooLarge(let width, let height):
            return "the image is \(width) x \(height) pixels, larger than this decoder accepts (at most "
                + "\(PNGLimits.maximumSide) pixels a side and \(PNGLimits.maximumPixels) pixels in total)."
        case .invalidColorType(let type, let offset):
            return "chunk IHDR at byte \(offset) gives colour type \(type), which PNG does not define (valid "
                + "types are 0, 2, 3, 4 and 6)."
        case .invalidBitDepth(let depth, let type, let offset):
            let allowed = PNGColorType(rawValue: type).map {
                $0.allowedBitDepths.map(String.init).joined(separator: ", ")
            } ?? "none"
            let typeText = PNGColorType(rawValue: type).map(\.description) ?? "colour type \(type)"
            return "chunk IHDR at byte \(offset) gives bit depth \(depth), which is not allowed for "
                + "\(typeText) (allowed: \(allowed))."
        case .unknownCompressionMethod(let method, let offset):
            return "chunk IHDR at byte \(offset) gives compression method \(method); PNG defines only 0 "
                + "(deflate)."
        case .unknownFilterMethod(let method, let offset):
            return "chunk IHDR at byte \(offset) gives filter method \(method); PNG defines only 0."
        case .unknownInterlaceMethod(let method, let offset):
            return "chunk IHDR at byte \(offset) gives interlace method \(method); PNG defines only 0 (none) "
                + "and 1 (Adam7)."

        case .missingPalette:
            return "the image is indexed (colour type 3) but has no PLTE chunk before its image data."
        case .invalidPaletteLength(let length, let offset, let depth):
            return "chunk PLTE at byte \(offset) is \(length) bytes long; it must hold 1 to "
                + "\(min(256, 1 << depth)) entries of 3 bytes."
        case .invalidTransparency(let offset, let reason):
            return "chunk tRNS at byte \(offset) is invalid: \(reason)."
        case .paletteIndexOutOfRange(let index, let count, let x, let y):
            return "the pixel at (\(x), \(y)) uses palette index \(index), but the palette has only \(count) "
                + "entries."

        case .missingImageData(let endOffset):
            return "the file has no IDAT chunk (no image data) before its IEND chunk at byte \(endOffset)."
        case .imageDataNotConsecutive(let offset, let after):
            return "chunk IDAT at byte \(offset) follows a \(after) chunk that came after earlier IDAT "
                + "chunks, but IDAT chunks must be consecutive."
        case .corruptImageData(let offset, let detail):
            return "the compressed image data is corrupt (zlib: \(detail)) in the IDAT chunk at byte \(offset)."
        case .imageDataTooShort(let expected, let actual):
            return "the image data is too short: the IDAT chunks decompress to \(actual) bytes, but the "
                + "image needs \(expected)."
        case .imageDataTooLong(let expected):
            return "the image data is too long: the IDAT chunks decompress to more than the \(expected) "
                + "bytes the image needs."
        case .dataAfterImageStream(let offset):
            return "the IDAT chunk at byte \(offset) holds data after the end of the compressed image stream."
        case .invalidFilterType(let type, let row, let pass):
            let place = pass == 0 ? "scanline \(row)" : "scanline \(row) of interlace pass \(pass)"
            return "\(place) has filter type \(type), but only 0 to 4 exist: the image data is corrupt."
        case .decompressorUnavailable(let detail):
            return "zlib could not start decompressing (\(detail))."
        }
    }
}
