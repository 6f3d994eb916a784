/// SwiftSpringBoard's move of an item between home-screen pages, as its data source does it in
/// `springBoard(_:moveItemAt:to:)`: a page is created when the destination section does not exist
/// yet; the item is removed from its page and inserted at the destination; when the destination
/// page then holds more than rows x columns items, its last item moves on to item 0 of the next
/// page, by the same rule (recursively, creating a page past the last one when that overflows).
package enum SpringBoardMove {
    /// The update batch that performs the move with its overflow.
    /// - Parameters:
    ///   - itemCounts: the items on each page before the move.
    ///   - capacity: rows x columns, the items a page holds (at least 1).
    ///   - from: the item to move, before the move.
    ///   - to: where it goes (a section equal to the page count creates a page).
    /// - Returns: the batch: one move for the item and one for each item pushed on, and the new
    ///   pages as inserted sections.
    /// - Throws: ``UpdateError`` when `from` does not exist, `to` is past the end of its page or
    ///   more than one page past the last, or the capacity is below 1.
    package static func batch(itemCounts: [Int], capacity: Int, from: IndexPath, to: IndexPath) throws(UpdateError) -> UpdateBatch {
        guard capacity >= 1 else { throw UpdateError(description: "a page must hold at least one item, got a capacity of \(capacity)") }
        guard from.section >= 0, from.section < itemCounts.count, from.item >= 0, from.item < itemCounts[from.section] else {
            throw UpdateError(description: "cannot move item \(from): the content has no such item")
        }
        guard to.section >= 0, to.section <= itemCounts.count else {
            throw UpdateError(description: "cannot move to \(to): there are \(itemCounts.count) pages, and a move can create only page \(itemCounts.count)")
        }
        // Each page as the original index paths of its items; nil marks nothing (pages are arrays).
        var pages: [[IndexPath]] = itemCounts.enumerated().map { s, n in (0..<n).map { IndexPath(item: $0, section: s) } }
        var created = 0
        var moved: [IndexPath] = []
        var source = from, destination = to
        while true {
            if pages.count <= destination.section {
                pages.append([])
                created += 1
            }
            let object = pages[source.section].remove(at: source.item)
            guard destination.item <= pages[destination.section].count else {
                throw UpdateError(description: "cannot move to \(destination): page \(destination.section) holds \(pages[destination.section].count) items after the item leaves")
            }
            pages[destination.section].insert(object, at: destination.item)
            if !moved.contains(object) { moved.append(object) }
            let count = pages[destination.section].count
            guard count > capacity else { break }
            source = IndexPath(item: count - 1, section: destination.section)
            destination = IndexPath(item: 0, section: destination.section + 1)
        }
        var moves: [UpdateBatch.Move] = []
        for (s, page) in pages.enumerated() {
            for (i, original) in page.enumerated() where moved.contains(original) {
                moves.append(UpdateBatch.Move(from: original, to: IndexPath(item: i, section: s)))
            }
        }
        let inserted = Array(itemCounts.count..<(itemCounts.count + created))
        return UpdateBatch(deletingSections: [], insertingSections: inserted, moving: moves)
    }
}
