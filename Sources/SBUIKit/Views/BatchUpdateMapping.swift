import Foundation

/// The changes recorded between the start and end of a batch update, and where every surviving
/// section and item goes, computed as UIKit applies a batch: deletes and reloads at their indices
/// before the update, inserts at their indices after it, moves from before to after; the
/// remaining sections and items keep their order and fill the places left.
///
/// The maps are arrays by section and item, both ways (old to new and new to old), built in one
/// pass over the items: a batch over 10^6 items is resolved in linear time, and each question
/// ("where does this item go", "where did this one come from") is answered without a search.
struct BatchUpdateMapping {
    var deletedSections = IndexSet(), insertedSections = IndexSet(), reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedItems = Set<IndexPath>(), insertedItems = Set<IndexPath>(), reloadedItems = Set<IndexPath>()
    var movedItems: [(from: IndexPath, to: IndexPath)] = []

    /// The new index of each old section that survives (nil: deleted), by old index.
    private var newSections: [Int?] = []
    /// The old index of each new section that was there before (nil: inserted), by new index.
    private var oldSections: [Int?] = []
    /// Each old item's new index in its section's new index (-1: deleted or moved), by old
    /// section; empty for a deleted or reloaded section.
    private var newItems: [[Int]] = []
    /// Each new item's old index in its section's old index (-1: inserted or moved), by new
    /// section; empty for an inserted or reloaded section.
    private var oldItems: [[Int]] = []
    /// The moved items, old to new and new to old.
    private var movedForward: [IndexPath: IndexPath] = [:], movedBackward: [IndexPath: IndexPath] = [:]

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
    }

    /// Computes the maps, checking the new counts against the old ones as UIKit does.
    /// - Returns: nil when consistent, else UIKit's "Invalid update" message.
    mutating func resolve(oldCounts: [Int], newCounts: [Int]) -> String? {
        let expectedSections = oldCounts.count - deletedSections.count + insertedSections.count
        guard newCounts.count == expectedSections else {
            return "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (\(newCounts.count)) must be equal to the number of sections contained in the collection view before the update (\(oldCounts.count)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)."
        }
        for s in deletedSections.union(reloadedSections) where s >= oldCounts.count {
            return "Invalid update: attempt to delete or reload section \(s), but there are only \(oldCounts.count) sections before the update"
        }
        for s in insertedSections where s >= newCounts.count {
            return "Invalid update: attempt to insert section \(s), but there are only \(newCounts.count) sections after the update"
        }
        // Sections.
        newSections = [Int?](repeating: nil, count: oldCounts.count)
        oldSections = [Int?](repeating: nil, count: newCounts.count)
        var takenNew = insertedSections
        var movedFrom = IndexSet()
        for m in movedSections {
            guard m.from >= 0, m.to >= 0, m.from < oldCounts.count, m.to < newCounts.count else {
                return "Invalid update: attempt to move section \(m.from) to \(m.to), which does not exist"
            }
            newSections[m.from] = m.to
            takenNew.insert(m.to)
            movedFrom.insert(m.from)
        }
        var free = (0..<newCounts.count).filter { !takenNew.contains($0) }.makeIterator()
        for s in 0..<oldCounts.count where !deletedSections.contains(s) && !movedFrom.contains(s) {
            guard let n = free.next() else { return "Invalid update: sections do not add up" }
            newSections[s] = n
        }
        for (old, new) in newSections.enumerated() {
            if let new { oldSections[new] = old }
        }
        // The item changes by section (deletes and moves out by old section, inserts and moves in
        // by new section), each list in order.
        func bySection(_ paths: some Sequence<IndexPath>) -> [Int: [Int]] {
            var r: [Int: [Int]] = [:]
            for p in paths where p.count == 2 { r[p[0], default: []].append(p[1]) }
            return r.mapValues { $0.sorted() }
        }
        let deletedBySection = bySection(deletedItems), insertedBySection = bySection(insertedItems)
        let movedOutBySection = bySection(movedItems.map(\.from)), movedInBySection = bySection(movedItems.map(\.to))
        movedForward = [:]
        movedBackward = [:]
        for m in movedItems {
            movedForward[m.from] = m.to
            movedBackward[m.to] = m.from
        }
        // Items, section by section of the old state.
        newItems = Array(repeating: [], count: oldCounts.count)
        oldItems = Array(repeating: [], count: newCounts.count)
        for old in 0..<oldCounts.count {
            guard let new = newSections[old] else { continue }
            let reloaded = reloadedSections.contains(old)
            let deleted = deletedBySection[old] ?? []
            if let p = deleted.first(where: { $0 >= oldCounts[old] }) {
                return "Invalid update: attempt to delete item \(p) from section \(old) which only contains \(oldCounts[old]) items before the update"
            }
            let outs = movedOutBySection[old] ?? [], ins = movedInBySection[new] ?? []
            let inserted = insertedBySection[new] ?? []
            let expected = reloaded ? newCounts[new] : oldCounts[old] - deleted.count - outs.count + inserted.count + ins.count
            guard expected == newCounts[new] else {
                return "Invalid update: invalid number of items in section \(new). The number of items contained in an existing section after the update (\(newCounts[new])) must be equal to the number of items contained in that section before the update (\(oldCounts[old])), plus or minus the number of items inserted or deleted from that section (\(inserted.count) inserted, \(deleted.count) deleted) and plus or minus the number of items moved into or out of that section (\(ins.count) moved in, \(outs.count) moved out)."
            }
            if reloaded { continue }
            // The new places taken by inserts and moves in; the old items gone by deletes and
            // moves out; the others fill the free places in order.
            var taken = [Bool](repeating: false, count: newCounts[new])
            for i in inserted + ins where taken.indices.contains(i) { taken[i] = true }
            var gone = [Bool](repeating: false, count: oldCounts[old])
            for i in deleted + outs where gone.indices.contains(i) { gone[i] = true }
            var forward = [Int](repeating: -1, count: oldCounts[old])
            var backward = [Int](repeating: -1, count: newCounts[new])
            var slot = 0
            for item in 0..<oldCounts[old] where !gone[item] {
                while slot < taken.count, taken[slot] { slot += 1 }
                guard slot < taken.count else { return "Invalid update: items of section \(old) do not add up" }
                forward[item] = slot
                backward[slot] = item
                slot += 1
            }
            newItems[old] = forward
            oldItems[new] = backward
        }
        return nil
    }

    /// Where the old section `section` is after the update, or nil when it is deleted.
    func newSection(forOld section: Int) -> Int? {
        newSections.indices.contains(section) ? newSections[section] : nil
    }

    /// Which old section the new section `section` was, or nil when it is inserted.
    func oldSection(forNew section: Int) -> Int? {
        oldSections.indices.contains(section) ? oldSections[section] : nil
    }

    /// Where the item at the old `indexPath` is after the update (moves and reloads included),
    /// or nil when it does not survive.
    func newIndexPath(forOld indexPath: IndexPath) -> IndexPath? {
        if !movedForward.isEmpty, let moved = movedForward[indexPath] { return moved }
        guard indexPath.count == 2, newItems.indices.contains(indexPath[0]), newItems[indexPath[0]].indices.contains(indexPath[1]),
              let section = newSections[indexPath[0]] else { return nil }
        let item = newItems[indexPath[0]][indexPath[1]]
        return item < 0 ? nil : IndexPath(item: item, section: section)
    }

    /// Which old item the item at the new `indexPath` was (moves and reloads included), or nil
    /// when it is new.
    func oldIndexPath(forNew indexPath: IndexPath) -> IndexPath? {
        if !movedBackward.isEmpty, let moved = movedBackward[indexPath] { return moved }
        guard indexPath.count == 2, oldItems.indices.contains(indexPath[0]), oldItems[indexPath[0]].indices.contains(indexPath[1]),
              let section = oldSections[indexPath[0]] else { return nil }
        let item = oldItems[indexPath[0]][indexPath[1]]
        return item < 0 ? nil : IndexPath(item: item, section: section)
    }

    /// Calls `body` with the old and new place (section, item) of every item that survives,
    /// moved items included (their places as given, which may lie outside the counts).
    func forEachSurvivor(_ body: (_ oldSection: Int, _ oldItem: Int, _ newSection: Int, _ newItem: Int) -> Void) {
        for (old, items) in newItems.enumerated() {
            guard let new = newSections[old] else { continue }
            for (item, slot) in items.enumerated() where slot >= 0 { body(old, item, new, slot) }
        }
        for (from, to) in movedForward where from.count == 2 && to.count == 2 { body(from[0], from[1], to[0], to[1]) }
    }

    /// The update items the layout is given, in UIKit's order: deletes and reloads (before
    /// indices, sections first), then inserts (after indices), then moves.
    @MainActor func updateItems() -> [UICollectionViewUpdateItem] {
        var r: [UICollectionViewUpdateItem] = []
        for s in deletedSections.sorted(by: >) { r.append(.init(action: .delete, before: IndexPath(index: s), after: nil)) }
        for p in deletedItems.sorted(by: >) { r.append(.init(action: .delete, before: p, after: nil)) }
        for s in reloadedSections.sorted() { r.append(.init(action: .reload, before: IndexPath(index: s), after: newSection(forOld: s).map { IndexPath(index: $0) })) }
        for p in reloadedItems.sorted() { r.append(.init(action: .reload, before: p, after: newIndexPath(forOld: p))) }
        for s in insertedSections.sorted() { r.append(.init(action: .insert, before: nil, after: IndexPath(index: s))) }
        for p in insertedItems.sorted() { r.append(.init(action: .insert, before: nil, after: p)) }
        for m in movedSections { r.append(.init(action: .move, before: IndexPath(index: m.from), after: IndexPath(index: m.to))) }
        for m in movedItems { r.append(.init(action: .move, before: m.from, after: m.to)) }
        return r
    }
}
