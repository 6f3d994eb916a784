/// UICollectionViewFlowLayout, as UIKit lays it out (recipe 10-1 of the cookbook uses it).
///
/// Items fill lines (rows when scrolling vertically, columns when scrolling horizontally) greedily:
/// the first item costs its size, each further one its size plus the minimum interitem spacing.
/// A full line is justified (first item at the leading inset, last at the trailing one, leftover
/// space spread over the gaps); a full line that holds a single item is centred. The section's
/// last line sits in the slots a full line would use when every item has the layout's item size
/// (a grid, packed to the leading side), and is packed with exactly the minimum spacing when
/// items have their own sizes. Across a line, items are centred on its middle; lines are
/// separated by exactly the minimum line spacing. A header precedes the section's leading inset
/// and a footer follows its trailing one; both span the whole cross dimension.
///
/// *Assumption* for inputs UIKit leaves undefined: an item too large for the line starts at the
/// leading inset and the content grows across to hold it; an empty section keeps its header,
/// insets and footer.
package struct FlowLayout: StatefulLayout {
    /// `"flow"`.
    package var name = "flow"
    /// The scroll direction: vertical (lines are rows, the default) or horizontal (lines are columns).
    package var scrollDirection: ScrollDirection = .vertical
    /// The item size, in points: used for every item unless the content gives per-item sizes
    /// (``CollectionContent/itemSizes``). 50 x 50 by default.
    package var itemSize = Size(width: 50, height: 50)
    /// The spacing between lines, in points: exactly this, as UIKit's flow layout uses it. 10 by default.
    package var minimumLineSpacing = 10.0
    /// The smallest spacing between items in a line, in points; full lines spread their leftover
    /// space over the gaps. 10 by default.
    package var minimumInteritemSpacing = 10.0
    /// The insets around each section's items, inside its header and footer, in points.
    package var sectionInset = EdgeInsets.zero
    /// The header size: its height (vertical scrolling) or width (horizontal) is used, the other
    /// dimension spans the view. Zero for no headers.
    package var headerReferenceSize = Size.zero
    /// The footer size, used like ``headerReferenceSize``. Zero for no footers.
    package var footerReferenceSize = Size.zero
    /// Per-section values, as the flow layout delegate would give them; sections not listed use
    /// the properties above.
    package var sectionMetrics: [Int: SectionMetrics] = [:]

    /// The scroll position, deletion mode and what was prepared last; the flow layout's
    /// attributes do not depend on the content offset.
    package var state = LayoutState()

    /// Frames by flat item index.
    private var frames: [Rect] = []
    private var lines: [LineRun] = []
    /// Headers and footers, in order along the scroll axis.
    private var supplementary: [LayoutAttributes] = []

    /// A vertical flow with 50 x 50 items, spacings of 10 and no insets, headers or footers
    /// (UICollectionViewFlowLayout's defaults).
    package init() {}

    /// The values in force for one section.
    package func metrics(forSection section: Int) -> SectionMetrics {
        sectionMetrics[section] ?? SectionMetrics(
            inset: sectionInset, minimumLineSpacing: minimumLineSpacing, minimumInteritemSpacing: minimumInteritemSpacing,
            headerReferenceSize: headerReferenceSize, footerReferenceSize: footerReferenceSize)
    }

    /// Breaks each section's items into lines and computes every frame, in time linear in the
    /// item count.
    package mutating func prepare(content: CollectionContent, viewport: Size) {
        state.prepare(content: content, viewport: viewport)
        let axes = Axes(scrollDirection)
        let crossDimension = axes.across(viewport)
        var crossExtent = crossDimension
        let epsilon = 1e-7

        frames = [Rect](repeating: .zero, count: content.totalItems)
        lines = []
        supplementary = []
        var cursor = 0.0

        for section in 0..<content.numberOfSections {
            let m = metrics(forSection: section)
            let base = content.sectionStarts[section]
            let count = content.numberOfItems(inSection: section)
            let headerExtent = axes.along(m.headerReferenceSize)
            if headerExtent > 0 {
                supplementary.append(axes.sectionBoundary(ElementKind.sectionHeader, section: section, start: cursor, length: headerExtent, span: crossDimension))
                cursor += headerExtent
            }
            cursor += axes.alongLeading(m.inset)
            let leading = axes.acrossLeading(m.inset)
            let available = crossDimension - leading - axes.acrossTrailing(m.inset)
            let spacing = m.minimumInteritemSpacing
            let uniform = content.usesUniformItemSize

            var sizes: [Size] = []
            sizes.reserveCapacity(count)
            for item in 0..<count {
                let s = content.size(at: IndexPath(item: item, section: section), fallback: itemSize)
                sizes.append(Size(width: max(0, s.width), height: max(0, s.height)))
            }

            var first = 0
            var firstLine = true
            while first < count {
                // Greedy line breaking.
                var used = axes.across(sizes[first])
                var end = first + 1
                while end < count, used + spacing + axes.across(sizes[end]) <= available + epsilon {
                    used += spacing + axes.across(sizes[end])
                    end += 1
                }
                let isLastLine = end == count
                let n = end - first
                var thickness = 0.0
                for i in first..<end { thickness = max(thickness, axes.along(sizes[i])) }
                if !firstLine { cursor += m.minimumLineSpacing }
                firstLine = false

                // Positions across the line.
                var positions = [Double](repeating: leading, count: n)
                if n == 1 && (!isLastLine || (uniform && slots(available: available, size: axes.across(sizes[first]), spacing: spacing, epsilon: epsilon) == 1)) {
                    positions[0] = leading + max(0, (available - axes.across(sizes[first])) / 2)
                } else if !isLastLine {
                    var total = 0.0
                    for i in first..<end { total += axes.across(sizes[i]) }
                    let gap = (available - total) / Double(n - 1)
                    var x = leading
                    for k in 0..<n {
                        positions[k] = x
                        x += axes.across(sizes[first + k]) + gap
                    }
                    // The last item touches the trailing inset exactly (summed gaps drift by an ulp).
                    positions[n - 1] = leading + available - axes.across(sizes[end - 1])
                } else if uniform {
                    let w = axes.across(sizes[first])
                    let k = max(n, slots(available: available, size: w, spacing: spacing, epsilon: epsilon))
                    let gap = k > 1 ? (available - Double(k) * w) / Double(k - 1) : 0
                    for j in 0..<n { positions[j] = k > 1 && j == k - 1 ? leading + available - w : leading + Double(j) * (w + gap) }
                } else {
                    var x = leading
                    for k in 0..<n {
                        positions[k] = x
                        x += axes.across(sizes[first + k]) + spacing
                    }
                }

                for k in 0..<n {
                    let s = sizes[first + k]
                    let along = cursor + (thickness - axes.along(s)) / 2
                    frames[base + first + k] = axes.rect(along: along, across: positions[k],
                                                         alongLength: axes.along(s), acrossLength: axes.across(s))
                    // Only an item that does not fit widens the content (not rounding within epsilon).
                    let reach = positions[k] + axes.across(s) + axes.acrossTrailing(m.inset)
                    if reach > crossDimension + epsilon { crossExtent = max(crossExtent, reach) }
                }
                lines.append(LineRun(start: cursor, end: cursor + thickness, firstItem: base + first, count: n))
                cursor += thickness
                first = end
            }
            cursor += axes.alongTrailing(m.inset)
            let footerExtent = axes.along(m.footerReferenceSize)
            if footerExtent > 0 {
                supplementary.append(axes.sectionBoundary(ElementKind.sectionFooter, section: section, start: cursor, length: footerExtent, span: crossDimension))
                cursor += footerExtent
            }
        }
        state.collectionViewContentSize = axes.size(along: cursor, across: crossExtent)
    }

    /// How many items of one size a full line holds.
    private func slots(available: Double, size: Double, spacing: Double, epsilon: Double) -> Int {
        guard available + epsilon >= size else { return 1 }
        let step = size + spacing
        guard step > 0 else { return Int.max / 4 }
        // A tiny step (items of 1e-300 points) fits more than an Int counts: as many as a zero one.
        let more = ((available - size + epsilon) / step).rounded(.down)
        return more < Double(Int.max / 4) ? 1 + Int(more) : Int.max / 4
    }

    /// The cells, headers and footers that intersect `rect`, found by binary search over the
    /// lines (logarithmic in the item count, plus what is returned).
    package func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        let axes = Axes(scrollDirection)
        let (lo, hi) = axes.alongRange(rect)
        var result: [LayoutAttributes] = []
        let first = lines.firstRun(endingAfter: lo)
        // Room for every item of the lines in range, reserved once: a query over 10^6 items
        // would otherwise copy its attributes each time the array grows.
        var last = first, most = 0
        while last < lines.count, lines[last].start < hi {
            most += lines[last].count
            last += 1
        }
        result.reserveCapacity(most)
        for l in first..<last {
            let run = lines[l]
            for g in run.firstItem..<(run.firstItem + run.count) where frames[g].intersects(rect) {
                result.append(decorated(.cell(content.indexPath(forGlobalIndex: g), frame: frames[g])))
            }
        }
        result.append(contentsOf: supplementary.intersecting(rect, vertical: axes.vertical))
        return result
    }

    /// The cell at `indexPath`, or nil when the content has no such item.
    package func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard content.contains(indexPath) else { return nil }
        return decorated(.cell(indexPath, frame: frames[content.globalIndex(of: indexPath)]))
    }

    /// The header (``ElementKind/sectionHeader``) or footer (``ElementKind/sectionFooter``) of
    /// `indexPath`'s section, or nil when that section has none.
    package func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        supplementary.first { $0.category.kind == kind && $0.indexPath.section == indexPath.section }
    }
}
