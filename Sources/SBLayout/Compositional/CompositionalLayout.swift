/// UICollectionViewCompositionalLayout: sections built from items and groups, each section
/// repeating its group until all its items are placed, with headers, backgrounds, list sections
/// and sections that scroll on their own.
///
/// Content section `s` uses the definition `sections[s % sections.count]`. ``prepare(content:viewport:)``
/// solves each section's group once (a template of leaf frames) and places the groups by
/// arithmetic, so it costs time linear in the number of sections and groups; a visible-rect
/// query finds the sections by binary search and the visible groups of each by division, so it
/// costs what it returns.
///
/// Sizing follows UIKit (see ``Compositional/Dimension``): a section's group resolves against
/// the collection view's size minus the section's contentInsets; subitems resolve against their
/// group's size minus its contentInsets; item contentInsets shrink the cell after it is placed.
/// Along the scroll axis a section is: its leading boundary items that extend it (a header), its
/// leading inset, its groups separated by interGroupSpacing, its trailing inset, its trailing
/// boundary items (a footer); sections are separated by the configuration's interSectionSpacing.
/// An orthogonally scrolling section is one group deep; its groups run across the scroll axis from
/// its leading inset and move by the section's own offset, ``orthogonalOffsets``.
package struct CompositionalLayout: StatefulLayout {
    /// `"compositional"`.
    package var name = "compositional"
    /// The layout's configuration: scroll direction and section spacing.
    package var configuration = Compositional.Configuration()
    /// The section definitions; content section `s` uses `sections[s % sections.count]`.
    package var sections: [Compositional.Section]
    /// Each orthogonally scrolling section's own content offset, in points along its scrolling
    /// axis from its leading edge (the right one in a right-to-left vertical layout), by section
    /// index (0 when absent). Changing it needs no new prepare.
    package var orthogonalOffsets: [Int: Double] = [:]
    /// The sizes cells and boundary items gave themselves (see ``selfSize(maximumPasses:_:)``),
    /// used along their estimated dimensions at the next prepare.
    package var measuredSizes = MeasuredSizes()

    /// The scroll position, deletion mode and what was prepared last; the content size is the
    /// collection view's width (height when scrolling horizontally) by the sections' total extent.
    package var state = LayoutState()

    var geometry: [CompositionalSectionGeometry] = []
    /// Running maximum of the sections' `high` and suffix minimum of their `low`, for the search.
    private var highUpTo: [Double] = []
    private var lowFrom: [Double] = []
    /// The layout-wide boundary items, placed (configuration.boundarySupplementaryItems).
    var layoutBoundaries = CompositionalLayoutBoundaries()

    /// A layout of these sections and configuration.
    package init(sections: [Compositional.Section], configuration: Compositional.Configuration = .init()) {
        self.sections = sections
        self.configuration = configuration
    }

    /// A layout from a ``CompositionalSpec``.
    package init(spec: CompositionalSpec) {
        self.init(sections: spec.sections, configuration: spec.configuration)
        orthogonalOffsets = spec.orthogonalOffsets
    }

    private var axes: Axes { Axes(configuration.scrollDirection) }

    // MARK: Prepare

    /// Solves every section's group and places sections, groups, boundary items and decorations.
    package mutating func prepare(content: CollectionContent, viewport: Size) {
        state.prepare(content: content, viewport: viewport)
        geometry = []
        geometry.reserveCapacity(content.numberOfSections)
        let axes = self.axes
        var cursor = CompositionalLayoutBoundaries.leadingBand(configuration, viewport: viewport)
        for s in 0..<content.numberOfSections {
            guard !sections.isEmpty else { break }
            if s > 0 { cursor += configuration.interSectionSpacing }
            let g = layoutSection(definition: s % sections.count, itemCount: content.numberOfItems(inSection: s), start: cursor, axes: axes)
            geometry.append(g)
            cursor = g.end
        }
        highUpTo = []
        highUpTo.reserveCapacity(geometry.count)
        var running = -Double.infinity
        for g in geometry {
            running = max(running, g.high)
            highUpTo.append(running)
        }
        lowFrom = Array(repeating: .infinity, count: geometry.count)
        var suffix = Double.infinity
        for i in geometry.indices.reversed() {
            suffix = min(suffix, geometry[i].low)
            lowFrom[i] = suffix
        }
        layoutBoundaries = CompositionalLayoutBoundaries(configuration, viewport: viewport, sectionsEnd: cursor)
        cursor = layoutBoundaries.end
        state.collectionViewContentSize = axes.size(along: max(0, cursor), across: axes.across(viewport))
    }

    private func layoutSection(definition: Int, itemCount: Int, start: Double, axes: Axes) -> CompositionalSectionGeometry {
        let section = sections[definition]
        let insets = configuration.effectiveInsets(section.contentInsets, reference: section.contentInsetsReference, viewport: viewport)
        // Boundary items: the section's insets when they follow them, plus their own reference's.
        let boundaryInsets = configuration.effectiveInsets(section.supplementariesFollowContentInsets ? section.contentInsets : .zero,
                                                           reference: section.supplementaryContentInsetsReference, viewport: viewport)
        let crossLength = axes.across(viewport)
        let alongLead = axes.vertical ? insets.top : insets.leading
        let alongTrail = axes.vertical ? insets.bottom : insets.trailing
        let crossLead = axes.vertical ? insets.leading : insets.top
        let crossTrail = axes.vertical ? insets.trailing : insets.bottom
        let contentArea = insets.inset(viewport)
        let groupSize = GroupSolver.fittedSize(section.group, proposed: section.group.layoutSize.resolve(in: contentArea))
        var template: [Rect] = []
        var templateZIndices: [Int] = []
        _ = GroupSolver.solve(section.group, origin: .zero, size: groupSize, into: &template, zIndices: &templateZIndices)
        let supplementaries = templateSupplementaries(section.group, size: groupSize, cells: template.count)
        // Badges may reach out of their cells: the extents below include them.
        let extents = template + supplementaries.joined().map(\.frame)
        let orthogonal = section.orthogonalScrollingBehavior != .none
        let measured = measuredGroups(section: geometry.count, definition: section, itemCount: itemCount, contentArea: contentArea, axes: axes)
        let groups = measured?.count ?? (template.isEmpty ? 0 : (itemCount + template.count - 1) / template.count)

        // Boundary items: sizes against the section's width (height) less its side insets.
        let boundaryContainer = axes.vertical
            ? Size(width: viewport.width - boundaryInsets.leading - boundaryInsets.trailing, height: viewport.height)
            : Size(width: viewport.width, height: viewport.height - boundaryInsets.top - boundaryInsets.bottom)
        struct Pending { var item: Compositional.BoundaryItem; var size: Size; var main: Int; var cross: Int }
        let pending = section.boundarySupplementaryItems.map { item -> Pending in
            let main = axes.vertical ? item.alignment.vertical : item.alignment.horizontal
            let cross = axes.vertical ? item.alignment.horizontal : item.alignment.vertical
            return Pending(item: item, size: boundarySize(item, section: geometry.count, in: boundaryContainer), main: main, cross: cross)
        }
        // A list's headerTopPadding opens space at the section's start, above its header.
        let headerTopPadding = pending.contains { $0.main < 0 && $0.item.extendsBoundary }
            ? section.listConfiguration?.resolvedHeaderTopPadding ?? 0 : 0
        let leadBand: Double = pending.filter { $0.main < 0 && $0.item.extendsBoundary }.reduce(headerTopPadding) { $0 + axes.along($1.size) }
        let trailBand: Double = pending.filter { $0.main > 0 && $0.item.extendsBoundary }.reduce(0) { $0 + axes.along($1.size) }
        let bodyStart: Double = start + leadBand
        let groupsStart: Double = bodyStart + alongLead
        let groupAlong = axes.along(groupSize), groupAcross = axes.across(groupSize)
        let groupsLength: Double
        let stride: Double
        var origin: Point
        var orthogonalContent = 0.0
        if orthogonal {
            groupsLength = groups > 0 ? measured?.depth ?? groupAlong : 0
            stride = groupAcross + section.interGroupSpacing
            let pad = section.orthogonalScrollingBehavior == .groupPagingCentered ? max(0, (axes.across(contentArea) - groupAcross) / 2) : 0
            origin = axes.vertical ? Point(x: crossLead + pad, y: groupsStart) : Point(x: groupsStart, y: crossLead + pad)
            let run = groups > 0 ? measured?.extent ?? Double(groups) * groupAcross + Double(groups - 1) * section.interGroupSpacing : 0
            orthogonalContent = crossLead + 2 * pad + run + crossTrail
        } else {
            groupsLength = groups > 0 ? measured?.extent ?? Double(groups) * groupAlong + Double(groups - 1) * section.interGroupSpacing : 0
            stride = groupAlong + section.interGroupSpacing
            origin = axes.vertical ? Point(x: crossLead, y: groupsStart) : Point(x: groupsStart, y: crossLead)
        }
        let bodyEnd: Double = groupsStart + groupsLength + alongTrail
        let end = bodyEnd + trailBand

        // Place the boundary items.
        var boundaries: [CompositionalSectionGeometry.Boundary] = []
        var leadCursor = start + headerTopPadding, trailCursor = bodyEnd
        let crossMin = axes.vertical ? boundaryInsets.leading : boundaryInsets.top
        let crossMax = crossLength - (axes.vertical ? boundaryInsets.trailing : boundaryInsets.bottom)
        for p in pending {
            let length = axes.along(p.size), thickness = axes.across(p.size)
            var along: Double
            switch p.main {
            case ..<0:
                if p.item.extendsBoundary {
                    along = leadCursor
                    leadCursor += length
                } else {
                    along = bodyStart
                }
            case 1...:
                if p.item.extendsBoundary {
                    along = trailCursor
                    trailCursor += length
                } else {
                    along = bodyEnd - length
                }
            default:
                along = bodyStart + (bodyEnd - bodyStart - length) / 2
            }
            let across: Double
            switch p.cross {
            case ..<0: across = crossMin
            case 1...: across = crossMax - thickness
            default: across = crossMin + (crossMax - crossMin - thickness) / 2
            }
            let frame = axes.rect(along: along, across: across, alongLength: length, acrossLength: thickness)
                .offsetBy(dx: p.item.offset.x, dy: p.item.offset.y)
            boundaries.append(.init(item: p.item, frame: frame, mainEdge: p.main))
        }

        // Decorations: backgrounds behind the section's whole geometry, across the whole
        // collection view. Boundary items that extend the section (a header, a footer) are part
        // of that geometry (UIKit's extendsBoundary "extends the content area of the host
        // geometry"), so the background runs behind them too.
        var decorations: [LayoutAttributes] = []
        let body = axes.rect(along: start, across: 0, alongLength: end - start, acrossLength: crossLength)
        let index = geometry.count
        for d in section.decorationItems {
            var a = LayoutAttributes(category: .decorationView(kind: d.elementKind), indexPath: IndexPath(item: 0, section: index), frame: d.contentInsets.inset(body))
            a.zIndex = d.zIndex
            decorations.append(a)
        }
        if section.listConfiguration?.backgroundColor != nil {
            // A list's own background colour, behind everything the section holds.
            var a = LayoutAttributes(category: .decorationView(kind: Compositional.ListConfiguration.sectionBackgroundKind),
                                     indexPath: IndexPath(item: 0, section: index), frame: body)
            a.zIndex = -2
            decorations.append(a)
        }
        if let list = section.listConfiguration, groups > 0,
           list.appearance == .grouped || list.appearance == .insetGrouped {
            let rows = axes.rect(along: groupsStart, across: crossLead, alongLength: groupsLength, acrossLength: crossLength - crossLead - crossTrail)
            var a = LayoutAttributes(category: .decorationView(kind: Compositional.ListConfiguration.backgroundKind), indexPath: IndexPath(item: 0, section: index), frame: rows)
            a.zIndex = -1
            decorations.append(a)
        }

        // Bounds along the scroll axis, for the visible-rect search.
        var low = start, high = end
        if let measured, measured.count > 0 {
            let first = axes.along(Size(width: origin.x, height: origin.y))
            // Orthogonal groups are one deep along the scroll axis: their cells' reach is the template's.
            low = min(low, first + (orthogonal ? 0 : measured.low))
            high = max(high, first + (orthogonal ? measured.depth : measured.high))
        } else if !template.isEmpty {
            let mainLow = extents.map { axes.vertical ? $0.minY : $0.minX }.min() ?? 0
            let mainHigh = extents.map { axes.vertical ? $0.maxY : $0.maxX }.max() ?? 0
            let first = axes.along(Size(width: origin.x, height: origin.y))
            let lastGroup = orthogonal ? 0.0 : Double(max(0, groups - 1)) * stride
            low = min(low, first + mainLow)
            high = max(high, first + lastGroup + mainHigh)
        }
        for b in boundaries {
            let (l, h) = axes.alongRange(b.frame)
            low = min(low, l)
            high = max(high, h)
        }
        let advanceVertical = axes.vertical != orthogonal
        let templateLow = extents.map { advanceVertical ? $0.minY : $0.minX }.min() ?? 0
        let templateHigh = extents.map { advanceVertical ? $0.maxY : $0.maxX }.max() ?? 0
        var result = CompositionalSectionGeometry(
            definition: definition, itemCount: template.isEmpty ? 0 : itemCount, start: start, end: end,
            bodyStart: bodyStart, bodyEnd: bodyEnd, low: low, high: high,
            template: template, templateZIndices: templateZIndices, templateLow: templateLow, templateHigh: templateHigh, groupSize: groupSize,
            firstGroupOrigin: origin, stride: stride, orthogonal: orthogonal, behavior: section.orthogonalScrollingBehavior,
            orthogonalContentLength: orthogonalContent, orthogonalViewLength: crossLength,
            boundaries: boundaries, decorations: decorations, list: section.listConfiguration, measured: measured)
        result.supplementariesByCell = supplementaries
        return result
    }

    // MARK: Frames

    /// The orthogonal offset of `section`, 0 when none is set or the section does not scroll on its own.
    package func orthogonalOffset(inSection section: Int) -> Double {
        guard section >= 0, section < geometry.count, geometry[section].orthogonal else { return 0 }
        return orthogonalOffsets[section] ?? 0
    }

    /// Where group `group` of a section is, with the section's orthogonal offset applied.
    func groupOrigin(_ g: CompositionalSectionGeometry, section: Int, group: Int) -> Point {
        let advance = g.measured.map { $0.offset(ofGroup: group) } ?? Double(group) * g.stride
        var o = g.firstGroupOrigin
        // Groups advance down when the layout is vertical and the section is not orthogonal, or
        // the layout is horizontal and the section is.
        if axes.vertical != g.orthogonal {
            o.y += advance
        } else {
            o.x += advance
        }
        if g.orthogonal {
            let shift = orthogonalOffsets[section] ?? 0
            if axes.vertical { o.x -= shift } else { o.y -= shift }
        }
        return o
    }

    func cellFrame(_ g: CompositionalSectionGeometry, section: Int, item: Int) -> Rect {
        if let m = g.measured {
            let o = groupOrigin(g, section: section, group: m.group(ofItem: item))
            return m.frame(ofItem: item).offsetBy(dx: o.x, dy: o.y)
        }
        let n = g.template.count
        let o = groupOrigin(g, section: section, group: item / n)
        return g.template[item % n].offsetBy(dx: o.x, dy: o.y)
    }

    /// A separator's frame across `cell`: 0.5 thick (the scale-2 hairline) on the cell's bottom
    /// edge (or its top edge, `top`), from the leading inset (automatic: the layout margin) to the
    /// trailing one (automatic: the cell's edge).
    private func separatorFrame(_ cell: Rect, insets: DirectionalEdgeInsets, top: Bool) -> Rect {
        let margin = Compositional.ListConfiguration.layoutMargin(forWidth: viewport.width)
        let t = Compositional.ListConfiguration.separatorThickness
        let span = Compositional.SeparatorConfiguration.span(insets: insets, rowMinX: cell.minX, rowWidth: cell.width, automaticLeading: margin)
        return Rect(x: span.x, y: top ? cell.minY : cell.maxY - t, width: span.width, height: t)
    }

    /// Whether the row has a separator under it: as its separator configuration says; automatic,
    /// every row but the last, and the last too in a plain list.
    private func hasSeparator(_ g: CompositionalSectionGeometry, item: Int) -> Bool {
        guard let list = g.list, list.drawsSeparators else { return false }
        switch list.separatorConfiguration(forItem: item).bottomSeparatorVisibility {
        case .visible: return true
        case .hidden: return false
        case .automatic: return item + 1 < g.itemCount || list.appearance == .plain
        }
    }

    /// The separator under a row, or nil.
    func separator(_ g: CompositionalSectionGeometry, section: Int, item: Int, cell: Rect) -> LayoutAttributes? {
        guard let list = g.list, hasSeparator(g, item: item) else { return nil }
        var a = LayoutAttributes(category: .decorationView(kind: Compositional.ListConfiguration.separatorKind),
                                 indexPath: IndexPath(item: item, section: section),
                                 frame: separatorFrame(cell, insets: list.separatorConfiguration(forItem: item).bottomSeparatorInsets, top: false))
        a.zIndex = 1
        return a
    }

    /// The separator on a row's top edge, or nil: only where the row's configuration makes its
    /// top separator visible (automatic shows none).
    func topSeparator(_ g: CompositionalSectionGeometry, section: Int, item: Int, cell: Rect) -> LayoutAttributes? {
        guard let list = g.list, list.drawsSeparators else { return nil }
        let configuration = list.separatorConfiguration(forItem: item)
        guard configuration.topSeparatorVisibility == .visible else { return nil }
        var a = LayoutAttributes(category: .decorationView(kind: Compositional.ListConfiguration.topSeparatorKind),
                                 indexPath: IndexPath(item: item, section: section),
                                 frame: separatorFrame(cell, insets: configuration.topSeparatorInsets, top: true))
        a.zIndex = 1
        return a
    }

    /// A row's separators (top, then bottom) that intersect `rect`.
    func separators(_ g: CompositionalSectionGeometry, section: Int, item: Int, cell: Rect, in rect: Rect) -> [LayoutAttributes] {
        [topSeparator(g, section: section, item: item, cell: cell), separator(g, section: section, item: item, cell: cell)]
            .compactMap { $0 }.filter { $0.frame.intersects(rect) }
    }

    /// A boundary item's frame with pinning applied at the current content offset.
    private func boundaryFrame(_ b: CompositionalSectionGeometry.Boundary, in g: CompositionalSectionGeometry) -> Rect {
        guard b.item.pinToVisibleBounds, b.mainEdge != 0 else { return b.frame }
        let axes = self.axes
        let (start, end) = axes.alongRange(b.frame)
        let length = end - start
        let visibleStart = axes.vertical ? contentOffset.y : leftToRightContentOffset.x
        let visibleEnd = visibleStart + axes.along(viewport)
        var along = start
        if b.mainEdge < 0 {
            along = max(start, min(visibleStart, g.bodyEnd - length))
        } else {
            along = min(start, max(visibleEnd - length, g.bodyStart))
        }
        return axes.vertical ? b.frame.offsetBy(dx: 0, dy: along - start) : b.frame.offsetBy(dx: along - start, dy: 0)
    }

    func boundaryAttributes(_ b: CompositionalSectionGeometry.Boundary, in g: CompositionalSectionGeometry, section: Int) -> LayoutAttributes {
        var a = LayoutAttributes(category: .supplementaryView(kind: b.item.elementKind), indexPath: IndexPath(item: 0, section: section),
                                 frame: boundaryFrame(b, in: g))
        a.zIndex = b.item.zIndex
        return a
    }

    // MARK: Queries

    /// The cells, boundary items and decorations that intersect `rect`: sections by binary
    /// search, groups by division, so the cost grows with what is returned.
    func leftToRightElements(in rect: Rect) -> [LayoutAttributes] {
        let axes = self.axes
        let (lo, hi) = axes.alongRange(rect)
        var result: [LayoutAttributes] = []
        // The first section whose elements may reach past `lo`.
        var a = 0, b = geometry.count
        while a < b {
            let mid = (a + b) / 2
            if highUpTo[mid] <= lo { a = mid + 1 } else { b = mid }
        }
        var s = a
        while s < geometry.count, lowFrom[s] < hi {
            let g = geometry[s]
            defer { s += 1 }
            guard g.low < hi, g.high > lo else { continue }
            appendCells(of: g, section: s, in: rect, to: &result)
            for boundary in g.boundaries {
                let attributes = boundaryAttributes(boundary, in: g, section: s)
                if attributes.frame.intersects(rect) { result.append(attributes) }
            }
            for d in g.decorations where d.frame.intersects(rect) {
                var d = d
                d.indexPath.section = s
                result.append(d)
            }
        }
        // Layout-wide items last: drawn over the badges and headers of their zIndex.
        result += layoutBoundaryAttributes().filter { $0.frame.intersects(rect) }
        return result
    }

    private func appendCells(of g: CompositionalSectionGeometry, section: Int, in rect: Rect, to result: inout [LayoutAttributes]) {
        if g.measured != nil { return appendMeasuredCells(of: g, section: section, in: rect, to: &result) }
        let groups = g.groupCount
        guard groups > 0 else { return }
        let advanceVertical = axes.vertical != g.orthogonal
        let (lo, hi) = advanceVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        let zero = groupOrigin(g, section: section, group: 0)
        let base = advanceVertical ? zero.y : zero.x
        var first = 0, last = groups - 1
        if g.stride > 0 {
            // Group k spans base + k * stride + templateLow ... base + k * stride + templateHigh.
            let f = ((lo - base - g.templateHigh) / g.stride).rounded(.down)
            let l = ((hi - base - g.templateLow) / g.stride).rounded(.up)
            guard !f.isNaN, !l.isNaN, l >= 0, f <= Double(groups - 1) else { return }
            // Clamped in Double first: a tiny stride makes these quotients too large for Int.
            first = Int(max(0, f))
            last = Int(min(l, Double(groups - 1)))
        }
        guard first <= last else { return }
        let n = g.template.count
        for k in first...last {
            let o = groupOrigin(g, section: section, group: k)
            for j in 0..<n {
                let item = k * n + j
                guard item < g.itemCount else { break }
                let frame = g.template[j].offsetBy(dx: o.x, dy: o.y)
                if frame.intersects(rect) {
                    result.append(cellAttributes(g, section: section, item: item, frame: frame))
                }
                result += separators(g, section: section, item: item, cell: frame, in: rect)
                if !g.supplementariesByCell.isEmpty {
                    appendSupplementaries(g.supplementariesByCell[j], section: section, item: item, groupOrigin: o, in: rect, to: &result)
                }
            }
        }
    }

    /// The cell at `indexPath`, or nil when the content has no such item (or its section's group
    /// places none).
    func leftToRightItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.section >= 0, indexPath.section < geometry.count else { return nil }
        let g = geometry[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < g.itemCount else { return nil }
        return cellAttributes(g, section: indexPath.section, item: indexPath.item,
                              frame: cellFrame(g, section: indexPath.section, item: indexPath.item))
    }

    /// A cell's attributes: its frame and its template slot's zIndex (a custom item's).
    func cellAttributes(_ g: CompositionalSectionGeometry, section: Int, item: Int, frame: Rect) -> LayoutAttributes {
        var a = decorated(.cell(IndexPath(item: item, section: section), frame: frame))
        a.zIndex = g.templateZIndices[item % g.templateZIndices.count]
        return a
    }

    /// The section's first boundary item of `kind`, pinned where it is pinned; else the
    /// supplementary item of `kind` anchored to the item at `indexPath` or to its group (a badge); or nil.
    func leftToRightSupplementary(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        if let a = layoutBoundaryAttributes(ofKind: kind, at: indexPath) { return a }
        guard indexPath.section >= 0, indexPath.section < geometry.count else { return nil }
        let g = geometry[indexPath.section]
        guard let b = g.boundaries.first(where: { $0.item.elementKind == kind }) else {
            return anchoredSupplementary(ofKind: kind, at: indexPath)
        }
        return boundaryAttributes(b, in: g, section: indexPath.section)
    }

    /// A section's background (item 0) or a list row's separator (the row's index path), or nil.
    func leftToRightDecoration(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.section >= 0, indexPath.section < geometry.count else { return nil }
        let g = geometry[indexPath.section]
        if kind == Compositional.ListConfiguration.separatorKind || kind == Compositional.ListConfiguration.topSeparatorKind {
            guard indexPath.item >= 0, indexPath.item < g.itemCount else { return nil }
            let cell = cellFrame(g, section: indexPath.section, item: indexPath.item)
            return kind == Compositional.ListConfiguration.separatorKind
                ? separator(g, section: indexPath.section, item: indexPath.item, cell: cell)
                : topSeparator(g, section: indexPath.section, item: indexPath.item, cell: cell)
        }
        guard indexPath.item == 0, var d = g.decorations.first(where: { $0.category.kind == kind }) else { return nil }
        d.indexPath.section = indexPath.section
        return d
    }

    // MARK: Sections

    /// The number of sections prepared.
    package var numberOfSections: Int { geometry.count }

    /// A prepared section's extent along the scroll axis (its boundary items that extend it, its
    /// contentInsets and its groups), as a rectangle across the whole collection view; nil for a
    /// section that does not exist. Items larger than their group and offset boundary items may
    /// reach outside it, as in UIKit.
    package func sectionFrame(_ section: Int) -> Rect? {
        guard section >= 0, section < geometry.count else { return nil }
        let g = geometry[section]
        return axes.rect(along: g.start, across: 0, alongLength: g.end - g.start, acrossLength: axes.across(viewport))
    }

    /// The definition (index into ``sections``) content section `section` uses.
    package func definition(ofSection section: Int) -> Compositional.Section? {
        guard section >= 0, section < geometry.count else { return nil }
        return sections[geometry[section].definition]
    }

    /// The largest orthogonal offset of a section: its own content scrolled to the end; 0 for a
    /// section that does not scroll on its own.
    package func maximumOrthogonalOffset(inSection section: Int) -> Double {
        guard section >= 0, section < geometry.count, geometry[section].orthogonal else { return 0 }
        return geometry[section].maximumOrthogonalOffset
    }

    // MARK: Updates and scrolling

    /// An inserted item fades in at its place (UIKit's default for compositional layouts): its
    /// final attributes with alpha 0.
    package func initialLayoutAttributesForAppearingItem(at indexPath: IndexPath, in update: UpdateBatch) -> LayoutAttributes? {
        guard update.insertedIndexPaths.contains(indexPath) else { return nil }
        return layoutAttributesForItem(at: indexPath)?.faded
    }

    /// A deleted item fades out in place (UIKit's default): its attributes before the update with
    /// alpha 0.
    package func finalLayoutAttributesForDisappearingItem(at indexPath: IndexPath, in update: UpdateBatch) -> LayoutAttributes? {
        guard update.deletedIndexPaths.contains(indexPath) else { return nil }
        return layoutAttributesForItem(at: indexPath)?.faded
    }

    /// The main scroll view does not page: the proposed offset, kept within the content.
    package func targetContentOffset(forProposedContentOffset proposed: Point, withScrollingVelocity velocity: Point) -> Point {
        let maxX = max(0, collectionViewContentSize.width - viewport.width)
        let maxY = max(0, collectionViewContentSize.height - viewport.height)
        return Point(x: min(max(proposed.x, 0), maxX), y: min(max(proposed.y, 0), maxY))
    }

    /// Where an orthogonally scrolling section comes to rest after a flick that would stop at
    /// `proposed` (the section's own targetContentOffset), by its behaviour:
    /// ``Compositional/OrthogonalScrolling/continuous`` stops at `proposed`;
    /// `continuousGroupLeadingBoundary` at the nearest group's leading edge; `paging` on a multiple
    /// of the collection view's width, at most one page from `current`; `groupPaging` and
    /// `groupPagingCentered` on a multiple of the group's length plus interGroupSpacing, at most
    /// one group from `current`. The result stays between 0 and
    /// ``maximumOrthogonalOffset(inSection:)``; a section that does not scroll on its own stays at 0.
    /// - Parameters:
    ///   - section: the section.
    ///   - proposed: where deceleration alone would stop, in points along the section's axis.
    ///   - velocity: the velocity at release, points per second (its sign is the direction).
    ///   - current: the section's offset when the flick began.
    package func targetOrthogonalOffset(inSection section: Int, proposed: Double, velocity: Double, current: Double) -> Double {
        guard section >= 0, section < geometry.count, geometry[section].orthogonal else { return 0 }
        let g = geometry[section]
        let maximum = g.maximumOrthogonalOffset
        func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), maximum) }
        func paged(_ page: Double) -> Double {
            // Page counts stay well inside Int: a page under a hundredth of a point (or a
            // section a billion pages long) scrolls continuously instead.
            guard page >= 0.01, maximum / page < 1e9, proposed.isFinite, current.isFinite else { return clamp(proposed) }
            let pages = Int((maximum / page - 1e-9).rounded(.up)) + 1
            let currentPage = Int((min(max(current, 0), maximum) / page).rounded())
            let target = Paging.targetPage(currentPage: currentPage, proposed: min(max(proposed, -page), maximum + page),
                                           velocity: velocity, pageWidth: page, pageCount: max(1, pages))
            return clamp(Double(target) * page)
        }
        switch g.behavior {
        case .none: return 0
        case .continuous: return clamp(proposed)
        case .continuousGroupLeadingBoundary:
            guard g.stride > 0 else { return clamp(proposed) }
            return clamp((clamp(proposed) / g.stride).rounded() * g.stride)
        case .paging: return paged(g.orthogonalViewLength)
        case .groupPaging, .groupPagingCentered: return paged(g.stride)
        }
    }
}

/// A compositional layout's definition as a layout spec carries it: the configuration, the section
/// definitions and how many items each section holds.
package struct CompositionalSpec: Hashable, Sendable {
    /// The layout's configuration.
    package var configuration: Compositional.Configuration
    /// The section definitions.
    package var sections: [Compositional.Section]
    /// How many items each section holds (the content, unless the spec gives item counts).
    package var itemCounts: [Int]
    /// The orthogonal sections' own offsets at the start (``CompositionalLayout/orthogonalOffsets``).
    package var orthogonalOffsets: [Int: Double] = [:]

    /// A definition of sections with their item counts.
    package init(configuration: Compositional.Configuration = .init(), sections: [Compositional.Section], itemCounts: [Int]) {
        self.configuration = configuration
        self.sections = sections
        self.itemCounts = itemCounts
    }
}
