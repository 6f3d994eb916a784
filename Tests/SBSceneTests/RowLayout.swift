import SBLayout
import SBScene

/// A layout of a package's own, for the registry's tests: every item in one row, `spacing`
/// points apart, from the top-left corner. Item i's frame is (i x (width + spacing), 0, width,
/// height).
struct RowLayout: CollectionViewLayout {
    var itemSize = Size(width: 40, height: 30)
    var spacing = 5.0
    var name: String { "row" }
    var contentOffset = Point.zero
    var isEditing = false
    var quiverSeed: UInt64 = 0
    private(set) var content = CollectionContent(itemCounts: [])
    private(set) var viewport = Size.zero

    mutating func prepare(content: CollectionContent, viewport: Size) {
        self.content = content
        self.viewport = viewport
    }

    var collectionViewContentSize: Size {
        Size(width: Double(content.totalItems) * (itemSize.width + spacing), height: itemSize.height)
    }

    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard content.contains(indexPath) else { return nil }
        let i = Double(content.globalIndex(of: indexPath))
        var a = LayoutAttributes(category: .cell, indexPath: indexPath,
                                 frame: Rect(x: i * (itemSize.width + spacing), y: 0, width: itemSize.width, height: itemSize.height))
        a.identity = content.identity(at: indexPath)
        return a
    }

    func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? { nil }

    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        (0..<content.totalItems).compactMap { layoutAttributesForItem(at: content.indexPath(forGlobalIndex: $0)) }.filter { $0.frame.intersects(rect) }
    }

    /// `row`: takes `itemSize` and `lineSpacing` (the gap); its seed demo is one section of 5
    /// items; the registration's default look (recipe 10-8's cells on light grey).
    static let registration = LayoutRegistration(LayoutDefinition(
        name: "row", source: "the registry's tests", settings: [.itemSize, .lineSpacing],
        seedItemCounts: { _ in [5] },
        make: { spec in
            var row = RowLayout()
            if let size = spec.itemSize { row.itemSize = size }
            if let spacing = spec.lineSpacing { row.spacing = spacing }
            return row
        }))

    /// sbrender's layouts and the row.
    static var layouts: LayoutRegistry {
        get throws { try LayoutRegistry.builtIn.registering([registration]) }
    }
}
