extension CompositionalLayout {
    /// Every element whose frame meets `bounds`, in report order (``LayoutAttributes/reportOrder(_:_:)``:
    /// cells, then supplementary views, then decoration views, each by index path and kind),
    /// computed one at a time from the sections' geometry and never gathered: memory does not
    /// grow with the number of items. A section's boundary items and backgrounds (item 0) are
    /// sorted with item 0's badge and separator; nothing else needs sorting.
    /// - Parameters:
    ///   - bounds: the rectangle elements must meet, in content coordinates.
    ///   - body: called with each element.
    func leftToRightForEachElement(within bounds: Rect, _ body: (LayoutAttributes) -> Void) {
        for s in geometry.indices {
            for item in 0..<geometry[s].itemCount {
                if let a = leftToRightItem(at: IndexPath(item: item, section: s)), a.frame.intersects(bounds) { body(a) }
            }
        }
        if geometry.isEmpty {
            for a in layoutBoundaryAttributes().sorted(by: LayoutAttributes.reportOrder) where a.frame.intersects(bounds) { body(a) }
        }
        for s in geometry.indices {
            let g = geometry[s]
            let boundaries = g.boundaries.map { boundaryAttributes($0, in: g, section: s) } + (s == 0 ? layoutBoundaryAttributes() : [])
            let perItem = g.supplementariesByCell.isEmpty ? 0 : g.itemCount
            emit(boundaries, items: perItem, within: bounds, body) { item in
                let n = g.template.count
                let o = groupOrigin(g, section: s, group: item / n)
                return g.supplementariesByCell[item % n].map { anchoredAttributes($0, section: s, item: item, groupOrigin: o) }
            }
        }
        for s in geometry.indices {
            let g = geometry[s]
            let decorations = g.decorations.map { d -> LayoutAttributes in
                var d = d
                d.indexPath.section = s
                return d
            }
            let perItem = g.list?.drawsSeparators == true ? g.itemCount : 0
            emit(decorations, items: perItem, within: bounds, body) { item in
                let cell = cellFrame(g, section: s, item: item)
                return [topSeparator(g, section: s, item: item, cell: cell), separator(g, section: s, item: item, cell: cell)].compactMap { $0 }
            }
        }
    }

    /// Emits a section's item-0 elements with item 0's own, sorted, then each further item's.
    private func emit(_ first: [LayoutAttributes], items: Int, within bounds: Rect, _ body: (LayoutAttributes) -> Void,
                      of item: (Int) -> [LayoutAttributes]) {
        var opening = first
        if items > 0 { opening += item(0) }
        for a in opening.sorted(by: LayoutAttributes.reportOrder) where a.frame.intersects(bounds) { body(a) }
        guard items > 1 else { return }
        for i in 1..<items {
            for a in item(i).sorted(by: LayoutAttributes.reportOrder) where a.frame.intersects(bounds) { body(a) }
        }
    }
}
