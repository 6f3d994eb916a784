/// An APNG frame's delay as the fraction fcTL holds: delay_num / delay_den seconds, both 16-bit.
///
/// A frame lasts a whole number of ticks of 1 / fps (identical frames are merged into one). The
/// frame rate is read as the simplest fraction p / q within a billionth of it (30 is 30 / 1,
/// 29.97 is 2997 / 100, 12.5 is 25 / 2), so `ticks` ticks last exactly ticks x q / p seconds,
/// written as that fraction (in lowest terms when it would not fit otherwise). A rate whose single tick cannot be written so (p or q above 65,535,
/// such as 999.99) is refused. A run of identical frames too long for one fraction (more than
/// 65,535 s at 1 fps or less, say) is not clamped: the writer splits it into frames that each
/// hold an exact part (``maximumTicks``).
package struct APNGDelay: Sendable, Hashable {
    /// Seconds per tick, numerator: one tick lasts `tickNumerator / tickDenominator` seconds.
    package let tickNumerator: Int
    /// Seconds per tick, denominator.
    package let tickDenominator: Int

    /// The tick of a frame rate.
    /// - Throws: ``APNGError/inexactDelay(fps:)`` when one frame's delay cannot be written exactly.
    package init(fps: Double) throws {
        guard fps.isFinite, fps > 0, let (p, q) = APNGDelay.fraction(fps), p <= 65535, q <= 65535 else {
            throw APNGError.inexactDelay(fps: fps)
        }
        tickNumerator = q
        tickDenominator = p
    }

    /// The most ticks one frame can hold exactly: at least 65535 / q (for a rate of 30 fps,
    /// 65535 ticks, over 36 minutes).
    package var maximumTicks: Int { 65535 / tickNumerator }

    /// The fcTL fraction of `ticks` ticks (ticks x q / p, reduced only when it must be), or nil when it does not fit 16 bits.
    package func fraction(ticks: Int) -> (numerator: UInt16, denominator: UInt16)? {
        guard ticks > 0 else { return nil }
        let (product, overflow) = ticks.multipliedReportingOverflow(by: tickNumerator)
        guard !overflow else { return nil }
        if product <= 65535 { return (UInt16(product), UInt16(tickDenominator)) }
        let g = APNGDelay.gcd(product, tickDenominator)
        let n = product / g, d = tickDenominator / g
        guard n <= 65535, d <= 65535 else { return nil }
        return (UInt16(n), UInt16(d))
    }

    static func gcd(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }

    /// The simplest fraction p / q within 1e-9 of `x` (relative), by continued fractions; nil
    /// when none has a denominator up to 1,000,000.
    static func fraction(_ x: Double) -> (Int, Int)? {
        var (p0, q0, p1, q1) = (0, 1, 1, 0)
        var rest = x
        for _ in 0..<40 {
            let a = rest.rounded(.down)
            guard a < 1e9 else { return nil }
            let ai = Int(a)
            (p0, q0, p1, q1) = (p1, q1, ai * p1 + p0, ai * q1 + q0)
            if q1 > 1_000_000 { return nil }
            if abs(Double(p1) / Double(q1) - x) <= 1e-9 * x { return (p1, q1) }
            let f = rest - a
            guard f > 0 else { return (p1, q1) }
            rest = 1 / f
        }
        return nil
    }
}
