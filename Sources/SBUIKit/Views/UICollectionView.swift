public import Foundation

/// A headless `UICollectionView`: it asks its data source for counts and cells, runs its layout
/// in UIKit's order, scrolls, selects and applies batch updates, and keeps the attributes of what
/// is visible, which SBUIKit's renderer draws. See <doc:UIKitBehaviour> for the call order.
@preconcurrency @MainActor open class UICollectionView: UIScrollView {
    /// The kind of a flow layout's section headers.
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers.
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Where an item lands when the view scrolls to it (UIKit's `UICollectionView.ScrollPosition`).
    public struct ScrollPosition: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// Options from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// No scrolling.
        public static let none = ScrollPosition([])
        /// The item's top at the top of the visible bounds.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom of the visible bounds.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible bounds.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible bounds.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    private var layout: UICollectionViewLayout

    /// The layout. Setting it hands the layout this view and invalidates it.
    open var collectionViewLayout: UICollectionViewLayout {
        get { layout }
        set { setCollectionViewLayout(newValue, animated: false) }
    }

    /// The data: counts, cells and supplementary views.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { reloadData() }
    }

    /// The events' delegate; a flow layout also asks it for metrics.
    open weak var delegate: (any UICollectionViewDelegate)? {
        didSet { layout.invalidateLayout() }
    }

    /// Whether items can be selected. True by default.
    open var allowsSelection = true
    /// Whether several items can be selected at once. False by default.
    open var allowsMultipleSelection = false
    /// Whether the view is in editing mode: list cells show their accessories displayed
    /// `.whenEditing` (a reorder grip's default) instead of those displayed `.whenNotEditing`.
    /// False by default.
    open var isEditing = false {
        didSet { if isEditing != oldValue { setNeedsLayout() } }
    }

    /// Counts from the data source, cached until the next reload (UIKit's behaviour: counts are
    /// asked again only by reloads and batch updates).
    private var counts: [Int]?
    private var cellClasses: [String: AnyClass] = [:]
    private var supplementaryClasses: [String: AnyClass] = [:]
    private var reusePool: [String: [UICollectionReusableView]] = [:]
    /// The visible cells, by index path.
    private(set) var cells: [IndexPath: UICollectionViewCell] = [:]
    /// The visible supplementary views, by kind and index path.
    private(set) var supplementaryViews: [ReusableViewKey: UICollectionReusableView] = [:]
    /// The visible decoration views, made from the classes registered with the layout, by kind
    /// and index path.
    private(set) var decorationViews: [ReusableViewKey: UICollectionReusableView] = [:]

    /// A reusable view's place: its element kind and index path.
    struct ReusableViewKey: Hashable {
        var kind: String
        var indexPath: IndexPath
    }
    private var selected: [IndexPath] = []
    /// The item being moved interactively, and where it would land now.
    var interactiveMovement: (source: IndexPath, target: IndexPath)?
    private var batch: BatchUpdateMapping?
    /// Each item's identity (for drawing: an item's look follows it through updates), by section;
    /// numbered in order at every reload, new numbers for inserted items.
    private var identities: [[Int]] = []
    private var nextIdentity = 0

    /// The attributes of the elements in the visible bounds after the last layout pass, as the
    /// layout returned them from `layoutAttributesForElements(in:)` and the cells applied them.
    public private(set) var visibleLayoutAttributes: [UICollectionViewLayoutAttributes] = []

    /// The last batch update's animation: each element's attributes at the start and at the end,
    /// and its item's identity.
    var lastUpdateTransitions: [UpdateTransitionRecord] = []
    /// The looks the cells and views had before the last batch update, so that the items it
    /// deletes fade out as they looked.
    var lastUpdateLooks: [ViewLookStyle.Key: ViewLook] = [:]

    /// One element's move in a batch update.
    struct UpdateTransitionRecord {
        var start: UICollectionViewLayoutAttributes
        var end: UICollectionViewLayoutAttributes
        var identity: Int
    }

    /// A collection view with this frame and layout.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(frame: frame)
        layout.collectionView = self
        layout.invalidateLayout()
    }

    /// A collection view with a flow layout (UIKit needs a layout; a headless view takes a new
    /// ``UICollectionViewFlowLayout``).
    public override init(frame: CGRect) {
        layout = UICollectionViewFlowLayout()
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// Required by UIKit's archiving: a zero-frame collection view with a flow layout.
    public required init?(coder: NSCoder) {
        layout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        layout.collectionView = self
    }

    /// Replaces the layout (the change is immediate headlessly).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        guard layout !== self.layout else { return }
        if self.layout.collectionView === self { self.layout.collectionView = nil }
        self.layout = layout
        layout.collectionView = self
        layout.invalidateLayout()
    }

    /// Replaces the layout (immediately headlessly), then calls `completion` with true, as
    /// UIKit does when the change finishes.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        setCollectionViewLayout(layout, animated: animated)
        completion?(true)
    }

    // MARK: Data

    private func loadCounts() -> [Int] {
        if let counts { return counts }
        let loaded = currentDataSourceCounts()
        counts = loaded
        var next = 0
        identities = loaded.map { n in
            defer { next += n }
            return Array(next..<(next + n))
        }
        nextIdentity = next
        return loaded
    }

    private func currentDataSourceCounts() -> [Int] {
        guard let ds = dataSource else { return [] }
        let given = ds.numberOfSections(in: self)
        if given < 0 {
            UIKitException.raise(UIKitException.internalInconsistency,
                                 reason: "negative number of sections (\(given)) is not allowed",
                                 recovery: "shows no sections")
        }
        if given > CollectionLimits.sections {
            UIKitException.raise(UIKitException.internalInconsistency,
                                 reason: "number of sections (\(given)) is more than a collection view lays out (\(CollectionLimits.sections))",
                                 recovery: "shows no sections")
            return []
        }
        var total = 0
        return (0..<max(0, given)).map { section in
            let items = ds.collectionView(self, numberOfItemsInSection: section)
            if items < 0 {
                // UIKit's assertion in its collection-view data, word for word.
                UIKitException.raise(UIKitException.internalInconsistency,
                                     reason: "negative number of items (\(items)) for section (\(section)) is not allowed",
                                     recovery: "shows no items in that section")
            } else if items > CollectionLimits.items - total {
                UIKitException.raise(UIKitException.internalInconsistency,
                                     reason: "number of items (\(items)) for section (\(section)) takes the collection view past the \(CollectionLimits.items) items it lays out in all",
                                     recovery: "shows no items in that section")
                return 0
            }
            total += max(0, items)
            return max(0, items)
        }
    }

    /// The identity of the item at `indexPath` (its look when drawn): items are numbered in
    /// order at every reload; an inserted item gets a new number; moves keep it.
    func identity(at indexPath: IndexPath) -> Int {
        guard indexPath.count == 2, identities.indices.contains(indexPath[0]),
              identities[indexPath[0]].indices.contains(indexPath[1]) else { return 0 }
        return identities[indexPath[0]][indexPath[1]]
    }

    /// The number of sections (from the data source, cached until the next reload or update).
    open var numberOfSections: Int {
        guard MainActorCheck.reportOffMain("-[UICollectionView numberOfSections]", recovery: "returns 0") else { return 0 }
        return loadCounts().count
    }

    /// The number of items in `section` (0 for a section that does not exist).
    open func numberOfItems(inSection section: Int) -> Int {
        guard MainActorCheck.reportOffMain("-[UICollectionView numberOfItemsInSection:]", recovery: "returns 0") else { return 0 }
        let c = loadCounts()
        return c.indices.contains(section) ? c[section] : 0
    }

    /// Forgets the counts and every cell, and invalidates the layout: the next layout pass asks
    /// the data source again.
    open func reloadData() {
        guard MainActorCheck.reportOffMain("-[UICollectionView reloadData]") else { return }
        counts = nil
        for (_, cell) in cells { enqueue(cell) }
        cells = [:]
        for (_, view) in supplementaryViews { enqueue(view) }
        supplementaryViews = [:]
        decorationViews = [:]
        selected = []
        let context = layout.makeInvalidationContext()
        context.everything = true
        context.dataSourceCounts = true
        layout.invalidateLayout(with: context)
        setNeedsLayout()
    }

    // MARK: Registration and reuse

    /// Registers the class of the cells dequeued with `identifier`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
    }

    /// Registers the class of the supplementary views of `elementKind` dequeued with `identifier`.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        supplementaryClasses[elementKind + "\u{1}" + identifier] = viewClass
    }

    /// A cell of the class registered for `identifier`, reused when one is free, with the
    /// attributes of `indexPath` applied. An identifier nobody registered raises UIKit's exception
    /// (a failure of the running test; see the UIKit's behaviour article) and dequeues a plain
    /// `UICollectionViewCell`.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let cls: AnyClass
        if let registered = cellClasses[identifier] {
            cls = registered
        } else {
            UIKitException.raise(UIKitException.internalInconsistency,
                                 reason: "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard",
                                 recovery: "dequeues a plain UICollectionViewCell")
            cls = UICollectionViewCell.self
            cellClasses[identifier] = cls
        }
        let view = reuse(identifier: identifier, class: cls, base: UICollectionViewCell.self)
        let cell: UICollectionViewCell
        if let registered = view as? UICollectionViewCell {
            cell = registered
        } else {
            UIKitException.raise(UIKitException.internalInconsistency,
                                 reason: "the class registered for \(identifier) is not a UICollectionViewCell",
                                 recovery: "dequeues a plain UICollectionViewCell")
            cell = UICollectionViewCell(frame: .zero)
        }
        if let a = layout.layoutAttributesForItem(at: indexPath) { applyIfChanged(presented(a), to: cell) }
        cell.isSelected = selected.contains(indexPath)
        cell.listContext = listContext(at: indexPath)
        return cell
    }

    /// A supplementary view of the class registered for `elementKind` and `identifier`, with its
    /// attributes applied.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        let key = elementKind + "\u{1}" + identifier
        let cls: AnyClass
        if let registered = supplementaryClasses[key] {
            cls = registered
        } else {
            UIKitException.raise(UIKitException.internalInconsistency,
                                 reason: "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard",
                                 recovery: "dequeues a plain UICollectionReusableView")
            cls = UICollectionReusableView.self
            supplementaryClasses[key] = cls
        }
        let view = reuse(identifier: key, class: cls, base: UICollectionReusableView.self)
        // The element the collection view is asking its data source for gets the view, whatever
        // kind the view was registered with (Apple's badge sample registers its badge under its
        // reuse identifier and places it at the layout's badge kind), and its attributes are
        // applied now, before the data source or registration handler configures the view.
        if let requested = requestedSupplementary, requested.indexPath == indexPath {
            applyIfChanged(requested, to: view)
        } else if let a = layout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath) {
            applyIfChanged(presented(a), to: view)
        }
        return view
    }

    private func reuse(identifier: String, class cls: AnyClass, base: UICollectionReusableView.Type) -> UICollectionReusableView {
        if var pool = reusePool[identifier], let view = pool.popLast() {
            reusePool[identifier] = pool
            view.prepareForReuse()
            return view
        }
        let type = (cls as? UICollectionReusableView.Type) ?? base
        let view = type.init()
        view.reuseIdentifier = identifier
        return view
    }

    /// Applies `attributes` to `view` unless they equal the ones it last took, as UIKit does: a
    /// cell dequeued for an index path takes its attributes in the dequeue, before the data
    /// source or registration handler configures it, so what the handler sets (`isHidden`, the
    /// alpha) holds until the layout gives the cell different attributes.
    /// The supplementary element whose view the data source is being asked for, while it is.
    private var requestedSupplementary: UICollectionViewLayoutAttributes?

    private func applyIfChanged(_ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        if let last = view.appliedLayoutAttributes, last.isEqual(attributes) { return }
        view.appliedLayoutAttributes = attributes.copy() as? UICollectionViewLayoutAttributes ?? attributes
        view.apply(attributes)
    }

    private func enqueue(_ view: UICollectionReusableView) {
        if view.superview === self { view.removeFromControllingSuperview() }
        view.appliedLayoutAttributes = nil
        guard let id = view.reuseIdentifier else { return }
        reusePool[id, default: []].append(view)
    }

    // MARK: Layout pass

    /// The layout pass in UIKit's order: `prepare()` when the layout is invalid, then
    /// `collectionViewContentSize`, then `layoutAttributesForElements(in:)` with the visible
    /// bounds; each visible cell comes from the data source and, with self-sizing, may invalidate
    /// the layout once more (at most four passes).
    open override func layoutSubviews() {
        super.layoutSubviews()
        for _ in 0..<4 {
            _ = loadCounts()
            layout.prepareIfNeeded()
            contentSize = layout.collectionViewContentSize
            // The layout is asked for the visible bounds and a margin around them, so that an
            // element it moves into view with a transform is found (64 points, the margin
            // SBRender's frames use; UIKit does not document its own); the elements shown are the
            // ones whose transformed frames reach into the bounds.
            let visible = bounds
            let asked = visible.insetBy(dx: -Self.visibleMargin, dy: -Self.visibleMargin)
            let attributes = (layout.layoutAttributesForElements(in: layoutRect(asked)) ?? []).map(presented)
                .filter { $0.transformedFrame.intersects(visible) }
            visibleLayoutAttributes = attributes.sorted(by: UICollectionView.drawingOrder)
            if !placeViews(for: attributes) { break }
        }
    }

    /// How far around the visible bounds the layout is asked for elements: 64 points.
    static let visibleMargin: CGFloat = 64

    // MARK: Right to left

    /// Whether the layout's coordinates are mirrored: it flips in the opposite direction and the
    /// view's layout direction is not the one the layout was written for.
    var flipsLayout: Bool {
        layout.flipsHorizontallyInOppositeLayoutDirection
            && effectiveUserInterfaceLayoutDirection != layout.developmentLayoutDirection
    }

    /// A rectangle of the view's content in the layout's own coordinates (mirrored about the
    /// content's width when the layout is flipped).
    private func layoutRect(_ r: CGRect) -> CGRect {
        flipsLayout ? CGRect(x: contentSize.width - r.maxX, y: r.minY, width: r.width, height: r.height) : r
    }

    /// The layout's attributes as the view shows them: a copy mirrored about the content's width
    /// when the layout is flipped, else the layout's own object.
    private func presented(_ a: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard flipsLayout, let c = a.copy() as? UICollectionViewLayoutAttributes else { return a }
        c.center = CGPoint(x: contentSize.width - a.center.x, y: a.center.y)
        return c
    }

    /// A change of the traits, set here or inherited, invalidates the layout (a new layout
    /// direction mirrors it).
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        layout.invalidateLayout()
    }

    /// Front-to-back drawing order: z index, then cells before supplementary before decoration
    /// views, then index path.
    static func drawingOrder(_ a: UICollectionViewLayoutAttributes, _ b: UICollectionViewLayoutAttributes) -> Bool {
        if a.zIndex != b.zIndex { return a.zIndex < b.zIndex }
        if a.representedElementCategory != b.representedElementCategory {
            return a.representedElementCategory.rawValue < b.representedElementCategory.rawValue
        }
        if a.indexPath != b.indexPath { return a.indexPath < b.indexPath }
        return (a.representedElementKind ?? "") < (b.representedElementKind ?? "")
    }

    /// Asks the data source for the visible cells and views and applies their attributes.
    /// - Returns: true when a cell's preferred attributes invalidated the layout.
    private func placeViews(for attributes: [UICollectionViewLayoutAttributes]) -> Bool {
        guard let ds = dataSource else { return false }
        var visibleCells: [IndexPath: UICollectionViewCell] = [:]
        var visibleViews: [ReusableViewKey: UICollectionReusableView] = [:]
        var visibleDecorations: [ReusableViewKey: UICollectionReusableView] = [:]
        var invalidated = false
        for a in attributes {
            switch a.representedElementCategory {
            case .cell:
                let cell = cells.removeValue(forKey: a.indexPath) ?? {
                    let c = ds.collectionView(self, cellForItemAt: a.indexPath)
                    delegate?.collectionView(self, willDisplay: c, forItemAt: a.indexPath)
                    return c
                }()
                applyIfChanged(a, to: cell)
                if cell.superview !== self { addControlledSubview(cell) }
                visibleCells[a.indexPath] = cell
                let proposed = a.copy() as? UICollectionViewLayoutAttributes ?? a
                let preferred = cell.preferredLayoutAttributesFitting(proposed)
                if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: a) {
                    layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: a))
                    invalidated = true
                }
            case .supplementaryView:
                let kind = a.representedElementKind ?? ""
                let key = ReusableViewKey(kind: kind, indexPath: a.indexPath)
                let view = supplementaryViews.removeValue(forKey: key) ?? {
                    requestedSupplementary = a
                    defer { requestedSupplementary = nil }
                    return ds.collectionView(self, viewForSupplementaryElementOfKind: kind, at: a.indexPath)
                }()
                applyIfChanged(a, to: view)
                if view.superview !== self { addControlledSubview(view) }
                visibleViews[key] = view
            case .decorationView:
                // The layout's registered class, made by the collection view (UIKit's decoration
                // views never come from the data source); a kind without one has no view.
                let kind = a.representedElementKind ?? ""
                let key = ReusableViewKey(kind: kind, indexPath: a.indexPath)
                guard let view = decorationViews.removeValue(forKey: key)
                        ?? (layout.decorationViewClasses[kind] as? UICollectionReusableView.Type)?.init() else { continue }
                applyIfChanged(a, to: view)
                if view.superview !== self { addControlledSubview(view, at: 0) }
                visibleDecorations[key] = view
            }
        }
        for (_, cell) in cells { enqueue(cell) }
        for (_, view) in supplementaryViews { enqueue(view) }
        for (_, view) in decorationViews where view.superview === self { view.removeFromControllingSuperview() }
        cells = visibleCells
        supplementaryViews = visibleViews
        decorationViews = visibleDecorations
        return invalidated
    }

    /// Scrolling changes the bounds' origin and resizing their size: the layout is asked
    /// `shouldInvalidateLayout(forBoundsChange:)` while the bounds still hold the old value, and
    /// invalidated through `invalidationContext(forBoundsChange:)` when it answers true.
    override func boundsWillChange(to newBounds: CGRect) {
        if layout.shouldInvalidateLayout(forBoundsChange: newBounds) {
            layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newBounds))
        }
    }

    /// Sets the content offset and tells the delegate.
    open override var contentOffset: CGPoint {
        get { super.contentOffset }
        set {
            let old = super.contentOffset
            super.contentOffset = newValue
            if old != newValue { delegate?.scrollViewDidScroll(self) }
        }
    }

    // MARK: Queries

    /// The layout's attributes of the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard MainActorCheck.reportOffMain("-[UICollectionView layoutAttributesForItemAtIndexPath:]", recovery: "returns nil") else { return nil }
        layoutIfNeeded()
        return layout.layoutAttributesForItem(at: indexPath).map(presented)
    }

    /// The layout's attributes of a supplementary element.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard MainActorCheck.reportOffMain("-[UICollectionView layoutAttributesForSupplementaryElementOfKind:atIndexPath:]", recovery: "returns nil") else { return nil }
        layoutIfNeeded()
        return layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath).map(presented)
    }

    /// The visible cell of `indexPath`, or nil.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        guard MainActorCheck.reportOffMain("-[UICollectionView cellForItemAtIndexPath:]", recovery: "returns nil") else { return nil }
        layoutIfNeeded()
        return cells[indexPath]
    }

    /// The visible cells.
    open var visibleCells: [UICollectionViewCell] {
        guard MainActorCheck.reportOffMain("-[UICollectionView visibleCells]", recovery: "returns []") else { return [] }
        layoutIfNeeded()
        return indexPathsForVisibleItems.compactMap { cells[$0] }
    }

    /// The visible supplementary view of `elementKind` at `indexPath`, or nil.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        guard MainActorCheck.reportOffMain("-[UICollectionView supplementaryViewForElementKind:atIndexPath:]", recovery: "returns nil") else { return nil }
        layoutIfNeeded()
        return supplementaryViews[ReusableViewKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The visible supplementary views of `elementKind`, in index path order.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap { supplementaryViews[ReusableViewKey(kind: elementKind, indexPath: $0)] }
    }

    /// The index paths of the visible supplementary views of `elementKind`, in order.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        guard MainActorCheck.reportOffMain("-[UICollectionView indexPathsForVisibleSupplementaryElementsOfKind:]", recovery: "returns []") else { return [] }
        layoutIfNeeded()
        return supplementaryViews.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// The index paths of the visible cells, in order.
    open var indexPathsForVisibleItems: [IndexPath] {
        guard MainActorCheck.reportOffMain("-[UICollectionView indexPathsForVisibleItems]", recovery: "returns []") else { return [] }
        layoutIfNeeded()
        return cells.keys.sorted()
    }

    /// The item whose frame holds `point` (content coordinates), the topmost when several do.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        guard MainActorCheck.reportOffMain("-[UICollectionView indexPathForItemAtPoint:]", recovery: "returns nil") else { return nil }
        layoutIfNeeded()
        let hits = (layout.layoutAttributesForElements(in: layoutRect(CGRect(origin: point, size: CGSize(width: 1, height: 1)))) ?? []).map(presented)
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) }
        return hits.max { UICollectionView.drawingOrder($0, $1) }?.indexPath
    }

    // MARK: Selection

    /// The selected items, or nil when there are none (UIKit's optional).
    open var indexPathsForSelectedItems: [IndexPath]? {
        selected.isEmpty ? nil : selected
    }

    /// Selects an item (replacing the selection unless multiple selection is on) and scrolls as
    /// `scrollPosition` says. The delegate is not told, as in UIKit.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection else { return }
        guard let indexPath else {
            selected = []
            return
        }
        if !allowsMultipleSelection { selected = [] }
        if !selected.contains(indexPath) { selected.append(indexPath) }
        cells[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selected.removeAll { $0 == indexPath }
        cells[indexPath]?.isSelected = false
    }

    /// Scrolls so that the item sits where `scrollPosition` says, within the scrollable range.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let a = layoutAttributesForItem(at: indexPath) else { return }
        var offset = contentOffset
        let inset = adjustedContentInset
        let visibleWidth = bounds.width - inset.left - inset.right
        let visibleHeight = bounds.height - inset.top - inset.bottom
        if scrollPosition.contains(.top) { offset.y = a.frame.minY - inset.top }
        if scrollPosition.contains(.centeredVertically) { offset.y = a.frame.midY - inset.top - visibleHeight / 2 }
        if scrollPosition.contains(.bottom) { offset.y = a.frame.maxY - inset.top - visibleHeight }
        if scrollPosition.contains(.left) { offset.x = a.frame.minX - inset.left }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = a.frame.midX - inset.left - visibleWidth / 2 }
        if scrollPosition.contains(.right) { offset.x = a.frame.maxX - inset.left - visibleWidth }
        setContentOffset(clamped(offset), animated: animated)
    }

    /// `offset` moved into the scrollable range.
    func clamped(_ offset: CGPoint) -> CGPoint {
        let range = contentOffsetRange
        return CGPoint(x: min(max(offset.x, range.min.x), range.max.x), y: min(max(offset.y, range.min.y), range.max.y))
    }

    // MARK: Dragging (headless)

    /// Simulates the end of a user's drag, which UIKit's API cannot express: the view is at
    /// ``UIScrollView/contentOffset`` and the finger lifts with `velocity` (points per second).
    /// The scroll decelerates by ``UIScrollView/decelerationRate`` to a proposed offset; paging
    /// moves at most one page in the swipe's direction; otherwise the layout's
    /// ``UICollectionViewLayout/targetContentOffset(forProposedContentOffset:withScrollingVelocity:)``
    /// (velocity in points per second) decides; then the delegate's
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` (velocity in points per
    /// millisecond) may change it; the result is clamped to the scrollable range and the view
    /// moves there.
    /// - Parameter velocity: the release velocity, points per second.
    /// - Returns: the content offset where the scroll came to rest.
    @discardableResult
    open func endDragging(withVelocity velocity: CGPoint) -> CGPoint {
        layoutIfNeeded()
        let start = contentOffset
        let logRate = log(Double(decelerationRate.rawValue))
        // The offset comes to rest at x0 - v0 / (1000 ln d).
        let travel = { (v: CGFloat) -> CGFloat in logRate < 0 ? v / CGFloat(-1000 * logRate) : 0 }
        var target = CGPoint(x: start.x + travel(velocity.x), y: start.y + travel(velocity.y))
        if isPagingEnabled {
            target = CGPoint(x: pageTarget(start.x, target.x, velocity.x, page: bounds.width),
                             y: pageTarget(start.y, target.y, velocity.y, page: bounds.height))
        } else {
            // A flipped layout is asked in its own (unflipped) coordinates.
            let flip = { (x: CGFloat) in self.flipsLayout ? self.contentSize.width - self.bounds.width - x : x }
            let asked = layout.targetContentOffset(forProposedContentOffset: CGPoint(x: flip(target.x), y: target.y),
                                                   withScrollingVelocity: CGPoint(x: flipsLayout ? -velocity.x : velocity.x, y: velocity.y))
            target = CGPoint(x: flip(asked.x), y: asked.y)
        }
        var pointer = target
        withUnsafeMutablePointer(to: &pointer) { p in
            delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
                                                targetContentOffset: p)
        }
        let rest = clamped(pointer)
        contentOffset = rest
        layoutIfNeeded()
        delegate?.scrollViewDidEndDecelerating(self)
        return rest
    }

    /// Paging: the nearest page boundary in the swipe's direction, at most one page from where
    /// the drag ended; without velocity, the nearest page.
    private func pageTarget(_ start: CGFloat, _ proposed: CGFloat, _ velocity: CGFloat, page: CGFloat) -> CGFloat {
        guard page > 0 else { return proposed }
        let current = (start / page).rounded(.down)
        if velocity > 0 { return (current + 1) * page }
        if velocity < 0 { return (start / page).rounded(.up) * page - page }
        return (proposed / page).rounded() * page
    }

    // MARK: Batch updates

    /// Runs `updates` (inserts, deletes, moves, reloads) as one batch, as UIKit does: the data
    /// source's new counts are checked against the changes (an inconsistent batch stops the
    /// program with UIKit's "Invalid update" message), the layout is invalidated and prepared
    /// for the new state, given the changes in `prepare(forCollectionViewUpdates:)`, asked for
    /// the appearing and disappearing elements' attributes, and finalized.
    /// - Parameters:
    ///   - updates: the changes; the data source must already reflect them when it returns.
    ///   - completion: called with true once the batch is applied (immediately, headlessly).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        // Off the main actor nothing is updated and neither closure is run (UIKit's views live on the main actor).
        guard MainActorCheck.reportOffMain("-[UICollectionView performBatchUpdates:completion:]") else { return }
        if batch != nil {
            updates?()
            completion?(true)
            return
        }
        layoutIfNeeded()
        let oldCounts = loadCounts()
        let oldVisible = visibleLayoutAttributes.compactMap { $0.copy() as? UICollectionViewLayoutAttributes }
        let oldLooks = viewLooks()
        batch = BatchUpdateMapping()
        updates?()
        guard var mapping = batch else { return }
        batch = nil
        let newCounts = currentDataSourceCounts()
        if let problem = mapping.resolve(oldCounts: oldCounts, newCounts: newCounts) {
            UIKitException.raise(UIKitException.internalInconsistency, reason: problem,
                                 recovery: "reloads the data instead of animating the update")
            reloadData()
            completion?(false)
            return
        }
        counts = newCounts
        let oldIdentities = identities
        var newIdentities = newCounts.map { [Int](repeating: -1, count: $0) }
        mapping.forEachSurvivor { oldSection, oldItem, newSection, newItem in
            guard oldIdentities.indices.contains(oldSection), oldIdentities[oldSection].indices.contains(oldItem),
                  newIdentities.indices.contains(newSection), newIdentities[newSection].indices.contains(newItem) else { return }
            newIdentities[newSection][newItem] = oldIdentities[oldSection][oldItem]
        }
        for s in newIdentities.indices {
            for i in newIdentities[s].indices where newIdentities[s][i] < 0 {
                newIdentities[s][i] = nextIdentity
                nextIdentity += 1
            }
        }
        identities = newIdentities
        selected = selected.compactMap { mapping.newIndexPath(forOld: $0) }
        // Cells move with their items.
        var moved: [IndexPath: UICollectionViewCell] = [:]
        for (p, cell) in cells {
            if let n = mapping.newIndexPath(forOld: p), !mapping.reloadedItems.contains(p) { moved[n] = cell } else { enqueue(cell) }
        }
        cells = moved
        let context = layout.makeInvalidationContext()
        context.everything = true
        context.dataSourceCounts = true
        layout.invalidateLayout(with: context)
        layout.prepareIfNeeded()
        contentSize = layout.collectionViewContentSize
        layout.prepare(forCollectionViewUpdates: mapping.updateItems())
        contentOffset = clamped(layout.targetContentOffset(forProposedContentOffset: contentOffset))
        lastUpdateTransitions = transitions(from: oldVisible, mapping: mapping, oldIdentities: oldIdentities)
        lastUpdateLooks = oldLooks
        layout.finalizeCollectionViewUpdates()
        setNeedsLayout()
        layoutIfNeeded()
        completion?(true)
    }

    /// Each element's start and end attributes for the batch's animation.
    private func transitions(from oldVisible: [UICollectionViewLayoutAttributes], mapping: BatchUpdateMapping,
                             oldIdentities: [[Int]]) -> [UpdateTransitionRecord] {
        let newVisible = (layout.layoutAttributesForElements(in: layoutRect(bounds)) ?? []).map(presented)
        var result: [UpdateTransitionRecord] = []
        var oldByKey: [String: UICollectionViewLayoutAttributes] = [:]
        for a in oldVisible { oldByKey[key(a.representedElementCategory, a.representedElementKind, a.indexPath)] = a }
        var survivors = Set<String>()
        for end in newVisible {
            let start: UICollectionViewLayoutAttributes?
            switch end.representedElementCategory {
            case .cell:
                let old = mapping.oldIndexPath(forNew: end.indexPath).flatMap { mapping.reloadedItems.contains($0) ? nil : $0 }
                if let old, let before = oldByKey[key(.cell, nil, old)] {
                    survivors.insert(key(.cell, nil, old))
                    start = before
                } else {
                    start = layout.initialLayoutAttributesForAppearingItem(at: end.indexPath).map(presented)
                }
            case .supplementaryView, .decorationView:
                let kind = end.representedElementKind ?? ""
                let oldSection = mapping.oldSection(forNew: end.indexPath[0])
                var oldPath = end.indexPath
                if let oldSection { oldPath[0] = oldSection }
                if let oldSection, !mapping.reloadedSections.contains(oldSection),
                   let before = oldByKey[key(end.representedElementCategory, kind, oldPath)] {
                    survivors.insert(key(end.representedElementCategory, kind, oldPath))
                    start = before
                } else if end.representedElementCategory == .supplementaryView {
                    start = layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: kind, at: end.indexPath).map(presented)
                } else {
                    start = layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: kind, at: end.indexPath).map(presented)
                }
            }
            let identity = end.representedElementCategory == .cell ? self.identity(at: end.indexPath) : 0
            result.append(UpdateTransitionRecord(start: start ?? faded(end), end: end, identity: identity))
        }
        for before in oldVisible where !survivors.contains(key(before.representedElementCategory, before.representedElementKind, before.indexPath)) {
            let kind = before.representedElementKind ?? ""
            let end: UICollectionViewLayoutAttributes?
            switch before.representedElementCategory {
            case .cell:
                if let n = mapping.newIndexPath(forOld: before.indexPath), !mapping.reloadedItems.contains(before.indexPath) {
                    end = layout.layoutAttributesForItem(at: n).map(presented)
                } else {
                    end = layout.finalLayoutAttributesForDisappearingItem(at: before.indexPath).map(presented)
                }
            case .supplementaryView:
                end = layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: kind, at: before.indexPath).map(presented)
            case .decorationView:
                end = layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: kind, at: before.indexPath).map(presented)
            }
            let p = before.indexPath
            let identity = before.representedElementCategory == .cell && oldIdentities.indices.contains(p[0])
                && oldIdentities[p[0]].indices.contains(p[1]) ? oldIdentities[p[0]][p[1]] : 0
            result.append(UpdateTransitionRecord(start: before, end: end ?? faded(before), identity: identity))
        }
        return result
    }

    private func key(_ category: ElementCategory, _ kind: String?, _ indexPath: IndexPath) -> String {
        "\(category.rawValue)\u{1}\(kind ?? "")\u{1}\(indexPath)"
    }

    /// UIKit's default for an element without appearing or disappearing attributes: the same
    /// attributes at alpha 0.
    private func faded(_ a: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let c = a.copy() as? UICollectionViewLayoutAttributes ?? a
        c.alpha = 0
        return c
    }

    private func record(_ change: @escaping (inout BatchUpdateMapping) -> Void) {
        if batch != nil {
            change(&batch!)
        } else {
            performBatchUpdates({ change(&self.batch!) })
        }
    }

    /// Inserts items (index paths after the update).
    open func insertItems(at indexPaths: [IndexPath]) { record { $0.insertedItems.formUnion(indexPaths) } }
    /// Deletes items (index paths before the update).
    open func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletedItems.formUnion(indexPaths) } }
    /// Reloads items (index paths before the update).
    open func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedItems.formUnion(indexPaths) } }
    /// Moves an item.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { record { $0.movedItems.append((indexPath, newIndexPath)) } }
    /// Inserts sections (indices after the update).
    open func insertSections(_ sections: IndexSet) { record { $0.insertedSections.formUnion(sections) } }
    /// Deletes sections (indices before the update).
    open func deleteSections(_ sections: IndexSet) { record { $0.deletedSections.formUnion(sections) } }
    /// Reloads sections.
    open func reloadSections(_ sections: IndexSet) { record { $0.reloadedSections.formUnion(sections) } }
    /// Moves a section.
    open func moveSection(_ section: Int, toSection newSection: Int) { record { $0.movedSections.append((section, newSection)) } }
}
