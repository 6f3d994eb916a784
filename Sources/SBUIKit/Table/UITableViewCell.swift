public import Foundation

/// A row of a table view (UIKit's `UITableViewCell`): a style's labels and image, or a content
/// configuration, then an accessory. SBUIKit draws the row through the list machinery that draws
/// a `UICollectionViewListCell`: the cell's text (its ``contentConfiguration``, else its
/// ``textLabel`` and ``detailTextLabel`` in the cell's style) laid out as
/// `UIListContentConfiguration` lays it out, its ``accessoryType`` as the list accessories, and
/// its ``accessoryView`` and any subviews added to its ``contentView`` as views on top.
/// ``imageView``'s image is not drawn.
@preconcurrency @MainActor open class UITableViewCell: UIView {
    /// The standard styles (UIKit's `UITableViewCell.CellStyle`).
    public enum CellStyle: Int, Sendable {
        /// The text alone, on the leading side.
        case `default` = 0
        /// The text on the leading side and the detail text on the trailing side, in grey.
        case value1 = 1
        /// The text right-aligned in a fixed column on the leading side (15 pt, the secondary
        /// label colour), then the detail text left-aligned after it (17 pt, the label colour).
        case value2 = 2
        /// The detail text under the text.
        case subtitle = 3
    }

    /// The line between rows (UIKit's `UITableViewCell.SeparatorStyle`).
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none = 0
        /// A hairline between rows (the default).
        case singleLine = 1
        /// Drawn as ``singleLine`` (deprecated in UIKit).
        case singleLineEtched = 2
    }

    /// How a selected row looks (UIKit's `UITableViewCell.SelectionStyle`).
    public enum SelectionStyle: Int, Sendable {
        /// No change.
        case none = 0
        /// Grey (blue before iOS 7).
        case blue = 1
        /// Grey.
        case gray = 2
        /// The system's grey (the default).
        case `default` = 3
    }

    /// What a row's editing control does (UIKit's `UITableViewCell.EditingStyle`).
    public enum EditingStyle: Int, Sendable {
        /// No control.
        case none = 0
        /// A red circle with a minus: the row can be deleted.
        case delete = 1
        /// A green circle with a plus: a row can be inserted.
        case insert = 2
    }

    /// The standard accessories (UIKit's `UITableViewCell.AccessoryType`).
    public enum AccessoryType: Int, Sendable {
        /// None.
        case none = 0
        /// A grey chevron.
        case disclosureIndicator = 1
        /// An info button, then a chevron.
        case detailDisclosureButton = 2
        /// A tinted checkmark.
        case checkmark = 3
        /// An info button.
        case detailButton = 4
    }

    /// The cell's style, given at initialisation.
    let cellStyle: CellStyle
    /// The identifier the cell was dequeued with.
    open internal(set) var reuseIdentifier: String?
    /// The view that holds the cell's content, sized to the cell.
    public let contentView = UIView(frame: .zero)

    private var madeTextLabel: UILabel?
    private var madeDetailTextLabel: UILabel?
    private var madeImageView: UIImageView?

    /// The primary label of the cell's style (made when first asked for). Its text is drawn as
    /// the row's text when the cell has no ``contentConfiguration``.
    open var textLabel: UILabel? {
        if let madeTextLabel { return madeTextLabel }
        let label = UILabel(frame: .zero)
        madeTextLabel = label
        return label
    }

    /// The secondary label: nil in the default style, as in UIKit.
    open var detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        if let madeDetailTextLabel { return madeDetailTextLabel }
        let label = UILabel(frame: .zero)
        label.textColor = .secondaryLabel
        madeDetailTextLabel = label
        return label
    }

    /// The image view of the cell's style (its image is not drawn headlessly).
    open var imageView: UIImageView? {
        if let madeImageView { return madeImageView }
        let view = UIImageView(frame: .zero)
        madeImageView = view
        return view
    }

    /// What the cell shows: a ``UIListContentConfiguration`` is drawn as a list row's text.
    open var contentConfiguration: (any UIContentConfiguration)?

    /// A configuration of the cell's style (`cell()`, `subtitleCell()` or `valueCell()`), to
    /// fill and set as ``contentConfiguration``.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1: .valueCell()
        case .value2: UIListContentConfiguration(.value2Cell)
        }
    }

    /// The standard accessory shown out of editing mode. None by default.
    open var accessoryType = AccessoryType.none
    /// A view shown instead of ``accessoryType`` (a `UISwitch`, say) out of editing mode, on the
    /// trailing side, centred vertically.
    open var accessoryView: UIView? {
        didSet {
            if let oldValue, oldValue !== accessoryView, oldValue.superview === self { oldValue.removeFromSuperview() }
            updateAccessoryView()
        }
    }
    /// The standard accessory shown in editing mode. None by default.
    open var editingAccessoryType = AccessoryType.none
    /// A view shown instead of ``editingAccessoryType`` in editing mode.
    open var editingAccessoryView: UIView? {
        didSet {
            if let oldValue, oldValue !== editingAccessoryView, oldValue.superview === self { oldValue.removeFromSuperview() }
            updateAccessoryView()
        }
    }
    /// How the cell looks when selected.
    open var selectionStyle = SelectionStyle.default
    /// Whether the cell is selected.
    open var isSelected = false
    /// Whether the cell shows its editing controls (the table view sets it).
    open var isEditing = false {
        didSet { updateAccessoryView() }
    }
    /// Whether the cell's reorder control shows in editing mode (the table view shows it for
    /// rows its data source can move).
    open var showsReorderControl = false
    /// Whether the content moves aside for the editing control. True by default.
    open var shouldIndentWhileEditing = true
    /// The indentation level of the content.
    open var indentationLevel = 0
    /// The width of one indentation level: 10 points (UIKit's documented default).
    open var indentationWidth: CGFloat = 10

    /// The editing style the table view gave the row (its delegate's, `.delete` by default).
    public internal(set) var editingStyle = EditingStyle.none

    /// A cell of `style` to be dequeued with `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        setUpContentView()
    }

    /// `init(frame: .zero)`: the table view makes registered classes with it (required, so that
    /// every registered class has it; it reaches a subclass's `init(style:reuseIdentifier:)`).
    public required convenience init() {
        self.init(frame: .zero)
    }

    /// A default-style cell with this frame (how a registered class is made: a subclass that
    /// overrides `init(style:reuseIdentifier:)` and `init?(coder:)` is made through its own).
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Required by UIKit's archiving: a default-style cell with a zero frame.
    public required init?(coder: NSCoder) {
        cellStyle = .default
        super.init(coder: coder)
        setUpContentView()
    }

    private func setUpContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Called before the table view hands the cell out again.
    open func prepareForReuse() {}

    /// Selects or deselects the cell.
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    /// Enters or leaves editing mode.
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    /// The accessory view in use: the editing one in editing mode, else the plain one.
    var shownAccessoryView: UIView? { isEditing ? editingAccessoryView : accessoryView }
    /// The accessory type in use.
    var shownAccessoryType: AccessoryType { isEditing ? editingAccessoryType : accessoryType }

    private func updateAccessoryView() {
        for v in [accessoryView, editingAccessoryView].compactMap({ $0 }) where v !== shownAccessoryView && v.superview === self {
            v.removeFromSuperview()
        }
        if let v = shownAccessoryView, v.superview !== self { addSubview(v) }
        setNeedsLayout()
    }

    /// Places the accessory view at the trailing layout margin, centred vertically, at its
    /// fitting size when it has none.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let v = shownAccessoryView else { return }
        var size = v.bounds.size
        if size.width <= 0 || size.height <= 0 { size = v.sizeThatFits(bounds.size) }
        let margin = CGFloat(TableMetrics.layoutMargin(forWidth: Double(tableWidth ?? bounds.width)))
        v.frame = CGRect(x: bounds.width - margin - size.width, y: ((bounds.height - size.height) / 2).rounded(),
                         width: size.width, height: size.height)
    }

    /// The width of the table the cell is shown in (its margins follow it), set by the table.
    var tableWidth: CGFloat?

    /// The row's list content: the content configuration, else the style's labels' text.
    var listContent: UIListContentConfiguration? {
        if let configuration = contentConfiguration as? UIListContentConfiguration { return configuration }
        let text = madeTextLabel?.text, detail = madeDetailTextLabel?.text
        guard text != nil || detail != nil else { return nil }
        var c = defaultContentConfiguration()
        c.text = text
        c.secondaryText = detail
        return c
    }

    /// The accessories of ``shownAccessoryType`` as list accessories (none when an accessory
    /// view shows instead).
    var listAccessories: [UICellAccessory] {
        guard shownAccessoryView == nil else { return [] }
        switch shownAccessoryType {
        case .none: return []
        case .disclosureIndicator: return [.disclosureIndicator()]
        case .detailDisclosureButton: return [.detail(), .disclosureIndicator()]
        case .checkmark: return [.checkmark()]
        case .detailButton: return [.detail()]
        }
    }
}
