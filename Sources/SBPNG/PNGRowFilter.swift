/// Applies the PNG scanline filters (PNG 1.2, section 6) when encoding.
///
/// Rows are raw bytes; `previous` is the unfiltered row above (all zeros for the first row) and
/// `stride` the bytes per pixel (3 or 4 here, any value at least 1 works).
struct PNGRowFilter {
    /// Bytes per scanline, without the filter-type byte.
    let count: Int
    /// Bytes per pixel.
    let stride: Int
    /// Scratch rows for the adaptive strategy (filter types 1...4, one after the other).
    private var scratch: [UInt8]

    init(count: Int, stride: Int) {
        self.count = count
        self.stride = stride
        self.scratch = []
    }

    /// Writes the filter-type byte and the filtered row at `out` (1 + `count` bytes).
    mutating func filter(_ row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>,
                         strategy: PNGFilterStrategy, into out: UnsafeMutablePointer<UInt8>) {
        switch strategy {
        case .none:
            out[0] = 0
            (out + 1).update(from: row, count: count)
        case .sub:
            out[0] = 1
            _ = Self.sub(row, count: count, stride: stride, into: out + 1)
        case .up:
            out[0] = 2
            _ = Self.up(row, previous: previous, count: count, into: out + 1)
        case .average:
            out[0] = 3
            _ = Self.average(row, previous: previous, count: count, stride: stride, into: out + 1)
        case .paeth:
            out[0] = 4
            _ = Self.paeth(row, previous: previous, count: count, stride: stride, into: out + 1)
        case .adaptive:
            adaptive(row, previous: previous, into: out)
        case .automatic:
            if Self.mostlyRepeats(row, count: count, stride: stride) {
                out[0] = 0
                (out + 1).update(from: row, count: count)
            } else {
                adaptive(row, previous: previous, into: out)
            }
        }
    }

    /// Tries all five filters and keeps the one with the smallest sum of |signed byte|; ties go to
    /// the lower filter type.
    private mutating func adaptive(_ row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>,
                                   into out: UnsafeMutablePointer<UInt8>) {
        let count = self.count, stride = self.stride
        if scratch.count != 4 * count {
            scratch = [UInt8](repeating: 0, count: 4 * count)
        }
        scratch.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let costs = [
                Self.cost(row, count: count),
                Self.sub(row, count: count, stride: stride, into: base),
                Self.up(row, previous: previous, count: count, into: base + count),
                Self.average(row, previous: previous, count: count, stride: stride, into: base + 2 * count),
                Self.paeth(row, previous: previous, count: count, stride: stride, into: base + 3 * count),
            ]
            var best = 0
            for type in 1..<5 where costs[type] < costs[best] {
                best = type
            }
            out[0] = UInt8(best)
            (out + 1).update(from: best == 0 ? row : UnsafePointer(base + (best - 1) * count), count: count)
        }
    }

    /// True when at least half of the bytes after the first pixel equal the byte `stride` before
    /// them. Compares eight bytes at a time and stops as soon as the answer is known.
    static func mostlyRepeats(_ row: UnsafePointer<UInt8>, count: Int, stride: Int) -> Bool {
        let total = count - stride
        guard total > 0 else { return true }
        let needed = (total + 1) / 2
        let raw = UnsafeRawPointer(row)
        var same = 0
        var i = stride
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        while i + 8 <= count {
            let x = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                ^ raw.loadUnaligned(fromByteOffset: i - stride, as: UInt64.self)
            // A byte of `zero` has its top bit set exactly where the byte of x is 0.
            let zero = ~(((x & low7) &+ low7) | x | low7)
            same += zero.nonzeroBitCount
            i += 8
            if same >= needed { return true }
            if same + (count - i) < needed { return false }
        }
        while i < count {
            if row[i] == row[i - stride] { same += 1 }
            i += 1
        }
        return same >= needed
    }

    /// Sum of the bytes read as signed values, in absolute value.
    @inline(__always)
    private static func cost(_ bytes: UnsafePointer<UInt8>, count: Int) -> Int {
        var sum = 0
        for i in 0..<count {
            sum &+= magnitude(bytes[i])
        }
        return sum
    }

    @inline(__always)
    private static func magnitude(_ byte: UInt8) -> Int {
        let signed = Int(Int8(bitPattern: byte))
        return signed < 0 ? -signed : signed
    }

    /// The filtered rows below also return their cost (sum of |signed byte|).
    @inline(__always)
    static func sub(_ row: UnsafePointer<UInt8>, count: Int, stride: Int,
                    into out: UnsafeMutablePointer<UInt8>) -> Int {
        var sum = 0
        let head = min(stride, count)
        for i in 0..<head {
            out[i] = row[i]
            sum &+= magnitude(row[i])
        }
        var i = head
        while i < count {
            let value = row[i] &- row[i - stride]
            out[i] = value
            sum &+= magnitude(value)
            i += 1
        }
        return sum
    }

    @inline(__always)
    static func up(_ row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, count: Int,
                   into out: UnsafeMutablePointer<UInt8>) -> Int {
        var sum = 0
        for i in 0..<count {
            let value = row[i] &- previous[i]
            out[i] = value
            sum &+= magnitude(value)
        }
        return sum
    }

    @inline(__always)
    static func average(_ row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, count: Int, stride: Int,
                        into out: UnsafeMutablePointer<UInt8>) -> Int {
        var sum = 0
        let head = min(stride, count)
        for i in 0..<head {
            let value = row[i] &- (previous[i] >> 1)
            out[i] = value
            sum &+= magnitude(value)
        }
        var i = head
        while i < count {
            let mean = UInt8(truncatingIfNeeded: (UInt16(row[i - stride]) &+ UInt16(previous[i])) >> 1)
            let value = row[i] &- mean
            out[i] = value
            sum &+= magnitude(value)
            i += 1
        }
        return sum
    }

    @inline(__always)
    static func paeth(_ row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, count: Int, stride: Int,
                      into out: UnsafeMutablePointer<UInt8>) -> Int {
        let head = min(stride, count)
        // With nothing to the left (a = c = 0), the predictor is the byte above: the Up filter.
        var sum = up(row, previous: previous, count: head, into: out)
        var i = head
        while i < count {
            let a = Int32(row[i - stride]), b = Int32(previous[i]), c = Int32(previous[i - stride])
            let pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c)
            let predictor = (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c)
            let value = row[i] &- UInt8(truncatingIfNeeded: predictor)
            out[i] = value
            sum &+= magnitude(value)
            i += 1
        }
        return sum
    }
}
