import Foundation
import SBUIKit
import Testing

@MainActor @Suite struct BatchUpdateTests {
    /// 4 items of 50 pt in a 230 pt wide view: 4 x 50 + 3 x 10 = 230, one full line at x = 0, 60,
    /// 120, 180. Deleting item 1 leaves 3 items on the last line, in the grid's slots (the full
    /// line's 4 slots): 0, 60, 120.
    @Test func deleteMovesTheOthersAndFadesTheDeletedItem() {
        let layout = UICollectionViewFlowLayout()
        let ds = CountsDataSource([4])
        let view = ds.makeView(frame: CGRect(x: 0, y: 0, width: 230, height: 300), layout: layout)
        view.layoutIfNeeded()
        view.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        var completed = false
        view.performBatchUpdates({
            ds.counts = [3]
            view.deleteItems(at: [IndexPath(item: 1, section: 0)])
        }, completion: { completed = $0 })
        #expect(completed)
        #expect(view.numberOfItems(inSection: 0) == 3)
        let f = cellFrames(view)
        #expect(f[IndexPath(item: 1, section: 0)] == CGRect(x: 60, y: 0, width: 50, height: 50))
        #expect(f[IndexPath(item: 2, section: 0)] == CGRect(x: 120, y: 0, width: 50, height: 50))
        // The selection follows its item: old 3 is new 2.
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        // Insert a section in front: the old section becomes section 1.
        view.performBatchUpdates({
            ds.counts = [1, 3]
            view.insertSections(IndexSet(integer: 0))
        })
        #expect(view.numberOfSections == 2 && view.numberOfItems(inSection: 1) == 3)
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 1)])
    }

    /// A move: item 0 goes to the end; the others shift forward.
    @Test func moveItem() {
        let layout = UICollectionViewFlowLayout()
        let ds = CountsDataSource([3])
        let view = ds.makeView(frame: CGRect(x: 0, y: 0, width: 170, height: 300), layout: layout)
        view.layoutIfNeeded()
        view.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        view.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }
}
