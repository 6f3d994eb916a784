/// A location in a two-dimensional coordinate space, in points (CGPoint).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate, in points; grows to the right.
    public var x: Double
    /// The vertical coordinate, in points; grows downwards, as in UIKit.
    public var y: Double

    /// A point at the given coordinates, in points.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0) (CGPointZero).
    public static let zero = Point(x: 0, y: 0)

    /// The point as `(x, y)`.
    public var description: String { "(\(x), \(y))" }

    /// Adds two points coordinate by coordinate.
    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    /// Subtracts two points coordinate by coordinate.
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    /// Multiplies both coordinates by a factor.
    public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }
}
