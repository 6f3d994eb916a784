internal import Foundation
internal import SBLayout
internal import SBTimeline

/// What the behaviours of a ``UIDynamicAnimator`` ask of one step: the world's forces, rigid
/// attachments and collisions, the items' materials and one-off impulses, with the items
/// numbered as the animator's world numbers its bodies.
@MainActor struct DynamicsStep {
    /// Body numbers by item.
    let indices: [ObjectIdentifier: Int]
    /// The bodies before the step.
    let bodies: [DynamicsBody]
    /// The animator's reference bounds (the reference view's bounds, or the collection view
    /// layout's content), when it has them.
    let referenceBounds: CGRect?
    /// Smooth forces.
    var forces: [DynamicsForce] = []
    /// Rigid attachments.
    var rods: [DynamicsRod] = []
    /// Collision groups.
    var collisions: [DynamicsCollision] = []
    /// Item behaviours' materials by body, the last behaviour in the tree winning.
    var materials: [Int: DynamicItemMaterial] = [:]
    /// Velocity changes to apply before the step (instantaneous pushes): linear, in points per
    /// second, and angular, in radians per second.
    var kicks: [(body: Int, linear: Point, angular: Double)] = []

    /// The body number of `item`.
    func index(of item: any UIDynamicItem) -> Int? {
        indices[ObjectIdentifier(item)]
    }
}

/// The material a ``UIDynamicItemBehavior`` gives its items.
struct DynamicItemMaterial: Hashable, Sendable {
    var density = 1.0
    var elasticity = 0.0
    var friction = 0.0
    var resistance = 0.0
    var angularResistance = 0.0
    var allowsRotation = true
    var isAnchored = false

    /// Sets `body`'s material to this one (values that are not finite or are negative where
    /// UIKit wants a positive one fall back to UIKit's defaults).
    func apply(to body: inout DynamicsBody) {
        body.density = density.isFinite && density > 0 ? density : 1
        body.elasticity = elasticity.isFinite ? min(1, max(0, elasticity)) : 0
        body.friction = friction.isFinite ? max(0, friction) : 0
        body.resistance = resistance.isFinite ? max(0, resistance) : 0
        body.angularResistance = angularResistance.isFinite ? max(0, angularResistance) : 0
        body.allowsRotation = allowsRotation
        if !allowsRotation { body.angularVelocity = 0 }
        body.isAnchored = isAnchored
    }
}
