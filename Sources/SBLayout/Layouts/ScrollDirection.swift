/// The axis a layout's content scrolls along (UICollectionViewScrollDirection).
package enum ScrollDirection: String, Hashable, Sendable, CaseIterable {
    /// Content scrolls up and down; flow lines are rows.
    case vertical
    /// Content scrolls left and right; flow lines are columns.
    case horizontal
}

/// Geometry along the scroll axis ("along") and across it ("across"): lines of a vertical flow
/// are rows (across = x), those of a horizontal flow are columns (across = y).
struct Axes: Sendable {
    let vertical: Bool

    init(_ direction: ScrollDirection) {
        vertical = direction == .vertical
    }

    func along(_ s: Size) -> Double { vertical ? s.height : s.width }
    func across(_ s: Size) -> Double { vertical ? s.width : s.height }
    func alongRange(_ r: Rect) -> (Double, Double) { vertical ? (r.minY, r.maxY) : (r.minX, r.maxX) }
    func alongLeading(_ i: EdgeInsets) -> Double { vertical ? i.top : i.left }
    func alongTrailing(_ i: EdgeInsets) -> Double { vertical ? i.bottom : i.right }
    func acrossLeading(_ i: EdgeInsets) -> Double { vertical ? i.left : i.top }
    func acrossTrailing(_ i: EdgeInsets) -> Double { vertical ? i.right : i.bottom }

    func rect(along: Double, across: Double, alongLength: Double, acrossLength: Double) -> Rect {
        vertical
            ? Rect(x: across, y: along, width: acrossLength, height: alongLength)
            : Rect(x: along, y: across, width: alongLength, height: acrossLength)
    }

    func size(along: Double, across: Double) -> Size {
        vertical ? Size(width: across, height: along) : Size(width: along, height: across)
    }

    /// A flow or grid section's header or footer (`kind`): `length` long along the scroll axis
    /// from `start`, spanning `span` across it from the content's leading edge.
    func sectionBoundary(_ kind: String, section: Int, start: Double, length: Double, span: Double) -> LayoutAttributes {
        LayoutAttributes(category: .supplementaryView(kind: kind), indexPath: IndexPath(item: 0, section: section),
                         frame: rect(along: start, across: 0, alongLength: length, acrossLength: span))
    }
}
