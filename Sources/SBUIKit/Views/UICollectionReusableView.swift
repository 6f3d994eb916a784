import Foundation

/// A headless stand-in for UIKit's `UICollectionReusableView`: the view a collection view places
/// at a supplementary or decoration element's attributes.
@preconcurrency @MainActor open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued with.
    public internal(set) var reuseIdentifier: String?

    /// Called before the collection view hands the view out again; the default does nothing.
    open func prepareForReuse() {}

    /// Applies the layout's attributes: the view takes their centre, size, alpha, hidden state and
    /// the affine part of their transform. Override to read a subclass's extra attributes (call
    /// super).
    /// - Parameter layoutAttributes: the element's attributes.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        bounds = CGRect(origin: bounds.origin, size: layoutAttributes.size)
        center = layoutAttributes.center
        alpha = layoutAttributes.alpha
        isHidden = layoutAttributes.isHidden
        transform = layoutAttributes.transform
    }

    /// The attributes the view would like (self-sizing); the default returns them unchanged.
    /// - Parameter layoutAttributes: the attributes the layout proposed.
    /// - Returns: the attributes to use.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }

    /// Called before the view moves to new attributes; the default does nothing.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Called after the view moved to new attributes; the default does nothing.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
}

/// A headless stand-in for UIKit's `UICollectionViewCell`: a reusable view with a content view
/// and selection and highlight states.
@preconcurrency @MainActor open class UICollectionViewCell: UICollectionReusableView {
    /// The view that holds the cell's content, sized to the cell.
    public let contentView = UIView(frame: .zero)

    /// Whether the cell is selected (the collection view sets it).
    open var isSelected = false
    /// Whether the cell is highlighted.
    open var isHighlighted = false

    /// What the cell shows: a ``UIListContentConfiguration``'s text is drawn in a list section.
    open var contentConfiguration: (any UIContentConfiguration)?

    /// The cell's attributes applied, with the content view sized to the cell.
    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        contentView.frame = CGRect(origin: .zero, size: layoutAttributes.size)
    }
}
