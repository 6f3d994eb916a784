import Foundation
internal import SBConstraints

/// A view whose first and last baselines are not its bottom edge (a label): where they lie in
/// its bounds.
@MainActor package protocol BaselineLayoutProviding {
    /// The distance from the top of the view to its first baseline, and from its bottom to its
    /// last baseline.
    var baselineOffsets: (firstFromTop: CGFloat, lastFromBottom: CGFloat) { get }
}

/// Turns a hierarchy into the solver's linear constraints (``LayoutEngine/Spec``), each view's
/// and guide's rectangle as four unknowns in the root's coordinates.
@MainActor struct SpecBuilder {
    let root: UIView
    let views: [UIView]
    private let inTree: Set<ObjectIdentifier>
    /// The views of ``views`` whose subtrees their own engines lay out (see
    /// ``LayoutEngine/isIsland(_:)``): their frames take part, their guides and constraints not.
    let islands: Set<ObjectIdentifier>

    /// The widths the last solution gave the labels that wrap at their own width, whose
    /// intrinsic heights are measured at them.
    var widthHints: [ObjectIdentifier: CGFloat] = [:]

    init(root: UIView, views: [UIView], islands: Set<ObjectIdentifier> = []) {
        self.root = root
        self.views = views
        self.islands = islands
        inTree = Set(views.map { ObjectIdentifier($0) })
    }

    /// A view's intrinsic size; a label that wraps at its own width is measured at the width
    /// the last solution gave it, as UIKit's engine does for such labels.
    ///
    /// Sizes are kept until ``UIView/invalidateIntrinsicContentSize()``, as UIKit keeps them (a
    /// wrapping label's for the width it was measured at).
    func intrinsicSize(of view: UIView) -> CGSize {
        if let stack = view as? UIStackView, stack.wrapsAtLayoutWidth {
            // A column holding labels that wrap is as tall as they are at its width.
            let width = widthHints[ObjectIdentifier(stack)] ?? stack.bounds.width
            if let cached = stack.autoLayout.intrinsicSize, cached.width == width { return cached.size }
            let size = widthHints[ObjectIdentifier(stack)] != nil
                ? stack.contentSize(crossLength: width, crossAxisOfParent: .vertical) : stack.intrinsicContentSize
            stack.autoLayout.intrinsicSize = (width, size)
            return size
        }
        if let label = view as? UILabel, label.wrapsAtLayoutWidth {
            let width = widthHints[ObjectIdentifier(label)] ?? label.bounds.width
            if let cached = label.autoLayout.intrinsicSize, cached.width == width { return cached.size }
            let size = widthHints[ObjectIdentifier(label)] != nil
                ? label.sizeThatFits(CGSize(width: width, height: 0)) : label.intrinsicContentSize
            label.autoLayout.intrinsicSize = (width, size)
            return size
        }
        if let cached = view.autoLayout.intrinsicSize, cached.width == nil { return cached.size }
        let size = view.intrinsicContentSize
        view.autoLayout.intrinsicSize = (nil, size)
        return size
    }

    func variables(of view: UIView) -> LayoutVariables {
        if let v = view.autoLayout.variables { return v }
        let v = LayoutVariables(name: String(describing: type(of: view)))
        view.autoLayout.variables = v
        return v
    }

    func variables(of guide: UILayoutGuide) -> LayoutVariables { guide.layoutVariables }

    /// The unknowns of an item in this hierarchy, or nil.
    private func variables(ofItem item: AnyObject?) -> LayoutVariables? {
        if let view = item as? UIView {
            return inTree.contains(ObjectIdentifier(view)) ? variables(of: view) : nil
        }
        if let guide = item as? UILayoutGuide, let owner = guide.owningView, inTree.contains(ObjectIdentifier(owner)) {
            return variables(of: guide)
        }
        return nil
    }

    /// Every constraint of the hierarchy, in a fixed order: the root's rectangle (or the fitting
    /// size), the autoresizing-mask constraints, intrinsic sizes, the margins and safe-area
    /// guides, then the installed constraints view by view, in the order they were installed.
    func specs(fitting: (target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)?) -> [LayoutEngine.Spec] {
        var specs: [LayoutEngine.Spec] = []
        let r = variables(of: root)
        let rootName = NSLayoutConstraint.itemName(root)
        func add(_ owner: AnyObject, _ part: Int, _ lhs: LinearExpression, _ relation: Relation, _ rhs: Double,
                 _ priority: Priority = .required, _ description: @autoclosure @escaping @MainActor () -> String) {
            specs.append(LayoutEngine.Spec(key: LayoutEngine.Key(object: ObjectIdentifier(owner), part: part),
                                           expression: Self.finite(lhs - LinearExpression(rhs)), relation: relation,
                                           priority: priority, describe: description))
        }
        if let fitting {
            add(root, 0, LinearExpression(r.minX), .equal, 0, .required, "<NSLayoutConstraint 'UIView-Fitting-minX' \(rootName).minX == 0   (active)>")
            add(root, 1, LinearExpression(r.minY), .equal, 0, .required, "<NSLayoutConstraint 'UIView-Fitting-minY' \(rootName).minY == 0   (active)>")
            let w = Double(fitting.target.width), h = Double(fitting.target.height)
            add(root, 2, LinearExpression(r.width), .equal, w, Priority(fitting.horizontal.rawValue),
                "<NSLayoutConstraint 'UIView-Encapsulated-Layout-Width' \(rootName).width == \(NSLayoutConstraint.number(fitting.target.width))\(Self.at(fitting.horizontal))   (active)>")
            add(root, 3, LinearExpression(r.height), .equal, h, Priority(fitting.vertical.rawValue),
                "<NSLayoutConstraint 'UIView-Encapsulated-Layout-Height' \(rootName).height == \(NSLayoutConstraint.number(fitting.target.height))\(Self.at(fitting.vertical))   (active)>")
        } else {
            let b = root.bounds
            for (part, variable, value, name) in [(0, r.minX, b.minX, "minX"), (1, r.minY, b.minY, "minY"),
                                                  (2, r.width, b.width, "width"), (3, r.height, b.height, "height")] {
                add(root, part, LinearExpression(variable), .equal, Double(value), .required,
                    "<NSAutoresizingMaskLayoutConstraint \(Self.mask(root)) \(rootName).\(name) == \(NSLayoutConstraint.number(value))   (active)>")
            }
        }
        for view in views.dropFirst() {
            guard let parent = view.superview else { continue }
            let v = variables(of: view), p = variables(of: parent)
            let name = NSLayoutConstraint.itemName(view)
            if Self.holdsFrame(view) {
                // The frame as set (untransformed: centre and bounds), relative to the parent's
                // bounds, held as UIKit's autoresizing-mask constraints: along each axis a change
                // of the parent's size goes to the flexible parts of (leading margin, size,
                // trailing margin) in proportion to their lengths (evenly when those are all 0),
                // so a flexible content view follows its cell's size when the cell is measured.
                let b = view.bounds, c = view.center, pb = parent.bounds
                let mask = view.autoresizingMask
                let resizes = parent.autoresizesSubviews && !Self.arrangedByStack(view)
                let mark = Self.mask(view)
                for axis in 0..<2 {
                    let horizontal = axis == 0
                    let origin = horizontal ? c.x - b.width / 2 - pb.minX : c.y - b.height / 2 - pb.minY
                    let length = horizontal ? b.width : b.height
                    let parentLength = horizontal ? pb.width : pb.height
                    let flexible = !resizes ? (false, false, false)
                        : horizontal ? (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
                        : (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
                    let parts = [origin, length, parentLength - origin - length]
                    let flags = [flexible.0, flexible.1, flexible.2]
                    let count = flags.filter { $0 }.count
                    let total = zip(parts, flags).reduce(CGFloat(0)) { $0 + ($1.1 ? $1.0 : 0) }
                    func share(_ i: Int) -> Double {
                        guard flags[i], count > 0 else { return 0 }
                        return Double(total != 0 ? parts[i] / total : 1 / CGFloat(count))
                    }
                    let (kOrigin, kLength) = (share(0), share(1))
                    let parentSize = horizontal ? p.width : p.height
                    let position = horizontal ? v.minX - p.minX : v.minY - p.minY
                    let size = LinearExpression(horizontal ? v.width : v.height)
                    let names = horizontal ? ("minX", "width") : ("minY", "height")
                    // position == kOrigin * parentSize + (origin - kOrigin * parentLength), likewise the size.
                    add(view, 2 * axis, position - kOrigin * parentSize, .equal, Double(origin) - kOrigin * Double(parentLength), .required,
                        "<NSAutoresizingMaskLayoutConstraint \(mark) \(name).\(names.0) == \(Self.linear(kOrigin, NSLayoutConstraint.itemName(parent), horizontal ? "width" : "height", Double(origin) - kOrigin * Double(parentLength)))   (active)>")
                    // An arranged view's own required width or height constraint sets that length
                    // (its stack view gives it that length), so the frame does not hold it.
                    let fixedByItsConstraint = !view.autoLayout.translatesAutoresizingMask
                        && UIStackView.fixedLength(of: view, horizontal ? .width : .height) != nil
                    if !fixedByItsConstraint {
                    add(view, 2 * axis + 1, size - kLength * parentSize, .equal, Double(length) - kLength * Double(parentLength), .required,
                        "<NSAutoresizingMaskLayoutConstraint \(mark) \(name).\(names.1) == \(Self.linear(kLength, NSLayoutConstraint.itemName(parent), horizontal ? "width" : "height", Double(length) - kLength * Double(parentLength)))   (active)>")
                    }
                }
            }
        }
        for view in views where view === root || !Self.holdsFrame(view) {
            // Intrinsic content size: hugging keeps the view from growing past it, compression
            // resistance from shrinking below it.
            let v = variables(of: view)
            let size = intrinsicSize(of: view)
            let name = NSLayoutConstraint.itemName(view)
            let hug = view.autoLayout.hugging, resist = view.autoLayout.compressionResistance
            for (axis, variable, value, hugging, compression) in [
                (0, v.width, size.width, hug.horizontal, resist.horizontal),
                (1, v.height, size.height, hug.vertical, resist.vertical),
            ] where value >= 0 && value != UIView.noIntrinsicMetric {
                let dimension = axis == 0 ? "width" : "height"
                let text = "<NSContentSizeLayoutConstraint \(name).\(dimension) == \(NSLayoutConstraint.number(value)) Hug:\(NSLayoutConstraint.number(CGFloat(hugging.rawValue))) CompressionResistance:\(NSLayoutConstraint.number(CGFloat(compression.rawValue)))   (active)>"
                add(view, 4 + 2 * axis, LinearExpression(variable), .lessThanOrEqual, Double(value), Priority(hugging.rawValue), text)
                add(view, 5 + 2 * axis, LinearExpression(variable), .greaterThanOrEqual, Double(value), Priority(compression.rawValue), text)
            }
        }
        for view in views where view === root || !islands.contains(ObjectIdentifier(view)) {
            let v = variables(of: view)
            // Each guide's insets, computed only for a guide the view has (a view's safe area is
            // found through its ancestors: asking every view for it costs the depth each time).
            let guides: [(UILayoutGuide?, () -> UIEdgeInsets)] = [
                (view.autoLayout.marginsGuide, { view.layoutMargins }), (view.autoLayout.safeAreaGuide, { view.safeAreaInsets }),
                (view.autoLayout.readableGuide, { view.readableContentInsets }),
            ]
            for (guide, insetsOfGuide) in guides {
                guard let guide else { continue }
                let insets = insetsOfGuide()
                let g = variables(of: guide)
                let name = "\(NSLayoutConstraint.itemName(guide))"
                let viewName = NSLayoutConstraint.itemName(view)
                add(guide, 0, g.minX - v.minX, .equal, Double(insets.left), .required,
                    "<NSLayoutConstraint '\(guide.identifier)-left' H:|-(\(NSLayoutConstraint.number(insets.left)))-[\(name)](LTR)   (active, names: '|':\(viewName) )>")
                add(guide, 1, g.minY - v.minY, .equal, Double(insets.top), .required,
                    "<NSLayoutConstraint '\(guide.identifier)-top' V:|-(\(NSLayoutConstraint.number(insets.top)))-[\(name)]   (active, names: '|':\(viewName) )>")
                add(guide, 2, v.width - g.width, .equal, Double(insets.left + insets.right), .required,
                    "<NSLayoutConstraint '\(guide.identifier)-right' H:[\(name)]-(\(NSLayoutConstraint.number(insets.right)))-|(LTR)   (active, names: '|':\(viewName) )>")
                add(guide, 3, v.height - g.height, .equal, Double(insets.top + insets.bottom), .required,
                    "<NSLayoutConstraint '\(guide.identifier)-bottom' V:[\(name)]-(\(NSLayoutConstraint.number(insets.bottom)))-|   (active, names: '|':\(viewName) )>")
            }
        }
        for view in views where view === root || !islands.contains(ObjectIdentifier(view)) {
            for constraint in view.autoLayout.constraints {
                if let spec = spec(for: constraint) { specs.append(spec) }
            }
        }
        return specs
    }

    /// The solver constraint of an `NSLayoutConstraint`, or nil when one of its items is not in
    /// this hierarchy.
    private func spec(for c: NSLayoutConstraint) -> LayoutEngine.Spec? {
        guard c.isValid, let first = position(c.firstItem, c.firstAttribute) else { return nil }
        var rhs = LinearExpression(Double(c.constant))
        if c.secondItem != nil {
            guard let second = position(c.secondItem, c.secondAttribute) else { return nil }
            rhs = second * Double(c.multiplier) + Double(c.constant)
        }
        var relation: Relation = switch c.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        // Leading and trailing constraints in a right-to-left layout measure in the other
        // direction: the constant counts leftwards and the inequalities turn round.
        let directional = c.firstAttribute.isDirectional || c.secondAttribute.isDirectional
        if directional, NSLayoutConstraint.view(of: c.firstItem)?.effectiveUserInterfaceLayoutDirection == .rightToLeft {
            rhs = rhs - 2 * Double(c.constant)
            relation = switch relation {
            case .equal: .equal
            case .lessThanOrEqual: .greaterThanOrEqual
            case .greaterThanOrEqual: .lessThanOrEqual
            }
        }
        return LayoutEngine.Spec(key: LayoutEngine.Key(object: ObjectIdentifier(c), part: 0), expression: Self.finite(first - rhs),
                                 relation: relation, priority: Priority(c.priority.rawValue), describe: { c.layoutDescription })
    }

    /// An attribute of an item as an expression of its unknowns (margin attributes through the
    /// view's margins guide), or nil when the item is not in this hierarchy.
    private func position(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> LinearExpression? {
        var item = item, attribute = attribute
        if let plain = attribute.withoutMargin {
            if let view = item as? UIView { item = view.layoutMarginsGuide }
            attribute = plain
        }
        guard let v = variables(ofItem: item) else { return nil }
        let rtl = attribute.isDirectional && NSLayoutConstraint.view(of: item)?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch attribute {
        case .left: return LinearExpression(v.minX)
        case .right: return v.minX + v.width
        case .top: return LinearExpression(v.minY)
        case .bottom: return v.minY + v.height
        case .width: return LinearExpression(v.width)
        case .height: return LinearExpression(v.height)
        case .centerX: return v.minX + 0.5 * v.width
        case .centerY: return v.minY + 0.5 * v.height
        case .leading: return rtl ? v.minX + v.width : LinearExpression(v.minX)
        case .trailing: return rtl ? LinearExpression(v.minX) : v.minX + v.width
        case .firstBaseline:
            // A view's baseline is the one of the view it names for it (a descendant in this
            // hierarchy), else its own.
            if let view = item as? UIView, let inner = Self.baselineView(view.forFirstBaselineLayout, of: view),
               let w = variables(ofItem: inner) {
                if let text = inner as? any BaselineLayoutProviding { return w.minY + Double(text.baselineOffsets.firstFromTop) }
                return w.minY + w.height
            }
            return v.minY + v.height
        case .lastBaseline:
            if let view = item as? UIView, let inner = Self.baselineView(view.forLastBaselineLayout, of: view),
               let w = variables(ofItem: inner) {
                if let text = inner as? any BaselineLayoutProviding {
                    return w.minY + w.height - Double(text.baselineOffsets.lastFromBottom)
                }
                return w.minY + w.height
            }
            return v.minY + v.height
        default: return nil
        }
    }

    /// The largest distance the engine works with, as UIKit's engine caps lengths: a constant
    /// or coefficient beyond it (an intrinsic size of `.greatestFiniteMagnitude`, an infinite
    /// constant) is taken at this size, and a NaN as 0, so the solver's arithmetic stays finite.
    static let largestLength = 1.0e9

    private static func finite(_ expression: LinearExpression) -> LinearExpression {
        func clamp(_ x: Double) -> Double { x.isNaN ? 0 : min(max(x, -largestLength), largestLength) }
        return LinearExpression(expression.terms.map { Term($0.variable, clamp($0.coefficient)) },
                                constant: clamp(expression.constant))
    }

    /// Whether the view's frame is held as it is set rather than solved: it translates its
    /// autoresizing mask, or a stack view arranges it (SBUIKit's stack view places its arranged
    /// subviews itself).
    static func holdsFrame(_ view: UIView) -> Bool {
        view.autoLayout.translatesAutoresizingMask || arrangedByStack(view)
    }

    /// Whether a stack view arranges the view.
    static func arrangedByStack(_ view: UIView) -> Bool {
        guard let stack = view.superview as? UIStackView else { return false }
        return stack.arrangedSubviews.contains { $0 === view }
    }

    /// `m*item.attribute + c` as UIKit prints it (`c` alone when `m` is 0).
    private static func linear(_ m: Double, _ item: String, _ attribute: String, _ c: Double) -> String {
        guard m != 0 else { return NSLayoutConstraint.number(CGFloat(c)) }
        let term = m == 1 ? "\(item).\(attribute)" : "\(NSLayoutConstraint.number(CGFloat(m)))*\(item).\(attribute)"
        if c == 0 { return term }
        return c < 0 ? "\(term) - \(NSLayoutConstraint.number(CGFloat(-c)))" : "\(term) + \(NSLayoutConstraint.number(CGFloat(c)))"
    }

    /// The view to take a baseline from: `candidate` when it is `view` or inside it.
    private static func baselineView(_ candidate: UIView, of view: UIView) -> UIView? {
        candidate === view || candidate.isDescendant(of: view) ? candidate : nil
    }

    /// UIKit's `h=... v=...` summary of an autoresizing mask: `-` fixed, `&` flexible, for the
    /// leading margin, the size and the trailing margin.
    private static func mask(_ view: UIView) -> String {
        let m = view.autoresizingMask
        func c(_ flexible: Bool) -> String { flexible ? "&" : "-" }
        return "h=\(c(m.contains(.flexibleLeftMargin)))\(c(m.contains(.flexibleWidth)))\(c(m.contains(.flexibleRightMargin))) "
            + "v=\(c(m.contains(.flexibleTopMargin)))\(c(m.contains(.flexibleHeight)))\(c(m.contains(.flexibleBottomMargin)))"
    }

    private static func at(_ priority: UILayoutPriority) -> String {
        priority < .required ? " @\(NSLayoutConstraint.number(CGFloat(priority.rawValue)))" : ""
    }
}
