public import Foundation

/// A data source that draws its sections and items from snapshots (UIKit's
/// `UICollectionViewDiffableDataSource`): it becomes its collection view's data source, asks its
/// cell provider for each visible item with the item's identifier, and applies a new snapshot
/// as one batch update that deletes, inserts, moves and reloads what changed, so that
/// ``UICollectionView/updateAnimation(items:scale:background:style:fps:)`` draws the change.
///
/// The first snapshot, one applied with `animatingDifferences` false, and one whose change no
/// batch can say (an item leaving a deleted section or joining an inserted one) reload the view
/// instead. The collection view's `dataSource` is weak, as in UIKit: keep the data source.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource {
    /// Makes the cell of an item.
    public typealias CellProvider = @MainActor (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view: the collection view, the element kind, the index path.
    public typealias SupplementaryViewProvider = @MainActor (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// The section snapshots applied with ``apply(_:to:animatingDifferences:completion:)``, kept
    /// while their sections show their visible items.
    var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// What the data source does when the user reorders items (UIKit's `reorderingHandlers`):
    /// no item can be reordered until `canReorderItem` says so.
    open var reorderingHandlers = ReorderingHandlers()

    /// Makes the supplementary views. Without one (or when it gives nil) a plain reusable view
    /// stands in, as for a data source that does not implement the method.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// A data source for `collectionView`, which it becomes the data source of.
    /// - Parameters:
    ///   - collectionView: the view.
    ///   - cellProvider: makes the cell of an item (a nil cell stops the program, as in UIKit).
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// Applies `snapshot`: as one batch update of what changed, or by reloading the view.
    /// - Parameters:
    ///   - snapshot: the new state.
    ///   - animatingDifferences: false reloads the view.
    ///   - completion: called once the snapshot is applied.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        // A section whose items no longer are its section snapshot's visible items loses the tree.
        sectionSnapshots = sectionSnapshots.filter { section, tree in
            snapshot.indexOfSection(section) != nil && snapshot.itemIdentifiers(inSection: section) == tree.visibleItems
        }
        update(to: snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// Applies `snapshot` to `section`: the section (appended when the data source has none of
    /// that identifier) shows the snapshot's ``NSDiffableDataSourceSectionSnapshot/visibleItems``,
    /// and list cells are indented by their items' levels. The other sections stay.
    /// - Parameters:
    ///   - snapshot: the section's items, as a tree.
    ///   - section: the section's identifier.
    ///   - animatingDifferences: false reloads the view.
    ///   - completion: called once the snapshot is applied.
    open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var whole = current.withoutMarks
        if whole.indexOfSection(section) == nil {
            whole.appendSections([section])
        } else {
            whole.deleteItems(whole.itemIdentifiers(inSection: section))
        }
        whole.appendItems(snapshot.visibleItems, toSection: section)
        sectionSnapshots[section] = snapshot
        update(to: whole, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// The items of `section` as a section snapshot: the tree last applied to it, or its items as
    /// root items (empty for a section the data source does not have).
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let tree = sectionSnapshots[section] { return tree }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        if current.indexOfSection(section) != nil { flat.append(current.itemIdentifiers(inSection: section)) }
        return flat
    }

    /// Makes `snapshot` current: as one batch update of what changed, or by reloading the view.
    private func update(to snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                        animatingDifferences: Bool, completion: (() -> Void)?) {
        let old = current
        guard let view = collectionView else {
            current = snapshot
            completion?()
            return
        }
        guard animatingDifferences, old.numberOfSections > 0, let update = DiffableUpdate(from: old, to: snapshot) else {
            current = snapshot
            view.reloadData()
            completion?()
            return
        }
        view.performBatchUpdates({
            self.current = snapshot
            view.deleteSections(update.deletedSections)
            view.insertSections(update.insertedSections)
            for m in update.movedSections { view.moveSection(m.from, toSection: m.to) }
            view.deleteItems(at: update.deletedItems)
            view.insertItems(at: update.insertedItems)
            for m in update.movedItems { view.moveItem(at: m.from, to: m.to) }
            view.reloadItems(at: update.reloadedItems)
        }, completion: { _ in completion?() })
    }

    /// Applies `snapshot` by reloading the view.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    /// The current state, as a snapshot to change and apply (without the last one's reload marks).
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        current.withoutMarks
    }

    /// The item at `indexPath`, or nil.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    /// The index path of `itemIdentifier`, or nil.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    /// The section at `index`, or nil.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    /// The index of `sectionIdentifier`, or nil.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    /// The snapshot's number of sections.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    /// The snapshot's number of items in `section`.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.counts.indices.contains(section) ? current.counts[section] : 0
    }

    /// The cell provider's cell for the item at `indexPath`.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = current.item(at: indexPath) else {
            UIKitException.raise(UIKitException.internalInconsistency,
                                 reason: "UICollectionViewDiffableDataSource: no item at \(indexPath) in the snapshot",
                                 recovery: "draws an empty cell there")
            return UICollectionViewCell(frame: .zero)
        }
        guard let cell = cellProvider(collectionView, indexPath, item) else {
            UIKitException.raise(UIKitException.internalInconsistency,
                                 reason: "UICollectionView dataSource returned a nil cell for item at index path: \(indexPath), dataSource: \(self)",
                                 recovery: "draws an empty cell there")
            return UICollectionViewCell(frame: .zero)
        }
        // A list cell of a section applied as a tree is indented by its item's level and knows
        // whether its item is expanded (its outline disclosure points down then), as in UIKit.
        if let listCell = cell as? UICollectionViewListCell, current.sectionIdentifiers.indices.contains(indexPath.section),
           let tree = sectionSnapshots[current.sectionIdentifiers[indexPath.section]] {
            listCell.indentationLevel = tree.level(of: item)
            listCell.isOutlineExpanded = tree.isExpanded(item)
        }
        return cell
    }

    /// Whether `reorderingHandlers.canReorderItem` lets the item move (false without a handler).
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let item = current.item(at: indexPath) else { return false }
        return reorderingHandlers.canReorderItem?(item) ?? false
    }

    /// Moves the item in the current snapshot, telling `reorderingHandlers.willReorder` and
    /// `didReorder` the transaction.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        reorder(from: sourceIndexPath, to: destinationIndexPath)
    }

    /// The supplementary view provider's view, or a plain one.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView(frame: .zero)
    }
}
