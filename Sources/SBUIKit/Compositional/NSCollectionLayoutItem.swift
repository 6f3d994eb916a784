public import Foundation

/// One cell's place in a compositional layout (UIKit's `NSCollectionLayoutItem`): a reference
/// type, configured after it is made (`item.contentInsets = ...`).
@MainActor open class NSCollectionLayoutItem: NSObject, @preconcurrency NSCopying {
    /// The item's size within its group.
    public let layoutSize: NSCollectionLayoutSize
    /// Insets that shrink the cell inside its slot after it is placed.
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// Space around the item in its group.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    /// An item of this size.
    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
        super.init()
    }

    /// A copy with the same size, insets and spacing.
    open func copy(with zone: NSZone? = nil) -> Any {
        let c = NSCollectionLayoutItem(layoutSize: layoutSize)
        c.contentInsets = contentInsets
        c.edgeSpacing = edgeSpacing
        return c
    }
}
