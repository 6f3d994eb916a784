/// The sizes SBCairo agrees to allocate. Cairo itself accepts up to 32767 pixels a side, but a
/// frame that large is almost always a mistake in a scene file, and four of them in parallel
/// would need gigabytes; rejecting early gives a message that names the size.
package enum SurfaceLimits {
    /// The longest side of an image surface, in pixels.
    package static let maximumSide = 16_384
    /// The most pixels an image surface may hold (2^28, one gigabyte of ARGB32).
    package static let maximumPixels = 1 << 28
    /// The longest side of an SVG or PDF page, in points (cairo's own limit for vector pages
    /// is far larger; this keeps documents within what viewers open).
    package static let maximumVectorSide = 16_384.0

    /// Throws `CairoError.invalidSize` unless `width` x `height` is an acceptable image size.
    static func validateImage(width: Int, height: Int) throws {
        let w = Double(width), h = Double(height)
        guard width > 0, height > 0 else {
            throw CairoError.invalidSize(width: w, height: h,
                                         reason: "both sides must be at least 1 pixel")
        }
        guard width <= maximumSide, height <= maximumSide else {
            throw CairoError.invalidSize(width: w, height: h,
                                         reason: "a side is longer than \(maximumSide) pixels")
        }
        guard width * height <= maximumPixels else {
            throw CairoError.invalidSize(
                width: w, height: h,
                reason: "\(width * height) pixels is more than the \(maximumPixels) allowed")
        }
    }

    /// Throws `CairoError.invalidSize` unless `width` x `height` points is an acceptable page.
    static func validateVector(width: Double, height: Double) throws {
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw CairoError.invalidSize(width: width, height: height,
                                         reason: "both sides must be finite and positive")
        }
        guard width <= maximumVectorSide, height <= maximumVectorSide else {
            throw CairoError.invalidSize(
                width: width, height: height,
                reason: "a side is longer than \(Int(maximumVectorSide)) points")
        }
    }
}
