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
/// Deviation from the recipe's code, on purpose: for horizontal scrolling the recipe swaps the
/// frame's coordinates but keeps measuring items by width and rows by height, so items taller
/// than they are wide overlap; here each axis is measured with its own dimension. Line spacing is
/// unused (rows never wrap), as in the recipe. The recipe recomputes every earlier section and
/// item for each item (quadratic); this layout computes all frames once in `prepare` (linear) and
/// answers a visible-rect query by binary search (logarithmic plus what is visible).
public struct GridLayout: CollectionViewLayout {
    /// GridRowAlignment.
    public enum Alignment: String, Hashable, Sendable, CaseIterable {
        case none, top, center, bottom
    }

    public var name = "grid"
    public var scrollDirection: ScrollDirection = .vertical
    public var itemSize = Size(width: 200, height: 200)
    public var minimumInteritemSpacing = 20.0
    public var sectionInset = EdgeInsets(all: 10)
    public var headerReferenceSize = Size.zero
    public var footerReferenceSize = Size.zero
    public var alignment = Alignment.center
    /// Per-section insets and interitem spacing (the delegate's insetForSectionAtIndex: and
    /// minimumInteritemSpacingForSectionAtIndex:); header and footer sizes come from the
    /// properties above, as in the recipe.
    public var sectionMetrics: [Int: SectionMetrics] = [:]

    public var contentOffset = Point.zero
    public var isEditing = false
    public var quiverSeed: UInt64 = 0

    public private(set) var content = CollectionContent(itemCounts: [])
    public private(set) var viewport = Size.zero
    public private(set) var collectionViewContentSize = Size.zero

    private var frames: [Rect] = []
    /// One run per section: the section's extent along the scroll axis.
    private var sections: [LineRun] = []
    private var supplementary: [LayoutAttributes] = []

    public init() {}

    private func inset(forSection section: Int) -> EdgeInsets {
        sectionMetrics[section]?.inset ?? sectionInset
    }

    private func spacing(forSection section: Int) -> Double {
        sectionMetrics[section]?.minimumInteritemSpacing ?? minimumInteritemSpacing
    }

    public mutating func prepare(content: CollectionContent, viewport: Size) {
        self.content = content
        self.viewport = viewport
        let axes = Axes(scrollDirection)
        frames = [Rect](repeating: .zero, count: content.totalItems)
        sections = []
        supplementary = []
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
                thickness = max(thickness, axes.along(clean))
            }
            let sectionStart = cursor
            if headerExtent > 0 {
                headerSpans.append((section, cursor, ElementKind.sectionHeader, headerExtent))
            }
            let rowStart = cursor + headerExtent + axes.alongLeading(insets)
            var across = axes.acrossLeading(insets)
            for (item, s) in sizes.enumerated() {
                let slack = thickness - axes.along(s)
                let offset: Double
                switch alignment {
                case .none, .top: offset = 0
                case .center: offset = slack / 2
                case .bottom: offset = slack
                }
                frames[base + item] = axes.rect(along: rowStart + offset, across: across,
                                                alongLength: axes.along(s), acrossLength: axes.across(s))
                across += axes.across(s) + (item + 1 < count ? gap : 0)
            }
            maxAcross = max(maxAcross, across + axes.acrossTrailing(insets))
            cursor = rowStart + thickness + axes.alongTrailing(insets)
            if footerExtent > 0 {
                headerSpans.append((section, cursor, ElementKind.sectionFooter, footerExtent))
                cursor += footerExtent
            }
            sections.append(LineRun(start: sectionStart, end: cursor, firstItem: base, count: count))
        }
        for span in headerSpans {
            supplementary.append(LayoutAttributes(
                category: .supplementaryView(kind: span.kind), indexPath: IndexPath(item: 0, section: span.section),
                frame: axes.rect(along: span.start, across: 0, alongLength: span.extent, acrossLength: maxAcross)))
        }
        collectionViewContentSize = axes.size(along: cursor, across: maxAcross)
    }

    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        let axes = Axes(scrollDirection)
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
        var k = supplementary.firstElement(endingAfter: lo, vertical: axes.vertical)
        while k < supplementary.count {
            let f = supplementary[k].frame
            if (axes.vertical ? f.minY : f.minX) >= hi { break }
            if f.intersects(rect) { result.append(supplementary[k]) }
            k += 1
        }
        return result
    }

    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard content.contains(indexPath) else { return nil }
        return decorated(.cell(indexPath, frame: frames[content.globalIndex(of: indexPath)]))
    }

    public func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        supplementary.first { $0.category.kind == kind && $0.indexPath.section == indexPath.section }
    }
}
