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
    static var rows: NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        return NSCollectionLayoutSection(group: .horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
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
}
