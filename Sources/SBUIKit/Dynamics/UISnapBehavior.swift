public import Foundation
internal import SBLayout
internal import SBTimeline

/// Moves an item to a point with a spring-like motion that settles there, turning it back
/// upright (UIKit's `UISnapBehavior`).
///
/// The snap is a zero-length spring of 2 Hz (UIKit does not document its frequency; see
/// <doc:UIKitBehaviour>) with ``damping`` as its damping ratio.
@preconcurrency @MainActor open class UISnapBehavior: UIDynamicBehavior {
    /// The point the item settles at. Changing it puts the item in motion again.
    open var snapPoint: CGPoint { didSet { dynamicAnimator?.resume() } }
    /// The oscillation at the end of the snap: 0 (most) to 1 (least), 0.5 by default.
    open var damping: CGFloat = 0.5 { didSet { dynamicAnimator?.resume() } }
    /// The item.
    private let item: any UIDynamicItem

    /// Snaps `item` to `point`.
    /// - Parameters:
    ///   - item: the item.
    ///   - point: where it settles, in the animator's coordinates.
    public init(item: any UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point
        super.init()
    }

    override var ownItems: [any UIDynamicItem] { [item] }

    override func contribute(to step: inout DynamicsStep) {
        guard let i = step.index(of: item) else { return }
        step.forces.append(.snap(body: i, point: SBLayout.Point(snapPoint), damping: Double(min(1, max(0, damping)))))
    }
}
