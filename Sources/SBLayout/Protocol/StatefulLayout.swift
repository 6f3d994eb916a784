/// A layout that keeps its scroll position, deletion mode and prepared content in one
/// ``LayoutState``: the ``CollectionViewLayout`` properties backed by it come from this
/// protocol's extension.
///
/// Every layout of this module but `PunchedLayout` (which reports its flow layout's) is one.
/// A layout that computes one of these properties instead (`CircleLayout`'s content size is
/// its viewport) declares it itself. A package's own layout can adopt it the same way: declare
/// `var state = LayoutState()`, and in `prepare(content:viewport:)` call
/// `state.prepare(content:viewport:)` and set `state.collectionViewContentSize`.
public protocol StatefulLayout: CollectionViewLayout {
    /// The scroll position, deletion mode and what was prepared last.
    var state: LayoutState { get set }
}

extension StatefulLayout {
    /// The visible rectangle's origin in content coordinates, in points: ``LayoutState/contentOffset``.
    public var contentOffset: Point {
        get { state.contentOffset }
        set { state.contentOffset = newValue }
    }

    /// Deletion mode: ``LayoutState/isEditing``.
    public var isEditing: Bool {
        get { state.isEditing }
        set { state.isEditing = newValue }
    }

    /// The seed of the quiver time offsets: ``LayoutState/quiverSeed``.
    public var quiverSeed: UInt64 {
        get { state.quiverSeed }
        set { state.quiverSeed = newValue }
    }

    /// The content prepared last.
    public var content: CollectionContent { state.content }

    /// The viewport prepared last, in points.
    public var viewport: Size { state.viewport }

    /// The size of the whole content computed by the last prepare, in points.
    public var collectionViewContentSize: Size { state.collectionViewContentSize }
}
