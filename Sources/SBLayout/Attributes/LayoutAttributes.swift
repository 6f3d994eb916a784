/// Everything a layout says about one element (UICollectionViewLayoutAttributes), with the
/// tutorial's SpringboardLayoutAttributes additions: the delete button's state and the quiver
/// animation's time offset.
public struct LayoutAttributes: Hashable, Sendable {
    /// The element's index path (UICollectionViewLayoutAttributes.indexPath); for a header or
    /// footer, item 0 of its section.
    public var indexPath: IndexPath
    /// Whether the element is a cell, a supplementary view or a decoration view
    /// (representedElementCategory, with representedElementKind as the payload).
    public var category: ElementCategory
    /// The untransformed frame is stored exactly as the layout computed it, so that the frame a
    /// rectangle query tests is the frame it reports; the centre is derived from it.
    private var origin: Point
    private var extent: Size
    /// The centre of the element, in content coordinates. Setting it moves the element.
    public var center: Point {
        get { Point(x: origin.x + extent.width / 2, y: origin.y + extent.height / 2) }
        set { origin = Point(x: newValue.x - extent.width / 2, y: newValue.y - extent.height / 2) }
    }
    /// The untransformed size. Setting it keeps the centre, as UIKit's does.
    public var size: Size {
        get { extent }
        set {
            let c = center
            extent = newValue
            center = c
        }
    }
    /// The 3D transform (UICollectionViewLayoutAttributes.transform3D), applied about the centre.
    /// Identity by default.
    public var transform: Transform3D = .identity
    /// The opacity, 0 (transparent) to 1 (opaque). 1 by default.
    public var alpha: Double = 1
    /// The stacking order: elements with higher values are drawn above lower ones. 0 by default.
    public var zIndex: Int = 0
    /// True when the element is not drawn at all. False by default.
    public var isHidden: Bool = false
    /// SpringboardLayoutAttributes.deleteButtonHidden: false in deletion mode.
    public var isDeleteButtonHidden: Bool = true
    /// The quiver animation's time offset, seconds, one of -0.50, -0.49, ..., +0.49.
    public var quiverOffset: Double = 0
    /// The item's identity: stays with the item when updates move it to another index path.
    public var identity: Int = 0
    /// True for a supplementary view anchored to an item or a group (a badge,
    /// NSCollectionLayoutSupplementaryItem): its ``identity`` is its item's, and it moves, appears
    /// and disappears with that item in updates. False by default.
    public var isAnchoredToItem: Bool = false

    /// Attributes of an element at an untransformed frame in content coordinates, with every
    /// other attribute at its default.
    /// - Parameters:
    ///   - category: cell, supplementary view or decoration view.
    ///   - indexPath: the element's index path.
    ///   - frame: the untransformed frame, in points in content coordinates.
    public init(category: ElementCategory, indexPath: IndexPath, frame: Rect) {
        self.category = category
        self.indexPath = indexPath
        self.origin = frame.origin
        self.extent = frame.size
    }

    /// The attributes of the cell at `indexPath` with `frame`
    /// (layoutAttributesForCellWithIndexPath: followed by setting the frame).
    public static func cell(_ indexPath: IndexPath, frame: Rect) -> LayoutAttributes {
        LayoutAttributes(category: .cell, indexPath: indexPath, frame: frame)
    }

    /// The untransformed frame, in points in content coordinates; setting it sets the centre and
    /// the size.
    public var frame: Rect {
        get { Rect(origin: origin, size: extent) }
        set {
            origin = newValue.origin
            extent = newValue.size
        }
    }

    /// The bounding box of the element with its transform applied about its centre.
    public var transformedBounds: Rect {
        if transform.isIdentity { return frame }
        let hw = size.width / 2, hh = size.height / 2
        let corners = [Point(x: -hw, y: -hh), Point(x: hw, y: -hh), Point(x: -hw, y: hh), Point(x: hw, y: hh)]
            .map { transform.apply(to: $0) + center }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min() ?? center.x, x1 = xs.max() ?? center.x
        let y0 = ys.min() ?? center.y, y1 = ys.max() ?? center.y
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Orders elements as sbrender reports them: category (cells first), section, item, kind.
    package static func reportOrder(_ a: LayoutAttributes, _ b: LayoutAttributes) -> Bool {
        if a.category.sortRank != b.category.sortRank { return a.category.sortRank < b.category.sortRank }
        if a.indexPath != b.indexPath { return a.indexPath < b.indexPath }
        return (a.category.kind ?? "") < (b.category.kind ?? "")
    }

    /// The same element fully transparent: where UIKit fades an element in from, or out to, in
    /// place when the layout gives no start or end attributes of its own.
    package var faded: LayoutAttributes {
        var a = self
        a.alpha = 0
        return a
    }

    /// Linear interpolation of every animatable attribute, as a UIKit update animation does
    /// between an element's start and end attributes. Discrete values switch at the end.
    ///
    /// The centre, size and alpha move linearly; the transform moves as
    /// ``Transform3D/interpolate(from:to:_:)`` describes. Everything else (the index path,
    /// z index, hidden state, delete button, quiver offset) is `a`'s until `t` reaches 1, then `b`'s.
    /// - Parameters:
    ///   - a: the attributes at the start.
    ///   - b: the attributes at the end.
    ///   - t: the progress, 0 for `a` and 1 for `b`.
    /// - Returns: the attributes at progress `t`.
    public static func interpolate(from a: LayoutAttributes, to b: LayoutAttributes, _ t: Double) -> LayoutAttributes {
        var r = t >= 1 ? b : a
        r.center = Point(x: a.center.x + (b.center.x - a.center.x) * t, y: a.center.y + (b.center.y - a.center.y) * t)
        r.size = Size(width: a.size.width + (b.size.width - a.size.width) * t,
                      height: a.size.height + (b.size.height - a.size.height) * t)
        r.alpha = a.alpha + (b.alpha - a.alpha) * t
        r.transform = Transform3D.interpolate(from: a.transform, to: b.transform, t)
        return r
    }
}
