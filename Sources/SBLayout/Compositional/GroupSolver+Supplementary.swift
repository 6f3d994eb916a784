/// A supplementary item placed in a section's group template: its frame relative to the group's
/// origin and the template cell whose index path (and life) it shares.
struct TemplateSupplementary: Hashable, Sendable {
    var item: Compositional.SupplementaryItem
    var frame: Rect
    /// The index of the template cell it belongs to: its item's, or its group's first cell's.
    var cell: Int
}

extension Compositional.Group {
    /// Whether the group, its items or its nested groups have supplementary items.
    var hasSupplementaryItems: Bool {
        if !supplementaryItems.isEmpty { return true }
        return subitems.contains { subitem in
            switch subitem {
            case .item(let item): !item.supplementaryItems.isEmpty
            case .group(let nested): nested.hasSupplementaryItems
            }
        }
    }
}

extension GroupSolver {
    /// The supplementary items of a group of `size` at `origin` and of everything in it, each
    /// anchored to its container: an item's to the cell's frame (after the item's contentInsets),
    /// a group's to the group's frame. Cells are counted in the order ``solve(_:origin:size:into:)``
    /// places them; `cell` is the index of the group's first cell and comes back past its last.
    /// A group that places no cell has no index path to give its own supplementary items, so
    /// they are left out.
    static func supplementaries(_ group: Compositional.Group, origin: Point, size: Size, cell: inout Int, into out: inout [TemplateSupplementary]) {
        let first = cell
        let frame = Rect(origin: origin, size: size)
        if let custom = group.customItems {
            cell += custom.count
        } else {
            let inner = group.contentInsets.inset(frame)
            for (subitem, slot) in place(group, in: inner.size) {
                let placed = slot.offsetBy(dx: inner.minX, dy: inner.minY)
                switch subitem {
                case .item(let item):
                    let cellFrame = item.effectiveContentInsets.inset(placed)
                    for s in item.supplementaryItems {
                        out.append(TemplateSupplementary(item: s, frame: s.frame(in: cellFrame), cell: cell))
                    }
                    cell += 1
                case .group(let nested):
                    supplementaries(nested, origin: placed.origin, size: placed.size, cell: &cell, into: &out)
                }
            }
        }
        guard cell > first else { return }
        for s in group.supplementaryItems {
            out.append(TemplateSupplementary(item: s, frame: s.frame(in: frame), cell: first))
        }
    }
}
