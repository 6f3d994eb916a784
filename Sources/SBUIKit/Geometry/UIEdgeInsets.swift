public import Foundation

/// Insets for the four sides of a rectangle, in points, with left and right as they are on screen
/// (UIKit's `UIEdgeInsets`).
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the left edge.
    public var left: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the right edge.
    public var right: CGFloat

    /// Insets of zero on every side.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Insets with the given values.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets of zero on every side.
    public static let zero = UIEdgeInsets()

    /// `{top, left, bottom, right}`, as UIKit prints insets.
    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

extension CGRect {
    /// The rectangle with `insets` removed from its sides (CoreGraphics' `inset(by:)` with UIKit's
    /// insets); negative insets grow it. When the insets leave less than nothing, the result is
    /// `CGRect.null`, as CoreGraphics' `insetBy(dx:dy:)` gives.
    /// - Parameter insets: the insets to remove.
    /// - Returns: the inset rectangle.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        let r = standardized
        let width = r.width - insets.left - insets.right
        let height = r.height - insets.top - insets.bottom
        guard width >= 0, height >= 0 else { return .null }
        return CGRect(x: r.minX + insets.left, y: r.minY + insets.top, width: width, height: height)
    }
}
