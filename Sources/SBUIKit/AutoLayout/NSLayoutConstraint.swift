public import Foundation

/// A linear relation between two layout attributes: `firstItem.firstAttribute relation
/// multiplier * secondItem.secondAttribute + constant`, at a priority (UIKit's
/// `NSLayoutConstraint`).
///
/// An active constraint is installed on the closest common ancestor of its items (its
/// ``UIView/constraints``) and takes part in that hierarchy's layout: the next layout pass solves
/// all of the hierarchy's constraints with SBConstraints' Cassowary solver and sets the frames of
/// the views that do not translate their autoresizing masks. A required constraint that
/// contradicts the others is reported as UIKit logs it ("Unable to simultaneously satisfy
/// constraints.") and left out, never trapped.
@preconcurrency @MainActor open class NSLayoutConstraint: NSObject {
    /// The first item: a `UIView` or a ``UILayoutGuide``.
    public private(set) weak var firstItem: AnyObject?
    /// The second item, or nil for a constraint with a constant only.
    public private(set) weak var secondItem: AnyObject?
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// The second item's attribute (``Attribute/notAnAttribute`` when there is no second item).
    public let secondAttribute: Attribute
    /// How the first attribute compares with the second.
    public let relation: Relation
    /// What the second attribute is multiplied by.
    public let multiplier: CGFloat

    /// What is added to the multiplied second attribute. Changing it re-lays the hierarchy out.
    open var constant: CGFloat {
        didSet { if constant != oldValue { constraintChanged() } }
    }

    /// The constraint's priority (1000, required, by default). An active constraint cannot
    /// change between required and optional (UIKit raises an exception; SBUIKit reports it and
    /// keeps the old priority).
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if priority.rawValue <= 0 || priority.rawValue > 1000 {
                UIKitException.raise(
                    UIKitException.internalInconsistency, recovery: "keeps the priority it had",
                    reason: "It's illegal to set priority:\(Self.number(CGFloat(priority.rawValue))). Priorities must be greater than 0 and less than or equal to NSLayoutPriorityRequired, which is 1000.000000.")
                priority = oldValue
                return
            }
            if isActive, (priority >= .required) != (oldValue >= .required) {
                UIKitException.raise(
                    UIKitException.internalInconsistency, recovery: "keeps the priority it had",
                    reason: "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(Self.number(CGFloat(priority.rawValue))) and the existing priority was \(Self.number(CGFloat(oldValue.rawValue))).")
                priority = oldValue
                return
            }
            constraintChanged()
        }
    }

    /// A name for the constraint, shown in its description and in unsatisfiable-constraint logs.
    open var identifier: String?

    /// Whether the constraint is archived with its views (kept; nothing is archived here).
    open var shouldBeArchived = false

    /// The view the constraint is installed on while active: the closest common ancestor of its
    /// items.
    package private(set) weak var installedView: UIView?

    /// Whether the items and attributes make a constraint UIKit accepts (a refused one is
    /// reported when made and never takes part in layout).
    package let isValid: Bool

    /// Where the constraint comes from in a description (such as `NSAutoresizingMaskLayoutConstraint`).
    package var kindName = "NSLayoutConstraint"

    /// A constraint between two items' attributes: `item1.attr1 relation multiplier * item2.attr2
    /// + constant`. Items are views or layout guides; without a second item (nil and
    /// ``Attribute/notAnAttribute``) the first attribute must be a width or a height.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        let first = view1 as AnyObject
        let second = view2.map { $0 as AnyObject }
        firstItem = first
        secondItem = second
        firstAttribute = attr1
        secondAttribute = second == nil ? .notAnAttribute : attr2
        self.relation = relation
        self.multiplier = multiplier
        constant = c
        let problem = Self.problem(first: first, attr1, second: second, attr2, multiplier: multiplier)
        isValid = problem == nil
        super.init()
        if let problem {
            UIKitException.raise(UIKitException.invalidArgument, reason: "NSLayoutConstraint for \(Self.itemName(first)): \(problem)",
                                 recovery: "makes a constraint that is never activated")
        }
    }

    /// Why UIKit refuses such a constraint, or nil.
    private static func problem(first: AnyObject, _ attr1: Attribute, second: AnyObject?, _ attr2: Attribute,
                                multiplier: CGFloat) -> String? {
        guard first is UIView || first is UILayoutGuide else {
            return "Constraint items must each be a view or layout guide."
        }
        if attr1 == .notAnAttribute { return "Invalid pairing of layout attributes." }
        guard let second else {
            return attr1.isDimension ? nil
                : "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
        }
        guard second is UIView || second is UILayoutGuide else {
            return "Constraint items must each be a view or layout guide."
        }
        if attr2 == .notAnAttribute { return "Invalid pairing of layout attributes." }
        if !attr1.isDimension, multiplier == 0 {
            return "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
        }
        if attr1.isDimension != attr2.isDimension { return "Invalid pairing of layout attributes." }
        if !attr1.isDimension, attr1.isHorizontal != attr2.isHorizontal { return "Invalid pairing of layout attributes." }
        if (attr1.isDirectional && attr2.isAbsoluteHorizontalEdge) || (attr2.isDirectional && attr1.isAbsoluteHorizontalEdge) {
            return "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
        }
        return nil
    }

    // MARK: Activation

    /// Whether the constraint takes part in layout. Activating installs it on the closest
    /// common ancestor of its items (reported, and left inactive, when they have none).
    open var isActive: Bool {
        get { installedView != nil }
        set {
            if newValue { activate() } else { deactivate() }
        }
    }

    /// Activates each constraint (faster than one by one in UIKit; the same here).
    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    /// Deactivates each constraint.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }

    private func activate() {
        guard installedView == nil, isValid else { return }
        guard let ancestor = commonAncestor() else {
            UIKitException.raise(
                UIKitException.generic, recovery: "leaves the constraint inactive",
                reason: "Unable to activate constraint with anchors \(anchorName(firstItem, firstAttribute)) and \(anchorName(secondItem, secondAttribute)) because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.")
            return
        }
        ancestor.install(self)
    }

    private func deactivate() {
        installedView?.uninstall(self)
    }

    /// Records where the constraint is installed (called by the view).
    package func setInstalledView(_ view: UIView?) {
        installedView = view
    }

    /// The closest view that is, or is an ancestor of, both items' views.
    private func commonAncestor() -> UIView? {
        guard let first = Self.view(of: firstItem) else { return nil }
        guard secondItem != nil else { return first }
        guard let second = Self.view(of: secondItem) else { return nil }
        var v: UIView? = first
        while let candidate = v {
            if second.isDescendant(of: candidate) { return candidate }
            v = candidate.superview
        }
        return nil
    }

    /// The view an item belongs to: the view itself, or a guide's owning view.
    package static func view(of item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }

    /// Marks the hierarchy for layout after a change.
    private func constraintChanged() {
        guard let installedView else { return }
        installedView.setNeedsLayout()
        for item in [firstItem, secondItem] {
            Self.view(of: item)?.superview?.setNeedsLayout()
        }
    }

    // MARK: Anchors

    /// The first item's anchor.
    public var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(item: firstItem, attribute: firstAttribute)
    }

    /// The second item's anchor, or nil.
    public var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItem.map { NSLayoutAnchor<AnyObject>(item: $0, attribute: secondAttribute) }
    }

    // MARK: Descriptions

    nonisolated open override var description: String {
        // Descriptions are asked for on the main thread (prints, logs); elsewhere the object's
        // state cannot be read safely.
        guard Thread.isMainThread else { return "<\(type(of: self))>" }
        return MainActor.assumeIsolated { layoutDescription }
    }

    /// UIKit's description: `<NSLayoutConstraint 'id' UILabel.leading == UIView.leadingMargin + 8   (active)>`.
    package var layoutDescription: String {
        var text = "<\(kindName)"
        if let identifier { text += " '\(identifier)'" }
        text += " \(anchorName(firstItem, firstAttribute)) \(relation.symbol)"
        var rhs = ""
        if secondItem != nil {
            rhs = multiplier == 1 ? anchorName(secondItem, secondAttribute)
                : "\(Self.number(multiplier))*\(anchorName(secondItem, secondAttribute))"
            if constant != 0 { rhs += constant < 0 ? " - \(Self.number(-constant))" : " + \(Self.number(constant))" }
        } else {
            rhs = Self.number(constant)
        }
        text += " \(rhs)"
        if priority < .required { text += " @\(Self.number(CGFloat(priority.rawValue)))" }
        text += isActive ? "   (active)>" : "   (inactive)>"
        return text
    }

    private func anchorName(_ item: AnyObject?, _ attribute: Attribute) -> String {
        "\(Self.itemName(item)).\(attribute.name)"
    }

    /// An item's name in descriptions: its class, a guide's identifier.
    package static func itemName(_ item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if let guide = item as? UILayoutGuide {
            return guide.identifier.isEmpty ? "UILayoutGuide" : "UILayoutGuide:'\(guide.identifier)'"
        }
        return String(describing: type(of: item))
    }

    /// A number as UIKit prints it: without a trailing `.0`.
    nonisolated package static func number(_ value: CGFloat) -> String {
        if abs(value) < 1e15, value == CGFloat(Int(value)) { return String(Int(value)) }
        return String(Double(value))
    }
}
