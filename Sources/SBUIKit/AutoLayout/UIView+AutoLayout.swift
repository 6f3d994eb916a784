public import Foundation

extension UIView {
    // MARK: Constraints

    /// Whether the view's frame and autoresizing mask are held by constraints (true by default,
    /// as in UIKit): the layout pass then leaves the frame as it is set, and constraints place the
    /// view only when this is false.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayout.translatesAutoresizingMask }
        set {
            guard newValue != autoLayout.translatesAutoresizingMask else { return }
            autoLayout.translatesAutoresizingMask = newValue
            superview?.setNeedsLayout()
            setNeedsLayout()
        }
    }

    /// The constraints installed on this view (activating a constraint installs it on the closest
    /// common ancestor of its items), in the order they were installed.
    public var constraints: [NSLayoutConstraint] { autoLayout.constraints }

    /// Installs a constraint on this view, which must be a common ancestor of its items (UIKit
    /// reports the others). Prefer ``NSLayoutConstraint/isActive``.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.isValid else { return }
        if let installed = constraint.installedView {
            if installed === self { return }
            installed.uninstall(constraint)
        }
        for item in [constraint.firstItem, constraint.secondItem] {
            guard let item else { continue }
            guard let view = NSLayoutConstraint.view(of: item), view.isDescendant(of: self) else {
                UIKitException.raise(
                    UIKitException.generic, recovery: "does not add the constraint",
                    reason: "The view hierarchy is not prepared for the constraint: \(constraint)\n\tWhen added to a view, the constraint's items must be descendants of that view (or the view itself).")
                return
            }
        }
        install(constraint)
    }

    /// Installs each constraint (``addConstraint(_:)``).
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { addConstraint(c) }
    }

    /// Removes a constraint installed on this view (deactivates it).
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedView === self else { return }
        uninstall(constraint)
    }

    /// Removes each constraint installed on this view.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { removeConstraint(c) }
    }

    package func install(_ constraint: NSLayoutConstraint) {
        // A margin attribute is the view's margins guide's: make the guide now, so that the
        // layout pass finds it with the view's guides.
        for (item, attribute) in [(constraint.firstItem, constraint.firstAttribute), (constraint.secondItem, constraint.secondAttribute)]
        where attribute.withoutMargin != nil {
            _ = (item as? UIView)?.layoutMarginsGuide
        }
        autoLayout.constraints.append(constraint)
        constraint.setInstalledView(self)
        setNeedsLayout()
        for item in [constraint.firstItem, constraint.secondItem] {
            NSLayoutConstraint.view(of: item)?.superview?.setNeedsLayout()
        }
    }

    package func uninstall(_ constraint: NSLayoutConstraint) {
        autoLayout.constraints.removeAll { $0 === constraint }
        constraint.setInstalledView(nil)
        setNeedsLayout()
        for item in [constraint.firstItem, constraint.secondItem] {
            NSLayoutConstraint.view(of: item)?.superview?.setNeedsLayout()
        }
    }

    // MARK: Updating constraints

    /// Marks the view's constraints for updating: ``updateConstraints()`` runs before the next
    /// layout pass.
    public func setNeedsUpdateConstraints() {
        autoLayout.needsUpdateConstraints = true
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// Whether ``updateConstraints()`` is due.
    public func needsUpdateConstraints() -> Bool { autoLayout.needsUpdateConstraints }

    /// Runs ``updateConstraints()`` now on this view and its subviews where it is due, subviews
    /// first, as UIKit's constraint pass does.
    public func updateConstraintsIfNeeded() {
        for s in subviews { s.updateConstraintsIfNeeded() }
        if autoLayout.needsUpdateConstraints {
            autoLayout.needsUpdateConstraints = false
            updateConstraints()
        }
    }

    // MARK: Anchors

    /// The leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The baseline of the first line of text (the bottom edge of a view without text).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of text (the bottom edge of a view without text).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: Layout guides

    /// The layout guides added to the view.
    public var layoutGuides: [UILayoutGuide] { autoLayout.guides.filter { $0.role == .user } }

    /// Adds a layout guide: its owning view becomes this view.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView = self
    }

    /// Removes a layout guide (its constraints stop taking part in layout).
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self else { return }
        layoutGuide.owningView = nil
        setNeedsLayout()
    }

    /// The guide of the view's bounds inset by its ``layoutMargins``.
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = autoLayout.marginsGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIViewLayoutMarginsGuide"
        guide.role = .margins
        autoLayout.marginsGuide = guide
        guide.owningView = self
        return guide
    }

    /// The guide of the view's bounds inset by its ``safeAreaInsets``.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = autoLayout.safeAreaGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIViewSafeAreaLayoutGuide"
        guide.role = .safeArea
        autoLayout.safeAreaGuide = guide
        guide.owningView = self
        return guide
    }

    /// The guide of the layout margins narrowed, when they are wider, to the readable width:
    /// a width whose lines of body text stay easy to read, centred between the margins, top and
    /// bottom at the margins'. The readable width is 672 points at the default text size
    /// (*assumption*: the iPad's readable width at the Large category, widely measured; UIKit
    /// documents no number), scaled with the body style's size at other sizes. On an iPhone in
    /// portrait it is the margins' guide's rectangle.
    public var readableContentGuide: UILayoutGuide {
        if let guide = autoLayout.readableGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIViewReadableContentGuide"
        guide.role = .readableContent
        autoLayout.readableGuide = guide
        guide.owningView = self
        return guide
    }

    /// The readable content guide's insets from the bounds: the layout margins, with the sides
    /// moved in equally to keep the width at most the readable width.
    var readableContentInsets: UIEdgeInsets {
        var insets = layoutMargins
        let readable = 672 * UIFont.TextStyle.body.size(for: traitCollection.preferredContentSizeCategory) / 17
        let extra = max(0, bounds.width - insets.left - insets.right - readable) / 2
        guard extra.isFinite else { return insets }
        insets.left += extra
        insets.right += extra
        return insets
    }

    // MARK: Content priorities

    /// How much the view resists growing past its intrinsic size along `axis` (250 by default).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? autoLayout.hugging.horizontal : autoLayout.hugging.vertical
    }

    /// Sets how much the view resists growing past its intrinsic size along `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { autoLayout.hugging.horizontal = priority } else { autoLayout.hugging.vertical = priority }
        superview?.setNeedsLayout()
    }

    /// How much the view resists shrinking below its intrinsic size along `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? autoLayout.compressionResistance.horizontal : autoLayout.compressionResistance.vertical
    }

    /// Sets how much the view resists shrinking below its intrinsic size along `axis`.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            autoLayout.compressionResistance.horizontal = priority
        } else {
            autoLayout.compressionResistance.vertical = priority
        }
        superview?.setNeedsLayout()
    }

    // MARK: Debugging

    /// Whether the view's frame is not fully determined by its hierarchy's constraints (at their
    /// priorities): some other frame would satisfy them as well. Brings the layout up to date
    /// first. False for a view in a hierarchy without constraints.
    public var hasAmbiguousLayout: Bool {
        LayoutEngine.isAmbiguous(self)
    }

    // MARK: Fitting sizes

    /// The smallest size: the target of ``UIView/systemLayoutSizeFitting(_:)`` for the most
    /// compact layout.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size: the target for the most expanded layout (UIKit's 10,000,000 points
    /// each way).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
}
