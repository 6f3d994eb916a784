import SBUIKit

// Code in the Swift 5 language mode, as many apps' tests still are: it calls UIKit's main-actor
// API from a function that is not isolated to the main actor, which Swift 5 mode accepts (UIKit's
// isolation is @preconcurrency). SBUIKitTests call it off the main actor to check that SBUIKit
// reports such a call instead of trapping.

/// Lays out `view` from whatever thread calls this.
public func layOutFromAnyThread(_ view: UIView) {
    view.layoutIfNeeded()
}
