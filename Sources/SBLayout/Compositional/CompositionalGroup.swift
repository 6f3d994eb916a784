extension Compositional {
    /// A group of a compositional layout: items or nested groups placed side by side along one axis
    /// (NSCollectionLayoutGroup). A section repeats its group until it has placed all its items.
    ///
    /// Without ``count`` the subitems are repeated in order while the next one still fits in the
    /// group (horizontalGroupWithLayoutSize:subitems:); with ``count`` exactly that many copies of
    /// the single subitem divide the group's length, each `(length - spacing x (count - 1)) / count`
    /// long, whatever the subitem's own length along the axis says
    /// (horizontalGroupWithLayoutSize:repeatingSubitem:count:).
    ///
    /// A custom group (customGroupWithLayoutSize:itemProvider:) has ``customItems`` instead: one cell
    /// per custom item, in order, at the item's frame relative to the group's origin (the group's
    /// contentInsets do not move them), with the item's zIndex. Sections, orthogonal scrolling and
    /// boundary items treat it like any other group.
    package struct Group: Hashable, Sendable {
        /// The axis a group places its subitems along.
        package enum Axis: String, Hashable, Sendable, CaseIterable {
            /// Left to right (horizontalGroupWithLayoutSize:).
            case horizontal
            /// Top to bottom (verticalGroupWithLayoutSize:).
            case vertical
        }

        /// A member of a group: an item or a nested group.
        package indirect enum Subitem: Hashable, Sendable {
            /// An item: one cell.
            case item(Item)
            /// A nested group, laid out inside its slot.
            case group(Group)

            /// The subitem's size.
            package var layoutSize: LayoutSize {
                switch self {
                case .item(let i): i.layoutSize
                case .group(let g): g.layoutSize
                }
            }

            /// The subitem's edge spacing.
            package var edgeSpacing: EdgeSpacing? {
                switch self {
                case .item(let i): i.edgeSpacing
                case .group(let g): g.edgeSpacing
                }
            }
        }

        /// The axis the subitems run along.
        package var axis: Axis
        /// The group's size, resolved against the section's content area (a top-level group) or the
        /// enclosing group (a nested one).
        package var layoutSize: LayoutSize
        /// The items and nested groups, in order.
        package var subitems: [Subitem]
        /// Exactly this many copies of the single subitem, or nil to repeat the subitems while they fit.
        package var count: Int?
        /// The space between neighbouring subitems (interItemSpacing); nil for none.
        package var interItemSpacing: Spacing?
        /// Insets the area the subitems are placed in and resolve their fractions against
        /// (contentInsets).
        package var contentInsets: DirectionalEdgeInsets = .zero
        /// Space around the group when it is nested in another group (edgeSpacing).
        package var edgeSpacing: EdgeSpacing?
        /// A custom group's cells, in order, or nil for a horizontal or vertical group. When set, the
        /// group places these instead of ``subitems`` and ignores ``axis``, ``count`` and
        /// ``interItemSpacing``.
        package var customItems: [CustomItem]?
        /// Views anchored to the group's frame (supplementaryItems), with the index path of the
        /// group's first cell.
        package var supplementaryItems: [SupplementaryItem] = []

        /// A group of `subitems` repeated while they fit (horizontalGroupWithLayoutSize:subitems: and
        /// verticalGroupWithLayoutSize:subitems:).
        package init(axis: Axis, layoutSize: LayoutSize, subitems: [Subitem]) {
            self.axis = axis
            self.layoutSize = layoutSize
            self.subitems = subitems
        }

        /// A group of exactly `count` copies of `subitem`
        /// (horizontalGroupWithLayoutSize:repeatingSubitem:count:).
        package init(axis: Axis, layoutSize: LayoutSize, repeatingSubitem subitem: Subitem, count: Int) {
            self.init(axis: axis, layoutSize: layoutSize, subitems: [subitem])
            self.count = count
        }

        /// A custom group of this size placing `items`, one cell each, at their frames relative to
        /// the group's origin (customGroupWithLayoutSize:itemProvider:, with the provider's answer).
        package static func custom(layoutSize: LayoutSize, items: [CustomItem]) -> Group {
            var group = Group(axis: .horizontal, layoutSize: layoutSize, subitems: [])
            group.customItems = items
            return group
        }

        /// A horizontal group of items repeated while they fit (horizontalGroupWithLayoutSize:subitems:).
        package static func horizontal(layoutSize: LayoutSize, subitems: [Item]) -> Group {
            Group(axis: .horizontal, layoutSize: layoutSize, subitems: subitems.map { .item($0) })
        }

        /// A vertical group of items repeated while they fit (verticalGroupWithLayoutSize:subitems:).
        package static func vertical(layoutSize: LayoutSize, subitems: [Item]) -> Group {
            Group(axis: .vertical, layoutSize: layoutSize, subitems: subitems.map { .item($0) })
        }

        /// The most cells one group may place (nested groups included); a group that would place
        /// more is refused by ``CompositionalSpec/validate(viewport:)``.
        package static let maximumItemsPerGroup = 10_000
    }
}

/// Places a group's cells: the frames of its leaf items, in order, inset by their contentInsets
/// (``Compositional/Item/effectiveContentInsets``).
struct GroupSolver {
    /// Frames of a group of `size` at `origin`, appended to `out`; false when the group would
    /// place more than ``Compositional/Group/maximumItemsPerGroup`` cells (the frames stop there).
    static func solve(_ group: Compositional.Group, origin: Point, size: Size, into out: inout [Rect]) -> Bool {
        var zIndices: [Int] = []
        return solve(group, origin: origin, size: size, into: &out, zIndices: &zIndices)
    }

    /// ``solve(_:origin:size:into:)``, also appending each cell's zIndex to `zIndices` (a custom
    /// item's own, 0 for any other item).
    static func solve(_ group: Compositional.Group, origin: Point, size: Size, into out: inout [Rect], zIndices: inout [Int]) -> Bool {
        if let custom = group.customItems {
            for item in custom {
                guard out.count < Compositional.Group.maximumItemsPerGroup else { return false }
                out.append(item.frame.offsetBy(dx: origin.x, dy: origin.y))
                zIndices.append(item.zIndex)
            }
            return true
        }
        let inner = group.contentInsets.inset(Rect(origin: origin, size: size))
        for (subitem, slot) in place(group, in: inner.size) {
            let frame = slot.offsetBy(dx: inner.minX, dy: inner.minY)
            switch subitem {
            case .item(let item):
                guard out.count < Compositional.Group.maximumItemsPerGroup else { return false }
                out.append(item.effectiveContentInsets.inset(frame))
                zIndices.append(0)
            case .group(let nested):
                guard solve(nested, origin: frame.origin, size: frame.size, into: &out, zIndices: &zIndices) else { return false }
            }
        }
        return true
    }

    /// The size a group of `proposed` points takes: UIKit sizes an estimated dimension to the
    /// group's content, so along such a dimension the group is as long as the subitems it places
    /// (plus its contentInsets); an `.estimated(100)` tall group of `.absolute(50)` items is 50
    /// tall. Dimensions that are not estimated keep their proposed length; a group that places
    /// nothing keeps its estimate. A custom group is as long as its custom items reach from its
    /// origin.
    static func fittedSize(_ group: Compositional.Group, proposed: Size) -> Size {
        let estimatesWidth = group.layoutSize.widthDimension.isEstimated
        let estimatesHeight = group.layoutSize.heightDimension.isEstimated
        guard estimatesWidth || estimatesHeight else { return proposed }
        let custom = group.customItems?.map(\.frame)
        let slots = custom ?? place(group, in: group.contentInsets.inset(proposed)).map(\.slot)
        guard !slots.isEmpty else { return proposed }
        var size = proposed
        let insets = custom == nil ? group.contentInsets : .zero
        if estimatesWidth { size.width = (slots.map(\.maxX).max() ?? 0) + insets.leading + insets.trailing }
        if estimatesHeight { size.height = (slots.map(\.maxY).max() ?? 0) + insets.top + insets.bottom }
        return size
    }

    /// The size of `subitem` in a group whose subitems resolve against `container`: its layout
    /// size, fitted to its content when it is a group with an estimated dimension.
    private static func size(of subitem: Compositional.Group.Subitem, in container: Size) -> Size {
        let resolved = subitem.layoutSize.resolve(in: container)
        if case .group(let nested) = subitem { return fittedSize(nested, proposed: resolved) }
        return resolved
    }

    /// The subitems' slots in a group whose inner area (its size less its contentInsets) is
    /// `inner`, relative to that area's origin, before item contentInsets. `sizeOf`, when given,
    /// sizes each slot in place of the subitem's layout size (self-sizing: it is called once per
    /// slot tried, in order, with the subitem and `inner`).
    static func place(_ group: Compositional.Group, in inner: Size,
                      sizeOf: ((Compositional.Group.Subitem, Size) -> Size)? = nil) -> [(subitem: Compositional.Group.Subitem, slot: Rect)] {
        let horizontal = group.axis == .horizontal
        func along(_ s: Size) -> Double { horizontal ? s.width : s.height }
        func across(_ s: Size) -> Double { horizontal ? s.height : s.width }
        let innerLength = along(inner), innerCross = across(inner)
        let spacing = group.interItemSpacing?.spacing ?? 0

        struct Slot {
            var subitem: Compositional.Group.Subitem
            var size: Size
            var position: Double
            var flexibleLead: Bool
            var flexibleTrail: Bool
        }
        var slots: [Slot] = []
        if let count = group.count {
            guard let subitem = group.subitems.first, count > 0 else { return [] }
            let length = (innerLength - spacing * Double(count - 1)) / Double(count)
            guard length > 0 else { return [] }
            var s = size(of: subitem, in: inner)
            for i in 0..<min(count, Compositional.Group.maximumItemsPerGroup + 1) {
                if let sizeOf { s = sizeOf(subitem, inner) }
                if horizontal { s.width = length } else { s.height = length }
                slots.append(Slot(subitem: subitem, size: s, position: Double(i) * (length + spacing), flexibleLead: false, flexibleTrail: false))
            }
        } else if !group.subitems.isEmpty {
            var cursor = 0.0
            var k = 0
            while slots.count <= Compositional.Group.maximumItemsPerGroup {
                let subitem = group.subitems[k % group.subitems.count]
                let s = sizeOf?(subitem, inner) ?? size(of: subitem, in: inner)
                let e = subitem.edgeSpacing
                let lead = horizontal ? e?.leading : e?.top
                let trail = horizontal ? e?.trailing : e?.bottom
                let gap = slots.isEmpty ? 0 : spacing
                let need = gap + (lead?.spacing ?? 0) + along(s) + (trail?.spacing ?? 0)
                guard along(s) > 0, cursor + need <= innerLength + 1e-9 else { break }
                slots.append(Slot(subitem: subitem, size: s, position: cursor + gap + (lead?.spacing ?? 0),
                                  flexibleLead: lead?.isFlexible ?? false, flexibleTrail: trail?.isFlexible ?? false))
                cursor += need
                k += 1
            }
            // Flexible spacings share what is left of the group's length equally.
            let flexibleGaps = group.interItemSpacing?.isFlexible == true ? slots.count - 1 : 0
            let flexibleEdges = slots.reduce(0) { $0 + ($1.flexibleLead ? 1 : 0) + ($1.flexibleTrail ? 1 : 0) }
            let leftover = innerLength - cursor
            if leftover > 0, flexibleGaps + flexibleEdges > 0 {
                let share = leftover / Double(flexibleGaps + flexibleEdges)
                var shift = 0.0
                for i in slots.indices {
                    if i > 0 && flexibleGaps > 0 { shift += share }
                    if slots[i].flexibleLead { shift += share }
                    slots[i].position += shift
                    if slots[i].flexibleTrail { shift += share }
                }
            }
        }
        return slots.map { slot in
            let e = slot.subitem.edgeSpacing
            let top = horizontal ? e?.top : e?.leading
            let bottom = horizontal ? e?.bottom : e?.trailing
            let room = innerCross - across(slot.size)
            var crossPosition = top?.spacing ?? 0
            if top?.isFlexible == true && bottom?.isFlexible == true {
                crossPosition = max(crossPosition, room / 2)
            } else if top?.isFlexible == true {
                crossPosition = max(crossPosition, room - (bottom?.spacing ?? 0))
            }
            let frame = horizontal
                ? Rect(x: slot.position, y: crossPosition, width: slot.size.width, height: slot.size.height)
                : Rect(x: crossPosition, y: slot.position, width: slot.size.width, height: slot.size.height)
            return (slot.subitem, frame)
        }
    }
}
