/// A layout in the shape of UICollectionViewLayout: prepared once for some content and a
/// viewport, then asked about elements.
///
/// Layouts are value types. ``prepare(content:viewport:)`` does the work whose cost grows with the
/// item count; the queries after it cost what they return (a visible-rect query on a million
/// items touches only what is visible). All lengths are in points, in content coordinates (the
/// origin is the top-left corner of the content, not of the viewport).
///
/// The conforming layouts are `SpringboardLayout`, `FlowLayout`, `CircleLayout`,
/// `PunchedLayout` and `GridLayout`; ``LayoutSpec/preparedLayout()`` builds one from settings.
/// Most keep their scroll position, deletion mode and prepared content in a ``LayoutState``
/// (``StatefulLayout``).
///
/// ```swift
/// var layout = FlowLayout()
/// layout.prepare(content: CollectionContent(sections: 2, itemsPerSection: 12),
///                viewport: Size(width: 768, height: 1024))
/// let visible = layout.layoutAttributesForElements(in: layout.visibleRect)
/// ```
public protocol CollectionViewLayout: Sendable {
    /// The layout's name as the command line spells it (a ``LayoutName`` raw value).
    var name: String { get }

    /// The visible rectangle's origin in content coordinates, in points (UICollectionView's
    /// contentOffset).
    ///
    /// Layouts whose attributes depend on scrolling (`PunchedLayout`) read it; changing it needs
    /// no new prepare.
    var contentOffset: Point { get set }

    /// Deletion mode (the tutorial's isDeletionModeActive): cells show their delete buttons and
    /// quiver.
    var isEditing: Bool { get set }

    /// The seed of the quiver time offsets (see `Quiver.offset(seed:identity:)`).
    var quiverSeed: UInt64 { get set }

    /// Computes the layout for this content in a view of this size (UICollectionViewLayout's
    /// prepareLayout).
    /// - Parameters:
    ///   - content: the sections and items to lay out.
    ///   - viewport: the collection view's bounds size, in points.
    mutating func prepare(content: CollectionContent, viewport: Size)

    /// The content prepared last.
    var content: CollectionContent { get }

    /// The viewport (the collection view's bounds size, in points) prepared last.
    var viewport: Size { get }

    /// The size of the whole content, in points (collectionViewContentSize).
    var collectionViewContentSize: Size { get }

    /// Every element whose untransformed frame intersects `rect`
    /// (layoutAttributesForElementsInRect:).
    /// - Parameter rect: a rectangle in content coordinates, usually ``visibleRect``.
    /// - Returns: the attributes of cells, supplementary and decoration views, in no particular
    ///   order (sort them yourself when the order matters).
    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes]

    /// The attributes of the cell at `indexPath`, or nil when the layout has no such item
    /// (layoutAttributesForItemAtIndexPath:).
    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes?

    /// The attributes of a supplementary view, such as a section header, or nil when there is
    /// none (layoutAttributesForSupplementaryViewOfKind:atIndexPath:).
    /// - Parameters:
    ///   - kind: the view's kind, such as ``ElementKind/sectionHeader``.
    ///   - indexPath: the view's index path (item 0 of its section for headers and footers).
    func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes?

    /// The attributes of a decoration view, or nil when there is none
    /// (layoutAttributesForDecorationViewOfKind:atIndexPath:).
    /// - Parameters:
    ///   - kind: the decoration view's kind.
    ///   - indexPath: the view's index path.
    func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes?

    /// The start attributes of an item the update inserts, or nil for UIKit's default: fade in at
    /// the final place (initialLayoutAttributesForAppearingItemAtIndexPath:).
    /// - Parameters:
    ///   - indexPath: the item's index path after the update.
    ///   - update: the batch being animated.
    func initialLayoutAttributesForAppearingItem(at indexPath: IndexPath, in update: UpdateBatch) -> LayoutAttributes?

    /// The end attributes of an item the update deletes, or nil for UIKit's default: fade out in
    /// place (finalLayoutAttributesForDisappearingItemAtIndexPath:).
    ///
    /// Called on the layout prepared for the content before the update.
    /// - Parameters:
    ///   - indexPath: the item's index path before the update.
    ///   - update: the batch being animated.
    func finalLayoutAttributesForDisappearingItem(at indexPath: IndexPath, in update: UpdateBatch) -> LayoutAttributes?

    /// Where a supplementary view of a section new to the update starts
    /// (initialLayoutAttributesForAppearingSupplementaryElementOfKind:atIndexPath:), or nil to
    /// fade it in at its final place.
    /// - Parameters:
    ///   - kind: the element kind (``ElementKind/sectionHeader``, ``ElementKind/sectionFooter``).
    ///   - indexPath: its index path after the update.
    ///   - update: the batch being animated.
    func initialLayoutAttributesForAppearingSupplementaryElement(ofKind kind: String, at indexPath: IndexPath, in update: UpdateBatch) -> LayoutAttributes?

    /// Where a supplementary view of a section the update removes ends
    /// (finalLayoutAttributesForDisappearingSupplementaryElementOfKind:atIndexPath:), or nil to
    /// fade it out in place.
    /// - Parameters:
    ///   - kind: the element kind.
    ///   - indexPath: its index path before the update.
    ///   - update: the batch being animated.
    func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind kind: String, at indexPath: IndexPath, in update: UpdateBatch) -> LayoutAttributes?

    /// Where a scroll that would naturally stop at `proposed` comes to rest instead
    /// (targetContentOffsetForProposedContentOffset:withScrollingVelocity:).
    /// - Parameters:
    ///   - proposed: the content offset where deceleration alone would stop, in points.
    ///   - velocity: the scrolling velocity at release, in points per second.
    /// - Returns: the content offset to stop at.
    func targetContentOffset(forProposedContentOffset proposed: Point, withScrollingVelocity velocity: Point) -> Point
}

extension CollectionViewLayout {
    /// No decoration views: the default returns nil.
    public func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? { nil }
    /// UIKit's default for inserted items: returns nil, so the item fades in at its final place.
    public func initialLayoutAttributesForAppearingItem(at indexPath: IndexPath, in update: UpdateBatch) -> LayoutAttributes? { nil }
    /// UIKit's default for deleted items: returns nil, so the item fades out in place.
    public func finalLayoutAttributesForDisappearingItem(at indexPath: IndexPath, in update: UpdateBatch) -> LayoutAttributes? { nil }
    /// No snapping: the default returns `proposed` unchanged.
    /// No start attributes of its own: an appearing supplementary view fades in in place.
    public func initialLayoutAttributesForAppearingSupplementaryElement(ofKind kind: String, at indexPath: IndexPath, in update: UpdateBatch) -> LayoutAttributes? { nil }
    /// No end attributes of its own: a disappearing supplementary view fades out in place.
    public func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind kind: String, at indexPath: IndexPath, in update: UpdateBatch) -> LayoutAttributes? { nil }
    public func targetContentOffset(forProposedContentOffset proposed: Point, withScrollingVelocity velocity: Point) -> Point {
        proposed
    }

    /// The viewport's rectangle at the current content offset, in content coordinates
    /// (UICollectionView's bounds).
    public var visibleRect: Rect { Rect(origin: contentOffset, size: viewport) }

    /// Every element of the layout, visible or not: a ``layoutAttributesForElements(in:)`` query
    /// with a rectangle holding the whole content.
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
