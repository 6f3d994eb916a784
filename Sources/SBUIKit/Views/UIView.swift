public import Foundation
internal import SBLayout
#if canImport(QuartzCore)
public import QuartzCore
#endif

/// A headless `UIView`: the view hierarchy (``superview``, ``subviews``, the add, insert, remove
/// and reorder calls and their notifications), the geometry UIKit derives from the backing
/// layer (``frame``, ``bounds``, ``center``, ``transform``, `convert(_:to:)`),
/// UIKit's layout pass (``setNeedsLayout()``, ``layoutIfNeeded()``, ``layoutSubviews()``,
/// autoresizing), layout margins, the safe area and the inherited environment (traits, tint).
/// SBUIKit's renderer draws a hierarchy as Core Animation composites it.
///
/// `UIView()` is `UIView(frame: .zero)`, as in UIKit; it is also how a collection view makes the
/// cells and reusable views registered with it (a subclass that implements `init(frame:)` and
/// `init?(coder:)`, as UIKit subclasses do, inherits it).
@preconcurrency @MainActor open class UIView: NSObject {
    // MARK: Nested types

    /// How a view's content fills its bounds (UIKit's `UIView.ContentMode`).
    public enum ContentMode: Int, Sendable {
        /// Stretched to the bounds.
        case scaleToFill = 0
        /// Scaled to fit inside the bounds, keeping its aspect ratio (letterboxed).
        case scaleAspectFit = 1
        /// Scaled to fill the bounds, keeping its aspect ratio (cropped by clipping).
        case scaleAspectFill = 2
        /// Redrawn when the bounds change (drawn as ``scaleToFill``).
        case redraw = 3
        /// Centred, unscaled.
        case center = 4
        /// Centred horizontally at the top.
        case top = 5
        /// Centred horizontally at the bottom.
        case bottom = 6
        /// Centred vertically at the left.
        case left = 7
        /// Centred vertically at the right.
        case right = 8
        /// In the top left corner.
        case topLeft = 9
        /// In the top right corner.
        case topRight = 10
        /// In the bottom left corner.
        case bottomLeft = 11
        /// In the bottom right corner.
        case bottomRight = 12
    }

    /// Which of a view's margins and dimensions grow when its superview's bounds change size
    /// (UIKit's `UIView.AutoresizingMask`).
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// Options from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The distance to the superview's left edge is flexible.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width is flexible.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The distance to the superview's right edge is flexible.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The distance to the superview's top edge is flexible.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height is flexible.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The distance to the superview's bottom edge is flexible.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// How the view's content follows the layout direction (UIKit's `UISemanticContentAttribute`).
    public typealias SemanticContentAttribute = UISemanticContentAttribute

    /// The value of a dimension of ``intrinsicContentSize`` that a view does not have: -1.
    nonisolated public static let noIntrinsicMetric: CGFloat = -1

    // MARK: Layer and geometry

    /// The class of the backing layer a view of this class makes: `CALayer` by default.
    open class var layerClass: AnyClass { CALayer.self }

    /// The view's backing layer. It holds the view's geometry (``center`` is its position,
    /// ``bounds`` its bounds, ``transform`` its transform's affine part) and the look SBUIKit
    /// draws: background colour, corners, border, clipping and shadow.
    public let layer: CALayer

    /// Auto Layout's state for the view: its installed constraints, layout guides, content
    /// priorities and, at the root of a hierarchy, the engine (SBUIKit/AutoLayout).
    package let autoLayout = AutoLayoutState()

    /// The frame in the superview's coordinates: the bounding box of the bounds transformed
    /// about the centre and placed at ``center``. With a transform other than the identity UIKit
    /// calls it undefined; it is still the bounding box here, and setting it then moves the
    /// view and takes the size whose transformed box has the new size (see `CALayer.frame`).
    /// Setting it keeps the bounds' origin.
    open var frame: CGRect {
        get { layer.frame }
        set { layer.frame = newValue }
    }

    /// The view's own coordinate space: origin (a scroll view's content offset) and size.
    /// Setting it keeps the ``center``; a new size resizes autoresizing subviews and marks the
    /// view for layout.
    open var bounds: CGRect {
        get { layer.bounds }
        set { layer.bounds = newValue }
    }

    /// The centre of the frame, in the superview's coordinates (the layer's position).
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    /// The view's transform, applied about its centre (the affine part of the layer's).
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    // MARK: Hierarchy

    private weak var storedSuperview: UIView?
    private var storedSubviews: [UIView] = []

    /// The view this view is a subview of, or nil.
    open var superview: UIView? { storedSuperview }

    /// The subviews, back to front.
    open var subviews: [UIView] { storedSubviews }

    /// The window the view is in (the ``UIWindow`` at the root of its hierarchy), or nil.
    open var window: UIWindow? {
        var view: UIView? = self
        while let v = view {
            if let w = v as? UIWindow { return w }
            view = v.storedSuperview
        }
        return nil
    }

    /// The view controller whose root view this is (UIKit's next responder).
    package weak var owningViewController: UIViewController?

    // MARK: Appearance and environment

    /// Whether the view is hidden: a hidden view and its subviews are not drawn.
    open var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }

    /// The view's opacity, 0 to 1: the layer's opacity. Subviews are composited with it as one
    /// group, as Core Animation does.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    /// An integer that identifies the view (``viewWithTag(_:)``).
    open var tag = 0

    /// Whether the view takes touches (kept; nothing is touched headlessly). True by default.
    open var isUserInteractionEnabled = true

    /// Whether the view is opaque (a drawing hint). True by default.
    open var isOpaque = true

    /// How the content fills the bounds. `.scaleToFill` by default.
    open var contentMode = ContentMode.scaleToFill

    /// How subviews resize when this view's superview changes size. None by default.
    open var autoresizingMask: AutoresizingMask = []

    /// Whether a change of the bounds' size resizes subviews by their ``autoresizingMask``.
    /// True by default.
    open var autoresizesSubviews = true

    /// How the content follows the layout direction. `.unspecified` by default.
    open var semanticContentAttribute = UISemanticContentAttribute.unspecified

    private var storedBackgroundColor: UIColor?

    /// The background colour (nil: none). The layer takes it resolved for the view's traits (a
    /// system colour's dark appearance in dark mode), again whenever the traits change.
    open var backgroundColor: UIColor? {
        get { storedBackgroundColor ?? layer.backgroundColor.map { UIColor(cgColor: $0) } }
        set {
            storedBackgroundColor = newValue
            layer.backgroundColor = newValue?.resolvedColor(with: traitCollection).cgColor
        }
    }

    /// `color` as this view draws it: resolved for its traits.
    func drawn(_ color: UIColor) -> Color {
        color.resolvedColor(with: traitCollection).sbColor
    }

    /// Whether subviews are clipped to the bounds: the layer's `masksToBounds`.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    private var storedTintColor: UIColor?

    /// The tint colour: this view's own, else its superview's, else the system tint (system
    /// blue) at the root. Setting it (nil: inherit again) calls ``tintColorDidChange()`` on this
    /// view and on every subview that inherits it.
    open var tintColor: UIColor! {
        get { storedTintColor ?? storedSuperview?.tintColor ?? UIColor.systemBlue }
        set {
            let before = tintColor
            storedTintColor = newValue
            if tintColor != before { notifyTintChange(includingSelf: true) }
        }
    }

    /// Called when the inherited or own tint colour changes; the default does nothing.
    open func tintColorDidChange() {}

    private func notifyTintChange(includingSelf: Bool) {
        if includingSelf { tintColorDidChange() }
        for s in storedSubviews where s.storedTintColor == nil { s.notifyTintChange(includingSelf: true) }
    }

    private var storedTraits: UITraitCollection?

    /// The traits of a view with no superview and no traits of its own: a compact-width,
    /// regular-height iPhone at scale 3, left to right, light, at the Large content size.
    static var defaultTraits: UITraitCollection {
        UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .regular),
            UITraitCollection(displayScale: 3), UITraitCollection(layoutDirection: .leftToRight),
            UITraitCollection(userInterfaceIdiom: .phone), UITraitCollection(userInterfaceStyle: .light),
            UITraitCollection(preferredContentSizeCategory: .large),
        ])
    }

    /// Light or dark for this view and the subviews that inherit its traits, whatever the
    /// superview's (`.unspecified`, the default: inherited).
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified {
        didSet {
            guard oldValue != overrideUserInterfaceStyle else { return }
            let before = Self.traits(storedTraits ?? storedSuperview?.traitCollection ?? Self.defaultTraits, style: oldValue)
            if traitCollection != before { notifyTraitChange(previous: before) }
        }
    }

    private static func traits(_ base: UITraitCollection, style: UIUserInterfaceStyle) -> UITraitCollection {
        style == .unspecified ? base : UITraitCollection(traitsFrom: [base, UITraitCollection(userInterfaceStyle: style)])
    }

    /// A string that identifies the view in tests (UI tests' accessibility identifier).
    open var accessibilityIdentifier: String?
    /// The view's accessibility label.
    open var accessibilityLabel: String?
    /// Whether the view is an accessibility element.
    open var isAccessibilityElement = false

    /// The traits the view lays out and draws with: inherited from the superview (a window's
    /// come from its device), else a compact-width, regular-height iPhone at scale 3, light, at the Large text size. Setting them (a headless extension of
    /// UIKit, where traits are read-only and come from the window) gives this view and the
    /// subviews that inherit from it these traits, and calls
    /// ``traitCollectionDidChange(_:)`` on each when they differ.
    open var traitCollection: UITraitCollection {
        get { Self.traits(storedTraits ?? storedSuperview?.traitCollection ?? Self.defaultTraits, style: overrideUserInterfaceStyle) }
        set {
            let before = traitCollection
            storedTraits = newValue
            if newValue != before { notifyTraitChange(previous: before) }
        }
    }

    /// Called when the traits change; the default does nothing.
    /// - Parameter previousTraitCollection: the traits before the change.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    private func notifyTraitChange(previous: UITraitCollection) {
        if let c = storedBackgroundColor { layer.backgroundColor = c.resolvedColor(with: traitCollection).cgColor }
        traitCollectionDidChange(previous)
        owningViewController?.traitCollectionDidChange(previous)
        for s in storedSubviews where s.storedTraits == nil && s.overrideUserInterfaceStyle == .unspecified {
            s.notifyTraitChange(previous: previous)
        }
    }

    /// The layout direction: from ``semanticContentAttribute`` when it forces one, else the
    /// trait collection's (left to right when unspecified).
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        case .unspecified: return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    // MARK: Initializers

    /// A view with this frame.
    public init(frame: CGRect) {
        layer = (Self.layerClass as? CALayer.Type)?.init() ?? CALayer()
        super.init()
        layer.frame = frame
        layer.owningView = self
    }

    /// Required by UIKit's archiving; a headless view has no archive, so this makes a view with a
    /// zero frame.
    public required init?(coder: NSCoder) {
        layer = (Self.layerClass as? CALayer.Type)?.init() ?? CALayer()
        super.init()
        layer.owningView = self
    }

    /// `UIView(frame: .zero)`. Not required, as in UIKit: a subclass with an initialiser of its
    /// own (a content view's `init(configuration:)`) need not offer it.
    public convenience override init() {
        self.init(frame: .zero)
    }

    // MARK: Managing the hierarchy

    /// Adds `view` on top of the subviews (moving it to the top when it is already one).
    /// - Parameter view: the view to add.
    open func addSubview(_ view: UIView) {
        insert(view, at: storedSubviews.count, method: "addSubview:")
    }

    /// Inserts `view` at `index` of the subviews (clamped to the valid range).
    /// - Parameters:
    ///   - view: the view to insert.
    ///   - index: its index, 0 at the back.
    open func insertSubview(_ view: UIView, at index: Int) {
        insert(view, at: index, method: "insertSubview:atIndex:")
    }

    /// Inserts `view` just above `siblingSubview` (on top when that is not a subview).
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard let i = indexOfSubview(siblingSubview, ignoring: view) else { return addSubview(view) }
        insert(view, at: i + 1, method: "insertSubview:aboveSubview:")
    }

    /// Inserts `view` just below `siblingSubview` (on top when that is not a subview).
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard let i = indexOfSubview(siblingSubview, ignoring: view) else { return addSubview(view) }
        insert(view, at: i, method: "insertSubview:belowSubview:")
    }

    /// The index `sibling` would have once `moving` is out of the subviews.
    private func indexOfSubview(_ sibling: UIView, ignoring moving: UIView) -> Int? {
        storedSubviews.filter { $0 !== moving }.firstIndex { $0 === sibling }
    }

    /// Removes the view from its superview (telling both, and the window, as UIKit does).
    open func removeFromSuperview() {
        removeFromSuperview(marksLayout: true)
    }

    /// Adds a subview the view manages itself (a collection view's cells, placed in its own
    /// layout pass): as ``addSubview(_:)`` without marking this view for layout.
    func addControlledSubview(_ view: UIView, at index: Int? = nil) {
        insert(view, at: index ?? storedSubviews.count, method: "addSubview:", marksLayout: false)
    }

    /// Removes a subview the superview manages itself, without marking it for layout.
    func removeFromControllingSuperview() {
        removeFromSuperview(marksLayout: false)
    }

    private func removeFromSuperview(marksLayout: Bool) {
        guard let s = storedSuperview else { return }
        deactivateConstraintsLeavingHierarchy()
        let oldWindow = window
        s.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        let traitsBefore = traitCollection, tintBefore = tintColor
        s.storedSubviews.removeAll { $0 === self }
        storedSuperview = nil
        if oldWindow != nil { notifyDidMoveToWindow() }
        didMoveToSuperview()
        environmentMoved(traitsBefore: traitsBefore, tintBefore: tintBefore)
        if marksLayout { s.setNeedsLayout() }
    }

    private func insert(_ view: UIView, at index: Int, method: String, marksLayout: Bool = true) {
        if view === self || isDescendant(of: view) {
            UIKitException.raise(UIKitException.invalidArgument,
                                 reason: view === self ? "Can't add self as subview" : "-[UIView \(method)] would make a view its own ancestor",
                                 recovery: "leaves the hierarchy as it is")
            return
        }
        if view.storedSuperview === self {
            // Already a subview: only the order changes, with no notifications.
            storedSubviews.removeAll { $0 === view }
            storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
            return
        }
        let oldWindow = view.window, newWindow = window
        let traitsBefore = view.traitCollection, tintBefore = view.tintColor
        if let old = view.storedSuperview {
            view.deactivateConstraintsLeavingHierarchy()
            old.willRemoveSubview(view)
            old.storedSubviews.removeAll { $0 === view }
            old.setNeedsLayout()
        }
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
        view.storedSuperview = self
        if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
        view.didMoveToSuperview()
        didAddSubview(view)
        view.environmentMoved(traitsBefore: traitsBefore, tintBefore: tintBefore)
        view.setNeedsLayout()
        if marksLayout { setNeedsLayout() }
    }

    /// After a move: the inherited traits and tint are told to the views whose values changed.
    private func environmentMoved(traitsBefore: UITraitCollection, tintBefore: UIColor?) {
        if storedTraits == nil, traitCollection != traitsBefore { notifyTraitChange(previous: traitsBefore) }
        if storedTintColor == nil, tintColor != tintBefore { notifyTintChange(includingSelf: true) }
    }

    private func notifyWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for s in storedSubviews { s.notifyWillMove(toWindow: newWindow) }
    }

    private func notifyDidMoveToWindow() {
        didMoveToWindow()
        for s in storedSubviews { s.notifyDidMoveToWindow() }
    }

    /// Moves `view` to the top of the subviews (nothing when it is not a subview).
    open func bringSubviewToFront(_ view: UIView) {
        guard let i = storedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.append(storedSubviews.remove(at: i))
    }

    /// Moves `view` to the bottom of the subviews (nothing when it is not a subview).
    open func sendSubviewToBack(_ view: UIView) {
        guard let i = storedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.insert(storedSubviews.remove(at: i), at: 0)
    }

    /// Swaps the subviews at two indices (nothing when either is out of range).
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard storedSubviews.indices.contains(index1), storedSubviews.indices.contains(index2) else {
            UIKitException.raise(UIKitException.range,
                                 reason: "-[UIView exchangeSubviewAtIndex:withSubviewAtIndex:]: index \(max(index1, index2)) beyond bounds [0 .. \(storedSubviews.count - 1)]",
                                 recovery: "leaves the subviews in their order")
            return
        }
        storedSubviews.swapAt(index1, index2)
    }

    /// Whether this view is `view` or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let x = v {
            if x === view { return true }
            v = x.storedSuperview
        }
        return false
    }

    /// This view, if its tag is `tag`, else the first subview (depth first, back to front) with it.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for s in storedSubviews {
            if let found = s.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Called after `subview` was added; the default does nothing.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` is removed; the default does nothing.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called before the view moves to `newSuperview` (nil: removal); the default does nothing.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview (or was removed); the default does nothing.
    open func didMoveToSuperview() {}
    /// Called before the view (or an ancestor) moves to another window; the default does nothing.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view (or an ancestor) moved to another window; the default does nothing.
    open func didMoveToWindow() {}

    // MARK: Converting coordinates

    /// A point of this view's bounds in the superview's coordinates: relative to the anchor
    /// point, through the transform's affine part, to the position.
    private func pointToSuperview(_ p: CGPoint) -> CGPoint {
        let b = layer.bounds, a = layer.anchorPoint, t = transform
        let x = p.x - (b.minX + a.x * b.width), y = p.y - (b.minY + a.y * b.height)
        return CGPoint(x: layer.position.x + t.a * x + t.c * y + t.tx, y: layer.position.y + t.b * x + t.d * y + t.ty)
    }

    /// The inverse of `pointToSuperview(_:)`.
    private func pointFromSuperview(_ q: CGPoint) -> CGPoint {
        let b = layer.bounds, a = layer.anchorPoint, t = transform.inverted()
        let x = q.x - layer.position.x, y = q.y - layer.position.y
        return CGPoint(x: t.a * x + t.c * y + t.tx + b.minX + a.x * b.width,
                       y: t.b * x + t.d * y + t.ty + b.minY + a.y * b.height)
    }

    /// Converts a point of this view's bounds to `view`'s (nil: the window's, or the root view's
    /// when there is no window). Views in different hierarchies meet at their roots' coordinates.
    /// Transforms are taken by their affine part.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        var p = point
        var v: UIView = self
        while v !== view, let s = v.storedSuperview {
            p = v.pointToSuperview(p)
            v = s
        }
        guard let view, v !== view else { return p }
        return view.pointFromRoot(p)
    }

    /// Converts a point of `view`'s bounds (nil: the window's) to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return pointFromRoot(point) }
        return convert(view.convert(point, to: nil), from: nil)
    }

    /// Converts a rectangle of this view's bounds to `view`'s: the bounding box of its corners.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        Self.boundingBox(of: rect) { convert($0, to: view) }
    }

    /// Converts a rectangle of `view`'s bounds (nil: the window's) to this view's.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        Self.boundingBox(of: rect) { convert($0, from: view) }
    }

    private func pointFromRoot(_ p: CGPoint) -> CGPoint {
        guard let s = storedSuperview else { return p }
        return pointFromSuperview(s.pointFromRoot(p))
    }

    private static func boundingBox(of rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        if rect.isNull { return rect }
        let r = rect.standardized
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map(map)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min() ?? 0, y0 = ys.min() ?? 0
        return CGRect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
    }

    // MARK: Layout

    /// Whether a layout pass is pending for this view.
    private(set) var needsLayout = true

    /// Marks the view as needing a layout pass (run by the next ``layoutIfNeeded()`` on it or
    /// an ancestor, and by SBUIKit's drawing).
    open func setNeedsLayout() {
        needsLayout = true
        autoLayoutMayHaveChanged()
    }

    /// Runs the pending layout passes now, as UIKit does: from the topmost ancestor that needs
    /// layout (or this view) down through every subview that needs it, each view's
    /// ``layoutSubviews()`` before its subviews'.
    open func layoutIfNeeded() {
        // Off the main actor (a Swift 5 mode caller), the layout pass would trap in Swift's
        // runtime isolation check: report it as UIKit's misuse and lay nothing out.
        guard MainActorCheck.isOnMainActor else {
            return UIKitException.raise(UIKitException.internalInconsistency,
                                        reason: MainActorCheck.offMainMessage("-[\(type(of: self)) layoutIfNeeded]"),
                                        recovery: "lays nothing out")
        }
        var top: UIView = self
        var v = storedSuperview
        while let s = v {
            if s.needsLayout { top = s }
            v = s.storedSuperview
        }
        top.layoutSubtreeIfNeeded()
    }

    private func layoutSubtreeIfNeeded() {
        updateSafeAreaInsets()
        if needsLayout {
            needsLayout = false
            owningViewController?.viewWillLayoutSubviews()
            layoutSubviews()
            owningViewController?.viewDidLayoutSubviews()
        }
        for s in storedSubviews { s.layoutSubtreeIfNeeded() }
    }

    /// Lays out the subviews. The default does nothing of its own (autoresizing has already
    /// resized the subviews when the bounds changed); override to place subviews.
    ///
    /// With constraints in the hierarchy, the default sets the frames Auto Layout solves for the
    /// views that do not translate their autoresizing masks (call `super` first in an override).
    open func layoutSubviews() {
        LayoutEngine.layOutHierarchy(of: self)
    }

    /// Updates the view's constraints before a layout pass, when ``setNeedsUpdateConstraints()``
    /// asked for it (and once at the first pass). The default does nothing; an override changes
    /// or activates constraints and calls `super` last, as in UIKit.
    open func updateConstraints() {}

    /// Whether views of this class depend on constraints (kept; every view takes part in Auto
    /// Layout when its hierarchy has constraints). False by default.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// The view whose first baseline is this view's `firstBaselineAnchor`: the view itself by
    /// default; a container with text inside (a button's title, a stack view's first arranged
    /// view) answers that view.
    open var forFirstBaselineLayout: UIView { self }

    /// The view whose last baseline is this view's `lastBaselineAnchor`: the view itself by
    /// default.
    open var forLastBaselineLayout: UIView { self }

    /// The size of the view that satisfies its constraints and comes closest to `targetSize`
    /// (pulled at ``UILayoutPriority/fittingSizeLevel`` both ways). The view is not resized.
    /// Without constraints in its subtree, its ``sizeThatFits(_:)``.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size of the view that satisfies its constraints, with its width pulled towards
    /// `targetSize.width` at `horizontalFittingPriority` and its height towards
    /// `targetSize.height` at `verticalFittingPriority` (`.required` fixes a dimension; a cell
    /// measures its height for a given width with `.required` and `.fittingSizeLevel`). The
    /// constraints of the view and its subviews take part, with the subviews' intrinsic sizes
    /// (SBUIKit/AutoLayout); the view is not resized.
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        // Off the main actor (a Swift 5 mode caller) the solver's closures would trap in Swift's
        // runtime isolation check: report it and measure nothing.
        guard MainActorCheck.reportOffMain("-[\(type(of: self)) systemLayoutSizeFittingSize:]", recovery: "returns CGSizeZero") else {
            return .zero
        }
        return LayoutEngine.fittingSize(of: self, target: targetSize, horizontal: horizontalFittingPriority,
                                        vertical: verticalFittingPriority)
    }

    /// The size that fits `size`; the default returns the current bounds' size, as UIKit's.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping the frame's
    /// origin (with a transform, the centre).
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        if transform.isIdentity {
            frame = CGRect(origin: frame.origin, size: size)
        } else {
            bounds = CGRect(origin: bounds.origin, size: size)
        }
    }

    /// The size the view's content needs: none by default (``noIntrinsicMetric`` both ways).
    open var intrinsicContentSize: CGSize {
        CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
    }

    /// Tells the layout that ``intrinsicContentSize`` changed: the superview (which places this
    /// view by it, as a stack view does) is marked for layout.
    open func invalidateIntrinsicContentSize() {
        autoLayout.intrinsicSize = nil
        storedSuperview?.setNeedsLayout()
        // A stack view's size is its arranged views' sizes: it changes with theirs.
        if let stack = storedSuperview as? UIStackView, stack.arrangedSubviews.contains(where: { $0 === self }) {
            stack.invalidateIntrinsicContentSize()
        }
    }

    /// A hook for subclasses, while ``bounds`` still holds the old value (the collection view
    /// asks its layout here).
    func boundsWillChange(to newBounds: CGRect) {}

    /// After the bounds changed: a new size resizes autoresizing subviews; the view is marked
    /// for layout.
    func boundsDidChange(from oldBounds: CGRect) {
        if oldBounds.size != bounds.size, autoresizesSubviews {
            for s in storedSubviews where !s.autoresizingMask.isEmpty {
                s.autoresize(oldSuperviewSize: oldBounds.size, newSuperviewSize: bounds.size)
            }
        }
        setNeedsLayout()
    }

    /// UIKit's (and AppKit's) autoresizing arithmetic: along each axis the change of the
    /// superview's size is shared among the flexible parts of (leading margin, size, trailing
    /// margin) in proportion to their current lengths, or evenly when those are all zero.
    private func autoresize(oldSuperviewSize old: CGSize, newSuperviewSize new: CGSize) {
        let f = frame
        let (x, w) = Self.resize(origin: f.minX, length: f.width, oldSuper: old.width, newSuper: new.width,
                                 flexible: (autoresizingMask.contains(.flexibleLeftMargin), autoresizingMask.contains(.flexibleWidth),
                                            autoresizingMask.contains(.flexibleRightMargin)))
        let (y, h) = Self.resize(origin: f.minY, length: f.height, oldSuper: old.height, newSuper: new.height,
                                 flexible: (autoresizingMask.contains(.flexibleTopMargin), autoresizingMask.contains(.flexibleHeight),
                                            autoresizingMask.contains(.flexibleBottomMargin)))
        let resized = CGRect(x: x, y: y, width: w, height: h)
        if resized != f { frame = resized }
    }

    static func resize(origin: CGFloat, length: CGFloat, oldSuper: CGFloat, newSuper: CGFloat,
                       flexible: (Bool, Bool, Bool)) -> (CGFloat, CGFloat) {
        let delta = newSuper - oldSuper
        let parts = [origin, length, oldSuper - origin - length]
        let flags = [flexible.0, flexible.1, flexible.2]
        let count = flags.filter { $0 }.count
        guard delta != 0, count > 0 else { return (origin, length) }
        let total = zip(parts, flags).reduce(CGFloat(0)) { $0 + ($1.1 ? $1.0 : 0) }
        func share(_ i: Int) -> CGFloat {
            guard flags[i] else { return 0 }
            return total != 0 ? delta * parts[i] / total : delta / CGFloat(count)
        }
        return (origin + share(0), max(0, length + share(1)))
    }

    // MARK: Margins and safe area

    /// The margins set on the view (8 on every side by default; a view controller's root view starts at 0).
    package var ownLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// The smallest margins a view controller's root view keeps
    /// (`systemMinimumLayoutMargins`), set by the view controller.
    package var minimumLayoutMargins: UIEdgeInsets?

    /// The margins of the view's content, in points: the view's own (8 on every side by
    /// default), at least a view controller's system minimum, plus the safe area when
    /// ``insetsLayoutMarginsFromSafeArea`` is true (margins are measured from the safe area),
    /// and at least as far in as the superview's margins when
    /// ``preservesSuperviewLayoutMargins`` is true. Setting it sets the view's own margins.
    open var layoutMargins: UIEdgeInsets {
        get {
            var m = ownLayoutMargins
            if let minimum = minimumLayoutMargins {
                m = UIEdgeInsets(top: max(m.top, minimum.top), left: max(m.left, minimum.left),
                                 bottom: max(m.bottom, minimum.bottom), right: max(m.right, minimum.right))
            }
            if insetsLayoutMarginsFromSafeArea {
                let s = safeAreaInsets
                m = UIEdgeInsets(top: m.top + s.top, left: m.left + s.left, bottom: m.bottom + s.bottom, right: m.right + s.right)
            }
            if preservesSuperviewLayoutMargins, let s = storedSuperview {
                let area = s.bounds.inset(by: s.layoutMargins)
                if !area.isNull {
                    let inner = convert(area, from: s)
                    let b = bounds
                    m = UIEdgeInsets(top: max(m.top, inner.minY - b.minY), left: max(m.left, inner.minX - b.minX),
                                     bottom: max(m.bottom, b.maxY - inner.maxY), right: max(m.right, b.maxX - inner.maxX))
                }
            }
            return m
        }
        set {
            guard newValue != ownLayoutMargins else { return }
            ownLayoutMargins = newValue
            layoutMarginsDidChange()
        }
    }

    /// The view's own margins with leading and trailing in the layout direction (8 on every
    /// side by default, at least a view controller's system minimum); unlike ``layoutMargins``
    /// they leave out the safe area and the superview's margins.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            var m = ownLayoutMargins
            if let minimum = minimumLayoutMargins {
                m = UIEdgeInsets(top: max(m.top, minimum.top), left: max(m.left, minimum.left),
                                 bottom: max(m.bottom, minimum.bottom), right: max(m.right, minimum.right))
            }
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            return NSDirectionalEdgeInsets(top: m.top, leading: rtl ? m.right : m.left, bottom: m.bottom, trailing: rtl ? m.left : m.right)
        }
        set {
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            layoutMargins = UIEdgeInsets(top: newValue.top, left: rtl ? newValue.trailing : newValue.leading,
                                         bottom: newValue.bottom, right: rtl ? newValue.leading : newValue.trailing)
        }
    }

    /// Whether the margins reach at least as far in as the superview's. False by default.
    open var preservesSuperviewLayoutMargins = false {
        didSet { if oldValue != preservesSuperviewLayoutMargins { layoutMarginsDidChange() } }
    }

    /// Whether the layout margins are measured from the safe area. True by default.
    open var insetsLayoutMarginsFromSafeArea = true {
        didSet { if oldValue != insetsLayoutMarginsFromSafeArea { layoutMarginsDidChange() } }
    }

    /// Called when the layout margins change; the default marks the view for layout.
    open func layoutMarginsDidChange() {
        setNeedsLayout()
    }

    /// The safe area a view is given: a window's device insets (or insets set with
    /// ``setSafeAreaInsets(_:)``).
    private var givenSafeAreaInsets = UIEdgeInsets.zero

    /// Insets a view controller adds to its root view's safe area (its
    /// `additionalSafeAreaInsets`), set by the view controller.
    package var additionalSafeAreaInsets = UIEdgeInsets.zero {
        didSet { if oldValue != additionalSafeAreaInsets { safeAreaMayHaveChanged() } }
    }

    /// The safe area last reported with ``safeAreaInsetsDidChange()``.
    private var reportedSafeAreaInsets = UIEdgeInsets.zero

    /// The insets of the view's safe area: the part of its superview's unsafe area that covers
    /// it (the superview's safe area converted into this view's bounds), at least the insets it
    /// was given (a window's device, or ``setSafeAreaInsets(_:)``), plus a view controller's
    /// additional insets on its root view. Zero for a view alone that was given none.
    open var safeAreaInsets: UIEdgeInsets {
        var inset = givenSafeAreaInsets
        if let s = storedSuperview {
            // The superview's safe rectangle, unbounded on the sides it has no inset on (what
            // lies beyond its bounds there is not unsafe).
            let si = s.safeAreaInsetsForSubviews, sb = s.bounds, far: CGFloat = 1e7
            let minX = si.left > 0 ? sb.minX + si.left : -far, maxX = si.right > 0 ? sb.maxX - si.right : far
            let minY = si.top > 0 ? sb.minY + si.top : -far, maxY = si.bottom > 0 ? sb.maxY - si.bottom : far
            let b = bounds
            if minX < maxX, minY < maxY {
                let inner = convert(CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY), from: s)
                inset = UIEdgeInsets(top: max(inset.top, min(inner.minY - b.minY, b.height), 0), left: max(inset.left, min(inner.minX - b.minX, b.width), 0),
                                     bottom: max(inset.bottom, min(b.maxY - inner.maxY, b.height), 0), right: max(inset.right, min(b.maxX - inner.maxX, b.width), 0))
            } else {
                inset = UIEdgeInsets(top: max(inset.top, b.height), left: inset.left, bottom: inset.bottom, right: inset.right)
            }
        }
        let a = additionalSafeAreaInsets
        return UIEdgeInsets(top: inset.top + a.top, left: inset.left + a.left, bottom: inset.bottom + a.bottom, right: inset.right + a.right)
    }

    /// The safe area insets this view passes on to its subviews: its own (a scroll view leaves
    /// out what its adjusted content inset already takes).
    var safeAreaInsetsForSubviews: UIEdgeInsets { safeAreaInsets }

    /// Gives the view safe area insets: what a device's status bar, notch or home indicator
    /// take. UIKit computes them from the window and its screen; a headless view is told (a
    /// ``UIWindow`` on a device is told its device's). Subviews take their share on the next
    /// layout pass; this view's ``safeAreaInsetsDidChange()`` is called now when they changed.
    /// - Parameter insets: the new safe area insets.
    open func setSafeAreaInsets(_ insets: UIEdgeInsets) {
        givenSafeAreaInsets = insets
        safeAreaMayHaveChanged()
    }

    private func safeAreaMayHaveChanged() {
        updateSafeAreaInsets()
        for s in storedSubviews { s.setNeedsLayout() }
        setNeedsLayout()
    }

    /// Calls ``safeAreaInsetsDidChange()`` when the safe area differs from the one last told.
    private func updateSafeAreaInsets() {
        let now = safeAreaInsets
        guard now != reportedSafeAreaInsets else { return }
        reportedSafeAreaInsets = now
        safeAreaInsetsDidChange()
        owningViewController?.viewSafeAreaInsetsDidChange()
        setNeedsLayout()
    }

    /// Called when the safe area changes; the default does nothing.
    open func safeAreaInsetsDidChange() {}

    // MARK: Drawing

    /// What the view draws of its own in `rect` (its bounds' size at the origin), under its
    /// subviews: nothing for a plain view; labels, image views and controls draw their content.
    func drawingContent(in rect: CGRect) -> [DrawOp] { [] }
}

/// How a view's content follows the layout direction (UIKit's `UISemanticContentAttribute`).
public enum UISemanticContentAttribute: Int, Sendable {
    /// Follows the layout direction.
    case unspecified = 0
    /// Playback controls: always left to right.
    case playback = 1
    /// Directional controls: always left to right.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}
