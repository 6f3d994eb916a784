/// The cookbook's PunchedLayout (recipe 10-4) with its scroll snapping (recipe 10-5).
///
/// A flow layout whose elements zoom towards the viewer near the horizontal centre of the
/// visible area: zoom = cos(min(1, |midX - (center.x - contentOffset.x)| / midX) x pi/4), 1 at the
/// centre and cos(pi/4) = 0.7071 at and past the edges, applied as a scale transform. The seed
/// demo is a horizontal flow of 20 sections of one 251 x 246 item, insets (10, 80, 100, 10).
package struct PunchedLayout: CollectionViewLayout {
    /// `"punched"`.
    package var name = "punched"
    /// The underlying flow layout, configured as the cookbook's demo.
    package var flow: FlowLayout

    /// The content offset: the zoom centres on the visible area, so every query depends on it.
    package var contentOffset = Point.zero
    package var isEditing = false
    package var quiverSeed: UInt64 = 0

    /// The content prepared last.
    package var content: CollectionContent { flow.content }
    /// The viewport prepared last, in points.
    package var viewport: Size { flow.viewport }
    /// The underlying flow layout's content size, in points.
    package var collectionViewContentSize: Size { flow.collectionViewContentSize }

    /// The cookbook's demo: a horizontal flow of 251 x 246 items with insets (10, 80, 100, 10).
    package init() {
        var f = FlowLayout()
        f.scrollDirection = .horizontal
        f.itemSize = Size(width: 251, height: 246)
        f.sectionInset = EdgeInsets(top: 10, left: 80, bottom: 100, right: 10)
        flow = f
    }

    /// Prepares the underlying flow layout.
    package mutating func prepare(content: CollectionContent, viewport: Size) {
        flow.prepare(content: content, viewport: viewport)
    }

    /// Half the viewport width (prepareLayout's midX).
    package var midX: Double { viewport.width / 2 }

    /// The zoom of an element whose centre is at content x `centerX`: 1 at the visible centre,
    /// falling as a cosine to cos(pi/4) = 0.7071 at the edges and beyond.
    package func zoom(forCenterX centerX: Double) -> Double {
        guard midX > 0 else { return 1 }
        let distance = abs(midX - (centerX - contentOffset.x))
        let normalized = min(1, distance / midX)
        return Math.cosine(normalized * Double.pi / 4)
    }

    private func zoomed(_ attributes: LayoutAttributes) -> LayoutAttributes {
        var a = decorated(attributes)
        let z = zoom(forCenterX: a.center.x)
        a.transform = .scale(x: z, y: z, z: 1)
        return a
    }

    /// The flow layout's elements in `rect`, each scaled by its zoom (recipe 10-4's
    /// layoutAttributesForElementsInRect:).
    package func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        flow.layoutAttributesForElements(in: rect).map(zoomed)
    }

    /// The flow layout's cell at `indexPath`, scaled by its zoom.
    package func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        flow.layoutAttributesForItem(at: indexPath).map(zoomed)
    }

    /// The flow layout's header or footer, scaled by its zoom.
    package func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        flow.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath).map(zoomed)
    }

    /// Recipe 10-5: moves the proposed offset by the least amount that puts the centre of the
    /// item nearest the proposed visible centre in the middle of the view. At either end of the
    /// content (a proposed x of 0, or at or past contentWidth - width) the proposed offset is kept,
    /// as the recipe's edge workaround does (its view controller re-centres afterwards).
    package func targetContentOffset(forProposedContentOffset proposed: Point, withScrollingVelocity velocity: Point) -> Point {
        if proposed.x == 0 || proposed.x >= collectionViewContentSize.width - viewport.width {
            return proposed
        }
        return recenteredContentOffset(forProposedContentOffset: proposed)
    }

    /// Recipe 10-5's PleaseRecenter: at either end of the content (a proposed x of 0, or at or
    /// past contentWidth - width) the layout keeps the proposed offset and posts the desired,
    /// snapped point for the view controller to scroll to; elsewhere nil (the snap is the target
    /// offset itself).
    package func pleaseRecenter(forProposedContentOffset proposed: Point) -> Point? {
        guard proposed.x == 0 || proposed.x >= collectionViewContentSize.width - viewport.width else { return nil }
        return recenteredContentOffset(forProposedContentOffset: proposed)
    }

    /// The offset the demo's view controller re-centres to after an edge stop ("PleaseRecenter"):
    /// the snapped point, computed without the edge rule.
    package func recenteredContentOffset(forProposedContentOffset proposed: Point) -> Point {
        let targetRect = Rect(x: proposed.x, y: 0, width: viewport.width, height: viewport.height)
        let proposedCenterX = proposed.x + midX
        var adjustment: Double?
        for a in flow.layoutAttributesForElements(in: targetRect) {
            let distance = a.center.x - proposedCenterX
            if adjustment.map({ abs(distance) < abs($0) }) ?? true { adjustment = distance }
        }
        return Point(x: proposed.x + (adjustment ?? 0), y: proposed.y)
    }
}
