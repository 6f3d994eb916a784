/// Hexadecimal spelling of bytes and CRCs for error messages ("0x89", "0x1A2B3C4D").
enum PNGHex {
    static func byte(_ value: UInt8) -> String {
        "0x" + digits(UInt64(value), width: 2)
    }

    static func word(_ value: UInt32) -> String {
        "0x" + digits(UInt64(value), width: 8)
    }

    private static func digits(_ value: UInt64, width: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
