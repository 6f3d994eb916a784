/// Insets for each edge, in points, named by reading direction (NSDirectionalEdgeInsets).
/// Leading is the left edge and trailing the right one in a left-to-right layout; a right-to-left
/// layout (``Compositional/Configuration/layoutDirection``) mirrors them.
package struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The top inset, in points.
    package var top: Double
    /// The leading inset (left, or right in a right-to-left layout), in points.
    package var leading: Double
    /// The bottom inset, in points.
    package var bottom: Double
    /// The trailing inset (right, or left in a right-to-left layout), in points.
    package var trailing: Double

    /// Insets with a value for each edge (NSDirectionalEdgeInsetsMake).
    package init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge.
    package init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// No inset (NSDirectionalEdgeInsetsZero).
    package static let zero = DirectionalEdgeInsets(all: 0)

    /// The four insets as `(top, leading, bottom, trailing)`.
    package var description: String { "(\(top), \(leading), \(bottom), \(trailing))" }

    /// `rect` with each edge moved inwards by its inset.
    func inset(_ rect: Rect) -> Rect {
        Rect(x: rect.minX + leading, y: rect.minY + top,
             width: rect.width - leading - trailing, height: rect.height - top - bottom)
    }

    /// `size` less the insets.
    func inset(_ size: Size) -> Size {
        Size(width: size.width - leading - trailing, height: size.height - top - bottom)
    }
}
