/// Insets for each edge of a rectangle, in points (UIEdgeInsets: top, left, bottom, right).
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset of the top edge, in points.
    public var top: Double
    /// The inset of the left edge, in points.
    public var left: Double
    /// The inset of the bottom edge, in points.
    public var bottom: Double
    /// The inset of the right edge, in points.
    public var right: Double

    /// Insets with a value for each edge, in points (UIEdgeInsetsMake).
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// No inset on any edge (UIEdgeInsetsZero).
    public static let zero = EdgeInsets(all: 0)

    /// The four insets as `(top, left, bottom, right)`.
    public var description: String { "(\(top), \(left), \(bottom), \(right))" }
}
