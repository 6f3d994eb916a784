/// What a reordering changed in a diffable data source (UIKit's `NSDiffableDataSourceTransaction`):
/// the snapshots before and after, the difference between their items, and one transaction per
/// section whose items changed.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The data source's snapshot before the change.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The data source's snapshot after the change.
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The change from the initial snapshot's items to the final one's, with moves inferred.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// The sections whose items changed, in the final snapshot's order.
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    /// The transaction from `initial` to `final`.
    init(initial: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
         final: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
         sectionSnapshots: (SectionIdentifierType, [ItemIdentifierType]) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        initialSnapshot = initial
        finalSnapshot = final
        difference = final.itemIdentifiers.difference(from: initial.itemIdentifiers).inferringMoves()
        sectionTransactions = final.sectionIdentifiers.compactMap { section in
            let before = initial.indexOfSection(section) != nil ? initial.itemIdentifiers(inSection: section) : []
            let after = final.itemIdentifiers(inSection: section)
            guard before != after else { return nil }
            return NSDiffableDataSourceSectionTransaction(sectionIdentifier: section, initialSnapshot: sectionSnapshots(section, before),
                                                          finalSnapshot: sectionSnapshots(section, after),
                                                          difference: after.difference(from: before).inferringMoves())
        }
    }
}

/// What a reordering changed in one section (UIKit's `NSDiffableDataSourceSectionTransaction`).
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The section.
    public let sectionIdentifier: SectionIdentifierType
    /// The section's items before the change.
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The section's items after the change.
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The change from the initial items to the final ones, with moves inferred: apply it to
    /// an array of the section's items (`applying(_:)`) to update a backing store.
    public let difference: CollectionDifference<ItemIdentifierType>
}
