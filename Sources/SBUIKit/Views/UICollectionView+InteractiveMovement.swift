public import Foundation

// UIKit's interactive movement: a drag that reorders items, driven by the caller (a headless
// view has no gestures), so that a test moves an item as a user would.

extension UICollectionView {
    /// Starts moving the item at `indexPath`: true when there is an item there and the data
    /// source lets it move (`collectionView(_:canMoveItemAt:)`; a diffable data source asks
    /// its `reorderingHandlers.canReorderItem`).
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        layoutIfNeeded()
        guard interactiveMovement == nil, let dataSource, indexPath.count == 2,
              indexPath.section >= 0, indexPath.section < numberOfSections,
              indexPath.item >= 0, indexPath.item < numberOfItems(inSection: indexPath.section),
              dataSource.collectionView(self, canMoveItemAt: indexPath) else { return false }
        interactiveMovement = (indexPath, indexPath)
        return true
    }

    /// Moves the item being moved to `targetPosition` (in the view's content coordinates): it
    /// would land at the place of the item under that point (or stay where it is).
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard let movement = interactiveMovement else { return }
        layoutIfNeeded()
        if let target = indexPathForItem(at: targetPosition) { interactiveMovement = (movement.source, target) }
    }

    /// Ends the movement: the data source moves the item's data
    /// (`collectionView(_:moveItemAt:to:)`; a diffable data source moves it in its snapshot
    /// between its `willReorder` and `didReorder` handlers) and the view moves the item.
    public func endInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        guard movement.source != movement.target, let dataSource else { return }
        performBatchUpdates({
            dataSource.collectionView(self, moveItemAt: movement.source, to: movement.target)
            self.moveItem(at: movement.source, to: movement.target)
        })
    }

    /// Ends the movement with the item back where it was.
    public func cancelInteractiveMovement() {
        interactiveMovement = nil
    }
}
