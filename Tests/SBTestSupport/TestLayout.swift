import SBLayout

/// A layout of the tests' own: items in one row, each 30 x 40 points, the first at (10, 10) and
/// each next one 40 points to the right; a 4-point-high footer under the row.
public struct RowLayout: CollectionViewLayout {
    public var name: String { "row" }
    public var contentOffset = Point.zero
    public var isEditing = false
    public var quiverSeed: UInt64 = 0
    /// Every cell's alpha.
    public var alpha = 1.0
    public private(set) var content = CollectionContent(itemCounts: [])
    public private(set) var viewport = Size.zero

    public init() {}

    public mutating func prepare(content: CollectionContent, viewport: Size) {
        self.content = content
        self.viewport = viewport
    }

    public var collectionViewContentSize: Size {
        Size(width: 20 + 40 * Double(content.totalItems), height: viewport.height)
    }

    public func layoutAttributesForItem(at indexPath: SBLayout.IndexPath) -> LayoutAttributes? {
        guard content.contains(indexPath) else { return nil }
        let i = content.globalIndex(of: indexPath)
        var a = LayoutAttributes(category: .cell, indexPath: indexPath, frame: Rect(x: 10 + 40 * Double(i), y: 10, width: 30, height: 40))
        a.identity = content.identity(at: indexPath)
        a.alpha = alpha
        return a
    }

    public func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: SBLayout.IndexPath) -> LayoutAttributes? {
        guard kind == ElementKind.sectionFooter, indexPath.section == 0 else { return nil }
        return LayoutAttributes(category: .supplementaryView(kind: kind), indexPath: indexPath,
                                frame: Rect(x: 0, y: 52, width: 20 + 40 * Double(content.totalItems), height: 4))
    }

    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var out: [LayoutAttributes] = []
        for s in 0..<content.numberOfSections {
            for i in 0..<content.numberOfItems(inSection: s) {
                if let a = layoutAttributesForItem(at: SBLayout.IndexPath(item: i, section: s)), a.frame.intersects(rect) { out.append(a) }
            }
        }
        if let f = layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionFooter, at: SBLayout.IndexPath(item: 0, section: 0)) {
            out.append(f)
        }
        return out
    }
}
