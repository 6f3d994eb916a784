#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A picture as 8-bit red, green, blue and alpha samples, not premultiplied, row by row from the
/// top-left corner. The common currency of sbrender's image code: the PNG decoder produces it,
/// the PNG and APNG encoders and the image diff consume it.
public struct RGBAImage: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A for each pixel, rows top to bottom.
    public var pixels: [UInt8]

    /// Wraps existing samples. Returns nil when the buffer's length is not `width * height * 4`
    /// or a dimension is negative.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0,
              width.multipliedReportingOverflow(by: height).overflow == false,
              pixels.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A picture of one colour (transparent black by default).
    public init(width: Int, height: Int, fill: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0, 0, 0, 0)) {
        let w = max(0, width), h = max(0, height)
        self.width = w
        self.height = h
        var buffer = [UInt8](repeating: 0, count: w * h * 4)
        if fill != (0, 0, 0, 0) {
            for i in stride(from: 0, to: buffer.count, by: 4) {
                buffer[i] = fill.r; buffer[i + 1] = fill.g; buffer[i + 2] = fill.b; buffer[i + 3] = fill.a
            }
        }
        self.pixels = buffer
    }

    /// The same size and the same samples. The samples are compared as memory, not byte by byte
    /// (a 3x screen is 12 MB, and the renderer compares a picture with its cached one each time it
    /// is drawn); two copies of one buffer are equal at once.
    public static func == (a: RGBAImage, b: RGBAImage) -> Bool {
        guard a.width == b.width, a.height == b.height, a.pixels.count == b.pixels.count else { return false }
        return a.pixels.withUnsafeBytes { x in
            b.pixels.withUnsafeBytes { y in
                x.baseAddress == y.baseAddress || x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0
            }
        }
    }

    /// The four samples of the pixel at column `x`, row `y`.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }
}
