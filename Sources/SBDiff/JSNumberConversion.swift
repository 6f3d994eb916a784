/// The two number conversions of JavaScript that pixelmatch's results depend on, reproduced
/// exactly so that out-of-range values behave as they do there.
enum JSNumberConversion {
    /// ECMAScript ToInt32, as applied by `x | 0`: truncate, wrap modulo 2^32, read as signed.
    static func toInt32(_ value: Double) -> Int32 {
        guard value.isFinite else { return 0 }
        let truncated = value.rounded(.towardZero)
        if truncated >= -2_147_483_648, truncated <= 2_147_483_647 {
            return Int32(truncated)
        }
        var wrapped = truncated.truncatingRemainder(dividingBy: 4_294_967_296)
        if wrapped < 0 { wrapped += 4_294_967_296 }
        return Int32(truncatingIfNeeded: UInt32(wrapped))
    }

    /// ECMAScript ToUint8, as applied when a number is stored into a `Uint8Array` (pixelmatch's
    /// output buffer): truncate, wrap modulo 256. NaN and infinities become 0.
    @inline(__always)
    static func toUInt8(_ value: Double) -> UInt8 {
        if value >= 0, value < 256 { return UInt8(value) }
        guard value.isFinite else { return 0 }
        var wrapped = value.rounded(.towardZero).truncatingRemainder(dividingBy: 256)
        if wrapped < 0 { wrapped += 256 }
        return UInt8(wrapped)
    }
}
