import SBLayout
import Testing

/// UICollectionViewFlowLayout as uikit-semantics.md describes it, on the cookbook's basic flow
/// demo (seed 001, recipe 10-1): item 50 x 50, insets (10, 10, 50, 10), spacing 10 / 10,
/// headers and footers 60 x 30, vertical, 768 pt wide, 10 sections of 12 items.
///
/// Worked out by hand: the row has 768 - 20 = 748 pt; n items need 50 n + 10 (n - 1) <= 748, so
/// 12 fit (710 pt; 13 would need 770). The 12 are justified: the 748 - 600 = 148 spare points go
/// into 11 gaps of 13.4545..., so item j stands at x = 10 + j x 698 / 11. A section is
/// 30 (header) + 10 + 50 + 50 + 30 (footer) = 170 pt tall.
@Suite struct FlowLayoutTests {
    /// x of the 12 slots of a demo row: 10 + j x 698 / 11.
    static let demoSlots: [Double] = [
        10, 73.45454545454545, 136.9090909090909, 200.36363636363637, 263.8181818181818, 327.27272727272725,
        390.72727272727275, 454.1818181818182, 517.6363636363636, 581.0909090909091, 644.5454545454545, 708,
    ]

    func demoFlow(headers: Bool = true) -> FlowLayout {
        var f = FlowLayout()
        f.itemSize = Size(width: 50, height: 50)
        f.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 50, right: 10)
        f.minimumLineSpacing = 10
        f.minimumInteritemSpacing = 10
        if headers {
            f.headerReferenceSize = Size(width: 60, height: 30)
            f.footerReferenceSize = Size(width: 60, height: 30)
        }
        return f
    }

    @Test func defaultsAreUIKits() {
        let f = FlowLayout()
        #expect(f.itemSize == Size(width: 50, height: 50))
        #expect(f.minimumLineSpacing == 10)
        #expect(f.minimumInteritemSpacing == 10)
        #expect(f.sectionInset == .zero)
        #expect(f.scrollDirection == .vertical)
    }

    @Test func demoHeaderRowAndFooter() {
        let f = prepared(demoFlow(), CollectionContent(sections: 10, itemsPerSection: 12))
        let header = f.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: ip(0, 0))
        #expect(header?.frame == Rect(x: 0, y: 0, width: 768, height: 30))
        #expect(header?.category == .supplementaryView(kind: "header"))
        for j in 0..<12 {
            let fr = f.frame(0, j)
            #expect(close(fr.minX, Self.demoSlots[j]) && fr.minY == 40 && fr.size == Size(width: 50, height: 50),
                    "item \(j): \(fr)")
        }
        let footer = f.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionFooter, at: ip(0, 0))
        #expect(footer?.frame == Rect(x: 0, y: 140, width: 768, height: 30))
        // Section 1 follows at 170.
        #expect(f.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: ip(1, 0))?.frame
                == Rect(x: 0, y: 170, width: 768, height: 30))
        #expect(f.frame(1, 0) == Rect(x: 10, y: 210, width: 50, height: 50))
        #expect(f.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionFooter, at: ip(9, 0))?.frame
                == Rect(x: 0, y: 1670, width: 768, height: 30))
        #expect(f.collectionViewContentSize == Size(width: 768, height: 1700))
    }

    @Test func theLastShortLineSitsInTheGridSlots() {
        // 15 items: a full row of 12, then 3 in the first three slots of the next row.
        let f = prepared(demoFlow(headers: false), CollectionContent(itemCounts: [15]))
        for j in 0..<3 {
            let fr = f.frame(0, 12 + j)
            #expect(close(fr.minX, Self.demoSlots[j]) && fr.minY == 70, "item \(12 + j): \(fr)")
        }
        #expect(f.collectionViewContentSize == Size(width: 768, height: 170))   // 70 + 50 + 50
    }

    @Test func horizontalFlowFillsColumnsTopToBottom() {
        // 200 x 200 view, inset 10, item 50, spacing 10: a column holds 3 (50 x 3 + 20 <= 180),
        // justified with 15 pt gaps: y = 10, 75, 140. Columns 60 pt apart from the header's end.
        var f = demoFlow()
        f.scrollDirection = .horizontal
        f.sectionInset = EdgeInsets(all: 10)
        let l = prepared(f, CollectionContent(itemCounts: [7]), Size(width: 200, height: 200))
        let expected: [(Double, Double)] = [(70, 10), (70, 75), (70, 140), (130, 10), (130, 75), (130, 140), (190, 10)]
        for (i, (x, y)) in expected.enumerated() {
            #expect(l.frame(0, i) == Rect(x: x, y: y, width: 50, height: 50), "item \(i)")
        }
        // Headers and footers use the width of their reference size and span the whole height.
        #expect(l.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: ip(0, 0))?.frame
                == Rect(x: 0, y: 0, width: 60, height: 200))
        #expect(l.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionFooter, at: ip(0, 0))?.frame
                == Rect(x: 250, y: 0, width: 60, height: 200))
        #expect(l.collectionViewContentSize == Size(width: 310, height: 200))
    }

    @Test func aFullLineHoldingOneWideItemIsCentred() {
        // 200 pt items on a 300 pt line: one per line, centred at x = 50.
        var f = FlowLayout()
        f.itemSize = Size(width: 200, height: 50)
        let l = prepared(f, CollectionContent(itemCounts: [2]), Size(width: 300, height: 400))
        #expect(l.frame(0, 0) == Rect(x: 50, y: 0, width: 200, height: 50))
        #expect(l.frame(0, 1) == Rect(x: 50, y: 60, width: 200, height: 50))

        // The same with per-item sizes: the first (full) line is centred too.
        let sized = prepared(FlowLayout(), CollectionContent(itemCounts: [2], itemSizes: [Size(width: 200, height: 50)]),
                             Size(width: 300, height: 400))
        #expect(sized.frame(0, 0) == Rect(x: 50, y: 0, width: 200, height: 50))
    }

    @Test func perItemSizesPackTheLastLineWithMinimumSpacing() {
        // 300 pt line, spacing 10. Line 1: 100 + 10 + 120 (a 90 would make 330): justified, the
        // 80 spare points in the one gap. Line 2: 90, 40, 60 packed at 0, 100, 150; the line is
        // 50 thick and its items are centred across it (y = 60 + (50 - h) / 2).
        let sizes = [Size(width: 100, height: 50), Size(width: 120, height: 50), Size(width: 90, height: 50),
                     Size(width: 40, height: 30), Size(width: 60, height: 40)]
        let l = prepared(FlowLayout(), CollectionContent(itemCounts: [5], itemSizes: sizes), Size(width: 300, height: 400))
        #expect(l.frame(0, 0) == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(l.frame(0, 1) == Rect(x: 180, y: 0, width: 120, height: 50))
        #expect(l.frame(0, 2) == Rect(x: 0, y: 60, width: 90, height: 50))
        #expect(l.frame(0, 3) == Rect(x: 100, y: 70, width: 40, height: 30))
        #expect(l.frame(0, 4) == Rect(x: 150, y: 65, width: 60, height: 40))
        #expect(l.collectionViewContentSize == Size(width: 300, height: 110))
    }

    @Test func itemsWiderThanTheViewStartAtTheLeadingInset() {
        // *Assumption* (FlowLayout's doc comment): the content grows across to hold them.
        var f = demoFlow(headers: false)
        f.itemSize = Size(width: 2000, height: 50)
        let l = prepared(f, CollectionContent(itemCounts: [2]))
        #expect(l.frame(0, 0) == Rect(x: 10, y: 10, width: 2000, height: 50))
        #expect(l.frame(0, 1) == Rect(x: 10, y: 70, width: 2000, height: 50))
        #expect(l.collectionViewContentSize == Size(width: 2020, height: 170))
    }

    @Test func emptySectionsKeepHeaderInsetsAndFooter() {
        let l = prepared(demoFlow(), CollectionContent(itemCounts: [0, 1]))
        #expect(l.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionFooter, at: ip(0, 0))?.frame
                == Rect(x: 0, y: 90, width: 768, height: 30))   // 30 + 10 + 50
        #expect(l.frame(1, 0) == Rect(x: 10, y: 160, width: 50, height: 50))   // 120 + 30 + 10
        #expect(l.collectionViewContentSize == Size(width: 768, height: 290))
    }

    @Test func perSectionMetricsOverrideTheDefaults() {
        var f = FlowLayout()
        f.sectionMetrics[1] = SectionMetrics(inset: EdgeInsets(top: 5, left: 20, bottom: 5, right: 20))
        let l = prepared(f, CollectionContent(itemCounts: [1, 1]), Size(width: 300, height: 300))
        // Section 0: one lone item; as the last line of a uniform section it takes slot 0.
        #expect(l.frame(0, 0) == Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(l.frame(1, 0) == Rect(x: 20, y: 55, width: 50, height: 50))
    }

    @Test func rectQueriesSeeOnlyWhatIntersects() {
        let l = prepared(demoFlow(), CollectionContent(sections: 10, itemsPerSection: 12))
        // y 0 ..< 40: only the first header (the first row starts at 40; touching is not intersecting).
        let top = l.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 768, height: 40))
        #expect(top.count == 1)
        #expect(top.first?.category == .supplementaryView(kind: "header"))
        // y 40 ..< 90 and x 0 ..< 70: items 0 and 1 of section 0 (item 1 starts at 73.45...).
        #expect(l.cellIndexPaths(in: Rect(x: 0, y: 40, width: 70, height: 50)) == [ip(0, 0)])
        #expect(l.cellIndexPaths(in: Rect(x: 0, y: 40, width: 74, height: 50)) == [ip(0, 0), ip(0, 1)])
        #expect(l.layoutAttributesForAllElements().count == 120 + 20)
    }
}
