public import Foundation

/// Told when a ``UIDynamicAnimator`` starts moving its items and when they come to rest (UIKit's
/// `UIDynamicAnimatorDelegate`; both methods are optional).
@preconcurrency @MainActor public protocol UIDynamicAnimatorDelegate: NSObjectProtocol {
    /// The animator is about to move its items again (a behaviour was added or changed, or an
    /// item was updated). Does nothing by default.
    /// - Parameter animator: the animator.
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    /// The animator's items have come to rest. Does nothing by default.
    /// - Parameter animator: the animator.
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    /// Does nothing (the method is optional).
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    /// Does nothing (the method is optional).
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}
