import SBLayout

/// One end of a spring or a rigid attachment in a ``DynamicsWorld``: a fixed point, or a point
/// of a body given by its offset from the body's centre in the body's own axes.
package enum DynamicsEndpoint: Hashable, Sendable {
    /// A fixed point of the world.
    case anchor(Point)
    /// A point of body `index`, `offset` from its centre.
    case body(Int, offset: Point)

    /// Where it is now.
    func point(in bodies: [DynamicsBody]) -> Point {
        switch self {
        case let .anchor(p): return p
        case let .body(i, offset):
            let r = bodies[i].rotated(offset)
            return Point(x: bodies[i].center.x + r.x, y: bodies[i].center.y + r.y)
        }
    }

    /// How fast it moves (a body's velocity plus its spin about the centre).
    func velocity(in bodies: [DynamicsBody]) -> Point {
        switch self {
        case .anchor: return .zero
        case let .body(i, offset):
            let b = bodies[i], r = b.rotated(offset)
            return Point(x: b.velocity.x - b.angularVelocity * r.y, y: b.velocity.y + b.angularVelocity * r.x)
        }
    }

    /// The mass a spring between `a` and `b` moves: a body's mass against an anchor, the
    /// reduced mass m1 m2 / (m1 + m2) between two bodies.
    static func effectiveMass(_ a: DynamicsEndpoint, _ b: DynamicsEndpoint, in bodies: [DynamicsBody]) -> Double {
        switch (a, b) {
        case let (.body(i, _), .body(j, _)):
            let mi = bodies[i].mass, mj = bodies[j].mass
            return mi * mj / (mi + mj)
        case let (.body(i, _), .anchor), let (.anchor, .body(i, _)): return bodies[i].mass
        case (.anchor, .anchor): return 0
        }
    }

    /// Whether it names a body of the world and holds finite numbers.
    func isValid(bodyCount: Int) -> Bool {
        switch self {
        case let .anchor(p): return p.x.isFinite && p.y.isFinite
        case let .body(i, offset): return (0..<bodyCount).contains(i) && offset.x.isFinite && offset.y.isFinite
        }
    }
}

/// A smooth force of a ``DynamicsWorld``, integrated with RK4.
package enum DynamicsForce: Hashable, Sendable {
    /// A uniform acceleration (gravity), points per second squared, whatever the mass.
    case acceleration(body: Int, Point)
    /// A force (a continuous push), in mass x points per second squared, applied at `offset`
    /// from the centre in the body's axes (off the centre it also turns the body).
    case force(body: Int, Point, offset: Point)
    /// A damped spring between two endpoints: rest `length`, natural `frequency` in hertz and
    /// damping ratio `damping`, with stiffness m omega^2 and damping 2 m zeta omega for the
    /// effective mass m (UIKit's attachment, Box2D's soft distance joint).
    case spring(DynamicsEndpoint, DynamicsEndpoint, length: Double, frequency: Double, damping: Double)
    /// A zero-length spring pulling a body's centre to `point` and its rotation back to 0, of
    /// frequency ``snapFrequency`` and damping ratio `damping` (UIKit's snap).
    case snap(body: Int, point: Point, damping: Double)

    /// The frequency of a snap, 2 Hz: UIKit does not document it; an item snapped across the
    /// screen with the default damping 0.5 settles within about half a second, as it looks on iOS.
    package static let snapFrequency = 2.0

    /// Whether it names bodies of the world and holds finite numbers.
    func isValid(bodyCount: Int) -> Bool {
        let bodies = 0..<bodyCount
        switch self {
        case let .acceleration(i, a): return bodies.contains(i) && a.x.isFinite && a.y.isFinite
        case let .force(i, f, offset):
            return bodies.contains(i) && f.x.isFinite && f.y.isFinite && offset.x.isFinite && offset.y.isFinite
        case let .spring(a, b, length, frequency, damping):
            return a.isValid(bodyCount: bodyCount) && b.isValid(bodyCount: bodyCount) && length.isFinite
                && frequency.isFinite && frequency >= 0 && damping.isFinite
        case let .snap(i, p, damping): return bodies.contains(i) && p.x.isFinite && p.y.isFinite && damping.isFinite
        }
    }
}

/// A rigid attachment of a ``DynamicsWorld``: two endpoints kept `length` apart.
package struct DynamicsRod: Hashable, Sendable {
    /// One end.
    package var a: DynamicsEndpoint
    /// The other end.
    package var b: DynamicsEndpoint
    /// The distance kept between them, points.
    package var length: Double

    /// A rod of `length` between `a` and `b`.
    package init(_ a: DynamicsEndpoint, _ b: DynamicsEndpoint, length: Double) {
        self.a = a
        self.b = b
        self.length = length
    }

    /// Whether it names bodies of the world and holds finite numbers.
    func isValid(bodyCount: Int) -> Bool {
        a.isValid(bodyCount: bodyCount) && b.isValid(bodyCount: bodyCount) && length.isFinite && length >= 0
    }
}

/// A collision group of a ``DynamicsWorld``: its bodies kept inside `boundary` (when set), off
/// the line `segments` and, when `betweenBodies`, apart from each other.
package struct DynamicsCollision: Sendable {
    /// The bodies that collide.
    package var bodies: [Int]
    /// The rectangle they stay inside, if any.
    package var boundary: Rect?
    /// Line segments they cannot cross, from either side.
    package var segments: [(Point, Point)]
    /// Whether they collide with each other.
    package var betweenBodies: Bool

    /// A collision group.
    package init(bodies: [Int], boundary: Rect?, segments: [(Point, Point)], betweenBodies: Bool) {
        self.bodies = bodies
        self.boundary = boundary
        self.segments = segments
        self.betweenBodies = betweenBodies
    }
}
