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
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

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
        return cell
    }

    /// The supplementary view provider's view, or a plain one.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView(frame: .zero)
    }
}
