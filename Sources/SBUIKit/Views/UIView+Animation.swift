import Foundation

/// How a block animation runs (UIKit's `UIView.AnimationOptions`): kept for the signatures;
/// headlessly the changes apply at once.
extension UIView {
    /// Options of a block animation (UIKit's `UIView.AnimationOptions`).
    public struct AnimationOptions: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// Options from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lay subviews out during the animation.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Let the user interact during the animation.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the current presentation state.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat forever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run backwards and forwards.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Ease in and out (the default curve).
        public static let curveEaseInOut = AnimationOptions([])
        /// Ease in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// Cross-dissolve a transition.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    }

    /// Runs `animations` now and then `completion` with true: a headless view has no frames in
    /// between, so the changes take effect at once, as at the end of UIKit's animation.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// Runs `animations` now and then `completion` with true (see
    /// `animate(withDuration:delay:options:animations:completion:)`).
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// Runs `animations` now, then `completion` with true (a spring animation, headlessly at once).
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                              initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// Runs `actionsWithoutAnimation` now (there are no animations headlessly).
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }

    /// Runs `animations` now, then `completion` with true (a transition, headlessly at once).
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        animations?()
        completion?(true)
    }

    /// Marks the view's content for redrawing. Every picture SBUIKit draws reads the views
    /// afresh, so there is nothing to mark: the next picture shows the change.
    public func setNeedsDisplay() {}

    /// Marks part of the view's content for redrawing (see ``setNeedsDisplay()``).
    public func setNeedsDisplay(_ invalidRect: CGRect) {}
}
