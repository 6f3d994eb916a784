/// How the encoder chooses the filter of each scanline (PNG 1.2, section 6).
package enum PNGFilterStrategy: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Filter type 0 on every row: the bytes as they are.
    case none
    /// Filter type 1 on every row: difference with the pixel to the left.
    case sub
    /// Filter type 2 on every row: difference with the pixel above.
    case up
    /// Filter type 3 on every row: difference with the mean of left and above.
    case average
    /// Filter type 4 on every row: difference with the Paeth predictor.
    case paeth
    /// Per row, the filter whose output has the smallest sum of absolute values (bytes read as
    /// signed), the heuristic of the PNG specification and libpng.
    case adaptive
    /// Per row: no filter when at least half of the row's bytes repeat the byte one pixel to the
    /// left (flat colours, gradients, text on plain backgrounds: rendered UI), where deflate's
    /// string matching does better on the raw bytes than on filter residuals; `adaptive`
    /// otherwise (photographs, noise). On sbrender's benchmark screen it is as small as `none`
    /// and 8 ms faster than `adaptive`; on a photograph it is as small as `adaptive`. With zlib's
    /// `.rle` and `.huffmanOnly` strategies, which do not match strings, it means `adaptive`.
    case automatic

    /// The strategy's name, as its case is spelled ("none", "adaptive", "automatic", ...).
    package var description: String {
        switch self {
        case .none: "none"
        case .sub: "sub"
        case .up: "up"
        case .average: "average"
        case .paeth: "paeth"
        case .adaptive: "adaptive"
        case .automatic: "automatic"
        }
    }
}
