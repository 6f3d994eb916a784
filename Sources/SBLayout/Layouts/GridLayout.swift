/// The cookbook's true grid (recipe 10-8, GridLayout): each section is one line of items that
/// never wraps, so the grid scrolls in both directions.
///
/// Scrolling vertically, sections are rows stacked downwards: a section is as tall as its header
/// extent, top inset, tallest item, bottom inset and footer extent; its items run rightwards from
/// the left inset, separated by exactly the interitem spacing. Row alignment places shorter items
/// at the top (none, top), the middle (center) or the bottom of the row. Scrolling horizontally,
/// the same happens with the axes exchanged: sections are columns, items run downwards, and
/// alignment works across the column's width (top = left, bottom = right).
///
/// Scrolling horizontally, the recipe's own geometry is the default
/// (``HorizontalGeometry/recipe``): it swaps the frame's coordinates but keeps measuring items by
/// width across the column and by height along the scroll axis, with the top and bottom insets
/// along it and the left and right insets across it, so items taller than they are wide overlap
/// the next one (with sizes 100x50, 80x120, 60x90 and insets 10, spacing 20, item 1 is at
/// y = 10 + 100 + 20 = 130). ``HorizontalGeometry/measured`` measures each axis with its own
/// dimension instead (item 1 at y = 10 + 50 + 20 = 80). Line spacing is unused (rows never
/// wrap), as in the recipe. The recipe recomputes every earlier section and
/// item for each item (quadratic); this layout computes all frames once in `prepare` (linear) and
/// answers a visible-rect query by binary search (logarithmic plus what is visible).
package struct GridLayout: StatefulLayout {
    /// Where shorter items sit within their row (the recipe's GridRowAlignment).
    ///
    /// Across a row of a vertically scrolling grid: `none` and `top` put items at the row's top
    /// edge, `center` in its middle, `bottom` at its bottom edge. Scrolling horizontally the same
    /// applies across a column: `top` means the left edge and `bottom` the right.
    package enum Alignment: String, Hashable, Sendable, CaseIterable {
        /// An alignment of shorter items within their row: `none` and `top` align them with the
        /// row's leading edge, `center` centres them, `bottom` aligns them with the trailing edge.
        case none, top, center, bottom
    }

    /// How a horizontally scrolling grid measures its items (a vertical grid is the same either
    /// way).
    package enum HorizontalGeometry: String, Hashable, Sendable, CaseIterable {
        /// Recipe 10-8's code: positions along the scroll axis come from item heights and the
        /// top and bottom insets, positions across it from item widths and the left and right
        /// insets; the frame keeps the item's width and height (so tall items overlap).
        case recipe
        /// Each axis measured with its own dimension and insets: no overlaps.
        case measured
    }

    /// `"grid"`.
    package var name = "grid"
    /// The horizontal grid's geometry: the recipe's own by default.
    package var horizontalGeometry = HorizontalGeometry.recipe
    /// The scroll direction: vertical (sections are rows, the default) or horizontal (sections
    /// are columns).
    package var scrollDirection: ScrollDirection = .vertical
    /// The item size, in points, unless the content gives per-item sizes. 200 x 200 by default.
    package var itemSize = Size(width: 200, height: 200)
    /// The spacing between neighbouring items of a row, in points: exactly this. 20 by default.
    package var minimumInteritemSpacing = 20.0
    /// The insets around each section's row, inside its header and footer, in points. 10 on every
    /// edge by default.
    package var sectionInset = EdgeInsets(all: 10)
    /// The header size: its extent along the scroll axis is used, and the header spans the
    /// whole content across it. Zero for no headers.
    package var headerReferenceSize = Size.zero
    /// The footer size, used like ``headerReferenceSize``. Zero for no footers.
    package var footerReferenceSize = Size.zero
    /// Where shorter items sit within their row. ``Alignment/center`` by default.
    package var alignment = Alignment.center
    /// Per-section insets and interitem spacing (the delegate's insetForSectionAtIndex: and
    /// minimumInteritemSpacingForSectionAtIndex:); header and footer sizes come from the
    /// properties above, as in the recipe.
    package var sectionMetrics: [Int: SectionMetrics] = [:]

    /// The scroll position, deletion mode and what was prepared last; the content size is the
    /// rows' total extent along the scroll axis, and the widest row across it.
    package var state = LayoutState()

    private var frames: [Rect] = []
    /// One run per section: the section's extent along the scroll axis.
    private var sections: [LineRun] = []
    private var supplementary: [LayoutAttributes] = []
    /// False when frames can overlap (the recipe's horizontal geometry): queries then test every item.
    private var ordered = true

    /// The recipe's grid: vertical, 200 x 200 items, interitem spacing 20, insets 10, rows
    /// centred.
    package init() {}

    private func inset(forSection section: Int) -> EdgeInsets {
        sectionMetrics[section]?.inset ?? sectionInset
    }

    private func spacing(forSection section: Int) -> Double {
        sectionMetrics[section]?.minimumInteritemSpacing ?? minimumInteritemSpacing
    }

    /// Computes every frame once, in time linear in the item count.
    package mutating func prepare(content: CollectionContent, viewport: Size) {
        state.prepare(content: content, viewport: viewport)
        let axes = Axes(scrollDirection)
        // The recipe's horizontal grid measures as if it were vertical and swaps x and y.
        let recipe = scrollDirection == .horizontal && horizontalGeometry == .recipe
        let measure = recipe ? Axes(.vertical) : axes
        ordered = !recipe
        frames = [Rect](repeating: .zero, count: content.totalItems)
        sections = []
        let headerExtent = axes.along(headerReferenceSize)
        let footerExtent = axes.along(footerReferenceSize)
        var cursor = 0.0
        var maxAcross = 0.0
        var headerSpans: [(section: Int, start: Double, kind: String, extent: Double)] = []

        for section in 0..<content.numberOfSections {
            let insets = inset(forSection: section)
            let gap = spacing(forSection: section)
            let base = content.sectionStarts[section]
            let count = content.numberOfItems(inSection: section)
            var sizes: [Size] = []
            sizes.reserveCapacity(count)
            var thickness = 0.0
            for item in 0..<count {
                let s = content.size(at: IndexPath(item: item, section: section), fallback: itemSize)
                let clean = Size(width: max(0, s.width), height: max(0, s.height))
                sizes.append(clean)
                thickness = max(thickness, measure.along(clean))
            }
            let sectionStart = cursor
            if headerExtent > 0 {
                headerSpans.append((section, cursor, ElementKind.sectionHeader, headerExtent))
            }
            let rowStart = cursor + headerExtent + measure.alongLeading(insets)
            var across = measure.acrossLeading(insets)
            for (item, s) in sizes.enumerated() {
                let slack = thickness - measure.along(s)
                let offset: Double
                switch alignment {
                case .none, .top: offset = 0
                case .center: offset = slack / 2
                case .bottom: offset = slack
                }
                frames[base + item] = axes.rect(along: rowStart + offset, across: across,
                                                alongLength: axes.along(s), acrossLength: axes.across(s))
                across += measure.across(s) + (item + 1 < count ? gap : 0)
            }
            maxAcross = max(maxAcross, across + measure.acrossTrailing(insets))
            cursor = rowStart + thickness + measure.alongTrailing(insets)
            if footerExtent > 0 {
                headerSpans.append((section, cursor, ElementKind.sectionFooter, footerExtent))
                cursor += footerExtent
            }
            sections.append(LineRun(start: sectionStart, end: cursor, firstItem: base, count: count))
        }
        supplementary = headerSpans.map {
            axes.sectionBoundary($0.kind, section: $0.section, start: $0.start, length: $0.extent, span: maxAcross)
        }
        state.collectionViewContentSize = axes.size(along: cursor, across: maxAcross)
    }

    /// The cells, headers and footers that intersect `rect`, found by binary search along both
    /// axes (logarithmic in the item count, plus what is returned).
    package func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        let axes = Axes(scrollDirection)
        if !ordered {
            // Overlapping frames: every item is tested, as the recipe's own query does.
            var result: [LayoutAttributes] = []
            for section in 0..<content.numberOfSections {
                let base = content.sectionStarts[section]
                for item in 0..<content.numberOfItems(inSection: section) where frames[base + item].intersects(rect) {
                    result.append(decorated(.cell(IndexPath(item: item, section: section), frame: frames[base + item])))
                }
            }
            return result + supplementary.filter { $0.frame.intersects(rect) }
        }
        let (lo, hi) = axes.alongRange(rect)
        let acrossLow = axes.vertical ? rect.minX : rect.minY
        let acrossHigh = axes.vertical ? rect.maxX : rect.maxY
        var result: [LayoutAttributes] = []
        var s = sections.firstRun(endingAfter: lo)
        while s < sections.count, sections[s].start < hi {
            let run = sections[s]
            // Items run along the cross axis in order: find the first that ends after acrossLow.
            var a = run.firstItem, b = run.firstItem + run.count
            while a < b {
                let mid = (a + b) / 2
                let end = axes.vertical ? frames[mid].maxX : frames[mid].maxY
                if end <= acrossLow { a = mid + 1 } else { b = mid }
            }
            var g = a
            let section = s
            while g < run.firstItem + run.count {
                let f = frames[g]
                if (axes.vertical ? f.minX : f.minY) >= acrossHigh { break }
                if f.intersects(rect) {
                    result.append(decorated(.cell(IndexPath(item: g - run.firstItem, section: section), frame: f)))
                }
                g += 1
            }
            s += 1
        }
        return result + supplementary.intersecting(rect, vertical: axes.vertical)
    }

    /// The cell at `indexPath`, or nil when the content has no such item.
    package func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard content.contains(indexPath) else { return nil }
        return decorated(.cell(indexPath, frame: frames[content.globalIndex(of: indexPath)]))
    }

    /// The header or footer of `indexPath`'s section, or nil when there is none.
    package func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        supplementary.first { $0.category.kind == kind && $0.indexPath.section == indexPath.section }
    }
}
