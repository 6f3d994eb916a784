/// A batch of item updates, as performBatchUpdates:completion: collects them: deletions name index paths
/// before the update, insertions index paths after it, and each move an index path before and
/// one after. UIKit applies the deletions, then the insertions, then the moves.
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
        let sections = content.numberOfSections
        var removed = Set<IndexPath>()
        for ip in deletedIndexPaths.sorted() {
            guard content.contains(ip) else { throw UpdateError(description: "cannot delete item \(ip): the content has no such item") }
            removed.insert(ip)
        }
        for move in moves {
            guard content.contains(move.from) else { throw UpdateError(description: "cannot move item \(move.from): the content has no such item") }
            guard removed.insert(move.from).inserted else {
                throw UpdateError(description: "item \(move.from) is deleted or moved twice in one batch")
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
            for item in 0..<content.numberOfItems(inSection: section) {
                let ip = IndexPath(item: item, section: section)
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
        return (CollectionContent(identifiers: newIdentifiers, itemSizes: content.itemSizes), items + deleted)
    }
}
