internal import Foundation

/// The batch update that takes a collection view from one snapshot to another: sections and
/// items that go are deleted, those that come are inserted, and those whose order changed are
/// moved (as few as keep the rest in order: the longest run already in order stays); marked
/// reloads are reloaded. Nil when the change cannot be said as one batch UIKit accepts (an item
/// that leaves a deleted section or joins an inserted one), in which case the view reloads.
struct DiffableUpdate {
    var deletedSections = IndexSet(), insertedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedItems: [IndexPath] = [], insertedItems: [IndexPath] = [], reloadedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []

    init?<S: Hashable & Sendable, I: Hashable & Sendable>(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>) {
        let oldSections = old.sectionIdentifiers, newSections = new.sectionIdentifiers
        let oldSectionIndex = Dictionary(uniqueKeysWithValues: oldSections.enumerated().map { ($1, $0) })
        let newSectionIndex = Dictionary(uniqueKeysWithValues: newSections.enumerated().map { ($1, $0) })
        for (s, id) in oldSections.enumerated() where newSectionIndex[id] == nil { deletedSections.insert(s) }
        for (s, id) in newSections.enumerated() where oldSectionIndex[id] == nil { insertedSections.insert(s) }
        // Sections in both: those outside the longest run already in order move.
        let common = newSections.filter { oldSectionIndex[$0] != nil }
        let staying = Set(DiffableUpdate.longestIncreasingRun(common.map { oldSectionIndex[$0]! }).map { oldSections[$0] })
        for id in common where !staying.contains(id) {
            movedSections.append((oldSectionIndex[id]!, newSectionIndex[id]!))
        }
        // Items.
        var oldPlace: [I: IndexPath] = [:]
        for (s, id) in oldSections.enumerated() {
            for (i, item) in old.itemIdentifiers(inSection: id).enumerated() { oldPlace[item] = IndexPath(item: i, section: s) }
        }
        var newPlace: [I: IndexPath] = [:]
        for (s, id) in newSections.enumerated() {
            for (i, item) in new.itemIdentifiers(inSection: id).enumerated() { newPlace[item] = IndexPath(item: i, section: s) }
        }
        for (item, place) in oldPlace where newPlace[item] == nil && !deletedSections.contains(place.section) {
            deletedItems.append(place)
        }
        for (item, place) in newPlace where oldPlace[item] == nil && !insertedSections.contains(place.section) {
            insertedItems.append(place)
        }
        for (s, id) in newSections.enumerated() {
            let items = new.itemIdentifiers(inSection: id)
            // An item that stays in its section keeps its place when it is in the longest run
            // already in order; the others move.
            var kept: [(item: I, old: Int)] = []
            for item in items {
                guard let from = oldPlace[item] else { continue }
                if deletedSections.contains(from.section) || insertedSections.contains(s) { return nil }
                if oldSections[from.section] == id { kept.append((item, from.item)) } else { movedItems.append((from, newPlace[item]!)) }
            }
            let inOrder = Set(DiffableUpdate.longestIncreasingRun(kept.map(\.old)))
            for k in kept where !inOrder.contains(k.old) {
                movedItems.append((oldPlace[k.item]!, newPlace[k.item]!))
            }
        }
        let moved = Set(movedItems.map(\.from))
        for item in Set(new.reloadedItemIdentifiers + new.reconfiguredItemIdentifiers) {
            if let place = oldPlace[item], newPlace[item] != nil, !moved.contains(place) { reloadedItems.append(place) }
        }
    }

    /// The elements of the longest strictly increasing subsequence of `values` (values distinct).
    static func longestIncreasingRun(_ values: [Int]) -> [Int] {
        var tails: [Int] = []          // index into values of the tail of each run length
        var previous = [Int](repeating: -1, count: values.count)
        for (i, v) in values.enumerated() {
            var lo = 0, hi = tails.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if values[tails[mid]] < v { lo = mid + 1 } else { hi = mid }
            }
            if lo > 0 { previous[i] = tails[lo - 1] }
            if lo == tails.count { tails.append(i) } else { tails[lo] = i }
        }
        var run: [Int] = []
        var k = tails.last ?? -1
        while k >= 0 {
            run.append(values[k])
            k = previous[k]
        }
        return run.reversed()
    }
}
