/// Why two images could not be compared.
package enum ImageDiffError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The images do not have the same width and height.
    case sizeMismatch(referenceWidth: Int, referenceHeight: Int, actualWidth: Int, actualHeight: Int)
    /// An image's sample buffer does not hold `width * height * 4` bytes.
    case malformedImage(role: String, width: Int, height: Int, byteCount: Int)
    /// A picture given as PNG bytes cannot be decoded.
    case unreadablePNG(role: String, reason: String)

    /// What is wrong, with both sizes or the byte count.
    package var description: String {
        switch self {
        case let .sizeMismatch(rw, rh, aw, ah):
            return "image sizes do not match: reference is \(rw)x\(rh), actual is \(aw)x\(ah)"
        case let .malformedImage(role, width, height, byteCount):
            return "\(role) image is malformed: \(width)x\(height) needs \(width) * \(height) * 4 bytes, has \(byteCount)"
        case let .unreadablePNG(role, reason):
            return "the \(role) picture is not a readable PNG: \(reason)"
        }
    }
}
