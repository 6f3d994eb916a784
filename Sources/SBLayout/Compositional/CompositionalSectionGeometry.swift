/// One section of a prepared ``CompositionalLayout``: where its groups, boundary items and
/// decorations are, so that queries compute frames from a group's index instead of storing one
/// frame per item.
struct CompositionalSectionGeometry: Hashable, Sendable {
    /// A boundary item placed at its natural position (before pinning).
    struct Boundary: Hashable, Sendable {
        var item: Compositional.BoundaryItem
        var frame: Rect
        /// -1 on the section's leading edge along the scroll axis, +1 on its trailing edge, 0 neither.
        var mainEdge: Int
    }

    /// The section's index among the layout's section definitions.
    var definition: Int
    var itemCount: Int
    /// The section's extent along the scroll axis, boundary items included.
    var start: Double
    var end: Double
    /// The content area (groups and contentInsets) along the scroll axis: pinned items stay in it.
    var bodyStart: Double
    var bodyEnd: Double
    /// Every element's extent along the scroll axis may reach beyond start...end (items larger
    /// than their group, offset boundary items): the true bounds, for the visible-rect search.
    var low: Double
    var high: Double
    /// Leaf frames of one group, relative to the group's origin.
    var template: [Rect]
    /// Each template frame's zIndex (a custom item's; 0 for other items).
    var templateZIndices: [Int]
    /// The template's extent along the axis groups advance on, relative to a group's origin.
    var templateLow: Double
    var templateHigh: Double
    var groupSize: Size
    /// The first group's origin, in content coordinates (orthogonal sections: at offset 0).
    var firstGroupOrigin: Point
    /// How far each next group is from the previous one (its length plus interGroupSpacing).
    var stride: Double
    /// True when groups advance across the scroll axis (an orthogonally scrolling section).
    var orthogonal: Bool
    var behavior: Compositional.OrthogonalScrolling
    /// Orthogonal sections: the length of the section's own scrollable content, and of its view.
    var orthogonalContentLength: Double
    var orthogonalViewLength: Double
    var boundaries: [Boundary]
    var decorations: [LayoutAttributes]
    var list: Compositional.ListConfiguration?
    /// The groups one by one, when the section's cells sized themselves; nil when every group is
    /// the template.
    var measured: CompositionalMeasuredGroups?
    /// The template's supplementary items (badges) by template cell, or empty when it has none.
    var supplementariesByCell: [[TemplateSupplementary]] = []

    var groupCount: Int { measured?.count ?? (template.isEmpty ? 0 : (itemCount + template.count - 1) / template.count) }

    /// The largest orthogonal offset: the section's content scrolled to its end.
    var maximumOrthogonalOffset: Double { max(0, orthogonalContentLength - orthogonalViewLength) }
}
