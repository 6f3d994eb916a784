/// A compositional layout's layout-wide boundary items (configuration.boundarySupplementaryItems),
/// placed: a header before the first section, a footer after the last, others overlaying the
/// content at their alignment.
///
/// They follow a section's rules with the whole content as the section: sizes resolve against the
/// collection view's size; an item on the edge where the content starts (top when scrolling
/// vertically) that extends the boundary comes before the first section and adds its length to
/// the content, one on the far edge after the last; one that does not extend it overlays the
/// content there; ``Compositional/BoundaryItem/pinToVisibleBounds`` keeps it at
/// the visible rectangle's edge while the content lasts. They have index path (0, 0) (UIKit gives
/// them the one-element index path [0], which sbrender's section-and-item index paths cannot
/// write), so their kinds must differ from section 0's.
struct CompositionalLayoutBoundaries: Hashable, Sendable {
    /// The items at their natural places.
    var placed: [CompositionalSectionGeometry.Boundary] = []
    /// Where the sections start and end along the scroll axis (pinned items stay between).
    var bodyStart = 0.0
    var bodyEnd = 0.0
    /// The content's end along the scroll axis, trailing items included.
    var end = 0.0

    init() {}

    /// The length of the items that extend the content before the first section.
    static func leadingBand(_ configuration: Compositional.Configuration, viewport: Size) -> Double {
        band(configuration, viewport: viewport, edge: -1)
    }

    private static func band(_ configuration: Compositional.Configuration, viewport: Size, edge: Int) -> Double {
        let axes = Axes(configuration.scrollDirection)
        return configuration.boundarySupplementaryItems
            .filter { $0.extendsBoundary && $0.alignment.scrollEdge(configuration.scrollDirection) == edge }
            .reduce(0) { $0 + axes.along($1.layoutSize.resolve(in: viewport)) }
    }

    /// The items placed around sections that end at `sectionsEnd`.
    init(_ configuration: Compositional.Configuration, viewport: Size, sectionsEnd: Double) {
        let axes = Axes(configuration.scrollDirection)
        bodyStart = Self.leadingBand(configuration, viewport: viewport)
        bodyEnd = max(bodyStart, sectionsEnd)
        end = bodyEnd + Self.band(configuration, viewport: viewport, edge: 1)
        var leadCursor = 0.0, trailCursor = bodyEnd
        let crossLength = axes.across(viewport)
        for item in configuration.boundarySupplementaryItems {
            let size = item.layoutSize.resolve(in: viewport)
            let length = axes.along(size), thickness = axes.across(size)
            let main = item.alignment.scrollEdge(configuration.scrollDirection)
            let cross = axes.vertical ? item.alignment.horizontal : item.alignment.vertical
            var along: Double
            switch main {
            case ..<0:
                along = item.extendsBoundary ? leadCursor : bodyStart
                if item.extendsBoundary { leadCursor += length }
            case 1...:
                along = item.extendsBoundary ? trailCursor : bodyEnd - length
                if item.extendsBoundary { trailCursor += length }
            default:
                along = bodyStart + (bodyEnd - bodyStart - length) / 2
            }
            let across = cross < 0 ? 0 : (cross > 0 ? crossLength - thickness : (crossLength - thickness) / 2)
            let frame = axes.rect(along: along, across: across, alongLength: length, acrossLength: thickness)
                .offsetBy(dx: item.offset.x, dy: item.offset.y)
            placed.append(.init(item: item, frame: frame, mainEdge: main))
        }
    }
}

extension CompositionalLayout {
    /// The layout-wide boundary items at the current content offset (pinned ones moved).
    func layoutBoundaryAttributes() -> [LayoutAttributes] {
        layoutBoundaries.placed.map(layoutBoundaryAttributes)
    }

    /// The layout-wide boundary item of `kind`, for index path (0, 0); nil for any other.
    func layoutBoundaryAttributes(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath == IndexPath(item: 0, section: 0), let b = layoutBoundaries.placed.first(where: { $0.item.elementKind == kind }) else { return nil }
        return layoutBoundaryAttributes(b)
    }

    private func layoutBoundaryAttributes(_ b: CompositionalSectionGeometry.Boundary) -> LayoutAttributes {
        var frame = b.frame
        if b.item.pinToVisibleBounds, b.mainEdge != 0 {
            let vertical = configuration.scrollDirection == .vertical
            let start = vertical ? frame.minY : frame.minX
            let length = vertical ? frame.height : frame.width
            let visibleStart = vertical ? contentOffset.y : leftToRightContentOffset.x
            let visibleEnd = visibleStart + (vertical ? viewport.height : viewport.width)
            let along = b.mainEdge < 0
                ? max(start, min(visibleStart, layoutBoundaries.bodyEnd - length))
                : min(start, max(visibleEnd - length, layoutBoundaries.bodyStart))
            frame = vertical ? frame.offsetBy(dx: 0, dy: along - start) : frame.offsetBy(dx: along - start, dy: 0)
        }
        var a = LayoutAttributes(category: .supplementaryView(kind: b.item.elementKind), indexPath: IndexPath(item: 0, section: 0), frame: frame)
        a.zIndex = b.item.zIndex
        return a
    }
}
