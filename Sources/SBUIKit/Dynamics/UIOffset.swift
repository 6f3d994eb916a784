public import Foundation

/// An offset from a point (UIKit's `UIOffset`): where an attachment or a push acts on an item,
/// measured from the item's centre.
public struct UIOffset: Hashable, Sendable {
    /// The horizontal offset, points.
    public var horizontal: CGFloat
    /// The vertical offset, points.
    public var vertical: CGFloat

    /// An offset of `horizontal` and `vertical` points.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No offset.
    public init() {
        self.init(horizontal: 0, vertical: 0)
    }

    /// No offset.
    public static let zero = UIOffset()
}
