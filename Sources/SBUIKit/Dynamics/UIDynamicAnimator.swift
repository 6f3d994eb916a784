public import Foundation
internal import SBLayout
internal import SBTimeline

/// The physics engine of UIKit Dynamics (UIKit's `UIDynamicAnimator`): it moves the items of its
/// behaviours (attachments, snaps, gravity, collisions, pushes) in fixed time steps.
///
/// Made with ``init(collectionViewLayout:)``, its items are the layout's attributes and it works
/// in the layout's content coordinates: a layout adds behaviours for copies of its attributes and
/// returns ``items(in:)`` from `layoutAttributesForElements(in:)`, as BouncyLayout and the UIKit
/// Dynamics document's `DraggableLayout` do. Every step that moves something invalidates the
/// layout, so the collection view lays it out again.
///
/// **Time, headlessly.** On iOS the animator runs on the display's clock. Here it advances only
/// when asked, so that the same input gives the same frames: a collection view's
/// `scrollAnimation(to:duration:...)` and ``UICollectionView/dynamicsAnimation(duration:fps:items:scale:background:style:beforeFrame:)``
/// advance its layout's animators by 1/fps before laying out each frame, and
/// ``advance(by:)`` advances one directly (an animator of a reference view, or a test). Time is
/// cut into ticks of 1/60 s, each integrated in ten steps of 1/600 s with the fourth-order
/// Runge-Kutta method (see <doc:UIKitBehaviour>); `action` blocks run once a tick.
///
/// A springy layout, as BouncyLayout writes one: every item hangs on a spring to its slot, and
/// the collection view's scroll animation shows them lag and settle.
///
/// ```swift
/// final class SpringyLayout: UICollectionViewFlowLayout {
///     lazy var animator = UIDynamicAnimator(collectionViewLayout: self)
///
///     override func prepare() {
///         super.prepare()
///         let content = CGRect(origin: .zero, size: collectionViewContentSize)
///         guard animator.behaviors.isEmpty,
///               let all = super.layoutAttributesForElements(in: content) else { return }
///         for attributes in all {
///             let spring = UIAttachmentBehavior(item: attributes, attachedToAnchor: attributes.center)
///             spring.length = 0
///             spring.damping = 0.8
///             spring.frequency = 1
///             animator.addBehavior(spring)
///         }
///     }
///
///     override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
///         animator.items(in: rect).compactMap { $0 as? UICollectionViewLayoutAttributes }
///     }
/// }
///
/// let animation = try collectionView.scrollAnimation(to: CGPoint(x: 0, y: 300))
/// try animation.writeAPNG(to: "springy.png")
/// ```
@preconcurrency @MainActor open class UIDynamicAnimator: NSObject {
    /// The view whose coordinates the animator works in, for ``init(referenceView:)``.
    open private(set) weak var referenceView: UIView?
    /// Told when the items start moving and when they come to rest.
    open weak var delegate: (any UIDynamicAnimatorDelegate)?
    /// The behaviours added with ``addBehavior(_:)``, in order (not their children).
    open private(set) var behaviors: [UIDynamicBehavior] = []

    /// The collection view layout, for ``init(collectionViewLayout:)``.
    private weak var layout: UICollectionViewLayout?
    /// The bodies, one per item, in the order the behaviour tree first names the items.
    private var world = DynamicsWorld()
    /// The items, in body order.
    private var items: [any UIDynamicItem] = []
    /// Body numbers by item.
    private var indices: [ObjectIdentifier: Int] = [:]
    /// Each body's rotation when it was read from its item: the animator writes a transform
    /// only once the body turns away from it.
    private var readAngles: [Double] = []
    /// Whether the items are moving.
    private var running = false
    /// Seconds spent running.
    private var elapsed: TimeInterval = 0
    /// Time asked for but shorter than a tick, carried to the next ``advance(by:)``.
    private var pendingTime: TimeInterval = 0

    /// An animator for items of your own, with no reference bounds (a collision behaviour's
    /// `translatesReferenceBoundsIntoBoundary` has nothing to use).
    public override init() {
        super.init()
    }

    /// An animator for subviews of `view` (the items' centres are in its coordinates; its
    /// bounds are the collision behaviours' reference bounds).
    /// - Parameter view: the view whose subviews the behaviours move.
    public init(referenceView view: UIView) {
        referenceView = view
        super.init()
    }

    /// An animator for a collection view layout's attributes (in its content coordinates; the
    /// content's rectangle is the collision behaviours' reference bounds). The collection view
    /// of `layout` advances the animator as it draws frames.
    /// - Parameter layout: the layout whose attributes (copies of them, as a rule) the
    ///   behaviours move; the animator keeps it weakly.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init()
        layout.dynamicAnimators.removeAll { $0.animator == nil }
        layout.dynamicAnimators.append(WeakDynamicAnimator(animator: self))
    }

    // MARK: Behaviours

    /// Adds `behavior` (and its children). A behaviour already in an animator or the child of
    /// another is reported as UIKit raises and not added.
    /// - Parameter behavior: a behaviour in no animator and no parent behaviour.
    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior.dynamicAnimator == nil, behavior.parentBehavior == nil else {
            if behavior.dynamicAnimator === self, behavior.parentBehavior == nil { return }
            return UIKitException.raise(UIKitException.invalidArgument,
                                        reason: "The behavior \(type(of: behavior)) is already in a dynamic animator or is a child behavior",
                                        recovery: "does not add it")
        }
        behaviors.append(behavior)
        behavior.move(to: self)
        behaviorsChanged()
    }

    /// Removes `behavior` (and its children); its items leave the animator unless another
    /// behaviour still names them.
    /// - Parameter behavior: one of ``behaviors``.
    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard let i = behaviors.firstIndex(where: { $0 === behavior }) else { return }
        behaviors.remove(at: i)
        behavior.move(to: nil)
        behaviorsChanged()
    }

    /// Removes every behaviour.
    open func removeAllBehaviors() {
        let all = behaviors
        behaviors = []
        for b in all { b.move(to: nil) }
        behaviorsChanged()
    }

    // MARK: Items

    /// The animator's items whose frames (after their rotation) meet `rect`, in the order the
    /// behaviours name them.
    /// - Parameter rect: a rectangle in the animator's coordinates (a layout's content).
    /// - Returns: the items, in the order the behaviours name them.
    open func items(in rect: CGRect) -> [any UIDynamicItem] {
        syncItems()
        let r = SBLayout.Rect(rect)
        return zip(items, world.bodies).filter { _, body in
            let box = body.boundingBox
            return box.minX <= r.maxX && box.maxX >= r.minX && box.minY <= r.maxY && box.maxY >= r.minY
        }.map(\.0)
    }

    /// Reads `item`'s centre, size and rotation again (after you changed them), keeping its
    /// velocity, and sets the animator running.
    /// - Parameter item: an item of one of the animator's behaviours (others are ignored).
    open func updateItem(usingCurrentState item: any UIDynamicItem) {
        guard let i = indices[ObjectIdentifier(item)] else { return }
        let angle = Self.angle(of: item.transform)
        world.bodies[i].center = SBLayout.Point(item.center)
        world.bodies[i].size = SBLayout.Size(item.bounds.size)
        world.bodies[i].angle = angle
        readAngles[i] = angle
        resume()
    }

    /// The attributes of the cell at `indexPath` among the animator's items (a collection view
    /// layout's animator), or nil.
    /// - Parameter indexPath: the cell's index path.
    /// - Returns: the attributes the behaviours move, or nil when no behaviour names them.
    open func layoutAttributesForCell(at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    /// The attributes of a supplementary view among the animator's items, or nil.
    /// - Parameters:
    ///   - kind: the supplementary view's kind.
    ///   - indexPath: its index path.
    /// - Returns: the attributes the behaviours move, or nil.
    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .supplementaryView && $0.representedElementKind == kind && $0.indexPath == indexPath }
    }

    /// The attributes of a decoration view among the animator's items, or nil.
    /// - Parameters:
    ///   - decorationViewKind: the decoration view's kind.
    ///   - indexPath: its index path.
    /// - Returns: the attributes the behaviours move, or nil.
    open func layoutAttributesForDecorationView(ofKind decorationViewKind: String, at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes {
            $0.representedElementCategory == .decorationView && $0.representedElementKind == decorationViewKind && $0.indexPath == indexPath
        }
    }

    private func attributes(where match: (UICollectionViewLayoutAttributes) -> Bool) -> UICollectionViewLayoutAttributes? {
        syncItems()
        return items.lazy.compactMap { $0 as? UICollectionViewLayoutAttributes }.first(where: match)
    }

    // MARK: Running

    /// Whether the items are moving: true from a change (a behaviour added, removed or changed,
    /// an item updated) until they come to rest; a paused animator does not step.
    open var isRunning: Bool { running }

    /// The seconds of animator time during which it was running.
    open func elapsedTime() -> TimeInterval { elapsed }

    /// Advances the animator's time by `duration` seconds: sbrender's headless stand-in for the
    /// display's clock. Whole ticks of 1/60 s are run; the rest is carried to the next call, so
    /// that advancing by 1/30 twice and by 1/15 once give the same state. Not finite, negative
    /// or longer than an hour: reported and ignored.
    ///
    /// ```swift
    /// let animator = UIDynamicAnimator(referenceView: container)
    /// animator.addBehavior(UIGravityBehavior(items: [box]))
    /// animator.advance(by: 0.5)   // box.center.y is 125 points lower
    /// ```
    /// - Parameter duration: seconds of animator time, 0 to 3600.
    public func advance(by duration: TimeInterval) {
        guard duration.isFinite, duration >= 0, duration <= 3600 else {
            return UIKitException.raise(UIKitException.invalidArgument,
                                        reason: "-[UIDynamicAnimator advanceBy:]: the duration must be 0 to 3600 seconds (got \(duration))",
                                        recovery: "does not advance")
        }
        pendingTime += duration
        let ticks = Int((pendingTime / DynamicsWorld.tick + 1e-9).rounded(.down))
        pendingTime = max(0, pendingTime - Double(ticks) * DynamicsWorld.tick)
        for _ in 0..<ticks { tick() }
    }

    /// The behaviours changed: the items are read again and the animator resumes.
    func behaviorsChanged() {
        syncItems()
        resume()
    }

    /// Starts running (telling the delegate) if it was at rest and has behaviours.
    func resume() {
        guard !running, !behaviors.isEmpty else { return }
        running = true
        delegate?.dynamicAnimatorWillResume(self)
    }

    /// The body of `item`, for the item behaviour's velocity questions.
    func body(of item: any UIDynamicItem) -> DynamicsBody? {
        indices[ObjectIdentifier(item)].map { world.bodies[$0] }
    }

    /// Changes the velocity of `item`'s body (the item behaviour's `addLinearVelocity`).
    func kick(_ item: any UIDynamicItem, linear: SBLayout.Point, angular: Double) {
        guard let i = indices[ObjectIdentifier(item)], linear.x.isFinite, linear.y.isFinite, angular.isFinite else { return }
        world.bodies[i].velocity.x += linear.x
        world.bodies[i].velocity.y += linear.y
        world.bodies[i].angularVelocity += angular
        resume()
    }

    /// The rotation of an affine transform, radians.
    static func angle(of t: CGAffineTransform) -> Double {
        let a = atan2(Double(t.b), Double(t.a))
        return a.isFinite ? a : 0
    }

    /// Makes one body per item the behaviours name (in tree order), keeping the state of the
    /// items already known and reading new ones from the items.
    private func syncItems() {
        var newItems: [any UIDynamicItem] = []
        var newIndices: [ObjectIdentifier: Int] = [:]
        var newBodies: [DynamicsBody] = []
        var newAngles: [Double] = []
        for behavior in behaviors.flatMap(\.tree) {
            for item in behavior.ownItems where newIndices[ObjectIdentifier(item)] == nil {
                newIndices[ObjectIdentifier(item)] = newItems.count
                newItems.append(item)
                if let old = indices[ObjectIdentifier(item)] {
                    newBodies.append(world.bodies[old])
                    newAngles.append(readAngles[old])
                } else {
                    let angle = Self.angle(of: item.transform)
                    let size = SBLayout.Size(item.bounds.size)
                    let safe = SBLayout.Size(width: size.width.isFinite ? max(0, size.width) : 0,
                                             height: size.height.isFinite ? max(0, size.height) : 0)
                    let c = SBLayout.Point(item.center)
                    newBodies.append(DynamicsBody(center: c.x.isFinite && c.y.isFinite ? c : .zero, size: safe, angle: angle))
                    newAngles.append(angle)
                }
            }
        }
        items = newItems
        indices = newIndices
        world.bodies = newBodies
        readAngles = newAngles
    }

    /// The collision behaviours' reference bounds.
    private var referenceBounds: CGRect? {
        if let layout { return CGRect(origin: .zero, size: layout.collectionViewContentSize) }
        if let referenceView { return CGRect(origin: .zero, size: referenceView.bounds.size) }
        return nil
    }

    /// One tick of a running animator: the behaviours' forces gathered, the world stepped, the
    /// items written, the actions run, the layout invalidated, and the delegate told when the
    /// items come to rest (the animator then pauses).
    private func tick() {
        // A paused animator stands still until something wakes it (a behaviour added, removed
        // or changed, an item updated or given a velocity), as UIKit's does.
        guard running, !behaviors.isEmpty else { return }
        syncItems()
        let all = behaviors.flatMap(\.tree)
        var step = DynamicsStep(indices: indices, bodies: world.bodies, referenceBounds: referenceBounds)
        for b in all { b.contribute(to: &step) }
        for i in world.bodies.indices {
            (step.materials[i] ?? DynamicItemMaterial()).apply(to: &world.bodies[i])
        }
        for kick in step.kicks where !world.bodies[kick.body].isAnchored {
            world.bodies[kick.body].velocity.x += kick.linear.x
            world.bodies[kick.body].velocity.y += kick.linear.y
            if world.bodies[kick.body].allowsRotation { world.bodies[kick.body].angularVelocity += kick.angular }
        }
        let before = world.bodies
        world.step(ticks: 1, forces: step.forces, rods: step.rods, collisions: step.collisions)
        let moving = !step.kicks.isEmpty || zip(before, world.bodies).contains { Self.moves(from: $0, to: $1) }
        elapsed += DynamicsWorld.tick
        for (i, item) in items.enumerated() {
            let body = world.bodies[i]
            item.center = CGPoint(body.center)
            if body.angle != readAngles[i] { item.transform = CGAffineTransform(rotationAngle: CGFloat(body.angle)) }
        }
        for b in all { b.action?() }
        let changed = moving || zip(before, world.bodies).contains { $0.center != $1.center || $0.angle != $1.angle }
        if changed, let layout { layout.invalidateLayout(with: layout.makeInvalidationContext()) }
        if !moving, running {
            running = false
            delegate?.dynamicAnimatorDidPause(self)
        }
    }

    /// Whether a body still moves: faster than 0.1 point/s or 0.002 rad/s, or moved more than
    /// 0.002 point (or turned more than 10^-5 rad), or changed its velocity by more than 0.02
    /// point/s (0.001 rad/s) in the tick, so that it does not pause at the turning point of a
    /// swing. A spring of frequency f pauses within about 0.1 / (2 pi f) point of its rest.
    private static func moves(from a: DynamicsBody, to b: DynamicsBody) -> Bool {
        let dx = b.center.x - a.center.x, dy = b.center.y - a.center.y
        let speed = (b.velocity.x * b.velocity.x + b.velocity.y * b.velocity.y).squareRoot()
        let dvx = b.velocity.x - a.velocity.x, dvy = b.velocity.y - a.velocity.y
        return speed > 0.1 || abs(b.angularVelocity) > 0.002 || (dx * dx + dy * dy).squareRoot() > 0.002
            || abs(b.angle - a.angle) > 1e-5 || (dvx * dvx + dvy * dvy).squareRoot() > 0.02
            || abs(b.angularVelocity - a.angularVelocity) > 0.001
    }
}
