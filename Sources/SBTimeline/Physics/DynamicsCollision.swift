import SBLayout

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
