public import Foundation

/// A headless stand-in for UIKit's `UIScrollView`: content size, offset and insets, paging and
/// deceleration, with the scrolling itself done by ``setContentOffset(_:animated:)`` and by
/// ``UICollectionView``'s drag simulation.
@preconcurrency @MainActor open class UIScrollView: UIView {
    /// How a scroll view adds the safe area to its content insets (UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior`).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As ``scrollableAxes``, plus the top and bottom safe area insets always (a headless view
        /// has no navigation controller to decide otherwise).
        case automatic = 0
        /// The safe area along the axes that scroll.
        case scrollableAxes = 1
        /// No adjustment.
        case never = 2
        /// The safe area on every side.
        case always = 3
    }

    /// How quickly a scroll slows after the finger lifts (UIKit's
    /// `UIScrollView.DecelerationRate`): the velocity's factor per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The factor per millisecond.
        public var rawValue: CGFloat
        /// A rate with this factor per millisecond.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// 0.998 per millisecond.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99 per millisecond.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The size of the content, in points.
    open var contentSize = CGSize.zero

    /// Where the content's origin is relative to the bounds (the bounds' origin).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds = CGRect(origin: newValue, size: bounds.size) }
    }

    /// Extra space around the content, in points.
    open var contentInset = UIEdgeInsets.zero {
        didSet { setNeedsLayout() }
    }

    /// How the safe area is added to ``contentInset``.
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic

    /// ``contentInset`` plus the safe area as ``contentInsetAdjustmentBehavior`` says.
    open var adjustedContentInset: UIEdgeInsets {
        let s = safeAreaInsets
        var top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0
        let vertical = alwaysBounceVertical || contentSize.height > bounds.height
        let horizontal = alwaysBounceHorizontal || contentSize.width > bounds.width
        switch contentInsetAdjustmentBehavior {
        case .never: break
        case .always:
            (top, left, bottom, right) = (s.top, s.left, s.bottom, s.right)
        case .scrollableAxes, .automatic:
            if vertical || contentInsetAdjustmentBehavior == .automatic { (top, bottom) = (s.top, s.bottom) }
            if horizontal { (left, right) = (s.left, s.right) }
        }
        return UIEdgeInsets(top: contentInset.top + top, left: contentInset.left + left,
                            bottom: contentInset.bottom + bottom, right: contentInset.right + right)
    }

    /// The safe area the content is given: the scroll view's own, less the part of it that
    /// ``adjustedContentInset`` already adds on each edge (UIKit's content scrolls under the bars
    /// and the home indicator without insetting itself again; a cell at the bottom edge is not
    /// squeezed by the home indicator). An edge the behaviour does not adjust keeps its safe
    /// area (a list's rows in landscape keep the sides').
    override var safeAreaInsetsForSubviews: UIEdgeInsets {
        let s = safeAreaInsets, a = adjustedContentInset, c = contentInset
        return UIEdgeInsets(top: max(0, s.top - (a.top - c.top)), left: max(0, s.left - (a.left - c.left)),
                            bottom: max(0, s.bottom - (a.bottom - c.bottom)), right: max(0, s.right - (a.right - c.right)))
    }

    /// Whether scrolls stop on multiples of the bounds' size.
    open var isPagingEnabled = false
    /// Whether the user can scroll.
    open var isScrollEnabled = true
    /// How quickly a scroll slows down.
    open var decelerationRate = DecelerationRate.normal
    /// Whether the view bounces vertically even when the content is shorter than the bounds.
    open var alwaysBounceVertical = false
    /// Whether the view bounces horizontally even when the content is narrower than the bounds.
    open var alwaysBounceHorizontal = false
    /// Whether the vertical indicator shows (nothing is drawn headlessly).
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows (nothing is drawn headlessly).
    open var showsHorizontalScrollIndicator = true

    /// The adjusted top and left insets when the offset was last kept at the top.
    private var adjustedTopLeft = CGPoint.zero

    /// A new safe area (a bar, a window's device) changes the adjusted insets: a scroll view
    /// resting at its top (or leading edge) stays there, its offset moving to minus the new
    /// insets, as UIKit keeps content from starting under a navigation bar.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        let inset = adjustedContentInset
        var offset = contentOffset
        if offset.y == -adjustedTopLeft.y { offset.y = -inset.top }
        if offset.x == -adjustedTopLeft.x { offset.x = -inset.left }
        adjustedTopLeft = CGPoint(x: inset.left, y: inset.top)
        if offset != contentOffset { contentOffset = offset }
    }

    /// Sets the content offset. Headlessly the move is immediate either way; `animated` is kept
    /// for the signature (an animation of a scroll is drawn with SBUIKit's renderer).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// The smallest and largest content offsets: from minus the adjusted top/left inset to the
    /// content size plus the bottom/right inset minus the bounds.
    var contentOffsetRange: (min: CGPoint, max: CGPoint) {
        let inset = adjustedContentInset
        let minimum = CGPoint(x: -inset.left, y: -inset.top)
        let maximum = CGPoint(x: max(minimum.x, contentSize.width + inset.right - bounds.width),
                              y: max(minimum.y, contentSize.height + inset.bottom - bounds.height))
        return (minimum, maximum)
    }
}
