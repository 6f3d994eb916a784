public import Foundation

/// What part of a layout an invalidation concerns (UIKit's
/// `UICollectionViewLayoutInvalidationContext`). A layout reads it in
/// ``UICollectionViewLayout/invalidateLayout(with:)`` to keep what is still valid.
@preconcurrency @MainActor open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Whether everything is invalid: true for ``UICollectionViewLayout/invalidateLayout()`` and
    /// reloads.
    public internal(set) var invalidateEverything = false
    /// Whether the section and item counts changed (reloads and batch updates).
    public internal(set) var invalidateDataSourceCounts = false
    /// The items named by ``invalidateItems(at:)``.
    public private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary views named by ``invalidateSupplementaryElements(ofKind:at:)``, by kind.
    public private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// The decoration views named by ``invalidateDecorationElements(ofKind:at:)``, by kind.
    public private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    /// How far the content offset moves with this invalidation.
    open var contentOffsetAdjustment = CGPoint.zero
    /// How much the content size changes with this invalidation.
    open var contentSizeAdjustment = CGSize.zero

    /// An empty context: nothing invalid but what the layout decides.
    public required override init() {
        super.init()
    }

    /// Marks items invalid.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Marks supplementary views of one kind invalid.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedSupplementaryIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = all
    }

    /// Marks decoration views of one kind invalid.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedDecorationIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedDecorationIndexPaths = all
    }
}

/// A flow layout's invalidation context (UIKit's `UICollectionViewFlowLayoutInvalidationContext`).
@preconcurrency @MainActor open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the sizes and spacings the delegate gives must be asked again. True by default.
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the flow layout's own attributes must be computed again. True by default.
    open var invalidateFlowLayoutAttributes = true
}
