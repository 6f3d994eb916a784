/// A batch of updates, as performBatchUpdates:completion: collects them: deletions name index
/// paths (and sections) before the update, insertions index paths (and sections) after it, and
/// each move an index path before and one after. UIKit applies the deletions, then the
/// insertions, then the moves. A deleted section takes its items with it; an inserted section
/// starts empty and holds only the items inserted or moved into it.
public struct UpdateBatch: Hashable, Sendable {
    /// A move of one item (moveItemAtIndexPath:toIndexPath:).
    public struct Move: Hashable, Sendable {
        /// The item's index path before the update.
        public var from: IndexPath
        /// The item's index path after the update.
        public var to: IndexPath

        /// A move from `from` (before the update) to `to` (after it).
        public init(from: IndexPath, to: IndexPath) {
            self.from = from
            self.to = to
        }
    }

    /// The items to delete, by their index paths before the update (deleteItemsAtIndexPaths:).
    public var deletedIndexPaths: Set<IndexPath>
    /// Where new items appear, by index paths after the update (insertItemsAtIndexPaths:).
    public var insertedIndexPaths: Set<IndexPath>
    /// The items to move.
    public var moves: [Move]
    /// The sections to delete, by their indices before the update (deleteSections:).
    public var deletedSections: Set<Int> = []
    /// Where new sections appear, by their indices after the update (insertSections:).
    public var insertedSections: Set<Int> = []

    /// A batch of deletions, insertions and moves.
    /// - Parameters:
    ///   - deleted: index paths before the update.
    ///   - inserted: index paths after the update.
    ///   - moves: pairs of an index path before and one after the update.
    public init(deleting deleted: [IndexPath] = [], inserting inserted: [IndexPath] = [], moving moves: [Move] = []) {
        deletedIndexPaths = Set(deleted)
        insertedIndexPaths = Set(inserted)
        self.moves = moves
    }

    /// A batch that also deletes and inserts whole sections.
    /// - Parameters:
    ///   - deletedSections: section indices before the update.
    ///   - insertedSections: section indices after the update.
    ///   - deleted: item index paths before the update.
    ///   - inserted: item index paths after the update.
    ///   - moves: pairs of an index path before and one after the update.
    public init(deletingSections deletedSections: [Int], insertingSections insertedSections: [Int],
                deleting deleted: [IndexPath] = [], inserting inserted: [IndexPath] = [], moving moves: [Move] = []) {
        self.init(deleting: deleted, inserting: inserted, moving: moves)
        self.deletedSections = Set(deletedSections)
        self.insertedSections = Set(insertedSections)
    }

    /// For each section after the update, the section it was before the update (nil for an
    /// inserted section): the surviving sections keep their order, the inserted ones take their
    /// places among them.
    /// - Parameter count: the number of sections before the update.
    /// - Throws: ``UpdateError`` when a section is out of range.
    package func sectionMap(sectionsBefore count: Int) throws(UpdateError) -> [Int?] {
        for s in deletedSections.sorted() where s < 0 || s >= count {
            throw UpdateError(description: "cannot delete section \(s): the content has \(count) section\(count == 1 ? "" : "s")")
        }
        let after = count - deletedSections.count + insertedSections.count
        for s in insertedSections.sorted() where s < 0 || s >= after {
            throw UpdateError(description: "cannot insert section \(s): there are \(after) section\(after == 1 ? "" : "s") after the update (0 to \(after - 1))")
        }
        var survivors = (0..<count).filter { !deletedSections.contains($0) }.makeIterator()
        var map: [Int?] = []
        map.reserveCapacity(after)
        for s in 0..<after {
            if insertedSections.contains(s) { map.append(nil) } else { map.append(survivors.next()) }
        }
        return map
    }
}

/// Why an update batch cannot apply to some content.
public struct UpdateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, naming the index path at fault.
    public let description: String
}

/// What happens to one item in an update.
public struct ItemUpdate: Hashable, Sendable {
    /// What an update does to an item.
    public enum Change: Hashable, Sendable {
        /// The item stays (its index path may change as others come and go).
        case kept
        /// The item is moved explicitly.
        case moved
        /// The item is new: it has no index path before the update.
        case inserted
        /// The item goes: it has no index path after the update.
        case deleted
    }

    /// The item's identity (see ``CollectionContent/identity(at:)``).
    public var identity: Int
    /// What the update does to it.
    public var change: Change
    /// Where the item was before the update (nil for an insertion).
    public var before: IndexPath?
    /// Where the item is after it (nil for a deletion).
    public var after: IndexPath?
}

extension UpdateBatch {
    /// Applies the batch to `content`: the content after the update, and what happens to each
    /// item.
    ///
    /// New items get identities above every identity in use, in index-path order.
    /// - Parameter content: the content before the update.
    /// - Returns: the content after the update, and one ``ItemUpdate`` per item: the items present
    ///   after the update in their new order, then the deleted ones in their old order.
    /// - Throws: ``UpdateError`` when an index path is out of range, named twice, or the counts do
    ///   not add up (UIKit's "invalid number of items" exception).
    public func apply(to content: CollectionContent) throws(UpdateError) -> (content: CollectionContent, items: [ItemUpdate]) {
        let map = try sectionMap(sectionsBefore: content.numberOfSections)
        let sections = map.count
        var removed = Set<IndexPath>()
        for ip in deletedIndexPaths.sorted() {
            guard content.contains(ip) else { throw UpdateError(description: "cannot delete item \(ip): the content has no such item") }
            guard !deletedSections.contains(ip.section) else {
                throw UpdateError(description: "cannot delete item \(ip): its section \(ip.section) is deleted in the same batch")
            }
            removed.insert(ip)
        }
        for move in moves {
            guard content.contains(move.from) else { throw UpdateError(description: "cannot move item \(move.from): the content has no such item") }
            guard !deletedSections.contains(move.from.section) else {
                throw UpdateError(description: "cannot move item \(move.from): its section \(move.from.section) is deleted in the same batch")
            }
            guard removed.insert(move.from).inserted else {
                throw UpdateError(description: "item \(move.from) is deleted or moved twice in one batch")
            }
        }
        // Every item of a deleted section goes with it.
        var sectionDeletions: [ItemUpdate] = []
        for section in deletedSections.sorted() {
            for item in 0..<content.numberOfItems(inSection: section) {
                let ip = IndexPath(item: item, section: section)
                sectionDeletions.append(ItemUpdate(identity: content.identity(at: ip), change: .deleted, before: ip, after: nil))
            }
        }
        // The fixed places after the update: insertions and move destinations.
        var placed: [IndexPath: (identity: Int?, change: ItemUpdate.Change, before: IndexPath?)] = [:]
        var nextIdentity = content.maxIdentity + 1
        for ip in insertedIndexPaths.sorted() {
            guard ip.section >= 0, ip.section < sections, ip.item >= 0 else {
                throw UpdateError(description: "cannot insert at \(ip): there is no section \(ip.section)")
            }
            placed[ip] = (nextIdentity, .inserted, nil)
            nextIdentity += 1
        }
        for move in moves {
            guard move.to.section >= 0, move.to.section < sections, move.to.item >= 0 else {
                throw UpdateError(description: "cannot move to \(move.to): there is no section \(move.to.section)")
            }
            guard placed[move.to] == nil else {
                throw UpdateError(description: "index path \(move.to) is the destination of two updates")
            }
            placed[move.to] = (content.identity(at: move.from), .moved, move.from)
        }
        var items: [ItemUpdate] = []
        var deleted: [ItemUpdate] = []
        var newIdentifiers: [[Int]] = []
        for section in 0..<sections {
            var survivors: [(identity: Int, before: IndexPath)] = []
            let old = map[section]
            for item in 0..<(old.map { content.numberOfItems(inSection: $0) } ?? 0) {
                let ip = IndexPath(item: item, section: old ?? 0)
                if removed.contains(ip) {
                    if deletedIndexPaths.contains(ip) {
                        deleted.append(ItemUpdate(identity: content.identity(at: ip), change: .deleted, before: ip, after: nil))
                    }
                } else {
                    survivors.append((content.identity(at: ip), ip))
                }
            }
            let fixed = placed.filter { $0.key.section == section }
            let count = survivors.count + fixed.count
            if let bad = fixed.keys.first(where: { $0.item >= count }) {
                throw UpdateError(description: "index path \(bad) is past the end of section \(section), which holds \(count) items after the update")
            }
            var identities: [Int] = []
            identities.reserveCapacity(count)
            var next = 0
            for item in 0..<count {
                let ip = IndexPath(item: item, section: section)
                if let f = fixed[ip], let identity = f.identity {
                    identities.append(identity)
                    items.append(ItemUpdate(identity: identity, change: f.change, before: f.before, after: ip))
                } else {
                    let s = survivors[next]
                    next += 1
                    identities.append(s.identity)
                    items.append(ItemUpdate(identity: s.identity, change: .kept, before: s.before, after: ip))
                }
            }
            newIdentifiers.append(identities)
        }
        // Items present after the update in their new order, then the deleted ones in their old order.
        deleted = (deleted + sectionDeletions).sorted { ($0.before ?? IndexPath(item: 0, section: 0)) < ($1.before ?? IndexPath(item: 0, section: 0)) }
        return (CollectionContent(identifiers: newIdentifiers, itemSizes: content.itemSizes), items + deleted)
    }
}
