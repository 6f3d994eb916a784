public import Foundation
internal import SBLayout

extension UICollectionView {
    /// The direction a flow layout's content scrolls (UIKit's `UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Int, Sendable {
        /// Lines are rows; the content grows downwards.
        case vertical = 0
        /// Lines are columns; the content grows to the right.
        case horizontal = 1
    }
}

extension UICollectionViewFlowLayout {
    /// What a flow layout's section insets are measured from (UIKit's
    /// `UICollectionViewFlowLayout.SectionInsetReference`).
    public enum SectionInsetReference: Int, Sendable {
        /// From the content inset: the section insets are added to the adjusted content inset.
        case fromContentInset = 0
        /// From the safe area: across the scroll direction, the section insets start at the safe
        /// area when it reaches further than the adjusted content inset.
        case fromSafeArea = 1
        /// From the layout margins: across the scroll direction, the section insets start at the
        /// collection view's layout margins when they reach further than the adjusted content inset.
        case fromLayoutMargins = 2
    }
}

/// UIKit's line-based grid (`UICollectionViewFlowLayout`), laid out by SBLayout's flow engine:
/// items fill lines greedily, full lines are justified, a line of one item is centred, lines are
/// exactly `minimumLineSpacing` apart, and headers and footers span the content.
///
/// Every property invalidates the layout when it changes, as in UIKit. Per-item and per-section values
/// come from the collection view's delegate when it conforms to
/// ``UICollectionViewDelegateFlowLayout``. Subclasses override the usual methods and call super
/// (`super.layoutAttributesForElements(in:)` returns fresh attributes that may be changed, but copy
/// them first to keep the code right on iOS too).
@preconcurrency @MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// A size that asks cells to size themselves (UIKit's `automaticSize`): as an
    /// ``estimatedItemSize``, items start at 50 x 50 and take what
    /// ``UICollectionReusableView/preferredLayoutAttributesFitting(_:)`` answers.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The direction the content scrolls. Vertical by default.
    open var scrollDirection = UICollectionView.ScrollDirection.vertical { didSet { if scrollDirection != oldValue { invalidateLayout() } } }
    /// The size of every item the delegate does not size. 50 x 50 by default.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { if itemSize != oldValue { invalidateLayout() } } }
    /// A non-zero estimate turns on self-sizing: items take the estimate until their cell's
    /// preferred attributes say otherwise. Zero by default.
    open var estimatedItemSize = CGSize.zero { didSet { if estimatedItemSize != oldValue { invalidateLayout() } } }
    /// The spacing between lines. 10 by default.
    open var minimumLineSpacing: CGFloat = 10 { didSet { if minimumLineSpacing != oldValue { invalidateLayout() } } }
    /// The smallest spacing between items of a line. 10 by default.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { if minimumInteritemSpacing != oldValue { invalidateLayout() } } }
    /// The insets around each section's items. Zero by default.
    open var sectionInset = UIEdgeInsets.zero { didSet { if sectionInset != oldValue { invalidateLayout() } } }
    /// What the section insets are measured from. From the content inset by default.
    open var sectionInsetReference = SectionInsetReference.fromContentInset { didSet { if sectionInsetReference != oldValue { invalidateLayout() } } }
    /// The size of each section's header: its height (vertical) or width (horizontal) is used.
    open var headerReferenceSize = CGSize.zero { didSet { if headerReferenceSize != oldValue { invalidateLayout() } } }
    /// The size of each section's footer, used like ``headerReferenceSize``.
    open var footerReferenceSize = CGSize.zero { didSet { if footerReferenceSize != oldValue { invalidateLayout() } } }
    /// Whether headers stay at the top (leading) edge of the visible bounds while their section
    /// shows.
    open var sectionHeadersPinToVisibleBounds = false { didSet { if sectionHeadersPinToVisibleBounds != oldValue { invalidateLayout() } } }
    /// Whether footers stay at the bottom (trailing) edge of the visible bounds while their
    /// section shows.
    open var sectionFootersPinToVisibleBounds = false { didSet { if sectionFootersPinToVisibleBounds != oldValue { invalidateLayout() } } }

    /// The flow engine, prepared for the current data.
    private var engine = FlowLayout()
    /// The engine as it was before the last prepare (a batch update's "before").
    private var previousEngine: FlowLayout?
    /// The section insets in force, by section.
    private var insets: [UIEdgeInsets] = []
    /// Sizes measured by self-sizing cells.
    var measuredSizes: [Foundation.IndexPath: CGSize] = [:]
    /// What the current batch update inserts and deletes.
    private var inserted = Set<Foundation.IndexPath>(), deleted = Set<Foundation.IndexPath>()
    private var insertedSections = IndexSet(), deletedSections = IndexSet()

    /// True: in a right-to-left environment the collection view mirrors the flow, as UIKit's does
    /// (lines start at the right).
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// The flow layout's invalidation contexts.
    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    /// Computes every frame with SBLayout's flow engine, asking the delegate for sizes, insets
    /// and spacings.
    open override func prepare() {
        super.prepare()
        previousEngine = engine
        var flow = FlowLayout()
        guard let cv = collectionView else {
            engine = flow
            insets = []
            return
        }
        let delegate = cv.delegate as? any UICollectionViewDelegateFlowLayout
        let vertical = scrollDirection == .vertical
        flow.scrollDirection = vertical ? .vertical : .horizontal
        let counts = (0..<cv.numberOfSections).map { cv.numberOfItems(inSection: $0) }
        let adjusted = cv.adjustedContentInset
        insets = []
        var metrics: [Int: SectionMetrics] = [:]
        var sizes: [SBLayout.Size] = []
        // Without a flow delegate and without self-sizing every item takes `itemSize`: it is
        // checked once instead of once per item (10^6 items: 10^6 checks saved).
        let uniform = delegate == nil && estimatedItemSize == .zero
        var uniformSize: SBLayout.Size?
        // Every number is checked before the engine sees it (negative, NaN or infinite values are
        // reported and replaced by 0; see LayoutValueCheck), naming where it came from.
        var check = LayoutValueCheck(owner: String(describing: type(of: self)))
        func from(_ property: String, _ delegateMethod: String, _ section: Int, delegated: Bool) -> String {
            delegated ? "the delegate's collectionView(_:layout:\(delegateMethod):) for section \(section)" : property
        }
        for (section, count) in counts.enumerated() {
            let givenInset = delegate?.collectionView(cv, layout: self, insetForSectionAt: section)
            let inset = effectiveInset(check.insets(givenInset ?? sectionInset,
                                                    from("sectionInset", "insetForSectionAt", section, delegated: givenInset != nil)),
                                       in: cv, adjusted: adjusted)
            insets.append(inset)
            let line = delegate?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: section)
            let interitem = delegate?.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: section)
            let header = delegate?.collectionView(cv, layout: self, referenceSizeForHeaderInSection: section)
            let footer = delegate?.collectionView(cv, layout: self, referenceSizeForFooterInSection: section)
            metrics[section] = SectionMetrics(
                inset: SBLayout.EdgeInsets(inset),
                minimumLineSpacing: Double(check.length(line ?? minimumLineSpacing,
                                                        from("minimumLineSpacing", "minimumLineSpacingForSectionAt", section, delegated: line != nil))),
                minimumInteritemSpacing: Double(check.length(interitem ?? minimumInteritemSpacing,
                                                             from("minimumInteritemSpacing", "minimumInteritemSpacingForSectionAt", section,
                                                                  delegated: interitem != nil))),
                headerReferenceSize: SBLayout.Size(check.size(header ?? headerReferenceSize,
                                                              from("headerReferenceSize", "referenceSizeForHeaderInSection", section,
                                                                   delegated: header != nil))),
                footerReferenceSize: SBLayout.Size(check.size(footer ?? footerReferenceSize,
                                                              from("footerReferenceSize", "referenceSizeForFooterInSection", section,
                                                                   delegated: footer != nil))))
            if uniform {
                // Checked where the first item would check it, so that problems keep their order.
                if count > 0, uniformSize == nil { uniformSize = SBLayout.Size(check.size(itemSize, "itemSize")) }
                continue
            }
            for item in 0..<count {
                let indexPath = Foundation.IndexPath(item: item, section: section)
                let (given, source) = size(ofItemAt: indexPath, in: cv, delegate: delegate)
                sizes.append(SBLayout.Size(check.size(given, source)))
            }
        }
        preparationProblems += check.problems
        flow.sectionMetrics = metrics
        // One size for every item (from the property or the delegate) lays out as a grid: the last
        // line in the slots of a full one; several sizes pack the last line (see the DocC article).
        if let uniformSize {
            flow.itemSize = uniformSize
        } else if let first = sizes.first, sizes.allSatisfy({ $0 == first }) {
            flow.itemSize = first
            sizes = []
        } else {
            var itemSizeCheck = LayoutValueCheck(owner: String(describing: type(of: self)))
            flow.itemSize = SBLayout.Size(counts.isEmpty ? itemSize : itemSizeCheck.size(itemSize, "itemSize"))
            preparationProblems += itemSizeCheck.problems
        }
        let viewport = SBLayout.Size(width: Double(max(0, cv.bounds.width - adjusted.left - adjusted.right)),
                                     height: Double(max(0, cv.bounds.height - adjusted.top - adjusted.bottom)))
        flow.prepare(content: CollectionContent(itemCounts: counts, itemSizes: sizes), viewport: viewport)
        engine = flow
    }

    /// The size of an item, and where it came from (for a report when it cannot be laid out).
    private func size(ofItemAt indexPath: Foundation.IndexPath, in cv: UICollectionView,
                      delegate: (any UICollectionViewDelegateFlowLayout)?) -> (CGSize, String) {
        if estimatedItemSize != .zero {
            if let measured = measuredSizes[indexPath] {
                return (measured, "the preferred size of the cell at [\(indexPath.section), \(indexPath.item)]")
            }
            return estimatedItemSize == Self.automaticSize ? (CGSize(width: 50, height: 50), "automaticSize")
                                                           : (estimatedItemSize, "estimatedItemSize")
        }
        if let delegated = delegate?.collectionView(cv, layout: self, sizeForItemAt: indexPath) {
            return (delegated, "the delegate's collectionView(_:layout:sizeForItemAt:) for [\(indexPath.section), \(indexPath.item)]")
        }
        return (itemSize, "itemSize")
    }

    private func effectiveInset(_ inset: UIEdgeInsets, in cv: UICollectionView, adjusted: UIEdgeInsets) -> UIEdgeInsets {
        let reference: UIEdgeInsets
        switch sectionInsetReference {
        case .fromContentInset: return inset
        case .fromSafeArea: reference = cv.safeAreaInsets
        case .fromLayoutMargins: reference = cv.layoutMargins
        }
        var r = inset
        if scrollDirection == .vertical {
            r.left += max(0, reference.left - adjusted.left)
            r.right += max(0, reference.right - adjusted.right)
        } else {
            r.top += max(0, reference.top - adjusted.top)
            r.bottom += max(0, reference.bottom - adjusted.bottom)
        }
        return r
    }

    /// The content size the flow engine computed (the content area inside the adjusted content
    /// inset across the scroll direction).
    open override var collectionViewContentSize: CGSize { CGSize(engine.collectionViewContentSize) }

    /// The cells, headers and footers in `rect`, pinned headers and footers where they stick.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var found = engine.layoutAttributesForElements(in: SBLayout.Rect(rect))
        if pinsSupplementaryViews {
            found.removeAll { $0.category != .cell }
            for section in 0..<engine.content.numberOfSections {
                for kind in [SBLayout.ElementKind.sectionHeader, SBLayout.ElementKind.sectionFooter] {
                    if let a = supplementary(kind, section: section), a.frame.intersects(SBLayout.Rect(rect)) { found.append(a) }
                }
            }
        }
        let type = attributesType
        return found.map { makeAttributes($0, as: type) }
    }

    /// The cell at `indexPath`, or nil when there is no such item.
    open override func layoutAttributesForItem(at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        engine.layoutAttributesForItem(at: SBLayout.IndexPath(indexPath)).map { makeAttributes($0) }
    }

    /// A section's header (``UICollectionView/elementKindSectionHeader``) or footer, or nil.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        supplementary(ElementKindBridge.sbLayout(elementKind), section: indexPath.section).map { makeAttributes($0) }
    }

    private var pinsSupplementaryViews: Bool { sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds }

    /// A header or footer, moved where pinning puts it: a pinned header stays at the leading edge
    /// of the visible bounds (inside the adjusted content inset) until its section's last line
    /// and bottom inset pass, a pinned footer at the trailing edge until the section's first line
    /// and top inset pass. Pinned views are drawn above cells (z index 1).
    private func supplementary(_ kind: String, section: Int) -> SBLayout.LayoutAttributes? {
        guard var a = engine.layoutAttributesForSupplementaryView(ofKind: kind, at: SBLayout.IndexPath(item: 0, section: section)) else { return nil }
        let header = kind == SBLayout.ElementKind.sectionHeader
        guard let cv = collectionView, header ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds else { return a }
        let vertical = scrollDirection == .vertical
        let adjusted = cv.adjustedContentInset
        let offset = vertical ? Double(cv.contentOffset.y + adjusted.top) : Double(cv.contentOffset.x + adjusted.left)
        let visibleEnd = vertical ? Double(cv.contentOffset.y + cv.bounds.height - adjusted.bottom)
                                  : Double(cv.contentOffset.x + cv.bounds.width - adjusted.right)
        let other = engine.layoutAttributesForSupplementaryView(
            ofKind: header ? SBLayout.ElementKind.sectionFooter : SBLayout.ElementKind.sectionHeader,
            at: SBLayout.IndexPath(item: 0, section: section))
        var f = a.frame
        let length = vertical ? f.size.height : f.size.width
        let start = vertical ? f.origin.y : f.origin.x
        if header {
            // The section's content ends where its footer starts (or the next section begins).
            let end = other.map { vertical ? $0.frame.origin.y : $0.frame.origin.x } ?? sectionEnd(section)
            let pinned = min(max(offset, start), end - length)
            if vertical { f.origin.y = pinned } else { f.origin.x = pinned }
        } else {
            let begin = other.map { vertical ? $0.frame.maxY : $0.frame.maxX } ?? sectionBegin(section)
            let pinned = max(min(visibleEnd - length, start), begin)
            if vertical { f.origin.y = pinned } else { f.origin.x = pinned }
        }
        a.frame = f
        a.zIndex = 1
        return a
    }

    private func sectionEnd(_ section: Int) -> Double {
        let count = engine.content.numberOfItems(inSection: section)
        let inset = section < insets.count ? insets[section] : .zero
        let vertical = scrollDirection == .vertical
        guard count > 0, let last = engine.layoutAttributesForItem(at: SBLayout.IndexPath(item: count - 1, section: section)) else {
            return 0
        }
        return vertical ? last.frame.maxY + Double(inset.bottom) : last.frame.maxX + Double(inset.right)
    }

    private func sectionBegin(_ section: Int) -> Double {
        let inset = section < insets.count ? insets[section] : .zero
        let vertical = scrollDirection == .vertical
        guard engine.content.numberOfItems(inSection: section) > 0,
              let first = engine.layoutAttributesForItem(at: SBLayout.IndexPath(item: 0, section: section)) else { return 0 }
        return vertical ? first.frame.minY - Double(inset.top) : first.frame.minX - Double(inset.left)
    }

    /// True when the size changes, or when headers or footers are pinned (they move with every
    /// scroll), as UIKit's flow layout answers.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let cv = collectionView else { return false }
        return newBounds.size != cv.bounds.size || pinsSupplementaryViews
    }

    /// A flow context whose delegate metrics are invalid only when the size changes.
    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext, let cv = collectionView {
            flow.invalidateFlowLayoutDelegateMetrics = newBounds.size != cv.bounds.size
        }
        return context
    }

    /// With self-sizing on, a cell whose preferred size differs from its frame invalidates.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        estimatedItemSize != .zero && preferredAttributes.representedElementCategory == .cell
            && preferredAttributes.size != originalAttributes.size
    }

    /// Records the measured size of a self-sizing cell for the next prepare.
    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        measuredSizes[originalAttributes.indexPath] = preferredAttributes.size
        return super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }

    /// Records what the update inserts and deletes, for the appearing and disappearing attributes.
    open override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        inserted = []; deleted = []; insertedSections = []; deletedSections = []
        for u in updateItems {
            switch u.updateAction {
            case .insert, .reload:
                if let p = u.indexPathAfterUpdate { if p.count == 1 { insertedSections.insert(p[0]) } else { inserted.insert(p) } }
            case .delete:
                if let p = u.indexPathBeforeUpdate { if p.count == 1 { deletedSections.insert(p[0]) } else { deleted.insert(p) } }
            case .move, .none: break
            }
            if u.updateAction == .reload, let p = u.indexPathBeforeUpdate {
                if p.count == 1 { deletedSections.insert(p[0]) } else { deleted.insert(p) }
            }
        }
    }

    /// Clears the update's records.
    open override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        inserted = []; deleted = []; insertedSections = []; deletedSections = []
    }

    /// An inserted item starts at its final attributes with alpha 0 (UIKit's flow fade).
    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let a = layoutAttributesForItem(at: itemIndexPath) else { return nil }
        if inserted.contains(itemIndexPath) || insertedSections.contains(itemIndexPath.section) { a.alpha = 0 }
        return a
    }

    /// A deleted item ends at its attributes before the update with alpha 0 (UIKit's flow fade).
    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let old = previousEngine?.layoutAttributesForItem(at: SBLayout.IndexPath(itemIndexPath)) else { return nil }
        let a = makeAttributes(old)
        if deleted.contains(itemIndexPath) || deletedSections.contains(itemIndexPath.section) { a.alpha = 0 }
        return a
    }
}
