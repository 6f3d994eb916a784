/// Right-to-left layout: the layout is computed left to right and every frame it hands out is
/// mirrored across the collection view's width (across the content's width in a horizontal
/// layout, whose content UIKit flips as a whole: section 0 at the right end, which the initial
/// content offset shows), as UIKit's compositional layout flips its
/// geometry when the collection view's effectiveUserInterfaceLayoutDirection is right to left:
/// items flow from the right, leading insets and boundary items' leading alignments are on the
/// right, a list's separator inset is on the right (developer.apple.com/documentation/uikit/
/// nsdirectionaledgeinsets: "leading" is the right edge in a right-to-left layout). An
/// orthogonally scrolling section is mirrored with the rest, as UIKit mirrors the section's own
/// scroll view: its first group sits at the trailing inset on the right, later ones run to the
/// left, and its offset (``orthogonalOffsets``, measured from the leading edge) moves the groups
/// to the right, revealing those on the left.
extension CompositionalLayout {
    /// Whether frames are mirrored (``Compositional/Configuration/layoutDirection``).
    var isRightToLeft: Bool { configuration.layoutDirection == .rightToLeft }

    /// The width frames are mirrored across: the collection view's in a vertical layout; the
    /// content's in a horizontal one (the view's when the content is narrower, an assumption:
    /// section 0 then still starts at the view's right edge).
    var mirrorWidth: Double {
        configuration.scrollDirection == .horizontal ? max(collectionViewContentSize.width, viewport.width) : viewport.width
    }

    /// `r` mirrored across ``mirrorWidth`` (x' = width - maxX).
    func mirrored(_ r: Rect) -> Rect {
        isRightToLeft ? Rect(x: mirrorWidth - r.maxX, y: r.minY, width: r.width, height: r.height) : r
    }

    /// The content offset in the left-to-right coordinates the layout is computed in: in a
    /// horizontal right-to-left layout the visible range x ... x + width is mirrored to
    /// mirrorWidth - width - x ... mirrorWidth - x. Pinned boundary items follow it.
    var leftToRightContentOffset: Point {
        guard isRightToLeft, configuration.scrollDirection == .horizontal else { return contentOffset }
        return Point(x: mirrorWidth - viewport.width - contentOffset.x, y: contentOffset.y)
    }

    /// Where the content is first shown, as UIKit first shows it: the start, which in a horizontal
    /// right-to-left layout is the right end (x = content width - view width, at least 0).
    package var initialContentOffset: Point {
        guard isRightToLeft, configuration.scrollDirection == .horizontal else { return .zero }
        return Point(x: mirrorWidth - viewport.width, y: 0)
    }

    /// `a` with its frame mirrored.
    func mirrored(_ a: LayoutAttributes) -> LayoutAttributes {
        guard isRightToLeft else { return a }
        var a = a
        a.frame = mirrored(a.frame)
        return a
    }

    /// The cells, boundary items and decorations that intersect `rect`: sections by binary
    /// search, groups by division, so the cost grows with what is returned.
    package func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        guard isRightToLeft else { return leftToRightElements(in: rect) }
        return leftToRightElements(in: mirrored(rect)).map(mirrored)
    }

    /// The cell at `indexPath`, or nil when the content has no such item (or its section's group
    /// places none).
    package func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        leftToRightItem(at: indexPath).map(mirrored)
    }

    /// The section's first boundary item of `kind`, pinned where it is pinned; else the
    /// supplementary item of `kind` anchored to the item at `indexPath` or to its group (a badge); or nil.
    package func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        leftToRightSupplementary(ofKind: kind, at: indexPath).map(mirrored)
    }

    /// A section's decoration of `kind` (item 0: a background) or a list row's separator (the
    /// row's index path), or nil.
    package func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        leftToRightDecoration(ofKind: kind, at: indexPath).map(mirrored)
    }

    /// Every element whose frame meets `bounds`, in report order (``LayoutAttributes/reportOrder(_:_:)``:
    /// cells, then supplementary views, then decoration views, each by index path and kind),
    /// computed one at a time from the sections' geometry and never gathered: memory does not
    /// grow with the number of items.
    /// - Parameters:
    ///   - bounds: the rectangle elements must meet, in content coordinates.
    ///   - body: called with each element.
    package func forEachElementInReportOrder(within bounds: Rect, _ body: (LayoutAttributes) -> Void) {
        guard isRightToLeft else { return leftToRightForEachElement(within: bounds, body) }
        leftToRightForEachElement(within: mirrored(bounds)) { body(mirrored($0)) }
    }
}
