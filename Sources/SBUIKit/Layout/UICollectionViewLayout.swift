public import Foundation

/// The base class of collection-view layouts (UIKit's `UICollectionViewLayout`): subclass it and
/// override ``prepare()``, ``collectionViewContentSize``, ``layoutAttributesForElements(in:)`` and
/// ``layoutAttributesForItem(at:)``, as on iOS.
///
/// A ``UICollectionView`` calls the layout as UIKit does (see <doc:UIKitBehaviour>): `prepare()`
/// once after each invalidation, then `collectionViewContentSize`, then
/// `layoutAttributesForElements(in:)` with the visible rectangle; scrolling asks
/// ``shouldInvalidateLayout(forBoundsChange:)``; batch updates go through
/// ``prepare(forCollectionViewUpdates:)``, the initial and final attributes and
/// ``finalizeCollectionViewUpdates()``; a drag's end asks
/// ``targetContentOffset(forProposedContentOffset:withScrollingVelocity:)``.
@preconcurrency @MainActor open class UICollectionViewLayout: NSObject {
    /// The collection view that shows this layout; set when the layout is handed to one.
    open internal(set) weak var collectionView: UICollectionView?

    /// Whether the next layout pass must call ``prepare()``.
    var needsPrepare = true
    /// The invalidation contexts since the last prepare, merged.
    var pendingInvalidation: UICollectionViewLayoutInvalidationContext?
    /// Decoration view classes by kind.
    var decorationViewClasses: [String: AnyClass] = [:]
    /// What the last ``prepare()`` was handed that UIKit would not lay out (a negative or NaN
    /// size, an infinite inset), each already reported: drawing the collection view refuses it.
    package internal(set) var preparationProblems: [String] = []
    /// The UIKit Dynamics animators made with this layout (`UIDynamicAnimator(collectionViewLayout:)`),
    /// which its collection view advances as it draws frames.
    var dynamicAnimators: [WeakDynamicAnimator] = []

    /// A layout that is not yet in a collection view.
    public override init() {
        super.init()
    }

    /// Required by UIKit's archiving; a headless layout has no archive, so this makes a layout as
    /// ``init()`` does.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The class of the attributes this layout makes (``UICollectionViewLayoutAttributes`` by
    /// default); override to name a subclass.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The class of the invalidation contexts this layout gets.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Computes the layout; called once after every invalidation, before any other question. The
    /// default does nothing.
    open func prepare() {}

    /// The size of the whole content; asked after ``prepare()``. Zero by default.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element in `rect` (the visible rectangle, in content coordinates).
    /// Nil by default.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the cell at `indexPath`. Nil by default.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of a supplementary view. Nil by default.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of a decoration view. Nil by default.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a change of the collection view's bounds (a scroll changes their origin, a
    /// resize their size) makes the layout invalid. False by default.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context for an invalidation by a bounds change: a new ``invalidationContextClass``
    /// instance, with the content size adjustment the size change implies.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        if let old = collectionView?.bounds {
            context.contentSizeAdjustment = CGSize(width: newBounds.width - old.width, height: newBounds.height - old.height)
        }
        return context
    }

    /// Whether a cell's preferred attributes (self-sizing) make the layout invalid. False by
    /// default.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { false }

    /// The context for an invalidation by a cell's preferred attributes.
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.invalidateItems(at: [originalAttributes.indexPath])
        return context
    }

    /// Invalidates everything: the next layout pass calls ``prepare()``.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.everything = true
        invalidateLayout(with: context)
    }

    /// Invalidates what `context` names: the next layout pass calls ``prepare()``. Subclasses
    /// that override it call super.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if let pending = pendingInvalidation {
            pending.everything = pending.invalidateEverything || context.invalidateEverything
            pending.dataSourceCounts = pending.invalidateDataSourceCounts || context.invalidateDataSourceCounts
        } else {
            pendingInvalidation = context
        }
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// Called with a batch update's changes after ``prepare()`` has laid out the new state. The
    /// default does nothing; overrides call super.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called when a batch update's animation is set up. The default does nothing.
    open func finalizeCollectionViewUpdates() {}

    /// Called before the bounds change with animation. The default does nothing.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// Called after an animated bounds change. The default does nothing.
    open func finalizeAnimatedBoundsChange() {}

    /// Where an item that appears in a batch update starts. Nil by default: the collection view
    /// fades it in at its final attributes.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where an item that disappears in a batch update ends. Nil by default: the collection view
    /// fades it out at its attributes before the update.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a supplementary view that appears in a batch update starts. Nil by default (a fade).
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a supplementary view that disappears in a batch update ends. Nil by default (a fade).
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a decoration view that appears in a batch update starts. Nil by default (a fade).
    open func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a decoration view that disappears in a batch update ends. Nil by default (a fade).
    open func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a scroll that would stop at `proposedContentOffset` comes to rest. The default keeps
    /// the proposal.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// The content offset to use after an update or a layout change. The default keeps the
    /// proposal.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Registers the class of a decoration view kind.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationViewClasses[elementKind] = viewClass
    }

    /// Whether the layout mirrors itself in a right-to-left environment. False by default.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The direction the layout's code is written for. Left to right by default.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// A new instance of ``invalidationContextClass``.
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let type = (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)
            ?? UICollectionViewLayoutInvalidationContext.self
        return type.init()
    }

    /// A new instance of ``layoutAttributesClass`` (or of `type`, that class looked up once for
    /// many elements) for an element.
    func makeAttributes(_ category: UICollectionView.ElementCategory, kind: String? = nil,
                        at indexPath: IndexPath, as type: UICollectionViewLayoutAttributes.Type? = nil) -> UICollectionViewLayoutAttributes {
        let a = (type ?? attributesType).init()
        a.indexPath = indexPath
        a.representedElementCategory = category
        a.representedElementKind = category == .cell ? nil : kind
        return a
    }

    /// The class ``layoutAttributesClass`` names, or the base class when it names another.
    var attributesType: UICollectionViewLayoutAttributes.Type {
        (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
    }

    /// Runs ``prepare()`` when the layout is invalid; the collection view's layout pass calls it.
    /// Invalidations raised inside ``prepare()`` (a subclass setting its own properties there) are
    /// part of that prepare: they do not ask for another.
    func prepareIfNeeded() {
        guard needsPrepare else { return }
        isPreparing = true
        preparationProblems = []
        prepare()
        isPreparing = false
        needsPrepare = false
        pendingInvalidation = nil
    }

    private var isPreparing = false
}
