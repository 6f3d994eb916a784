/// Pixels that stay where they are (a drawing surface's buffer, an image's samples) for the
/// encoder to read row by row, so no RGBA8 copy of a whole picture has to be made first.
///
/// Only valid while the memory it points to is: make it inside the owner's `withUnsafe...` scope
/// and encode before leaving it. `Sendable` because it only reads: several threads may read the
/// rows at once as long as nobody writes to them meanwhile.
package struct PNGPixelRows: @unchecked Sendable {
    /// How each pixel is stored.
    package enum Layout: Sendable, Hashable {
        /// Four bytes R, G, B, A, straight (not premultiplied) alpha: ``RGBAImage``'s samples.
        case rgba8
        /// One native-endian 32-bit word per pixel, alpha in the high byte, then red, green and
        /// blue, premultiplied by alpha: cairo's `CAIRO_FORMAT_ARGB32`. Un-premultiplied with
        /// rounding on the way out (`c·255/a` to the nearest integer, at most 255; 0 where
        /// alpha is 0), as cairo's own PNG writer does.
        case premultipliedARGB32
    }

    /// The first byte of the top row.
    package let base: UnsafeRawPointer
    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int
    /// Bytes from the start of one row to the start of the next (at least `4 * width`).
    package let bytesPerRow: Int
    /// How each pixel is stored.
    package let layout: Layout

    /// Rows at `base`. Returns nil when a side is not positive or `bytesPerRow` is shorter than a
    /// row of `width` pixels.
    package init?(base: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int, layout: Layout) {
        guard width > 0, height > 0, width <= Int.max / 4, bytesPerRow >= 4 * width else { return nil }
        self.base = base
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.layout = layout
    }

    /// True when every pixel's alpha is 255.
    func rowsAreOpaque(_ rows: Range<Int>) -> Bool {
        let alphas: UInt64 = switch layout {
        case .rgba8: UInt64(littleEndian: 0xff00_0000_ff00_0000)
        case .premultipliedARGB32: 0xff00_0000_ff00_0000
        }
        let rowBytes = 4 * width
        for y in rows {
            let row = base + y * bytesPerRow
            var all = UInt64.max
            var index = 0
            while index + 8 <= rowBytes {
                all &= row.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                index += 8
            }
            if index < rowBytes {
                // One pixel left: put its word in both halves.
                let word = UInt64(row.loadUnaligned(fromByteOffset: index, as: UInt32.self))
                all &= word | word << 32
            }
            if all & alphas != alphas { return false }
        }
        return true
    }

    /// Writes row `y` as straight-alpha samples at `out`: R, G, B (and A when `channels` is 4),
    /// premultiplied components un-premultiplied with rounding (`c·255/a` to the nearest integer,
    /// as cairo's PNG writer does). With 3 channels the row must be opaque (alpha is dropped, not
    /// divided out).
    package func unpack(row y: Int, channels: Int, into out: UnsafeMutablePointer<UInt8>) {
        let row = base + y * bytesPerRow
        switch (layout, channels) {
        case (.premultipliedARGB32, 4) where Self.isLittleEndian && rowsAreOpaque(y..<(y + 1)):
            // Every word 0xFFRRGGBB: byte-swapped, shifted and alpha put back, it is R, G, B, 255
            // in memory; no branch per pixel, so the loop vectorises.
            let to = UnsafeMutableRawPointer(out)
            for x in 0..<width {
                let word = row.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self)
                to.storeBytes(of: word.byteSwapped >> 8 | 0xff00_0000, toByteOffset: 4 * x, as: UInt32.self)
            }
        case (.rgba8, 4):
            out.update(from: row.assumingMemoryBound(to: UInt8.self), count: 4 * width)
        case (.rgba8, _):
            // Whole pixels, 3 bytes apart: each store's fourth byte (alpha) is overwritten by the
            // next pixel; the last pixel byte by byte.
            let to = UnsafeMutableRawPointer(out)
            for i in 0..<(width - 1) {
                to.storeBytes(of: row.loadUnaligned(fromByteOffset: 4 * i, as: UInt32.self),
                              toByteOffset: 3 * i, as: UInt32.self)
            }
            let last = width - 1
            for c in 0..<3 { out[3 * last + c] = row.load(fromByteOffset: 4 * last + c, as: UInt8.self) }
        case (.premultipliedARGB32, 3) where Self.isLittleEndian:
            // Opaque (RGB is only asked for then): each word 0xAARRGGBB byte-swapped and shifted
            // is R, G, B, 0 in memory, 0x00BBGGRR as a number. The last pixel byte by byte.
            // Four pixels at a time: their twelve bytes joined into one 64-bit and one 32-bit
            // store.
            let to = UnsafeMutableRawPointer(out)
            var x = 0
            while x + 4 <= width - 1 {
                let p0 = UInt64(row.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self).byteSwapped >> 8)
                let p1 = UInt64(row.loadUnaligned(fromByteOffset: 4 * x + 4, as: UInt32.self).byteSwapped >> 8)
                let p2 = UInt64(row.loadUnaligned(fromByteOffset: 4 * x + 8, as: UInt32.self).byteSwapped >> 8)
                let p3 = row.loadUnaligned(fromByteOffset: 4 * x + 12, as: UInt32.self).byteSwapped >> 8
                to.storeBytes(of: p0 | p1 << 24 | p2 << 48, toByteOffset: 3 * x, as: UInt64.self)
                to.storeBytes(of: UInt32(truncatingIfNeeded: p2 >> 16) | p3 << 8, toByteOffset: 3 * x + 8,
                              as: UInt32.self)
                x += 4
            }
            while x < width - 1 {
                let word = row.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self)
                to.storeBytes(of: word.byteSwapped >> 8, toByteOffset: 3 * x, as: UInt32.self)
                x += 1
            }
            let word = row.loadUnaligned(fromByteOffset: 4 * (width - 1), as: UInt32.self)
            out[3 * width - 3] = UInt8(truncatingIfNeeded: word >> 16)
            out[3 * width - 2] = UInt8(truncatingIfNeeded: word >> 8)
            out[3 * width - 1] = UInt8(truncatingIfNeeded: word)
        case (.premultipliedARGB32, _):
            for x in 0..<width {
                let word = row.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self)
                let a = word >> 24
                let o = out + channels * x
                switch a {
                case 255:
                    o[0] = UInt8(truncatingIfNeeded: word >> 16)
                    o[1] = UInt8(truncatingIfNeeded: word >> 8)
                    o[2] = UInt8(truncatingIfNeeded: word)
                case 0:
                    o[0] = 0; o[1] = 0; o[2] = 0
                default:
                    o[0] = Self.unpremultiply((word >> 16) & 0xff, a)
                    o[1] = Self.unpremultiply((word >> 8) & 0xff, a)
                    o[2] = Self.unpremultiply(word & 0xff, a)
                }
                if channels == 4 { o[3] = UInt8(truncatingIfNeeded: a) }
            }
        }
    }

    private static let isLittleEndian = 1.littleEndian == 1

    /// `c·255/a` rounded, at most 255 (a premultiplied component never exceeds its alpha in a
    /// valid picture, but cairo does not promise that for every operator).
    @inline(__always)
    static func unpremultiply(_ c: UInt32, _ a: UInt32) -> UInt8 {
        UInt8(truncatingIfNeeded: min(255, (c * 255 + a / 2) / a))
    }
}
