public import Foundation
#if canImport(QuartzCore)
public import QuartzCore
#endif

/// A headless stand-in for UIKit's `UIView`: the geometry and environment a layout reads (frame,
/// bounds, margins, safe area, traits) and the look of its layer (background colour, corners,
/// border, shadow), with nothing drawn on a screen.
///
/// `UIView()` is `UIView(frame: .zero)`, as in UIKit; it is also how a collection view makes the
/// cells and reusable views registered with it (a subclass that implements `init(frame:)` and
/// `init?(coder:)`, as UIKit subclasses do, inherits it).
@preconcurrency @MainActor open class UIView: NSObject {
    private var storedFrame: CGRect
    private var storedBounds: CGRect

    /// The frame in the superview's coordinates. Setting it keeps the bounds' origin and takes the
    /// new size.
    open var frame: CGRect {
        get { storedFrame }
        set {
            storedFrame = newValue
            setBounds(CGRect(origin: storedBounds.origin, size: newValue.size))
        }
    }

    /// The view's own coordinate space: origin (a scroll view's content offset) and size.
    /// Setting it keeps the frame's centre and takes the new size.
    open var bounds: CGRect {
        get { storedBounds }
        set {
            let center = CGPoint(x: storedFrame.midX, y: storedFrame.midY)
            storedFrame = CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                                 width: newValue.width, height: newValue.height)
            setBounds(newValue)
        }
    }

    /// The frame's centre.
    open var center: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set {
            storedFrame.origin = CGPoint(x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2)
        }
    }

    /// The margins of the view's content, in points. 8 on every side by default, as UIKit's.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// ``layoutMargins`` with leading and trailing in the layout direction.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            return NSDirectionalEdgeInsets(top: layoutMargins.top, leading: rtl ? layoutMargins.right : layoutMargins.left,
                                           bottom: layoutMargins.bottom, trailing: rtl ? layoutMargins.left : layoutMargins.right)
        }
        set {
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            layoutMargins = UIEdgeInsets(top: newValue.top, left: rtl ? newValue.trailing : newValue.leading,
                                         bottom: newValue.bottom, right: rtl ? newValue.leading : newValue.trailing)
        }
    }

    /// The safe area's insets. A headless view has no bars or notch: zero unless set with
    /// ``setSafeAreaInsets(_:)`` (a device's, in a test).
    public private(set) var safeAreaInsets = UIEdgeInsets.zero

    /// Whether the layout margins grow to hold the safe area (true by default).
    open var insetsLayoutMarginsFromSafeArea = true

    /// The traits the view lays out for: by default a compact-width, regular-height iPhone at
    /// scale 3, left to right.
    open var traitCollection = UITraitCollection(traitsFrom: [
        UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .regular),
        UITraitCollection(displayScale: 3), UITraitCollection(layoutDirection: .leftToRight),
        UITraitCollection(userInterfaceIdiom: .phone),
    ])

    /// The layout direction, from the trait collection (left to right when it is unspecified).
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// Whether the view is hidden.
    open var isHidden = false
    /// The view's opacity.
    open var alpha: CGFloat = 1
    /// An integer that identifies the view.
    open var tag = 0
    /// The view's transform about its centre.
    open var transform = CGAffineTransform.identity

    /// The view's backing layer: its background colour, corners, border, clipping and shadow,
    /// which SBUIKit's drawing reads for cells and reusable views.
    public let layer = CALayer()

    /// The background colour: the layer's (nil: none).
    open var backgroundColor: UIColor? {
        get { layer.backgroundColor.map { UIColor(cgColor: $0) } }
        set { layer.backgroundColor = newValue?.cgColor }
    }

    /// Whether subviews are clipped to the bounds: the layer's `masksToBounds`.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// A view with this frame.
    public init(frame: CGRect) {
        storedFrame = frame
        storedBounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    /// Required by UIKit's archiving; a headless view has no archive, so this makes a view with a
    /// zero frame.
    public required init?(coder: NSCoder) {
        storedFrame = .zero
        storedBounds = .zero
        super.init()
    }

    /// `UIView(frame: .zero)`.
    public required convenience override init() {
        self.init(frame: .zero)
    }

    /// Sets the safe area's insets: what a device's status bar, notch or home indicator would
    /// take. UIKit computes them from the window; a headless view is told.
    /// - Parameter insets: the new safe area insets.
    open func setSafeAreaInsets(_ insets: UIEdgeInsets) {
        safeAreaInsets = insets
        safeAreaInsetsDidChange()
    }

    /// Called when the safe area changes; the default does nothing.
    open func safeAreaInsetsDidChange() {}

    /// Stores new bounds, telling subclasses before (``boundsWillChange(to:)``) and marking the
    /// view for layout after.
    func setBounds(_ newBounds: CGRect) {
        guard newBounds != storedBounds else { return }
        boundsWillChange(to: newBounds)
        storedBounds = newBounds
        setNeedsLayout()
    }

    /// A hook for subclasses (the collection view asks its layout here, while ``bounds`` still
    /// holds the old value).
    func boundsWillChange(to newBounds: CGRect) {}

    private(set) var needsLayout = true

    /// Marks the view as needing a layout pass.
    open func setNeedsLayout() {
        needsLayout = true
    }

    /// Runs a layout pass now if one is needed.
    open func layoutIfNeeded() {
        guard needsLayout else { return }
        needsLayout = false
        layoutSubviews()
    }

    /// The layout pass; the default does nothing.
    open func layoutSubviews() {}

    /// The size that fits `size`; the default returns the current bounds' size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
}
