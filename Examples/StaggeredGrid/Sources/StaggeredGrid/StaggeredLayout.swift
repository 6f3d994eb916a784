import SBLayout

/// A staggered (waterfall) grid: equal-width columns; each item, in order, goes to the top of
/// the shortest column (the leftmost of equals), as tall as its size's aspect ratio makes it at
/// the column's width. Vertical scrolling.
struct StaggeredLayout: CollectionViewLayout {
    /// How many columns.
    var columns = 3
    /// The space between columns and between items in a column, and around the content, in points.
    var spacing = 8.0

    var name: String { "staggered" }
    var contentOffset = Point.zero
    var isEditing = false
    var quiverSeed: UInt64 = 0
    private(set) var content = CollectionContent(itemCounts: [])
    private(set) var viewport = Size.zero
    private var frames: [Rect] = []
    private var height = 0.0

    mutating func prepare(content: CollectionContent, viewport: Size) {
        self.content = content
        self.viewport = viewport
        let n = max(1, columns)
        let width = max(0, (viewport.width - spacing * Double(n + 1)) / Double(n))
        var bottoms = Array(repeating: spacing, count: n)
        frames = []
        frames.reserveCapacity(content.totalItems)
        for index in 0..<content.totalItems {
            let size = content.size(at: content.indexPath(forGlobalIndex: index), fallback: Size(width: 1, height: 1))
            let h = size.width > 0 ? width * size.height / size.width : width
            // The shortest column: the smallest bottom, the leftmost of equals.
            var column = 0
            for c in 1..<n where bottoms[c] < bottoms[column] { column = c }
            frames.append(Rect(x: spacing + Double(column) * (width + spacing), y: bottoms[column], width: width, height: h))
            bottoms[column] += h + spacing
        }
        height = bottoms.max() ?? 0
    }

    var collectionViewContentSize: Size { Size(width: viewport.width, height: height) }

    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard content.contains(indexPath) else { return nil }
        let index = content.globalIndex(of: indexPath)
        guard index < frames.count else { return nil }
        var a = LayoutAttributes(category: .cell, indexPath: indexPath, frame: frames[index])
        a.identity = content.identity(at: indexPath)
        a.isDeleteButtonHidden = !isEditing
        return a
    }

    func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? { nil }

    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        frames.indices.compactMap { index in
            guard frames[index].intersects(rect) else { return nil }
            return layoutAttributesForItem(at: content.indexPath(forGlobalIndex: index))
        }
    }

    /// A deleted item shrinks to nothing where it was, as it fades (UIKit only fades).
    func finalLayoutAttributesForDisappearingItem(at indexPath: IndexPath, in update: UpdateBatch) -> LayoutAttributes? {
        guard var a = layoutAttributesForItem(at: indexPath) else { return nil }
        a.alpha = 0
        a.transform = .scale(x: 0.2, y: 0.2)
        return a
    }
}
