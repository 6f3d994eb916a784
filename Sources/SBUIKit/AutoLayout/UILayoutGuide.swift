public import Foundation

/// A rectangle that takes part in Auto Layout without being a view: spacing between views, a
/// region to centre in, the layout margins and the safe area (UIKit's `UILayoutGuide`).
///
/// Add a guide to a view with ``UIView/addLayoutGuide(_:)``; its anchors then constrain like a
/// view's, and ``layoutFrame`` is the rectangle the last layout pass found, in the owning view's
/// coordinates.
@preconcurrency @MainActor open class UILayoutGuide: NSObject {
    /// The guide's name, shown in constraint descriptions.
    open var identifier = ""

    /// The view the guide belongs to.
    open weak var owningView: UIView? {
        willSet {
            if newValue !== owningView, let old = owningView {
                old.autoLayout.guides.removeAll { $0 === self }
            }
        }
        didSet {
            if let owningView, !owningView.autoLayout.guides.contains(where: { $0 === self }) {
                owningView.autoLayout.guides.append(self)
            }
        }
    }

    /// The guide's rectangle in its owning view's coordinates, as the last layout pass solved it
    /// (zero before any).
    public internal(set) var layoutFrame: CGRect = .zero

    /// The solver's unknowns for the guide's rectangle.
    package lazy var layoutVariables = LayoutVariables(name: identifier.isEmpty ? "UILayoutGuide" : identifier)

    /// Which of a view's own guides this is, if any.
    package enum Role {
        /// A guide a user added.
        case user
        /// A view's ``UIView/layoutMarginsGuide``.
        case margins
        /// A view's ``UIView/safeAreaLayoutGuide``.
        case safeArea
        /// A view's ``UIView/readableContentGuide``.
        case readableContent
    }

    package var role = Role.user

    /// A guide owned by no view yet.
    public override init() {
        super.init()
    }

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

    nonisolated open override var description: String {
        guard Thread.isMainThread else { return "<UILayoutGuide>" }
        return MainActor.assumeIsolated { layoutDescription }
    }

    private var layoutDescription: String {
        "<UILayoutGuide: \(identifier.isEmpty ? "" : "'\(identifier)', ")layoutFrame = \(layoutFrame)>"
    }
}
