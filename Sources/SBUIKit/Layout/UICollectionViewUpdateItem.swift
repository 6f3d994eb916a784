public import Foundation

/// One change of a batch update, as the layout sees it in
/// ``UICollectionViewLayout/prepare(forCollectionViewUpdates:)`` (UIKit's
/// `UICollectionViewUpdateItem`). A section-wide change has an index path of one index, the
/// section's, whose `item` is `NSNotFound` in UIKit's terms: here
/// `indexPath.count == 1`.
@preconcurrency @MainActor open class UICollectionViewUpdateItem: NSObject {
    /// The kinds of change (UIKit's `UICollectionViewUpdateItem.Action`).
    public enum Action: Int, Sendable {
        /// An insert.
        case insert = 0
        /// A delete.
        case delete = 1
        /// A reload.
        case reload = 2
        /// A move.
        case move = 3
        /// No change.
        case none = 4
    }

    /// Where the element was before the update: nil for an insert.
    public let indexPathBeforeUpdate: IndexPath?
    /// Where the element is after the update: nil for a delete.
    public let indexPathAfterUpdate: IndexPath?
    /// The change.
    public let updateAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }

    /// The change and its index paths.
    open override var description: String {
        // Off the main actor the item's state cannot be read safely: the class name alone.
        guard MainActorCheck.isOnMainActor else { return "<UICollectionViewUpdateItem>" }
        return MainActor.assumeIsolated {
            "<UICollectionViewUpdateItem: \(updateAction) \(indexPathBeforeUpdate.map { "\($0)" } ?? "nil") -> \(indexPathAfterUpdate.map { "\($0)" } ?? "nil")>"
        }
    }
}
