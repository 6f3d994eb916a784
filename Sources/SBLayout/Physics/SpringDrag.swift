/// Dragging items on springs, as the UIKit Dynamics document sets it up: each dragged item hangs
/// on four UIAttachmentBehaviors whose anchors are the corners of a 40 x 40 square centred on
/// the touch, attached to the item's centre (so they pull without torque: the items do not
/// rotate), each with frequency 8 Hz and damping ratio 0.6. An item's mass comes from its area
/// (density 1: m = w x h / 10^4).
///
/// A spring of frequency f and damping ratio z on mass m has stiffness k = m (2 pi f)^2 and
/// damping c = 2 m z (2 pi f). The four springs act on the same point, so their forces add: the
/// pull is 4k (x - touch) plus the damping 4c v (the square's corners average to the touch).
/// The motion is integrated with implicit (backward) Euler at a fixed step, which is stable
/// for any step and gives the same numbers on every machine.
public struct SpringDrag: Hashable, Sendable {
    /// Each attachment's frequency, 8 Hz (UIAttachmentBehavior.frequency in the document).
    public static let frequency = 8.0
    /// Each attachment's damping ratio, 0.6 (UIAttachmentBehavior.damping in the document).
    public static let dampingRatio = 0.6
    /// The square whose corners anchor the four attachments, 40 x 40 points, centred on the touch.
    public static let attachmentSquare = Size(width: 40, height: 40)
    /// The number of attachments per item, 4.
    public static let attachments = 4.0
    /// The integration step, seconds.
    public static let step = 1.0 / 600.0

    /// The mass of an item of this size (density 1).
    public static func mass(of size: Size) -> Double {
        max(1e-6, size.width * size.height / 10_000)
    }

    /// The anchors of the four attachments for a touch point (top-left, top-right, bottom-left,
    /// bottom-right), as the document's attachmentPoints(for:).
    public static func anchors(for touch: Point) -> [Point] {
        let w = attachmentSquare.width / 2, h = attachmentSquare.height / 2
        return [Point(x: touch.x - w, y: touch.y - h), Point(x: touch.x + w, y: touch.y - h),
                Point(x: touch.x - w, y: touch.y + h), Point(x: touch.x + w, y: touch.y + h)]
    }

    /// An item's centre and velocity.
    public struct State: Hashable, Sendable {
        /// The item's centre, in points.
        public var position: Point
        /// The item's velocity, in points per second.
        public var velocity: Point

        /// An item at `position` moving at `velocity` (at rest by default).
        public init(position: Point, velocity: Point = .zero) {
            self.position = position
            self.velocity = velocity
        }
    }

    /// The dragged item's mass (see ``mass(of:)``).
    public var mass: Double

    /// The springs for an item of this size, in points.
    public init(itemSize: Size) {
        mass = SpringDrag.mass(of: itemSize)
    }

    /// Advances an item by one step towards the touch point's anchors.
    ///
    /// The springs attach the item's centre, offset by `grip` (where the touch held the item
    /// relative to its centre, so that the item does not jump to centre itself under the finger).
    /// - Parameters:
    ///   - s: the item's state now.
    ///   - touch: the touch point, in points.
    ///   - grip: where the touch holds the item, relative to its centre.
    ///   - dt: the step, in seconds.
    /// - Returns: the item's state `dt` seconds later.
    public func advance(_ s: State, touch: Point, grip: Point = .zero, dt: Double = SpringDrag.step) -> State {
        let omega = 2 * Double.pi * SpringDrag.frequency
        let k = SpringDrag.attachments * mass * omega * omega
        let c = SpringDrag.attachments * 2 * mass * SpringDrag.dampingRatio * omega
        // The anchors' pull on the item's centre: the centroid of the four anchors minus the grip.
        let rest = Point(x: touch.x - grip.x, y: touch.y - grip.y)
        let denominator = 1 + dt * c / mass + dt * dt * k / mass
        func axis(_ x: Double, _ v: Double, _ a: Double) -> (Double, Double) {
            let v1 = (v - dt * k / mass * (x - a)) / denominator
            return (x + dt * v1, v1)
        }
        let (x, vx) = axis(s.position.x, s.velocity.x, rest.x)
        let (y, vy) = axis(s.position.y, s.velocity.y, rest.y)
        return State(position: Point(x: x, y: y), velocity: Point(x: vx, y: vy))
    }

    /// The item's state `t` seconds after `start` while the touch follows `touch(t)`.
    /// - Parameters:
    ///   - start: the item's state at time 0.
    ///   - t: the time to simulate to, in seconds (rounded to whole steps of ``step``).
    ///   - grip: where the touch holds the item, relative to its centre.
    ///   - touch: the touch point at a time in seconds, sampled at the end of every step.
    public func simulate(from start: State, until t: Double, grip: Point = .zero, touch: (Double) -> Point) -> State {
        var s = start
        let steps = Int((max(0, t) / SpringDrag.step).rounded(.toNearestOrAwayFromZero))
        for i in 0..<steps {
            s = advance(s, touch: touch(Double(i + 1) * SpringDrag.step), grip: grip)
        }
        return s
    }
}
