/// Why an image could not be encoded as PNG.
package enum PNGEncoderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// PNG cannot store an image with no pixels.
    case emptyImage(width: Int, height: Int)
    /// The image is larger than `PNGLimits` (what `PNGDecoder` reads back).
    case imageTooLarge(width: Int, height: Int)
    /// The region to encode is empty or not inside the image.
    case regionOutOfBounds(PNGRegion, imageWidth: Int, imageHeight: Int)
    /// Only truecolour (RGB) and truecolour with alpha (RGBA) images are written.
    case unsupportedColorType(PNGColorType)
    /// The compression level is outside what the backend accepts.
    case invalidCompressionLevel(Int, backend: String, allowed: ClosedRange<Int>)
    /// The compression library failed (out of memory, or a library mismatch).
    case compressorFailure(String)
    /// A chunk's data would be longer than PNG's limit of 2^31 - 1 bytes.
    case chunkTooLong(PNGChunkName, length: Int)

    /// One sentence: what is wrong and what is accepted.
    package var description: String {
        switch self {
        case .emptyImage(let width, let height):
            return "cannot encode a \(width) x \(height) image as PNG: both sides must be at least 1 pixel."
        case .imageTooLarge(let width, let height):
            return "cannot encode a \(width) x \(height) image: it is larger than sbrender reads back (at most "
                + "\(PNGLimits.maximumSide) pixels a side and \(PNGLimits.maximumPixels) pixels in total)."
        case .regionOutOfBounds(let region, let width, let height):
            return "cannot encode the region \(region) of a \(width) x \(height) image: it must be non-empty "
                + "and inside the image."
        case .unsupportedColorType(let type):
            return "cannot write \(type): the encoder writes only colour types 2 (RGB) and 6 (RGBA)."
        case .invalidCompressionLevel(let level, let backend, let allowed):
            return "compression level \(level) is not valid for \(backend) (allowed: \(allowed.lowerBound) to "
                + "\(allowed.upperBound))."
        case .compressorFailure(let detail):
            return "compression failed: \(detail)."
        case .chunkTooLong(let name, let length):
            return "chunk \(name) would hold \(length) bytes, more than the PNG limit of \(PNGLimits.maximumChunkLength)."
        }
    }
}
