import SBRender
import SBUIKit

// More of SBUIKit's main-actor API called from code in the Swift 5 language mode that is not
// isolated to the main actor (see OffMainActorCalls.swift): a collection view's data and layout
// queries and updates, a view controller's view loading, and the render entries.

/// Reloads `view`'s data from whatever thread calls this.
public func reloadFromAnyThread(_ view: UICollectionView) {
    view.reloadData()
}

/// Runs an empty batch update on `view` from whatever thread calls this; returns whether either
/// closure ran.
public func batchUpdateFromAnyThread(_ view: UICollectionView) -> Bool {
    var ran = false
    view.performBatchUpdates({ ran = true }, completion: { _ in ran = true })
    return ran
}

/// The collection view's answers to the layout queries, from whatever thread calls this.
public func layoutQueriesFromAnyThread(_ view: UICollectionView) -> (attributes: UICollectionViewLayoutAttributes?, cells: Int,
                                                                       visible: Int, hit: IndexPath?, sections: Int) {
    (view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)), view.visibleCells.count, view.indexPathsForVisibleItems.count,
     view.indexPathForItem(at: CGPoint(x: 1, y: 1)), view.numberOfSections)
}

/// The view controller's view (loaded on first use), from whatever thread calls this.
public func viewFromAnyThread(_ controller: UIViewController) -> UIView {
    controller.view
}

/// Draws the collection view, from whatever thread calls this.
public func renderCollectionViewFromAnyThread(_ view: UICollectionView) throws -> [UInt8] {
    try Renderer().render(RenderRequest(collectionView: view, format: .png))
}

/// Draws the view, from whatever thread calls this.
public func renderViewFromAnyThread(_ view: UIView) throws -> [UInt8] {
    try Renderer().render(view: view, format: .png)
}

/// Draws the view controller on an iPhone SE, from whatever thread calls this.
public func renderViewControllerFromAnyThread(_ controller: UIViewController) throws -> [UInt8] {
    try Renderer().render(viewController: controller, device: .iPhoneSE, format: .png)
}

/// The view's fitting size for a width of 100, from whatever thread calls this.
public func fittingSizeFromAnyThread(_ view: UIView) -> CGSize {
    view.systemLayoutSizeFitting(CGSize(width: 100, height: 0))
}

/// The label's intrinsic size, from whatever thread calls this.
public func labelSizeFromAnyThread(_ label: UILabel) -> CGSize {
    label.intrinsicContentSize
}

/// Compares, hashes and describes attributes (as a `Set`, `==` or a print would), from whatever
/// thread calls this.
public func attributesIdentityFromAnyThread(_ a: UICollectionViewLayoutAttributes, _ b: UICollectionViewLayoutAttributes)
    -> (equal: Bool, hashesEqual: Bool, description: String) {
    (a.isEqual(b), a.hash == b.hash, a.description)
}
