public import Foundation

/// A row or column of items and nested groups in a compositional layout (UIKit's
/// `NSCollectionLayoutGroup`). Groups are items: they have a size, insets and edge spacing.
/// A custom group (``custom(layoutSize:itemProvider:)``) places the cells its item provider
/// returns.
@preconcurrency @MainActor open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical }
    let axis: Axis
    /// The items and nested groups, in order.
    public let subitems: [NSCollectionLayoutItem]
    let count: Int?
    /// A custom group's item provider; nil for a horizontal or vertical group.
    let itemProvider: NSCollectionLayoutGroupCustomItemProvider?
    /// The space between neighbouring subitems; nil for none.
    open var interItemSpacing: NSCollectionLayoutSpacing?
    /// Views attached to the group's frame (badges, a group's own header), settable on a group
    /// as UIKit's.
    open override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { storedSupplementaryItems }
        set { storedSupplementaryItems = newValue }
    }

    init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?,
         itemProvider: NSCollectionLayoutGroupCustomItemProvider? = nil) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        self.itemProvider = itemProvider
        super.init(layoutSize: layoutSize)
    }

    /// A horizontal group that repeats `subitems` while they fit.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// A vertical group that repeats `subitems` while they fit.
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// A horizontal group of exactly `count` copies of `subitem`, each (width - spacing x
    /// (count - 1)) / count wide.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    /// A vertical group of exactly `count` copies of `subitem`.
    public class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    /// A group of this size whose cells `itemProvider` places: one cell per custom item, in
    /// order, each at its frame relative to the group's origin with its zIndex. The layout calls
    /// the provider each time it prepares, with the environment of the group's container (its
    /// content size is the group's size, its insets the group's contentInsets).
    public class func custom(layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [], count: nil, itemProvider: itemProvider)
    }

    /// The iOS 13 name of ``horizontal(layoutSize:repeatingSubitem:count:)``.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// The iOS 13 name of ``vertical(layoutSize:repeatingSubitem:count:)``.
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// A copy with the same subitems, spacing and insets.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let c = NSCollectionLayoutGroup(axis: axis, layoutSize: layoutSize, subitems: subitems, count: count, itemProvider: itemProvider)
        c.contentInsets = contentInsets
        c.edgeSpacing = edgeSpacing
        c.interItemSpacing = interItemSpacing
        c.storedSupplementaryItems = storedSupplementaryItems
        return c
    }
}
