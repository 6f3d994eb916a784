public import Foundation

/// A headless `UIImageView`: it draws its image by its content mode (template images and
/// symbols in its tint colour), and its intrinsic size is the image's size in points.
@preconcurrency @MainActor open class UIImageView: UIView {
    /// The image (nil: nothing drawn).
    open var image: UIImage? {
        didSet { if image?.size != oldValue?.size { invalidateIntrinsicContentSize() } }
    }
    /// The image shown while highlighted.
    open var highlightedImage: UIImage?
    /// Whether the view shows ``highlightedImage``.
    open var isHighlighted = false
    /// The symbol configuration symbols are drawn with (their point size).
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

    /// An image view sized to `image`.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// An image view sized to `image`, with a highlighted image.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// An image view with this frame; image views take no touches.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Required by UIKit's archiving: an empty image view.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The image drawn: the highlighted one when highlighted, sized by the symbol configuration.
    private var shownImage: UIImage? {
        let shown = isHighlighted ? highlightedImage ?? image : image
        if let shown, let configuration = preferredSymbolConfiguration, shown.isSymbolImage { return shown.withConfiguration(configuration) }
        return shown
    }

    /// The image's size in points, or no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        shownImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The image's size (the current size without an image).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        shownImage?.size ?? bounds.size
    }

    override func drawingContent(in rect: CGRect) -> [DrawOp] {
        shownImage?.drawOps(in: rect, contentMode: contentMode, tint: tintColor.resolvedColor(with: traitCollection)) ?? []
    }
}
