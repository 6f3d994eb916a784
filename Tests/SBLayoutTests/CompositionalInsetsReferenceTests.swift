import SBLayout
import Testing

// contentInsetsReference, supplementaryContentInsetsReference, supplementariesFollowContentInsets,
// decorations of several kinds and right-to-left layout: frames worked out by hand from UIKit's
// rules (see Compositional.InsetsReference and CompositionalLayout+RightToLeft), written as literals.

private func size(_ w: Compositional.Dimension, _ h: Compositional.Dimension) -> Compositional.LayoutSize {
    Compositional.LayoutSize(widthDimension: w, heightDimension: h)
}

/// A section of one full-width, 40 pt tall item per group.
private func rows(insets: DirectionalEdgeInsets = .zero, reference: Compositional.InsetsReference = .automatic) -> Compositional.Section {
    let group = Compositional.Group.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)),
                                               subitems: [Compositional.Item(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))])
    var s = Compositional.Section(group: group)
    s.contentInsets = insets
    s.contentInsetsReference = reference
    return s
}

private func prepared(_ sections: [Compositional.Section], counts: [Int], viewport: Size,
                      configuration: Compositional.Configuration = .init()) -> CompositionalLayout {
    var layout = CompositionalLayout(sections: sections, configuration: configuration)
    layout.prepare(content: CollectionContent(itemCounts: counts), viewport: viewport)
    return layout
}

private func sides(_ leading: Double, _ trailing: Double) -> DirectionalEdgeInsets {
    DirectionalEdgeInsets(top: 0, leading: leading, bottom: 0, trailing: trailing)
}

@Suite struct CompositionalInsetsReferenceTests {
    /// A landscape iPhone's safe area: 44 pt on each side, 21 pt at the bottom.
    private let landscape = DirectionalEdgeInsets(top: 0, leading: 44, bottom: 21, trailing: 44)

    @Test func automaticMeansTheSafeAreaAndNoneIgnoresIt() {
        var configuration = Compositional.Configuration()
        configuration.safeAreaInsets = landscape
        let viewport = Size(width: 800, height: 390)
        // automatic -> configuration's automatic -> safe area: x = 44, width 800 - 2 x 44 = 712.
        let automatic = prepared([rows()], counts: [1], viewport: viewport, configuration: configuration)
        #expect(automatic.frame(0, 0) == Rect(x: 44, y: 0, width: 712, height: 40))
        // Plus the section's own 10 pt: x = 54, width 800 - 2 x 54 = 692.
        let inset = prepared([rows(insets: sides(10, 10))], counts: [1], viewport: viewport, configuration: configuration)
        #expect(inset.frame(0, 0) == Rect(x: 54, y: 0, width: 692, height: 40))
        // none: the collection view's edges.
        let none = prepared([rows(reference: .none)], counts: [1], viewport: viewport, configuration: configuration)
        #expect(none.frame(0, 0) == Rect(x: 0, y: 0, width: 800, height: 40))
        // A section's automatic follows the configuration's reference.
        configuration.contentInsetsReference = .none
        let followed = prepared([rows()], counts: [1], viewport: viewport, configuration: configuration)
        #expect(followed.frame(0, 0) == Rect(x: 0, y: 0, width: 800, height: 40))
        // The safe area's bottom is the scroll view's business (adjustedContentInset), not the
        // section's: the content stays 40 tall.
        #expect(followed.collectionViewContentSize == Size(width: 800, height: 40))
    }

    @Test func layoutMarginsAreSixteenOrTwentyInsideTheSafeArea() {
        // Compact (400 < 414 pt wide): 16 pt margins, plus the section's 10: x = 26, width 400 - 52 = 348.
        let compact = prepared([rows(insets: sides(10, 10), reference: .layoutMargins)], counts: [1], viewport: Size(width: 400, height: 800))
        #expect(compact.frame(0, 0) == Rect(x: 26, y: 0, width: 348, height: 40))
        // Regular (800 pt wide): 20 pt inside the 44 pt safe area: x = 64, width 800 - 128 = 672.
        var configuration = Compositional.Configuration()
        configuration.safeAreaInsets = landscape
        let regular = prepared([rows(reference: .layoutMargins)], counts: [1], viewport: Size(width: 800, height: 390), configuration: configuration)
        #expect(regular.frame(0, 0) == Rect(x: 64, y: 0, width: 672, height: 40))
    }

    @Test func readableContentIsAtMost672Centred() {
        // 1024 wide: margins 20 leave 984; (984 - 672) / 2 = 156 more each side: x = 176
        // (useyourloaf's iPad measurement), width 672.
        let wide = prepared([rows(reference: .readableContent)], counts: [1], viewport: Size(width: 1024, height: 768))
        #expect(wide.frame(0, 0) == Rect(x: 176, y: 0, width: 672, height: 40))
        // 400 wide: the margins' 368 pt are narrower than 672: x = 16, width 368.
        let narrow = prepared([rows(reference: .readableContent)], counts: [1], viewport: Size(width: 400, height: 800))
        #expect(narrow.frame(0, 0) == Rect(x: 16, y: 0, width: 368, height: 40))
    }

    @Test func aHorizontalLayoutTakesTheReferenceOnTopAndBottom() {
        var configuration = Compositional.Configuration()
        configuration.scrollDirection = .horizontal
        configuration.safeAreaInsets = DirectionalEdgeInsets(top: 20, leading: 0, bottom: 34, trailing: 0)
        let group = Compositional.Group.vertical(layoutSize: size(.absolute(100), .fractionalHeight(1)),
                                                 subitems: [Compositional.Item(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))])
        let layout = prepared([Compositional.Section(group: group)], counts: [2], viewport: Size(width: 400, height: 300), configuration: configuration)
        // y = 20, height 300 - 20 - 34 = 246; the second group 100 to the right.
        #expect(layout.frame(0, 0) == Rect(x: 0, y: 20, width: 100, height: 246))
        #expect(layout.frame(0, 1) == Rect(x: 100, y: 20, width: 100, height: 246))
    }

    @Test func supplementariesFollowTheirOwnReference() {
        func header(_ configure: (inout Compositional.Section) -> Void) -> Rect? {
            var s = rows(insets: sides(20, 20))
            s.boundarySupplementaryItems = [Compositional.BoundaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: ElementKind.sectionHeader, alignment: .top)]
            configure(&s)
            return prepared([s], counts: [1], viewport: Size(width: 400, height: 800))
                .layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: ip(0, 0))?.frame
        }
        // Following the section's 20 pt insets: x = 20, width 360.
        #expect(header { _ in } == Rect(x: 20, y: 0, width: 360, height: 30))
        // Not following them: the whole width.
        #expect(header { $0.supplementariesFollowContentInsets = false } == Rect(x: 0, y: 0, width: 400, height: 30))
        // Not following, measured from the layout margins (16 on a 400 pt view): x = 16, width 368.
        #expect(header {
            $0.supplementariesFollowContentInsets = false
            $0.supplementaryContentInsetsReference = .layoutMargins
        } == Rect(x: 16, y: 0, width: 368, height: 30))
        // Following, from the margins: 16 + 20 = 36, width 400 - 72 = 328. The cell keeps the
        // section's own reference (automatic, no safe area): x = 20.
        let both = header { $0.supplementaryContentInsetsReference = .layoutMargins }
        #expect(both == Rect(x: 36, y: 0, width: 328, height: 30))
    }

    @Test func decorationsOfSeveralKindsCoverTheSectionAtTheirZIndex() {
        var s = rows(insets: DirectionalEdgeInsets(all: 10))
        var band = Compositional.DecorationItem.background(elementKind: "band")
        band.zIndex = -2
        band.contentInsets = DirectionalEdgeInsets(all: 5)
        var frame = Compositional.DecorationItem.background(elementKind: "frame")
        frame.zIndex = 2
        s.decorationItems = [band, frame]
        let layout = prepared([s], counts: [2], viewport: Size(width: 400, height: 800))
        // The section: 10 + 2 x 40 + 10 = 100 tall, across the whole 400 pt.
        let b = layout.layoutAttributesForDecorationView(ofKind: "band", at: ip(0, 0))
        #expect(b?.frame == Rect(x: 5, y: 5, width: 390, height: 90))
        #expect(b?.zIndex == -2)
        let f = layout.layoutAttributesForDecorationView(ofKind: "frame", at: ip(0, 0))
        #expect(f?.frame == Rect(x: 0, y: 0, width: 400, height: 100))
        #expect(f?.zIndex == 2)
        let kinds = layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 400, height: 100)).compactMap { a -> String? in
            if case .decorationView(let kind) = a.category { return kind }
            return nil
        }
        #expect(kinds.sorted() == ["band", "frame"])
    }

    @Test func rightToLeftMirrorsAVerticalLayout() {
        var configuration = Compositional.Configuration()
        configuration.layoutDirection = .rightToLeft
        let group = Compositional.Group.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                   subitems: [Compositional.Item(layoutSize: size(.absolute(100), .fractionalHeight(1)))])
        var s = Compositional.Section(group: group)
        s.contentInsets = sides(10, 30)
        s.boundarySupplementaryItems = [Compositional.BoundaryItem(
            layoutSize: size(.absolute(100), .absolute(30)), elementKind: ElementKind.sectionHeader, alignment: .topLeading)]
        let layout = prepared([s], counts: [4], viewport: Size(width: 400, height: 800), configuration: configuration)
        // Left to right the content area is 400 - 40 = 360: three 100 pt items at x = 10, 110, 210,
        // the fourth on the next row. Mirrored (x' = 400 - maxX): 290, 190, 90, and 290 again;
        // the leading 10 pt inset is on the right (290 + 100 = 390).
        #expect(layout.frame(0, 0) == Rect(x: 290, y: 30, width: 100, height: 50))
        #expect(layout.frame(0, 1) == Rect(x: 190, y: 30, width: 100, height: 50))
        #expect(layout.frame(0, 2) == Rect(x: 90, y: 30, width: 100, height: 50))
        #expect(layout.frame(0, 3) == Rect(x: 290, y: 80, width: 100, height: 50))
        // The topLeading header sits at the right: 400 - 10 - 100 = 290.
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: ip(0, 0))?.frame
                == Rect(x: 290, y: 0, width: 100, height: 30))
        // A rect over the left 150 pt of the first row meets item 2 (90...190) only.
        #expect(layout.cellIndexPaths(in: Rect(x: 0, y: 30, width: 150, height: 50)) == [ip(0, 2)])
        // Streaming reports the same mirrored frames.
        var streamed: [Rect] = []
        layout.forEachElementInReportOrder(within: Rect(x: 0, y: 0, width: 400, height: 800)) { if $0.category == .cell { streamed.append($0.frame) } }
        #expect(streamed.first == Rect(x: 290, y: 30, width: 100, height: 50))
    }

    @Test func rightToLeftMirrorsAHorizontalLayoutAcrossItsContent() throws {
        var configuration = Compositional.Configuration()
        configuration.layoutDirection = .rightToLeft
        configuration.scrollDirection = .horizontal
        let group = Compositional.Group.horizontal(layoutSize: size(.absolute(150), .fractionalHeight(1)),
                                                   subitems: [Compositional.Item(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))])
        var s = Compositional.Section(group: group)
        s.contentInsets = sides(10, 0)
        let viewport = Size(width: 400, height: 300)
        try CompositionalSpec(configuration: configuration, sections: [s, s], itemCounts: [2, 2]).validate(viewport: viewport)
        var layout = prepared([s], counts: [2, 2], viewport: viewport, configuration: configuration)
        // Left to right: section 0's groups at 10 and 160 (it ends at 310), section 1's at 320
        // and 470; the content is 620 wide. Mirrored across it (x' = 620 - x - 150): 460, 310,
        // 150, 0: section 0 at the right end, its leading 10 pt inset on the right (610 + 10).
        #expect(layout.collectionViewContentSize == Size(width: 620, height: 300))
        #expect(layout.frame(0, 0) == Rect(x: 460, y: 0, width: 150, height: 300))
        #expect(layout.frame(0, 1) == Rect(x: 310, y: 0, width: 150, height: 300))
        #expect(layout.frame(1, 0) == Rect(x: 150, y: 0, width: 150, height: 300))
        #expect(layout.frame(1, 1) == Rect(x: 0, y: 0, width: 150, height: 300))
        // It is first shown at its right end: 620 - 400 = 220, where 220 ... 620 meets items
        // (0, 0), (0, 1) and (1, 0) (150 ... 300), not (1, 1) (0 ... 150).
        #expect(layout.initialContentOffset == Point(x: 220, y: 0))
        #expect(Set(layout.cellIndexPaths(in: Rect(x: 220, y: 0, width: 400, height: 300))) == [ip(0, 0), ip(0, 1), ip(1, 0)])
        // Left to right it starts at 0.
        configuration.layoutDirection = .leftToRight
        #expect(prepared([s], counts: [2, 2], viewport: viewport, configuration: configuration).initialContentOffset == Point(x: 0, y: 0))
        // Content narrower than the view (one section, 10 + 2 x 150 = 310 < 400) is mirrored
        // across the view: 400 - 10 - 150 = 240 and 90; it does not scroll (offset 0).
        configuration.layoutDirection = .rightToLeft
        layout = prepared([s], counts: [2], viewport: viewport, configuration: configuration)
        #expect(layout.frame(0, 0) == Rect(x: 240, y: 0, width: 150, height: 300))
        #expect(layout.frame(0, 1) == Rect(x: 90, y: 0, width: 150, height: 300))
        #expect(layout.initialContentOffset == Point(x: 0, y: 0))
    }

    @Test func rightToLeftPinsAHorizontalSectionsHeaderToTheRightEdge() {
        var configuration = Compositional.Configuration()
        configuration.layoutDirection = .rightToLeft
        configuration.scrollDirection = .horizontal
        let group = Compositional.Group.horizontal(layoutSize: size(.absolute(200), .fractionalHeight(1)),
                                                   subitems: [Compositional.Item(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))])
        var s = Compositional.Section(group: group)
        var header = Compositional.BoundaryItem(
            layoutSize: size(.absolute(40), .fractionalHeight(1)), elementKind: ElementKind.sectionHeader, alignment: .leading)
        header.pinToVisibleBounds = true
        s.boundarySupplementaryItems = [header]
        var layout = prepared([s], counts: [4], viewport: Size(width: 400, height: 300), configuration: configuration)
        // Left to right: the header 0 ... 40, then four 200-wide groups from 40: content 840.
        // Mirrored: the header at 840 - 40 = 800 ... 840, the groups at 600, 400, 200, 0.
        #expect(layout.frame(0, 0) == Rect(x: 600, y: 0, width: 200, height: 300))
        let headerFrame = { layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: ip(0, 0))?.frame }
        // At the initial offset, 840 - 400 = 440, the view shows 440 ... 840: the header in place.
        layout.contentOffset = layout.initialContentOffset
        #expect(layout.contentOffset == Point(x: 440, y: 0))
        #expect(headerFrame() == Rect(x: 800, y: 0, width: 40, height: 300))
        // Scrolled 240 toward the end (x = 200, showing 200 ... 600), the pinned header stays at
        // the view's right edge: 600 - 40 = 560.
        layout.contentOffset = Point(x: 200, y: 0)
        #expect(headerFrame() == Rect(x: 560, y: 0, width: 40, height: 300))
    }

    @Test func rightToLeftMirrorsAnOrthogonalSectionAndItsOffset() throws {
        var configuration = Compositional.Configuration()
        configuration.layoutDirection = .rightToLeft
        let group = Compositional.Group.horizontal(layoutSize: size(.absolute(150), .absolute(100)),
                                                   subitems: [Compositional.Item(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))])
        var s = Compositional.Section(group: group)
        s.contentInsets = sides(10, 30)
        s.orthogonalScrollingBehavior = .continuous
        let spec = CompositionalSpec(configuration: configuration, sections: [s], itemCounts: [4])
        try spec.validate(viewport: Size(width: 400, height: 800))
        var layout = prepared([s], counts: [4], viewport: Size(width: 400, height: 800), configuration: configuration)
        // Left to right the groups run from the leading inset: x = 10, 160, 310, 460 (150 apart).
        // Mirrored (x' = 400 - x - 150): 240, 90, -60, -210; the first sits 10 from the right
        // edge and the section continues off the left edge, as UIKit's mirrored scroll view.
        #expect(layout.frame(0, 0) == Rect(x: 240, y: 0, width: 150, height: 100))
        #expect(layout.frame(0, 1) == Rect(x: 90, y: 0, width: 150, height: 100))
        #expect(layout.frame(0, 2) == Rect(x: -60, y: 0, width: 150, height: 100))
        #expect(layout.frame(0, 3) == Rect(x: -210, y: 0, width: 150, height: 100))
        // The left 100 pt meet items 1 (90 ... 240) and 2 (-60 ... 90).
        #expect(layout.cellIndexPaths(in: Rect(x: 0, y: 0, width: 100, height: 100)) == [ip(0, 1), ip(0, 2)])
        // Its own content is 10 + 4 x 150 + 30 = 640 wide: it scrolls 640 - 400 = 240 at most.
        #expect(layout.maximumOrthogonalOffset(inSection: 0) == 240)
        // Scrolled 100 toward its end, the groups move right (the offset is mirrored): left to
        // right 10 - 100 = -90, 60, 210, 360; mirrored 400 - (-90) - 150 = 340, 190, 40, -110.
        layout.orthogonalOffsets[0] = 100
        #expect(layout.frame(0, 0) == Rect(x: 340, y: 0, width: 150, height: 100))
        #expect(layout.frame(0, 1) == Rect(x: 190, y: 0, width: 150, height: 100))
        #expect(layout.frame(0, 3) == Rect(x: -110, y: 0, width: 150, height: 100))
        // At the end (240): item 3, left to right at 460 - 240 = 220 ... 370, is mirrored to
        // 30 ... 180: the trailing 30 pt inset is on the left.
        layout.orthogonalOffsets[0] = 240
        #expect(layout.frame(0, 3) == Rect(x: 30, y: 0, width: 150, height: 100))
        var streamed: [Rect] = []
        layout.forEachElementInReportOrder(within: Rect(x: 0, y: 0, width: 400, height: 800)) { if $0.category == .cell { streamed.append($0.frame) } }
        #expect(streamed.last == Rect(x: 30, y: 0, width: 150, height: 100))
    }
}
