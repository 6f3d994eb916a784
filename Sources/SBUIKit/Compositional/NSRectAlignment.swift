/// Where a boundary supplementary item sits on its section (UIKit's `NSRectAlignment`).
public enum NSRectAlignment: Int, Sendable {
    /// No alignment (refused for boundary items, as UIKit refuses it).
    case none = 0
    /// Centred on the top edge.
    case top = 1
    /// At the top leading corner.
    case topLeading = 2
    /// Centred on the leading edge.
    case leading = 3
    /// At the bottom leading corner.
    case bottomLeading = 4
    /// Centred on the bottom edge.
    case bottom = 5
    /// At the bottom trailing corner.
    case bottomTrailing = 6
    /// Centred on the trailing edge.
    case trailing = 7
    /// At the top trailing corner.
    case topTrailing = 8
}

/// Edges of a rectangle, leading and trailing by layout direction (UIKit's
/// `NSDirectionalRectEdge`).
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: UInt
    /// Edges from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// How a section scrolls across the layout's scroll direction (UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section does not scroll on its own.
    case none = 0
    /// Scrolls freely.
    case continuous = 1
    /// Scrolls freely and rests with a group's leading edge at the section's leading edge.
    case continuousGroupLeadingBoundary = 2
    /// Pages by the collection view's width.
    case paging = 3
    /// Pages one group at a time.
    case groupPaging = 4
    /// Pages one group at a time, the group centred.
    case groupPagingCentered = 5
}
