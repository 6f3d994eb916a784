import SBLayout
import Testing

// Custom compositional groups (customGroupWithLayoutSize:itemProvider:): each custom item is one
// cell at its frame relative to the group's origin. Frames worked out by hand, as literals.

private func size(_ w: Compositional.Dimension, _ h: Compositional.Dimension) -> Compositional.LayoutSize {
    Compositional.LayoutSize(widthDimension: w, heightDimension: h)
}

/// A 300 x 200 mosaic: one large cell on the left, two small ones stacked on the right, the small
/// ones above the large one.
private func mosaic(height: Compositional.Dimension = .absolute(200)) -> Compositional.Group {
    .custom(layoutSize: size(.absolute(300), height), items: [
        Compositional.CustomItem(frame: Rect(x: 0, y: 0, width: 200, height: 200)),
        Compositional.CustomItem(frame: Rect(x: 200, y: 0, width: 100, height: 100), zIndex: 1),
        Compositional.CustomItem(frame: Rect(x: 200, y: 100, width: 100, height: 100), zIndex: 2),
    ])
}

private func prepared(_ section: Compositional.Section, count: Int, viewport: Size,
                      orthogonalOffset: Double? = nil) -> CompositionalLayout {
    var layout = CompositionalLayout(sections: [section])
    if let orthogonalOffset { layout.orthogonalOffsets[0] = orthogonalOffset }
    layout.prepare(content: CollectionContent(itemCounts: [count]), viewport: viewport)
    return layout
}

@Suite struct CompositionalCustomGroupTests {
    @Test func customItemsRepeatDownTheSection() {
        var section = Compositional.Section(group: mosaic())
        section.interGroupSpacing = 10
        let layout = prepared(section, count: 5, viewport: Size(width: 300, height: 800))
        #expect(layout.frame(0, 0) == Rect(x: 0, y: 0, width: 200, height: 200))
        #expect(layout.frame(0, 1) == Rect(x: 200, y: 0, width: 100, height: 100))
        #expect(layout.frame(0, 2) == Rect(x: 200, y: 100, width: 100, height: 100))
        // The second group starts at 200 + 10 = 210 and holds items 3 and 4 only.
        #expect(layout.frame(0, 3) == Rect(x: 0, y: 210, width: 200, height: 200))
        #expect(layout.frame(0, 4) == Rect(x: 200, y: 210, width: 100, height: 100))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 5, section: 0)) == nil)
        // 2 x 200 + 10.
        #expect(layout.collectionViewContentSize == Size(width: 300, height: 410))
    }

    @Test func customItemsKeepTheirZIndex() {
        let layout = prepared(Compositional.Section(group: mosaic()), count: 6, viewport: Size(width: 300, height: 800))
        let z = (0..<6).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.zIndex }
        // 0, 1, 2 in each group.
        #expect(z == [0, 1, 2, 0, 1, 2])
        let inRect = layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 300, height: 800)).map(\.zIndex)
        #expect(inRect == [0, 1, 2, 0, 1, 2])
    }

    @Test func visibleRectFindsTheCellsOfTheGroupsItCrosses() {
        var section = Compositional.Section(group: mosaic())
        section.interGroupSpacing = 10
        let layout = prepared(section, count: 9, viewport: Size(width: 300, height: 800))
        // y 205...215 crosses group 1 (210...410): its large cell (3) and its top small cell (4,
        // 210...310); group 0 ends at 200 and group 2 starts at 420.
        #expect(layout.cellIndexPaths(in: Rect(x: 0, y: 205, width: 300, height: 10)) == [IndexPath(item: 3, section: 0), IndexPath(item: 4, section: 0)])
        // y 350...360: group 1's large cell (210...410) and its lower small cell (310...410).
        #expect(layout.cellIndexPaths(in: Rect(x: 0, y: 350, width: 300, height: 10)) == [IndexPath(item: 3, section: 0), IndexPath(item: 5, section: 0)])
    }

    @Test func sectionInsetsAndHeaderMoveTheGroupOrigin() {
        var section = Compositional.Section(group: mosaic())
        section.contentInsets = DirectionalEdgeInsets(all: 20)
        section.boundarySupplementaryItems = [
            Compositional.BoundaryItem(layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: ElementKind.sectionHeader, alignment: .top),
        ]
        let layout = prepared(section, count: 3, viewport: Size(width: 340, height: 800))
        // The group starts below the 30 pt header and the 20 pt inset, 20 pt in: (20, 50).
        #expect(layout.frame(0, 0) == Rect(x: 20, y: 50, width: 200, height: 200))
        #expect(layout.frame(0, 1) == Rect(x: 220, y: 50, width: 100, height: 100))
        #expect(layout.frame(0, 2) == Rect(x: 220, y: 150, width: 100, height: 100))
        // The header spans the section's width less its side insets: 340 - 40 = 300.
        let header = layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == Rect(x: 20, y: 0, width: 300, height: 30))
        // 30 + 20 + 200 + 20.
        #expect(layout.collectionViewContentSize == Size(width: 340, height: 270))
    }

    @Test func orthogonalSectionsRunCustomGroupsAcross() {
        var section = Compositional.Section(group: mosaic())
        section.interGroupSpacing = 10
        section.orthogonalScrollingBehavior = .continuous
        let layout = prepared(section, count: 6, viewport: Size(width: 400, height: 800), orthogonalOffset: 100)
        // The second group starts at 300 + 10 = 310, moved left by the section's offset 100: 210.
        #expect(layout.frame(0, 0) == Rect(x: -100, y: 0, width: 200, height: 200))
        #expect(layout.frame(0, 3) == Rect(x: 210, y: 0, width: 200, height: 200))
        #expect(layout.frame(0, 4) == Rect(x: 410, y: 0, width: 100, height: 100))
        #expect(layout.frame(0, 5) == Rect(x: 410, y: 100, width: 100, height: 100))
        // The section's content is 2 x 300 + 10 = 610 long in a 400 pt view: at most 210.
        #expect(layout.maximumOrthogonalOffset(inSection: 0) == 210)
        #expect(layout.collectionViewContentSize == Size(width: 400, height: 200))
    }

    @Test func anEstimatedCustomGroupFitsItsItems() {
        var section = Compositional.Section(group: mosaic(height: .estimated(50)))
        section.interGroupSpacing = 10
        let layout = prepared(section, count: 4, viewport: Size(width: 300, height: 800))
        // The items reach y = 200, so the group is 200 tall, not 50: the next at 210.
        #expect(layout.frame(0, 3) == Rect(x: 0, y: 210, width: 200, height: 200))
    }

    @Test func aNestedCustomGroupPlacesItsItemsInItsSlot() {
        let inner = Compositional.Group.custom(layoutSize: size(.absolute(200), .absolute(100)), items: [
            Compositional.CustomItem(frame: Rect(x: 0, y: 0, width: 100, height: 100)),
            Compositional.CustomItem(frame: Rect(x: 100, y: 50, width: 100, height: 50), zIndex: 3),
        ])
        let outer = Compositional.Group(axis: .horizontal, layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [.group(inner)])
        let layout = prepared(Compositional.Section(group: outer), count: 4, viewport: Size(width: 400, height: 800))
        // Two 200 pt custom groups fit in 400: the second's items at 200 + 0 and 200 + 100.
        #expect(layout.frame(0, 0) == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(layout.frame(0, 1) == Rect(x: 100, y: 50, width: 100, height: 50))
        #expect(layout.frame(0, 2) == Rect(x: 200, y: 0, width: 100, height: 100))
        #expect(layout.frame(0, 3) == Rect(x: 300, y: 50, width: 100, height: 50))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.zIndex == 3)
    }

    @Test func validationRefusesEmptyAndNonFiniteCustomGroups() {
        let viewport = Size(width: 300, height: 800)
        let empty = CompositionalSpec(sections: [Compositional.Section(group: .custom(layoutSize: size(.absolute(300), .absolute(200)), items: []))], itemCounts: [3])
        #expect(throws: CompositionalLayoutError(path: "sections[0].group.customItems", "must list at least one custom item")) {
            try empty.validate(viewport: viewport)
        }
        let nan = CompositionalSpec(sections: [Compositional.Section(group: .custom(layoutSize: size(.absolute(300), .absolute(200)), items: [
            Compositional.CustomItem(frame: Rect(x: 0, y: 0, width: .nan, height: 10)),
        ]))], itemCounts: [3])
        #expect(throws: CompositionalLayoutError(path: "sections[0].group.customItems[0].frame", "must be 0 to 1000000 points, got nan")) {
            try nan.validate(viewport: viewport)
        }
        #expect(throws: Never.self) { try CompositionalSpec(sections: [Compositional.Section(group: mosaic())], itemCounts: [3]).validate(viewport: viewport) }
    }
}
