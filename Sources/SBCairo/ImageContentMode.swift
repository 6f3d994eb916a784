import CCairo

/// How an image is fitted into a rectangle (UIView.ContentMode's scaling cases).
public enum ImageContentMode: Sendable, Hashable {
    /// Scale to cover the rectangle, keeping the aspect ratio, cropping the overflow, centred.
    case aspectFill
    /// Scale to fit inside the rectangle, keeping the aspect ratio, centred.
    case aspectFit
    /// Stretch to the rectangle.
    case scaleToFill

    /// The scale factors that map an `imageWidth` x `imageHeight` image into a
    /// `width` x `height` rectangle.
    func scales(imageWidth: Double, imageHeight: Double, width: Double, height: Double) -> (x: Double, y: Double) {
        let sx = width / imageWidth, sy = height / imageHeight
        switch self {
        case .aspectFill: let s = max(sx, sy); return (s, s)
        case .aspectFit: let s = min(sx, sy); return (s, s)
        case .scaleToFill: return (sx, sy)
        }
    }
}

/// How image pixels are sampled when scaled (cairo_filter_t).
public enum ImageFilter: Sendable, Hashable, CaseIterable {
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
