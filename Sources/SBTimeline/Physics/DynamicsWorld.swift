import SBLayout

/// A small rigid-body world for UIKit Dynamics (SBUIKit's `UIDynamicAnimator` drives it), in
/// UIKit Dynamics' units: points, seconds, and a mass of `density x width x height / 10 000` (a
/// 100 x 100 point item of density 1 weighs 1).
///
/// The world advances in ticks of ``tick`` (1/60 s, a display frame), each split into
/// ``substeps`` (10) steps of 1/600 s. In each step the smooth forces (gravity, pushes, springs,
/// snaps, resistance) are integrated with the classic fourth-order Runge-Kutta method, as
/// ``SpringDrag`` integrates the document's drag (the same step, so the two agree), and then the
/// hard constraints are enforced on the result: rigid attachments (a frequency of 0) by projecting
/// their length back and removing the velocity along them, and collisions by pushing items out of
/// boundaries and each other and reflecting the normal velocity with the elasticity (Coulomb
/// friction on the tangential one). RK4 is exact for constant accelerations (gravity: y = 1/2 g t^2
/// to rounding) and, at omega x step = 2 pi f / 600, keeps a spring's period within 10^-6 of 1/f
/// for f up to 10 Hz.
///
/// Simplifications, said here and in SBUIKit's documentation: collisions use each item's
/// bounding box after rotation and push on its centre (they change its velocity, not its spin),
/// and springs use the items' masses, not their rotational inertia, as the effective mass. No
/// randomness and no dependence on time or threads: the same input gives the same numbers.
package struct DynamicsWorld: Sendable {
    /// One display frame: the unit of ``step(ticks:forces:rods:collisions:)``, seconds.
    package static let tick = 1.0 / 60
    /// Integration steps per tick.
    package static let substeps = 10
    /// One integration step, seconds (1/600).
    package static let step = tick / Double(substeps)

    /// The bodies, in the order their owner keeps them.
    package var bodies: [DynamicsBody]

    /// A world of `bodies`.
    package init(bodies: [DynamicsBody] = []) {
        self.bodies = bodies
    }

    /// Advances the world by `ticks` ticks under `forces`, `rods` and `collisions`.
    /// Contributions that name a body out of range or hold a value that is not finite are left
    /// out; a body whose state would stop being finite keeps its last finite state, at rest.
    package mutating func step(ticks: Int = 1, forces: [DynamicsForce], rods: [DynamicsRod] = [],
                               collisions: [DynamicsCollision] = []) {
        let forces = forces.filter { $0.isValid(bodyCount: bodies.count) }
        let rods = rods.filter { $0.isValid(bodyCount: bodies.count) }
        for _ in 0..<max(0, ticks) * Self.substeps {
            let before = bodies
            integrate(forces, dt: Self.step)
            for _ in 0..<4 { enforce(rods) }
            for c in collisions { collide(c) }
            for i in bodies.indices where !bodies[i].isFinite {
                bodies[i] = before[i]
                bodies[i].velocity = .zero
                bodies[i].angularVelocity = 0
            }
        }
    }

    // MARK: Smooth forces (RK4)

    /// The derivative of every body's state: velocities and accelerations.
    private func accelerations(_ s: [DynamicsBody], _ forces: [DynamicsForce]) -> [(Point, Double)] {
        var linear = s.map { b in Point(x: -b.resistance * b.velocity.x, y: -b.resistance * b.velocity.y) }
        var angular = s.map { -$0.angularResistance * $0.angularVelocity }
        func push(_ i: Int, _ f: Point, at r: Point) {
            let m = s[i].mass
            linear[i].x += f.x / m
            linear[i].y += f.y / m
            angular[i] += (r.x * f.y - r.y * f.x) / s[i].inertia
        }
        for force in forces {
            switch force {
            case let .acceleration(i, a):
                linear[i].x += a.x
                linear[i].y += a.y
            case let .force(i, f, offset):
                push(i, f, at: s[i].rotated(offset))
            case let .spring(a, b, length, frequency, damping):
                let pa = a.point(in: s), pb = b.point(in: s)
                let dx = pb.x - pa.x, dy = pb.y - pa.y
                let d = (dx * dx + dy * dy).squareRoot()
                guard d > 1e-12 else { continue }
                let ux = dx / d, uy = dy / d
                let va = a.velocity(in: s), vb = b.velocity(in: s)
                let closing = (vb.x - va.x) * ux + (vb.y - va.y) * uy
                let m = DynamicsEndpoint.effectiveMass(a, b, in: s)
                let omega = 2 * Double.pi * frequency
                // Tension pulling b towards a (and a towards b) when stretched.
                let f = m * (omega * omega * (d - length) + 2 * damping * omega * closing)
                if case let .body(i, offset) = b { push(i, Point(x: -f * ux, y: -f * uy), at: s[i].rotated(offset)) }
                if case let .body(i, offset) = a { push(i, Point(x: f * ux, y: f * uy), at: s[i].rotated(offset)) }
            case let .snap(i, point, damping):
                let omega = 2 * Double.pi * DynamicsForce.snapFrequency
                let b = s[i]
                linear[i].x += -omega * omega * (b.center.x - point.x) - 2 * damping * omega * b.velocity.x
                linear[i].y += -omega * omega * (b.center.y - point.y) - 2 * damping * omega * b.velocity.y
                // The snap also turns the item back upright.
                angular[i] += -omega * omega * b.angle - 2 * damping * omega * b.angularVelocity
            }
        }
        for i in s.indices where s[i].isAnchored {
            linear[i] = .zero
            angular[i] = 0
        }
        for i in s.indices where !s[i].allowsRotation { angular[i] = 0 }
        return zip(linear, angular).map { ($0, $1) }
    }

    /// One RK4 step of the smooth forces.
    private mutating func integrate(_ forces: [DynamicsForce], dt: Double) {
        let s0 = bodies
        func moved(by k: [(v: Point, w: Double, a: Point, alpha: Double)], _ h: Double) -> [DynamicsBody] {
            var r = s0
            for i in r.indices {
                r[i].center.x += k[i].v.x * h
                r[i].center.y += k[i].v.y * h
                r[i].angle += k[i].w * h
                r[i].velocity.x += k[i].a.x * h
                r[i].velocity.y += k[i].a.y * h
                r[i].angularVelocity += k[i].alpha * h
            }
            return r
        }
        func derivative(_ s: [DynamicsBody]) -> [(v: Point, w: Double, a: Point, alpha: Double)] {
            zip(s, accelerations(s, forces)).map { b, acc in
                (v: b.isAnchored ? .zero : b.velocity, w: b.isAnchored || !b.allowsRotation ? 0 : b.angularVelocity,
                 a: acc.0, alpha: acc.1)
            }
        }
        let k1 = derivative(s0)
        let k2 = derivative(moved(by: k1, dt / 2))
        let k3 = derivative(moved(by: k2, dt / 2))
        let k4 = derivative(moved(by: k3, dt))
        for i in bodies.indices {
            let v = Point(x: (k1[i].v.x + 2 * k2[i].v.x + 2 * k3[i].v.x + k4[i].v.x) / 6,
                          y: (k1[i].v.y + 2 * k2[i].v.y + 2 * k3[i].v.y + k4[i].v.y) / 6)
            let a = Point(x: (k1[i].a.x + 2 * k2[i].a.x + 2 * k3[i].a.x + k4[i].a.x) / 6,
                          y: (k1[i].a.y + 2 * k2[i].a.y + 2 * k3[i].a.y + k4[i].a.y) / 6)
            bodies[i].center.x += v.x * dt
            bodies[i].center.y += v.y * dt
            bodies[i].angle += (k1[i].w + 2 * k2[i].w + 2 * k3[i].w + k4[i].w) / 6 * dt
            bodies[i].velocity.x += a.x * dt
            bodies[i].velocity.y += a.y * dt
            bodies[i].angularVelocity += (k1[i].alpha + 2 * k2[i].alpha + 2 * k3[i].alpha + k4[i].alpha) / 6 * dt
        }
    }

    // MARK: Hard constraints

    /// The inverse mass of an endpoint's body (0 for an anchor or an anchored body).
    private func inverseMass(_ e: DynamicsEndpoint) -> Double {
        guard case let .body(i, _) = e, !bodies[i].isAnchored else { return 0 }
        return 1 / bodies[i].mass
    }

    /// Rigid attachments: each endpoint pair brought back to its length, and the velocity along
    /// the attachment shared so that it neither stretches nor shrinks.
    private mutating func enforce(_ rods: [DynamicsRod]) {
        for rod in rods {
            let pa = rod.a.point(in: bodies), pb = rod.b.point(in: bodies)
            let dx = pb.x - pa.x, dy = pb.y - pa.y
            let d = (dx * dx + dy * dy).squareRoot()
            let wa = inverseMass(rod.a), wb = inverseMass(rod.b)
            guard d > 1e-12, wa + wb > 0 else { continue }
            let ux = dx / d, uy = dy / d
            let error = d - rod.length
            let va = rod.a.velocity(in: bodies), vb = rod.b.velocity(in: bodies)
            let closing = (vb.x - va.x) * ux + (vb.y - va.y) * uy
            if case let .body(i, _) = rod.a, wa > 0 {
                let share = wa / (wa + wb)
                bodies[i].center.x += ux * error * share
                bodies[i].center.y += uy * error * share
                bodies[i].velocity.x += ux * closing * share
                bodies[i].velocity.y += uy * closing * share
            }
            if case let .body(i, _) = rod.b, wb > 0 {
                let share = wb / (wa + wb)
                bodies[i].center.x -= ux * error * share
                bodies[i].center.y -= uy * error * share
                bodies[i].velocity.x -= ux * closing * share
                bodies[i].velocity.y -= uy * closing * share
            }
        }
    }

    /// A body hitting a wall whose normal (pointing back into the free side) is `n`, `depth`
    /// points deep: moved out, its normal velocity reflected with its elasticity, its tangential
    /// velocity slowed by Coulomb friction.
    private mutating func bounce(_ i: Int, normal n: Point, depth: Double) {
        guard !bodies[i].isAnchored, depth > 0 else { return }
        bodies[i].center.x += n.x * depth
        bodies[i].center.y += n.y * depth
        let v = bodies[i].velocity
        let vn = v.x * n.x + v.y * n.y
        guard vn < 0 else { return }
        let e = bodies[i].elasticity, mu = bodies[i].friction
        var tx = v.x - vn * n.x, ty = v.y - vn * n.y
        let t = (tx * tx + ty * ty).squareRoot()
        // Friction takes off at most the whole tangential speed.
        let slow = t > 0 ? max(0, t - mu * (1 + e) * -vn) / t : 0
        tx *= slow
        ty *= slow
        bodies[i].velocity = Point(x: tx - e * vn * n.x, y: ty - e * vn * n.y)
    }

    /// Keeps a collision group's bodies inside its boundary, off its segments and apart.
    private mutating func collide(_ c: DynamicsCollision) {
        let members = c.bodies.filter { bodies.indices.contains($0) }
        for i in members {
            if let r = c.boundary, r.size.width.isFinite, r.size.height.isFinite {
                let box = bodies[i].boundingBox
                bounce(i, normal: Point(x: 1, y: 0), depth: r.minX - box.minX)
                bounce(i, normal: Point(x: -1, y: 0), depth: box.maxX - r.maxX)
                bounce(i, normal: Point(x: 0, y: 1), depth: r.minY - box.minY)
                bounce(i, normal: Point(x: 0, y: -1), depth: box.maxY - r.maxY)
            }
            for s in c.segments { collide(i, with: s) }
        }
        guard c.betweenBodies else { return }
        for (n, i) in members.enumerated() {
            for j in members[(n + 1)...] where i != j { separate(i, j) }
        }
    }

    /// A body against a line segment from `s.0` to `s.1`, met from the side its centre is on.
    private mutating func collide(_ i: Int, with s: (Point, Point)) {
        let dx = s.1.x - s.0.x, dy = s.1.y - s.0.y
        let len = (dx * dx + dy * dy).squareRoot()
        guard len > 1e-12 else { return }
        var n = Point(x: -dy / len, y: dx / len)
        let c = bodies[i].center
        let side = (c.x - s.0.x) * n.x + (c.y - s.0.y) * n.y
        if side < 0 { n = Point(x: -n.x, y: -n.y) }
        // The deepest corner past the line, where it lies along the segment.
        var depth = 0.0
        for p in bodies[i].corners {
            let along = ((p.x - s.0.x) * dx + (p.y - s.0.y) * dy) / (len * len)
            guard along >= 0, along <= 1 else { continue }
            depth = max(depth, -((p.x - s.0.x) * n.x + (p.y - s.0.y) * n.y))
        }
        // A centre on the line itself is not pushed (no side to push it to).
        guard abs(side) > 1e-9 else { return }
        bounce(i, normal: n, depth: depth)
    }

    /// Two bodies whose boxes overlap, pushed apart along the axis of least overlap (shared by
    /// their inverse masses) with an impulse of their larger elasticity.
    private mutating func separate(_ i: Int, _ j: Int) {
        let a = bodies[i].boundingBox, b = bodies[j].boundingBox
        let ox = min(a.maxX, b.maxX) - max(a.minX, b.minX)
        let oy = min(a.maxY, b.maxY) - max(a.minY, b.minY)
        guard ox > 0, oy > 0 else { return }
        let wi = bodies[i].isAnchored ? 0 : 1 / bodies[i].mass
        let wj = bodies[j].isAnchored ? 0 : 1 / bodies[j].mass
        guard wi + wj > 0 else { return }
        var n = ox < oy ? Point(x: 1, y: 0) : Point(x: 0, y: 1)
        if (ox < oy && b.midX < a.midX) || (ox >= oy && b.midY < a.midY) { n = Point(x: -n.x, y: -n.y) }
        let depth = min(ox, oy)
        bodies[i].center.x -= n.x * depth * wi / (wi + wj)
        bodies[i].center.y -= n.y * depth * wi / (wi + wj)
        bodies[j].center.x += n.x * depth * wj / (wi + wj)
        bodies[j].center.y += n.y * depth * wj / (wi + wj)
        let closing = (bodies[j].velocity.x - bodies[i].velocity.x) * n.x + (bodies[j].velocity.y - bodies[i].velocity.y) * n.y
        guard closing < 0 else { return }
        let e = max(bodies[i].elasticity, bodies[j].elasticity)
        let impulse = -(1 + e) * closing / (wi + wj)
        bodies[i].velocity.x -= n.x * impulse * wi
        bodies[i].velocity.y -= n.y * impulse * wi
        bodies[j].velocity.x += n.x * impulse * wj
        bodies[j].velocity.y += n.y * impulse * wj
    }
}
