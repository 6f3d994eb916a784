/// One item of a compositional layout: a cell's place in its group (NSCollectionLayoutItem).
public struct NSCollectionLayoutItem: Hashable, Sendable {
    /// The item's size, resolved against its group's size minus the group's contentInsets.
    public var layoutSize: NSCollectionLayoutSize
    /// Shrinks the cell's frame after the item is placed; the slot keeps its size
    /// (contentInsets).
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space around the item's slot inside its group (edgeSpacing).
    public var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    /// An item of this size (itemWithLayoutSize:).
    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
    }
}
