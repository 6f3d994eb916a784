import SBLayout
import Testing

// Layout-wide boundary items (UICollectionViewCompositionalLayoutConfiguration.boundarySupplementaryItems):
// the whole content is their section. Frames worked out by hand.

@Suite struct CompositionalLayoutBoundaryTests {
    private func size(_ w: Compositional.Dimension, _ h: Compositional.Dimension) -> Compositional.LayoutSize {
        Compositional.LayoutSize(widthDimension: w, heightDimension: h)
    }

    /// A 50 pt banner above everything, a 30 pt credits footer below, a 60 x 20 ribbon over the
    /// top-right of the content; two sections (3 and 2 rows of 100 pt) 10 pt apart, 400 x 800.
    private func layout(pinned: Bool = false, offset: Double = 0) -> CompositionalLayout {
        var configuration = Compositional.Configuration()
        configuration.interSectionSpacing = 10
        var banner = Compositional.BoundaryItem(layoutSize: size(.fractionalWidth(1), .absolute(50)), elementKind: "banner", alignment: .top)
        banner.pinToVisibleBounds = pinned
        var ribbon = Compositional.BoundaryItem(layoutSize: size(.absolute(60), .absolute(20)), elementKind: "ribbon", alignment: .topTrailing)
        ribbon.extendsBoundary = false
        configuration.boundarySupplementaryItems = [
            banner, ribbon,
            Compositional.BoundaryItem(layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "credits", alignment: .bottom),
        ]
        let row = size(.fractionalWidth(1), .absolute(100))
        let section = Compositional.Section(group: .horizontal(layoutSize: row, subitems: [Compositional.Item(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))]))
        var l = CompositionalLayout(sections: [section], configuration: configuration)
        l.contentOffset = Point(x: 0, y: offset)
        l.prepare(content: CollectionContent(itemCounts: [3, 2]), viewport: Size(width: 400, height: 800))
        return l
    }

    private func frame(_ l: CompositionalLayout, _ kind: String) -> Rect? {
        l.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: 0))?.frame
    }

    @Test func aHeaderComesBeforeTheFirstSectionAndAFooterAfterTheLast() {
        let l = layout()
        #expect(frame(l, "banner") == Rect(x: 0, y: 0, width: 400, height: 50))
        // Section 0: 50 ... 350; 10 of spacing; section 1: 360 ... 560.
        #expect(l.frame(0, 0) == Rect(x: 0, y: 50, width: 400, height: 100))
        #expect(l.frame(1, 0) == Rect(x: 0, y: 360, width: 400, height: 100))
        // The ribbon does not extend the content: on its top edge (50), at the trailing side (400 - 60).
        #expect(frame(l, "ribbon") == Rect(x: 340, y: 50, width: 60, height: 20))
        #expect(frame(l, "credits") == Rect(x: 0, y: 560, width: 400, height: 30))
        // 50 + 300 + 10 + 200 + 30.
        #expect(l.collectionViewContentSize == Size(width: 400, height: 590))
        #expect(l.layoutAttributesForSupplementaryView(ofKind: "banner", at: IndexPath(item: 0, section: 1)) == nil)
        let found = l.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 400, height: 10))
        #expect(found.map(\.category) == [.supplementaryView(kind: "banner")])
    }

    @Test func aPinnedHeaderStaysAtTheTopUntilTheContentEnds() {
        // At offset 200: the banner at 200. At 540 it is pushed up by the sections' end:
        // 560 - 50 = 510.
        #expect(frame(layout(pinned: true, offset: 200), "banner") == Rect(x: 0, y: 200, width: 400, height: 50))
        #expect(frame(layout(pinned: true, offset: 540), "banner") == Rect(x: 0, y: 510, width: 400, height: 50))
        #expect(frame(layout(pinned: false, offset: 200), "banner") == Rect(x: 0, y: 0, width: 400, height: 50))
    }

    @Test func theStreamHoldsThem() {
        let l = layout(pinned: true, offset: 200)
        var streamed: [LayoutAttributes] = []
        LayoutJSON.forEachElement(of: l) { streamed.append($0) }
        #expect(streamed == l.layoutAttributesForAllElements().sorted(by: LayoutAttributes.reportOrder))
        #expect(streamed.filter { $0.category.kind == "banner" }.count == 1)
    }

    @Test func kindsAndEdgesAreChecked() {
        var configuration = Compositional.Configuration()
        let header = Compositional.BoundaryItem(layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: ElementKind.sectionHeader, alignment: .top)
        configuration.boundarySupplementaryItems = [header]
        var section = Compositional.Section(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [Compositional.Item(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))]))
        section.boundarySupplementaryItems = [header]
        let clash = CompositionalSpec(configuration: configuration, sections: [section], itemCounts: [1])
        #expect(throws: CompositionalLayoutError(path: "boundaryItems[0].kind", "repeats the kind \"header\" of a view of the first section; layout-wide items share its index path (0, 0) here, so give them kinds of their own")) {
            try clash.validate(viewport: Size(width: 400, height: 800))
        }
        var side = Compositional.BoundaryItem(layoutSize: size(.absolute(30), .absolute(30)), elementKind: "side", alignment: .leading)
        side.pinToVisibleBounds = true
        configuration.boundarySupplementaryItems = [side]
        section.boundarySupplementaryItems = []
        #expect(throws: CompositionalLayoutError.self) {
            try CompositionalSpec(configuration: configuration, sections: [section], itemCounts: [1]).validate(viewport: Size(width: 400, height: 800))
        }
    }
}
