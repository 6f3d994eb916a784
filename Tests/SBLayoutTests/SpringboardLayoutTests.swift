import SBLayout
import Testing

/// The iPad Springboard tutorial (seed 000) and the numbers uikit-semantics.md and SCENE.md give
/// for it: item 144 x 144, spacing 48, insets 32, horizontal flow paged by 768 pt.
@Suite struct TutorialSpringboardTests {
    func tutorial(items: Int = 32, editing: Bool = false) -> SpringboardLayout {
        var l = SpringboardLayout()
        l.isEditing = editing
        return prepared(l, CollectionContent(itemCounts: [items]))
    }

    @Test func columnsAndRowsAreTheDocumentsNumbers() {
        let l = tutorial()
        let columns: [Double] = [32, 224, 416, 608, 800]   // the fifth column starts page 1 at 768 + 32
        let rows: [Double] = [32, 236, 440, 644, 848]      // 60 pt gaps on a 1024 pt page
        for item in 0..<25 {
            #expect(l.frame(0, item) == Rect(x: columns[item / 5], y: rows[item % 5], width: 144, height: 144),
                    "item \(item)")
        }
    }

    @Test func theLastShortColumnUsesTheGridSlots() {
        // 32 items: columns 0-5 are full, column 6 holds items 30 and 31 at the first two slots.
        let l = tutorial()
        #expect(l.frame(0, 30) == Rect(x: 1184, y: 32, width: 144, height: 144))
        #expect(l.frame(0, 31) == Rect(x: 1184, y: 236, width: 144, height: 144))
    }

    @Test func contentSizeFor32Items() {
        // Seven columns: 32 + 6 x 192 + 144 + 32 = 1360 wide; the height is the view's.
        #expect(tutorial().collectionViewContentSize == Size(width: 1360, height: 1024))
        #expect(tutorial().numberOfPages == 2)
    }

    @Test func pageOneShowsItemsFrom20() {
        var l = tutorial()
        #expect(l.cellIndexPaths(in: l.visibleRect) == (0..<20).map { ip(0, $0) })
        l.contentOffset = Point(x: 768, y: 0)
        #expect(l.cellIndexPaths(in: l.visibleRect) == (20..<32).map { ip(0, $0) })
        #expect(l.currentPage == 1)
    }

    @Test func deletionModeShowsEveryDeleteButton() {
        let editing = tutorial(editing: true)
        let all = editing.layoutAttributesForAllElements()
        #expect(all.count == 32)
        #expect(all.allSatisfy { !$0.isDeleteButtonHidden })
        #expect(editing.layoutAttributesForItem(at: ip(0, 7))?.isDeleteButtonHidden == false)

        let normal = tutorial(editing: false)
        #expect(normal.layoutAttributesForAllElements().allSatisfy { $0.isDeleteButtonHidden })
        #expect(normal.layoutAttributesForItem(at: ip(0, 7))?.isDeleteButtonHidden == true)
    }

    @Test func pagingStopsOnWholePagesOnePageAtATime() {
        // Page 1 of the tutorial's 1360 pt content rests at contentSize - bounds = 1360 - 768 = 592.
        var l = tutorial()
        #expect(l.targetContentOffset(forProposedContentOffset: Point(x: 300, y: 0), withScrollingVelocity: Point(x: 1, y: 0))
                == Point(x: 592, y: 0))
        #expect(l.targetContentOffset(forProposedContentOffset: Point(x: 300, y: 0), withScrollingVelocity: .zero)
                == Point(x: 0, y: 0))
        #expect(l.targetContentOffset(forProposedContentOffset: Point(x: 500, y: 0), withScrollingVelocity: .zero)
                == Point(x: 592, y: 0))
        // Past the last page: clamped to page 1 (two pages in all).
        #expect(l.targetContentOffset(forProposedContentOffset: Point(x: 5000, y: 0), withScrollingVelocity: Point(x: 1, y: 0))
                == Point(x: 592, y: 0))
        #expect(l.contentOffset(forPage: 0) == Point(x: 0, y: 0))
        #expect(l.contentOffset(forPage: 1) == Point(x: 592, y: 0))
        l.contentOffset = Point(x: 592, y: 0)
        #expect(l.currentPage == 1)
        #expect(l.targetContentOffset(forProposedContentOffset: Point(x: 700, y: 0), withScrollingVelocity: Point(x: -1, y: 0))
                == Point(x: 0, y: 0))
    }

    /// UIScrollView pages by whole bounds and clamps to contentSize - bounds, so content that
    /// overruns its last whole page by its trailing inset still has a resting offset there.
    @Test func sixtyIconsHaveAFourthRestingOffset() {
        // 60 icons, 5 per column: 12 columns, 32 + 11 x 192 + 144 + 32 = 2320 pt of content.
        var l = tutorial(items: 60)
        #expect(l.collectionViewContentSize == Size(width: 2320, height: 1024))
        // 2320 / 768 = 3.02: four resting offsets, 0, 768, 1536 and 2320 - 768 = 1552.
        #expect(l.numberOfScrollPages == 4)
        #expect(l.contentOffset(forPage: 2) == Point(x: 1536, y: 0))
        #expect(l.contentOffset(forPage: 3) == Point(x: 1552, y: 0))
        // The dots count pages that hold items: (2320 - 32) / 768 = 2.98, three.
        #expect(l.numberOfPages == 3)
        // From page 2 (1536) a swipe forward goes to page 3 (1552), and no further.
        l.contentOffset = Point(x: 1536, y: 0)
        #expect(l.targetContentOffset(forProposedContentOffset: Point(x: 1550, y: 0), withScrollingVelocity: Point(x: 1, y: 0))
                == Point(x: 1552, y: 0))
        l.contentOffset = Point(x: 1552, y: 0)
        #expect(l.currentPage == 2, "the third dot is lit")
        #expect(l.targetContentOffset(forProposedContentOffset: Point(x: 5000, y: 0), withScrollingVelocity: Point(x: 1, y: 0))
                == Point(x: 1552, y: 0))
        // Back from page 3: page 2 at 1536, one page per swipe.
        #expect(l.targetContentOffset(forProposedContentOffset: Point(x: 1000, y: 0), withScrollingVelocity: Point(x: -1, y: 0))
                == Point(x: 1536, y: 0))
    }

    @Test func noItemsGiveNoElements() {
        let l = tutorial(items: 0)
        #expect(l.layoutAttributesForAllElements().isEmpty)
        #expect(l.layoutAttributesForItem(at: ip(0, 0)) == nil)
    }
}

/// SwiftSpringBoard (seed 003): rows x columns per page, a page per section, row-major order.
/// The example data: 5 rows, 4 columns, pages of 5, 4 and 6 items.
@Suite struct HomeScreenSpringboardTests {
    func homeScreen(fixed: Size? = nil, counts: [Int] = [5, 4, 6]) -> SpringboardLayout {
        var l = SpringboardLayout()
        l.grid = (rows: 5, columns: 4)
        l.fixedItemSize = fixed
        return prepared(l, CollectionContent(itemCounts: counts))
    }

    @Test func fillModeItemSize() {
        // ((768 - 64 - 3 x 48) / 4, (1024 - 64 - 4 x 48) / 5) = (140, 153.6)
        let l = homeScreen()
        for s in 0..<3 {
            for i in 0..<[5, 4, 6][s] {
                let f = l.frame(s, i)
                #expect(f.width == 140)
                #expect(close(f.height, 153.6))
            }
        }
    }

    @Test func fillModeIsRowMajorWithAPagePer768Points() {
        let l = homeScreen()
        // Columns 188 pt apart (140 + 48), rows 201.6 pt apart (153.6 + 48).
        let expected: [(IndexPath, Double, Double)] = [
            (ip(0, 0), 32, 32), (ip(0, 1), 220, 32), (ip(0, 2), 408, 32), (ip(0, 3), 596, 32),
            (ip(0, 4), 32, 233.6),
            (ip(1, 0), 800, 32), (ip(1, 3), 1364, 32),
            (ip(2, 0), 1568, 32), (ip(2, 4), 1568, 233.6), (ip(2, 5), 1756, 233.6),
        ]
        for (path, x, y) in expected {
            let f = l.frame(path.section, path.item)
            #expect(close(f.minX, x) && close(f.minY, y), "\(path): \(f)")
        }
        #expect(l.collectionViewContentSize == Size(width: 2304, height: 1024))
        #expect(l.numberOfPages == 3)
    }

    @Test func fixedItemSizeIsSpacedEvenly() {
        // 144 x 144: horizontal gaps (704 - 576) / 3 = 42.666..., vertical gaps (960 - 720) / 4 = 60.
        let l = homeScreen(fixed: Size(width: 144, height: 144))
        let xs: [Double] = [32, 218.66666666666666, 405.3333333333333, 592]
        let ys: [Double] = [32, 236]
        for i in 0..<6 {
            let f = l.frame(2, i)
            #expect(close(f.minX, 1536 + xs[i % 4]) && close(f.minY, ys[i / 4]) && f.size == Size(width: 144, height: 144),
                    "item \(i): \(f)")
        }
        // The last column touches the right inset: 592 + 144 = 736 = 768 - 32.
        #expect(close(l.frame(0, 3).maxX, 736))
    }

    @Test func pagesMayBePartlyFilled() {
        let l = homeScreen()
        #expect(l.layoutAttributesForItem(at: ip(1, 4)) == nil)
        var page1 = l
        page1.contentOffset = Point(x: 768, y: 0)
        #expect(page1.cellIndexPaths(in: page1.visibleRect) == [ip(1, 0), ip(1, 1), ip(1, 2), ip(1, 3)])
    }

    @Test func deletionModeInHomeScreenMode() {
        var l = SpringboardLayout()
        l.grid = (rows: 5, columns: 4)
        l.isEditing = true
        l = prepared(l, CollectionContent(itemCounts: [5, 4, 6]))
        let all = l.layoutAttributesForAllElements()
        #expect(all.count == 15)
        #expect(all.allSatisfy { !$0.isDeleteButtonHidden })
    }

    /// Regression (found by the rect-query property): without insets a page's last column can end
    /// a rounding error past the page edge (here 1328.0000000000002 on a 1328 pt page, and
    /// 375.00000000000006 on a 375 pt one); a query starting at the next page must still see it.
    @Test(arguments: [(Size(width: 1328, height: 209), Size(width: 162.468, height: 67.127) as Size?, 33.0),
                      (Size(width: 375, height: 1021), nil, 17.0)])
    func queriesAtThePageEdgeSeeEveryIntersectingCell(viewport: Size, fixed: Size?, spacing: Double) {
        var l = SpringboardLayout()
        l.grid = (rows: 4, columns: fixed == nil ? 3 : 4)
        l.fixedItemSize = fixed
        l.sectionInset = .zero
        l.minimumInteritemSpacing = spacing
        l = prepared(l, CollectionContent(itemCounts: [4, 4]), viewport)
        let rect = Rect(x: viewport.width, y: 0, width: 10, height: viewport.height)
        let all = (0..<2).flatMap { s in (0..<4).compactMap { l.layoutAttributesForItem(at: ip(s, $0)) } }
        let expected = all.filter { $0.frame.intersects(rect) }.map(\.indexPath).sorted()
        #expect(expected.contains(ip(1, 0)))
        #expect(l.cellIndexPaths(in: rect) == expected)
    }

    /// *Assumption* (SpringboardLayout's doc comment): items beyond a page's capacity continue on
    /// further rows below it, and the content grows to hold them.
    @Test func overflowContinuesBelowThePage() {
        let l = homeScreen(counts: [21])
        let f = l.frame(0, 20)
        #expect(close(f.minX, 32) && close(f.minY, 1040))   // 32 + 5 x 201.6
        #expect(close(l.collectionViewContentSize.height, 1225.6))   // 1040 + 153.6 + 32
    }
}
