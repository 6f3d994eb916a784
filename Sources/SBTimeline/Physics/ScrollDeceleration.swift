import SBLayout

/// UIScrollView's deceleration after a flick: the velocity falls by a factor `rate` every
/// millisecond, v(t) = v0 x rate^(1000 t), so the offset comes to rest at x0 - v0 / (1000 ln rate).
/// *Assumption* (UIKit does not document it): the motion stops when the speed falls under
/// 0.5 points per second.
package struct ScrollDeceleration: Hashable, Sendable {
    /// UIScrollViewDecelerationRateNormal, 0.998 per millisecond.
    package static let normal = 0.998
    /// UIScrollViewDecelerationRateFast, 0.99 per millisecond.
    package static let fast = 0.99
    /// Points per second under which the scroll view stops.
    package static let stopSpeed = 0.5

    /// The content offset at release, in points.
    package var start: Point
    /// The velocity at release, in points per second.
    package var velocity: Point
    /// The factor the velocity falls by every millisecond, such as ``normal``.
    package var rate: Double

    /// A deceleration from a flick.
    /// - Parameters:
    ///   - start: the content offset at release, in points.
    ///   - velocity: the velocity at release, in points per second.
    ///   - rate: the deceleration rate per millisecond.
    package init(start: Point, velocity: Point, rate: Double = ScrollDeceleration.normal) {
        self.start = start
        self.velocity = velocity
        self.rate = rate
    }

    /// A deceleration that starts at `start` and comes to rest exactly at `target` (what UIKit
    /// does when a layout's targetContentOffset moves the resting point): the velocity is chosen
    /// for it.
    package init(start: Point, restingAt target: Point, rate: Double = ScrollDeceleration.normal) {
        let k = 1000 * Math.naturalLog(rate)
        self.init(start: start, velocity: Point(x: (start.x - target.x) * k, y: (start.y - target.y) * k), rate: rate)
    }

    private var k: Double { 1000 * Math.naturalLog(rate) }

    /// Where the motion comes to rest, in points.
    package var restingPoint: Point {
        Point(x: start.x - velocity.x / k, y: start.y - velocity.y / k)
    }

    /// Seconds until the speed falls under ``stopSpeed`` (0 when it starts under it).
    package var duration: Double {
        let speed = (velocity.x * velocity.x + velocity.y * velocity.y).squareRoot()
        guard speed > ScrollDeceleration.stopSpeed, rate > 0, rate < 1 else { return 0 }
        return Math.naturalLog(ScrollDeceleration.stopSpeed / speed) / k
    }

    /// The offset `t` seconds after release, in points (at rest after ``duration``).
    package func offset(at t: Double) -> Point {
        if t >= duration { return restingPoint }
        let f = (Math.power(rate, 1000 * max(0, t)) - 1) / k
        return Point(x: start.x + velocity.x * f, y: start.y + velocity.y * f)
    }

    /// The velocity `t` seconds after release, in points per second (zero after ``duration``).
    package func velocity(at t: Double) -> Point {
        if t >= duration { return .zero }
        let f = Math.power(rate, 1000 * max(0, t))
        return Point(x: velocity.x * f, y: velocity.y * f)
    }
}
