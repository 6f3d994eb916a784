internal import Foundation

// The table's rows as a collection-view list: the data source that hosts the table's cells,
// headers and footers in list cells and reusable views, and the list section each table section
// is laid out as.

/// A list row showing a table cell: the cell's text and accessories as the list's content
/// configuration and accessories (drawn as a list row), the cell itself (its accessory view and
/// content view's own subviews) inside the content view.
final class TableRowCell: UICollectionViewListCell {
    /// The table cell shown.
    private(set) var tableCell: UITableViewCell?
    /// The editing control before the content, in editing mode.
    var editingControl: UITableViewCell.EditingStyle = .none
    /// Whether the content moves aside for the editing control.
    var indentsForEditingControl = true

    /// The row's selection, which the table cell follows; a cell whose selection style is none
    /// is selected without showing it (the row's background stays unselected), as UIKit's.
    override var isSelected: Bool {
        didSet {
            tableCell?.isSelected = isSelected
            if isSelected, tableCell?.selectionStyle == UITableViewCell.SelectionStyle.none { isSelected = false }
        }
    }

    /// Shows `cell` as this row, with the table's editing state for the row.
    func show(_ cell: UITableViewCell, editingControl: UITableViewCell.EditingStyle, indents: Bool, reorder: Bool) {
        if let old = tableCell, old !== cell, old.superview === contentView { old.removeFromSuperview() }
        tableCell = cell
        cell.frame = contentView.bounds
        cell.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if cell.superview !== contentView { contentView.addSubview(cell) }
        contentConfiguration = cell.listContent
        var accessories = cell.listAccessories
        if reorder { accessories.append(.reorder(displayed: .always)) }
        self.accessories = accessories
        self.editingControl = editingControl
        indentsForEditingControl = indents
        // The row's selection is the list's (set as the list cell was dequeued); a cell whose
        // selection style is none shows none.
        cell.isSelected = isSelected
        if cell.selectionStyle == .none { isSelected = false }
        indentationLevel = cell.indentationLevel
        indentationWidth = cell.indentationWidth
    }

    /// The row's height when the table sizes it (automatic heights): its list content measured
    /// as the list draws it (SBRender's list row: 11 pt above and below, the 17 pt text, 3 pt,
    /// the 15 pt secondary text under it, at least 44 pt, rounded up to a whole point), the text
    /// wrapped to the width the accessories and margins leave.
    /// A cell of your own (no list content, subviews in its content view) is sized as UIKit sizes
    /// a self-sizing cell: its content view's Auto Layout height at the row's width (44 pt when
    /// its constraints do not determine one).
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let content = contentConfiguration as? UIListContentConfiguration else {
            guard let cell = tableCell, !cell.contentView.subviews.isEmpty else { return layoutAttributes }
            let width = layoutAttributes.size.width
            let fitted = cell.contentView.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                                 verticalFittingPriority: .fittingSizeLevel).height
            let height = fitted > 0 && fitted.isFinite ? fitted.rounded(.up) : CGFloat(TableMetrics.rowHeight)
            guard height != layoutAttributes.size.height else { return layoutAttributes }
            let preferred = layoutAttributes.copy() as? UICollectionViewLayoutAttributes ?? layoutAttributes
            preferred.size.height = height
            return preferred
        }
        let width = layoutAttributes.size.width
        let margin = CGFloat(TableMetrics.layoutMargin(forWidth: Double(superview?.bounds.width ?? width)))
        // Accessory widths as the list draws them: chevron 7, checkmark 14, info button 22, 10
        // apart, 13 after the text.
        let shown = accessories.compactMap { a -> CGFloat? in
            switch a.kind {
            case .disclosureIndicator: 7
            case .checkmark: 14
            case .detail: 22
            case .outlineDisclosure, .reorder, .customView: nil
            }
        }
        let accessoryRoom = shown.isEmpty ? 0 : shown.reduce(0, +) + 10 * CGFloat(shown.count - 1) + 13
        let grip = accessories.contains { if case .reorder = $0.kind { true } else { false } } ? CGFloat(TableEditingControl.gripSlot) : 0
        let control = editingControl != .none && indentsForEditingControl ? CGFloat(TableEditingControl.slot) : 0
        let textWidth = max(1, width - 2 * margin - accessoryRoom - grip - control - indentation)
        func height(_ text: String?, size: CGFloat) -> CGFloat {
            guard let text, !text.isEmpty else { return 0 }
            let label = UILabel(frame: .zero)
            label.font = UIFont.systemFont(ofSize: size)
            label.numberOfLines = 0
            label.text = text
            return label.textRect(forBounds: CGRect(x: 0, y: 0, width: textWidth, height: 10_000), limitedToNumberOfLines: 0).height
        }
        let below = content.secondaryText != nil && !content.isValueStyle
        let text = height(content.text ?? " ", size: 17)
        let contentHeight = text + (below ? 3 + height(content.secondaryText, size: 15) : 0)
        let fitted = max(CGFloat(TableMetrics.rowHeight), (contentHeight + 22).rounded(.up))
        guard fitted != layoutAttributes.size.height else { return layoutAttributes }
        let preferred = layoutAttributes.copy() as? UICollectionViewLayoutAttributes ?? layoutAttributes
        preferred.size.height = fitted
        return preferred
    }

    /// Lets go of the table cell (the table recycles it).
    func release() -> UITableViewCell? {
        defer { tableCell = nil }
        return tableCell
    }
}

/// A list header or footer showing a table's header or footer view.
final class TableSectionView: UICollectionReusableView {
    private(set) var shown: UIView?

    /// Shows `view` over the whole bounds.
    func show(_ view: UIView?) {
        if let shown, shown !== view, shown.superview === self { shown.removeFromSuperview() }
        shown = view
        guard let view else { return }
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if view.superview !== self { addSubview(view) }
    }
}

/// The rows' data source: the table's data source's counts, and its cells, headers and footers
/// hosted in the list's views.
@MainActor final class TableRowsSource: NSObject, UICollectionViewDataSource {
    static let rowIdentifier = "sbuikit.table.row"
    static let headerIdentifier = "sbuikit.table.header"
    static let footerIdentifier = "sbuikit.table.footer"

    weak var table: UITableView?

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        guard let table, let ds = table.dataSource else { return 0 }
        return ds.numberOfSections(in: table)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        guard let table, let ds = table.dataSource else { return 0 }
        return ds.tableView(table, numberOfRowsInSection: section)
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let view = collectionView.dequeueReusableCell(withReuseIdentifier: Self.rowIdentifier, for: indexPath)
        guard let host = view as? TableRowCell, let table, let ds = table.dataSource else { return view }
        if let old = host.release() { table.recycle(old) }
        let cell = ds.tableView(table, cellForRowAt: indexPath)
        let editing = table.isEditing
        let canEdit = editing && ds.tableView(table, canEditRowAt: indexPath)
        let style = canEdit ? (table.delegate?.tableView(table, editingStyleForRowAt: indexPath) ?? .delete) : .none
        let indents = table.delegate?.tableView(table, shouldIndentWhileEditingRowAt: indexPath) ?? true
        let reorder = editing && ds.tableView(table, canMoveRowAt: indexPath)
        cell.tableWidth = table.bounds.width
        cell.isEditing = editing
        cell.editingStyle = style
        cell.showsReorderControl = reorder
        host.show(cell, editingControl: style, indents: indents && cell.shouldIndentWhileEditing, reorder: reorder)
        table.delegate?.tableView(table, willDisplay: cell, forRowAt: indexPath)
        return host
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        if kind == UITableView.tableHeaderKind || kind == UITableView.tableFooterKind {
            let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
            (view as? TableSectionView)?.show(kind == UITableView.tableHeaderKind ? table?.tableHeaderView : table?.tableFooterView)
            return view
        }
        let header = kind == UICollectionView.elementKindSectionHeader
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: header ? Self.headerIdentifier : Self.footerIdentifier,
                                                                   for: indexPath)
        guard let host = view as? TableSectionView, let table else { return view }
        host.show(table.sectionView(indexPath.section, header: header))
        return host
    }
}

extension UITableView {
    /// The list appearance of the table's style.
    var listAppearance: UICollectionLayoutListConfiguration.Appearance {
        switch style {
        case .plain: .plain
        case .grouped: .grouped
        case .insetGrouped: .insetGrouped
        }
    }

    /// The section's header (`header` true) or footer title from the data source.
    func sectionTitle(_ section: Int, header: Bool) -> String? {
        guard let ds = dataSource else { return nil }
        let title = header ? ds.tableView(self, titleForHeaderInSection: section) : ds.tableView(self, titleForFooterInSection: section)
        return title?.isEmpty == false ? title : nil
    }

    /// The view of the section's header or footer: the delegate's, else one showing the data
    /// source's title (upper case in a grouped header, as iOS shows it), else nil.
    func sectionView(_ section: Int, header: Bool) -> UIView? {
        let given = header ? delegate?.tableView(self, viewForHeaderInSection: section) : delegate?.tableView(self, viewForFooterInSection: section)
        if let given {
            if let titled = given as? UITableViewHeaderFooterView, titled.titleLayout == nil { titled.titleLayout = titleLayout(header: header) }
            return given
        }
        guard let title = sectionTitle(section, header: header) else { return nil }
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        view.titleLayout = titleLayout(header: header)
        view.textLabel?.text = header && style != .plain ? title.uppercased() : title
        return view
    }

    /// How the section titles are laid out in this table.
    func titleLayout(header: Bool) -> TableMetrics.TitleLayout {
        TableMetrics.TitleLayout(style: style, isHeader: header, margin: CGFloat(TableMetrics.layoutMargin(forWidth: Double(bounds.width))))
    }

    /// The height of a section's header or footer, or nil for none: the delegate's, else the
    /// table's, else (automatic) the style's default for a title or view, taller for a title
    /// that needs it.
    func sectionTitleHeight(_ section: Int, header: Bool, width: CGFloat) -> CGFloat? {
        let asked = header ? delegate?.tableView(self, heightForHeaderInSection: section) : delegate?.tableView(self, heightForFooterInSection: section)
        let given = asked.flatMap { $0 == UITableView.automaticDimension ? nil : $0 }
            ?? (header ? sectionHeaderHeight : sectionFooterHeight)
        let view = header ? delegate?.tableView(self, viewForHeaderInSection: section) : delegate?.tableView(self, viewForFooterInSection: section)
        let title = sectionTitle(section, header: header)
        guard view != nil || title != nil else { return given > 0 ? given : nil }
        if given != UITableView.automaticDimension { return given > 0 && given.isFinite ? given : nil }
        if let title { return titleLayout(header: header).height(for: header && style != .plain ? title.uppercased() : title, width: width) }
        return TableMetrics.titleHeight(style: style, header: header)
    }

    /// Table section `index` as a list section: the style's list, its header and footer at
    /// their heights, its rows at the delegate's or the table's heights (rows of automatic
    /// height size themselves as list rows do, from 44 pt; among rows of fixed heights they are 44 pt).
    func layoutSection(_ index: Int, environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        var configuration = UICollectionLayoutListConfiguration(appearance: listAppearance)
        configuration.showsSeparators = separatorStyle != .none
        let width = environment.container.contentSize.width
        let margin = CGFloat(TableMetrics.layoutMargin(forWidth: Double(width)))
        let titleWidth = style == .insetGrouped ? width - 2 * margin : width
        let headerHeight = sectionTitleHeight(index, header: true, width: titleWidth)
        let footerHeight = sectionTitleHeight(index, header: false, width: titleWidth)
        if headerHeight != nil { configuration.headerMode = .supplementary }
        if footerHeight != nil { configuration.footerMode = .supplementary }
        if style == .plain, sectionHeaderTopPadding != UITableView.automaticDimension, sectionHeaderTopPadding.isFinite {
            configuration.headerTopPadding = max(0, sectionHeaderTopPadding)
        }
        if let custom = customSeparatorInset {
            configuration.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: custom.left, bottom: 0, trailing: custom.right)
        }
        let count = numberOfRows(inSection: index)
        if isEditing, let ds = dataSource {
            // A row whose content moves aside for its editing control has its separator moved
            // with the text, as UIKit's separators follow a cell's content.
            let leading = (customSeparatorInset?.left ?? margin)
            let leads = (0..<count).map { row -> CGFloat in
                let path = IndexPath(row: row, section: index)
                guard ds.tableView(self, canEditRowAt: path),
                      (delegate?.tableView(self, editingStyleForRowAt: path) ?? .delete) != .none,
                      delegate?.tableView(self, shouldIndentWhileEditingRowAt: path) ?? true else { return leading }
                return leading + CGFloat(TableEditingControl.slot)
            }
            configuration.itemSeparatorHandler = { path, given in
                var c = given
                if leads.indices.contains(path.item) { c.bottomSeparatorInsets.leading = leads[path.item] }
                return c
            }
        }
        let list = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        let heights = (0..<count).map { row -> CGFloat in
            let asked = delegate?.tableView(self, heightForRowAt: IndexPath(row: row, section: index)) ?? UITableView.automaticDimension
            let h = asked == UITableView.automaticDimension ? rowHeight : asked
            return h.isFinite && h >= 0 ? h : UITableView.automaticDimension
        }
        let section: NSCollectionLayoutSection
        if heights.allSatisfy({ $0 == UITableView.automaticDimension }) {
            section = list
        } else {
            let items = heights.map { h in
                NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                          heightDimension: .absolute(h == UITableView.automaticDimension ? CGFloat(TableMetrics.rowHeight) : h)))
            }
            let total = items.reduce(CGFloat(0)) { $0 + $1.layoutSize.heightDimension.dimension }
            let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(total)),
                                                         subitems: items)
            section = NSCollectionLayoutSection(group: group)
            section.contentInsets = list.contentInsets
            section.interGroupSpacing = list.interGroupSpacing
            section.listConfiguration = configuration
        }
        var boundary: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if let headerHeight {
            boundary.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(headerHeight)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if let footerHeight {
            boundary.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(footerHeight)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundary
        sectionInsets[index] = section.contentInsets
        return section
    }
}
