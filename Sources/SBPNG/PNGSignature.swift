/// The eight bytes every PNG file starts with, and a diagnosis when they are wrong.
enum PNGSignature {
    /// 0x89 'P' 'N' 'G' CR LF SUB LF.
    static let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Nil when `data` starts with the signature, otherwise what is wrong with it.
    static func problem(in data: [UInt8]) -> PNGSignatureProblem? {
        if data.count >= 8 && data[0..<8].elementsEqual(bytes) {
            return nil
        }
        if let format = otherFormat(data) {
            return .otherFormat(format)
        }
        if data.count < 8 {
            // A prefix of a real signature is just a short file.
            if data.elementsEqual(bytes.prefix(data.count)) {
                return .tooShort(length: data.count)
            }
        }
        if data.count >= 4 && data[0] == 0x09 && data[1..<4].elementsEqual(bytes[1..<4]) {
            return .highBitStripped
        }
        if data.count >= 4 && data[0..<4].elementsEqual(bytes[0..<4]) && hasRewrittenLineEndings(data) {
            return .lineEndingsConverted
        }
        if data.count < 8 {
            return .tooShort(length: data.count)
        }
        for index in 0..<8 where data[index] != bytes[index] {
            return .wrongByte(index: index, found: data[index], expected: bytes[index])
        }
        return nil
    }

    /// After "\x89PNG": one or two CR/LF bytes, SUB (0x1A), one or two CR/LF bytes, which is what
    /// CR LF -> LF, LF -> CR LF or LF -> CR conversions leave of "CR LF SUB LF".
    private static func hasRewrittenLineEndings(_ data: [UInt8]) -> Bool {
        let isLineEnd: (UInt8) -> Bool = { $0 == 0x0D || $0 == 0x0A }
        var index = 4
        var before = 0
        while index < data.count && before < 3 && isLineEnd(data[index]) {
            index += 1
            before += 1
        }
        guard (1...2).contains(before), index < data.count, data[index] == 0x1A else { return false }
        index += 1
        var after = 0
        while index < data.count && after < 3 && isLineEnd(data[index]) {
            index += 1
            after += 1
        }
        return (1...2).contains(after)
    }

    private static func otherFormat(_ data: [UInt8]) -> String? {
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            data.count >= offset + prefix.count && data[offset..<(offset + prefix.count)].elementsEqual(prefix)
        }
        if starts([0xFF, 0xD8, 0xFF]) { return "JPEG" }
        if starts(Array("GIF8".utf8)) { return "GIF" }
        if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) { return "WebP" }
        if starts(Array("BM".utf8)) && data.count >= 14 { return "BMP" }
        if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { return "TIFF" }
        return nil
    }
}
