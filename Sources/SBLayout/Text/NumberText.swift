/// Numbers as sbrender writes them everywhere a person reads one (messages, `sbrender layout`'s
/// JSON, the gallery's commands): a whole number without a fraction (`3`, `2000000`, `-5`), any
/// other in the shortest form that reads back as the same `Double` (`0.5`, `0.30000000000000004`),
/// and the values JSON has no word for as `nan`, `inf` and `-inf`. Written once, here.
package enum NumberText {
    /// Whole numbers up to this magnitude are written digit by digit: 2^53, past which a `Double`
    /// no longer holds every whole number (Swift's own description also switches to an exponent).
    package static let largestWhole: Double = 9_007_199_254_740_992

    /// `v` as text: `3`, `0.5`, `-2000000`, `nan`, `inf`.
    package static func plain(_ v: Double) -> String {
        if v.isNaN { return "nan" }
        if v.isInfinite { return v < 0 ? "-inf" : "inf" }
        if v == 0 { return "0" }
        if v == v.rounded(), abs(v) <= largestWhole { return String(Int64(v)) }
        return v.description
    }

    /// A size as the command line writes one: `393x852`, `0.5x10`.
    package static func size(_ width: Double, _ height: Double) -> String { "\(plain(width))x\(plain(height))" }
}
