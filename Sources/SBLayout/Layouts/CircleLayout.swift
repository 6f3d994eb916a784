/// The cookbook's CircleLayout (recipes 10-6 and 10-7, after Apple's WWDC 2012 sample).
///
/// The content is the view itself (no scrolling). Item `i` of `n` in section 0 sits on a circle
/// of radius min(width, height) / 3 around the view's centre, at angle 2 pi i / n (0 at 3 o'clock,
/// growing clockwise on screen) plus the accumulated rotation; a pinch scales the radius by its
/// scale clamped to 0.5 ... 1.3. Items are 80 x 80. Inserted items start at the centre with
/// alpha 0; deleted items end at the centre with alpha 0, scaled to 0.1.
///
/// The cookbook lays out section 0 only; items of other sections get no attributes.
public struct CircleLayout: CollectionViewLayout {
    public var name = "circle"
    public var itemSize = Size(width: 80, height: 80)
    /// The pinch gesture's scale (scaleTo:), clamped to 0.5 ... 1.3 when used.
    public var scale = 1.0
    /// The accumulated rotation, radians (rotation + currentRotation of recipe 10-7).
    public var rotation = 0.0
    /// The radius as a fraction of min(width, height): 1/3 in the cookbook (Apple's original: 1/2.5).
    public var radiusFactor = 1.0 / 3.0

    public var contentOffset = Point.zero
    public var isEditing = false
    public var quiverSeed: UInt64 = 0

    public private(set) var content = CollectionContent(itemCounts: [])
    public private(set) var viewport = Size.zero
    public var collectionViewContentSize: Size { viewport }

    public private(set) var centerPoint = Point.zero
    public private(set) var radius = 0.0

    public init() {}

    public static let minimumScale = 0.5
    public static let maximumScale = 1.3

    public mutating func prepare(content: CollectionContent, viewport: Size) {
        self.content = content
        self.viewport = viewport
        centerPoint = Point(x: viewport.width / 2, y: viewport.height / 2)
        radius = min(viewport.width, viewport.height) * radiusFactor
    }

    /// The radius after the pinch: clamp(scale, 0.5, 1.3) x radius.
    public var scaledRadius: Double {
        min(max(scale, CircleLayout.minimumScale), CircleLayout.maximumScale) * radius
    }

    private var numberOfItems: Int { content.numberOfItems(inSection: 0) }

    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
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

    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        (0..<numberOfItems).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
            .filter { $0.frame.intersects(rect) }
    }

    public func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        nil
    }

    /// insertionAttributesForItemAtIndexPath: at the centre, transparent.
    public func initialLayoutAttributesForAppearingItem(at indexPath: IndexPath, in update: UpdateBatch) -> LayoutAttributes? {
        guard update.insertedIndexPaths.contains(indexPath), var a = layoutAttributesForItem(at: indexPath) else { return nil }
        a.alpha = 0
        a.center = centerPoint
        return a
    }

    /// deletionAttributesForItemAtIndexPath: at the centre, transparent, scaled to 0.1.
    public func finalLayoutAttributesForDisappearingItem(at indexPath: IndexPath, in update: UpdateBatch) -> LayoutAttributes? {
        guard update.deletedIndexPaths.contains(indexPath), var a = layoutAttributesForItem(at: indexPath) else { return nil }
        a.alpha = 0
        a.center = centerPoint
        a.transform = .scale(x: 0.1, y: 0.1)
        return a
    }
}
