internal import Foundation

extension UICollectionViewDiffableDataSource {
    /// What a diffable data source does when the user reorders items (UIKit's
    /// `UICollectionViewDiffableDataSource.ReorderingHandlers`).
    public struct ReorderingHandlers {
        /// Whether an item can be moved; nil (the default) lets none move.
        public var canReorderItem: (@MainActor (ItemIdentifierType) -> Bool)?
        /// Called with the transaction before the data source takes the new order.
        public var willReorder: (@MainActor (NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called with the transaction after the data source took the new order: update your
        /// model from it (`sectionTransactions`' differences or final snapshots).
        public var didReorder: (@MainActor (NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        /// No handlers.
        public init() {}
    }

    /// Moves the item at `source` to `destination` (its index path once moved) in the current
    /// snapshot, with the reordering handlers around the change.
    func reorder(from source: IndexPath, to destination: IndexPath) {
        guard let item = current.item(at: source), source != destination,
              current.sectionIdentifiers.indices.contains(destination.section) else { return }
        let initial = current.withoutMarks
        var final = initial
        final.deleteItems([item])
        let section = final.sectionIdentifiers[destination.section]
        let others = final.itemIdentifiers(inSection: section)
        if destination.item < others.count {
            final.insertItems([item], beforeItem: others[max(0, destination.item)])
        } else {
            final.appendItems([item], toSection: section)
        }
        let trees = sectionSnapshots
        let transaction = NSDiffableDataSourceTransaction(initial: initial, final: final) { section, items in
            // A section applied as a tree keeps its tree's shape in the initial snapshot.
            if let tree = trees[section], tree.visibleItems == items { return tree }
            var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
            flat.append(items)
            return flat
        }
        reorderingHandlers.willReorder?(transaction)
        current = final
        for s in Set([initial.sectionIdentifiers[source.section], section]) { sectionSnapshots[s] = nil }
        reorderingHandlers.didReorder?(transaction)
    }
}
