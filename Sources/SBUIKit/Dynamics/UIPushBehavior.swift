public import Foundation
internal import SBLayout
internal import SBTimeline

/// A continuous or instantaneous force on its items (UIKit's `UIPushBehavior`).
///
/// A continuous push of ``magnitude`` 1 gives a 100 x 100 point item of density 1 an acceleration
/// of 100 points per second squared (a lighter item more, a heavier one less); an instantaneous
/// push of magnitude 1 changes that item's velocity by 100 points per second once, when it
/// becomes ``active``, and then sets `active` to false, as in UIKit.
@preconcurrency @MainActor open class UIPushBehavior: UIDynamicBehavior {
    /// Continuous or instantaneous (UIKit's `UIPushBehavior.Mode`).
    public enum Mode: Int, Sendable {
        /// A force applied at every step.
        case continuous = 0
        /// A single impulse.
        case instantaneous = 1
    }

    private var list: DynamicItemList
    /// Where the force acts on each item, from its centre, by item.
    private var offsets: [ObjectIdentifier: UIOffset] = [:]

    /// Continuous or instantaneous.
    open private(set) var mode: Mode

    /// A push of `mode` on `items`, with no force until a direction or magnitude is set.
    /// - Parameters:
    ///   - items: the items it pushes.
    ///   - mode: continuous or instantaneous.
    public init(items: [any UIDynamicItem], mode: Mode) {
        list = DynamicItemList(items)
        self.mode = mode
        super.init()
    }

    /// The items it pushes.
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

    /// Whether the push acts: true by default. An instantaneous push sets it to false once it
    /// has been applied; set it to true to push again.
    open var active = true { didSet { if active { dynamicAnimator?.resume() } } }

    /// The force as a vector: each unit gives a 100 x 100 item of density 1 an acceleration of
    /// 100 points/s² (a velocity change of 100 points/s when instantaneous). Zero by default.
    open var pushDirection = CGVector(dx: 0, dy: 0) { didSet { dynamicAnimator?.resume() } }

    /// The direction, radians clockwise from the x axis; setting it keeps the magnitude.
    open var angle: CGFloat {
        get { pushDirection.dx == 0 && pushDirection.dy == 0 ? storedAngle : atan2(pushDirection.dy, pushDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The strength (the length of ``pushDirection``); setting it keeps the angle.
    open var magnitude: CGFloat {
        get { hypot(pushDirection.dx, pushDirection.dy) }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// The angle last set, kept while the magnitude is 0.
    private var storedAngle: CGFloat = 0

    /// Sets the direction (radians) and the magnitude at once.
    /// - Parameters:
    ///   - angle: radians clockwise from the x axis.
    ///   - magnitude: 1.0 accelerates a 100 x 100 item of density 1 by 100 points/s².
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        storedAngle = angle
        pushDirection = CGVector(dx: magnitude * cos(angle), dy: magnitude * sin(angle))
    }

    /// Where the force acts on `item`, from its centre (zero, the centre, by default).
    /// - Parameter item: one of the pushed items.
    /// - Returns: the offset from its centre, in its own axes.
    open func targetOffsetFromCenter(for item: any UIDynamicItem) -> UIOffset {
        offsets[ObjectIdentifier(item)] ?? .zero
    }

    /// Makes the force act on `item` at `o` from its centre (off the centre it also turns it).
    /// - Parameters:
    ///   - o: the offset from the item's centre, in its own axes.
    ///   - item: one of the pushed items.
    open func setTargetOffsetFromCenter(_ o: UIOffset, for item: any UIDynamicItem) {
        offsets[ObjectIdentifier(item)] = o
        dynamicAnimator?.resume()
    }

    override var ownItems: [any UIDynamicItem] { list.items }

    override func contribute(to step: inout DynamicsStep) {
        guard active else { return }
        // 100 mass-points per second squared per unit of the vector.
        let f = SBLayout.Point(x: 100 * Double(pushDirection.dx), y: 100 * Double(pushDirection.dy))
        for item in list.items {
            guard let i = step.index(of: item) else { continue }
            let o = targetOffsetFromCenter(for: item)
            let offset = SBLayout.Point(x: Double(o.horizontal), y: Double(o.vertical))
            switch mode {
            case .continuous:
                step.forces.append(.force(body: i, f, offset: offset))
            case .instantaneous:
                // Impulse J = 100 x the vector (mass x points/s): a velocity change of J / m and a
                // spin of (r x J) / I.
                let b = step.bodies[i], r = b.rotated(offset)
                step.kicks.append((i, SBLayout.Point(x: f.x / b.mass, y: f.y / b.mass), (r.x * f.y - r.y * f.x) / b.inertia))
            }
        }
        if mode == .instantaneous { active = false }
    }
}
