import CZlib

/// The CRC-32 of PNG chunks (ISO 3309 / ITU-T V.42, as in zlib), computed by zlib's `crc32`.
enum PNGCRC {
    /// The CRC of `bytes`, continuing from `initial` (0 to start).
    static func checksum(_ bytes: UnsafeRawBufferPointer, continuing initial: UInt32 = 0) -> UInt32 {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return initial }
        var crc = UInt(initial)
        var pointer = base.assumingMemoryBound(to: UInt8.self)
        var remaining = bytes.count
        // crc32 takes a 32-bit length: feed huge buffers in pieces.
        while remaining > 0 {
            let piece = min(remaining, 1 << 30)
            crc = crc32(crc, pointer, UInt32(piece))
            pointer += piece
            remaining -= piece
        }
        return UInt32(truncatingIfNeeded: crc)
    }

    /// The CRC of `bytes[range]`; the caller guarantees the range is inside the array.
    static func checksum(_ bytes: [UInt8], range: Range<Int>) -> UInt32 {
        bytes.withUnsafeBytes { raw in
            checksum(UnsafeRawBufferPointer(rebasing: raw[range]))
        }
    }
}
