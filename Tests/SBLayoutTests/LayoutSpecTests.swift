import SBLayout
import Testing

/// LayoutSpec: the seed demos as defaults, and validation naming the setting at fault.
@Suite struct LayoutSpecTests {
    func field(_ spec: LayoutSpec) -> LayoutSpec.Field? {
        do {
            try spec.validate()
            return nil
        } catch {
            return error.field
        }
    }

    @Test func seedDemoContents() {
        #expect(LayoutSpec(layout: .springboard).resolvedItemCounts == [32])
        var home = LayoutSpec(layout: .springboard)
        home.rows = 5
        home.columns = 4
        #expect(home.resolvedItemCounts == [5, 4, 6])
        #expect(LayoutSpec(layout: .flow).resolvedItemCounts == Array(repeating: 12, count: 10))
        #expect(LayoutSpec(layout: .circle).resolvedItemCounts == [12])
        #expect(LayoutSpec(layout: .punched).resolvedItemCounts == Array(repeating: 1, count: 20))
        #expect(LayoutSpec(layout: .grid).resolvedItemCounts == Array(repeating: 7, count: 8))
        #expect(LayoutSpec(layout: .flow).viewport == Size(width: 768, height: 1024))
    }

    @Test func theFlowDemoIsRecipe10_1() throws {
        let l = try LayoutSpec(layout: .flow).preparedLayout()
        #expect(l.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: ip(0, 0))?.frame
                == Rect(x: 0, y: 0, width: 768, height: 30))
        #expect(l.frame(0, 0) == Rect(x: 10, y: 40, width: 50, height: 50))
        #expect(l.collectionViewContentSize == Size(width: 768, height: 1700))
    }

    @Test func pageStopsWhereUIScrollViewStops() throws {
        // The tutorial's content is 1360 pt wide in a 768 pt view: page 1 rests at
        // 1360 - 768 = 592 (contentSize - bounds), showing column 4 of page 0 (x = 608) too.
        var spec = LayoutSpec(layout: .springboard)
        spec.page = 1
        let l = try spec.preparedLayout()
        #expect(l.contentOffset == Point(x: 592, y: 0))
        #expect(l.cellIndexPaths(in: l.visibleRect) == (15..<32).map { ip(0, $0) })
        // There are two pages: page 2 is an error that says so.
        spec.page = 2
        #expect(throws: LayoutSpecError(.page, "is past the last page: the content has 2 pages (0 to 1)")) { try spec.preparedLayout() }
        spec.page = 5
        #expect(throws: LayoutSpecError(.page, "is past the last page: the content has 2 pages (0 to 1)")) { try spec.preparedLayout() }
    }

    @Test func sixtyIconsCanRestOnPageThree() throws {
        // 60 icons: 12 columns, 32 + 11 x 192 + 144 + 32 = 2320 pt; 2320 / 768 = 3.02, so
        // UIScrollView has four resting offsets and page 3 rests at 2320 - 768 = 1552.
        var spec = LayoutSpec(layout: .springboard)
        spec.items = 60
        spec.page = 3
        #expect(try spec.preparedLayout().contentOffset == Point(x: 1552, y: 0))
        spec.page = 4
        #expect(throws: LayoutSpecError(.page, "is past the last page: the content has 4 pages (0 to 3)")) { try spec.preparedLayout() }
    }

    @Test func invalidSettingsNameTheirField() {
        func spec(_ layout: LayoutDefinition, _ change: (inout LayoutSpec) -> Void) -> LayoutSpec {
            var s = LayoutSpec(layout: layout)
            change(&s)
            return s
        }
        #expect(field(spec(.flow) { $0.viewport = Size(width: 0, height: 0) }) == .viewport)
        #expect(field(spec(.flow) { $0.viewport = Size(width: -5, height: 10) }) == .viewport)
        #expect(field(spec(.flow) { $0.items = -1 }) == .items)
        #expect(field(spec(.flow) { $0.alignment = .top }) == .setting(.alignment))
        #expect(field(spec(.springboard) { $0.rows = 3 }) == .setting(.columns))
        #expect(field(spec(.circle) { $0.sections = 2 }) == .sections)
        #expect(field(spec(.circle) { $0.pinch = 0 }) == .setting(.pinch))
        #expect(field(spec(.grid) { $0.lineSpacing = 5 }) == .setting(.lineSpacing))
        #expect(field(spec(.springboard) { $0.page = 1; $0.contentOffset = .zero }) == .page)
        #expect(field(spec(.flow) { $0.page = 1 }) == .page)
        #expect(field(spec(.flow) { $0.itemSizes = [] }) == .setting(.sizes))
    }

    @Test func homeScreenColumnsMustFitThePage() {
        var fits = LayoutSpec(layout: .springboard)
        fits.rows = 5
        fits.columns = 4
        fits.itemSize = Size(width: 176, height: 144)   // 4 x 176 = 704 = 768 - 64: exactly fits
        #expect(field(fits) == nil)
        var wide = fits
        wide.itemSize = Size(width: 177, height: 144)
        #expect(field(wide) == .setting(.itemSize))
        // Taller than the page is allowed: the content grows downwards.
        var tall = fits
        tall.itemSize = Size(width: 100, height: 300)
        #expect(field(tall) == nil)
        // Fill mode: 4 columns with 250 pt spacing leave nothing of 704 pt.
        var crowded = LayoutSpec(layout: .springboard)
        crowded.rows = 5
        crowded.columns = 4
        crowded.interitemSpacing = 250
        #expect(field(crowded) == .setting(.columns))
        crowded.interitemSpacing = nil
        crowded.lineSpacing = 300   // 4 x 300 > 960
        #expect(field(crowded) == .setting(.rows))
    }

    @Test func fixedItemsTallerThanThePageGrowTheContent() throws {
        // 5 rows of 300 pt items with no gaps: rows at 32, 332, ..., 1232; the content ends at
        // 1232 + 300 + 32 = 1564 although the 5 items fit one page's capacity.
        var spec = LayoutSpec(layout: .springboard)
        spec.rows = 5
        spec.columns = 1
        spec.itemCounts = [5]
        spec.itemSize = Size(width: 100, height: 300)
        let l = try spec.preparedLayout()
        #expect(l.frame(0, 4) == Rect(x: 334, y: 1232, width: 100, height: 300))
        #expect(l.collectionViewContentSize == Size(width: 768, height: 1564))
    }
}
