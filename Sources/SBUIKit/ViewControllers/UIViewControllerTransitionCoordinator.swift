public import Foundation

/// What a running view controller transition tells the code that animates beside it (UIKit's
/// `UIViewControllerTransitionCoordinatorContext`).
@preconcurrency @MainActor public protocol UIViewControllerTransitionCoordinatorContext {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether the transition was cancelled (an interactive pop let go early).
    var isCancelled: Bool { get }
    /// Whether a gesture drives the transition.
    var isInteractive: Bool { get }
    /// The transition's duration in seconds.
    var transitionDuration: TimeInterval { get }
}

/// A running view controller transition (UIKit's `UIViewControllerTransitionCoordinator`):
/// animations and completions to run with it.
@preconcurrency @MainActor public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` alongside the transition and `completion` after it; returns whether they
    /// were taken.
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}
