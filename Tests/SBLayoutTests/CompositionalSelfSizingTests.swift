import SBLayout
import Testing

// Self-sizing in compositional layouts: cells and boundary items with an estimated dimension take
// the size they prefer along it, and the layout is laid out again with those sizes (UIKit's
// invalidation after preferredLayoutAttributesFittingAttributes:). Every expected frame is worked
// out by hand below from UIKit's rules, never from the code under test.

private func size(_ w: Compositional.Dimension, _ h: Compositional.Dimension) -> Compositional.LayoutSize {
    Compositional.LayoutSize(widthDimension: w, heightDimension: h)
}

private func item(_ w: Compositional.Dimension, _ h: Compositional.Dimension, insets: Double = 0) -> Compositional.Item {
    var i = Compositional.Item(layoutSize: size(w, h))
    i.contentInsets = DirectionalEdgeInsets(all: insets)
    return i
}

private func selfSized(_ sections: [Compositional.Section], counts: [Int], viewport: Size,
                       measure: (SelfSizingRequest) -> Size?) -> CompositionalLayout {
    var layout = CompositionalLayout(sections: sections)
    layout.prepare(content: CollectionContent(itemCounts: counts), viewport: viewport)
    layout.selfSize(measure)
    return layout
}

private extension CompositionalLayout {
    func frame(_ section: Int, _ item: Int) -> Rect? {
        layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }
}

@Suite struct CompositionalSelfSizingTests {
    /// The list (full-width `.estimated(60)` rows with item insets 10 all round, 400 pt
    /// wide) whose rows then measure 60, 90 and 45 pt tall.
    @Test func rowsTakeTheirMeasuredHeights() {
        let group = Compositional.Group.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(60)),
                                                   subitems: [item(.fractionalWidth(1), .estimated(60), insets: 10)])
        let heights = [60.0, 90, 45]
        var requests: [SelfSizingRequest] = []
        let layout = selfSized([Compositional.Section(group: group)], counts: [3], viewport: Size(width: 400, height: 800)) { r in
            requests.append(r)
            return Size(width: 999, height: heights[r.attributes.indexPath.item])
        }
        // Asked once each, at the estimate: 400 - 10 - 10 = 380 wide (insets apply across the
        // fixed width), 60 tall (insets along the estimated height are ignored); only the height
        // is the cell's to choose.
        #expect(requests.count == 3)
        #expect(requests.first?.attributes.frame == Rect(x: 10, y: 0, width: 380, height: 60))
        #expect(requests.allSatisfy { $0.heightIsEstimated && !$0.widthIsEstimated })
        // The width answered (999) is ignored. Rows stack: y = 0, 60, 60 + 90 = 150.
        #expect(layout.frame(0, 0) == Rect(x: 10, y: 0, width: 380, height: 60))
        #expect(layout.frame(0, 1) == Rect(x: 10, y: 60, width: 380, height: 90))
        #expect(layout.frame(0, 2) == Rect(x: 10, y: 150, width: 380, height: 45))
        // 60 + 90 + 45 = 195.
        #expect(layout.collectionViewContentSize == Size(width: 400, height: 195))
    }

    /// A group of two half-width cells `.estimated(50)` tall is as tall as its taller cell.
    @Test func aRowOfCellsIsAsTallAsItsTallestCell() {
        let group = Compositional.Group.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(50)),
                                                   subitems: [item(.fractionalWidth(0.5), .estimated(50))])
        var section = Compositional.Section(group: group)
        section.interGroupSpacing = 10
        let heights = [80.0, 40, 30, 35]
        let layout = selfSized([section], counts: [4], viewport: Size(width: 400, height: 800)) { r in
            Size(width: 200, height: heights[r.attributes.indexPath.item])
        }
        // Group 0: max(80, 40) = 80 tall; group 1 at 80 + 10 = 90, max(30, 35) = 35 tall.
        // Cells sit at their group's top.
        #expect(layout.frame(0, 0) == Rect(x: 0, y: 0, width: 200, height: 80))
        #expect(layout.frame(0, 1) == Rect(x: 200, y: 0, width: 200, height: 40))
        #expect(layout.frame(0, 2) == Rect(x: 0, y: 90, width: 200, height: 30))
        #expect(layout.frame(0, 3) == Rect(x: 200, y: 90, width: 200, height: 35))
        // 90 + 35 = 125.
        #expect(layout.collectionViewContentSize == Size(width: 400, height: 125))
        // The query by rectangle finds the same frames: y 85 ..< 95 holds only group 1.
        let found = layout.layoutAttributesForElements(in: Rect(x: 0, y: 85, width: 400, height: 10)).map(\.indexPath.item).sorted()
        #expect(found == [2, 3])
    }

    /// Cells `.estimated(100)` wide in a 400 pt row: measured 150, 300 and 80 wide, the second no
    /// longer fits after the first (150 + 300 = 450 > 400), so it starts the next group.
    @Test func measuredWidthsDecideWhatFitsInAGroup() {
        let group = Compositional.Group.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)),
                                                   subitems: [item(.estimated(100), .absolute(40))])
        let widths = [150.0, 300, 80]
        let layout = selfSized([Compositional.Section(group: group)], counts: [3], viewport: Size(width: 400, height: 800)) { r in
            Size(width: widths[r.attributes.indexPath.item], height: 1)
        }
        // Group 0: [150]; group 1 at y 40: 300 + 80 = 380 <= 400. The absolute height stays 40.
        #expect(layout.frame(0, 0) == Rect(x: 0, y: 0, width: 150, height: 40))
        #expect(layout.frame(0, 1) == Rect(x: 0, y: 40, width: 300, height: 40))
        #expect(layout.frame(0, 2) == Rect(x: 300, y: 40, width: 80, height: 40))
        #expect(layout.collectionViewContentSize == Size(width: 400, height: 80))
    }

    /// An `.estimated(28)` header measuring 50 pushes the section's rows down by 22.
    @Test func anEstimatedHeaderTakesItsMeasuredHeight() {
        let row = size(.fractionalWidth(1), .absolute(44))
        var section = Compositional.Section(group: .horizontal(layoutSize: row, subitems: [Compositional.Item(layoutSize: row)]))
        section.boundarySupplementaryItems = [Compositional.BoundaryItem(
            layoutSize: size(.fractionalWidth(1), .estimated(28)), elementKind: ElementKind.sectionHeader, alignment: .top)]
        let layout = selfSized([section], counts: [2], viewport: Size(width: 400, height: 800)) { r in
            // Cells are absolute: only the header is asked.
            r.attributes.category == .cell ? Size(width: 1, height: 1) : Size(width: 400, height: 50)
        }
        let header = layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == Rect(x: 0, y: 0, width: 400, height: 50))
        // Rows at 50 and 50 + 44 = 94; the content 50 + 2 x 44 = 138.
        #expect(layout.frame(0, 0) == Rect(x: 0, y: 50, width: 400, height: 44))
        #expect(layout.frame(0, 1) == Rect(x: 0, y: 94, width: 400, height: 44))
        #expect(layout.collectionViewContentSize == Size(width: 400, height: 138))
        #expect(layout.measuredSizes.items.isEmpty)
    }

    /// 100 rows `.estimated(44)` in a 200 pt tall view, each measuring 20: UIKit measures the
    /// rows it shows, lays out again, and measures those that came into view, until none is new.
    /// Rows never shown keep their estimate.
    @Test func onlyRowsThatComeIntoViewAreMeasured() {
        let row = size(.fractionalWidth(1), .estimated(44))
        let section = Compositional.Section(group: .horizontal(layoutSize: row, subitems: [Compositional.Item(layoutSize: row)]))
        var passes: [[Int]] = [[]]
        var layout = CompositionalLayout(sections: [section])
        layout.prepare(content: CollectionContent(itemCounts: [100]), viewport: Size(width: 400, height: 200))
        var lastY = -1.0
        layout.selfSize { r in
            // A new pass starts when the rows asked go back up the list.
            if r.attributes.frame.minY < lastY { passes.append([]) }
            lastY = r.attributes.frame.minY
            passes[passes.count - 1].append(r.attributes.indexPath.item)
            return Size(width: 400, height: 20)
        }
        // Pass 1: rows at 0, 44, 88, 132, 176 start above 200: rows 0-4. Then 5 x 20 = 100, and
        // rows 5, 6, 7 at 100, 144, 188. Then 8 x 20 = 160: row 8 at 160 (row 9 at 204).
        // Then 9 x 20 = 180: row 9 at 180. Then 10 x 20 = 200: row 10 starts at the bottom edge.
        #expect(passes.flatMap { $0 } == Array(0...9))
        #expect(layout.measuredSizes.items.count == 10)
        // 10 x 20 + 90 x 44 = 200 + 3960 = 4160.
        #expect(layout.collectionViewContentSize == Size(width: 400, height: 4160))
        #expect(layout.frame(0, 10) == Rect(x: 0, y: 200, width: 400, height: 44))
        #expect(layout.frame(0, 99) == Rect(x: 0, y: 4116, width: 400, height: 44))
    }

    /// A cell that answers nil, or a size that is not usable, keeps its estimate; nothing is
    /// laid out again.
    @Test func unusableAnswersKeepTheEstimate() {
        let row = size(.fractionalWidth(1), .estimated(44))
        let section = Compositional.Section(group: .horizontal(layoutSize: row, subitems: [Compositional.Item(layoutSize: row)]))
        let answers: [Size?] = [nil, Size(width: 400, height: .nan), Size(width: 400, height: -5), Size(width: 400, height: .infinity)]
        let layout = selfSized([section], counts: [4], viewport: Size(width: 400, height: 800)) { r in
            answers[r.attributes.indexPath.item]
        }
        #expect(layout.measuredSizes.isEmpty)
        #expect(layout.frame(0, 3) == Rect(x: 0, y: 132, width: 400, height: 44))
    }

    /// A list section (UIKit's rows are `.estimated(44)`) keeps its separators under the measured
    /// rows: inset by the 16 pt layout margin, 0.5 thick, at the row's bottom.
    @Test func listSeparatorsFollowMeasuredRows() {
        let list = Compositional.Section.list(using: Compositional.ListConfiguration(appearance: .plain),
                                              layoutEnvironment: Size(width: 390, height: 800))
        let layout = selfSized([list], counts: [2], viewport: Size(width: 390, height: 800)) { r in
            Size(width: 390, height: r.attributes.indexPath.item == 0 ? 64 : 44)
        }
        #expect(layout.frame(0, 1) == Rect(x: 0, y: 64, width: 390, height: 44))
        let separator = layout.layoutAttributesForDecorationView(ofKind: Compositional.ListConfiguration.separatorKind,
                                                                 at: IndexPath(item: 0, section: 0))
        // x 16, y 64 - 0.5 = 63.5, 390 - 16 = 374 wide.
        #expect(separator?.frame == Rect(x: 16, y: 63.5, width: 374, height: 0.5))
    }
}

/// The groups after the last measured cell repeat the estimate's template by arithmetic.
@Suite struct CompositionalSelfSizingTailTests {
    /// 10 rows `.estimated(44)` with 10 pt between groups; only row 1 measured, 100 tall.
    @Test func rowsAfterTheLastMeasuredOneKeepTheirEstimates() {
        let row = Compositional.LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        var section = Compositional.Section(group: .horizontal(layoutSize: row, subitems: [Compositional.Item(layoutSize: row)]))
        section.interGroupSpacing = 10
        var layout = CompositionalLayout(sections: [section])
        layout.measuredSizes.setItem(IndexPath(item: 1, section: 0), Size(width: 400, height: 100))
        layout.prepare(content: CollectionContent(itemCounts: [10]), viewport: Size(width: 400, height: 300))
        // Row 0 at 0; row 1 at 54, 100 tall; row 2 at 54 + 100 + 10 = 164; row k >= 2 at
        // 164 + (k - 2) x 54: row 9 at 164 + 378 = 542, ending at 586.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == Rect(x: 0, y: 54, width: 400, height: 100))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == Rect(x: 0, y: 164, width: 400, height: 44))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 9, section: 0))?.frame == Rect(x: 0, y: 542, width: 400, height: 44))
        #expect(layout.collectionViewContentSize == Size(width: 400, height: 586))
        // y 200 ..< 320 meets rows 2 (164 ... 208), 3 (218 ... 262), 4 (272 ... 316); row 5 starts at 326.
        let found = layout.layoutAttributesForElements(in: Rect(x: 0, y: 200, width: 400, height: 120)).map(\.indexPath.item).sorted()
        #expect(found == [2, 3, 4])
        // Every row, by rectangle: the ten of them once each.
        let all = layout.layoutAttributesForElements(in: Rect(x: 0, y: -10, width: 400, height: 1000)).map(\.indexPath.item).sorted()
        #expect(all == Array(0..<10))
    }
}

/// Random sections with random measured sizes: the rectangle query returns exactly the elements
/// of the whole content that meet the rectangle, each cell is where the item query says, and
/// the content holds every cell.
@Suite struct CompositionalSelfSizingPropertyTests {
    struct LCG {
        var state: UInt64
        mutating func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
    }

    @Test(arguments: 0..<40)
    func queriesAgreeWithTheWholeContent(seed: UInt64) {
        var g = LCG(state: seed &+ 17)
        let perRow = 1 + g.next(3)
        let itemSize = Compositional.LayoutSize(widthDimension: .fractionalWidth(1 / Double(perRow)), heightDimension: .estimated(Double(20 + g.next(60))))
        let groupSize = Compositional.LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50))
        var section = Compositional.Section(group: .horizontal(layoutSize: groupSize, subitems: [Compositional.Item(layoutSize: itemSize)]))
        section.interGroupSpacing = Double(g.next(12))
        section.contentInsets = DirectionalEdgeInsets(top: Double(g.next(20)), leading: 0, bottom: Double(g.next(20)), trailing: 0)
        let counts = [g.next(40), g.next(40)]
        var layout = CompositionalLayout(sections: [section])
        for s in 0..<2 where counts[s] > 0 {
            for _ in 0..<g.next(counts[s] + 1) {
                layout.measuredSizes.setItem(IndexPath(item: g.next(counts[s]), section: s), Size(width: 1, height: Double(10 + g.next(150))))
            }
        }
        layout.prepare(content: CollectionContent(itemCounts: counts), viewport: Size(width: 300, height: 400))
        let everything = Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)
        let all = layout.layoutAttributesForElements(in: everything)
        let cells = all.filter { $0.category == .cell }
        #expect(cells.count == counts.reduce(0, +))
        for c in cells {
            #expect(layout.layoutAttributesForItem(at: c.indexPath)?.frame == c.frame)
            #expect(c.frame.maxY <= layout.collectionViewContentSize.height + 1e-9)
            // A measured cell has its measured height; the others their estimate.
            let expected = layout.measuredSizes.items[c.indexPath]?.height ?? itemSize.heightDimension.value
            #expect(c.frame.height == expected)
        }
        for _ in 0..<10 {
            let window = Rect(x: 0, y: Double(g.next(Int(layout.collectionViewContentSize.height) + 50)) - 25, width: 300, height: Double(1 + g.next(200)))
            let found = Set(layout.layoutAttributesForElements(in: window).map { "\($0.category)\($0.indexPath)" })
            let expected = Set(all.filter { $0.frame.intersects(window) }.map { "\($0.category)\($0.indexPath)" })
            #expect(found == expected)
        }
    }
}

/// An orthogonal section of cells `.estimated(100)` wide: the measured widths set where each
/// group starts across and how far the section scrolls on its own.
@Suite struct CompositionalSelfSizingOrthogonalTests {
    @Test func measuredWidthsSetTheOrthogonalContent() {
        let cell = Compositional.LayoutSize(widthDimension: .estimated(100), heightDimension: .absolute(50))
        var section = Compositional.Section(group: .horizontal(layoutSize: cell, subitems: [Compositional.Item(layoutSize: cell)]))
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        let widths = [150.0, 80, 300]
        var layout = CompositionalLayout(sections: [section])
        layout.prepare(content: CollectionContent(itemCounts: [3]), viewport: Size(width: 200, height: 400))
        // Estimates: groups 100 wide at x 0, 110 (in view), 220 (past 200: measured next pass).
        layout.selfSize { r in Size(width: widths[r.attributes.indexPath.item], height: 1) }
        // Measured: x 0 (150 wide), 160 (80), 250 (300); the height stays the absolute 50.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 0, y: 0, width: 150, height: 50))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == Rect(x: 160, y: 0, width: 80, height: 50))
        // Item 2 came into view after the first pass (its estimate at 220 was outside 0 ..< 200;
        // at 160 + 80 + 10 = 250 it is still outside), so it keeps its 100 pt estimate.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == Rect(x: 250, y: 0, width: 100, height: 50))
        // The section's own content: 150 + 10 + 80 + 10 + 100 = 350; it scrolls 350 - 200 = 150.
        #expect(layout.maximumOrthogonalOffset(inSection: 0) == 150)
        #expect(layout.collectionViewContentSize == Size(width: 200, height: 50))
    }
}
