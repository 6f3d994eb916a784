import SBLayout

/// Dragging an item on springs, as the UIKit Dynamics document sets it up: the item hangs on four
/// UIAttachmentBehaviors whose anchors are the corners of a 40 x 40 square centred on the touch,
/// each attached to the item's centre (so they pull without torque: the items do not rotate),
/// each with frequency 8 Hz and damping ratio 0.6.
///
/// UIAttachmentBehavior(item:attachedToAnchor:) is a spring whose rest length is the distance
/// between the anchor and the item's centre when the behaviour is created (at the long press), not
/// a zero-length spring: every dragged item therefore keeps its offset from the touch while the
/// anchors move with it, and when the touch lifts (the anchors go back to the start point) it
/// settles back on its own slot.
///
/// Each attachment is the spring of Box2D's distance joint, which UIKit Dynamics uses: with
/// omega = 2 pi f, stiffness k = m omega^2 and damping c = 2 m zeta omega, both acting along the
/// attachment (from the anchor to the item's centre). The mass cancels out: the acceleration is
/// the sum over the four attachments of -omega^2 (length - rest) u - 2 zeta omega (v . u) u, with
/// u the unit vector from the anchor to the centre.
///
/// For an item centred on the touch the four attachments lie on the diagonals, and for small
/// motions they add up to 2k and 2c per axis (not 4k and 4c): the item rings at sqrt(2) x 8 Hz
/// with damping ratio sqrt(2) x 0.6 = 0.849, just under critical, overshooting a small step by
/// exp(-pi zeta / sqrt(1 - zeta^2)) = 0.65 %. Four zero-length springs summed would give 16 Hz and
/// damping ratio 1.2 (over-damped, no overshoot).
///
/// The motion is integrated with the classic fourth-order Runge-Kutta method at a fixed step of
/// 1/600 s (omega x step = 0.17 at the stiffest, far inside its stability region), with the
/// anchors held where the touch is at the end of each step: the same numbers on every machine.
package struct SpringDrag: Hashable, Sendable {
    /// Each attachment's frequency, 8 Hz (UIAttachmentBehavior.frequency in the document).
    package static let frequency = 8.0
    /// Each attachment's damping ratio, 0.6 (UIAttachmentBehavior.damping in the document).
    package static let dampingRatio = 0.6
    /// The square whose corners anchor the four attachments, 40 x 40 points, centred on the touch.
    package static let attachmentSquare = Size(width: 40, height: 40)
    /// The integration step, seconds.
    package static let step = 1.0 / 600.0

    /// The mass of an item of this size (density 1: m = w x h / 10^4). The springs' stiffness and
    /// damping scale with it, so it does not change the motion.
    package static func mass(of size: Size) -> Double {
        max(1e-6, size.width * size.height / 10_000)
    }

    /// The corners of the attachment square relative to the touch (top-left, top-right,
    /// bottom-left, bottom-right), as the document's attachmentPoints(for:).
    package static let corners: [Point] = {
        let w = attachmentSquare.width / 2, h = attachmentSquare.height / 2
        return [Point(x: -w, y: -h), Point(x: w, y: -h), Point(x: -w, y: h), Point(x: w, y: h)]
    }()

    /// The anchors of the four attachments for a touch point (top-left, top-right, bottom-left,
    /// bottom-right), as the document's attachmentPoints(for:).
    package static func anchors(for touch: Point) -> [Point] {
        corners.map { Point(x: touch.x + $0.x, y: touch.y + $0.y) }
    }

    /// An item's centre and velocity.
    package struct State: Hashable, Sendable {
        /// The item's centre, in points.
        package var position: Point
        /// The item's velocity, in points per second.
        package var velocity: Point

        /// An item at `position` moving at `velocity` (at rest by default).
        package init(position: Point, velocity: Point = .zero) {
            self.position = position
            self.velocity = velocity
        }
    }

    /// The rest length of each attachment (in ``corners`` order): the distance from its anchor to
    /// the item's centre when the drag began.
    package var restLengths: [Double]

    /// The attachments made when a touch at `touch` picks up an item centred at `center`.
    package init(center: Point, touch: Point) {
        restLengths = SpringDrag.anchors(for: touch).map { a in
            let dx = center.x - a.x, dy = center.y - a.y
            return (dx * dx + dy * dy).squareRoot()
        }
    }

    /// The acceleration of an item at `x` moving at `v` while the touch is at `touch`.
    func acceleration(_ x: Point, _ v: Point, touch: Point) -> Point {
        let omega = 2 * Double.pi * SpringDrag.frequency
        let stiffness = omega * omega
        let damping = 2 * SpringDrag.dampingRatio * omega
        var ax = 0.0, ay = 0.0
        for (corner, rest) in zip(SpringDrag.corners, restLengths) {
            let dx = x.x - (touch.x + corner.x), dy = x.y - (touch.y + corner.y)
            let length = (dx * dx + dy * dy).squareRoot()
            // At the anchor itself the direction is undefined and the joint pulls nowhere.
            guard length > 1e-12 else { continue }
            let ux = dx / length, uy = dy / length
            let f = -stiffness * (length - rest) - damping * (v.x * ux + v.y * uy)
            ax += f * ux
            ay += f * uy
        }
        return Point(x: ax, y: ay)
    }

    /// Advances an item by one step (fourth-order Runge-Kutta) with the anchors around `touch`.
    /// - Parameters:
    ///   - s: the item's state now.
    ///   - touch: the touch point, in points.
    ///   - dt: the step, in seconds.
    /// - Returns: the item's state `dt` seconds later.
    package func advance(_ s: State, touch: Point, dt: Double = SpringDrag.step) -> State {
        func add(_ p: Point, _ q: Point, _ f: Double) -> Point { Point(x: p.x + q.x * f, y: p.y + q.y * f) }
        let x1 = s.position, v1 = s.velocity
        let a1 = acceleration(x1, v1, touch: touch)
        let x2 = add(x1, v1, dt / 2), v2 = add(v1, a1, dt / 2)
        let a2 = acceleration(x2, v2, touch: touch)
        let x3 = add(x1, v2, dt / 2), v3 = add(v1, a2, dt / 2)
        let a3 = acceleration(x3, v3, touch: touch)
        let x4 = add(x1, v3, dt), v4 = add(v1, a3, dt)
        let a4 = acceleration(x4, v4, touch: touch)
        let position = Point(x: x1.x + dt / 6 * (v1.x + 2 * v2.x + 2 * v3.x + v4.x),
                             y: x1.y + dt / 6 * (v1.y + 2 * v2.y + 2 * v3.y + v4.y))
        let velocity = Point(x: v1.x + dt / 6 * (a1.x + 2 * a2.x + 2 * a3.x + a4.x),
                             y: v1.y + dt / 6 * (a1.y + 2 * a2.y + 2 * a3.y + a4.y))
        return State(position: position, velocity: velocity)
    }

    /// The item's state `t` seconds after `start` while the touch follows `touch(t)`.
    /// - Parameters:
    ///   - start: the item's state at time 0.
    ///   - t: the time to simulate to, in seconds (rounded to whole steps of ``step``).
    ///   - touch: the touch point at a time in seconds, sampled at the end of every step.
    package func simulate(from start: State, until t: Double, touch: (Double) -> Point) -> State {
        var s = start
        let steps = Int((min(max(0, t), 3600) / SpringDrag.step).rounded(.toNearestOrAwayFromZero))
        for i in 0..<steps {
            s = advance(s, touch: touch(Double(i + 1) * SpringDrag.step))
        }
        return s
    }
}
