extension Compositional {
    /// A supplementary view attached to an item or a group, such as a badge
    /// (NSCollectionLayoutSupplementaryItem with a container anchor).
    ///
    /// Its size resolves against its container's size (the cell's frame, after the item's
    /// contentInsets, or the group's frame); ``containerAnchor`` (and ``itemAnchor``) place it on that frame. It has its
    /// container's first item's index path (an item's own index path; a group's first cell's, an
    /// assumption: UIKit's documentation does not say), is drawn at ``zIndex`` (1 by default, above the
    /// cells), and exists while that item does. It neither takes room in its group nor extends its
    /// section: a badge that pokes out of its cell overlaps what is next to it, as in UIKit.
    package struct SupplementaryItem: Hashable, Sendable {
        /// The item's size, resolved against the container's size (layoutSize).
        package var layoutSize: LayoutSize
        /// The supplementary view's kind (elementKind), e.g. `"badge"`.
        package var elementKind: String
        /// Where it attaches to its container (containerAnchor).
        package var containerAnchor: Anchor
        /// The point of the supplementary item's own frame that lies on the container's anchor
        /// point (itemAnchor); nil, the default, is the point at the container anchor's own
        /// fractions (edges) with no offset, so a top-trailing anchor puts the item's top-trailing
        /// corner on the container's.
        package var itemAnchor: Anchor?
        /// The stacking order (zIndex): 1 by default, above the cells.
        package var zIndex = 1

        /// A supplementary item of a size and kind on an anchor
        /// (supplementaryItemWithLayoutSize:elementKind:containerAnchor:).
        package init(layoutSize: LayoutSize, elementKind: String, containerAnchor: Anchor) {
            self.layoutSize = layoutSize
            self.elementKind = elementKind
            self.containerAnchor = containerAnchor
        }

        /// Its frame on a container at `container`.
        package func frame(in container: Rect) -> Rect {
            containerAnchor.frame(of: layoutSize.resolve(in: container.size), in: container, itemAnchor: itemAnchor)
        }
    }
}
