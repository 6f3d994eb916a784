internal import Foundation

/// The state of a diffable data source (UIKit's `NSDiffableDataSourceSnapshot`): sections and
/// the items in each, by identifier, in order. An identifier stands once in a snapshot; a
/// duplicate, or an operation on an identifier the snapshot does not hold, stops the program
/// with UIKit's message, as UIKit raises an exception.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var sections: [SectionIdentifierType] = []
    private var items: [[ItemIdentifierType]] = []
    /// Each item's section, by index in ``sectionIdentifiers``.
    private var sectionOfItem: [ItemIdentifierType: Int] = [:]

    /// The items marked for reloading (``reloadItems(_:)``).
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The items marked for reconfiguring (``reconfigureItems(_:)``).
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// The sections marked for reloading (``reloadSections(_:)``).
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    /// The number of items in every section.
    public var numberOfItems: Int { sectionOfItem.count }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

    /// The number of items in `identifier`'s section.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sectionIndex(identifier, "numberOfItemsInSection").map { items[$0].count } ?? 0
    }

    /// The items of `identifier`'s section, in order.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sectionIndex(identifier, "itemIdentifiersInSectionWithIdentifier").map { items[$0] } ?? []
    }

    /// The section that holds `identifier`, or nil.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier].map { sections[$0] }
    }

    /// The item's index among all the items (section by section), or nil.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let s = sectionOfItem[identifier], let i = items[s].firstIndex(of: identifier) else { return nil }
        return items[..<s].reduce(0) { $0 + $1.count } + i
    }

    /// The section's index, or nil.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex(of: identifier)
    }

    /// The index path of an item, or nil (for the data source).
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let s = sectionOfItem[identifier], let i = items[s].firstIndex(of: identifier) else { return nil }
        return IndexPath(item: i, section: s)
    }

    /// The item at an index path, or nil.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, items.indices.contains(indexPath.section), items[indexPath.section].indices.contains(indexPath.item) else {
            return nil
        }
        return items[indexPath.section][indexPath.item]
    }

    /// The same sections and items, with no item or section marked for reloading.
    var withoutMarks: Self {
        var copy = self
        copy.reloadedItemIdentifiers = []
        copy.reconfiguredItemIdentifiers = []
        copy.reloadedSectionIdentifiers = []
        return copy
    }

    /// The number of items of each section, in order.
    var counts: [Int] { items.map(\.count) }

    // MARK: Items

    /// Adds items at the end of `section`, or of the last section when it is nil.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil) {
        let s: Int
        if let section {
            guard let index = sectionIndex(section, "appendItemsWithIdentifiers:intoSectionWithIdentifier:") else { return }
            s = index
        } else {
            guard !sections.isEmpty else {
                UIKitException.raise(UIKitException.internalInconsistency,
                                     reason: "There are currently no sections in the data source. Please add a section first.",
                                     recovery: "appends nothing")
                return
            }
            s = sections.count - 1
        }
        add(identifiers, toSection: s, at: items[s].count)
    }

    /// Inserts items before `item`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem item: ItemIdentifierType) {
        guard case let (s, i)? = place(item, "insertItemsWithIdentifiers:beforeItemWithIdentifier:") else { return }
        add(identifiers, toSection: s, at: i)
    }

    /// Inserts items after `item`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem item: ItemIdentifierType) {
        guard case let (s, i)? = place(item, "insertItemsWithIdentifiers:afterItemWithIdentifier:") else { return }
        add(identifiers, toSection: s, at: i + 1)
    }

    /// Removes items.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers {
            guard case let (s, i)? = place(identifier, "deleteItemsWithIdentifiers:") else { continue }
            items[s].remove(at: i)
            sectionOfItem[identifier] = nil
        }
    }

    /// Removes every item and section.
    public mutating func deleteAllItems() {
        sections = []
        items = []
        sectionOfItem = [:]
    }

    /// Moves `identifier` before `item` (into `item`'s section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem item: ItemIdentifierType) {
        move(identifier, next: item, after: false)
    }

    /// Moves `identifier` after `item` (into `item`'s section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem item: ItemIdentifierType) {
        move(identifier, next: item, after: true)
    }

    /// Marks items to be reloaded: their cells are asked for again.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItemIdentifiers += identifiers.filter { place($0, "reloadItemsWithIdentifiers:") != nil }
    }

    /// Marks items to be reconfigured: their cells are asked for again.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers += identifiers.filter { place($0, "reconfigureItemsWithIdentifiers:") != nil }
    }

    // MARK: Sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        addSections(identifiers, at: sections.count)
    }

    /// Inserts sections before `section`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection section: SectionIdentifierType) {
        guard let s = sectionIndex(section, "insertSectionsWithIdentifiers:beforeSectionWithIdentifier:") else { return }
        addSections(identifiers, at: s)
    }

    /// Inserts sections after `section`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection section: SectionIdentifierType) {
        guard let s = sectionIndex(section, "insertSectionsWithIdentifiers:afterSectionWithIdentifier:") else { return }
        addSections(identifiers, at: s + 1)
    }

    /// Removes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            guard let s = sectionIndex(identifier, "deleteSectionsWithIdentifiers:") else { continue }
            sections.remove(at: s)
            items.remove(at: s)
        }
        reindex()
    }

    /// Moves `identifier` before `section`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection section: SectionIdentifierType) {
        moveSection(identifier, next: section, after: false)
    }

    /// Moves `identifier` after `section`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection section: SectionIdentifierType) {
        moveSection(identifier, next: section, after: true)
    }

    /// Marks sections to be reloaded.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        reloadedSectionIdentifiers += identifiers.filter { sectionIndex($0, "reloadSectionsWithIdentifiers:") != nil }
    }

    // MARK: Bookkeeping

    /// The index of a section, or nil after raising UIKit's exception (the operation then does
    /// nothing with it).
    private func sectionIndex(_ identifier: SectionIdentifierType, _ method: String) -> Int? {
        guard let s = sections.firstIndex(of: identifier) else {
            UIKitException.raise(UIKitException.internalInconsistency,
                                 reason: "Invalid parameter not satisfying: section identifier \(identifier) is not in the snapshot (\(method))",
                                 recovery: "leaves that section out of the operation")
            return nil
        }
        return s
    }

    /// The place of an item, or nil after raising UIKit's exception (the operation then does
    /// nothing with it).
    private func place(_ identifier: ItemIdentifierType, _ method: String) -> (section: Int, index: Int)? {
        guard let s = sectionOfItem[identifier], let i = items[s].firstIndex(of: identifier) else {
            UIKitException.raise(UIKitException.internalInconsistency,
                                 reason: "Invalid parameter not satisfying: item identifier \(identifier) is not in the snapshot (\(method))",
                                 recovery: "leaves that item out of the operation")
            return nil
        }
        return (s, i)
    }

    private mutating func add(_ identifiers: [ItemIdentifierType], toSection s: Int, at index: Int) {
        var seen = Set<ItemIdentifierType>()
        var unique: [ItemIdentifierType] = []
        for identifier in identifiers {
            guard sectionOfItem[identifier] == nil, seen.insert(identifier).inserted else {
                UIKitException.raise(UIKitException.invalidArgument,
                                     reason: "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\(identifier))}",
                                     recovery: "adds the identifier once")
                continue
            }
            unique.append(identifier)
        }
        items[s].insert(contentsOf: unique, at: index)
        for identifier in unique { sectionOfItem[identifier] = s }
    }

    private mutating func addSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        var seen = Set<SectionIdentifierType>()
        var unique: [SectionIdentifierType] = []
        for identifier in identifiers {
            guard !sections.contains(identifier), seen.insert(identifier).inserted else {
                UIKitException.raise(UIKitException.invalidArgument,
                                     reason: "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\(identifier))}",
                                     recovery: "adds the identifier once")
                continue
            }
            unique.append(identifier)
        }
        sections.insert(contentsOf: unique, at: index)
        items.insert(contentsOf: unique.map { _ in [] }, at: index)
        reindex()
    }

    private mutating func move(_ identifier: ItemIdentifierType, next item: ItemIdentifierType, after: Bool) {
        let method = after ? "moveItemWithIdentifier:afterItemWithIdentifier:" : "moveItemWithIdentifier:beforeItemWithIdentifier:"
        guard identifier != item else {
            UIKitException.raise(UIKitException.internalInconsistency,
                                 reason: "Invalid parameter not satisfying: an item cannot move relative to itself (\(method))",
                                 recovery: "leaves the item where it is")
            return
        }
        guard case let (s, i)? = place(identifier, method), place(item, method) != nil else { return }
        items[s].remove(at: i)
        guard case let (t, j)? = place(item, method) else { return }
        items[t].insert(identifier, at: after ? j + 1 : j)
        sectionOfItem[identifier] = t
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, next section: SectionIdentifierType, after: Bool) {
        let method = after ? "moveSectionWithIdentifier:afterSectionWithIdentifier:" : "moveSectionWithIdentifier:beforeSectionWithIdentifier:"
        guard identifier != section else {
            UIKitException.raise(UIKitException.internalInconsistency,
                                 reason: "Invalid parameter not satisfying: a section cannot move relative to itself (\(method))",
                                 recovery: "leaves the section where it is")
            return
        }
        guard let s = sectionIndex(identifier, method), sectionIndex(section, method) != nil else { return }
        let moving = items.remove(at: s)
        sections.remove(at: s)
        guard let found = sections.firstIndex(of: section) else { return }
        let t = found + (after ? 1 : 0)
        sections.insert(identifier, at: t)
        items.insert(moving, at: t)
        reindex()
    }

    /// Rebuilds each item's section index after sections moved.
    private mutating func reindex() {
        sectionOfItem = [:]
        for (s, list) in items.enumerated() {
            for identifier in list { sectionOfItem[identifier] = s }
        }
    }
}
