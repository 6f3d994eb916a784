/// A width and a height, in points (CGSize).
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The width, in points.
    public var width: Double
    /// The height, in points.
    public var height: Double

    /// A size with the given dimensions, in points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size of zero width and height (CGSizeZero).
    public static let zero = Size(width: 0, height: 0)

    /// The size as `WxH`, the form the command line accepts.
    public var description: String { "\(width)x\(height)" }

    /// True when both dimensions are finite and not negative.
    public var isValid: Bool { width.isFinite && height.isFinite && width >= 0 && height >= 0 }
}
