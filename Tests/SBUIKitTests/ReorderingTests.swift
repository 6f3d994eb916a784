import Foundation
import SBRender
@testable import SBUIKit
import Testing

/// A diffable list reordered by an interactive movement gives its reordering handlers the
/// transaction UIKit gives: the snapshots before and after, and each changed section's
/// difference, which a backing store applies as Apple's ReorderableList sample does.
@MainActor @Suite struct ReorderingTests {
    enum Section: Hashable, Sendable { case first, second }

    private func makeList() -> (UICollectionView, UICollectionViewDiffableDataSource<Section, String>) {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = UIListContentConfiguration.cell()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.reorder(displayed: .always)]
        }
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.first, .second])
        snapshot.appendItems(["a", "b", "c"], toSection: .first)
        snapshot.appendItems(["d", "e"], toSection: .second)
        dataSource.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        return (view, dataSource)
    }

    /// The centre of the item at `indexPath`, where a drag would hover to land there.
    private func centre(_ view: UICollectionView, _ indexPath: IndexPath) -> CGPoint {
        let frame = view.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test func noItemMovesWithoutCanReorderItem() {
        let (view, dataSource) = makeList()
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        dataSource.reorderingHandlers.canReorderItem = { $0 != "b" }
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 9, section: 0)))
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        view.cancelInteractiveMovement()
        #expect(dataSource.snapshot().itemIdentifiers == ["a", "b", "c", "d", "e"])
    }

    @Test func aMoveInsideASectionGivesOneSectionTransaction() {
        let (view, dataSource) = makeList()
        var seen: [String] = []
        var received: NSDiffableDataSourceTransaction<Section, String>?
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.willReorder = { transaction in
            // Before: the data source still has the old order.
            seen.append("will " + dataSource.snapshot().itemIdentifiers(inSection: .first).joined())
            #expect(transaction.initialSnapshot.itemIdentifiers == ["a", "b", "c", "d", "e"])
        }
        dataSource.reorderingHandlers.didReorder = { transaction in
            seen.append("did " + dataSource.snapshot().itemIdentifiers(inSection: .first).joined())
            received = transaction
        }
        // "a" dragged onto the last row of its section lands there: b, c, a.
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        view.updateInteractiveMovementTargetPosition(centre(view, IndexPath(item: 2, section: 0)))
        view.endInteractiveMovement()
        #expect(seen == ["will abc", "did bca"])
        let transaction = try! #require(received)
        #expect(transaction.finalSnapshot.itemIdentifiers == ["b", "c", "a", "d", "e"])
        #expect(transaction.sectionTransactions.count == 1)
        let section = transaction.sectionTransactions[0]
        #expect(section.sectionIdentifier == .first)
        #expect(section.initialSnapshot.items == ["a", "b", "c"])
        #expect(section.finalSnapshot.items == ["b", "c", "a"])
        // The difference takes the old items to the new ones: a removed at 0, inserted at 2,
        // associated with each other (a move).
        #expect(["a", "b", "c"].applying(section.difference) == ["b", "c", "a"])
        let changes = section.difference.map { change -> String in
            switch change {
            case let .remove(offset, element, associated): "remove \(element) at \(offset) with \(associated ?? -1)"
            case let .insert(offset, element, associated): "insert \(element) at \(offset) with \(associated ?? -1)"
            }
        }
        #expect(changes == ["remove a at 0 with 2", "insert a at 2 with 0"])
        #expect(transaction.difference.count == 2)
        // The view shows the new order.
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "a")
        #expect(view.numberOfItems(inSection: 0) == 3)
    }

    @Test func aMoveAcrossSectionsGivesBothSectionsTransactions() {
        let (view, dataSource) = makeList()
        var received: NSDiffableDataSourceTransaction<Section, String>?
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = { received = $0 }
        // "a" dragged onto "e" (second section, row 1) takes its place: d, a, e.
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        view.updateInteractiveMovementTargetPosition(centre(view, IndexPath(item: 1, section: 1)))
        view.endInteractiveMovement()
        let transaction = try! #require(received)
        #expect(transaction.sectionTransactions.map(\.sectionIdentifier) == [.first, .second])
        #expect(transaction.sectionTransactions.map(\.finalSnapshot.items) == [["b", "c"], ["d", "a", "e"]])
        #expect(["d", "e"].applying(transaction.sectionTransactions[1].difference) == ["d", "a", "e"])
        #expect(view.numberOfItems(inSection: 0) == 2 && view.numberOfItems(inSection: 1) == 3)
        // A backing store updated by the section differences, as the sample's first method does.
        var store: [Section: [String]] = [.first: ["a", "b", "c"], .second: ["d", "e"]]
        for t in transaction.sectionTransactions { store[t.sectionIdentifier] = store[t.sectionIdentifier]?.applying(t.difference) }
        #expect(store == [.first: ["b", "c"], .second: ["d", "a", "e"]])
    }

    @Test func aReorderGripShowsAsItsDisplayedStateSays() {
        let (view, _) = makeList()
        // The list's cells carry `.reorder(displayed: .always)`: a grip on every row, grey.
        #expect(view.viewLooks().values.allSatisfy { $0.text?.reorder != nil })
        // The default, `.whenEditing`, shows only while the collection view is editing.
        for case let cell as UICollectionViewListCell in view.visibleCells { cell.accessories = [.reorder()] }
        #expect(view.viewLooks().values.allSatisfy { $0.text?.reorder == nil })
        view.isEditing = true
        #expect(view.viewLooks().values.allSatisfy { $0.text?.reorder != nil })
        // A hidden grip keeps its place but draws nothing.
        for case let cell as UICollectionViewListCell in view.visibleCells { cell.accessories = [.reorder(displayed: .always, options: .init(isHidden: true))] }
        #expect(view.viewLooks().values.allSatisfy { $0.text?.reorder == .some(nil) })
    }

    @Test func aControlKeepsItsTargetActionPairs() {
        final class Target: NSObject {}
        let target = Target()
        let toggle = UISwitch()
        toggle.addTarget(target, action: Selector("toggleWifi:"), for: .touchUpInside)
        #expect(toggle.actions(forTarget: target, forControlEvent: .touchUpInside) == ["toggleWifi:"])
        #expect(toggle.actions(forTarget: target, forControlEvent: .valueChanged) == nil)
        #expect(toggle.allTargets.count == 1 && toggle.allTargets[0] === target)
        #expect(toggle.allControlEvents.contains(.touchUpInside))
        toggle.removeTarget(target, action: nil, for: .touchUpInside)
        #expect(toggle.allTargets.isEmpty && toggle.allControlEvents.isEmpty)
    }

    @Test func menusKeepTheirElementsAndStates() {
        let inline = UIAction(title: "Collection Difference") { _ in }
        inline.state = .on
        let other = UIAction(title: "Final Snapshot Items") { _ in }
        #expect(other.state == .off)
        let group = UIMenu(title: "", options: .displayInline, children: [other, inline])
        let refresh = UIAction(title: "Reload", image: UIImage(systemName: "arrow.counterclockwise")) { _ in }
        let menu = UIMenu(title: "", identifier: UIMenu.Identifier("settings"), children: [refresh, group])
        #expect(menu.identifier.rawValue == "settings")
        #expect(menu.children.count == 2 && menu.children[0] === refresh)
        #expect(group.options.contains(.displayInline))
        #expect(menu.selectedElements.map(\.title) == ["Collection Difference"])
        let item = UIBarButtonItem(image: UIImage(systemName: "gear"), menu: menu)
        #expect(item.menu === menu && item.primaryAction == nil && item.image != nil)
        let titled = UIBarButtonItem(title: "Sort", image: nil, primaryAction: nil, menu: nil)
        titled.menu = menu.replacingChildren([refresh])
        #expect(titled.menu?.children.count == 1 && titled.menu?.identifier == menu.identifier)
    }
}
