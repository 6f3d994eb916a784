/// A Core Animation timing curve (CAMediaTimingFunction): a cubic Bézier from (0, 0) to (1, 1)
/// with two control points, mapping elapsed fraction to progress.
public struct TimingFunction: Hashable, Sendable {
    /// The first control point (x in 0...1).
    public var c1: Point
    /// The second control point (x in 0...1).
    public var c2: Point

    /// The curve with control points (x1, y1) and (x2, y2)
    /// (CAMediaTimingFunction(controlPoints:::)).
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        c1 = Point(x: x1, y: y1)
        c2 = Point(x: x2, y: y2)
    }

    /// kCAMediaTimingFunctionLinear: progress equals elapsed fraction.
    public static let linear = TimingFunction(0, 0, 1, 1)
    /// kCAMediaTimingFunctionEaseInEaseOut: (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = TimingFunction(0.42, 0, 0.58, 1)
    /// kCAMediaTimingFunctionEaseIn: (0.42, 0) and (1, 1).
    public static let easeIn = TimingFunction(0.42, 0, 1, 1)
    /// kCAMediaTimingFunctionEaseOut: (0, 0) and (0.58, 1).
    public static let easeOut = TimingFunction(0, 0, 0.58, 1)

    private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    /// Progress (0...1) at elapsed fraction `x` (clamped to 0...1). Solves x(t) by bisection, 60
    /// steps: exact to double precision and the same on every machine.
    public func progress(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if self == .linear { return x }
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if TimingFunction.bezier(mid, c1.x, c2.x) < x { lo = mid } else { hi = mid }
        }
        return TimingFunction.bezier((lo + hi) / 2, c1.y, c2.y)
    }
}
