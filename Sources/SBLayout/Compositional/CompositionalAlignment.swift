extension Compositional {
    /// Where a boundary supplementary item sits on its section (NSRectAlignment).
    package enum Alignment: String, Hashable, Sendable, CaseIterable {
        /// No alignment (NSRectAlignmentNone); refused for boundary items, as UIKit refuses it.
        case none
        /// Centred on the top edge.
        case top
        /// At the top-left corner.
        case topLeading
        /// Centred on the left edge.
        case leading
        /// At the bottom-left corner.
        case bottomLeading
        /// Centred on the bottom edge.
        case bottom
        /// At the bottom-right corner.
        case bottomTrailing
        /// Centred on the right edge.
        case trailing
        /// At the top-right corner.
        case topTrailing

        /// True when the alignment is on the top or bottom edge (a corner included).
        package var isTopOrBottom: Bool { vertical != 0 }
        /// True when the alignment is on the leading or trailing edge (a corner included).
        package var isLeadingOrTrailing: Bool { horizontal != 0 }

        /// The edge the alignment is on along a layout's scroll axis: -1 for the edge where a
        /// section starts (top when scrolling vertically, leading when horizontally), +1 for the edge
        /// where it ends (bottom, trailing), 0 for neither (an alignment on a side).
        package func scrollEdge(_ direction: ScrollDirection) -> Int {
            direction == .vertical ? vertical : horizontal
        }

        /// -1 for the top edge, +1 for the bottom edge, 0 when neither.
        var vertical: Int {
            switch self {
            case .top, .topLeading, .topTrailing: -1
            case .bottom, .bottomLeading, .bottomTrailing: 1
            case .none, .leading, .trailing: 0
            }
        }

        /// -1 for the leading edge, +1 for the trailing edge, 0 when neither.
        var horizontal: Int {
            switch self {
            case .leading, .topLeading, .bottomLeading: -1
            case .trailing, .topTrailing, .bottomTrailing: 1
            case .none, .top, .bottom: 0
            }
        }
    }
}
