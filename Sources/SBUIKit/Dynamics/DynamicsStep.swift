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
