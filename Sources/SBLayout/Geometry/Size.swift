/// A width and a height, in points (CGSize).
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(width)x\(height)" }

    /// True when both dimensions are finite and not negative.
    public var isValid: Bool { width.isFinite && height.isFinite && width >= 0 && height >= 0 }
}
