import SBLayout
import Testing

// Supplementary items anchored to items and groups (badges, NSCollectionLayoutSupplementaryItem
// with NSCollectionLayoutAnchor). Frames worked out by hand from UIKit's anchor arithmetic:
// origin = container origin + (container size - badge size) x anchor point + offset, the anchor
// point 0 on a leading/top edge, 1 on a trailing/bottom one, 0.5 on an axis with no edge; a
// fractional offset is a fraction of the badge's size.

private func size(_ w: Compositional.Dimension, _ h: Compositional.Dimension) -> Compositional.LayoutSize {
    Compositional.LayoutSize(widthDimension: w, heightDimension: h)
}

private func badge(_ kind: String = "badge", _ w: Compositional.Dimension = .absolute(20), _ h: Compositional.Dimension = .absolute(20),
                   _ anchor: Compositional.Anchor = Compositional.Anchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.5, y: -0.5))) -> Compositional.SupplementaryItem {
    Compositional.SupplementaryItem(layoutSize: size(w, h), elementKind: kind, containerAnchor: anchor)
}

/// Half-width items 100 tall, two per group, in a 400 x 800 view with section insets of 10:
/// content area 380 wide, so the cells are (10, 10, 190, 100), (200, 10, 190, 100), (10, 110, ...).
private func layout(item: Compositional.Item, groupItems: [Compositional.SupplementaryItem] = [], count: Int = 4) -> CompositionalLayout {
    var group = Compositional.Group.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
    group.supplementaryItems = groupItems
    var section = Compositional.Section(group: group)
    section.contentInsets = DirectionalEdgeInsets(all: 10)
    var layout = CompositionalLayout(sections: [section])
    layout.prepare(content: CollectionContent(itemCounts: [count]), viewport: Size(width: 400, height: 800))
    return layout
}

private func halfWidth(_ supplementary: [Compositional.SupplementaryItem]) -> Compositional.Item {
    Compositional.Item(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), supplementaryItems: supplementary)
}

private extension CompositionalLayout {
    func badgeFrame(_ kind: String, _ item: Int) -> Rect? {
        layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: item, section: 0))?.frame
    }
}

@Suite struct CompositionalSupplementaryTests {
    @Test func aTopTrailingBadgeWithHalfOffsetsSitsOnTheCellsCorner() {
        let l = layout(item: halfWidth([badge()]))
        // Cell 0 (10, 10, 190, 100): x = 10 + (190 - 20) x 1 + 0.5 x 20 = 190, y = 10 + 0 - 0.5 x 20 = 0;
        // its centre (200, 10) is the cell's top-right corner.
        #expect(l.badgeFrame("badge", 0) == Rect(x: 190, y: 0, width: 20, height: 20))
        // Cell 1 (200, 10, 190, 100): x = 200 + 170 + 10 = 380.
        #expect(l.badgeFrame("badge", 1) == Rect(x: 380, y: 0, width: 20, height: 20))
        // Cell 2 (10, 110, 190, 100): y = 110 - 10 = 100.
        #expect(l.badgeFrame("badge", 2) == Rect(x: 190, y: 100, width: 20, height: 20))
        #expect(l.badgeFrame("badge", 4) == nil)
        #expect(l.badgeFrame("other", 0) == nil)
        let a = l.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 0, section: 0))
        #expect(a?.zIndex == 1)
        #expect(a?.isAnchoredToItem == true)
        // Badges take no room: the content is still 10 + 2 x 100 + 10 tall.
        #expect(l.collectionViewContentSize == Size(width: 400, height: 220))
    }

    @Test func absoluteOffsetsNoEdgesFractionalSizesAndZIndex() {
        var centred = badge("dot", .fractionalWidth(0.1), .fractionalHeight(0.2), Compositional.Anchor(edges: []))
        centred.zIndex = 5
        let l = layout(item: halfWidth([
            badge("tag", .absolute(30), .absolute(16), Compositional.Anchor(edges: [.bottom, .leading], absoluteOffset: Point(x: 4, y: -4))),
            centred,
        ]))
        // Bottom-leading, moved (4, -4): x = 10 + 0 + 4 = 14, y = 10 + (100 - 16) x 1 - 4 = 90.
        #expect(l.badgeFrame("tag", 0) == Rect(x: 14, y: 90, width: 30, height: 16))
        // No edge: centred. 0.1 x 190 = 19 wide, 0.2 x 100 = 20 tall; x = 10 + (190 - 19) x 0.5 = 95.5,
        // y = 10 + (100 - 20) x 0.5 = 50.
        #expect(l.badgeFrame("dot", 0) == Rect(x: 95.5, y: 50, width: 19, height: 20))
        #expect(l.layoutAttributesForSupplementaryView(ofKind: "dot", at: IndexPath(item: 0, section: 0))?.zIndex == 5)
    }

    @Test func theAnchorIsTheCellAfterItsContentInsets() {
        var item = halfWidth([badge()])
        item.contentInsets = DirectionalEdgeInsets(all: 5)
        let l = layout(item: item)
        // Cell 0 (15, 15, 180, 90): x = 15 + 160 + 10 = 185, y = 15 - 10 = 5; centre (195, 15).
        #expect(l.frame(0, 0) == Rect(x: 15, y: 15, width: 180, height: 90))
        #expect(l.badgeFrame("badge", 0) == Rect(x: 185, y: 5, width: 20, height: 20))
    }

    @Test func aGroupsBadgeHasItsFirstCellsIndexPath() {
        let corner = badge("groupTag", .absolute(40), .absolute(20), Compositional.Anchor(edges: [.top, .leading]))
        let l = layout(item: halfWidth([]), groupItems: [corner], count: 3)
        // Group 0 (10, 10, 380, 100) opens with item 0; group 1 (10, 110, ...) with item 2.
        #expect(l.badgeFrame("groupTag", 0) == Rect(x: 10, y: 10, width: 40, height: 20))
        #expect(l.badgeFrame("groupTag", 2) == Rect(x: 10, y: 110, width: 40, height: 20))
        #expect(l.badgeFrame("groupTag", 1) == nil)
        let kinds = l.layoutAttributesForAllElements().filter(\.isAnchoredToItem).map(\.indexPath.item)
        #expect(kinds == [0, 2])
    }

    @Test func aRectQueryFindsBadgesThatPokeOutOfTheirCells() {
        let l = layout(item: halfWidth([badge()]))
        // y 0...5 holds no cell (they start at 10) but the badges of items 0 and 1 (y 0...20).
        let found = l.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 400, height: 5))
        #expect(found.map(\.indexPath.item) == [0, 1])
        #expect(found.allSatisfy { $0.category == .supplementaryView(kind: "badge") })
    }

    @Test func badgesMoveWithTheirItemsInUpdates() throws {
        var section = Compositional.Section(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [halfWidth([badge()])]))
        section.contentInsets = DirectionalEdgeInsets(all: 10)
        let t = try UpdateTransition(layout: CompositionalLayout(sections: [section]), content: CollectionContent(itemCounts: [4]),
                                     viewport: Size(width: 400, height: 800), batch: UpdateBatch(deleting: [IndexPath(item: 0, section: 0)]))
        let badges = t.elements.filter { $0.start.isAnchoredToItem }
        // Four badges before, three after: item 0's goes, 1 to 3 move.
        #expect(badges.count == 4)
        let before = CollectionContent(itemCounts: [4])
        func element(ofItem item: Int) -> UpdateTransition.Element? {
            badges.first { $0.start.identity == before.identity(at: IndexPath(item: item, section: 0)) }
        }
        // Item 1 becomes item 0: its badge goes from (380, 0) to (190, 0) with it.
        #expect(element(ofItem: 1)?.start.frame == Rect(x: 380, y: 0, width: 20, height: 20))
        #expect(element(ofItem: 1)?.end.frame == Rect(x: 190, y: 0, width: 20, height: 20))
        #expect(element(ofItem: 1)?.end.indexPath == IndexPath(item: 0, section: 0))
        // Item 2 (10, 110) becomes item 1 (200, 10): its badge from (190, 100) to (380, 0).
        #expect(element(ofItem: 2)?.end.frame == Rect(x: 380, y: 0, width: 20, height: 20))
        // The deleted item's badge fades out where it was, as its cell does.
        let gone = element(ofItem: 0)
        #expect(gone?.update.change == .deleted)
        #expect(gone?.start.frame == Rect(x: 190, y: 0, width: 20, height: 20))
        #expect(gone?.end.frame == Rect(x: 190, y: 0, width: 20, height: 20))
        #expect(gone?.end.alpha == 0)
    }

    @Test func anchorPoints() {
        // (0, 0) top-leading, (1, 1) bottom-trailing, 0.5 on an axis with no edge or both.
        #expect(Compositional.Anchor(edges: [.top, .leading]).anchorPoint == Point(x: 0, y: 0))
        #expect(Compositional.Anchor(edges: [.bottom, .trailing]).anchorPoint == Point(x: 1, y: 1))
        #expect(Compositional.Anchor(edges: [.top]).anchorPoint == Point(x: 0.5, y: 0))
        #expect(Compositional.Anchor(edges: [.leading, .trailing, .bottom]).anchorPoint == Point(x: 0.5, y: 1))
    }

    @Test func validationRefusesKindsThatMeetAtOneIndexPath() {
        var group = Compositional.Group.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [halfWidth([badge()])])
        group.supplementaryItems = [badge()]
        let spec = CompositionalSpec(sections: [Compositional.Section(group: group)], itemCounts: [2])
        #expect(throws: CompositionalLayoutError.self) { try spec.validate(viewport: Size(width: 400, height: 800)) }
        var header = Compositional.Section(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [halfWidth([badge("header")])]))
        header.boundarySupplementaryItems = [Compositional.BoundaryItem(layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "header", alignment: .top)]
        #expect(throws: CompositionalLayoutError.self) {
            try CompositionalSpec(sections: [header], itemCounts: [2]).validate(viewport: Size(width: 400, height: 800))
        }
        // Two items of a group sharing a kind is fine: they have index paths of their own.
        let fine = CompositionalSpec(sections: [Compositional.Section(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [halfWidth([badge()])]))], itemCounts: [4])
        #expect(throws: Never.self) { try fine.validate(viewport: Size(width: 400, height: 800)) }
    }

    // An item anchor (itemAnchor): the badge's own point named by it (its edges' fractions of the
    // badge's size, moved by its offset) lies on the container's point named by the container
    // anchor (the edges' fractions of the cell, moved by its offset; a fractional offset is a
    // fraction of the badge's size). So origin = cell origin + container point - item point.

    @Test func anItemAnchorPutsTheBadgesOwnPointOnTheContainersPoint() {
        var outside = badge("badge", .absolute(20), .absolute(20), Compositional.Anchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.3, y: -0.3)))
        outside.itemAnchor = Compositional.Anchor(edges: [.top, .leading], absoluteOffset: Point(x: 4, y: 2))
        var above = badge("tag", .absolute(30), .absolute(16), Compositional.Anchor(edges: [.top]))
        above.itemAnchor = Compositional.Anchor(edges: [.bottom, .trailing], fractionalOffset: Point(x: 0.5, y: -0.25))
        let l = layout(item: halfWidth([outside, above]))
        // Cell 0 (10, 10, 190, 100). Container point (top-trailing, 0.3 and -0.3 of the 20-point
        // badge): x = 10 + 190 x 1 + 0.3 x 20 = 206, y = 10 + 100 x 0 - 0.3 x 20 = 4. The badge's
        // top-leading corner moved (4, 2): (0 x 20 + 4, 0 x 20 + 2) = (4, 2). Origin (206 - 4, 4 - 2).
        #expect(l.badgeFrame("badge", 0) == Rect(x: 202, y: 2, width: 20, height: 20))
        // Cell 1 (200, 10, 190, 100): x = 200 + 190 + 6 - 4 = 392, y = 2.
        #expect(l.badgeFrame("badge", 1) == Rect(x: 392, y: 2, width: 20, height: 20))
        // Container point (top, centred across): x = 10 + 190 x 0.5 = 105, y = 10. The tag's
        // bottom-trailing corner moved half its width right and a quarter of its height up:
        // (30 x 1 + 0.5 x 30, 16 x 1 - 0.25 x 16) = (45, 12). Origin (105 - 45, 10 - 12) = (60, -2).
        #expect(l.badgeFrame("tag", 0) == Rect(x: 60, y: -2, width: 30, height: 16))
        // Cell 2 (10, 110, 190, 100): y = 110 - 12 = 98.
        #expect(l.badgeFrame("tag", 2) == Rect(x: 60, y: 98, width: 30, height: 16))
    }

    @Test func anItemAnchorOnTheSameEdgesWithoutOffsetIsTheDefault() {
        // Without an item anchor the badge's point at the container anchor's own fractions lies on
        // the container's point; naming those edges with no offset gives the same frame:
        // cell 0 (10, 10, 190, 100), x = 10 + 190 + 0.5 x 20 - 20 = 190, y = 10 - 0.5 x 20 - 0 = 0.
        var same = badge()
        same.itemAnchor = Compositional.Anchor(edges: [.top, .trailing])
        #expect(layout(item: halfWidth([same])).badgeFrame("badge", 0) == Rect(x: 190, y: 0, width: 20, height: 20))
        #expect(layout(item: halfWidth([badge()])).badgeFrame("badge", 0) == Rect(x: 190, y: 0, width: 20, height: 20))
        // On a group ((10, 10, 380, 100): 400 wide less the section's insets), bottom-leading on
        // bottom-leading, the container's point moved 5 right, the badge's 5 up. Container point
        // (10 + 0 + 5, 10 + 100 + 0) = (15, 110); badge point (0 + 0, 20 - 5) = (0, 15); origin
        // (15 - 0, 110 - 15) = (15, 95): the badge sinks 5 below the group's bottom edge.
        var onGroup = badge("frame", .absolute(20), .absolute(20), Compositional.Anchor(edges: [.bottom, .leading], absoluteOffset: Point(x: 5, y: 0)))
        onGroup.itemAnchor = Compositional.Anchor(edges: [.bottom, .leading], absoluteOffset: Point(x: 0, y: -5))
        let g = layout(item: halfWidth([]), groupItems: [onGroup])
        #expect(g.badgeFrame("frame", 0) == Rect(x: 15, y: 95, width: 20, height: 20))
    }

    @Test func validationRefusesAnItemAnchorOffsetOutOfRange() {
        var far = badge()
        far.itemAnchor = Compositional.Anchor(edges: [.top], fractionalOffset: Point(x: 0, y: 1e9))
        let spec = CompositionalSpec(sections: [Compositional.Section(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [halfWidth([far])]))], itemCounts: [2])
        #expect {
            try spec.validate(viewport: Size(width: 400, height: 800))
        } throws: { error in
            (error as? CompositionalLayoutError)?.path.hasSuffix("supplementaryItems[0].itemAnchor") == true
        }
    }
}
