/// Places a group's cells as ``GroupSolver`` does, with some leaf items sized to their content
/// (self-sizing): leaf `i` (counted from a cursor, in the order cells are placed, nested groups
/// included) takes its measured size along its estimated dimensions, and groups with an estimated
/// dimension fit what they then place. With no measured size it gives ``GroupSolver``'s frames.
struct MeasuredGroupSolver {
    /// Which of a leaf's dimensions are estimated (the ones a measured size replaces).
    struct EstimatedAxes: Hashable, Sendable {
        var width: Bool
        var height: Bool
        static let none = EstimatedAxes(width: false, height: false)
    }

    /// Leaf `i`'s measured size, or nil for its layout size.
    let measured: (Int) -> Size?

    /// The size of `group` proposed `proposed` points, with its leaves counted from `cursor`, and
    /// how many leaves it places (``GroupSolver/fittedSize(_:proposed:)`` with measured sizes).
    func fit(_ group: Compositional.Group, proposed: Size, cursor: Int) -> (size: Size, leaves: Int) {
        if let custom = group.customItems { return (GroupSolver.fittedSize(group, proposed: proposed), custom.count) }
        var inner = group.contentInsets.inset(proposed)
        let horizontal = group.axis == .horizontal
        if group.count == nil, let first = group.subitems.first,
           (horizontal ? group.layoutSize.widthDimension : group.layoutSize.heightDimension).isEstimated {
            // A group estimated along its axis holds at least its first cell, however long the
            // cell measured (a cell wider than the estimate widens the group instead of leaving it empty).
            var c = cursor
            let s = slotSize(first, in: inner, cursor: &c)
            if horizontal { inner.width = max(inner.width, s.width) } else { inner.height = max(inner.height, s.height) }
        }
        var c = cursor
        var starts: [Int] = []
        let slots = GroupSolver.place(group, in: inner) { subitem, container in
            starts.append(c)
            return slotSize(subitem, in: container, cursor: &c)
        }
        // The slots placed are the first ones tried; a last one tried may not have fitted.
        let end = slots.count < starts.count ? starts[slots.count] : c
        var size = proposed
        if !slots.isEmpty {
            let insets = group.contentInsets
            if group.layoutSize.widthDimension.isEstimated {
                size.width = (slots.map(\.slot.maxX).max() ?? 0) + insets.leading + insets.trailing
            }
            if group.layoutSize.heightDimension.isEstimated {
                size.height = (slots.map(\.slot.maxY).max() ?? 0) + insets.top + insets.bottom
            }
        }
        return (size, end - cursor)
    }

    /// Appends the cells of `group`, of `size` at `origin`, to `frames` (inset by their effective
    /// contentInsets) and their estimated dimensions to `axes`, advancing `cursor` past its leaves.
    func solve(_ group: Compositional.Group, origin: Point, size: Size, cursor: inout Int,
               frames: inout [Rect], axes: inout [EstimatedAxes]) {
        if let custom = group.customItems {
            for item in custom {
                frames.append(item.frame.offsetBy(dx: origin.x, dy: origin.y))
                axes.append(.none)
            }
            cursor += custom.count
            return
        }
        let inner = group.contentInsets.inset(Rect(origin: origin, size: size))
        var c = cursor
        let slots = GroupSolver.place(group, in: inner.size) { subitem, container in
            slotSize(subitem, in: container, cursor: &c)
        }
        for (subitem, slot) in slots {
            let frame = slot.offsetBy(dx: inner.minX, dy: inner.minY)
            switch subitem {
            case .item(let item):
                frames.append(item.effectiveContentInsets.inset(frame))
                axes.append(EstimatedAxes(width: item.layoutSize.widthDimension.isEstimated, height: item.layoutSize.heightDimension.isEstimated))
                cursor += 1
            case .group(let nested):
                solve(nested, origin: frame.origin, size: frame.size, cursor: &cursor, frames: &frames, axes: &axes)
            }
        }
    }

    /// A subitem's slot: an item's layout size with its measured length along its estimated
    /// dimensions; a nested group fitted to what it places. Advances `cursor` past its leaves.
    private func slotSize(_ subitem: Compositional.Group.Subitem, in container: Size, cursor: inout Int) -> Size {
        var size = subitem.layoutSize.resolve(in: container)
        switch subitem {
        case .item(let item):
            if let m = measured(cursor) {
                if item.layoutSize.widthDimension.isEstimated { size.width = m.width }
                if item.layoutSize.heightDimension.isEstimated { size.height = m.height }
            }
            cursor += 1
            return size
        case .group(let nested):
            let fitted = fit(nested, proposed: size, cursor: cursor)
            cursor += fitted.leaves
            return fitted.size
        }
    }
}
