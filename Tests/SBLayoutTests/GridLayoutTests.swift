import SBLayout
import Testing

/// The cookbook's true grid (seed 001, recipe 10-8): one row per section that never wraps, items
/// separated by exactly the interitem spacing, rows aligned by GridRowAlignment. Demo values:
/// base item 200 x 200, inset 10, interitem spacing 20, centre alignment, vertical.
///
/// The row used below holds a 100 x 200 and a 100 x 120 item: the row is 200 tall, so the short
/// item moves down by 0 (none, top), (200 - 120) / 2 = 40 (center) or 80 (bottom).
@Suite struct GridLayoutTests {
    static let row = [Size(width: 100, height: 200), Size(width: 100, height: 120)]

    func grid(_ alignment: GridLayout.Alignment = .center, direction: ScrollDirection = .vertical,
              sizes: [Size] = GridLayoutTests.row, counts: [Int] = [2], geometry: GridLayout.HorizontalGeometry = .recipe) -> GridLayout {
        prepared(configured(alignment, direction: direction, geometry: geometry), CollectionContent(itemCounts: counts, itemSizes: sizes))
    }

    func configured(_ alignment: GridLayout.Alignment, direction: ScrollDirection, geometry: GridLayout.HorizontalGeometry) -> GridLayout {
        var g = GridLayout()
        g.alignment = alignment
        g.scrollDirection = direction
        g.horizontalGeometry = geometry
        return g
    }

    @Test func demoDefaults() {
        let g = GridLayout()
        #expect(g.itemSize == Size(width: 200, height: 200))
        #expect(g.sectionInset == EdgeInsets(all: 10))
        #expect(g.minimumInteritemSpacing == 20)
        #expect(g.alignment == .center)
        #expect(g.scrollDirection == .vertical)
    }

    @Test(arguments: [(GridLayout.Alignment.none, 10.0), (.top, 10), (.center, 50), (.bottom, 90)])
    func rowAlignment(alignment: GridLayout.Alignment, shortItemY: Double) {
        let g = grid(alignment)
        #expect(g.frame(0, 0) == Rect(x: 10, y: 10, width: 100, height: 200))
        #expect(g.frame(0, 1) == Rect(x: 130, y: shortItemY, width: 100, height: 120))   // 10 + 100 + 20
        #expect(g.collectionViewContentSize == Size(width: 240, height: 220))
    }

    @Test func rowsNeverWrap() {
        // The demo: 7 items of 200 x 200 in one row, 7 x 200 + 6 x 20 + 20 = 1540 pt wide on a 768 pt view.
        let g = prepared(GridLayout(), CollectionContent(itemCounts: [7, 7]))
        #expect(g.frame(0, 6) == Rect(x: 1330, y: 10, width: 200, height: 200))
        #expect(g.frame(1, 0) == Rect(x: 10, y: 230, width: 200, height: 200))
        #expect(g.collectionViewContentSize == Size(width: 1540, height: 440))
    }

    @Test func measuredHorizontalGridExchangesTheAxes() {
        // Sections are columns; the column is 200 wide and the 120-wide item moves right by 40.
        let g = grid(.center, direction: .horizontal, sizes: [Size(width: 200, height: 100), Size(width: 120, height: 100)], geometry: .measured)
        #expect(g.frame(0, 0) == Rect(x: 10, y: 10, width: 200, height: 100))
        #expect(g.frame(0, 1) == Rect(x: 50, y: 130, width: 120, height: 100))
        #expect(g.collectionViewContentSize == Size(width: 220, height: 240))
        let bottom = grid(.bottom, direction: .horizontal, sizes: [Size(width: 200, height: 100), Size(width: 120, height: 100)], geometry: .measured)
        #expect(bottom.frame(0, 1) == Rect(x: 90, y: 130, width: 120, height: 100))
    }

    @Test func horizontalGridFollowsTheRecipesCode() {
        // Recipe 10-8 scrolling horizontally: frame = (verticalOffset, horizontalOffset, w, h);
        // horizontalOffset = insets.left + the widths and spacings before the item, so with sizes
        // 100x50, 80x120, 60x90, insets 10 and spacing 20 item 1 is at y = 10 + 100 + 20 = 130 and
        // item 2 at 130 + 80 + 20 = 230; verticalOffset = the earlier sections' heights (10 + 120
        // + 10 = 140 each) + insets.top 10. Content: (2 x 140, 10 + 100 + 20 + 80 + 20 + 60 + 10).
        let sizes = [Size(width: 100, height: 50), Size(width: 80, height: 120), Size(width: 60, height: 90)]
        let g = prepared(configured(.top, direction: .horizontal, geometry: .recipe), CollectionContent(itemCounts: [3, 3], itemSizes: sizes))
        #expect(g.frame(0, 0) == Rect(x: 10, y: 10, width: 100, height: 50))
        #expect(g.frame(0, 1) == Rect(x: 10, y: 130, width: 80, height: 120))
        #expect(g.frame(0, 2) == Rect(x: 10, y: 230, width: 60, height: 90))
        #expect(g.frame(1, 1) == Rect(x: 150, y: 130, width: 80, height: 120))
        #expect(g.collectionViewContentSize == Size(width: 280, height: 300))
        // Centre alignment uses heights along the scroll axis: item 0 (50 high) moves by (120 - 50) / 2 = 35.
        let centred = prepared(configured(.center, direction: .horizontal, geometry: .recipe), CollectionContent(itemCounts: [3], itemSizes: sizes))
        #expect(centred.frame(0, 0) == Rect(x: 45, y: 10, width: 100, height: 50))
        // The default is the recipe's geometry; queries find the overlapping items too.
        #expect(GridLayout().horizontalGeometry == .recipe)
        #expect(g.layoutAttributesForElements(in: Rect(x: 0, y: 235, width: 20, height: 10)).map(\.indexPath) == [ip(0, 1), ip(0, 2)])
    }

    @Test func headerAndFooterExtents() {
        var g = GridLayout()
        g.headerReferenceSize = Size(width: 50, height: 30)
        g.footerReferenceSize = Size(width: 50, height: 40)
        let l = prepared(g, CollectionContent(itemCounts: [2, 2], itemSizes: Self.row))
        // Section 0: header 0 ..< 30, items from 40, row 200, bottom inset to 250, footer 250 ..< 290.
        #expect(l.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: ip(0, 0))?.frame
                == Rect(x: 0, y: 0, width: 240, height: 30))
        #expect(l.frame(0, 0) == Rect(x: 10, y: 40, width: 100, height: 200))
        #expect(l.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionFooter, at: ip(0, 0))?.frame
                == Rect(x: 0, y: 250, width: 240, height: 40))
        // Section 1 starts at 290. Its items have identities 2 and 3: the sizes repeat.
        #expect(l.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: ip(1, 0))?.frame
                == Rect(x: 0, y: 290, width: 240, height: 30))
        #expect(l.frame(1, 1) == Rect(x: 130, y: 370, width: 100, height: 120))   // 290 + 30 + 10 + 40
        #expect(l.collectionViewContentSize == Size(width: 240, height: 580))
    }

    @Test func horizontalHeadersUseTheirWidth() {
        var g = GridLayout()
        g.scrollDirection = .horizontal
        g.headerReferenceSize = Size(width: 50, height: 30)
        let l = prepared(g, CollectionContent(itemCounts: [1]))
        #expect(l.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: ip(0, 0))?.frame
                == Rect(x: 0, y: 0, width: 50, height: 220))
        #expect(l.frame(0, 0) == Rect(x: 60, y: 10, width: 200, height: 200))
        #expect(l.collectionViewContentSize == Size(width: 270, height: 220))
    }

    @Test func emptySectionsAreValid() {
        let g = grid(counts: [0, 2, 0])
        // Each empty section is just its insets: 20 pt.
        #expect(g.frame(1, 0) == Rect(x: 10, y: 30, width: 100, height: 200))
        #expect(g.frame(1, 1) == Rect(x: 130, y: 70, width: 100, height: 120))
        #expect(g.collectionViewContentSize == Size(width: 240, height: 260))
        #expect(g.layoutAttributesForItem(at: ip(0, 0)) == nil)
        #expect(g.layoutAttributesForAllElements().count == 2)

        let empty = grid(counts: [0, 0])
        #expect(empty.layoutAttributesForAllElements().isEmpty)
        #expect(empty.collectionViewContentSize == Size(width: 20, height: 40))
        let none = grid(counts: [])
        #expect(none.layoutAttributesForAllElements().isEmpty)
        #expect(none.collectionViewContentSize == Size(width: 0, height: 0))
    }

    @Test func rectQueriesFindItemsAlongTheRow() {
        let g = prepared(GridLayout(), CollectionContent(itemCounts: [7, 7]))
        // x 700 ..< 800, row 1 only: items 3 (670 ..< 870) of section 1.
        #expect(g.cellIndexPaths(in: Rect(x: 700, y: 300, width: 100, height: 10)) == [ip(1, 3)])
        // x 870 ..< 890 lies in the gap between items 3 and 4.
        #expect(g.cellIndexPaths(in: Rect(x: 870, y: 0, width: 20, height: 440)).isEmpty)
    }
}
