import SBLayout

/// A group in a scene: `{"axis": "horizontal", "size": SIZE, "items": [ITEM, ...], "count": N,
/// "interItemSpacing": SPACING, "contentInsets": INSETS, "edgeSpacing": EDGES, "supplementaryItems": [...]}`
/// (NSCollectionLayoutGroup). `axis`, `size` and `items` are required (UIKit has no defaults for
/// them); `count` (null or absent: repeat the items while they fit) needs exactly one item.
extension Compositional.Group: SceneDecodable {
    enum SceneKeys: String, CodingKey, CaseIterable { case axis, size, items, count, interItemSpacing, contentInsets, edgeSpacing, supplementaryItems }

    init(scene decoder: any Decoder) throws {
        let depth = decoder.codingPath.filter { $0.stringValue == "group" }.count
        guard depth <= CompositionalSpec.maximumDepth else {
            throw SceneError(path: CompositionalDecoding.path(decoder), "groups nest more than \(CompositionalSpec.maximumDepth) deep")
        }
        let c = try CompositionalDecoding.object(decoder, keyedBy: SceneKeys.self, expected: "a group object such as {\"axis\": \"horizontal\", \"size\": {...}, \"items\": [...]}")
        guard let axis: Axis = try CompositionalDecoding.choice(c, .axis, decoder) else {
            throw SceneError(path: CompositionalDecoding.path(decoder, SceneKeys.axis), "is missing; a group is \"horizontal\" or \"vertical\"")
        }
        let size = try c.scene(Compositional.LayoutSize.self, forKey: .size)
        let items = try c.sceneList(Subitem.self, forKey: .items)
        guard !items.isEmpty else { throw SceneError(path: CompositionalDecoding.path(decoder, SceneKeys.items), "must list at least one item") }
        self.init(axis: axis, layoutSize: size, subitems: items)
        if let count = try c.wholeNumber(.count, expected: "a whole number of items from 1 to \(Self.maximumItemsPerGroup)") {
            guard count >= 1, count <= Self.maximumItemsPerGroup else {
                throw SceneError(path: CompositionalDecoding.path(decoder, SceneKeys.count), "expected 1 to \(Self.maximumItemsPerGroup), got \(count)")
            }
            guard items.count == 1 else {
                throw SceneError(path: CompositionalDecoding.path(decoder, SceneKeys.count), "repeats exactly one item (repeatingSubitem:count:), but items lists \(items.count)")
            }
            self.count = count
        }
        interItemSpacing = try c.sceneIfPresent(Compositional.Spacing.self, forKey: .interItemSpacing)
        contentInsets = try c.sceneIfPresent(DirectionalEdgeInsets.self, forKey: .contentInsets) ?? .zero
        edgeSpacing = try c.sceneIfPresent(Compositional.EdgeSpacing.self, forKey: .edgeSpacing)
        supplementaryItems = try c.sceneListIfPresent(Compositional.SupplementaryItem.self, forKey: .supplementaryItems) ?? []
    }
}

/// An item of a group in a scene: `{"size": SIZE, "contentInsets": INSETS, "edgeSpacing": EDGES,
/// "supplementaryItems": [SUPPLEMENTARY, ...]}`
/// (NSCollectionLayoutItem), or a nested group `{"group": GROUP}`.
extension Compositional.Group.Subitem: SceneDecodable {
    enum SceneKeys: String, CodingKey, CaseIterable { case size, contentInsets, edgeSpacing, supplementaryItems, group }

    init(scene decoder: any Decoder) throws {
        let c = try CompositionalDecoding.object(decoder, keyedBy: SceneKeys.self, expected: "an item {\"size\": {...}} or a nested group {\"group\": {...}}")
        if c.contains(.group) {
            if let other = [SceneKeys.size, .contentInsets, .edgeSpacing, .supplementaryItems].first(where: { c.contains($0) }) {
                throw SceneError(path: CompositionalDecoding.path(decoder, other), "belongs inside \"group\" for a nested group")
            }
            self = .group(try c.scene(Compositional.Group.self, forKey: .group))
            return
        }
        var item = Compositional.Item(layoutSize: try c.scene(Compositional.LayoutSize.self, forKey: .size))
        item.contentInsets = try c.sceneIfPresent(DirectionalEdgeInsets.self, forKey: .contentInsets) ?? .zero
        item.edgeSpacing = try c.sceneIfPresent(Compositional.EdgeSpacing.self, forKey: .edgeSpacing)
        item.supplementaryItems = try c.sceneListIfPresent(Compositional.SupplementaryItem.self, forKey: .supplementaryItems) ?? []
        self = .item(item)
    }
}
