/// Big-endian reads and writes on byte buffers, as PNG stores every multi-byte number.
enum PNGBytes {
    /// The big-endian 32-bit number at `index`; the caller guarantees four bytes are there.
    static func uint32(_ bytes: ArraySlice<UInt8>, at index: Int) -> UInt32 {
        UInt32(bytes[index]) << 24 | UInt32(bytes[index + 1]) << 16
            | UInt32(bytes[index + 2]) << 8 | UInt32(bytes[index + 3])
    }

    /// The big-endian 32-bit number at `index`; the caller guarantees four bytes are there.
    static func uint32(_ bytes: [UInt8], at index: Int) -> UInt32 {
        uint32(bytes[...], at: index)
    }

    /// The big-endian 16-bit number at `index`; the caller guarantees two bytes are there.
    static func uint16(_ bytes: ArraySlice<UInt8>, at index: Int) -> UInt16 {
        UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
    }

    /// Appends `value` as four big-endian bytes.
    static func append(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes.append(UInt8(truncatingIfNeeded: value >> 24))
        bytes.append(UInt8(truncatingIfNeeded: value >> 16))
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
        bytes.append(UInt8(truncatingIfNeeded: value))
    }
}
