import Foundation
@testable import SBUIKit
import Testing

/// Where a batch update's surviving sections and items go, both ways, as UIKit applies a batch
/// (deletes and reloads at their old indices, inserts at their new ones, moves from old to new,
/// the rest in order in the places left); each map worked out by hand.
@MainActor @Suite struct BatchUpdateMappingTests {
    func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    /// Old counts [4, 3, 2]; section 2 deleted, item [0, 1] deleted, [0, 0] inserted, [1, 0]
    /// moved to [0, 3], [1, 2] reloaded. New counts: section 0: 4 - 1 + 1 + 1 moved in = 5;
    /// section 1: 3 - 1 moved out = 2.
    func mixed() -> BatchUpdateMapping {
        var m = BatchUpdateMapping()
        m.deletedSections = [2]
        m.deletedItems = [path(0, 1)]
        m.insertedItems = [path(0, 0)]
        m.movedItems = [(from: path(1, 0), to: path(0, 3))]
        m.reloadedItems = [path(1, 2)]
        return m
    }

    @Test func aMixedBatchMapsEveryItemBothWays() {
        var m = mixed()
        #expect(m.resolve(oldCounts: [4, 3, 2], newCounts: [5, 2]) == nil)
        #expect(m.newSection(forOld: 0) == 0 && m.newSection(forOld: 1) == 1 && m.newSection(forOld: 2) == nil)
        #expect(m.oldSection(forNew: 0) == 0 && m.oldSection(forNew: 1) == 1)
        // Section 0: new places 0 (inserted) and 3 (moved in) are taken; old items 0, 2, 3
        // survive (1 is deleted) and fill 1, 2, 4 in order.
        let forward: [(IndexPath, IndexPath?)] = [
            (path(0, 0), path(0, 1)), (path(0, 1), nil), (path(0, 2), path(0, 2)), (path(0, 3), path(0, 4)),
            // Section 1: item 0 moves out; 1 and 2 (reloaded, still mapped) fill 0 and 1.
            (path(1, 0), path(0, 3)), (path(1, 1), path(1, 0)), (path(1, 2), path(1, 1)),
            (path(2, 0), nil), (path(2, 1), nil),
        ]
        for (old, new) in forward { #expect(m.newIndexPath(forOld: old) == new, "\(old)") }
        let backward: [(IndexPath, IndexPath?)] = [
            (path(0, 0), nil), (path(0, 1), path(0, 0)), (path(0, 2), path(0, 2)), (path(0, 3), path(1, 0)),
            (path(0, 4), path(0, 3)), (path(1, 0), path(1, 1)), (path(1, 1), path(1, 2)),
        ]
        for (new, old) in backward { #expect(m.oldIndexPath(forNew: new) == old, "\(new)") }
        var pairs: [[Int]] = []
        m.forEachSurvivor { pairs.append([$0, $1, $2, $3]) }
        #expect(pairs.sorted { $0.lexicographicallyPrecedes($1) }
                == [[0, 0, 0, 1], [0, 2, 0, 2], [0, 3, 0, 4], [1, 0, 0, 3], [1, 1, 1, 0], [1, 2, 1, 1]])
    }

    @Test func countsThatDoNotAddUpGiveUIKitsMessage() {
        var m = mixed()
        #expect(m.resolve(oldCounts: [4, 3, 2], newCounts: [4, 2])
                == "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (4) must be equal to the number of items contained in that section before the update (4), plus or minus the number of items inserted or deleted from that section (1 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section (1 moved in, 0 moved out).")
    }

    @Test func theUpdateItemsKeepUIKitsOrder() {
        var m = mixed()
        _ = m.resolve(oldCounts: [4, 3, 2], newCounts: [5, 2])
        let items = m.updateItems().map { "\($0.updateAction) \($0.indexPathBeforeUpdate.map { "\($0)" } ?? "-") \($0.indexPathAfterUpdate.map { "\($0)" } ?? "-")" }
        #expect(items == ["delete [2] -", "delete [0, 1] -", "reload [1, 2] [1, 1]", "insert - [0, 0]", "move [1, 0] [0, 3]"])
    }

    /// 10^5 items, every tenth deleted: item 1 is the first survivor (place 0), item 11 the
    /// tenth (place 9), item 99,999 the last (99,999 - 10,000 deleted = 89,999).
    @Test func aLargeSectionMapsInOrder() {
        var m = BatchUpdateMapping()
        m.deletedItems = Set(stride(from: 0, to: 100_000, by: 10).map { path(0, $0) })
        #expect(m.resolve(oldCounts: [100_000], newCounts: [90_000]) == nil)
        #expect(m.newIndexPath(forOld: path(0, 0)) == nil)
        #expect(m.newIndexPath(forOld: path(0, 1)) == path(0, 0))
        #expect(m.newIndexPath(forOld: path(0, 11)) == path(0, 9))
        #expect(m.newIndexPath(forOld: path(0, 99_999)) == path(0, 89_999))
        #expect(m.oldIndexPath(forNew: path(0, 89_999)) == path(0, 99_999))
        #expect(m.oldIndexPath(forNew: path(0, 90_000)) == nil)
    }
}
