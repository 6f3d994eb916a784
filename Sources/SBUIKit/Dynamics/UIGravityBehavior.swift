public import Foundation
internal import SBLayout
internal import SBTimeline

/// A uniform acceleration of its items (UIKit's `UIGravityBehavior`): a ``magnitude`` of 1 is
/// 1000 points per second squared, whatever the items' mass, downwards by default.
@preconcurrency @MainActor open class UIGravityBehavior: UIDynamicBehavior {
    private var list: DynamicItemList

    /// Gravity of magnitude 1, downwards, for `items`.
    /// - Parameter items: the items it pulls.
    public init(items: [any UIDynamicItem]) {
        list = DynamicItemList(items)
        super.init()
    }

    /// The items it pulls.
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

    /// The acceleration as a vector, in thousands of points per second squared: (0, 1) by
    /// default (1000 points/s² down).
    open var gravityDirection = CGVector(dx: 0, dy: 1) { didSet { dynamicAnimator?.resume() } }

    /// The direction, radians clockwise from the x axis (pi/2, down, by default); setting it
    /// keeps the magnitude.
    open var angle: CGFloat {
        get { gravityDirection.dx == 0 && gravityDirection.dy == 0 ? 0 : atan2(gravityDirection.dy, gravityDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The strength: 1.0 is 1000 points per second squared (1 by default); setting it keeps the
    /// angle (and 0 makes the vector zero and the angle 0).
    open var magnitude: CGFloat {
        get { hypot(gravityDirection.dx, gravityDirection.dy) }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Sets the direction (radians) and the magnitude at once.
    /// - Parameters:
    ///   - angle: radians clockwise from the x axis.
    ///   - magnitude: 1.0 is 1000 points per second squared.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(dx: magnitude * cos(angle), dy: magnitude * sin(angle))
    }

    override var ownItems: [any UIDynamicItem] { list.items }

    override func contribute(to step: inout DynamicsStep) {
        let a = SBLayout.Point(x: 1000 * Double(gravityDirection.dx), y: 1000 * Double(gravityDirection.dy))
        for item in list.items {
            if let i = step.index(of: item) { step.forces.append(.acceleration(body: i, a)) }
        }
    }
}
