import SBLayout
import Testing

/// The state the layouts keep in one ``LayoutState``: set through the ``CollectionViewLayout``
/// properties, recorded by prepare, and the same whichever way it is read.
@Suite struct LayoutStateTests {
    /// Every layout of the module that keeps a ``LayoutState``, unprepared.
    static let layouts: [any StatefulLayout] = [
        FlowLayout(), GridLayout(), SpringboardLayout(), CircleLayout(), HomeScreenLayout(),
        CompositionalLayout(sections: [rows]),
    ]

    /// A compositional section of one full-width, 40 pt tall item per group.
    static var rows: Compositional.Section {
        let item = Compositional.Item(layoutSize: Compositional.LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        return Compositional.Section(group: .horizontal(layoutSize: Compositional.LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                                                        subitems: [item]))
    }

    @Test(arguments: 0..<layouts.count)
    func scrollingAndEditingGoThroughTheState(index: Int) {
        var layout = Self.layouts[index]
        layout.contentOffset = Point(x: 12, y: 34)
        layout.isEditing = true
        layout.quiverSeed = 99
        #expect(layout.state.contentOffset == Point(x: 12, y: 34))
        #expect(layout.state.isEditing)
        #expect(layout.state.quiverSeed == 99)
        layout.state.contentOffset = .zero
        #expect(layout.contentOffset == .zero)
    }

    @Test(arguments: 0..<layouts.count)
    func prepareRecordsContentViewportAndSize(index: Int) {
        var layout = Self.layouts[index]
        // The home screen's content is its spec's; the others take any.
        let content = CollectionContent(itemCounts: (layout as? HomeScreenLayout)?.spec.itemCounts ?? [3, 0, 2])
        layout.contentOffset = Point(x: 5, y: 6)
        layout.prepare(content: content, viewport: iPad)
        #expect(layout.content == content)
        #expect(layout.viewport == iPad)
        #expect(layout.state.content == content)
        #expect(layout.state.viewport == iPad)
        #expect(layout.contentOffset == Point(x: 5, y: 6), "prepare keeps the scroll position")
        #expect(layout.collectionViewContentSize.width > 0 && layout.collectionViewContentSize.height > 0)
    }

    @Test func springboardTutorialCellsShowItsDeletionModeAndSeed() {
        var editing = SpringboardLayout()
        editing.isEditing = true
        editing.quiverSeed = 7
        let l = prepared(editing, CollectionContent(itemCounts: [10]))
        let cells = l.layoutAttributesForAllElements()
        #expect(!cells.isEmpty && cells.allSatisfy { !$0.isDeleteButtonHidden })
        #expect(cells.map(\.quiverOffset) == cells.map { Quiver.offset(seed: 7, identity: $0.identity) })
    }

    /// A layout written outside SBLayout (this target imports it without @testable) adopts
    /// ``StatefulLayout`` with a `LayoutState()` of its own: prepare records the content and the
    /// viewport, and the content size it sets is what the protocol reports.
    @Test func aPackagesLayoutAdoptsTheState() {
        var layout = ColumnLayout()
        layout.contentOffset = Point(x: 0, y: 15)
        layout.prepare(content: CollectionContent(itemCounts: [3]), viewport: Size(width: 100, height: 50))
        // Three rows of 20 pt: 100 x 60.
        #expect(layout.collectionViewContentSize == Size(width: 100, height: 60))
        #expect(layout.viewport == Size(width: 100, height: 50))
        #expect(layout.content == CollectionContent(itemCounts: [3]))
        #expect(layout.contentOffset == Point(x: 0, y: 15))
        // The visible rectangle 0...100 x 15...65 meets rows 0...20, 20...40 and 40...60.
        #expect(layout.layoutAttributesForElements(in: layout.visibleRect).count == 3)
    }
}

/// One column of 20 pt rows, as a package would write it.
private struct ColumnLayout: StatefulLayout {
    var state = LayoutState()
    var name: String { "column" }

    mutating func prepare(content: CollectionContent, viewport: Size) {
        state.prepare(content: content, viewport: viewport)
        state.collectionViewContentSize = Size(width: viewport.width, height: Double(content.numberOfItems(inSection: 0)) * 20)
    }

    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        (0..<content.numberOfItems(inSection: 0)).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
            .filter { $0.frame.intersects(rect) }
    }

    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        LayoutAttributes(category: .cell, indexPath: indexPath,
                         frame: Rect(x: 0, y: Double(indexPath.item) * 20, width: viewport.width, height: 20))
    }

    func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? { nil }
}
