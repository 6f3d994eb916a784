public import Foundation

/// Called for each layout pass with a section's visible items, the section's scroll offset and
/// the environment; changes to the items restyle them (UIKit's
/// `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`).
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    @MainActor ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// A section of a compositional layout: its group, spacings, insets, boundary and decoration
/// items and orthogonal scrolling (UIKit's `NSCollectionLayoutSection`).
@preconcurrency @MainActor open class NSCollectionLayoutSection: NSObject, @preconcurrency NSCopying {
    /// The group repeated for the section's items.
    public let group: NSCollectionLayoutGroup
    /// The space between consecutive groups. 0 by default.
    open var interGroupSpacing: CGFloat = 0
    /// Insets around the section's groups.
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// What ``contentInsets`` are measured from; `.automatic` follows the layout configuration's.
    open var contentInsetsReference = UIContentInsetsReference.automatic
    /// What boundary items' insets are measured from; `.automatic` follows the layout
    /// configuration's contentInsetsReference.
    open var supplementaryContentInsetsReference = UIContentInsetsReference.automatic
    /// Whether headers and footers are inset by ``contentInsets`` as the groups are. True by default.
    open var supplementariesFollowContentInsets = true
    /// How the section scrolls on its own across the layout's direction. None by default.
    open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// Headers, footers and other views on the section's edges.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Backgrounds and other decorations.
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Restyles the visible items at every layout pass (for example a carousel that scales its
    /// items by their distance to the centre).
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// The list configuration when the section was made by ``list(using:layoutEnvironment:)``.
    var listConfiguration: UICollectionLayoutListConfiguration?

    /// A section of this group.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }

    /// A copy with the same settings (the group and items are shared, as UIKit's copies share
    /// them).
    open func copy(with zone: NSZone? = nil) -> Any {
        let c = NSCollectionLayoutSection(group: group)
        c.interGroupSpacing = interGroupSpacing
        c.contentInsets = contentInsets
        c.contentInsetsReference = contentInsetsReference
        c.supplementaryContentInsetsReference = supplementaryContentInsetsReference
        c.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        c.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        c.boundarySupplementaryItems = boundarySupplementaryItems
        c.decorationItems = decorationItems
        c.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler
        c.listConfiguration = listConfiguration
        return c
    }
}
