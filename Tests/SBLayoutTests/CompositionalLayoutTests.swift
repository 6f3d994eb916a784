import SBLayout
import Testing

// Compositional layouts: frames worked out by hand from UIKit's sizing rules (see
// Compositional.Dimension), written as literals.

private func size(_ w: Compositional.Dimension, _ h: Compositional.Dimension) -> Compositional.LayoutSize {
    Compositional.LayoutSize(widthDimension: w, heightDimension: h)
}

private func item(_ w: Compositional.Dimension, _ h: Compositional.Dimension, insets: Double = 0) -> Compositional.Item {
    var i = Compositional.Item(layoutSize: size(w, h))
    i.contentInsets = DirectionalEdgeInsets(all: insets)
    return i
}

private func prepared(_ sections: [Compositional.Section], counts: [Int], viewport: Size,
                      configuration: Compositional.Configuration = .init()) -> CompositionalLayout {
    var layout = CompositionalLayout(sections: sections, configuration: configuration)
    layout.prepare(content: CollectionContent(itemCounts: counts), viewport: viewport)
    return layout
}

private func header(pinned: Bool = false, extends: Bool = true, height: Double = 30) -> Compositional.BoundaryItem {
    var h = Compositional.BoundaryItem(layoutSize: size(.fractionalWidth(1), .absolute(height)), elementKind: ElementKind.sectionHeader, alignment: .top)
    h.pinToVisibleBounds = pinned
    h.extendsBoundary = extends
    return h
}

@Suite struct CompositionalLayoutTests {
    /// Section insets 10, a 100 pt tall full-width group of half-width items with insets 5.
    @Test func fractionalItemsResolveAgainstTheSectionContentArea() {
        let group = Compositional.Group.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)),
                                                   subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1), insets: 5)])
        var section = Compositional.Section(group: group)
        section.contentInsets = DirectionalEdgeInsets(all: 10)
        section.interGroupSpacing = 8
        let layout = prepared([section], counts: [6], viewport: Size(width: 400, height: 800))
        // Content area 380 wide; items 190 x 100 at x 10 and 200, inset by 5.
        #expect(layout.frame(0, 0) == Rect(x: 15, y: 15, width: 180, height: 90))
        #expect(layout.frame(0, 1) == Rect(x: 205, y: 15, width: 180, height: 90))
        // Second group at 10 + 100 + 8.
        #expect(layout.frame(0, 2) == Rect(x: 15, y: 123, width: 180, height: 90))
        #expect(layout.frame(0, 5) == Rect(x: 205, y: 231, width: 180, height: 90))
        // 10 + 3 x 100 + 2 x 8 + 10.
        #expect(layout.collectionViewContentSize == Size(width: 400, height: 336))
    }

    /// The issue's example: half-width items with a fixed 8 pt spacing do not both fit, so
    /// UIKit places one per group.
    @Test func halfWidthItemsWithSpacingPlaceOnePerGroup() {
        var group = Compositional.Group.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)),
                                                   subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1), insets: 5)])
        group.interItemSpacing = .fixed(8)
        var section = Compositional.Section(group: group)
        section.contentInsets = DirectionalEdgeInsets(all: 10)
        section.interGroupSpacing = 8
        let layout = prepared([section], counts: [2], viewport: Size(width: 400, height: 800))
        #expect(layout.frame(0, 0) == Rect(x: 15, y: 15, width: 180, height: 90))
        #expect(layout.frame(0, 1) == Rect(x: 15, y: 123, width: 180, height: 90))
    }

    @Test func absoluteItemsRepeatWhileTheyFitWithFixedSpacing() {
        var group = Compositional.Group.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                   subitems: [item(.absolute(60), .absolute(50))])
        group.interItemSpacing = .fixed(10)
        let layout = prepared([Compositional.Section(group: group)], counts: [7], viewport: Size(width: 400, height: 800))
        // 60, 130, 200, 270, 340: a sixth would end at 410.
        #expect(layout.frame(0, 4) == Rect(x: 280, y: 0, width: 60, height: 50))
        #expect(layout.frame(0, 5) == Rect(x: 0, y: 50, width: 60, height: 50))
        #expect(layout.frame(0, 6) == Rect(x: 70, y: 50, width: 60, height: 50))
    }

    @Test func flexibleSpacingSharesTheLeftoverLength() {
        var group = Compositional.Group.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                   subitems: [item(.absolute(60), .absolute(50))])
        group.interItemSpacing = .flexible(10)
        let layout = prepared([Compositional.Section(group: group)], counts: [5], viewport: Size(width: 400, height: 800))
        // Five items fit with 10 pt; the 60 pt left over adds 15 to each of the four gaps.
        #expect(layout.frame(0, 0) == Rect(x: 0, y: 0, width: 60, height: 50))
        #expect(layout.frame(0, 1) == Rect(x: 85, y: 0, width: 60, height: 50))
        #expect(layout.frame(0, 4) == Rect(x: 340, y: 0, width: 60, height: 50))
    }

    @Test func countDividesTheGroupLengthWhateverTheItemWidth() {
        var group = Compositional.Group(axis: .horizontal, layoutSize: size(.fractionalWidth(1), .absolute(80)),
                                        repeatingSubitem: .item(item(.fractionalWidth(0.1), .fractionalHeight(1))), count: 3)
        group.interItemSpacing = .fixed(10)
        let layout = prepared([Compositional.Section(group: group)], counts: [4], viewport: Size(width: 410, height: 800))
        // (410 - 2 x 10) / 3 = 130.
        #expect(layout.frame(0, 0) == Rect(x: 0, y: 0, width: 130, height: 80))
        #expect(layout.frame(0, 1) == Rect(x: 140, y: 0, width: 130, height: 80))
        #expect(layout.frame(0, 2) == Rect(x: 280, y: 0, width: 130, height: 80))
        #expect(layout.frame(0, 3) == Rect(x: 0, y: 80, width: 130, height: 80))
    }

    @Test func nestedGroupsResolveAgainstTheirSlot() {
        let column = Compositional.Group.vertical(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)),
                                                  subitems: [item(.fractionalWidth(1), .fractionalHeight(0.5))])
        let group = Compositional.Group(axis: .horizontal, layoutSize: size(.fractionalWidth(1), .absolute(200)),
                                        subitems: [.item(item(.fractionalWidth(0.5), .fractionalHeight(1))), .group(column)])
        let layout = prepared([Compositional.Section(group: group)], counts: [4], viewport: Size(width: 400, height: 800))
        #expect(layout.frame(0, 0) == Rect(x: 0, y: 0, width: 200, height: 200))
        #expect(layout.frame(0, 1) == Rect(x: 200, y: 0, width: 200, height: 100))
        #expect(layout.frame(0, 2) == Rect(x: 200, y: 100, width: 200, height: 100))
        #expect(layout.frame(0, 3) == Rect(x: 0, y: 200, width: 200, height: 200))
    }

    @Test func estimatedDimensionsAreTheSizeUsed() {
        let group = Compositional.Group.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(44)),
                                                   subitems: [item(.fractionalWidth(1), .estimated(44))])
        let layout = prepared([Compositional.Section(group: group)], counts: [2], viewport: Size(width: 320, height: 480))
        #expect(layout.frame(0, 1) == Rect(x: 0, y: 44, width: 320, height: 44))
    }

    @Test func edgeSpacingMovesTheItemInItsSlot() {
        var centred = item(.absolute(100), .absolute(40))
        centred.edgeSpacing = Compositional.EdgeSpacing(leading: .flexible(0), top: .fixed(5), trailing: .flexible(0))
        let group = Compositional.Group.horizontal(layoutSize: size(.absolute(160), .absolute(50)), subitems: [centred])
        let layout = prepared([Compositional.Section(group: group)], counts: [2], viewport: Size(width: 300, height: 500))
        // One item fits (100 of 160); the 60 left split between its flexible leading and trailing edges.
        #expect(layout.frame(0, 0) == Rect(x: 30, y: 5, width: 100, height: 40))
        #expect(layout.frame(0, 1) == Rect(x: 30, y: 55, width: 100, height: 40))
    }

    @Test func orthogonalSectionsRunAcrossAndScrollOnTheirOwn() {
        var section = Compositional.Section(group: .horizontal(layoutSize: size(.fractionalWidth(0.8), .absolute(100)),
                                                               subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        var layout = prepared([section, section], counts: [4, 1], viewport: Size(width: 400, height: 800))
        // Content area 360: groups 288 wide at 20, 318, 616, 914; the section is one group tall.
        #expect(layout.frame(0, 0) == Rect(x: 20, y: 0, width: 288, height: 100))
        #expect(layout.frame(0, 3) == Rect(x: 914, y: 0, width: 288, height: 100))
        #expect(layout.frame(1, 0) == Rect(x: 20, y: 100, width: 288, height: 100))
        #expect(layout.collectionViewContentSize == Size(width: 400, height: 200))
        // 20 + 4 x 288 + 3 x 10 + 20 - 400.
        #expect(layout.maximumOrthogonalOffset(inSection: 0) == 822)
        layout.orthogonalOffsets[0] = 100
        #expect(layout.frame(0, 1) == Rect(x: 218, y: 0, width: 288, height: 100))
        #expect(layout.frame(1, 0) == Rect(x: 20, y: 100, width: 288, height: 100))
        #expect(layout.cellIndexPaths(in: Rect(x: 0, y: 0, width: 400, height: 100)) == [ip(0, 0), ip(0, 1)])
        #expect(layout.targetOrthogonalOffset(inSection: 0, proposed: 900, velocity: 500, current: 0) == 822)
        #expect(layout.targetOrthogonalOffset(inSection: 0, proposed: -50, velocity: -500, current: 0) == 0)
    }

    @Test func orthogonalPagingBehavioursSnap() {
        func layout(_ behavior: Compositional.OrthogonalScrolling) -> CompositionalLayout {
            var section = Compositional.Section(group: .horizontal(layoutSize: size(.fractionalWidth(0.8), .absolute(100)),
                                                                   subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
            section.orthogonalScrollingBehavior = behavior
            section.interGroupSpacing = 10
            section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
            return prepared([section], counts: [6], viewport: Size(width: 400, height: 800))
        }
        // Group stride 288 + 10 = 298; a flick moves at most one group (page) from where it began.
        #expect(layout(.groupPaging).targetOrthogonalOffset(inSection: 0, proposed: 700, velocity: 1000, current: 0) == 298)
        #expect(layout(.groupPaging).targetOrthogonalOffset(inSection: 0, proposed: 500, velocity: -10, current: 596) == 298)
        #expect(layout(.paging).targetOrthogonalOffset(inSection: 0, proposed: 500, velocity: 1000, current: 0) == 400)
        #expect(layout(.continuousGroupLeadingBoundary).targetOrthogonalOffset(inSection: 0, proposed: 700, velocity: 1000, current: 0) == 596)
        #expect(layout(.continuous).targetOrthogonalOffset(inSection: 0, proposed: 700, velocity: 1000, current: 0) == 700)
        #expect(layout(.none).targetOrthogonalOffset(inSection: 0, proposed: 700, velocity: 1000, current: 0) == 0)
        // Centred group paging pads the first group to the middle: (360 - 288) / 2 = 36 more.
        #expect(layout(.groupPagingCentered).frame(0, 0) == Rect(x: 56, y: 0, width: 288, height: 100))
        #expect(layout(.groupPagingCentered).frame(0, 1) == Rect(x: 354, y: 0, width: 288, height: 100))
    }

    private func headed(pinned: Bool, extends: Bool = true) -> Compositional.Section {
        var section = Compositional.Section(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)),
                                                               subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
        section.contentInsets = DirectionalEdgeInsets(all: 10)
        section.boundarySupplementaryItems = [header(pinned: pinned, extends: extends)]
        return section
    }

    @Test func headersExtendTheSectionAndFollowItsSideInsets() {
        var layout = prepared([headed(pinned: false)], counts: [3, 3], viewport: Size(width: 400, height: 300))
        let h0 = layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: ip(0, 0))
        #expect(h0?.frame == Rect(x: 10, y: 0, width: 380, height: 30))
        #expect(layout.frame(0, 0) == Rect(x: 10, y: 40, width: 380, height: 100))
        // 30 + 10 + 3 x 100 + 10 = 350.
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: ip(1, 0))?.frame == Rect(x: 10, y: 350, width: 380, height: 30))
        #expect(layout.frame(1, 0) == Rect(x: 10, y: 390, width: 380, height: 100))
        #expect(layout.collectionViewContentSize == Size(width: 400, height: 700))
        layout.contentOffset = Point(x: 0, y: 100)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: ip(0, 0))?.frame.minY == 0)
    }

    @Test func pinnedHeadersStayAtTheTopUntilTheirSectionEnds() {
        var layout = prepared([headed(pinned: true)], counts: [3, 3], viewport: Size(width: 400, height: 300))
        func headerY(_ s: Int) -> Double? { layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: ip(s, 0))?.frame.minY }
        layout.contentOffset = Point(x: 0, y: 100)
        #expect(headerY(0) == 100)
        #expect(headerY(1) == 350)
        // The section's content ends at 350: the header is pushed up to 350 - 30.
        layout.contentOffset = Point(x: 0, y: 330)
        #expect(headerY(0) == 320)
        layout.contentOffset = Point(x: 0, y: 400)
        #expect(headerY(1) == 400)
        let visible = layout.layoutAttributesForElements(in: layout.visibleRect).filter { $0.category != .cell }
        #expect(visible.map(\.frame) == [Rect(x: 10, y: 400, width: 380, height: 30)])
    }

    @Test func headersThatDoNotExtendOverlapTheContent() {
        let layout = prepared([headed(pinned: false, extends: false)], counts: [1], viewport: Size(width: 400, height: 300))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: ip(0, 0))?.frame == Rect(x: 10, y: 0, width: 380, height: 30))
        #expect(layout.frame(0, 0) == Rect(x: 10, y: 10, width: 380, height: 100))
    }

    /// UIKit's section background runs behind the whole section, its header included: the header
    /// extends the section's geometry (extendsBoundary), and the background covers that geometry.
    @Test func backgroundsCoverTheWholeSectionAcrossTheView() {
        var section = headed(pinned: false)
        var background = Compositional.DecorationItem.background(elementKind: "background")
        background.contentInsets = DirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5)
        section.decorationItems = [background]
        let layout = prepared([section], counts: [2], viewport: Size(width: 400, height: 300))
        let d = layout.layoutAttributesForDecorationView(ofKind: "background", at: ip(0, 0))
        // From the header's top at 0: 30 (header) + 10 + 2 x 100 + 10 = 250 tall, 400 - 5 - 5 wide.
        #expect(d?.frame == Rect(x: 5, y: 0, width: 390, height: 250))
        #expect(d?.zIndex == -1)
    }

    /// The issue's case: insets 10, a 30 pt header, one 100 pt row: UIKit covers [0,0,400,150].
    /// A footer that extends the section is behind the background too.
    @Test func backgroundsRunBehindHeaderAndFooter() {
        var section = headed(pinned: false)
        section.decorationItems = [.background(elementKind: "background")]
        var layout = prepared([section], counts: [1], viewport: Size(width: 400, height: 300))
        // 30 + 10 + 100 + 10 = 150.
        #expect(layout.layoutAttributesForDecorationView(ofKind: "background", at: ip(0, 0))?.frame
                == Rect(x: 0, y: 0, width: 400, height: 150))
        var footer = header(pinned: false, extends: true)
        footer.elementKind = ElementKind.sectionFooter
        footer.alignment = .bottom
        section.boundarySupplementaryItems.append(footer)
        layout = prepared([section], counts: [1], viewport: Size(width: 400, height: 300))
        // 30 (header) + 10 + 100 + 10 + 30 (footer) = 180.
        #expect(layout.layoutAttributesForDecorationView(ofKind: "background", at: ip(0, 0))?.frame
                == Rect(x: 0, y: 0, width: 400, height: 180))
    }

    @Test func horizontalLayoutsStackSectionsToTheRight() {
        var configuration = Compositional.Configuration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 20
        let group = Compositional.Group.vertical(layoutSize: size(.absolute(100), .fractionalHeight(1)),
                                                 subitems: [item(.fractionalWidth(1), .fractionalHeight(0.5))])
        let layout = prepared([Compositional.Section(group: group)], counts: [3, 1], viewport: Size(width: 400, height: 300),
                              configuration: configuration)
        #expect(layout.frame(0, 1) == Rect(x: 0, y: 150, width: 100, height: 150))
        #expect(layout.frame(0, 2) == Rect(x: 100, y: 0, width: 100, height: 150))
        #expect(layout.frame(1, 0) == Rect(x: 220, y: 0, width: 100, height: 150))
        #expect(layout.collectionViewContentSize == Size(width: 320, height: 300))
    }

    @Test func insetGroupedListsUseUIKitsMetrics() {
        let list = Compositional.Section.list(using: Compositional.ListConfiguration(appearance: .insetGrouped),
                                              layoutEnvironment: Size(width: 390, height: 844))
        let layout = prepared([list], counts: [3], viewport: Size(width: 390, height: 844))
        // 35 pt above a section without a header, 16 pt margins, 44 pt rows.
        #expect(layout.frame(0, 0) == Rect(x: 16, y: 35, width: 358, height: 44))
        #expect(layout.frame(0, 2) == Rect(x: 16, y: 123, width: 358, height: 44))
        #expect(layout.layoutAttributesForDecorationView(ofKind: "list-background", at: ip(0, 0))?.frame == Rect(x: 16, y: 35, width: 358, height: 132))
        #expect(layout.layoutAttributesForDecorationView(ofKind: "separator", at: ip(0, 0))?.frame == Rect(x: 32, y: 78.5, width: 342, height: 0.5))
        #expect(layout.layoutAttributesForDecorationView(ofKind: "separator", at: ip(0, 2)) == nil)
    }

    @Test func plainListsSeparateEveryRowAndHaveHeaders() {
        var configuration = Compositional.ListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let list = Compositional.Section.list(using: configuration, layoutEnvironment: Size(width: 768, height: 1024))
        let layout = prepared([list], counts: [2], viewport: Size(width: 768, height: 1024))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: ip(0, 0))?.frame == Rect(x: 0, y: 0, width: 768, height: 28))
        #expect(layout.frame(0, 1) == Rect(x: 0, y: 72, width: 768, height: 44))
        #expect(layout.layoutAttributesForDecorationView(ofKind: "separator", at: ip(0, 1))?.frame == Rect(x: 20, y: 115.5, width: 748, height: 0.5))
    }

    /// Groups a billionth of a point wide: queries and paging neither trap nor hang.
    @Test func tinyGroupsDoNotOverflowIntegerArithmetic() {
        var section = Compositional.Section(group: .horizontal(layoutSize: size(.absolute(1e-9), .absolute(1e-9)),
                                                               subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
        section.orthogonalScrollingBehavior = .groupPaging
        var layout = prepared([section, Compositional.Section(group: section.group)], counts: [3, 3], viewport: Size(width: 400, height: 800))
        layout.orthogonalOffsets[0] = 1e300
        // Section 0 is scrolled 1e300 points away: only section 1's three cells are near the content.
        #expect(layout.layoutAttributesForAllElements().count == 3)
        #expect(layout.layoutAttributesForItem(at: ip(0, 2)) != nil)
        #expect(layout.cellIndexPaths(in: Rect(x: -1e300, y: -1e300, width: 1e300, height: 1e300)) == [])
        #expect(layout.targetOrthogonalOffset(inSection: 0, proposed: 1e300, velocity: 1e300, current: 1e300) == 0)
    }

    @Test func validationNamesThePathOfTheMistake() {
        let tooWide = Compositional.Group.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                     subitems: [item(.absolute(500), .absolute(50))])
        let spec = CompositionalSpec(sections: [Compositional.Section(group: tooWide)], itemCounts: [1])
        #expect(throws: CompositionalLayoutError.self) { try spec.validate(viewport: Size(width: 400, height: 400)) }
        do {
            try spec.validate(viewport: Size(width: 400, height: 400))
        } catch {
            #expect(error.path == "sections[0].group")
        }
        var counted = Compositional.Group.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                     subitems: [item(.absolute(10), .absolute(50)), item(.absolute(10), .absolute(50))])
        counted.count = 2
        do {
            try CompositionalSpec(sections: [Compositional.Section(group: counted)], itemCounts: [1]).validate(viewport: Size(width: 400, height: 400))
            Issue.record("a count with two subitems was accepted")
        } catch {
            #expect(error.path == "sections[0].group.count")
        }
    }

    /// Two items that extend a section on the same edge (UIKit's placement is not established)
    /// and two items of one kind (UIKit needs a unique kind) are refused by path; one extending
    /// item per edge plus overlays is fine.
    @Test func boundaryItemsOfOneSectionAreValidatedTogether() {
        let group = Compositional.Group.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        func failure(_ items: [Compositional.BoundaryItem], _ direction: ScrollDirection = .vertical) -> String {
            var section = Compositional.Section(group: group)
            section.boundarySupplementaryItems = items
            var configuration = Compositional.Configuration()
            configuration.scrollDirection = direction
            do {
                try CompositionalSpec(configuration: configuration, sections: [section], itemCounts: [1]).validate(viewport: Size(width: 400, height: 400))
                return "no error"
            } catch {
                return "\(error.path): \(error.message)"
            }
        }
        var pinned = header(pinned: true)
        pinned.elementKind = "sticky"
        #expect(failure([header(), pinned]) == "sections[0].boundaryItems[1].extendsBoundary: boundaryItems[0] already extends the section on this edge; how UIKit places two such items is not established, so set extendsBoundary false on one (it then overlays the section's content) or merge them")
        var overlay = header(extends: false)
        overlay.elementKind = "overlay"
        #expect(failure([header(), overlay]) == "no error")
        #expect(failure([header(), header(extends: false)]) == #"sections[0].boundaryItems[1].elementKind: repeats the kind "header" of boundaryItems[0]; UIKit needs a unique element kind for each supplementary item of a section"#)
        // Scrolling horizontally, top and bottom items are on the sides: any number may extend.
        var footer = header()
        footer.elementKind = "footer"
        footer.alignment = .bottom
        footer.layoutSize = size(.absolute(30), .absolute(30))
        var top = header()
        top.layoutSize = size(.absolute(30), .absolute(30))
        #expect(failure([top, footer], .horizontal) == "no error")
        var leading = top
        leading.alignment = .topLeading
        leading.elementKind = "leading"
        #expect(failure([leading, footer, { var b = footer; b.elementKind = "b"; b.alignment = .bottomLeading; return b }()], .horizontal)
                == "sections[0].boundaryItems[2].extendsBoundary: boundaryItems[0] already extends the section on this edge; how UIKit places two such items is not established, so set extendsBoundary false on one (it then overlays the section's content) or merge them")
    }

    /// A section's background is the same decoration view before and after an insert (same kind
    /// and index path): it grows from the two rows' 200 points to the three rows' 300 instead of
    /// vanishing for the animation; a list's new last separator fades in.
    @Test func backgroundsResizeDuringUpdates() throws {
        let group = Compositional.Group.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        var section = Compositional.Section(group: group)
        section.decorationItems = [.background(elementKind: "background")]
        let layout = CompositionalLayout(sections: [section])
        let transition = try UpdateTransition(layout: layout, content: CollectionContent(itemCounts: [2]), viewport: Size(width: 400, height: 800),
                                              batch: UpdateBatch(inserting: [ip(0, 2)]))
        let backgrounds = transition.elements.filter { $0.start.category == .decorationView(kind: "background") }
        #expect(backgrounds.count == 1)
        #expect(backgrounds.first?.start.frame == Rect(x: 0, y: 0, width: 400, height: 200))
        #expect(backgrounds.first?.end.frame == Rect(x: 0, y: 0, width: 400, height: 300))
        #expect(backgrounds.first?.start.alpha == 1 && backgrounds.first?.end.alpha == 1)
        // Half-way through UIKit's symmetric ease-in-ease-out curve: half-way grown.
        let middle = try #require(transition.attributes(at: 0.15).first { $0.category == .decorationView(kind: "background") })
        #expect(abs(middle.frame.height - 250) < 1e-6)

        let list = Compositional.Section.list(using: Compositional.ListConfiguration(appearance: .grouped), layoutEnvironment: Size(width: 400, height: 800))
        let rows = try UpdateTransition(layout: CompositionalLayout(sections: [list]), content: CollectionContent(itemCounts: [2]), viewport: Size(width: 400, height: 800),
                                        batch: UpdateBatch(inserting: [ip(0, 2)]))
        let separators = rows.elements.filter { $0.start.category == .decorationView(kind: Compositional.ListConfiguration.separatorKind) }
        // Grouped lists separate every row but the last: one separator before, two after.
        #expect(separators.count == 2)
        #expect(separators.filter { $0.update.change == .inserted }.map(\.start.alpha) == [0])
    }

    @Test func insertedItemsFadeInAndDeletedItemsFadeOutInPlace() {
        let group = Compositional.Group.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1))])
        let layout = prepared([Compositional.Section(group: group)], counts: [3], viewport: Size(width: 200, height: 400))
        let batch = UpdateBatch(deleting: [ip(0, 1)], inserting: [ip(0, 2)])
        let appearing = layout.initialLayoutAttributesForAppearingItem(at: ip(0, 2), in: batch)
        #expect(appearing?.frame == Rect(x: 0, y: 50, width: 100, height: 50))
        #expect(appearing?.alpha == 0)
        let disappearing = layout.finalLayoutAttributesForDisappearingItem(at: ip(0, 1), in: batch)
        #expect(disappearing?.frame == Rect(x: 100, y: 0, width: 100, height: 50))
        #expect(disappearing?.alpha == 0)
    }
}

/// Estimated dimensions as UIKit treats them before any cell measures itself: an item's
/// contentInsets along an estimated dimension are ignored, and a group's estimated dimension
/// takes the length of what the group places.
@Suite struct CompositionalEstimatedTests {
    /// The issue's list: full-width items `.estimated(60)` tall with insets 10 all round, in a
    /// full-width group `.estimated(60)` tall, 400 pt wide view, no section insets.
    @Test func itemInsetsAlongAnEstimatedAxisAreIgnored() {
        let group = Compositional.Group.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(60)),
                                                   subitems: [item(.fractionalWidth(1), .estimated(60), insets: 10)])
        let layout = prepared([Compositional.Section(group: group)], counts: [2], viewport: Size(width: 400, height: 800))
        // Width 400 - 10 - 10 = 380 from x = 10; the height keeps the whole 60 pt estimate.
        #expect(layout.frame(0, 0) == Rect(x: 10, y: 0, width: 380, height: 60))
        #expect(layout.frame(0, 1) == Rect(x: 10, y: 60, width: 380, height: 60))
        #expect(layout.collectionViewContentSize == Size(width: 400, height: 120))
    }

    @Test func insetsAlongAnAbsoluteAxisStillApply() {
        // `.estimated(100)` wide, `.absolute(60)` tall, insets 10: the height loses 20, the width none.
        let group = Compositional.Group.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(60)),
                                                   subitems: [item(.estimated(100), .absolute(60), insets: 10)])
        let layout = prepared([Compositional.Section(group: group)], counts: [2], viewport: Size(width: 400, height: 800))
        #expect(layout.frame(0, 0) == Rect(x: 0, y: 10, width: 100, height: 40))
        #expect(layout.frame(0, 1) == Rect(x: 100, y: 10, width: 100, height: 40))
    }

    /// An `.estimated(100)` tall group of `.absolute(50)` items is 50 tall, as UIKit sizes it.
    @Test func anEstimatedGroupFitsItsItems() {
        let group = Compositional.Group.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(100)),
                                                   subitems: [item(.fractionalWidth(0.5), .absolute(50))])
        var section = Compositional.Section(group: group)
        section.interGroupSpacing = 10
        let layout = prepared([section], counts: [4], viewport: Size(width: 400, height: 800))
        // Two 200 x 50 items per group; the second group at 50 + 10 = 60.
        #expect(layout.frame(0, 1) == Rect(x: 200, y: 0, width: 200, height: 50))
        #expect(layout.frame(0, 2) == Rect(x: 0, y: 60, width: 200, height: 50))
        // 50 + 10 + 50.
        #expect(layout.collectionViewContentSize == Size(width: 400, height: 110))
    }

    @Test func anEstimatedNestedGroupFitsItsItemsPlusItsInsets() {
        // A vertical group of two `.estimated(100)` tall horizontal groups of 40 pt items, each
        // with insets 5 on top and bottom: 5 + 40 + 5 = 50 tall, the second at y = 50.
        var inner = Compositional.Group.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(100)),
                                                   subitems: [item(.fractionalWidth(1), .absolute(40))])
        inner.contentInsets = DirectionalEdgeInsets(top: 5, leading: 0, bottom: 5, trailing: 0)
        let outer = Compositional.Group(axis: .vertical, layoutSize: size(.fractionalWidth(1), .absolute(100)),
                                        subitems: [.group(inner)])
        let layout = prepared([Compositional.Section(group: outer)], counts: [2], viewport: Size(width: 400, height: 800))
        #expect(layout.frame(0, 0) == Rect(x: 0, y: 5, width: 400, height: 40))
        #expect(layout.frame(0, 1) == Rect(x: 0, y: 55, width: 400, height: 40))
    }
}
