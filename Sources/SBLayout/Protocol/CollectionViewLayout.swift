/// A layout in the shape of UICollectionViewLayout: prepared once for some content and a
/// viewport, then asked about elements.
///
/// Layouts are value types. `prepare(content:viewport:)` does the work whose cost grows with the
/// item count; the queries after it cost what they return (a visible-rect query on a million
/// items touches only what is visible).
public protocol CollectionViewLayout: Sendable {
    /// The layout's name as the command line spells it.
    var name: String { get }

    /// UICollectionView.contentOffset: the visible rectangle's origin in content coordinates.
    /// Layouts whose attributes depend on scrolling (PunchedLayout) read it; changing it needs no
    /// new prepare.
    var contentOffset: Point { get set }

    /// Deletion mode (the tutorial's isDeletionModeActive): cells show their delete buttons.
    var isEditing: Bool { get set }

    /// The seed of the quiver time offsets.
    var quiverSeed: UInt64 { get set }

    /// prepareLayout: computes the layout for this content in a view of this size.
    mutating func prepare(content: CollectionContent, viewport: Size)

    /// The content prepared last.
    var content: CollectionContent { get }

    /// The viewport (collection view bounds size) prepared last.
    var viewport: Size { get }

    /// collectionViewContentSize.
    var collectionViewContentSize: Size { get }

    /// layoutAttributesForElementsInRect: every element whose frame intersects `rect`.
    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes]

    /// layoutAttributesForItemAtIndexPath:
    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes?

    /// layoutAttributesForSupplementaryViewOfKind:atIndexPath:
    func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes?

    /// layoutAttributesForDecorationViewOfKind:atIndexPath:
    func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes?

    /// initialLayoutAttributesForAppearingItemAtIndexPath: the start attributes of an item the
    /// update inserts, or nil for UIKit's default (fade in at the final place).
    func initialLayoutAttributesForAppearingItem(at indexPath: IndexPath, in update: UpdateBatch) -> LayoutAttributes?

    /// finalLayoutAttributesForDisappearingItemAtIndexPath: the end attributes of an item the
    /// update deletes (its index path is the one before the update), or nil for UIKit's default
    /// (fade out in place). Called on the layout prepared for the content before the update.
    func finalLayoutAttributesForDisappearingItem(at indexPath: IndexPath, in update: UpdateBatch) -> LayoutAttributes?

    /// targetContentOffsetForProposedContentOffset:withScrollingVelocity: where a scroll that
    /// would naturally stop at `proposed` comes to rest instead (velocity in points per second).
    func targetContentOffset(forProposedContentOffset proposed: Point, withScrollingVelocity velocity: Point) -> Point
}

extension CollectionViewLayout {
    public func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? { nil }
    public func initialLayoutAttributesForAppearingItem(at indexPath: IndexPath, in update: UpdateBatch) -> LayoutAttributes? { nil }
    public func finalLayoutAttributesForDisappearingItem(at indexPath: IndexPath, in update: UpdateBatch) -> LayoutAttributes? { nil }
    public func targetContentOffset(forProposedContentOffset proposed: Point, withScrollingVelocity velocity: Point) -> Point {
        proposed
    }

    /// The viewport's rectangle at the current content offset.
    public var visibleRect: Rect { Rect(origin: contentOffset, size: viewport) }

    /// Every element of the layout (a query with a rectangle holding the whole content).
    public func layoutAttributesForAllElements() -> [LayoutAttributes] {
        let size = collectionViewContentSize
        let pad = 1e9
        return layoutAttributesForElements(in: Rect(x: -pad, y: -pad, width: size.width + 2 * pad, height: size.height + 2 * pad))
    }

    /// Applies deletion mode and quiver offsets to a cell's attributes; every layout's cells get
    /// them the same way (the tutorial's layoutAttributesForItemAtIndexPath: override).
    func decorated(_ attributes: LayoutAttributes) -> LayoutAttributes {
        var a = attributes
        guard a.category == .cell else { return a }
        a.identity = content.identity(at: a.indexPath)
        a.isDeleteButtonHidden = !isEditing
        a.quiverOffset = Quiver.offset(seed: quiverSeed, identity: a.identity)
        return a
    }
}
