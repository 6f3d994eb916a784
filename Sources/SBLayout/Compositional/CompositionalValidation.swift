extension CompositionalSpec {
    /// The longest length or offset a definition may give, in points.
    package static let maximumLength = 1_000_000.0
    /// The largest fraction a fractional dimension may give.
    package static let maximumFraction = 1000.0
    /// The deepest nesting of groups.
    package static let maximumDepth = 16
    /// The most section definitions.
    package static let maximumSections = 10_000

    /// Checks every value UIKit would refuse or that cannot be laid out in `viewport`: dimensions
    /// that are not positive, counts below 1, a count with more than one subitem, edge spacing
    /// along a counted group's axis, a group that places no item, pinned items on no edge along
    /// the scroll axis, list sections in a horizontal layout, two boundary items of one kind in a
    /// section, two boundary items that extend a section on the same edge, edge spacing on a
    /// section's own group.
    /// - Throws: ``CompositionalLayoutError`` naming the first problem by its path.
    package func validate(viewport: Size) throws(CompositionalLayoutError) {
        guard !sections.isEmpty else { throw CompositionalLayoutError(path: "sections", "must list at least one section") }
        guard sections.count <= CompositionalSpec.maximumSections else {
            throw CompositionalLayoutError(path: "sections", "has \(sections.count) sections; at most \(CompositionalSpec.maximumSections)")
        }
        guard itemCounts.count == sections.count else {
            throw CompositionalLayoutError(path: "sections", "gives \(sections.count) sections but \(itemCounts.count) item counts")
        }
        try Self.length(configuration.interSectionSpacing, "interSectionSpacing")
        try layoutBoundaryItems()
        try Self.insets(configuration.safeAreaInsets, "safeAreaInsets")
        for (i, section) in sections.enumerated() {
            let at = "sections[\(i)]"
            if itemCounts[i] < 0 { throw CompositionalLayoutError(path: "\(at).itemCount", "must be 0 or more, got \(itemCounts[i])") }
            try Self.length(section.interGroupSpacing, "\(at).interGroupSpacing")
            try Self.insets(section.contentInsets, "\(at).contentInsets")
            if section.listConfiguration != nil && configuration.scrollDirection == .horizontal {
                throw CompositionalLayoutError(path: "\(at).list", "list sections need a vertical layout; remove scrollDirection \"horizontal\"")
            }
            if section.listConfiguration != nil && section.orthogonalScrollingBehavior != .none {
                throw CompositionalLayoutError(path: "\(at).orthogonalScrolling", "a list section cannot scroll orthogonally; use \"none\"")
            }
            let groupPath = section.listConfiguration == nil ? "\(at).group" : "\(at).list"
            try Self.check(section.group, groupPath, depth: 1)
            if section.group.edgeSpacing != nil {
                throw CompositionalLayoutError(path: "\(groupPath).edgeSpacing", "spaces a group inside its parent group; a section's own group has none (UIKit's effect there is not established): use interGroupSpacing and the section's contentInsets")
            }
            let area = configuration.effectiveInsets(section.contentInsets, reference: section.contentInsetsReference, viewport: viewport).inset(viewport)
            guard area.width > 0, area.height > 0 else {
                throw CompositionalLayoutError(path: "\(at).contentInsets", "leave no room in a \(viewport.width)x\(viewport.height) pt collection view")
            }
            let size = section.group.layoutSize.resolve(in: area)
            try Self.positive(size, "\(groupPath).size")
            var frames: [Rect] = []
            guard GroupSolver.solve(section.group, origin: .zero, size: size, into: &frames) else {
                throw CompositionalLayoutError(path: groupPath, "places more than \(Compositional.Group.maximumItemsPerGroup) items in one group; make the items larger")
            }
            if frames.isEmpty && itemCounts[i] > 0 {
                throw CompositionalLayoutError(path: groupPath, "places no item: its first item does not fit in the \(size.width)x\(size.height) pt group (after the group's insets and spacing)")
            }
            for (j, b) in section.boundarySupplementaryItems.enumerated() {
                let bp = "\(at).boundaryItems[\(j)]"
                try Self.dimensions(b.layoutSize, "\(bp).size")
                try Self.length(abs(b.offset.x), "\(bp).offset")
                try Self.length(abs(b.offset.y), "\(bp).offset")
                if b.alignment == .none { throw CompositionalLayoutError(path: "\(bp).alignment", "must name an edge or corner, not none") }
                let main = configuration.scrollDirection == .vertical ? b.alignment.vertical : b.alignment.horizontal
                if b.pinToVisibleBounds && main == 0 {
                    throw CompositionalLayoutError(path: "\(bp).pinToVisibleBounds", "needs an alignment on an edge across the scroll direction (top or bottom when scrolling vertically)")
                }
            }
            try Self.boundaryItems(section.boundarySupplementaryItems, at, configuration.scrollDirection)
            try Self.supplementaryItems(of: section, at)
            if let offset = orthogonalOffsets[i] {
                guard section.orthogonalScrollingBehavior != .none else {
                    throw CompositionalLayoutError(path: "\(at).orthogonalOffset", "applies to a section whose orthogonalScrolling is not \"none\"")
                }
                guard offset.isFinite, abs(offset) <= CompositionalSpec.maximumLength else {
                    throw CompositionalLayoutError(path: "\(at).orthogonalOffset", "must be within ±\(Int(CompositionalSpec.maximumLength)) points, got \(NumberText.plain(offset))")
                }
            }
            for (j, d) in section.decorationItems.enumerated() {
                try Self.insets(d.contentInsets, "\(at).decorationItems[\(j)].contentInsets")
            }
        }
    }

    /// A section's boundary items together: a unique element kind each (UIKit's rule), and at
    /// most one item that extends the section on each edge along the scroll axis (how UIKit
    /// places two is not established, so they are refused rather than guessed).
    static func boundaryItems(_ items: [Compositional.BoundaryItem], _ at: String, _ direction: ScrollDirection) throws(CompositionalLayoutError) {
        var kinds: [String: Int] = [:]
        var extending: [Int: Int] = [:]
        for (j, b) in items.enumerated() {
            if let first = kinds[b.elementKind] {
                throw CompositionalLayoutError(path: "\(at).boundaryItems[\(j)].elementKind", "repeats the kind \"\(b.elementKind)\" of boundaryItems[\(first)]; UIKit needs a unique element kind for each supplementary item of a section")
            }
            kinds[b.elementKind] = j
            let edge = b.alignment.scrollEdge(direction)
            guard b.extendsBoundary, edge != 0 else { continue }
            if let first = extending[edge] {
                throw CompositionalLayoutError(path: "\(at).boundaryItems[\(j)].extendsBoundary", "boundaryItems[\(first)] already extends the section on this edge; how UIKit places two such items is not established, so set extendsBoundary false on one (it then overlays the section's content) or merge them")
            }
            extending[edge] = j
        }
    }

    static func length(_ v: Double, _ path: String) throws(CompositionalLayoutError) {
        guard v.isFinite, v >= 0, v <= maximumLength else {
            throw CompositionalLayoutError(path: path, "must be 0 to \(Int(maximumLength)) points, got \(NumberText.plain(v))")
        }
    }

    static func insets(_ i: DirectionalEdgeInsets, _ path: String) throws(CompositionalLayoutError) {
        for v in [i.top, i.leading, i.bottom, i.trailing] { try length(v, path) }
    }

    static func positive(_ s: Size, _ path: String) throws(CompositionalLayoutError) {
        guard s.width > 0, s.height > 0, s.width.isFinite, s.height.isFinite else {
            throw CompositionalLayoutError(path: path, "resolves to \(s.width)x\(s.height) pt; a group must have a positive width and height")
        }
    }

    static func dimension(_ d: Compositional.Dimension, _ path: String) throws(CompositionalLayoutError) {
        let v = d.value
        switch d {
        case .fractionalWidth, .fractionalHeight:
            guard v.isFinite, v > 0, v <= maximumFraction else {
                throw CompositionalLayoutError(path: path, "must be a fraction above 0 and at most \(Int(maximumFraction)), got \(NumberText.plain(v))")
            }
        case .absolute, .estimated:
            guard v.isFinite, v > 0, v <= maximumLength else {
                throw CompositionalLayoutError(path: path, "must be above 0 and at most \(Int(maximumLength)) points, got \(NumberText.plain(v))")
            }
        }
    }

    static func dimensions(_ s: Compositional.LayoutSize, _ path: String) throws(CompositionalLayoutError) {
        try dimension(s.widthDimension, "\(path).width")
        try dimension(s.heightDimension, "\(path).height")
    }

    static func spacing(_ s: Compositional.Spacing?, _ path: String) throws(CompositionalLayoutError) {
        if let s { try length(s.spacing, path) }
    }

    /// A custom group's items: at least one, at most ``Compositional/Group/maximumItemsPerGroup``,
    /// each frame's origin within ``maximumLength`` of the group's and its size 0 to that length.
    static func customItems(_ items: [Compositional.CustomItem], _ path: String) throws(CompositionalLayoutError) {
        guard !items.isEmpty else { throw CompositionalLayoutError(path: "\(path).customItems", "must list at least one custom item") }
        guard items.count <= Compositional.Group.maximumItemsPerGroup else {
            throw CompositionalLayoutError(path: "\(path).customItems", "lists \(items.count) custom items; at most \(Compositional.Group.maximumItemsPerGroup)")
        }
        for (i, item) in items.enumerated() {
            let f = item.frame, ip = "\(path).customItems[\(i)].frame"
            try length(abs(f.minX), ip)
            try length(abs(f.minY), ip)
            try length(f.width, ip)
            try length(f.height, ip)
        }
    }

    static func check(_ group: Compositional.Group, _ path: String, depth: Int) throws(CompositionalLayoutError) {
        guard depth <= maximumDepth else { throw CompositionalLayoutError(path: path, "nests groups more than \(maximumDepth) deep") }
        try dimensions(group.layoutSize, "\(path).size")
        try insets(group.contentInsets, "\(path).contentInsets")
        try spacing(group.interItemSpacing, "\(path).interItemSpacing")
        if let custom = group.customItems {
            try customItems(custom, path)
            return
        }
        guard !group.subitems.isEmpty else { throw CompositionalLayoutError(path: "\(path).items", "must list at least one item") }
        if let count = group.count {
            guard count >= 1, count <= Compositional.Group.maximumItemsPerGroup else {
                throw CompositionalLayoutError(path: "\(path).count", "must be 1 to \(Compositional.Group.maximumItemsPerGroup), got \(count)")
            }
            guard group.subitems.count == 1 else {
                throw CompositionalLayoutError(path: "\(path).count", "repeats exactly one item (repeatingSubitem:count:); this group lists \(group.subitems.count)")
            }
            let e = group.subitems[0].edgeSpacing
            let alongEdges = group.axis == .horizontal ? [e?.leading, e?.trailing] : [e?.top, e?.bottom]
            if alongEdges.contains(where: { $0 != nil }) {
                throw CompositionalLayoutError(path: "\(path).items[0].edgeSpacing", "cannot space a counted item along its group's axis (count divides the group's length exactly)")
            }
        }
        for (i, sub) in group.subitems.enumerated() {
            let sp = "\(path).items[\(i)]"
            if let e = sub.edgeSpacing {
                try spacing(e.leading, "\(sp).edgeSpacing.leading")
                try spacing(e.top, "\(sp).edgeSpacing.top")
                try spacing(e.trailing, "\(sp).edgeSpacing.trailing")
                try spacing(e.bottom, "\(sp).edgeSpacing.bottom")
            }
            switch sub {
            case .item(let item):
                try dimensions(item.layoutSize, "\(sp).size")
                try insets(item.contentInsets, "\(sp).contentInsets")
            case .group(let nested):
                try check(nested, "\(sp).group", depth: depth + 1)
            }
        }
    }
}
