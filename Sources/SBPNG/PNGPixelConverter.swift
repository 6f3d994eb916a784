/// Turns reconstructed scanlines of any PNG colour type and bit depth into RGBA8 pixels.
///
/// Greyscale below 8 bits is scaled to the full range (a 2-bit 3 becomes 255), 16-bit samples are
/// rounded to 8 bits with `(v * 255 + 32767) / 65535`, and tRNS colours are matched at the
/// image's own bit depth before scaling. Gamma, chromaticities and significant bits are ignored.
struct PNGPixelConverter: Sendable {
    let header: PNGHeader
    /// The RGBA table of an indexed image.
    let palette: PNGPalette?
    /// The transparent colour of a greyscale or truecolour image.
    let transparency: PNGTransparency?

    /// Converts one scanline of `count` pixels from `source`, writing pixel i at
    /// `destination + i * step` (step in bytes: 4, or 4 * the pass's column step).
    /// Returns the index of the first pixel whose palette index is out of range, or nil.
    func convert(_ source: UnsafePointer<UInt8>, count: Int, into destination: UnsafeMutablePointer<UInt8>,
                 step: Int) -> Int? {
        let depth = header.bitDepth
        switch header.colorType {
        case .greyscale:
            let key = transparency.map { Int($0.samples[0]) } ?? -1
            if depth == 16 {
                for i in 0..<count {
                    let raw = Int(source[2 * i]) << 8 | Int(source[2 * i + 1])
                    let v = Self.reduce(raw)
                    write(destination + i * step, v, v, v, raw == key ? 0 : 255)
                }
            } else if depth == 8 {
                for i in 0..<count {
                    let raw = Int(source[i])
                    let v = UInt8(truncatingIfNeeded: raw)
                    write(destination + i * step, v, v, v, raw == key ? 0 : 255)
                }
            } else {
                let mask = (1 << depth) - 1
                let scale = 255 / mask
                for i in 0..<count {
                    let raw = Self.packedSample(source, index: i, depth: depth, mask: mask)
                    let v = UInt8(truncatingIfNeeded: raw * scale)
                    write(destination + i * step, v, v, v, raw == key ? 0 : 255)
                }
            }
        case .truecolor:
            let key = transparency.map { (Int($0.samples[0]), Int($0.samples[1]), Int($0.samples[2])) } ?? (-1, -1, -1)
            if depth == 16 {
                for i in 0..<count {
                    let s = source + 6 * i
                    let r = Int(s[0]) << 8 | Int(s[1]), g = Int(s[2]) << 8 | Int(s[3]), b = Int(s[4]) << 8 | Int(s[5])
                    let opaque = r != key.0 || g != key.1 || b != key.2
                    write(destination + i * step, Self.reduce(r), Self.reduce(g), Self.reduce(b), opaque ? 255 : 0)
                }
            } else if transparency == nil && step == 4 {
                // Four pixels (12 bytes: one 8-byte and one 4-byte load) at a time into two
                // 8-byte stores, alpha 255 or-ed in; then whole words: each pixel's three bytes
                // (and the next pixel's first, replaced by alpha 255); the last pixel byte by
                // byte, so nothing past the row is read.
                let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(destination)
                var start = 0
                #if _endian(little)
                let opaque: UInt64 = 0xFF00_0000_FF00_0000, rgb: UInt64 = 0x00FF_FFFF
                while start + 4 <= count {
                    let low = from.loadUnaligned(fromByteOffset: 3 * start, as: UInt64.self)
                    let high = UInt64(from.loadUnaligned(fromByteOffset: 3 * start + 8, as: UInt32.self))
                    let first = (low & rgb) | ((low >> 24) & rgb) << 32
                    let second = ((low >> 48) | (high << 16)) & rgb | ((high >> 8) & rgb) << 32
                    to.storeBytes(of: first | opaque, toByteOffset: 4 * start, as: UInt64.self)
                    to.storeBytes(of: second | opaque, toByteOffset: 4 * start + 8, as: UInt64.self)
                    start += 4
                }
                #endif
                for i in start..<max(start, count - 1) {
                    let word = from.loadUnaligned(fromByteOffset: 3 * i, as: UInt32.self)
                    to.storeBytes(of: (UInt32(littleEndian: word) | 0xFF00_0000).littleEndian, toByteOffset: 4 * i, as: UInt32.self)
                }
                let s = source + 3 * (count - 1)
                write(destination + 4 * (count - 1), s[0], s[1], s[2], 255)
            } else {
                for i in 0..<count {
                    let s = source + 3 * i
                    let opaque = Int(s[0]) != key.0 || Int(s[1]) != key.1 || Int(s[2]) != key.2
                    write(destination + i * step, s[0], s[1], s[2], opaque ? 255 : 0)
                }
            }
        case .indexed:
            guard let palette else { return 0 }
            return palette.table.withUnsafeBufferPointer { table -> Int? in
                let mask = (1 << depth) - 1
                for i in 0..<count {
                    let index = depth == 8 ? Int(source[i]) : Self.packedSample(source, index: i, depth: depth, mask: mask)
                    if index >= palette.count { return i }
                    let entry = index * 4
                    write(destination + i * step, table[entry], table[entry + 1], table[entry + 2], table[entry + 3])
                }
                return nil
            }
        case .greyscaleAlpha:
            if depth == 16 {
                for i in 0..<count {
                    let s = source + 4 * i
                    let v = Self.reduce(Int(s[0]) << 8 | Int(s[1]))
                    write(destination + i * step, v, v, v, Self.reduce(Int(s[2]) << 8 | Int(s[3])))
                }
            } else {
                for i in 0..<count {
                    let s = source + 2 * i
                    write(destination + i * step, s[0], s[0], s[0], s[1])
                }
            }
        case .truecolorAlpha:
            if depth == 16 {
                for i in 0..<count {
                    let s = source + 8 * i
                    write(destination + i * step, Self.reduce(Int(s[0]) << 8 | Int(s[1])),
                          Self.reduce(Int(s[2]) << 8 | Int(s[3])), Self.reduce(Int(s[4]) << 8 | Int(s[5])),
                          Self.reduce(Int(s[6]) << 8 | Int(s[7])))
                }
            } else if step == 4 {
                destination.update(from: source, count: count * 4)
            } else {
                for i in 0..<count {
                    let s = source + 4 * i
                    write(destination + i * step, s[0], s[1], s[2], s[3])
                }
            }
        }
        return nil
    }

    @inline(__always)
    private func write(_ p: UnsafeMutablePointer<UInt8>, _ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) {
        p[0] = r
        p[1] = g
        p[2] = b
        p[3] = a
    }

    /// A 16-bit sample rounded to 8 bits.
    @inline(__always)
    static func reduce(_ value: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: (value * 255 + 32767) / 65535)
    }

    /// Sample `index` of a row packed at 1, 2 or 4 bits per sample, leftmost pixel in the high bits.
    @inline(__always)
    private static func packedSample(_ source: UnsafePointer<UInt8>, index: Int, depth: Int, mask: Int) -> Int {
        let bit = index * depth
        let shift = 8 - depth - (bit & 7)
        return (Int(source[bit >> 3]) >> shift) & mask
    }
}
