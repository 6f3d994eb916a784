import Foundation
import SBPNG
import SBRender
@testable import SBUIKit
import Testing

/// Snapshots, the diffable data source and cell registrations, as iOS 14 code writes them.
@MainActor @Suite struct DiffableDataSourceTests {
    enum Section: Hashable, Sendable { case main, more }

    @Test func snapshotOperations() {
        var s = NSDiffableDataSourceSnapshot<Section, String>()
        s.appendSections([.main])
        s.appendItems(["a", "b", "c"])
        s.insertItems(["x"], beforeItem: "b")     // a x b c
        s.insertItems(["y"], afterItem: "c")      // a x b c y
        s.deleteItems(["b"])                      // a x c y
        s.moveItem("y", beforeItem: "a")          // y a x c
        s.appendSections([.more])
        s.appendItems(["m"], toSection: .more)
        s.moveItem("x", afterItem: "m")           // main: y a c; more: m x
        #expect(s.itemIdentifiers(inSection: .main) == ["y", "a", "c"])
        #expect(s.itemIdentifiers(inSection: .more) == ["m", "x"])
        #expect(s.numberOfItems == 5 && s.numberOfSections == 2)
        #expect(s.numberOfItems(inSection: .more) == 2)
        // x is the second of more's, after main's three: index 3 + 1 = 4.
        #expect(s.indexOfItem("x") == 4)
        #expect(s.sectionIdentifier(containingItem: "x") == .more)
        #expect(s.indexOfSection(.more) == 1)
        s.moveSection(.more, beforeSection: .main)
        #expect(s.sectionIdentifiers == [.more, .main])
        // y now follows more's two items.
        #expect(s.indexOfItem("y") == 2)
        s.deleteSections([.more])
        #expect(s.itemIdentifiers == ["y", "a", "c"])
        #expect(s.sectionIdentifier(containingItem: "m") == nil && s.indexOfItem("m") == nil)
        s.reloadItems(["a"])
        s.reconfigureItems(["c"])
        #expect(s.reloadedItemIdentifiers == ["a"] && s.reconfiguredItemIdentifiers == ["c"])
        s.deleteAllItems()
        #expect(s.numberOfItems == 0 && s.numberOfSections == 0)
    }

    /// A 100 x 200 view of 100 x 20 items, one a line 10 apart (item i at y = 30 i), its cells
    /// made by a registration that records the items it configures and colours each one.
    @MainActor final class Fixture {
        /// The items the registration configured, in order.
        @MainActor final class Log {
            var entries: [(IndexPath, String)] = []
        }

        let view: UICollectionView
        let dataSource: UICollectionViewDiffableDataSource<Section, String>
        let log = Log()
        var configured: [(IndexPath, String)] {
            get { log.entries }
            set { log.entries = newValue }
        }

        init() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 20)
            view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: layout)
            let log = self.log
            let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, indexPath, item in
                log.entries.append((indexPath, item))
                cell.backgroundColor = item == "x" ? .systemRed : .systemBlue
            }
            dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: view) { view, indexPath, item in
                view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
        }

        func apply(_ sections: [(Section, [String])], animating: Bool) {
            var s = NSDiffableDataSourceSnapshot<Section, String>()
            for (section, items) in sections {
                s.appendSections([section])
                s.appendItems(items, toSection: section)
            }
            dataSource.apply(s, animatingDifferences: animating)
            view.layoutIfNeeded()
        }
    }

    @Test func theCellProviderIsAskedWithEachItemsIdentifier() {
        let f = Fixture()
        f.apply([(.main, ["a", "b", "c"])], animating: false)
        #expect(f.configured.map(\.1) == ["a", "b", "c"])
        #expect(f.configured.map(\.0) == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
        #expect(f.view.dataSource === f.dataSource)
        #expect(f.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "b")
        #expect(f.dataSource.indexPath(for: "c") == IndexPath(item: 2, section: 0))
        #expect(f.dataSource.sectionIdentifier(for: 0) == .main && f.dataSource.index(for: .main) == 0)
        #expect(f.dataSource.snapshot().itemIdentifiers == ["a", "b", "c"])
    }

    /// a b c d to d a x c: b is deleted, x inserted, and d moved to the front; a and c, the
    /// longest run already in order, stay. Cells move with their items, and only x's is made.
    @Test func applyingAChangeIsOneBatchUpdate() throws {
        let f = Fixture()
        f.apply([(.main, ["a", "b", "c", "d"])], animating: false)
        let dCell = f.view.cellForItem(at: IndexPath(item: 3, section: 0))
        var old = NSDiffableDataSourceSnapshot<Section, String>()
        old.appendSections([.main])
        old.appendItems(["a", "b", "c", "d"])
        var new = NSDiffableDataSourceSnapshot<Section, String>()
        new.appendSections([.main])
        new.appendItems(["d", "a", "x", "c"])
        let update = try #require(DiffableUpdate(from: old, to: new))
        #expect(update.deletedItems == [IndexPath(item: 1, section: 0)])
        #expect(update.insertedItems == [IndexPath(item: 2, section: 0)])
        #expect(update.movedItems.map { [$0.from, $0.to] } == [[IndexPath(item: 3, section: 0), IndexPath(item: 0, section: 0)]])
        f.configured = []
        f.apply([(.main, ["d", "a", "x", "c"])], animating: true)
        #expect(f.view.numberOfItems(inSection: 0) == 4)
        #expect(f.view.cellForItem(at: IndexPath(item: 0, section: 0)) === dCell)
        #expect(f.configured.map(\.1) == ["x"])
        // The batch is drawn: d rises from y = 90 to 0 over UIKit's 0.3 s.
        let animation = try f.view.updateAnimation(fps: 30)
        #expect(animation.frameCount > 1)
        // At the end, x (red) is third: y = 60...80.
        let last = try Renderer().renderImage(collectionView: f.view)
        #expect(last.pixel(x: 50, y: 70) == (255, 59, 48, 255))
        #expect(last.pixel(x: 50, y: 10) == (0, 122, 255, 255))
    }

    /// A deleted item fades out as it looked: x (red) at y = 30...50 is still red at the start of
    /// the update, though its cell has gone back to the reuse pool; b, which takes its place,
    /// keeps its own blue.
    @Test func aDeletedItemFadesOutWithItsLook() throws {
        let f = Fixture()
        f.apply([(.main, ["a", "x", "b"])], animating: false)
        f.apply([(.main, ["a", "b"])], animating: true)
        let first = try #require(try f.view.updateAnimation(fps: 30).frames().first)
        #expect(first.pixel(x: 50, y: 40) == (255, 59, 48, 255))
        #expect(first.pixel(x: 50, y: 70) == (0, 122, 255, 255))
        let end = try Renderer().renderImage(collectionView: f.view)
        #expect(end.pixel(x: 50, y: 40) == (0, 122, 255, 255))
    }

    /// Sections swap and an item crosses between them, in one batch.
    @Test func sectionMovesAndCrossSectionMoves() throws {
        let f = Fixture()
        f.apply([(.main, ["a", "b"]), (.more, ["c"])], animating: false)
        let aCell = f.view.cellForItem(at: IndexPath(item: 0, section: 0))
        f.apply([(.more, ["c", "a"]), (.main, ["b"])], animating: true)
        #expect(f.view.numberOfSections == 2)
        #expect(f.view.numberOfItems(inSection: 0) == 2 && f.view.numberOfItems(inSection: 1) == 1)
        #expect(f.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "a")
        #expect(f.view.cellForItem(at: IndexPath(item: 1, section: 0)) === aCell)
    }

    /// An item that joins a section the snapshot adds cannot be one batch: the view reloads.
    @Test func anItemJoiningANewSectionReloads() {
        var old = NSDiffableDataSourceSnapshot<Section, String>()
        old.appendSections([.main])
        old.appendItems(["a", "b"])
        var new = NSDiffableDataSourceSnapshot<Section, String>()
        new.appendSections([.main, .more])
        new.appendItems(["b"], toSection: .main)
        new.appendItems(["a"], toSection: .more)
        #expect(DiffableUpdate(from: old, to: new) == nil)
        let f = Fixture()
        f.apply([(.main, ["a", "b"])], animating: false)
        f.apply([(.main, ["b"]), (.more, ["a"])], animating: true)
        #expect(f.view.numberOfSections == 2 && f.view.numberOfItems(inSection: 1) == 1)
    }

    @Test func longestIncreasingRun() {
        #expect(DiffableUpdate.longestIncreasingRun([3, 0, 2]) == [0, 2])
        #expect(DiffableUpdate.longestIncreasingRun([5, 1, 2, 8, 3, 4]) == [1, 2, 3, 4])
        #expect(DiffableUpdate.longestIncreasingRun([]) == [])
        #expect(DiffableUpdate.longestIncreasingRun([4, 3, 2]).count == 1)
    }

    /// A supplementary registration makes and configures a header.
    @Test func supplementaryRegistration() throws {
        let f = Fixture()
        (f.view.collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize = CGSize(width: 100, height: 30)
        let header = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: UICollectionView.elementKindSectionHeader) {
            view, kind, indexPath in
            view.backgroundColor = .systemYellow
        }
        f.dataSource.supplementaryViewProvider = { view, kind, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        f.apply([(.main, ["a"])], animating: false)
        let image = try Renderer().renderImage(collectionView: f.view)
        #expect(image.pixel(x: 50, y: 15) == (255, 204, 0, 255))
        #expect(image.pixel(x: 50, y: 40) == (0, 122, 255, 255))
    }
}
