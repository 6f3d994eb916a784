public import Foundation
internal import SBLayout
internal import SBTimeline

/// The material of its items and their velocities (UIKit's `UIDynamicItemBehavior`).
///
/// An item's mass is ``density`` x width x height / 10 000 (a 100 x 100 item of density 1 weighs
/// 1). An item in no item behaviour has UIKit's defaults; in several, the one added last wins.
@preconcurrency @MainActor open class UIDynamicItemBehavior: UIDynamicBehavior {
    private var list: DynamicItemList
    private var material = DynamicItemMaterial() { didSet { dynamicAnimator?.resume() } }
    /// Velocities added before the items were in an animator, applied when they join it.
    private var pending: [ObjectIdentifier: (linear: CGPoint, angular: CGFloat)] = [:]

    /// Material and velocities for `items`, with UIKit's defaults until you change them.
    /// - Parameter items: the items.
    public init(items: [any UIDynamicItem]) {
        list = DynamicItemList(items)
        super.init()
    }

    /// The items.
    open var items: [any UIDynamicItem] { list.items }

    /// Adds an item (once: adding it again does nothing).
    /// - Parameter item: the item.
    open func addItem(_ item: any UIDynamicItem) {
        list.add(item)
        dynamicAnimator?.behaviorsChanged()
    }

    /// Removes an item; it leaves the animator unless another behaviour names it.
    /// - Parameter item: the item.
    open func removeItem(_ item: any UIDynamicItem) {
        list.remove(item)
        dynamicAnimator?.behaviorsChanged()
    }

    /// The share of the normal speed kept in a collision: 0 by default, 1 a fully elastic bounce.
    open var elasticity: CGFloat {
        get { CGFloat(material.elasticity) }
        set { material.elasticity = Double(newValue) }
    }

    /// The friction of the items' collisions (Coulomb's coefficient): 0 by default.
    open var friction: CGFloat {
        get { CGFloat(material.friction) }
        set { material.friction = Double(newValue) }
    }

    /// Mass per 10 000 square points: 1 by default.
    open var density: CGFloat {
        get { CGFloat(material.density) }
        set { material.density = Double(newValue) }
    }

    /// Linear damping, per second (a = -resistance x v): 0 by default.
    open var resistance: CGFloat {
        get { CGFloat(material.resistance) }
        set { material.resistance = Double(newValue) }
    }

    /// Angular damping, per second: 0 by default.
    open var angularResistance: CGFloat {
        get { CGFloat(material.angularResistance) }
        set { material.angularResistance = Double(newValue) }
    }

    /// Whether the items turn: true by default.
    open var allowsRotation: Bool {
        get { material.allowsRotation }
        set { material.allowsRotation = newValue }
    }

    /// Whether the items stay where they are (they still take part in collisions): false by
    /// default.
    open var isAnchored: Bool {
        get { material.isAnchored }
        set { material.isAnchored = newValue }
    }

    /// Adds `velocity` (points per second) to `item`'s velocity (at the next step when the item
    /// is not in the animator yet).
    /// - Parameters:
    ///   - velocity: points per second.
    ///   - item: one of the behaviour's items.
    open func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {
        if let animator = dynamicAnimator, animator.body(of: item) != nil {
            animator.kick(item, linear: SBLayout.Point(velocity), angular: 0)
        } else {
            let p = pending[ObjectIdentifier(item)] ?? (.zero, 0)
            pending[ObjectIdentifier(item)] = (CGPoint(x: p.linear.x + velocity.x, y: p.linear.y + velocity.y), p.angular)
        }
    }

    /// `item`'s velocity, points per second.
    /// - Parameter item: one of the behaviour's items.
    /// - Returns: its velocity in the animator (or the velocity added before it joined).
    open func linearVelocity(for item: any UIDynamicItem) -> CGPoint {
        if let body = dynamicAnimator?.body(of: item) { return CGPoint(body.velocity) }
        return pending[ObjectIdentifier(item)]?.linear ?? .zero
    }

    /// Adds `velocity` (radians per second) to `item`'s spin.
    /// - Parameters:
    ///   - velocity: radians per second, clockwise.
    ///   - item: one of the behaviour's items.
    open func addAngularVelocity(_ velocity: CGFloat, for item: any UIDynamicItem) {
        if let animator = dynamicAnimator, animator.body(of: item) != nil {
            animator.kick(item, linear: .zero, angular: Double(velocity))
        } else {
            let p = pending[ObjectIdentifier(item)] ?? (.zero, 0)
            pending[ObjectIdentifier(item)] = (p.linear, p.angular + velocity)
        }
    }

    /// `item`'s spin, radians per second.
    /// - Parameter item: one of the behaviour's items.
    /// - Returns: its spin in the animator (or the spin added before it joined).
    open func angularVelocity(for item: any UIDynamicItem) -> CGFloat {
        if let body = dynamicAnimator?.body(of: item) { return CGFloat(body.angularVelocity) }
        return pending[ObjectIdentifier(item)]?.angular ?? 0
    }

    override var ownItems: [any UIDynamicItem] { list.items }

    override func contribute(to step: inout DynamicsStep) {
        for item in list.items {
            guard let i = step.index(of: item) else { continue }
            step.materials[i] = material
            if let p = pending.removeValue(forKey: ObjectIdentifier(item)) {
                step.kicks.append((i, SBLayout.Point(p.linear), Double(p.angular)))
            }
        }
    }
}
