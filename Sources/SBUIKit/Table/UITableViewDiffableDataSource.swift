public import Foundation

/// A table view's data source drawn from snapshots (UIKit's `UITableViewDiffableDataSource`): it
/// becomes its table's data source, asks its cell provider for each row with the item's
/// identifier, and applies a new snapshot as one update of what changed. Subclass it to give
/// section titles and to edit and move rows, as Apple's TableViewEditing sample does: its
/// `UITableViewDataSource` methods are open, and by default rows can be neither edited nor moved.
/// The table's `dataSource` is weak, as in UIKit: keep the data source.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource {
    /// Makes the cell of an item.
    public typealias CellProvider = @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// How row changes are animated (changes are immediate headlessly). `.automatic` by default.
    open var defaultRowAnimation = UITableView.RowAnimation.automatic

    /// A data source for `tableView`, which it becomes the data source of.
    /// - Parameters:
    ///   - tableView: the table.
    ///   - cellProvider: makes the cell of an item (a nil cell is UIKit's exception).
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// Applies `snapshot`: as one update of what changed, or by reloading the table (the first
    /// snapshot, `animatingDifferences` false, or a change no update can say).
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let old = current
        guard let table = tableView else {
            current = snapshot
            completion?()
            return
        }
        guard animatingDifferences, old.numberOfSections > 0, let update = DiffableUpdate(from: old, to: snapshot) else {
            current = snapshot
            table.reloadData()
            completion?()
            return
        }
        table.performBatchUpdates({
            self.current = snapshot
            table.deleteSections(update.deletedSections, with: self.defaultRowAnimation)
            table.insertSections(update.insertedSections, with: self.defaultRowAnimation)
            for m in update.movedSections { table.moveSection(m.from, toSection: m.to) }
            table.deleteRows(at: update.deletedItems, with: self.defaultRowAnimation)
            table.insertRows(at: update.insertedItems, with: self.defaultRowAnimation)
            for m in update.movedItems { table.moveRow(at: m.from, to: m.to) }
            table.reloadRows(at: update.reloadedItems, with: self.defaultRowAnimation)
        }, completion: { _ in completion?() })
    }

    /// Applies `snapshot` by reloading the table.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    /// The current state, as a snapshot to change and apply.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current.withoutMarks }

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

    // MARK: UITableViewDataSource

    /// The snapshot's number of sections.
    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    /// The snapshot's number of items in `section`.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.counts.indices.contains(section) ? current.counts[section] : 0
    }

    /// The cell provider's cell for the item at `indexPath`.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = current.item(at: indexPath) else {
            UIKitException.raise(UIKitException.internalInconsistency,
                                 reason: "UITableViewDiffableDataSource: no item at \(indexPath) in the snapshot",
                                 recovery: "draws an empty cell there")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        guard let cell = cellProvider(tableView, indexPath, item) else {
            UIKitException.raise(UIKitException.internalInconsistency,
                                 reason: "UITableView dataSource returned a nil cell for row at index path: \(indexPath). Table view: \(tableView), dataSource: \(self)",
                                 recovery: "draws an empty cell there")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    /// No header title by default.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title by default.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Rows cannot be edited by default.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// Rows cannot be moved by default.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Nothing by default.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    /// Nothing by default.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
}
