/// What a layout keeps besides its own settings: where the view is scrolled, whether it is in
/// deletion mode, and what it was prepared for last.
///
/// The layouts of this module hold one in ``StatefulLayout/state`` and get the
/// ``CollectionViewLayout`` properties it backs (``CollectionViewLayout/contentOffset``,
/// ``CollectionViewLayout/isEditing``, ``CollectionViewLayout/quiverSeed``,
/// ``CollectionViewLayout/content``, ``CollectionViewLayout/viewport`` and
/// ``CollectionViewLayout/collectionViewContentSize``) from ``StatefulLayout``, so a layout
/// declares only its settings. The prepared values change only in
/// ``CollectionViewLayout/prepare(content:viewport:)``.
public struct LayoutState: Sendable {
    /// The visible rectangle's origin in content coordinates, in points (UICollectionView's
    /// contentOffset).
    public var contentOffset = Point.zero
    /// Deletion mode: cells show their delete buttons and quiver.
    public var isEditing = false
    /// The seed of the quiver time offsets (see `Quiver.offset(seed:identity:)`).
    public var quiverSeed: UInt64 = 0
    /// The content prepared last.
    public internal(set) var content: CollectionContent
    /// The viewport prepared last, in points.
    public internal(set) var viewport = Size.zero
    /// The size of the whole content computed by the last prepare, in points; the layout sets it
    /// in its `prepare(content:viewport:)`.
    public var collectionViewContentSize = Size.zero

    /// Not scrolled, not editing, seed 0, and `content` as the content prepared so far (none by
    /// default).
    public init(content: CollectionContent = CollectionContent(itemCounts: [])) {
        self.content = content
    }

    /// Records what a prepare lays out; the layout sets ``collectionViewContentSize`` once it
    /// knows it.
    public mutating func prepare(content: CollectionContent, viewport: Size) {
        self.content = content
        self.viewport = viewport
    }
}
