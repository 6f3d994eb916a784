public import Foundation

/// A headless `UIStackView`: it lays its arranged subviews out in a row or a column by their
/// fitting sizes (intrinsic sizes; a multi-line label's height at the width it gets), with
/// UIKit's distributions and alignments. Hidden arranged views leave the arrangement, spacing
/// included; with ``isLayoutMarginsRelativeArrangement`` the views sit inside the layout margins.
@preconcurrency @MainActor open class UIStackView: UIView {
    /// How views share the stack's length (UIKit's `UIStackView.Distribution`).
    public enum Distribution: Int, Sendable {
        /// Views at their fitting sizes, the one that hugs least stretched or shrunk to fill.
        case fill = 0
        /// Every view the same length.
        case fillEqually = 1
        /// Lengths in proportion to the fitting sizes, filling the stack.
        case fillProportionally = 2
        /// Views at their fitting sizes with equal gaps filling the stack.
        case equalSpacing = 3
        /// Views at their fitting sizes with their centres equally far apart.
        case equalCentering = 4
    }

    /// Where views sit across the stack (UIKit's `UIStackView.Alignment`).
    public enum Alignment: Int, Sendable {
        /// Stretched across the stack.
        case fill = 0
        /// At the leading edge (a vertical stack's left in left to right).
        case leading = 1
        /// At the first baseline (a horizontal stack; drawn at the top).
        case firstBaseline = 2
        /// Centred.
        case center = 3
        /// At the trailing edge.
        case trailing = 4
        /// At the last baseline (a horizontal stack; drawn at the bottom).
        case lastBaseline = 5

        /// At the top (a horizontal stack): the leading case.
        public static let top = Alignment.leading
        /// At the bottom (a horizontal stack): the trailing case.
        public static let bottom = Alignment.trailing
    }

    /// UIKit's spacing constants (system spacing is drawn as 8 points).
    public static let spacingUseDefault: CGFloat = -.greatestFiniteMagnitude
    /// The system's standard spacing: 8 points.
    public static let spacingUseSystem: CGFloat = 8

    /// The views the stack arranges, in order.
    public private(set) var arrangedSubviews: [UIView] = []

    /// The direction: horizontal by default.
    open var axis = UILayoutConstraintAxis.horizontal { didSet { setNeedsLayout() } }
    /// How views share the length: fill by default.
    open var distribution = Distribution.fill { didSet { setNeedsLayout() } }
    /// Where views sit across: fill by default.
    open var alignment = Alignment.fill { didSet { setNeedsLayout() } }
    /// The gap between views (the smallest gap for equal spacing and centring): 0 by default.
    open var spacing: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// Whether views are arranged inside the layout margins instead of the bounds.
    open var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsLayout() } }
    /// Whether spacing is measured between baselines (kept; spacing is between edges).
    open var isBaselineRelativeArrangement = false

    private var customSpacing: [ObjectIdentifier: CGFloat] = [:]

    /// A stack arranging `views` (added as subviews).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }

    /// Adds `view` at the end of the arrangement (and as a subview when it is not one).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` at `stackIndex` of the arrangement (and as a subview when it is not one).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else {
            return UIKitException.raise(UIKitException.invalidArgument, reason: "Can't add self as subview",
                                        recovery: "leaves the stack view as it is")
        }
        guard stackIndex >= 0, stackIndex <= arrangedSubviews.count - (arrangedSubviews.contains(view) ? 1 : 0) else {
            return UIKitException.raise(UIKitException.invalidArgument,
                                        reason: "Stack index \(stackIndex) out of range for arranged subviews of count \(arrangedSubviews.count)",
                                        recovery: "leaves the stack view as it is")
        }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: stackIndex)
        // As UIKit does: the stack view places its arranged views, so their autoresizing masks
        // become no constraints of theirs.
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// Takes `view` out of the arrangement; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacing[ObjectIdentifier(view)] = nil
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// A subview removed from the stack leaves the arrangement too.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(subview) { removeArrangedSubview(subview) }
    }

    /// Sets the gap after `arrangedSubview` (instead of ``spacing``).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacing[ObjectIdentifier(arrangedSubview)] = spacing
        setNeedsLayout()
    }

    /// The gap after `arrangedSubview` (``spacingUseDefault`` when it has no custom one).
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacing[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    // MARK: Layout

    /// The visible arranged views (hidden ones leave the arrangement).
    private var shown: [UIView] { arrangedSubviews.filter { !$0.isHidden } }

    /// The gap after each shown view but the last.
    private func gaps(_ views: [UIView]) -> [CGFloat] {
        views.dropLast().map { customSpacing[ObjectIdentifier($0)] ?? spacing }
    }

    /// The area the views are arranged in.
    private var arrangementRect: CGRect {
        isLayoutMarginsRelativeArrangement ? bounds.inset(by: layoutMargins) : bounds
    }

    /// A view's fitting length along `axis` when it is `cross` long across (nil: unknown).
    static func fittingSize(of view: UIView, crossLength cross: CGFloat?, axis: UILayoutConstraintAxis) -> CGSize {
        if let stack = view as? UIStackView { return stack.contentSize(crossLength: cross, crossAxisOfParent: axis) }
        var size = view.intrinsicContentSize
        if let label = view as? UILabel, label.numberOfLines != 1, axis == .vertical, let cross, cross > 0 {
            size = label.sizeThatFits(CGSize(width: cross, height: 0))
        }
        if size.width < 0 { size.width = view.bounds.width }
        if size.height < 0 { size.height = view.bounds.height }
        // The view's own required width and height constraints (an image view 80 high) win over
        // its intrinsic size, as they do in UIKit's arrangement.
        if let width = fixedLength(of: view, .width) { size.width = width }
        if let height = fixedLength(of: view, .height) { size.height = height }
        return size
    }

    /// The length a view's own active, required `width == c` or `height == c` constraint gives it
    /// (the last one installed), or nil.
    static func fixedLength(of view: UIView, _ attribute: NSLayoutConstraint.Attribute) -> CGFloat? {
        view.autoLayout.constraints.last { c in
            c.isActive && c.firstItem === view && c.secondItem == nil && c.firstAttribute == attribute && c.relation == .equal
                && c.priority == .required && c.constant.isFinite && c.constant >= 0
        }?.constant
    }

    /// The size the arrangement needs: along the axis the views' lengths and gaps, across the
    /// largest view, plus the margins when the arrangement is relative to them.
    func contentSize(crossLength: CGFloat?, crossAxisOfParent: UILayoutConstraintAxis) -> CGSize {
        let views = shown
        let margins = isLayoutMarginsRelativeArrangement ? layoutMargins : .zero
        let horizontal = axis == .horizontal
        // My cross length: the parent's cross is my width when the parent is vertical.
        let myWidth: CGFloat? = crossAxisOfParent == .vertical ? crossLength.map { $0 - margins.left - margins.right } : nil
        let sizes = views.map { Self.fittingSize(of: $0, crossLength: horizontal ? nil : myWidth, axis: axis) }
        let gapTotal = gaps(views).reduce(0, +)
        let main: CGFloat, cross: CGFloat
        if horizontal {
            main = distribution == .fillEqually ? (sizes.map(\.width).max() ?? 0) * CGFloat(sizes.count) + gapTotal : sizes.map(\.width).reduce(0, +) + gapTotal
            cross = sizes.map(\.height).max() ?? 0
            return CGSize(width: main + margins.left + margins.right, height: cross + margins.top + margins.bottom)
        }
        main = distribution == .fillEqually ? (sizes.map(\.height).max() ?? 0) * CGFloat(sizes.count) + gapTotal : sizes.map(\.height).reduce(0, +) + gapTotal
        cross = sizes.map(\.width).max() ?? 0
        return CGSize(width: cross + margins.left + margins.right, height: main + margins.top + margins.bottom)
    }

    /// The arrangement's size: the views' lengths and gaps along the axis, the largest across.
    open override var intrinsicContentSize: CGSize {
        contentSize(crossLength: nil, crossAxisOfParent: axis)
    }

    /// The arrangement's size, wrapping multi-line labels of a vertical stack at `size`'s width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        contentSize(crossLength: size.width > 0 ? size.width : nil, crossAxisOfParent: .vertical)
    }

    /// The views' hugging priority along the axis: labels and image views hug slightly more
    /// (251) than other views (250), as UIKit's defaults.
    private func hugging(_ view: UIView) -> Float {
        // A view whose length along the axis a required constraint fixes is never stretched.
        if Self.fixedLength(of: view, axis == .horizontal ? .width : .height) != nil { return 1000 }
        return view is UILabel || view is UIImageView ? 251 : 250
    }

    /// Places the arranged views by the distribution and alignment.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let views = shown
        guard !views.isEmpty else { return }
        let area = arrangementRect
        guard !area.isNull else { return }
        let horizontal = axis == .horizontal
        let available = horizontal ? area.width : area.height
        let crossAvailable = horizontal ? area.height : area.width
        let gapList = gaps(views)
        let gapTotal = gapList.reduce(0, +)
        let sizes = views.map { Self.fittingSize(of: $0, crossLength: crossAvailable, axis: axis) }
        let natural = sizes.map { horizontal ? $0.width : $0.height }
        var lengths = natural
        var gapsUsed = gapList
        let n = CGFloat(views.count)
        switch distribution {
        case .fillEqually:
            lengths = Array(repeating: max(0, (available - gapTotal) / n), count: views.count)
        case .fillProportionally:
            let total = natural.reduce(0, +)
            lengths = total > 0 ? natural.map { $0 * max(0, available - gapTotal) / total }
                                : Array(repeating: max(0, (available - gapTotal) / n), count: views.count)
        case .fill:
            lengths = Self.fill(natural, leftover: available - gapTotal - natural.reduce(0, +), priorities: views.map(hugging))
        case .equalSpacing:
            let leftover = available - natural.reduce(0, +)
            if leftover >= gapTotal, views.count > 1 {
                gapsUsed = Array(repeating: leftover / (n - 1), count: views.count - 1)
            } else if leftover < gapTotal {
                lengths = Self.fill(natural, leftover: leftover - gapTotal, priorities: views.map(hugging))
            }
        case .equalCentering:
            if views.count > 1 {
                // Centres equally far apart, the first view at the leading edge and the last at
                // the trailing edge; when that would bring views closer than the spacing, they
                // are packed at the spacing from the leading edge.
                let step = (available - natural[0] / 2 - natural[views.count - 1] / 2) / (n - 1)
                var candidate: [CGFloat] = []
                for i in 0..<(views.count - 1) { candidate.append(step - natural[i] / 2 - natural[i + 1] / 2) }
                if zip(candidate, gapList).allSatisfy({ $0 >= $1 - 1e-9 }) { gapsUsed = candidate }
            }
        }
        let rtl = horizontal && effectiveUserInterfaceLayoutDirection == .rightToLeft
        var offset: CGFloat = 0
        for (i, v) in views.enumerated() {
            let naturalCross = horizontal ? sizes[i].height : sizes[i].width
            var crossLength = min(naturalCross, crossAvailable)
            var crossOffset: CGFloat = 0
            switch alignment {
            case .fill: crossLength = crossAvailable
            case .leading, .firstBaseline: crossOffset = 0
            case .center: crossOffset = (crossAvailable - crossLength) / 2
            case .trailing, .lastBaseline: crossOffset = crossAvailable - crossLength
            }
            var frame: CGRect
            if horizontal {
                let x = rtl ? area.maxX - offset - lengths[i] : area.minX + offset
                frame = CGRect(x: x, y: area.minY + crossOffset, width: lengths[i], height: crossLength)
            } else {
                var x = area.minX + crossOffset
                if effectiveUserInterfaceLayoutDirection == .rightToLeft, alignment != .fill, alignment != .center {
                    x = area.maxX - crossOffset - crossLength
                }
                frame = CGRect(x: x, y: area.minY + offset, width: crossLength, height: lengths[i])
            }
            if v.frame != frame { v.frame = frame }
            offset += lengths[i] + (i < gapsUsed.count ? gapsUsed[i] : 0)
        }
    }

    /// The fill distribution: `leftover` (positive: room to spare; negative: too little) goes
    /// to the view that hugs least (the lowest priority); among equals, to the last of them
    /// (an assumption: UIKit documents only that it goes by index). A view shrinks to 0 at
    /// most, the rest of a shortfall going to the next view back.
    static func fill(_ natural: [CGFloat], leftover: CGFloat, priorities: [Float]) -> [CGFloat] {
        var lengths = natural
        guard leftover != 0, !natural.isEmpty else { return lengths }
        let order = natural.indices.sorted { a, b in priorities[a] != priorities[b] ? priorities[a] < priorities[b] : a > b }
        if leftover > 0 {
            lengths[order[0]] += leftover
            return lengths
        }
        var shortfall = -leftover
        for i in order where shortfall > 0 {
            let cut = min(lengths[i], shortfall)
            lengths[i] -= cut
            shortfall -= cut
        }
        return lengths
    }
}
