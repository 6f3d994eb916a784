import SBLayout

/// A staircase: every item, in order across the sections, one step down and to the right of the
/// one before. Item i's frame is at (inset.left + i x step, inset.top + i x step), where a step
/// is the item's width (height) plus the spacing; the content is as large as the last item's
/// bottom-right corner plus the insets.
public struct DiagonalLayout: CollectionViewLayout {
    /// Every item's size, in points.
    public var itemSize = Size(width: 80, height: 80)
    /// The space between one item's corner and the next one's, along each axis, in points.
    public var spacing = 10.0
    /// The space around the staircase, in points.
    public var inset = EdgeInsets(top: 20, left: 20, bottom: 20, right: 20)

    public var name: String { "diagonal" }
    public var contentOffset = Point.zero
    public var isEditing = false
    public var quiverSeed: UInt64 = 0
    public private(set) var content = CollectionContent(itemCounts: [])
    public private(set) var viewport = Size.zero

    /// A staircase of 80 x 80 items, 10 points apart, 20 points from the edges.
    public init() {}

    public mutating func prepare(content: CollectionContent, viewport: Size) {
        self.content = content
        self.viewport = viewport
    }

    /// Item `index`'s frame (its index across every section).
    func frame(ofItem index: Int) -> Rect {
        Rect(x: inset.left + Double(index) * (itemSize.width + spacing), y: inset.top + Double(index) * (itemSize.height + spacing),
             width: itemSize.width, height: itemSize.height)
    }

    public var collectionViewContentSize: Size {
        guard content.totalItems > 0 else { return Size(width: inset.left + inset.right, height: inset.top + inset.bottom) }
        let last = frame(ofItem: content.totalItems - 1)
        return Size(width: last.maxX + inset.right, height: last.maxY + inset.bottom)
    }

    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard content.contains(indexPath) else { return nil }
        var a = LayoutAttributes(category: .cell, indexPath: indexPath, frame: frame(ofItem: content.globalIndex(of: indexPath)))
        a.identity = content.identity(at: indexPath)
        a.isDeleteButtonHidden = !isEditing
        return a
    }

    public func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? { nil }

    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        (0..<content.totalItems).compactMap { index in
            guard frame(ofItem: index).intersects(rect) else { return nil }
            return layoutAttributesForItem(at: content.indexPath(forGlobalIndex: index))
        }
    }
}
