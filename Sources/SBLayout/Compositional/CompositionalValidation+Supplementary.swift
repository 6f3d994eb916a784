extension CompositionalSpec {
    /// A section's supplementary items anchored to items and groups (badges): sizes and offsets
    /// in range, and kinds that name one view per index path: an item's kinds distinct, a group's
    /// distinct from those of everything in it (the group's views take its first cell's index
    /// path), and none shared with the section's boundary items (UIKit finds a supplementary view
    /// by its kind and index path).
    static func supplementaryItems(of section: Compositional.Section, _ at: String) throws(CompositionalLayoutError) {
        guard section.group.hasSupplementaryItems else { return }
        let boundaryKinds = Set(section.boundarySupplementaryItems.map(\.elementKind))
        let path = section.listConfiguration == nil ? "\(at).group" : "\(at).list"
        _ = try supplementaryItems(of: section.group, path, boundaryKinds: boundaryKinds)
    }

    /// Checks a group's supplementary items and those of its members; returns every kind used
    /// in the group.
    private static func supplementaryItems(of group: Compositional.Group, _ path: String, boundaryKinds: Set<String>) throws(CompositionalLayoutError) -> Set<String> {
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
    private static func supplementaryItems(_ items: [Compositional.SupplementaryItem], _ path: String, taken: Set<String>) throws(CompositionalLayoutError) -> Set<String> {
        var kinds = Set<String>()
        for (j, s) in items.enumerated() {
            let sp = "\(path).supplementaryItems[\(j)]"
            guard !s.elementKind.isEmpty else { throw CompositionalLayoutError(path: "\(sp).kind", "must name the view's kind, such as \"badge\"") }
            try dimensions(s.layoutSize, "\(sp).size")
            try offset(of: s.containerAnchor, "\(sp).anchor")
            if let itemAnchor = s.itemAnchor { try offset(of: itemAnchor, "\(sp).itemAnchor") }
            if taken.contains(s.elementKind) || kinds.contains(s.elementKind) {
                throw CompositionalLayoutError(path: "\(sp).kind", "repeats the kind \"\(s.elementKind)\" at the same index path (an item's own views, its group's, the section's boundary items); UIKit finds a supplementary view by kind and index path, so give each a kind of its own")
            }
            kinds.insert(s.elementKind)
        }
        return kinds
    }

    /// An anchor's offset: finite and in range (fractions of the view's size, or points).
    private static func offset(of anchor: Compositional.Anchor, _ path: String) throws(CompositionalLayoutError) {
        let o = anchor.offset
        let limit = anchor.isFractionalOffset ? maximumFraction : maximumLength
        guard o.x.isFinite, o.y.isFinite, abs(o.x) <= limit, abs(o.y) <= limit else {
            throw CompositionalLayoutError(path: path, "offset must be within ±\(Int(limit))\(anchor.isFractionalOffset ? "" : " points"), got [\(o.x), \(o.y)]")
        }
    }
}

extension CompositionalSpec {
    /// The layout-wide boundary items (configuration.boundarySupplementaryItems): as a section's
    /// (sizes, offsets, an edge for pinned ones, distinct kinds, one extending item per edge), and
    /// kinds distinct from the first section's views, whose index path (0, 0) they share.
    func layoutBoundaryItems() throws(CompositionalLayoutError) {
        let items = configuration.boundarySupplementaryItems
        guard !items.isEmpty else { return }
        let at = "boundaryItems"
        for (j, b) in items.enumerated() {
            let bp = "\(at)[\(j)]"
            try Self.dimensions(b.layoutSize, "\(bp).size")
            try Self.length(abs(b.offset.x), "\(bp).offset")
            try Self.length(abs(b.offset.y), "\(bp).offset")
            if b.alignment == .none { throw CompositionalLayoutError(path: "\(bp).alignment", "must name an edge or corner, not none") }
            if b.pinToVisibleBounds && b.alignment.scrollEdge(configuration.scrollDirection) == 0 {
                throw CompositionalLayoutError(path: "\(bp).pinToVisibleBounds", "needs an alignment on an edge across the scroll direction (top or bottom when scrolling vertically)")
            }
        }
        // Kinds and edges among themselves, as a section's.
        do {
            try Self.boundaryItems(items, "layout", configuration.scrollDirection)
        } catch {
            throw CompositionalLayoutError(path: String(error.path.dropFirst("layout.".count)), error.message)
        }
        guard let first = sections.first else { return }
        var taken = Set(first.boundarySupplementaryItems.map(\.elementKind))
        if first.listConfiguration?.headerMode == .supplementary { taken.insert(ElementKind.sectionHeader) }
        if first.listConfiguration?.footerMode == .supplementary { taken.insert(ElementKind.sectionFooter) }
        for (j, b) in items.enumerated() where taken.contains(b.elementKind) {
            throw CompositionalLayoutError(path: "\(at)[\(j)].kind", "repeats the kind \"\(b.elementKind)\" of a view of the first section; layout-wide items share its index path (0, 0) here, so give them kinds of their own")
        }
    }
}
