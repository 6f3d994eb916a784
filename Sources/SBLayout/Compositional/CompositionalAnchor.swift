extension Compositional {
    /// Where a supplementary item (a badge) attaches to the item or group that holds it
    /// (NSCollectionLayoutAnchor).
    ///
    /// UIKit turns the edges into an anchor point, a fraction of the container's size: 0 on the
    /// leading or top edge, 1 on the trailing or bottom edge, 0.5 on an axis with no edge named (or
    /// both edges of it). The supplementary item's own point at the same fractions is put on the
    /// container's anchor point, then moved by the offset: in points (absoluteOffset) or as a fraction
    /// of the supplementary item's size (fractionalOffset). So edges `[.top, .trailing]` put the
    /// badge's top-right corner on the container's top-right corner, and a fractional offset of
    /// (0.5, -0.5) then moves it half its width right and half its height up: its centre sits on the
    /// corner. (Sources: Apple's NSCollectionLayoutAnchor documentation and its badge example; the
    /// open reimplementation IBPCollectionViewCompositionalLayout's anchor-point arithmetic.)
    package struct Anchor: Hashable, Sendable {
        /// The edges the supplementary item is attached to (edges).
        package var edges: DirectionalRectEdge
        /// The offset: points, or fractions of the supplementary item's size when ``isFractionalOffset``.
        package var offset: Point
        /// Whether ``offset`` is a fraction of the supplementary item's size (isFractionalOffset).
        package var isFractionalOffset: Bool

        /// An anchor on `edges` moved by `absoluteOffset` points (layoutAnchorWithEdges:absoluteOffset:).
        package init(edges: DirectionalRectEdge, absoluteOffset: Point = .zero) {
            self.edges = edges
            self.offset = absoluteOffset
            self.isFractionalOffset = false
        }

        /// An anchor on `edges` moved by a fraction of the supplementary item's size
        /// (layoutAnchorWithEdges:fractionalOffset:).
        package init(edges: DirectionalRectEdge, fractionalOffset: Point) {
            self.edges = edges
            self.offset = fractionalOffset
            self.isFractionalOffset = true
        }

        /// The anchor point, as fractions of a size: (0, 0) the top-leading corner, (1, 1) the
        /// bottom-trailing one, 0.5 on an axis without exactly one of its edges.
        package var anchorPoint: Point {
            func fraction(_ low: Bool, _ high: Bool) -> Double { low == high ? 0.5 : (low ? 0 : 1) }
            return Point(x: fraction(edges.contains(.leading), edges.contains(.trailing)),
                         y: fraction(edges.contains(.top), edges.contains(.bottom)))
        }

        /// This anchor's point on a rectangle of `size` whose origin is (0, 0): the anchor point's
        /// fractions of `size`, moved by the offset (a fractional offset is a fraction of
        /// `offsetUnit`, the supplementary item's size).
        package func point(in size: Size, offsetUnit: Size) -> Point {
            let p = anchorPoint
            let dx = isFractionalOffset ? offset.x * offsetUnit.width : offset.x
            let dy = isFractionalOffset ? offset.y * offsetUnit.height : offset.y
            return Point(x: size.width * p.x + dx, y: size.height * p.y + dy)
        }

        /// The frame of a supplementary item of `size` whose own point named by `itemAnchor` lies
        /// on this anchor's point of `container` (supplementaryItemWithLayoutSize:elementKind:
        /// containerAnchor:itemAnchor:). Both offsets that are fractional are fractions of the
        /// supplementary item's size, as a container anchor's alone is. Without an item anchor the
        /// item's point is the one at this anchor's own fractions, unmoved (``frame(of:in:)``).
        package func frame(of size: Size, in container: Rect, itemAnchor: Anchor?) -> Rect {
            guard let itemAnchor else { return frame(of: size, in: container) }
            let onContainer = point(in: container.size, offsetUnit: size)
            let onItem = itemAnchor.point(in: size, offsetUnit: size)
            return Rect(x: container.minX + onContainer.x - onItem.x, y: container.minY + onContainer.y - onItem.y,
                        width: size.width, height: size.height)
        }

        /// The frame of a supplementary item of `size` anchored to `container`.
        package func frame(of size: Size, in container: Rect) -> Rect {
            let p = anchorPoint
            let dx = isFractionalOffset ? offset.x * size.width : offset.x
            let dy = isFractionalOffset ? offset.y * size.height : offset.y
            return Rect(x: container.minX + (container.width - size.width) * p.x + dx,
                        y: container.minY + (container.height - size.height) * p.y + dy,
                        width: size.width, height: size.height)
        }
    }
}
