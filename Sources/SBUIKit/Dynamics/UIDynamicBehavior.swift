public import Foundation

/// A behaviour a ``UIDynamicAnimator`` applies to items (UIKit's `UIDynamicBehavior`): the base
/// of the attachment, snap, gravity, collision, push and item behaviours, and of your own
/// composite behaviours, made of child behaviours (``addChildBehavior(_:)``), as the UIKit
/// Dynamics document's `RectangleAttachmentBehavior` and `DragBehavior` are.
@preconcurrency @MainActor open class UIDynamicBehavior: NSObject {
    /// The behaviours this one is made of, in the order they were added.
    open private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// Called at every step of the animator (every 1/60 s of its time), after the items moved.
    open var action: (() -> Void)?
    /// The animator this behaviour (or the behaviour it is a child of) was added to.
    open private(set) weak var dynamicAnimator: UIDynamicAnimator?
    /// The behaviour this one is a child of.
    weak var parentBehavior: UIDynamicBehavior?

    /// A behaviour with no children.
    public override init() {
        super.init()
    }

    /// Adds `behavior` as a child: it acts while this behaviour is in an animator. A behaviour
    /// that is already a child of another, or in an animator, is reported as UIKit raises and
    /// not added.
    /// - Parameter behavior: a behaviour in no animator and no other parent.
    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior !== self, behavior.parentBehavior == nil, behavior.dynamicAnimator == nil else {
            return UIKitException.raise(UIKitException.invalidArgument,
                                        reason: "The behavior \(type(of: behavior)) already has a parent or an animator, or is the receiver itself",
                                        recovery: "does not add it")
        }
        childBehaviors.append(behavior)
        behavior.parentBehavior = self
        if let animator = dynamicAnimator { behavior.move(to: animator) }
        dynamicAnimator?.behaviorsChanged()
    }

    /// Removes a child behaviour.
    /// - Parameter behavior: one of ``childBehaviors``.
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        guard let i = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
        childBehaviors.remove(at: i)
        behavior.parentBehavior = nil
        if dynamicAnimator != nil { behavior.move(to: nil) }
        dynamicAnimator?.behaviorsChanged()
    }

    /// Called when the behaviour is added to an animator (with it) or removed (with nil). The
    /// default does nothing; overrides call super.
    /// - Parameter dynamicAnimator: the animator the behaviour joins, or nil when it leaves one.
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    /// Tells the behaviour and its children which animator they are in.
    func move(to animator: UIDynamicAnimator?) {
        willMove(to: animator)
        dynamicAnimator = animator
        for child in childBehaviors { child.move(to: animator) }
    }

    /// The items this behaviour itself acts on (not its children's). None by default.
    var ownItems: [any UIDynamicItem] { [] }

    /// Adds this behaviour's own forces, constraints and collisions to the step being built.
    /// Nothing by default.
    func contribute(to step: inout DynamicsStep) {}

    /// This behaviour and its descendants, depth first, parents before children.
    var tree: [UIDynamicBehavior] {
        [self] + childBehaviors.flatMap(\.tree)
    }
}
