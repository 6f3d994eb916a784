import Foundation

/// The changes recorded between the start and end of a batch update, and where every surviving
/// section and item goes, computed as UIKit applies a batch: deletes and reloads at their indices
/// before the update, inserts at their indices after it, moves from before to after; the
/// remaining sections and items keep their order and fill the places left.
struct BatchUpdateMapping {
    var deletedSections = IndexSet(), insertedSections = IndexSet(), reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedItems = Set<IndexPath>(), insertedItems = Set<IndexPath>(), reloadedItems = Set<IndexPath>()
    var movedItems: [(from: IndexPath, to: IndexPath)] = []

    /// Old section index to new section index, for the sections that survive.
    private(set) var sectionMap: [Int: Int] = [:]
    /// Old item index path to new, for the items that survive (moves and reloads included).
    private(set) var itemMap: [IndexPath: IndexPath] = [:]

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
        sectionMap = [:]
        var takenNew = insertedSections
        var movedFrom = IndexSet()
        for m in movedSections {
            guard m.from < oldCounts.count, m.to < newCounts.count else {
                return "Invalid update: attempt to move section \(m.from) to \(m.to), which does not exist"
            }
            sectionMap[m.from] = m.to
            takenNew.insert(m.to)
            movedFrom.insert(m.from)
        }
        var free = (0..<newCounts.count).filter { !takenNew.contains($0) }.makeIterator()
        for s in 0..<oldCounts.count where !deletedSections.contains(s) && !movedFrom.contains(s) {
            guard let n = free.next() else { return "Invalid update: sections do not add up" }
            sectionMap[s] = n
        }
        // Items, section by section of the new state.
        itemMap = [:]
        var movedOut = Set<IndexPath>()
        for m in movedItems {
            itemMap[m.from] = m.to
            movedOut.insert(m.from)
        }
        for (old, new) in sectionMap.sorted(by: { $0.key < $1.key }) {
            let reloaded = reloadedSections.contains(old)
            let deleted = deletedItems.filter { $0[0] == old }
            for p in deleted where p[1] >= oldCounts[old] {
                return "Invalid update: attempt to delete item \(p[1]) from section \(old) which only contains \(oldCounts[old]) items before the update"
            }
            let outs = movedItems.filter { $0.from[0] == old }.count
            let ins = movedItems.filter { $0.to[0] == new }.count
            let inserted = insertedItems.filter { $0[0] == new }
            let expected = reloaded ? newCounts[new] : oldCounts[old] - deleted.count - outs + inserted.count + ins
            guard expected == newCounts[new] else {
                return "Invalid update: invalid number of items in section \(new). The number of items contained in an existing section after the update (\(newCounts[new])) must be equal to the number of items contained in that section before the update (\(oldCounts[old])), plus or minus the number of items inserted or deleted from that section (\(inserted.count) inserted, \(deleted.count) deleted) and plus or minus the number of items moved into or out of that section (\(ins) moved in, \(outs) moved out)."
            }
            if reloaded { continue }
            var taken = Set(inserted.map { $0[1] })
            for m in movedItems where m.to[0] == new { taken.insert(m.to[1]) }
            var slots = (0..<newCounts[new]).filter { !taken.contains($0) }.makeIterator()
            for item in 0..<oldCounts[old] {
                let p = IndexPath(item: item, section: old)
                guard !deleted.contains(p), !movedOut.contains(p) else { continue }
                guard let slot = slots.next() else { return "Invalid update: items of section \(old) do not add up" }
                itemMap[p] = IndexPath(item: slot, section: new)
            }
        }
        return nil
    }

    /// The update items the layout is given, in UIKit's order: deletes and reloads (before
    /// indices, sections first), then inserts (after indices), then moves.
    @MainActor func updateItems() -> [UICollectionViewUpdateItem] {
        var r: [UICollectionViewUpdateItem] = []
        for s in deletedSections.sorted(by: >) { r.append(.init(action: .delete, before: IndexPath(index: s), after: nil)) }
        for p in deletedItems.sorted(by: >) { r.append(.init(action: .delete, before: p, after: nil)) }
        for s in reloadedSections.sorted() { r.append(.init(action: .reload, before: IndexPath(index: s), after: sectionMap[s].map { IndexPath(index: $0) })) }
        for p in reloadedItems.sorted() { r.append(.init(action: .reload, before: p, after: itemMap[p])) }
        for s in insertedSections.sorted() { r.append(.init(action: .insert, before: nil, after: IndexPath(index: s))) }
        for p in insertedItems.sorted() { r.append(.init(action: .insert, before: nil, after: p)) }
        for m in movedSections { r.append(.init(action: .move, before: IndexPath(index: m.from), after: IndexPath(index: m.to))) }
        for m in movedItems { r.append(.init(action: .move, before: m.from, after: m.to)) }
        return r
    }
}
