public import Foundation

/// What part of a layout an invalidation concerns (UIKit's
/// `UICollectionViewLayoutInvalidationContext`). A layout reads it in
/// ``UICollectionViewLayout/invalidateLayout(with:)`` to keep what is still valid.
@preconcurrency @MainActor open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Whether everything is invalid: true for ``UICollectionViewLayout/invalidateLayout()`` and
    /// reloads. Open, as in UIKit: a subclass may override it (the layout reads the override).
    open var invalidateEverything: Bool { everything }
    /// Whether the section and item counts changed (reloads and batch updates). Open, as in UIKit.
    open var invalidateDataSourceCounts: Bool { dataSourceCounts }
    /// The items named by ``invalidateItems(at:)``. Open, as in UIKit.
    open var invalidatedItemIndexPaths: [IndexPath]? { items }
    /// The supplementary views named by ``invalidateSupplementaryElements(ofKind:at:)``, by kind.
    /// Open, as in UIKit.
    open var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? { supplementaries }
    /// The decoration views named by ``invalidateDecorationElements(ofKind:at:)``, by kind. Open,
    /// as in UIKit.
    open var invalidatedDecorationIndexPaths: [String: [IndexPath]]? { decorations }

    /// The stored values the properties above give unless overridden.
    var everything = false
    var dataSourceCounts = false
    private var items: [IndexPath]?
    private var supplementaries: [String: [IndexPath]]?
    private var decorations: [String: [IndexPath]]?
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
        items = (items ?? []) + indexPaths
    }

    /// Marks supplementary views of one kind invalid.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = supplementaries ?? [:]
        all[elementKind, default: []] += indexPaths
        supplementaries = all
    }

    /// Marks decoration views of one kind invalid.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = decorations ?? [:]
        all[elementKind, default: []] += indexPaths
        decorations = all
    }
}

/// A flow layout's invalidation context (UIKit's `UICollectionViewFlowLayoutInvalidationContext`).
@preconcurrency @MainActor open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the sizes and spacings the delegate gives must be asked again. True by default.
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the flow layout's own attributes must be computed again. True by default.
    open var invalidateFlowLayoutAttributes = true
}
