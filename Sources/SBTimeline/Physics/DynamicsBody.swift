import Foundation
import SBLayout

/// One item of a ``DynamicsWorld``: a rectangle with a centre, a rotation and their velocities,
/// and the material UIKit Dynamics gives an item (density, elasticity, friction, resistance).
package struct DynamicsBody: Hashable, Sendable {
    /// The centre, points.
    package var center: Point
    /// The untransformed size, points.
    package var size: Size
    /// The rotation about the centre, radians (clockwise on screen, as UIKit's).
    package var angle: Double = 0
    /// Points per second.
    package var velocity = Point.zero
    /// Radians per second.
    package var angularVelocity = 0.0
    /// Mass per 10 000 square points: 1 by default.
    package var density = 1.0
    /// The share of the normal speed kept in a collision: 0 (none) by default, 1 fully elastic.
    package var elasticity = 0.0
    /// The Coulomb friction coefficient of its collisions: 0 by default.
    package var friction = 0.0
    /// Linear velocity damping, per second: 0 by default.
    package var resistance = 0.0
    /// Angular velocity damping, per second: 0 by default.
    package var angularResistance = 0.0
    /// Whether it turns: true by default.
    package var allowsRotation = true
    /// Whether it stays where it is (it still takes part in collisions as a wall).
    package var isAnchored = false

    /// A body at rest at `center`, of `size`, turned by `angle`.
    package init(center: Point, size: Size, angle: Double = 0) {
        self.center = center
        self.size = size
        self.angle = angle
    }

    /// density x width x height / 10 000 (a 100 x 100 body of density 1 weighs 1), at least 10^-6.
    package var mass: Double {
        let m = density * size.width * size.height / 10_000
        return m.isFinite ? max(1e-6, m) : 1e-6
    }

    /// The moment of inertia of a uniform rectangle about its centre, m (w^2 + h^2) / 12.
    package var inertia: Double {
        max(1e-6, mass * (size.width * size.width + size.height * size.height) / 12)
    }

    /// Whether every number of its state is finite.
    package var isFinite: Bool {
        center.x.isFinite && center.y.isFinite && angle.isFinite && velocity.x.isFinite && velocity.y.isFinite
            && angularVelocity.isFinite
    }

    /// An offset from the centre in the body's own axes, turned into the world's.
    package func rotated(_ offset: Point) -> Point {
        guard angle != 0 else { return offset }
        let c = cos(angle), s = sin(angle)
        return Point(x: offset.x * c - offset.y * s, y: offset.x * s + offset.y * c)
    }

    /// The four corners, turned.
    package var corners: [Point] {
        let w = size.width / 2, h = size.height / 2
        return [Point(x: -w, y: -h), Point(x: w, y: -h), Point(x: w, y: h), Point(x: -w, y: h)].map {
            let r = rotated($0)
            return Point(x: center.x + r.x, y: center.y + r.y)
        }
    }

    /// The smallest upright rectangle holding the turned body.
    package var boundingBox: Rect {
        let c = corners
        let xs = c.map(\.x), ys = c.map(\.y)
        let minX = xs.min() ?? center.x, minY = ys.min() ?? center.y
        return Rect(x: minX, y: minY, width: (xs.max() ?? minX) - minX, height: (ys.max() ?? minY) - minY)
    }
}
