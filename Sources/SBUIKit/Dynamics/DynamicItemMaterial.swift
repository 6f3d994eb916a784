internal import SBTimeline

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
