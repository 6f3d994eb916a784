import SBLayout

extension ContentMode {
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
