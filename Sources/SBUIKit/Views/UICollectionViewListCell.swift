internal import Foundation

/// A cell of a list (UIKit's `UICollectionViewListCell`): a content configuration and accessories.
@preconcurrency @MainActor open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories on the trailing side, first to last.
    open var accessories: [UICellAccessory] = [] {
        didSet { updateContentViewInsets() }
    }

    /// How many indentation steps the content view is moved to the trailing side. A diffable data
    /// source sets it to the item's level in the section snapshot it applied to the section.
    open var indentationLevel: Int = 0 {
        didSet { updateContentViewInsets() }
    }

    /// The width of one indentation step: 10 pt (*assumption*: UIKit documents no default for list
    /// cells; UITableViewCell's documented default is 10 pt).
    open var indentationWidth: CGFloat = 10 {
        didSet { updateContentViewInsets() }
    }

    /// Whether the leading accessories move with the indented content (true), or only the
    /// content view does.
    open var indentsAccessories: Bool = true

    /// The custom-view accessories' views placed in the cell.
    var placedAccessoryViews: [UIView] = []

    /// The custom-view accessories are placed with the cell's subviews.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutCustomAccessories()
    }

    /// Whether the cell's item is expanded in its section snapshot (set by the diffable data
    /// source; an outline disclosure points down then).
    var isOutlineExpanded = false {
        didSet { if isOutlineExpanded != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// The indentation in points: level x width, never negative.
    var indentation: CGFloat {
        let value = CGFloat(max(0, indentationLevel)) * indentationWidth
        return value.isFinite ? max(0, value) : 0
    }

    /// The guide whose leading edge is where the cell's separator starts: pin it to the text
    /// (`listContentView.textLayoutGuide`) to line the separator up with a custom layout. It
    /// spans the cell's height to its trailing edge; without a constraint of yours its leading
    /// edge sits at the list's margin.
    public var separatorLayoutGuide: UILayoutGuide {
        if let madeSeparatorGuide { return madeSeparatorGuide }
        let guide = UILayoutGuide()
        guide.identifier = "UICollectionViewListCellSeparatorLayoutGuide"
        addLayoutGuide(guide)
        let fallback = guide.leadingAnchor.constraint(equalTo: leadingAnchor, constant: listContext?.margin ?? 16)
        fallback.priority = .defaultLow
        NSLayoutConstraint.activate([guide.trailingAnchor.constraint(equalTo: trailingAnchor), guide.topAnchor.constraint(equalTo: topAnchor),
                                     guide.bottomAnchor.constraint(equalTo: bottomAnchor), fallback])
        madeSeparatorGuide = guide
        return guide
    }

    /// The separator layout guide, once asked for.
    private(set) var madeSeparatorGuide: UILayoutGuide?

    /// How far right of the list's automatic start (its margin) the row's separators start, as
    /// UIKit lays them out: at the separator layout guide's leading edge when it was asked for,
    /// else at the text of the cell's list content view; nil when neither is there.
    var separatorShift: CGFloat? {
        guard let margin = listContext?.margin else { return nil }
        layoutIfNeeded()
        if let guide = madeSeparatorGuide { return guide.layoutFrame.minX - margin }
        guard let list = configuredContentView as? UIListContentView, let text = list.textLayoutGuide else { return nil }
        return contentView.frame.minX + list.frame.minX + text.layoutFrame.minX - margin
    }

    /// A configuration of the style of the cell's list, to fill and set as
    /// ``UICollectionViewCell/contentConfiguration``: `sidebarCell()` in a sidebar, `cell()`
    /// elsewhere, and for a section's header cell (`headerMode = .firstItemInSection`) the
    /// list's header style (`plainHeader()`, `groupedHeader()`, `sidebarHeader()`).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        guard let list = listContext else { return .cell() }
        switch list.appearance {
        case .plain: return list.isSectionHeader ? .plainHeader() : .cell()
        case .grouped, .insetGrouped: return list.isSectionHeader ? .groupedHeader() : .cell()
        case .sidebar, .sidebarPlain: return list.isSectionHeader ? .sidebarHeader() : .sidebarCell()
        }
    }

    /// A background configuration of the style of the cell's list: `listPlainCell()`,
    /// `listGroupedCell()` or `listSidebarCell()` (a header cell's: clear). A list cell starts
    /// with it as its ``UICollectionViewCell/backgroundConfiguration`` unless it was given a
    /// background of its own.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        guard let list = listContext else { return .listPlainCell() }
        switch list.appearance {
        case .plain: return list.isSectionHeader ? .listPlainHeaderFooter() : .listPlainCell()
        case .grouped, .insetGrouped: return list.isSectionHeader ? .listGroupedHeaderFooter() : .listGroupedCell()
        case .sidebar, .sidebarPlain: return list.isSectionHeader ? .listSidebarHeader() : .listSidebarCell()
        }
    }
}
