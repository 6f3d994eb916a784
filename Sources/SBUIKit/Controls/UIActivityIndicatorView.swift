public import Foundation
internal import SBLayout

/// A headless `UIActivityIndicatorView`, drawn still: eight spokes around the centre, fading
/// clockwise from the brightest at 12 o'clock. Stopped and hiding when stopped (the default), it
/// is hidden, as UIKit's.
@preconcurrency @MainActor open class UIActivityIndicatorView: UIView {
    /// The size and colour scheme (UIKit's `UIActivityIndicatorView.Style`).
    public enum Style: Int, Sendable {
        /// 37 x 37, white (deprecated).
        case whiteLarge = 0
        /// 20 x 20, white (deprecated).
        case white = 1
        /// 20 x 20, grey (deprecated).
        case gray = 2
        /// 20 x 20.
        case medium = 100
        /// 37 x 37.
        case large = 101

        var side: CGFloat { self == .large || self == .whiteLarge ? 37 : 20 }
    }

    /// The style.
    open var style: Style { didSet { invalidateIntrinsicContentSize() } }
    /// The spokes' colour (nil: the style's: grey, or white for the white styles).
    open var color: UIColor!
    /// Whether the indicator hides when it is not animating. True by default.
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }
    /// Whether the indicator is animating (drawn still either way).
    public private(set) var isAnimating = false

    /// An indicator of `style`, stopped (and so hidden).
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
        isHidden = true
    }

    /// A medium indicator with this frame, stopped (and so hidden).
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        isHidden = true
    }

    /// Required by UIKit's archiving: a medium indicator.
    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
        isHidden = true
    }

    /// Starts animating: the indicator shows.
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops animating: the indicator hides when ``hidesWhenStopped`` is true.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// The style's square.
    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }
    /// The style's square.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    override func drawingContent(in rect: CGRect) -> [DrawOp] {
        let base: UIColor = color ?? ((style == .white || style == .whiteLarge) ? .white : .systemGray)
        let side = Double(style.side), cx = Double(rect.midX), cy = Double(rect.midY)
        let outer = side / 2, inner = side * 0.27, width = side * 0.09
        return (0..<8).map { i in
            let angle = Double(i) * .pi / 4 - .pi / 2
            let alpha = 1 - Double(i) * 0.1
            return .line(from: Point(x: cx + inner * cos(angle), y: cy + inner * sin(angle)),
                         to: Point(x: cx + (outer - width / 2) * cos(angle), y: cy + (outer - width / 2) * sin(angle)),
                         width: width, drawn(base).withAlpha(multipliedBy: alpha))
        }
    }
}
