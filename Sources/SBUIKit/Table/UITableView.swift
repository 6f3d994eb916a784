public import Foundation

/// A headless `UITableView`: it asks its data source for counts, cells and section titles and its
/// delegate for heights and views, and lays its rows out and draws them as a collection-view
/// list does. Underneath is one `UICollectionView` with a compositional list layout (plain,
/// grouped or inset-grouped, as the table's style), whose rows host the table's cells; its
/// metrics are the list's (44 pt rows, 16 or 20 pt margins, inset-grouped sections inset by
/// the margin with corners of 10 pt, separators starting at the text), so the same numbers
/// and drawing serve both.
@preconcurrency @MainActor open class UITableView: UIScrollView {
    /// The table's look (UIKit's `UITableView.Style`).
    public enum Style: Int, Sendable {
        /// Rows across the whole width; sticky headers.
        case plain = 0
        /// Sections of rows across the whole width on the grouped background.
        case grouped = 1
        /// Sections of rows with rounded corners, inset from the sides.
        case insetGrouped = 2
    }

    /// How a row change is animated (UIKit's `UITableView.RowAnimation`); changes are immediate
    /// headlessly.
    public enum RowAnimation: Int, Sendable {
        case fade = 0, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// Where a row lands when the table scrolls to it (UIKit's `UITableView.ScrollPosition`).
    public enum ScrollPosition: Int, Sendable {
        case none = 0, top, middle, bottom
    }

    /// "Size it from its content" for the row, header and footer heights:
    /// `UITableViewAutomaticDimension`, which is -1 in UIKit.
    nonisolated public static let automaticDimension: CGFloat = -1  // what UIKit prints for it (not a documented figure)

    /// The look, given at initialisation.
    public let style: Style

    /// The data: counts, cells, titles.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { reloadData() }
    }

    /// The metrics' and events' delegate.
    open weak var delegate: (any UITableViewDelegate)? {
        didSet { invalidateRows() }
    }

    /// Every row's height, or ``automaticDimension`` (the default): a row then sizes itself to
    /// its content, 44 pt for one line of text.
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateRows() }
    }
    /// The rows' estimated height (kept; the layout measures rows instead).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// Every header's height, or ``automaticDimension`` (the default: 38 pt in grouped styles, 28
    /// in the plain one, taller for a title that needs it; none for a section without a title
    /// or view).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateRows() }
    }
    /// Every footer's height, or ``automaticDimension`` (the default), as ``sectionHeaderHeight``.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateRows() }
    }
    /// The headers' estimated height (kept; the layout measures headers instead).
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// The footers' estimated height (kept; the layout measures footers instead).
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// Extra space above each header of a plain table, or ``automaticDimension`` (the default:
    /// none here).
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension {
        didSet { invalidateRows() }
    }
    /// The separators between rows: `.singleLine` by default, `.none` hides them.
    open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine {
        didSet { invalidateRows() }
    }
    var customSeparatorInset: UIEdgeInsets?
    /// Where separators start and end: by default they start at the text (the layout margin,
    /// 16 or 20 pt) and run to the trailing edge.
    open var separatorInset: UIEdgeInsets {
        get { customSeparatorInset ?? UIEdgeInsets(top: 0, left: CGFloat(TableMetrics.layoutMargin(forWidth: Double(bounds.width))), bottom: 0, right: 0) }
        set {
            customSeparatorInset = newValue
            invalidateRows()
        }
    }
    /// The separators' colour (UIKit's separator grey is drawn).
    open var separatorColor: UIColor? = .separator
    /// Whether rows can be selected. True by default.
    open var allowsSelection: Bool {
        get { rows.allowsSelection }
        set { rows.allowsSelection = newValue }
    }
    /// Whether several rows can be selected. False by default.
    open var allowsMultipleSelection: Bool {
        get { rows.allowsMultipleSelection }
        set { rows.allowsMultipleSelection = newValue }
    }

    /// Whether the table shows its editing controls: a delete or insert control before each
    /// row its data source can edit, and a reorder grip after each row it can move.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    private var editing = false

    /// Enters or leaves editing mode (immediately headlessly).
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != self.editing else { return }
        self.editing = editing
        reloadData()
    }

    /// A view above the first section, as wide as the table and as tall as its frame when set
    /// (nil by default).
    open var tableHeaderView: UIView? {
        didSet { updateTableViews() }
    }
    /// A view below the last section, as wide as the table and as tall as its frame when set
    /// (nil by default; a zero-height view, a common way to end a plain table, shows nothing).
    open var tableFooterView: UIView? {
        didSet { updateTableViews() }
    }
    /// The element kinds of the table's header and footer views in the rows' layout.
    static let tableHeaderKind = "sbuikit.table.tableHeaderView"
    static let tableFooterKind = "sbuikit.table.tableFooterView"

    /// The table's header and footer views as the rows' layout's boundary items.
    private func updateTableViews() {
        guard let layout = rows.collectionViewLayout as? UICollectionViewCompositionalLayout else { return }
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        for (view, kind, alignment) in [(tableHeaderView, Self.tableHeaderKind, NSRectAlignment.top),
                                        (tableFooterView, Self.tableFooterKind, NSRectAlignment.bottom)] {
            guard let height = view?.frame.height, height > 0, height.isFinite else { continue }
            configuration.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
                elementKind: kind, alignment: alignment))
        }
        layout.configuration = configuration
        rows.setNeedsLayout()
        setNeedsLayout()
    }

    /// The list the rows are laid out and drawn in.
    let rows: UICollectionView
    private let rowsSource = TableRowsSource()
    private var cellClasses: [String: AnyClass] = [:]
    private var headerFooterClasses: [String: AnyClass] = [:]
    private var cellPool: [String: [UITableViewCell]] = [:]
    /// The cells on screen, by index path: those the rows' list cells show (they follow their
    /// rows through updates).
    var shownCells: [IndexPath: UITableViewCell] {
        rows.cells.compactMapValues { ($0 as? TableRowCell)?.tableCell }
    }
    /// Each section's content insets, as last laid out (for ``rect(forSection:)``).
    var sectionInsets: [Int: NSDirectionalEdgeInsets] = [:]

    /// A table of `style` with this frame.
    public init(frame: CGRect, style: Style) {
        self.style = style
        rows = UICollectionView(frame: CGRect(origin: .zero, size: frame.size), collectionViewLayout: UICollectionViewFlowLayout())
        super.init(frame: frame)
        setUpRows()
    }

    /// A plain table with this frame.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Required by UIKit's archiving: a plain table with a zero frame.
    public required init?(coder: NSCoder) {
        style = .plain
        rows = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        super.init(coder: coder)
        setUpRows()
    }

    private func setUpRows() {
        rowsSource.table = self
        let layout = UICollectionViewCompositionalLayout { [weak self] index, environment in
            self?.layoutSection(index, environment: environment)
        }
        rows.collectionViewLayout = layout
        rows.register(TableRowCell.self, forCellWithReuseIdentifier: TableRowsSource.rowIdentifier)
        rows.register(TableSectionView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                      withReuseIdentifier: TableRowsSource.headerIdentifier)
        rows.register(TableSectionView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                      withReuseIdentifier: TableRowsSource.footerIdentifier)
        for kind in [Self.tableHeaderKind, Self.tableFooterKind] {
            rows.register(TableSectionView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
        }
        rows.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        rows.dataSource = rowsSource
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        addSubview(rows)
    }

    /// The background; the rows' list is drawn on it.
    open override var backgroundColor: UIColor? {
        didSet { rows.backgroundColor = backgroundColor }
    }

    /// Where the content's origin is relative to the visible bounds (the rows' list scrolls).
    open override var contentOffset: CGPoint {
        get { rows.contentOffset }
        set { rows.contentOffset = newValue }
    }

    /// The size of the rows, headers and footers.
    open override var contentSize: CGSize {
        get { rows.contentSize }
        set {}
    }

    /// Lays the rows out over the table's bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if rows.frame != bounds { rows.frame = bounds }
        rows.layoutIfNeeded()
    }

    private func invalidateRows() {
        rows.collectionViewLayout.invalidateLayout()
        rows.setNeedsLayout()
        setNeedsLayout()
    }

    // MARK: Registration and reuse

    /// Registers the class of the cells dequeued with `identifier`.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
    }

    /// Registers the class of the headers and footers dequeued with `identifier`.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterClasses[identifier] = aClass
    }

    /// A cell of the class registered for `identifier`, reused when one is free, sized to the
    /// row. An identifier nobody registered raises UIKit's exception (a failure of the running
    /// test) and dequeues a default-style `UITableViewCell`.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if cellClasses[identifier] == nil {
            UIKitException.raise(UIKitException.internalInconsistency,
                                 reason: "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard",
                                 recovery: "dequeues a default-style UITableViewCell")
            cellClasses[identifier] = UITableViewCell.self
        }
        return dequeueReusableCell(withIdentifier: identifier) ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A free cell of `identifier`, or a new one of its registered class; nil when the
    /// identifier is not registered, as in UIKit.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        let cell: UITableViewCell
        if var pool = cellPool[identifier], let free = pool.popLast() {
            cellPool[identifier] = pool
            free.prepareForReuse()
            cell = free
        } else if let cls = cellClasses[identifier] {
            let type = (cls as? UITableViewCell.Type) ?? UITableViewCell.self
            cell = type.init()
            cell.reuseIdentifier = identifier
        } else {
            return nil
        }
        cell.tableWidth = bounds.width
        cell.isEditing = editing
        if cell.bounds.size != CGSize(width: bounds.width, height: TableMetrics.rowHeight) {
            cell.frame = CGRect(x: 0, y: 0, width: bounds.width, height: TableMetrics.rowHeight)
        }
        return cell
    }

    /// A free header or footer view of `identifier`, or a new one of its registered class; nil
    /// when the identifier is not registered.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        guard let cls = headerFooterClasses[identifier] else { return nil }
        let type = (cls as? UITableViewHeaderFooterView.Type) ?? UITableViewHeaderFooterView.self
        let view = type.init()
        view.reuseIdentifier = identifier
        return view
    }

    /// Puts a cell that left the screen back into its pool.
    func recycle(_ cell: UITableViewCell) {
        cell.removeFromSuperview()
        guard let id = cell.reuseIdentifier else { return }
        cellPool[id, default: []].append(cell)
    }

    // MARK: Data

    /// Forgets the counts and the cells on screen; the next layout pass asks the data source again.
    open func reloadData() {
        for case let host as TableRowCell in rows.cells.values {
            if let cell = host.release() { recycle(cell) }
        }
        rows.isEditing = editing
        rows.reloadData()
        setNeedsLayout()
    }

    /// The number of sections.
    open var numberOfSections: Int { rows.numberOfSections }

    /// The number of rows in `section`.
    open func numberOfRows(inSection section: Int) -> Int { rows.numberOfItems(inSection: section) }

    /// The cell on screen at `indexPath`, or nil.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        layoutIfNeeded()
        return shownCells[indexPath]
    }

    /// The cells on screen, in row order.
    open var visibleCells: [UITableViewCell] {
        (indexPathsForVisibleRows ?? []).compactMap { shownCells[$0] }
    }

    /// The index paths of the rows on screen, in order.
    open var indexPathsForVisibleRows: [IndexPath]? {
        layoutIfNeeded()
        return rows.indexPathsForVisibleItems.sorted()
    }

    /// The index path of the row at `point` (in the table's content coordinates), or nil.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        layoutIfNeeded()
        return rows.indexPathForItem(at: point)
    }

    /// The index path of `cell`, if it is on screen.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        shownCells.first { $0.value === cell }?.key
    }

    // MARK: Geometry

    /// The row's frame in the table's content coordinates (an inset-grouped row is inset by
    /// the margin), or `.zero` for a row that does not exist.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        layoutIfNeeded()
        return rows.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
    }

    /// The header's frame, or `.zero` when the section has none.
    open func rectForHeader(inSection section: Int) -> CGRect {
        layoutIfNeeded()
        return rows.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                            at: IndexPath(item: 0, section: section))?.frame ?? .zero
    }

    /// The footer's frame, or `.zero` when the section has none.
    open func rectForFooter(inSection section: Int) -> CGRect {
        layoutIfNeeded()
        return rows.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionFooter,
                                                            at: IndexPath(item: 0, section: section))?.frame ?? .zero
    }

    /// The section's frame across the table's width: its header, the space above and below its
    /// rows, its rows and its footer; `.zero` for a section that does not exist.
    open func rect(forSection section: Int) -> CGRect {
        layoutIfNeeded()
        guard section >= 0, section < numberOfSections else { return .zero }
        let insets = sectionInsets[section] ?? .zero
        var top = CGFloat.infinity, bottom = -CGFloat.infinity
        let header = rectForHeader(inSection: section), footer = rectForFooter(inSection: section)
        let count = numberOfRows(inSection: section)
        let first = count > 0 ? rectForRow(at: IndexPath(row: 0, section: section)) : nil
        let last = count > 0 ? rectForRow(at: IndexPath(row: count - 1, section: section)) : nil
        if header != .zero { top = header.minY } else if let first { top = first.minY - insets.top }
        if footer != .zero { bottom = footer.maxY } else if let last { bottom = last.maxY + insets.bottom }
        if let first, header == .zero { top = min(top, first.minY - insets.top) }
        if header != .zero, footer == .zero, last == nil { bottom = header.maxY + insets.top + insets.bottom }
        if footer != .zero, top == .infinity { top = footer.minY - insets.top - insets.bottom }
        guard top.isFinite, bottom.isFinite else { return .zero }
        return CGRect(x: 0, y: top, width: bounds.width, height: bottom - top)
    }

    // MARK: Selection and scrolling

    /// Selects a row (and scrolls to it as `scrollPosition` says).
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        rows.selectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition.collectionPosition)
        if let indexPath { shownCells[indexPath]?.isSelected = true }
    }

    /// Deselects a row.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        rows.deselectItem(at: indexPath, animated: animated)
        shownCells[indexPath]?.isSelected = false
    }

    /// The first selected row, or nil.
    open var indexPathForSelectedRow: IndexPath? { rows.indexPathsForSelectedItems?.first }
    /// The selected rows, or nil when none is.
    open var indexPathsForSelectedRows: [IndexPath]? {
        let selected = rows.indexPathsForSelectedItems ?? []
        return selected.isEmpty ? nil : selected
    }

    /// Scrolls so that the row sits where `scrollPosition` says.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        rows.scrollToItem(at: indexPath, at: scrollPosition.collectionPosition, animated: animated)
    }

    // MARK: Updates

    private var pendingUpdates: [() -> Void]?

    /// Starts a group of row and section changes that ``endUpdates()`` applies as one update.
    open func beginUpdates() {
        if pendingUpdates == nil { pendingUpdates = [] }
    }

    /// Applies the changes since ``beginUpdates()`` as one update.
    open func endUpdates() {
        guard let updates = pendingUpdates else { return }
        pendingUpdates = nil
        rows.performBatchUpdates { for u in updates { u() } }
    }

    /// Runs `updates` (inserts, deletes, moves, reloads) as one update, the data source already
    /// changed when it returns; `completion` is called once it is applied.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        rows.performBatchUpdates({
            let outer = self.pendingUpdates
            self.pendingUpdates = nil
            updates?()
            self.pendingUpdates = outer
        }, completion: completion)
    }

    private func change(_ body: @escaping () -> Void) {
        if pendingUpdates != nil { pendingUpdates?.append(body) } else { body() }
    }

    /// Inserts rows (index paths after the update).
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { change { self.rows.insertItems(at: indexPaths) } }
    /// Deletes rows (index paths before the update).
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { change { self.rows.deleteItems(at: indexPaths) } }
    /// Reloads rows.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { change { self.rows.reloadItems(at: indexPaths) } }
    /// Moves a row.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { change { self.rows.moveItem(at: indexPath, to: newIndexPath) } }
    /// Inserts sections.
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { change { self.rows.insertSections(sections) } }
    /// Deletes sections.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { change { self.rows.deleteSections(sections) } }
    /// Reloads sections.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { change { self.rows.reloadSections(sections) } }
    /// Moves a section.
    open func moveSection(_ section: Int, toSection newSection: Int) { change { self.rows.moveSection(section, toSection: newSection) } }
}

extension UITableView.ScrollPosition {
    /// The collection view's position for this one.
    var collectionPosition: UICollectionView.ScrollPosition {
        switch self {
        case .none: []
        case .top: .top
        case .middle: .centeredVertically
        case .bottom: .bottom
        }
    }
}
