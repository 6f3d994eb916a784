/// A set of edges of a rectangle, named by reading direction (NSDirectionalRectEdge).
package struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
    package let rawValue: Int
    /// Makes a set from its bits.
    package init(rawValue: Int) { self.rawValue = rawValue }
    /// The top edge.
    package static let top = DirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge (left, or right in a right-to-left layout).
    package static let leading = DirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    package static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge (right, or left in a right-to-left layout).
    package static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
    /// Every edge.
    package static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
