import SBLayout
import Testing

/// Section inserts and deletes in update batches, supplementary views in updates, and
/// SwiftSpringBoard's overflowing moves.
@Suite struct SectionUpdateTests {
    func counts(_ c: CollectionContent) -> [Int] { (0..<c.numberOfSections).map { c.numberOfItems(inSection: $0) } }

    @Test func sectionsAreDeletedWithTheirItemsAndInsertedEmpty() throws {
        let content = CollectionContent(itemCounts: [2, 3, 1])
        let (deleted, updates) = try UpdateBatch(deletingSections: [1], insertingSections: []).apply(to: content)
        #expect(counts(deleted) == [2, 1])
        #expect(updates.filter { $0.change == .deleted }.map(\.before) == [ip(1, 0), ip(1, 1), ip(1, 2)])
        #expect(deleted.identity(at: ip(1, 0)) == 5, "section 2's item (identity 5) is now section 1's")
        let (inserted, _) = try UpdateBatch(deletingSections: [], insertingSections: [0], inserting: [ip(0, 0)]).apply(to: content)
        #expect(counts(inserted) == [1, 2, 3, 1])
        #expect(inserted.identity(at: ip(1, 0)) == 0)
        #expect(throws: UpdateError.self) { try UpdateBatch(deletingSections: [3], insertingSections: []).apply(to: content) }
        #expect(throws: UpdateError.self) { try UpdateBatch(deletingSections: [], insertingSections: [4]).apply(to: content) }
        #expect(throws: UpdateError.self) { try UpdateBatch(deletingSections: [1], insertingSections: [], deleting: [ip(1, 0)]).apply(to: content) }
    }

    /// Recipe 10-1's flow (item 50, insets 10/10/50/10, spacing 10, headers and footers 30 tall)
    /// on a 320 pt wide view holds 5 items a row. Section 0: header 0-30, row 40-90, footer
    /// 140-170, so section 1's header is at 170. Inserting a sixth item adds a row (100-150):
    /// section 0's footer goes to 200 and section 1's header to 230.
    @Test func headersAndFootersMoveWithTheirSections() throws {
        var flow = FlowLayout()
        flow.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 50, right: 10)
        flow.headerReferenceSize = Size(width: 60, height: 30)
        flow.footerReferenceSize = Size(width: 60, height: 30)
        let content = CollectionContent(itemCounts: [5, 5])
        let t = try UpdateTransition(layout: flow, content: content, viewport: Size(width: 320, height: 400),
                                     batch: UpdateBatch(inserting: [ip(0, 5)]))
        func view(_ kind: String, _ section: Int) -> UpdateTransition.Element? {
            t.elements.first { $0.start.category == .supplementaryView(kind: kind) && $0.end.indexPath.section == section }
        }
        #expect(view(ElementKind.sectionHeader, 1)?.start.frame.minY == 170)
        #expect(view(ElementKind.sectionHeader, 1)?.end.frame.minY == 230)
        #expect(view(ElementKind.sectionFooter, 0)?.start.frame.minY == 140)
        #expect(view(ElementKind.sectionFooter, 0)?.end.frame.minY == 200)
        #expect(view(ElementKind.sectionHeader, 0)?.start.frame.minY == 0)
        // Halfway (eased progress 1/2): section 1's header at (170 + 230) / 2 = 200, fully opaque.
        let mid = t.attributes(at: 0.15).first { $0.category == .supplementaryView(kind: ElementKind.sectionHeader) && $0.indexPath.section == 1 }
        #expect(mid?.frame.minY == 200)
        #expect(mid?.alpha == 1)

        // A section inserted in front: the old section 0's header becomes section 1's and moves
        // down by one section (170); the new section's header fades in at 0.
        let s = try UpdateTransition(layout: flow, content: content, viewport: Size(width: 320, height: 400),
                                     batch: UpdateBatch(deletingSections: [], insertingSections: [0], inserting: [ip(0, 0)]))
        let moved = s.elements.first { $0.start.category == .supplementaryView(kind: ElementKind.sectionHeader) && $0.update.before?.section == 0 }
        #expect(moved?.end.indexPath.section == 1)
        #expect(moved?.start.frame.minY == 0)
        #expect(moved?.end.frame.minY == 170)
        let appearing = s.elements.first { $0.start.category == .supplementaryView(kind: ElementKind.sectionHeader) && $0.update.change == .inserted }
        #expect(appearing?.start.alpha == 0)
        #expect(appearing?.end.frame.minY == 0)
        // A deleted section's header fades out in place.
        let d = try UpdateTransition(layout: flow, content: content, viewport: Size(width: 320, height: 400),
                                     batch: UpdateBatch(deletingSections: [1], insertingSections: []))
        let leaving = d.elements.first { $0.start.category == .supplementaryView(kind: ElementKind.sectionHeader) && $0.update.change == .deleted }
        #expect(leaving?.start.frame.minY == 170)
        #expect(leaving?.end.frame.minY == 170)
        #expect(leaving?.end.alpha == 0)
    }

    /// SwiftSpringBoard's moveItemAt: the destination page over rows x columns pushes its last
    /// item to item 0 of the next page, recursively, and a page is created past the last.
    @Test func anOverfullPagePushesItsLastItemOnRecursively() throws {
        // 2 x 2 pages, two full pages (the command): page 1 gets 5, pushes its last (1, 3)
        // on to a new page 2.
        let two = try SpringBoardMove.batch(itemCounts: [4, 4], capacity: 4, from: ip(0, 0), to: ip(1, 0))
        #expect(two.insertedSections == [2])
        #expect(two.moves == [.init(from: ip(0, 0), to: ip(1, 0)), .init(from: ip(1, 3), to: ip(2, 0))])
        let (after, _) = try two.apply(to: CollectionContent(itemCounts: [4, 4]))
        #expect(counts(after) == [3, 4, 1])
        #expect(after.identity(at: ip(2, 0)) == 7, "the old last item of page 1 (identity 4 + 3)")
        #expect(after.identity(at: ip(1, 0)) == 0)
        // Three full pages: the push goes on from page 2 to a new page 3; no page holds 5.
        let three = try SpringBoardMove.batch(itemCounts: [4, 4, 4], capacity: 4, from: ip(0, 0), to: ip(1, 0))
        #expect(three.insertedSections == [3])
        let (after3, _) = try three.apply(to: CollectionContent(itemCounts: [4, 4, 4]))
        #expect(counts(after3) == [3, 4, 4, 1])
        // The reorder demo's pages of 20, 20 and 5 (4 x 5): page 2 takes page 1's last item.
        let demo = try SpringBoardMove.batch(itemCounts: [20, 20, 5], capacity: 20, from: ip(0, 0), to: ip(1, 0))
        #expect(demo.insertedSections.isEmpty)
        #expect(counts(try demo.apply(to: CollectionContent(itemCounts: [20, 20, 5])).content) == [19, 20, 6])
        // Room on the page: no push.
        let room = try SpringBoardMove.batch(itemCounts: [4, 2], capacity: 4, from: ip(0, 0), to: ip(1, 0))
        #expect(room.moves == [.init(from: ip(0, 0), to: ip(1, 0))])
        #expect(throws: UpdateError.self) { try SpringBoardMove.batch(itemCounts: [4], capacity: 4, from: ip(0, 4), to: ip(1, 0)) }
        #expect(throws: UpdateError.self) { try SpringBoardMove.batch(itemCounts: [4], capacity: 4, from: ip(0, 0), to: ip(2, 0)) }
    }

    /// Recipe 10-5's PleaseRecenter: the demo's items (251 wide, insets 80 and 10) stand 341 pt
    /// apart with centres at 205.5 + 341 n; at the left edge the proposed offset 0 is kept and the
    /// desired point centres item 1 (546.5 - 384 = 162.5); at the right end (6820 - 768 = 6052)
    /// item 18 (6343.5 - 6436 = -92.5, so 5959.5).
    @Test func punchedLayoutRecentresAtTheEdges() {
        let p = prepared(PunchedLayout(), CollectionContent(itemCounts: Array(repeating: 1, count: 20)), Size(width: 768, height: 1024))
        #expect(p.collectionViewContentSize.width == 6820)
        #expect(p.pleaseRecenter(forProposedContentOffset: Point(x: 0, y: 0)) == Point(x: 162.5, y: 0))
        #expect(p.pleaseRecenter(forProposedContentOffset: Point(x: 6052, y: 0)) == Point(x: 5959.5, y: 0))
        #expect(p.pleaseRecenter(forProposedContentOffset: Point(x: 300, y: 0)) == nil)
        #expect(p.targetContentOffset(forProposedContentOffset: Point(x: 0, y: 0), withScrollingVelocity: Point(x: -1, y: 0)) == Point(x: 0, y: 0))
    }
}
