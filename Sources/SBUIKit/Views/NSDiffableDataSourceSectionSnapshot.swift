internal import Foundation

/// The items of one section of a diffable data source as a tree (UIKit's
/// `NSDiffableDataSourceSectionSnapshot`): root items and their children, each expanded or
/// collapsed. A collection view shows the ``visibleItems``: the roots, and the children of every
/// expanded item whose ancestors are all expanded, depth first.
///
/// An identifier stands once in a section snapshot; a duplicate, or an operation on an
/// identifier the snapshot does not hold, is reported with UIKit's message (a test failure in a
/// test, as UIKit raises an exception) and the operation does nothing.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The root items, in order.
    private var roots: [ItemIdentifierType] = []
    /// Each parent's children, in order.
    private var childrenOf: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    /// Each child's parent.
    private var parentOf: [ItemIdentifierType: ItemIdentifierType] = [:]
    /// Every item the snapshot holds.
    private var members: Set<ItemIdentifierType> = []
    /// The expanded items.
    private var expanded: Set<ItemIdentifierType> = []

    /// An empty section snapshot.
    public init() {}

    // MARK: Reading

    /// Every item, depth first (a parent before its children), expanded or not.
    public var items: [ItemIdentifierType] { flatten(roots, onlyVisible: false) }

    /// The items at the top level, in order.
    public var rootItems: [ItemIdentifierType] { roots }

    /// The items a collection view shows: depth first, descending only into expanded items.
    public var visibleItems: [ItemIdentifierType] { flatten(roots, onlyVisible: true) }

    /// Whether the snapshot holds `item`.
    public func contains(_ item: ItemIdentifierType) -> Bool { members.contains(item) }

    /// The index of `item` in ``items``, or nil when the snapshot does not hold it.
    public func index(of item: ItemIdentifierType) -> Int? {
        guard members.contains(item) else { return nil }
        return items.firstIndex(of: item)
    }

    /// How deep `item` is: 0 for a root item, 1 for its children, and so on (0 for an item the
    /// snapshot does not hold).
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0
        var current = item
        while let parent = parentOf[current] {
            level += 1
            current = parent
        }
        return level
    }

    /// The parent of `child`, or nil for a root item or an item the snapshot does not hold.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parentOf[child] }

    /// Whether `item` is expanded (false for an item the snapshot does not hold).
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

    /// Whether `item` is shown: it is in the snapshot and every one of its ancestors is expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard members.contains(item) else { return false }
        var current = item
        while let parent = parentOf[current] {
            guard expanded.contains(parent) else { return false }
            current = parent
        }
        return true
    }

    /// The subtree under `parent` as a snapshot of its own: its children become the roots, or
    /// `parent` itself is the one root when `includingParent` is true. Expansion is kept.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var result = NSDiffableDataSourceSectionSnapshot()
        guard members.contains(parent) else {
            UIKitException.raise(UIKitException.invalidArgument, reason: "Parent item does not exist in section snapshot: \(parent)",
                                 recovery: "gives an empty snapshot")
            return result
        }
        let tops = includingParent ? [parent] : childrenOf[parent] ?? []
        result.roots = tops
        for item in flatten(tops, onlyVisible: false) {
            result.members.insert(item)
            if let children = childrenOf[item] {
                result.childrenOf[item] = children
                for child in children { result.parentOf[child] = item }
            }
            if expanded.contains(item) { result.expanded.insert(item) }
        }
        return result
    }

    /// The snapshot's tree as text, one item a line, indented by level, with "+" before an
    /// expanded item and "-" before a collapsed one that has children.
    public func visualDescription() -> String {
        items.map { item in
            let mark = childrenOf[item]?.isEmpty == false ? (expanded.contains(item) ? "+ " : "- ") : "  "
            return String(repeating: "    ", count: level(of: item)) + mark + "\(item)"
        }.joined(separator: "\n")
    }

    // MARK: Changing

    /// Adds `items` at the end of `parent`'s children, or at the end of the root items when
    /// `parent` is nil.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        if let parent {
            guard require(parent, "appendItems:intoParentItem:") else { return }
            guard admit(items) else { return }
            childrenOf[parent, default: []].append(contentsOf: items)
            for item in items { parentOf[item] = parent }
        } else {
            guard admit(items) else { return }
            roots.append(contentsOf: items)
        }
    }

    /// Inserts `items` before `item`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        guard require(item, "insertItems:beforeItem:"), admit(items) else { return }
        splice(items, next: item, after: false)
    }

    /// Inserts `items` after `item`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        guard require(item, "insertItems:afterItem:"), admit(items) else { return }
        splice(items, next: item, after: true)
    }

    /// Inserts the trees of `snapshot` before `item`, as its siblings (with their expansion).
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType) {
        guard require(item, "insertSnapshot:beforeItem:"), admit(snapshot.items) else { return }
        graft(snapshot)
        splice(snapshot.roots, next: item, after: false)
    }

    /// Inserts the trees of `snapshot` after `item`, as its siblings (with their expansion).
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType) {
        guard require(item, "insertSnapshot:afterItem:"), admit(snapshot.items) else { return }
        graft(snapshot)
        splice(snapshot.roots, next: item, after: true)
    }

    /// Replaces the children of `parent` (and their descendants) by the trees of `snapshot`.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        guard require(parent, "replaceChildrenOfParentItem:withSnapshot:") else { return }
        remove(childrenOf[parent] ?? [])
        guard admit(snapshot.items) else { return }
        graft(snapshot)
        childrenOf[parent] = snapshot.roots
        for root in snapshot.roots { parentOf[root] = parent }
    }

    /// Removes `items` and all their descendants.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where require(item, "deleteItems:") {
            remove([item])
        }
    }

    /// Removes every item.
    public mutating func deleteAll() { self = NSDiffableDataSourceSectionSnapshot() }

    /// Expands `items`: their children become visible once their own ancestors are expanded.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items where require(item, "expandItems:") { expanded.insert(item) }
    }

    /// Collapses `items`: their descendants are hidden.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items where require(item, "collapseItems:") { expanded.remove(item) }
    }

    // MARK: Bookkeeping

    /// The items under `tops`, depth first, `tops` included.
    private func flatten(_ tops: [ItemIdentifierType], onlyVisible: Bool) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        var stack = Array(tops.reversed())
        while let item = stack.popLast() {
            result.append(item)
            if !onlyVisible || expanded.contains(item), let children = childrenOf[item] {
                stack.append(contentsOf: children.reversed())
            }
        }
        return result
    }

    /// True when the snapshot holds `item`; otherwise UIKit's exception is reported.
    private func require(_ item: ItemIdentifierType, _ call: String) -> Bool {
        guard members.contains(item) else {
            UIKitException.raise(UIKitException.invalidArgument,
                                 reason: "Invalid item identifier specified for -[NSDiffableDataSourceSectionSnapshot \(call)]: \(item)",
                                 recovery: "does nothing")
            return false
        }
        return true
    }

    /// Adds `items` to the members when none is there yet and none is repeated; otherwise UIKit's
    /// exception is reported and nothing is added.
    private mutating func admit(_ items: [ItemIdentifierType]) -> Bool {
        var seen = Set<ItemIdentifierType>()
        for item in items where members.contains(item) || !seen.insert(item).inserted {
            UIKitException.raise(UIKitException.internalInconsistency,
                                 reason: "Section snapshot item identifiers must be unique: \(item) is already in the section snapshot",
                                 recovery: "adds none of the items")
            return false
        }
        members.formUnion(items)
        return true
    }

    /// Places `items` beside `next` among its siblings.
    private mutating func splice(_ items: [ItemIdentifierType], next: ItemIdentifierType, after: Bool) {
        if let parent = parentOf[next] {
            var siblings = childrenOf[parent] ?? []
            let i = (siblings.firstIndex(of: next) ?? siblings.count - 1) + (after ? 1 : 0)
            siblings.insert(contentsOf: items, at: i)
            childrenOf[parent] = siblings
            for item in items { parentOf[item] = parent }
        } else {
            let i = (roots.firstIndex(of: next) ?? roots.count - 1) + (after ? 1 : 0)
            roots.insert(contentsOf: items, at: i)
        }
    }

    /// Takes over the parent links and expansion of `snapshot`'s items (already admitted).
    private mutating func graft(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        for (parent, children) in snapshot.childrenOf {
            childrenOf[parent] = children
            for child in children { parentOf[child] = parent }
        }
        expanded.formUnion(snapshot.expanded)
    }

    /// Removes `items` and their descendants from every record.
    private mutating func remove(_ items: [ItemIdentifierType]) {
        for item in flatten(items, onlyVisible: false) {
            members.remove(item)
            expanded.remove(item)
            childrenOf[item] = nil
            if let parent = parentOf.removeValue(forKey: item) {
                childrenOf[parent]?.removeAll { $0 == item }
            } else {
                roots.removeAll { $0 == item }
            }
        }
    }
}
