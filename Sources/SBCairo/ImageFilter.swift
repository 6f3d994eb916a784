import CCairo

/// How image pixels are sampled when scaled (cairo_filter_t).
package enum ImageFilter: Sendable, Hashable, CaseIterable {
    /// Nearest pixel: hard edges, for pixel art and exact copies.
    case nearest
    /// Bilinear interpolation.
    case bilinear
    /// Cairo's "good": bilinear up, box-filtered down. The default.
    case good
    /// Cairo's "best": the slowest, smoothest.
    case best

    var cairoValue: cairo_filter_t {
        switch self {
        case .nearest: CAIRO_FILTER_NEAREST
        case .bilinear: CAIRO_FILTER_BILINEAR
        case .good: CAIRO_FILTER_GOOD
        case .best: CAIRO_FILTER_BEST
        }
    }
}
