import ModernLayouts
import SBUIKit
import Testing

@MainActor @Suite struct MosaicLayoutTests {
    /// 360 pt wide, the section inset by 12: the block is 336 x 336 at (12, 12). Its top group is
    /// 336 x 224 (2/3 of 336): the large item 224 x 224, the pair 112 wide with two 112 x 112
    /// items; the row below it at y = 12 + 224 = 236, three items 112 wide. Each item is inset by
    /// 4. The next block starts at 12 + 336 = 348.
    @Test func mosaicFrames() {
        let source = MosaicDataSource(count: 7)
        let view = source.makeView(width: 360, height: 800)
        view.layoutIfNeeded()
        let expected: [CGRect] = [
            CGRect(x: 16, y: 16, width: 216, height: 216),
            CGRect(x: 240, y: 16, width: 104, height: 104),
            CGRect(x: 240, y: 128, width: 104, height: 104),
            CGRect(x: 16, y: 240, width: 104, height: 104),
            CGRect(x: 128, y: 240, width: 104, height: 104),
            CGRect(x: 240, y: 240, width: 104, height: 104),
            CGRect(x: 16, y: 352, width: 216, height: 216),
        ]
        for (item, rect) in expected.enumerated() {
            let frame = view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame ?? .null
            #expect(abs(frame.minX - rect.minX) < 1e-9 && abs(frame.minY - rect.minY) < 1e-9
                    && abs(frame.width - rect.width) < 1e-9 && abs(frame.height - rect.height) < 1e-9, "item \(item): \(frame)")
        }
    }

    /// The data source's colours are the cells' own: a tile's content view is its palette colour,
    /// clipped to corners of 12.
    @Test func tilesAreColouredByTheDataSource() {
        let source = MosaicDataSource(count: 7)
        let view = source.makeView(width: 360, height: 800)
        view.layoutIfNeeded()
        let tile = view.cellForItem(at: IndexPath(item: 1, section: 0))
        #expect(tile?.contentView.backgroundColor == .systemOrange)
        #expect(tile?.layer.cornerRadius == 12 && tile?.clipsToBounds == true)
    }
}

@MainActor @Suite struct GroceryListTests {
    /// Two sections of rows, 44 pt each: a list's rows as UIKit sizes them by default.
    @Test func snapshotsFillTheList() {
        let list = GroceryList(width: 360, height: 420)
        list.show([.fruit: [GroceryList.Item(name: "Apples", amount: "6"), GroceryList.Item(name: "Pears", amount: "4")],
                   .vegetables: [GroceryList.Item(name: "Carrots", amount: "1 kg")]], animated: false)
        list.collectionView.layoutIfNeeded()
        #expect(list.collectionView.numberOfSections == 2)
        #expect(list.collectionView.numberOfItems(inSection: 0) == 2)
        #expect(list.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0))?.name == "Pears")
        #expect(list.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 44)
        // A new snapshot, applied as one batch: plums come, pears go.
        list.show([.fruit: [GroceryList.Item(name: "Apples", amount: "6"), GroceryList.Item(name: "Plums", amount: "10")],
                   .vegetables: [GroceryList.Item(name: "Carrots", amount: "1 kg")]])
        #expect(list.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0))?.name == "Plums")
        #expect(list.collectionView.numberOfItems(inSection: 0) == 2)
    }
}
