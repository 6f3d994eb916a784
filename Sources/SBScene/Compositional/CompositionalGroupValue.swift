import SBLayout

/// A group in a scene: `{"axis": "horizontal", "size": SIZE, "items": [ITEM, ...], "count": N,
/// "interItemSpacing": SPACING, "contentInsets": INSETS, "edgeSpacing": EDGES, "supplementaryItems": [...]}`
/// (NSCollectionLayoutGroup). `axis`, `size` and `items` are required (UIKit has no defaults for
/// them); `count` (null or absent: repeat the items while they fit) needs exactly one item.
public struct GroupValue: Decodable, Hashable, Sendable {
    /// The group.
    public var group: Compositional.Group
    enum CodingKeys: String, CodingKey, CaseIterable { case axis, size, items, count, interItemSpacing, contentInsets, edgeSpacing, supplementaryItems }

    /// Decodes the value.
    /// - Throws: ``SceneError`` naming the JSON path.
    public init(from decoder: any Decoder) throws {
        let depth = decoder.codingPath.filter { $0.stringValue == "group" }.count
        guard depth <= CompositionalSpec.maximumDepth else {
            throw SceneError(path: CompositionalDecoding.path(decoder), "groups nest more than \(CompositionalSpec.maximumDepth) deep")
        }
        let c = try CompositionalDecoding.object(decoder, keyedBy: CodingKeys.self, expected: "a group object such as {\"axis\": \"horizontal\", \"size\": {...}, \"items\": [...]}")
        guard let axis: Compositional.Group.Axis = try CompositionalDecoding.choice(c, .axis, decoder) else {
            throw SceneError(path: CompositionalDecoding.path(decoder, CodingKeys.axis), "is missing; a group is \"horizontal\" or \"vertical\"")
        }
        let size = try c.decode(LayoutSizeValue.self, forKey: .size).size
        let items = try c.decode([ItemValue].self, forKey: .items).map(\.subitem)
        guard !items.isEmpty else { throw SceneError(path: CompositionalDecoding.path(decoder, CodingKeys.items), "must list at least one item") }
        group = Compositional.Group(axis: axis, layoutSize: size, subitems: items)
        if let count = try c.wholeNumber(.count, expected: "a whole number of items from 1 to \(Compositional.Group.maximumItemsPerGroup)") {
            guard count >= 1, count <= Compositional.Group.maximumItemsPerGroup else {
                throw SceneError(path: CompositionalDecoding.path(decoder, CodingKeys.count), "expected 1 to \(Compositional.Group.maximumItemsPerGroup), got \(count)")
            }
            guard items.count == 1 else {
                throw SceneError(path: CompositionalDecoding.path(decoder, CodingKeys.count), "repeats exactly one item (repeatingSubitem:count:), but items lists \(items.count)")
            }
            group.count = count
        }
        group.interItemSpacing = try c.decodeIfPresent(SpacingValue.self, forKey: .interItemSpacing)?.spacing
        group.contentInsets = try c.decodeIfPresent(DirectionalInsetsValue.self, forKey: .contentInsets)?.insets ?? .zero
        group.edgeSpacing = try c.decodeIfPresent(EdgeSpacingValue.self, forKey: .edgeSpacing)?.edgeSpacing
        group.supplementaryItems = try c.decodeIfPresent([SupplementaryItemValue].self, forKey: .supplementaryItems)?.map(\.item) ?? []
    }
}

/// An item of a group in a scene: `{"size": SIZE, "contentInsets": INSETS, "edgeSpacing": EDGES,
/// "supplementaryItems": [SUPPLEMENTARY, ...]}`
/// (NSCollectionLayoutItem), or a nested group `{"group": GROUP}`.
public struct ItemValue: Decodable, Hashable, Sendable {
    /// The item or nested group.
    public var subitem: Compositional.Group.Subitem
    enum CodingKeys: String, CodingKey, CaseIterable { case size, contentInsets, edgeSpacing, supplementaryItems, group }

    /// Decodes the value.
    /// - Throws: ``SceneError`` naming the JSON path.
    public init(from decoder: any Decoder) throws {
        let c = try CompositionalDecoding.object(decoder, keyedBy: CodingKeys.self, expected: "an item {\"size\": {...}} or a nested group {\"group\": {...}}")
        if c.contains(.group) {
            if let other = [CodingKeys.size, .contentInsets, .edgeSpacing, .supplementaryItems].first(where: { c.contains($0) }) {
                throw SceneError(path: CompositionalDecoding.path(decoder, other), "belongs inside \"group\" for a nested group")
            }
            subitem = .group(try c.decode(GroupValue.self, forKey: .group).group)
            return
        }
        var item = Compositional.Item(layoutSize: try c.decode(LayoutSizeValue.self, forKey: .size).size)
        item.contentInsets = try c.decodeIfPresent(DirectionalInsetsValue.self, forKey: .contentInsets)?.insets ?? .zero
        item.edgeSpacing = try c.decodeIfPresent(EdgeSpacingValue.self, forKey: .edgeSpacing)?.edgeSpacing
        item.supplementaryItems = try c.decodeIfPresent([SupplementaryItemValue].self, forKey: .supplementaryItems)?.map(\.item) ?? []
        subitem = .item(item)
    }
}
