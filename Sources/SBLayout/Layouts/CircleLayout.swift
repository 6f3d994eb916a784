/// The cookbook's CircleLayout (recipes 10-6 and 10-7, after Apple's WWDC 2012 sample).
///
/// The content is the view itself (no scrolling). Item `i` of `n` in section 0 sits on a circle
/// of radius min(width, height) / 3 around the view's centre, at angle 2 pi i / n (0 at 3 o'clock,
/// growing clockwise on screen) plus the accumulated rotation; a pinch scales the radius by its
/// scale clamped to 0.5 ... 1.3. Items are 80 x 80. Inserted items start at the centre with
/// alpha 0; deleted items end at the centre with alpha 0, scaled to 0.1.
///
/// The cookbook lays out section 0 only; items of other sections get no attributes.
package struct CircleLayout: StatefulLayout {
    /// `"circle"`.
    package var name = "circle"
    /// Every item's size, in points: 80 x 80 as in the cookbook.
    package var itemSize = Size(width: 80, height: 80)
    /// The pinch gesture's scale (recipe 10-7's scaleTo:), clamped to ``minimumScale`` ...
    /// ``maximumScale`` when used. 1 by default.
    package var scale = 1.0
    /// The accumulated rotation, radians (rotation + currentRotation of recipe 10-7).
    package var rotation = 0.0
    /// The radius as a fraction of min(width, height): 1/3 in the cookbook (Apple's original: 1/2.5).
    package var radiusFactor = 1.0 / 3.0

    /// The deletion mode and what was prepared last; the content offset is unused, as the
    /// content is the view itself.
    package var state = LayoutState()
    /// The viewport size: the circle does not scroll.
    package var collectionViewContentSize: Size { viewport }

    /// The circle's centre, the middle of the viewport (the recipe's center), set by
    /// ``prepare(content:viewport:)``.
    package private(set) var centerPoint = Point.zero
    /// The radius before the pinch, in points: ``radiusFactor`` x min(width, height), set by
    /// ``prepare(content:viewport:)``.
    package private(set) var radius = 0.0

    /// The cookbook's circle: 80 x 80 items, radius 1/3, no pinch and no rotation.
    package init() {}

    /// The smallest pinch scale that takes effect, 0.5 (the recipe's clamp).
    package static let minimumScale = 0.5
    /// The largest pinch scale that takes effect, 1.3 (the recipe's clamp).
    package static let maximumScale = 1.3

    /// Records the content and viewport and computes ``centerPoint`` and ``radius``.
    package mutating func prepare(content: CollectionContent, viewport: Size) {
        state.prepare(content: content, viewport: viewport)
        centerPoint = Point(x: viewport.width / 2, y: viewport.height / 2)
        radius = min(viewport.width, viewport.height) * radiusFactor
    }

    /// The radius after the pinch: clamp(scale, 0.5, 1.3) x radius.
    package var scaledRadius: Double {
        min(max(scale, CircleLayout.minimumScale), CircleLayout.maximumScale) * radius
    }

    private var numberOfItems: Int { content.numberOfItems(inSection: 0) }

    /// The item's place on the circle (recipe 10-6's layoutAttributesForItemAtIndexPath:): its
    /// centre at angle 2 pi item / count + ``rotation`` and distance ``scaledRadius`` from
    /// ``centerPoint``; nil outside section 0.
    package func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.section == 0, content.contains(indexPath) else { return nil }
        let progress = Double(indexPath.item) / Double(numberOfItems)
        let theta = 2 * Double.pi * progress + rotation
        let center = Point(x: centerPoint.x + scaledRadius * Math.cosine(theta),
                           y: centerPoint.y + scaledRadius * Math.sine(theta))
        var a = LayoutAttributes.cell(indexPath, frame: .zero)
        a.size = itemSize
        a.center = center
        return decorated(a)
    }

    /// Every item of section 0 whose frame intersects `rect`.
    package func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        (0..<numberOfItems).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
            .filter { $0.frame.intersects(rect) }
    }

    /// Always nil: the circle has no headers or footers.
    package func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        nil
    }

    /// An inserted item starts at the centre, transparent (the recipe's
    /// initialLayoutAttributesForAppearingItemAtIndexPath:); nil for items the update does not insert.
    package func initialLayoutAttributesForAppearingItem(at indexPath: IndexPath, in update: UpdateBatch) -> LayoutAttributes? {
        guard update.insertedIndexPaths.contains(indexPath), var a = layoutAttributesForItem(at: indexPath) else { return nil }
        a.alpha = 0
        a.center = centerPoint
        return a
    }

    /// A deleted item ends at the centre, transparent, scaled to 0.1 (the recipe's
    /// finalLayoutAttributesForDisappearingItemAtIndexPath:); nil for items the update does not delete.
    package func finalLayoutAttributesForDisappearingItem(at indexPath: IndexPath, in update: UpdateBatch) -> LayoutAttributes? {
        guard update.deletedIndexPaths.contains(indexPath), var a = layoutAttributesForItem(at: indexPath) else { return nil }
        a.alpha = 0
        a.center = centerPoint
        a.transform = .scale(x: 0.1, y: 0.1)
        return a
    }
}
