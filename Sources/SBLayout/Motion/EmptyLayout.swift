/// A layout with nothing in it.
struct EmptyLayout: CollectionViewLayout {
    var name = "empty"
    var contentOffset = Point.zero
    var isEditing = false
    var quiverSeed: UInt64 = 0
    var content = CollectionContent(itemCounts: [])
    var viewport = Size.zero
    var collectionViewContentSize: Size { viewport }
    mutating func prepare(content: CollectionContent, viewport: Size) {
        self.content = content
        self.viewport = viewport
    }
    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] { [] }
    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { nil }
    func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? { nil }
}
