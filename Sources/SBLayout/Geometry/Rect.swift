/// A rectangle: an origin and a size, in points (CGRect). Sizes are expected to be non-negative.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner, in points.
    public var origin: Point
    /// The width and height, in points.
    public var size: Size

    /// A rectangle with the given origin and size (CGRect(origin:size:)).
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle with the given origin and size, in points (CGRectMake).
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin (CGRectZero).
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge's x (CGRectGetMinX).
    public var minX: Double { origin.x }
    /// The top edge's y (CGRectGetMinY).
    public var minY: Double { origin.y }
    /// The right edge's x (CGRectGetMaxX).
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge's y (CGRectGetMaxY).
    public var maxY: Double { origin.y + size.height }
    /// The x of the centre (CGRectGetMidX).
    public var midX: Double { origin.x + size.width / 2 }
    /// The y of the centre (CGRectGetMidY).
    public var midY: Double { origin.y + size.height / 2 }
    /// The width, in points.
    public var width: Double { size.width }
    /// The height, in points.
    public var height: Double { size.height }
    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }

    /// The rectangle as `(x, y, width, height)`.
    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }

    /// CGRectIntersectsRect: the interiors overlap (rectangles that only touch do not intersect).
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// True when `other` lies wholly inside this rectangle, edges included (CGRectContainsRect).
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// True when `point` lies inside the rectangle: the top and left edges included, the
    /// bottom and right edges excluded (CGRectContainsPoint).
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// CGRectInset: moves each edge inwards by dx and dy.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// CGRectOffset: the same rectangle moved by dx and dy.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The smallest rectangle holding both.
    public func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX), y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
