import SBLayout

/// A layout with nothing in it.
struct EmptyLayout: StatefulLayout {
    var name = "empty"
    var state = LayoutState()
    var collectionViewContentSize: Size { viewport }
    mutating func prepare(content: CollectionContent, viewport: Size) {
        state.prepare(content: content, viewport: viewport)
    }
    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] { [] }
    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { nil }
    func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? { nil }
}
