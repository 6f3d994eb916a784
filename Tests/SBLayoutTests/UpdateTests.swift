import SBLayout
import Testing

/// performBatchUpdates: semantics (uikit-semantics.md): deletions name index paths before the
/// update, insertions index paths after it, moves one of each; deletes, then inserts, then moves.
@Suite struct UpdateBatchTests {
    func identities(_ c: CollectionContent) -> [[Int]] {
        (0..<c.numberOfSections).map { c.identities(inSection: $0) }
    }

    func apply(_ batch: UpdateBatch, to counts: [Int]) throws -> (content: CollectionContent, items: [ItemUpdate]) {
        try batch.apply(to: CollectionContent(itemCounts: counts))
    }

    @Test func deletionsUseOldIndicesAndInsertionsNewOnes() throws {
        // Items 0 1 2 3 4: delete old 1 and 3, insert at new 0 and new 2.
        let (after, items) = try apply(UpdateBatch(deleting: [ip(0, 1), ip(0, 3)], inserting: [ip(0, 0), ip(0, 2)]), to: [5])
        #expect(identities(after) == [[5, 0, 6, 2, 4]])
        #expect(items.filter { $0.change == .deleted }.map(\.identity).sorted() == [1, 3])
        #expect(items.filter { $0.change == .inserted }.map(\.identity) == [5, 6])
        let two = items.first { $0.identity == 2 }
        #expect(two?.change == .kept && two?.before == ip(0, 2) && two?.after == ip(0, 3))
    }

    @Test func moves() throws {
        let (after, items) = try apply(UpdateBatch(moving: [.init(from: ip(0, 3), to: ip(0, 0))]), to: [5])
        #expect(identities(after) == [[3, 0, 1, 2, 4]])
        let three = items.first { $0.identity == 3 }
        #expect(three?.change == .moved && three?.before == ip(0, 3) && three?.after == ip(0, 0))
    }

    @Test func deleteInsertAndMoveInOneBatch() throws {
        // Delete old 0, move old 4 to new 0, insert at new 1: survivors 1 2 3 fill the rest.
        let batch = UpdateBatch(deleting: [ip(0, 0)], inserting: [ip(0, 1)], moving: [.init(from: ip(0, 4), to: ip(0, 0))])
        let (after, _) = try apply(batch, to: [5])
        #expect(identities(after) == [[4, 5, 1, 2, 3]])
    }

    @Test func movesAcrossSections() throws {
        // Pages [0 1 | 2 3]: move item 0 to the end of page 1 (SwiftSpringBoard's cross-page move).
        let (after, _) = try apply(UpdateBatch(moving: [.init(from: ip(0, 0), to: ip(1, 2))]), to: [2, 2])
        #expect(identities(after) == [[1], [2, 3, 0]])
    }

    @Test func identitiesFollowTheItemsAndSoDoTheirSizes() throws {
        let sizes = [Size(width: 10, height: 10), Size(width: 20, height: 20), Size(width: 30, height: 30)]
        let before = CollectionContent(itemCounts: [3], itemSizes: sizes)
        let (after, _) = try UpdateBatch(deleting: [ip(0, 0)]).apply(to: before)
        #expect(after.identity(at: ip(0, 0)) == 1)
        #expect(after.size(at: ip(0, 0), fallback: .zero) == Size(width: 20, height: 20))
        #expect(after.size(at: ip(0, 1), fallback: .zero) == Size(width: 30, height: 30))
        // A second batch on explicit identities: new identities go above every one in use.
        let (again, _) = try UpdateBatch(inserting: [ip(0, 0)]).apply(to: after)
        #expect(identities(again) == [[3, 1, 2]])
    }

    @Test func emptyBatchChangesNothing() throws {
        let (after, items) = try apply(UpdateBatch(), to: [2, 0, 1])
        #expect(identities(after) == [[0, 1], [], [2]])
        #expect(items.allSatisfy { $0.change == .kept && $0.before == $0.after })
    }

    @Test(arguments: [
        UpdateBatch(deleting: [ip(0, 5)]),                                    // past the end
        UpdateBatch(deleting: [ip(0, -1)]),
        UpdateBatch(deleting: [ip(2, 0)]),                                    // no such section
        UpdateBatch(inserting: [ip(1, 0)]),
        UpdateBatch(inserting: [ip(0, 7)]),                                   // 6 items after the insert
        UpdateBatch(inserting: [ip(0, -1)]),
        UpdateBatch(moving: [.init(from: ip(0, 5), to: ip(0, 0))]),
        UpdateBatch(moving: [.init(from: ip(0, 0), to: ip(0, 5))]),          // still 5 items
        UpdateBatch(moving: [.init(from: ip(0, 0), to: ip(3, 0))]),
        UpdateBatch(deleting: [ip(0, 1)], moving: [.init(from: ip(0, 1), to: ip(0, 0))]),   // deleted and moved
        UpdateBatch(moving: [.init(from: ip(0, 1), to: ip(0, 0)), .init(from: ip(0, 1), to: ip(0, 2))]),
        UpdateBatch(inserting: [ip(0, 0)], moving: [.init(from: ip(0, 3), to: ip(0, 0))]),   // two into one place
        UpdateBatch(moving: [.init(from: ip(0, 1), to: ip(0, 0)), .init(from: ip(0, 2), to: ip(0, 0))]),
        UpdateBatch(deleting: [ip(0, 0), ip(0, 1), ip(0, 2), ip(0, 3), ip(0, 4)], inserting: [ip(0, 1)]),
    ])
    func invalidBatchesThrow(batch: UpdateBatch) {
        #expect(throws: UpdateError.self) { try batch.apply(to: CollectionContent(itemCounts: [5])) }
    }
}

/// UpdateTransition: how each element animates (uikit-semantics.md, "Insert, delete and move").
@Suite struct UpdateTransitionTests {
    func flow() -> FlowLayout {
        var f = FlowLayout()
        f.itemSize = Size(width: 100, height: 100)
        return f
    }

    /// 300 pt wide, 100 pt items, spacing 10: two per row, justified to x = 0 and 200.
    let narrow = Size(width: 300, height: 600)

    func element(_ t: UpdateTransition, identity: Int) -> UpdateTransition.Element? {
        t.elements.first { $0.update.identity == identity }
    }

    @Test func insertedItemsFadeInAtTheirFinalPlace() throws {
        let t = try UpdateTransition(layout: flow(), content: CollectionContent(itemCounts: [3]), viewport: narrow,
                                     batch: UpdateBatch(inserting: [ip(0, 0)]))
        let e = try #require(element(t, identity: 3))
        #expect(e.update.change == .inserted)
        #expect(e.start.frame == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(e.start.alpha == 0)
        #expect(e.end.frame == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(e.end.alpha == 1)
        // The items after it move on: item 0 from (0, 0) to (200, 0), item 1 from (200, 0) to (0, 110).
        let zero = try #require(element(t, identity: 0))
        #expect(zero.start.frame.origin == Point(x: 0, y: 0) && zero.end.frame.origin == Point(x: 200, y: 0))
        #expect(zero.start.alpha == 1 && zero.end.alpha == 1)
        let one = try #require(element(t, identity: 1))
        #expect(one.start.frame.origin == Point(x: 200, y: 0) && one.end.frame.origin == Point(x: 0, y: 110))
        #expect(t.elements.count == 4)
    }

    @Test func deletedItemsFadeOutInPlace() throws {
        let t = try UpdateTransition(layout: flow(), content: CollectionContent(itemCounts: [3]), viewport: narrow,
                                     batch: UpdateBatch(deleting: [ip(0, 1)]))
        let e = try #require(element(t, identity: 1))
        #expect(e.update.change == .deleted)
        #expect(e.start.frame == Rect(x: 200, y: 0, width: 100, height: 100) && e.start.alpha == 1)
        #expect(e.end.frame == Rect(x: 200, y: 0, width: 100, height: 100) && e.end.alpha == 0)
        let two = try #require(element(t, identity: 2))
        #expect(two.start.frame.origin == Point(x: 0, y: 110) && two.end.frame.origin == Point(x: 200, y: 0))
        #expect(two.end.indexPath == ip(0, 1) && two.start.indexPath == ip(0, 1))
    }

    @Test func attributesAlongTheAnimation() throws {
        let t = try UpdateTransition(layout: flow(), content: CollectionContent(itemCounts: [3]), viewport: narrow,
                                     batch: UpdateBatch(deleting: [ip(0, 1)]))
        #expect(t.duration == 0.3)
        #expect(t.timing == .easeInEaseOut)
        let i = try #require(t.elements.firstIndex { $0.update.identity == 2 })
        let d = try #require(t.elements.firstIndex { $0.update.identity == 1 })
        #expect(t.attributes(at: 0)[i].center == Point(x: 50, y: 160))
        #expect(t.attributes(at: 0.3)[i].center == Point(x: 250, y: 50))
        #expect(t.attributes(at: 99)[i].center == Point(x: 250, y: 50))
        // Ease-in-ease-out is half-way at half time.
        #expect(close(t.attributes(at: 0.15)[i].center, Point(x: 150, y: 105), 1e-9))
        #expect(close(t.attributes(at: 0.15)[d].alpha, 0.5, 1e-9))
    }

    @Test func circleItemsComeFromAndGoToTheCentre() throws {
        // Four items on the 256 pt circle; delete item 1 (at (384, 768)).
        let t = try UpdateTransition(layout: CircleLayout(), content: CollectionContent(itemCounts: [4]), viewport: iPad,
                                     batch: UpdateBatch(deleting: [ip(0, 1)]))
        let gone = try #require(element(t, identity: 1))
        #expect(close(gone.start.center, Point(x: 384, y: 768)))
        #expect(gone.end.center == Point(x: 384, y: 512))
        #expect(gone.end.alpha == 0)
        #expect(gone.end.transform.m11 == 0.1 && gone.end.transform.m22 == 0.1)
        // Item 2 moves from 180 deg of 4 to 120 deg of 3: (256, 512 + 256 sin 120 deg).
        let two = try #require(element(t, identity: 2))
        #expect(close(two.start.center, Point(x: 128, y: 512)))
        #expect(close(two.end.center, Point(x: 256, y: 733.7025033688163)))

        let grow = try UpdateTransition(layout: CircleLayout(), content: CollectionContent(itemCounts: [3]), viewport: iPad,
                                        batch: UpdateBatch(inserting: [ip(0, 3)]))
        let new = try #require(element(grow, identity: 3))
        #expect(new.start.center == Point(x: 384, y: 512) && new.start.alpha == 0)
        #expect(close(new.end.center, Point(x: 384, y: 256)) && new.end.alpha == 1)   // 270 deg of 4
    }

    @Test func invalidBatchesThrowFromTheTransitionToo() {
        #expect(throws: UpdateError.self) {
            try UpdateTransition(layout: flow(), content: CollectionContent(itemCounts: [3]), viewport: narrow,
                                 batch: UpdateBatch(deleting: [ip(0, 3)]))
        }
    }
}
