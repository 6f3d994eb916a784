internal import Foundation

/// The items of a behaviour that acts on a list of items (gravity, collision, push, item
/// behaviours): UIKit's `addItem(_:)`, `removeItem(_:)` and `items`, shared.
struct DynamicItemList {
    /// The items, in the order added, each once.
    private(set) var items: [any UIDynamicItem]

    @MainActor init(_ items: [any UIDynamicItem]) {
        self.items = []
        for item in items { add(item) }
    }

    /// Adds `item` unless it is there already.
    @MainActor mutating func add(_ item: any UIDynamicItem) {
        guard !items.contains(where: { $0 === item }) else { return }
        items.append(item)
    }

    /// Removes `item`.
    @MainActor mutating func remove(_ item: any UIDynamicItem) {
        items.removeAll { $0 === item }
    }
}
