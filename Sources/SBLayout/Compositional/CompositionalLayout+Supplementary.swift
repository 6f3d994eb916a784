extension CompositionalLayout {
    /// A section's supplementary items anchored to items and groups, by template cell; empty when
    /// the group has none (the common case costs nothing per item).
    func templateSupplementaries(_ group: Compositional.Group, size: Size, cells: Int) -> [[TemplateSupplementary]] {
        guard cells > 0, group.hasSupplementaryItems else { return [] }
        var placed: [TemplateSupplementary] = []
        var cell = 0
        GroupSolver.supplementaries(group, origin: .zero, size: size, cell: &cell, into: &placed)
        var byCell = Array(repeating: [TemplateSupplementary](), count: cells)
        for p in placed where p.cell < cells { byCell[p.cell].append(p) }
        return byCell
    }

    /// The attributes of a supplementary item anchored to item `item` of `section` (or to the
    /// group that item opens): its kind, the item's index path and identity, its zIndex.
    func anchoredAttributes(_ s: TemplateSupplementary, section: Int, item: Int, groupOrigin o: Point) -> LayoutAttributes {
        let indexPath = IndexPath(item: item, section: section)
        var a = LayoutAttributes(category: .supplementaryView(kind: s.item.elementKind), indexPath: indexPath,
                                 frame: s.frame.offsetBy(dx: o.x, dy: o.y))
        a.zIndex = s.item.zIndex
        a.identity = content.identity(at: indexPath)
        a.isAnchoredToItem = true
        return a
    }

    /// Appends the supplementary items of one cell that intersect `rect`.
    func appendSupplementaries(_ list: [TemplateSupplementary], section: Int, item: Int, groupOrigin o: Point, in rect: Rect, to result: inout [LayoutAttributes]) {
        for s in list {
            let a = anchoredAttributes(s, section: section, item: item, groupOrigin: o)
            if a.frame.intersects(rect) { result.append(a) }
        }
    }

    /// The supplementary item of `kind` anchored to the item at `indexPath` (or to the group that
    /// item opens), or nil.
    func anchoredSupplementary(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.section >= 0, indexPath.section < geometry.count else { return nil }
        let g = geometry[indexPath.section]
        guard !g.supplementariesByCell.isEmpty, indexPath.item >= 0, indexPath.item < g.itemCount else { return nil }
        let n = g.template.count
        guard let s = g.supplementariesByCell[indexPath.item % n].first(where: { $0.item.elementKind == kind }) else { return nil }
        let o = groupOrigin(g, section: indexPath.section, group: indexPath.item / n)
        return anchoredAttributes(s, section: indexPath.section, item: indexPath.item, groupOrigin: o)
    }
}
