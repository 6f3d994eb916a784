import Foundation

/// A headless stand-in for UIKit's `UICollectionReusableView`: the view a collection view places
/// at a supplementary or decoration element's attributes.
@preconcurrency @MainActor open class UICollectionReusableView: UIView {
    /// `init(frame: .zero)`: the collection view makes registered views with it (required, so
    /// that every registered class has it).
    public required convenience init() {
        self.init(frame: .zero)
    }

    /// The identifier the view was registered and dequeued with.
    public internal(set) var reuseIdentifier: String?

    /// The attributes the collection view last applied (it applies new ones only when they
    /// differ, as UIKit does).
    var appliedLayoutAttributes: UICollectionViewLayoutAttributes?

    /// Called before the collection view hands the view out again; the default does nothing.
    open func prepareForReuse() {}

    /// Applies the layout's attributes: the view takes their centre, size, alpha, hidden state,
    /// z position and 3D transform. Override to read a subclass's extra attributes (call super).
    /// - Parameter layoutAttributes: the element's attributes.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        bounds = CGRect(origin: bounds.origin, size: layoutAttributes.size)
        center = layoutAttributes.center
        alpha = layoutAttributes.alpha
        isHidden = layoutAttributes.isHidden
        layer.transform = layoutAttributes.transform3D
        layer.zPosition = CGFloat(layoutAttributes.zIndex)
    }

    /// The attributes the view would like (self-sizing): by default the proposed attributes
    /// with the size ``UIView/systemLayoutSizeFitting(_:)`` gives for their size, as UIKit's
    /// (a layout that does not size itself ignores them).
    /// - Parameter layoutAttributes: the attributes the layout proposed.
    /// - Returns: the attributes to use.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        // A compositional layout says which sides are estimated: those are fitted, the others
        // held (required), as UIKit measures a list row at the list's width. Elsewhere both sides
        // are fitted.
        let estimated = (superview as? UICollectionView).flatMap {
            ($0.collectionViewLayout as? UICollectionViewCompositionalLayout)?.estimatedSides(of: layoutAttributes)
        } ?? (width: true, height: true)
        let fitted = systemLayoutSizeFitting(layoutAttributes.size,
                                             withHorizontalFittingPriority: estimated.width ? .fittingSizeLevel : .required,
                                             verticalFittingPriority: estimated.height ? .fittingSizeLevel : .required)
        guard fitted != layoutAttributes.size, fitted.width >= 0, fitted.height >= 0 else { return layoutAttributes }
        let preferred = layoutAttributes.copy() as? UICollectionViewLayoutAttributes ?? layoutAttributes
        preferred.size = fitted
        return preferred
    }

    /// Called before the view moves to new attributes; the default does nothing.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Called after the view moved to new attributes; the default does nothing.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
}

/// A headless stand-in for UIKit's `UICollectionViewCell`: a reusable view with a content view
/// (where the cell's labels, images and stack views go), a background view and a selected
/// background view, all sized to the cell, and selection and highlight states.
@preconcurrency @MainActor open class UICollectionViewCell: UICollectionReusableView {
    /// The view that holds the cell's content, sized to the cell, above the background views.
    public let contentView = UIView(frame: .zero)

    /// A view behind the content (nil: none), sized to the cell.
    open var backgroundView: UIView? {
        didSet {
            if backgroundView != nil, backgroundConfiguration != nil { backgroundConfiguration = nil }
            installBackgrounds(removing: oldValue)
        }
    }

    /// A view shown above ``backgroundView`` while the cell is selected or highlighted, sized to
    /// the cell.
    open var selectedBackgroundView: UIView? {
        didSet { installBackgrounds(removing: oldValue) }
    }

    /// Whether the cell is selected (the collection view sets it); a selected cell shows its
    /// ``selectedBackgroundView`` and updates its configurations.
    open var isSelected = false {
        didSet {
            updateSelectedBackground()
            if isSelected != oldValue { setNeedsUpdateConfiguration() }
        }
    }
    /// Whether the cell is highlighted; a highlighted cell shows its ``selectedBackgroundView``
    /// and updates its configurations.
    open var isHighlighted = false {
        didSet {
            updateSelectedBackground()
            if isHighlighted != oldValue { setNeedsUpdateConfiguration() }
        }
    }

    /// What the cell shows: the configuration's content view (``UIContentConfiguration/makeContentView()``)
    /// fills the ``contentView``, and later configurations its view supports are handed to it.
    /// With ``automaticallyUpdatesContentConfiguration`` it shows the configuration updated for
    /// the cell's ``configurationState``.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { applyContentConfiguration() }
    }

    /// The cell's background (nil: ``backgroundView`` and ``backgroundColor`` as set), drawn
    /// behind the content and updated for the cell's state with
    /// ``automaticallyUpdatesBackgroundConfiguration``.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            backgroundIsListDefault = false
            applyBackgroundConfiguration()
        }
    }

    /// Setting a background colour removes the background configuration, as UIKit's does.
    open override var backgroundColor: UIColor? {
        didSet { if backgroundColor != nil, backgroundConfiguration != nil { backgroundConfiguration = nil } }
    }

    /// Whether the content configuration is updated for each new state (`updated(for:)`).
    open var automaticallyUpdatesContentConfiguration = true {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether the background configuration is updated for each new state (`updated(for:)`).
    open var automaticallyUpdatesBackgroundConfiguration = true {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The handler a configuration update calls after ``updateConfiguration(using:)``; setting
    /// it asks for an update.
    public final var configurationUpdateHandler: (@MainActor (UICollectionViewCell, UICellConfigurationState) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The cell's state: its traits, selection, highlight, and for a list cell its outline
    /// expansion. Override it to add states of your own (by ``UIConfigurationStateCustomKey``).
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isExpanded = (self as? UICollectionViewListCell)?.isOutlineExpanded ?? false
        return state
    }

    /// Updates the configurations for `state`: the default updates the content and background
    /// configurations (when they update automatically). Override it to configure the cell for
    /// its state; the cell calls it after ``setNeedsUpdateConfiguration()`` and before it is
    /// measured or drawn.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// Asks for a configuration update before the cell is next measured, laid out or drawn.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Runs a pending configuration update now.
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        runConfigurationUpdate()
    }

    var needsConfigurationUpdate = true
    /// The view the content configuration made, inside ``contentView``.
    var configuredContentView: (any UIView & UIContentView)?
    var configuredContentConstraints: [NSLayoutConstraint] = []
    /// The view that draws the background configuration, behind everything.
    var configuredBackgroundView: UIView?
    /// The insets of the background configuration shown.
    var backgroundInsetsShown = NSDirectionalEdgeInsets.zero
    /// Whether the background configuration is the list's default, set by the cell.
    var backgroundIsListDefault = false
    /// The list the cell is in, when it is in a list section (the collection view sets it when
    /// it dequeues the cell).
    var listContext: ListContext? {
        didSet { if listContext != oldValue { listContextDidChange() } }
    }

    /// A cell with this frame: its content view fills it.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpContentView()
    }

    /// Required by UIKit's archiving: a cell with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContentView()
    }

    private func setUpContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    private func installBackgrounds(removing old: UIView?) {
        if let old, old !== backgroundView, old !== selectedBackgroundView, old.superview === self { old.removeFromSuperview() }
        var index = 0
        for v in [backgroundView, selectedBackgroundView].compactMap({ $0 }) {
            v.frame = bounds
            v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(v, at: index)
            index += 1
        }
        updateSelectedBackground()
    }

    private func updateSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }

    /// The cell's attributes applied, with the content and background views sized to the cell.
    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        let full = CGRect(origin: bounds.origin, size: layoutAttributes.size)
        for v in [backgroundView, selectedBackgroundView].compactMap({ $0 }) where v.frame != full {
            v.frame = full
        }
        // A list cell's content view leaves room for its indentation and accessories.
        let content = contentViewFrame(in: full)
        if contentView.frame != content { contentView.frame = content }
        layOutBackgroundConfigurationView()
    }

    /// A pending configuration update runs first: the cell is measured as it will be drawn.
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        updateConfigurationIfNeeded()
        return super.preferredLayoutAttributesFitting(layoutAttributes)
    }

    /// A pending configuration update runs before the subviews are laid out.
    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        layOutBackgroundConfigurationView()
    }
}
