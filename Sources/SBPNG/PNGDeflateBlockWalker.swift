/// Walks the blocks of a raw deflate stream (RFC 1951) without writing out what it holds: it
/// decodes the Huffman codes only to find where each block ends. Used to join independently
/// compressed chunks into one stream (``PNGChunkedDeflater``): the final block's BFINAL bit has
/// to be cleared and the stream continued right after its end-of-block code.
struct PNGDeflateBlockWalker {
    /// Where the final block's header starts and where the stream ends (just past the final
    /// block's end-of-block code), in bits from the start of the data.
    struct FinalBlock: Equatable {
        var header: Int
        var end: Int
    }

    private let data: UnsafeRawBufferPointer
    private let bitCount: Int
    private var position = 0
    private var literals = HuffmanTable()
    private var distances = HuffmanTable()
    private var lengths = [UInt8](repeating: 0, count: 320)

    private init(_ data: UnsafeRawBufferPointer) {
        self.data = data
        bitCount = data.count * 8
    }

    /// The final block of the stream in `data`, or nil when the data is not a complete, valid
    /// deflate stream.
    static func finalBlock(in data: UnsafeRawBufferPointer) -> FinalBlock? {
        var walker = PNGDeflateBlockWalker(data)
        return walker.walk()
    }

    private mutating func walk() -> FinalBlock? {
        while true {
            let header = position
            guard position + 3 <= bitCount else { return nil }
            let final = bits(1)
            let type = bits(2)
            switch type {
            case 0:
                guard skipStored() else { return nil }
            case 1:
                literals.build(Self.fixedLiteralLengths)
                distances.build(Self.fixedDistanceLengths)
                guard skipCodes() else { return nil }
            case 2:
                guard readDynamicTables(), skipCodes() else { return nil }
            default:
                return nil
            }
            guard position <= bitCount else { return nil }
            if final == 1 { return FinalBlock(header: header, end: position) }
        }
    }

    /// The next `count` (at most 32) bits, least significant first; zeros past the end (the
    /// callers check the position against the end).
    @inline(__always)
    private func peek(_ count: Int) -> Int {
        let byte = position >> 3, shift = position & 7
        var word: UInt64 = 0
        if byte + 8 <= data.count {
            word = UInt64(littleEndian: data.loadUnaligned(fromByteOffset: byte, as: UInt64.self))
        } else {
            var i = 0
            while byte + i < data.count, i < 8 {
                word |= UInt64(data[byte + i]) << (8 * UInt64(i))
                i += 1
            }
        }
        return Int(truncatingIfNeeded: (word >> UInt64(shift)) & ((1 << UInt64(count)) - 1))
    }

    @inline(__always)
    private mutating func bits(_ count: Int) -> Int {
        let value = peek(count)
        position += count
        return value
    }

    private mutating func skipStored() -> Bool {
        position = (position + 7) & ~7
        guard position + 32 <= bitCount else { return false }
        let length = bits(16), complement = bits(16)
        guard length ^ complement == 0xFFFF else { return false }
        position += 8 * length
        return position <= bitCount
    }

    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private mutating func readDynamicTables() -> Bool {
        guard position + 14 <= bitCount else { return false }
        let literalCount = bits(5) + 257, distanceCount = bits(5) + 1, codeLengthCount = bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else { return false }
        var codeLengths = [UInt8](repeating: 0, count: 19)
        for i in 0..<codeLengthCount {
            codeLengths[Self.codeLengthOrder[i]] = UInt8(bits(3))
        }
        var lengthCode = HuffmanTable()
        guard lengthCode.build(codeLengths[...]) else { return false }
        let total = literalCount + distanceCount
        var i = 0
        while i < total {
            guard position < bitCount, let symbol = decode(lengthCode) else { return false }
            switch symbol {
            case 0...15:
                lengths[i] = UInt8(symbol)
                i += 1
            case 16:
                guard i > 0 else { return false }
                let repeats = 3 + bits(2)
                guard i + repeats <= total else { return false }
                for j in 0..<repeats { lengths[i + j] = lengths[i - 1] }
                i += repeats
            default:
                let repeats = symbol == 17 ? 3 + bits(3) : 11 + bits(7)
                guard i + repeats <= total else { return false }
                for j in 0..<repeats { lengths[i + j] = 0 }
                i += repeats
            }
        }
        guard lengths[256] != 0 else { return false }
        return literals.build(lengths[0..<literalCount]) && distances.build(lengths[literalCount..<total])
    }

    private static let lengthExtraBits: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3,
                                                 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceExtraBits: [Int] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8,
                                                   9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// Skips literal/length and distance codes up to and including the end-of-block code.
    private mutating func skipCodes() -> Bool {
        while true {
            guard position < bitCount, let symbol = decode(literals) else { return false }
            if symbol < 256 { continue }
            if symbol == 256 { return true }
            guard symbol <= 285 else { return false }
            position += Self.lengthExtraBits[symbol - 257]
            guard let distance = decode(distances), distance < 30 else { return false }
            position += Self.distanceExtraBits[distance]
        }
    }

    /// The next symbol of `table`'s code, or nil for a code that is not in it.
    @inline(__always)
    private mutating func decode(_ table: HuffmanTable) -> Int? {
        let entry = table.fast[peek(HuffmanTable.fastBits)]
        if entry != 0 {
            position += Int(entry & 15)
            return Int(entry >> 4)
        }
        // Longer than the fast table's bits (or not a code): one bit at a time, canonically.
        var code = 0, first = 0, index = 0
        for length in 1...15 {
            code |= bits(1)
            let count = Int(table.counts[length])
            if code - first < count { return Int(table.symbols[index + code - first]) }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        return nil
    }

    private static let fixedLiteralLengths: ArraySlice<UInt8> =
        ([UInt8](repeating: 8, count: 144) + [UInt8](repeating: 9, count: 112) + [UInt8](repeating: 7, count: 24)
            + [UInt8](repeating: 8, count: 8))[...]
    private static let fixedDistanceLengths: ArraySlice<UInt8> = [UInt8](repeating: 5, count: 30)[...]
}

/// A canonical Huffman code: a table of the codes of at most ``fastBits`` bits indexed by the
/// next bits of the stream, and the counts and symbols for the longer ones.
private struct HuffmanTable {
    static let fastBits = 10
    /// symbol << 4 | code length; 0 where no code of at most `fastBits` bits matches.
    var fast = [UInt16](repeating: 0, count: 1 << fastBits)
    var counts = [UInt16](repeating: 0, count: 16)
    var symbols = [UInt16](repeating: 0, count: 288)

    /// Builds the code of these code lengths (0: symbol unused). False when the lengths
    /// over-subscribe the code space.
    @discardableResult
    mutating func build(_ lengths: ArraySlice<UInt8>) -> Bool {
        for i in 0..<16 { counts[i] = 0 }
        for length in lengths { counts[Int(length)] += 1 }
        counts[0] = 0
        var left = 1
        for length in 1...15 {
            left <<= 1
            left -= Int(counts[length])
            if left < 0 { return false }
        }
        var offsets = [Int](repeating: 0, count: 16)
        for length in 1..<15 { offsets[length + 1] = offsets[length] + Int(counts[length]) }
        // Canonical codes: those of one length are consecutive, in symbol order, and each
        // length's first code follows the previous length's last, shifted left by one.
        var next = [Int](repeating: 0, count: 16)
        var code = 0
        for length in 1...15 {
            next[length] = code
            code = (code + Int(counts[length])) << 1
        }
        for i in 0..<fast.count { fast[i] = 0 }
        for (offset, length) in lengths.enumerated() where length != 0 {
            let symbol = offset, l = Int(length)
            symbols[offsets[l]] = UInt16(symbol)
            offsets[l] += 1
            let value = next[l]
            next[l] += 1
            if l <= Self.fastBits {
                // The stream holds the code's bits most significant first: index by the reverse.
                var reversed = 0
                for b in 0..<l where value & (1 << b) != 0 { reversed |= 1 << (l - 1 - b) }
                let entry = UInt16(symbol << 4 | l)
                var index = reversed
                while index < fast.count {
                    fast[index] = entry
                    index += 1 << l
                }
            }
        }
        return true
    }
}
