/// What a `CompositionalLayout` asks an element when it sizes it to its content, as UIKit asks
/// a cell or reusable view `preferredLayoutAttributesFittingAttributes:`: the element's
/// attributes at its estimated size, and which of its sides are estimated. The answer's length
/// along an estimated side replaces the estimate; the other sides stay as the layout made them.
public struct SelfSizingRequest: Sendable {
    /// The element as laid out with its estimate (its frame's size is the proposed size).
    public var attributes: LayoutAttributes
    /// True when the width is estimated: the element may choose it.
    public var widthIsEstimated: Bool
    /// True when the height is estimated: the element may choose it.
    public var heightIsEstimated: Bool

    /// A request for `attributes`, with its estimated sides.
    public init(attributes: LayoutAttributes, widthIsEstimated: Bool, heightIsEstimated: Bool) {
        self.attributes = attributes
        self.widthIsEstimated = widthIsEstimated
        self.heightIsEstimated = heightIsEstimated
    }
}

extension CompositionalLayout {
    /// Sizes the visible cells and boundary items with an estimated dimension to their content,
    /// as UIKit does when it shows them: each one not measured yet is asked for its preferred size
    /// (`measure`), the answers are kept in ``measuredSizes`` and the layout is prepared again with
    /// them (UIKit's invalidation with the preferred attributes). Cells that come into view
    /// because others shrank are asked in the next pass; at most `maximumPasses` passes. Elements
    /// never shown keep their estimates, as in UIKit, and so does an element whose answer is nil
    /// or not a usable size (``MeasuredSizes/isUsable(_:)``).
    ///
    /// Call it after ``prepare(content:viewport:)`` with the content offset set; the layout stays
    /// prepared, with the same content offset.
    /// - Parameters:
    ///   - maximumPasses: how many times at most the visible elements are measured and the layout
    ///     prepared again.
    ///   - measure: an element's preferred size, or nil to keep its estimate.
    package mutating func selfSize(maximumPasses: Int = 8, _ measure: (SelfSizingRequest) -> Size?) {
        struct Asked: Hashable { var category: ElementCategory; var indexPath: IndexPath }
        var asked: Set<Asked> = []
        for _ in 0..<max(0, maximumPasses) {
            var changed = false
            for a in layoutAttributesForElements(in: visibleRect) where asked.insert(Asked(category: a.category, indexPath: a.indexPath)).inserted {
                guard let estimated = estimatedAxes(of: a), estimated.width || estimated.height,
                      let preferred = measure(SelfSizingRequest(attributes: a, widthIsEstimated: estimated.width, heightIsEstimated: estimated.height)),
                      MeasuredSizes.isUsable(preferred)
                else { continue }
                let size = MeasuredSizes.applying(preferred, to: a.size, width: estimated.width, height: estimated.height)
                switch a.category {
                case .cell: measuredSizes.setItem(a.indexPath, size)
                case .supplementaryView(let kind): measuredSizes.setSupplementary(kind: kind, section: a.indexPath.section, size)
                case .decorationView: continue
                }
                if size != a.size { changed = true }
            }
            guard changed else { return }
            prepare(content: content, viewport: viewport)
        }
    }

    /// Whether a prepared element's width and height are estimated (its item's or boundary
    /// item's dimensions), so that its own size may replace them; nil for a decoration or an
    /// element that does not exist.
    package func estimatedDimensions(of attributes: LayoutAttributes) -> (width: Bool, height: Bool)? {
        estimatedAxes(of: attributes).map { ($0.width, $0.height) }
    }

    /// Which sides of a prepared element are estimated: a cell's leaf item's, a boundary item's;
    /// nil for decorations and elements that do not exist.
    func estimatedAxes(of a: LayoutAttributes) -> MeasuredGroupSolver.EstimatedAxes? {
        guard let section = definition(ofSection: a.indexPath.section) else { return nil }
        switch a.category {
        case .cell:
            let s = a.indexPath.section
            guard a.indexPath.item >= 0, a.indexPath.item < content.numberOfItems(inSection: s) else { return nil }
            let contentArea = configuration.effectiveInsets(section.contentInsets, reference: section.contentInsetsReference, viewport: viewport).inset(viewport)
            let group = section.group
            let proposed = group.layoutSize.resolve(in: contentArea)
            let solver = MeasuredGroupSolver(measured: { _ in nil })
            var frames: [Rect] = []
            var axes: [MeasuredGroupSolver.EstimatedAxes] = []
            var cursor = 0
            solver.solve(group, origin: .zero, size: solver.fit(group, proposed: proposed, cursor: 0).size, cursor: &cursor, frames: &frames, axes: &axes)
            guard !axes.isEmpty else { return nil }
            return axes[a.indexPath.item % axes.count]
        case .supplementaryView(let kind):
            guard let item = section.boundarySupplementaryItems.first(where: { $0.elementKind == kind }) else { return nil }
            return .init(width: item.layoutSize.widthDimension.isEstimated, height: item.layoutSize.heightDimension.isEstimated)
        case .decorationView:
            return nil
        }
    }

    /// The section's groups solved one by one with its cells' measured sizes, or nil when none of
    /// its cells is measured (every group is then the template).
    func measuredGroups(section s: Int, definition: Compositional.Section, itemCount: Int, contentArea: Size, axes: Axes) -> CompositionalMeasuredGroups? {
        guard let lastMeasured = measuredSizes.lastMeasuredItem[s] else { return nil }
        let orthogonal = definition.orthogonalScrollingBehavior != .none
        let sizes = measuredSizes.items
        return CompositionalMeasuredGroups(
            group: definition.group, proposed: definition.group.layoutSize.resolve(in: contentArea), itemCount: itemCount, lastMeasured: lastMeasured,
            spacing: definition.interGroupSpacing, advanceVertical: axes.vertical != orthogonal,
            measured: { sizes[IndexPath(item: $0, section: s)] })
    }

    /// A boundary item's size: its layout size in `container`, with its measured length along its
    /// estimated dimensions.
    func boundarySize(_ item: Compositional.BoundaryItem, section: Int, in container: Size) -> Size {
        MeasuredSizes.applying(measuredSizes.supplementary(kind: item.elementKind, section: section),
                               to: item.layoutSize.resolve(in: container),
                               width: item.layoutSize.widthDimension.isEstimated, height: item.layoutSize.heightDimension.isEstimated)
    }

    /// The cells (and list separators) of a section with measured groups that intersect `rect`:
    /// the groups found by binary search on their origins.
    func appendMeasuredCells(of g: CompositionalSectionGeometry, section: Int, in rect: Rect, to result: inout [LayoutAttributes]) {
        guard let m = g.measured, m.count > 0 else { return }
        let advanceVertical = Axes(configuration.scrollDirection).vertical != g.orthogonal
        let (lo, hi) = advanceVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        let zero = groupOrigin(g, section: section, group: 0)
        let base = advanceVertical ? zero.y : zero.x
        for k in m.groups(from: lo, to: hi, base: base) {
            let o = groupOrigin(g, section: section, group: k)
            for item in m.items(ofGroup: k) {
                let frame = m.frame(ofItem: item).offsetBy(dx: o.x, dy: o.y)
                if frame.intersects(rect) {
                    result.append(cellAttributes(g, section: section, item: item, frame: frame))
                }
                result += separators(g, section: section, item: item, cell: frame, in: rect)
            }
        }
    }
}
