extension CompositionalSpec {
    /// A section's supplementary items anchored to items and groups (badges): sizes and offsets
    /// in range, and kinds that name one view per index path: an item's kinds distinct, a group's
    /// distinct from those of everything in it (the group's views take its first cell's index
    /// path), and none shared with the section's boundary items (UIKit finds a supplementary view
    /// by its kind and index path).
    static func supplementaryItems(of section: NSCollectionLayoutSection, _ at: String) throws(CompositionalLayoutError) {
        guard section.group.hasSupplementaryItems else { return }
        let boundaryKinds = Set(section.boundarySupplementaryItems.map(\.elementKind))
        let path = section.listConfiguration == nil ? "\(at).group" : "\(at).list"
        _ = try supplementaryItems(of: section.group, path, boundaryKinds: boundaryKinds)
    }

    /// Checks a group's supplementary items and those of its members; returns every kind used
    /// in the group.
    private static func supplementaryItems(of group: NSCollectionLayoutGroup, _ path: String, boundaryKinds: Set<String>) throws(CompositionalLayoutError) -> Set<String> {
        var inside = Set<String>()
        for (i, sub) in group.subitems.enumerated() {
            switch sub {
            case .item(let item):
                inside.formUnion(try supplementaryItems(item.supplementaryItems, "\(path).items[\(i)]", taken: boundaryKinds))
            case .group(let nested):
                inside.formUnion(try supplementaryItems(of: nested, "\(path).items[\(i)].group", boundaryKinds: boundaryKinds))
            }
        }
        return inside.union(try supplementaryItems(group.supplementaryItems, path, taken: boundaryKinds.union(inside)))
    }

    /// One item's or group's list: each in range, each kind new to the list and not in `taken`.
    private static func supplementaryItems(_ items: [NSCollectionLayoutSupplementaryItem], _ path: String, taken: Set<String>) throws(CompositionalLayoutError) -> Set<String> {
        var kinds = Set<String>()
        for (j, s) in items.enumerated() {
            let sp = "\(path).supplementaryItems[\(j)]"
            guard !s.elementKind.isEmpty else { throw CompositionalLayoutError(path: "\(sp).kind", "must name the view's kind, such as \"badge\"") }
            try dimensions(s.layoutSize, "\(sp).size")
            let o = s.containerAnchor.offset
            let limit = s.containerAnchor.isFractionalOffset ? maximumFraction : maximumLength
            guard o.x.isFinite, o.y.isFinite, abs(o.x) <= limit, abs(o.y) <= limit else {
                throw CompositionalLayoutError(path: "\(sp).anchor", "offset must be within ±\(Int(limit))\(s.containerAnchor.isFractionalOffset ? "" : " points"), got [\(o.x), \(o.y)]")
            }
            if taken.contains(s.elementKind) || kinds.contains(s.elementKind) {
                throw CompositionalLayoutError(path: "\(sp).kind", "repeats the kind \"\(s.elementKind)\" at the same index path (an item's own views, its group's, the section's boundary items); UIKit finds a supplementary view by kind and index path, so give each a kind of its own")
            }
            kinds.insert(s.elementKind)
        }
        return kinds
    }
}
