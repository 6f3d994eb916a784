import Foundation

/// A headless stand-in for UIKit's `UICollectionReusableView`: the view a collection view places
/// at a supplementary or decoration element's attributes.
@preconcurrency @MainActor open class UICollectionReusableView: UIView {
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
        didSet { installBackgrounds(removing: oldValue) }
    }

    /// A view shown above ``backgroundView`` while the cell is selected or highlighted, sized to
    /// the cell.
    open var selectedBackgroundView: UIView? {
        didSet { installBackgrounds(removing: oldValue) }
    }

    /// Whether the cell is selected (the collection view sets it); a selected cell shows its
    /// ``selectedBackgroundView``.
    open var isSelected = false {
        didSet { updateSelectedBackground() }
    }
    /// Whether the cell is highlighted; a highlighted cell shows its ``selectedBackgroundView``.
    open var isHighlighted = false {
        didSet { updateSelectedBackground() }
    }

    /// What the cell shows: a ``UIListContentConfiguration``'s text is drawn in a list section.
    open var contentConfiguration: (any UIContentConfiguration)?

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
        for v in [contentView, backgroundView, selectedBackgroundView].compactMap({ $0 }) where v.frame != full {
            v.frame = full
        }
    }
}
