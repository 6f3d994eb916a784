public import Foundation

/// One cell's place in a compositional layout (UIKit's `NSCollectionLayoutItem`): a reference
/// type, configured after it is made (`item.contentInsets = ...`).
@preconcurrency @MainActor open class NSCollectionLayoutItem: NSObject, @preconcurrency NSCopying {
    /// The item's size within its group.
    public let layoutSize: NSCollectionLayoutSize
    /// Insets that shrink the cell inside its slot after it is placed.
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// Space around the item in its group.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    /// Views attached to the item, such as badges (given when it is made; a group's can be set).
    open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { storedSupplementaryItems }
    /// The attached views.
    var storedSupplementaryItems: [NSCollectionLayoutSupplementaryItem] = []

    /// An item of this size.
    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
        super.init()
    }

    /// An item of this size with views attached to it, such as badges
    /// (`init(layoutSize:supplementaryItems:)`).
    public convenience init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.init(layoutSize: layoutSize)
        storedSupplementaryItems = supplementaryItems
    }

    /// A copy with the same size, insets, spacing and supplementary items.
    open func copy(with zone: NSZone? = nil) -> Any {
        let c = NSCollectionLayoutItem(layoutSize: layoutSize)
        c.contentInsets = contentInsets
        c.edgeSpacing = edgeSpacing
        c.storedSupplementaryItems = storedSupplementaryItems
        return c
    }
}
