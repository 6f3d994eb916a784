public import Foundation

/// A section header or footer of a table view (UIKit's `UITableViewHeaderFooterView`): a title
/// label laid out as the table's style lays out its section titles, or content of your own in
/// ``contentView``.
@preconcurrency @MainActor open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view was dequeued with.
    open internal(set) var reuseIdentifier: String?
    /// The view that holds the content, sized to the view.
    public let contentView = UIView(frame: .zero)
    /// What the view shows: a ``UIListContentConfiguration``'s text is its title.
    open var contentConfiguration: (any UIContentConfiguration)?

    private var madeTextLabel: UILabel?
    /// The title label (made when first asked for, then shown in ``contentView``).
    open var textLabel: UILabel? {
        if let madeTextLabel { return madeTextLabel }
        let label = UILabel(frame: .zero)
        madeTextLabel = label
        contentView.addSubview(label)
        return label
    }

    /// How the title is laid out, set by the table view: its style, header or footer.
    var titleLayout: TableMetrics.TitleLayout?

    /// A view to be dequeued with `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// `init(frame: .zero)`: the table view makes registered classes with it (required, so that
    /// every registered class has it).
    public required convenience init() {
        self.init(frame: .zero)
    }

    /// A view with this frame.
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Required by UIKit's archiving: a view with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// A configuration of the table's header or footer style.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .groupedHeader() }

    /// Called before the table view hands the view out again.
    open func prepareForReuse() {}

    /// Lays the title label out as the table's style does: 13 pt text 6 pt above a grouped
    /// header's bottom, 6 pt below a footer's top, centred in a plain header, at the margin.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let titleLayout else { return }
        if let text = (contentConfiguration as? UIListContentConfiguration)?.text { textLabel?.text = text }
        guard let label = madeTextLabel else { return }
        titleLayout.style(label)
        label.frame = titleLayout.frame(forTextIn: bounds.size, label: label)
    }
}
