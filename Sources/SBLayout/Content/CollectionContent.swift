/// What a collection view shows, as far as a layout cares: how many items each section holds,
/// each item's identity, and optionally each item's size (the flow layout delegate's
/// collectionView:layout:sizeForItemAtIndexPath:).
///
/// An item's identity stays with it through update batches, so that per-item properties (its
/// size, its quiver offset, its colour) follow the item when it moves to another index path.
/// Without explicit identities, item `i` of the whole collection (counting section by section)
/// has identity `i`.
public struct CollectionContent: Hashable, Sendable {
    /// Items per section.
    public private(set) var itemCounts: [Int]
    /// Explicit identities, one array per section, or nil for the implicit numbering.
    public private(set) var identifiers: [[Int]]?
    /// Per-item sizes, repeated cyclically by identity; empty when the layout's item size applies.
    public var itemSizes: [Size]
    /// The flat index of each section's first item: `sectionStarts[s]` is the number of items
    /// in the sections before `s`.
    package private(set) var sectionStarts: [Int]

    /// Sections of the given item counts (negative counts count as 0), with implicit identities.
    /// - Parameters:
    ///   - itemCounts: the number of items in each section.
    ///   - itemSizes: per-item sizes, repeated cyclically by identity; empty for the layout's item size.
    public init(itemCounts: [Int], itemSizes: [Size] = []) {
        self.itemCounts = itemCounts.map { max(0, $0) }
        self.identifiers = nil
        self.itemSizes = itemSizes
        self.sectionStarts = CollectionContent.prefixSums(self.itemCounts)
    }

    /// Sections holding the given item identities, one array per section.
    /// - Parameters:
    ///   - identifiers: each section's item identities, in item order.
    ///   - itemSizes: per-item sizes, repeated cyclically by identity; empty for the layout's item size.
    public init(identifiers: [[Int]], itemSizes: [Size] = []) {
        self.itemCounts = identifiers.map(\.count)
        self.identifiers = identifiers
        self.itemSizes = itemSizes
        self.sectionStarts = CollectionContent.prefixSums(self.itemCounts)
    }

    /// `sections` sections of `itemsPerSection` items each, with implicit identities.
    /// - Parameters:
    ///   - sections: the number of sections (negative counts as 0).
    ///   - itemsPerSection: the number of items in every section (negative counts as 0).
    ///   - itemSizes: per-item sizes, repeated cyclically by identity; empty for the layout's item size.
    public init(sections: Int, itemsPerSection: Int, itemSizes: [Size] = []) {
        self.init(itemCounts: Array(repeating: max(0, itemsPerSection), count: max(0, sections)), itemSizes: itemSizes)
    }

    private static func prefixSums(_ counts: [Int]) -> [Int] {
        var starts: [Int] = []
        starts.reserveCapacity(counts.count)
        var total = 0
        for c in counts {
            starts.append(total)
            total += c
        }
        return starts
    }

    /// How many sections there are (numberOfSectionsInCollectionView:).
    public var numberOfSections: Int { itemCounts.count }

    /// How many items a section holds, or 0 for a section that does not exist
    /// (collectionView:numberOfItemsInSection:).
    public func numberOfItems(inSection section: Int) -> Int {
        section >= 0 && section < itemCounts.count ? itemCounts[section] : 0
    }

    /// All items of all sections.
    public var totalItems: Int { (sectionStarts.last ?? 0) + (itemCounts.last ?? 0) }

    /// True when an item exists at `indexPath`.
    public func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.section >= 0 && indexPath.section < itemCounts.count
            && indexPath.item >= 0 && indexPath.item < itemCounts[indexPath.section]
    }

    /// The identity of the item at `indexPath` (which must exist).
    public func identity(at indexPath: IndexPath) -> Int {
        if let identifiers { return identifiers[indexPath.section][indexPath.item] }
        return sectionStarts[indexPath.section] + indexPath.item
    }

    /// The flat position of an item counting through all sections.
    public func globalIndex(of indexPath: IndexPath) -> Int {
        sectionStarts[indexPath.section] + indexPath.item
    }

    /// The index path of the item at a flat position.
    public func indexPath(forGlobalIndex index: Int) -> IndexPath {
        var lo = 0, hi = sectionStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if sectionStarts[mid] <= index { lo = mid } else { hi = mid - 1 }
        }
        // Skip empty sections that share a start with the next one.
        var s = lo
        while s + 1 < itemCounts.count, itemCounts[s] == 0 || index - sectionStarts[s] >= itemCounts[s] { s += 1 }
        return IndexPath(item: index - sectionStarts[s], section: s)
    }

    /// The item's own size when per-item sizes are given, else `fallback`.
    public func size(at indexPath: IndexPath, fallback: Size) -> Size {
        if itemSizes.isEmpty { return fallback }
        let n = itemSizes.count
        return itemSizes[((identity(at: indexPath) % n) + n) % n]
    }

    /// True when every item takes the layout's item size (no sizing delegate).
    package var usesUniformItemSize: Bool { itemSizes.isEmpty }

    /// The identities of the items of one section, in order.
    package func identities(inSection section: Int) -> [Int] {
        if let identifiers { return identifiers[section] }
        let start = sectionStarts[section]
        return Array(start..<(start + itemCounts[section]))
    }

    /// The largest identity in use, or -1 when there are no items.
    package var maxIdentity: Int {
        if let identifiers { return identifiers.lazy.compactMap { $0.max() }.max() ?? -1 }
        return totalItems - 1
    }
}
