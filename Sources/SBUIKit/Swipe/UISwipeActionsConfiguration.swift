public import Foundation

/// The actions a row shows when swiped from one side (UIKit's `UISwipeActionsConfiguration`),
/// first action outermost. Kept, not drawn: a headless list is never swiped.
@preconcurrency @MainActor open class UISwipeActionsConfiguration: NSObject {
    /// The actions, in the order given.
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action. True by default.
    open var performsFirstActionWithFullSwipe = true

    /// A configuration of these actions.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
