public import Foundation

/// Insets for the four sides of a rectangle, in points, with leading and trailing sides that
/// follow the layout direction (UIKit's `NSDirectionalEdgeInsets`).
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading edge (left in a left-to-right layout).
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing edge (right in a left-to-right layout).
    public var trailing: CGFloat

    /// Insets of zero on every side.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Insets with the given values.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Insets of zero on every side.
    public static let zero = NSDirectionalEdgeInsets()

    /// `{top, leading, bottom, trailing}`, as UIKit prints insets.
    public var description: String { "{\(top), \(leading), \(bottom), \(trailing)}" }
}
