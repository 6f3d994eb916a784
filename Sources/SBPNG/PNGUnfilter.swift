/// Reverses the five PNG scanline filters (PNG 1.2, section 6), in place.
enum PNGUnfilter {
    /// Reconstructs the `rows` scanlines of one pass that start at `data`, each a filter-type byte
    /// followed by `rowBytes` bytes; `stride` is the filter unit (bytes per pixel, at least 1).
    /// Afterwards each scanline's bytes hold the raw samples (the filter bytes are left alone).
    static func apply(_ data: UnsafeMutablePointer<UInt8>, rows: Int, rowBytes: Int, stride: Int,
                      pass: Int) throws(PNGError) {
        var previous: UnsafeMutablePointer<UInt8>? = nil
        for row in 0..<rows {
            let line = data + row * (rowBytes + 1)
            let current = line + 1
            guard apply(line[0], to: current, above: previous, count: rowBytes, stride: stride) else {
                throw .invalidFilterType(line[0], row: row, pass: pass)
            }
            previous = current
        }
    }

    /// Reconstructs one scanline's `count` bytes at `current`, filtered with filter `type`, given
    /// the reconstructed row `above` (nil for a pass's first row). False for an unknown type.
    static func apply(_ type: UInt8, to current: UnsafeMutablePointer<UInt8>, above: UnsafeMutablePointer<UInt8>?,
                      count: Int, stride: Int) -> Bool {
        switch (type, above) {
        case (0, _), (2, nil):
            break
        case (1, _):
            sub(current, count: count, stride: stride)
        case (2, .some(let above)):
            up(current, above: above, count: count)
        case (3, let above):
            average(current, above: above, count: count, stride: stride)
        case (4, let above):
            paeth(current, above: above, count: count, stride: stride)
        default:
            return false
        }
        return true
    }

    private static func sub(_ current: UnsafeMutablePointer<UInt8>, count: Int, stride: Int) {
        var i = stride
        while i < count {
            current[i] &+= current[i - stride]
            i += 1
        }
    }

    private static func up(_ current: UnsafeMutablePointer<UInt8>, above: UnsafeMutablePointer<UInt8>, count: Int) {
        for i in 0..<count {
            current[i] &+= above[i]
        }
    }

    private static func average(_ current: UnsafeMutablePointer<UInt8>, above: UnsafeMutablePointer<UInt8>?,
                                count: Int, stride: Int) {
        let head = min(stride, count)
        guard let above else {
            var i = stride
            while i < count {
                current[i] &+= current[i - stride] >> 1
                i += 1
            }
            return
        }
        for i in 0..<head {
            current[i] &+= above[i] >> 1
        }
        var i = stride
        while i < count {
            current[i] &+= UInt8(truncatingIfNeeded: (Int(current[i - stride]) + Int(above[i])) >> 1)
            i += 1
        }
    }

    private static func paeth(_ current: UnsafeMutablePointer<UInt8>, above: UnsafeMutablePointer<UInt8>?,
                              count: Int, stride: Int) {
        guard let above else {
            // With no row above, b = c = 0 and the predictor is always a: the Sub filter.
            sub(current, count: count, stride: stride)
            return
        }
        let head = min(stride, count)
        for i in 0..<head {
            current[i] &+= above[i]
        }
        var i = stride
        while i < count {
            current[i] &+= PNGPaeth.predict(left: current[i - stride], above: above[i], upperLeft: above[i - stride])
            i += 1
        }
    }
}
