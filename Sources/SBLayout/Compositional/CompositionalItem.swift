extension Compositional {
    /// One item of a compositional layout: a cell's place in its group (NSCollectionLayoutItem).
    package struct Item: Hashable, Sendable {
        /// The item's size, resolved against its group's size minus the group's contentInsets.
        package var layoutSize: LayoutSize
        /// Shrinks the cell's frame after the item is placed; the slot keeps its size
        /// (contentInsets).
        package var contentInsets: DirectionalEdgeInsets = .zero
        /// Space around the item's slot inside its group (edgeSpacing).
        package var edgeSpacing: EdgeSpacing?
        /// Badges and other views anchored to the cell (supplementaryItems).
        package var supplementaryItems: [SupplementaryItem] = []

        /// The insets UIKit applies: ``contentInsets`` without the edges along an estimated
        /// dimension, which UIKit ignores (an `.estimated(60)` height with insets 10 all round makes
        /// a 60 pt tall cell, 20 pt narrower than its slot).
        package var effectiveContentInsets: DirectionalEdgeInsets {
            var insets = contentInsets
            if layoutSize.widthDimension.isEstimated { (insets.leading, insets.trailing) = (0, 0) }
            if layoutSize.heightDimension.isEstimated { (insets.top, insets.bottom) = (0, 0) }
            return insets
        }

        /// An item of this size (itemWithLayoutSize:).
        package init(layoutSize: LayoutSize) {
            self.layoutSize = layoutSize
        }

        /// An item of this size with views anchored to it (itemWithLayoutSize:supplementaryItems:).
        package init(layoutSize: LayoutSize, supplementaryItems: [SupplementaryItem]) {
            self.layoutSize = layoutSize
            self.supplementaryItems = supplementaryItems
        }
    }
}
