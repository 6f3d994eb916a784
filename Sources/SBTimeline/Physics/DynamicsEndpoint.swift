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
