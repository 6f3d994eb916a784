public import Foundation

/// A headless `UIViewController`: it loads its view on first use (``loadView()``, then
/// ``viewDidLoad()``), hears its view's layout passes (``viewWillLayoutSubviews()``,
/// ``viewDidLayoutSubviews()``), holds child view controllers, a title and a navigation item,
/// and gives its root view the system minimum margins and its additional safe area.
@preconcurrency @MainActor open class UIViewController: NSObject {
    private var storedView: UIView?

    /// A view controller with no nib (nib names are kept for the signature; there are no nibs
    /// headlessly, so the view comes from ``loadView()``).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Required by UIKit's archiving: a view controller with no nib.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// `init(nibName: nil, bundle: nil)`.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    // MARK: The view

    /// The root view, loaded on first access (``loadView()``, then ``viewDidLoad()``).
    open var view: UIView! {
        get {
            // Off the main actor (a Swift 5 mode caller) the view is not loaded: a plain view
            // stands in, unkept, so that the caller does not trap on nil.
            guard MainActorCheck.reportOffMain("-[\(type(of: self)) view]", recovery: "loads nothing and returns a plain view") else {
                return storedView ?? UIView(frame: .zero)
            }
            loadViewIfNeeded()
            return storedView
        }
        set {
            storedView?.owningViewController = nil
            storedView = newValue
            if let v = newValue { adopt(v) }
        }
    }

    /// The root view if it is loaded, else nil (without loading it).
    open var viewIfLoaded: UIView? { storedView }

    /// Whether the root view is loaded.
    open var isViewLoaded: Bool { storedView != nil }

    /// Makes the root view: the default makes a plain `UIView` the size of the parent's or the
    /// window's bounds when there is one (zero otherwise; a window sizes its root view).
    /// Override to set ``view`` to a view of your own; do not call super then.
    open func loadView() {
        view = UIView(frame: parent?.viewIfLoaded?.bounds ?? .zero)
    }

    /// Loads the view when it is not loaded yet: ``loadView()`` then ``viewDidLoad()``.
    open func loadViewIfNeeded() {
        guard storedView == nil, MainActorCheck.reportOffMain("-[\(type(of: self)) loadViewIfNeeded]", recovery: "loads nothing") else { return }
        loadView()
        if storedView == nil {
            UIKitException.raise(UIKitException.internalInconsistency,
                                 reason: "-[\(type(of: self)) loadView] did not set the view",
                                 recovery: "puts a plain view in its place")
            view = UIView(frame: .zero)
        }
        viewDidLoad()
    }

    private func adopt(_ v: UIView) {
        v.owningViewController = self
        if v.ownLayoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) { v.ownLayoutMargins = .zero }
        updateSafeAreaAdditions()
        updateMinimumMargins()
        if overrideUserInterfaceStyle != .unspecified { v.overrideUserInterfaceStyle = overrideUserInterfaceStyle }
    }

    /// Called after the view loaded; the default does nothing.
    open func viewDidLoad() {}
    /// Called before the view's ``UIView/layoutSubviews()``; the default does nothing.
    open func viewWillLayoutSubviews() {}
    /// Called after the view's ``UIView/layoutSubviews()``; the default does nothing.
    open func viewDidLayoutSubviews() {}
    /// Called when the root view's safe area changes; the default does nothing.
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the root view's layout margins change; the default does nothing.
    open func viewLayoutMarginsDidChange() {}
    /// Called when the traits change; the default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Called before the view appears; the default does nothing.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared; the default does nothing.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears; the default does nothing.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared; the default does nothing.
    open func viewDidDisappear(_ animated: Bool) {}

    /// The coordinator of the transition presenting or dismissing this view controller while one
    /// runs, else nil. SBUIKit draws screens still, with no transition in flight, so it is nil:
    /// code written for UIKit takes its no-transition branch (deselecting without animation, say).
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }

    /// Called before the view's size changes with a rotation or a window resize, with the
    /// transition's coordinator. A headless window keeps its device's size, so SBUIKit never
    /// calls it; overrides call super.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}

    /// Light or dark for the view controller's view and its subviews (`.unspecified`: inherited).
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified {
        didSet { storedView?.overrideUserInterfaceStyle = overrideUserInterfaceStyle }
    }

    /// The traits: the view's (the window's, through the hierarchy), loading the view.
    open var traitCollection: UITraitCollection { view.traitCollection }

    // MARK: Title and navigation

    /// The title; setting it sets the navigation item's title too, as UIKit does.
    open var title: String? {
        didSet { navigationItem.title = title }
    }

    /// The navigation item a navigation controller's bar shows for this view controller.
    public private(set) lazy var navigationItem = UINavigationItem(title: title ?? "")

    /// The nearest navigation controller among the ancestors, or nil.
    open var navigationController: UINavigationController? {
        var p = parent
        while let x = p {
            if let n = x as? UINavigationController { return n }
            p = x.parent
        }
        return nil
    }

    // MARK: Children

    /// The child view controllers, in the order they were added.
    public private(set) var children: [UIViewController] = []

    /// The parent view controller, or nil.
    public private(set) weak var parent: UIViewController?

    /// Adds a child view controller (calling its ``willMove(toParent:)``); add its view to the
    /// hierarchy and call its ``didMove(toParent:)`` after, as UIKit asks.
    open func addChild(_ childController: UIViewController) {
        guard childController !== self, childController.parent !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes the view controller from its parent (calling ``didMove(toParent:)`` with nil).
    /// Call ``willMove(toParent:)`` with nil and remove its view first, as UIKit asks.
    open func removeFromParent() {
        guard let p = parent else { return }
        p.children.removeAll { $0 === self }
        parent = nil
        didMove(toParent: nil)
    }

    /// Called before the view controller moves to a parent (nil: removal); the default does
    /// nothing.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the view controller moved to a parent (nil: removal); the default does
    /// nothing.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Safe area and margins

    /// Insets added to the root view's safe area (for content the view controller draws over
    /// its view). Zero by default.
    open var additionalSafeAreaInsets = UIEdgeInsets.zero {
        didSet { updateSafeAreaAdditions() }
    }

    /// Insets a container adds to this view controller's safe area (a navigation bar's height).
    package var containerSafeAreaInsets = UIEdgeInsets.zero {
        didSet { updateSafeAreaAdditions() }
    }

    private func updateSafeAreaAdditions() {
        let a = additionalSafeAreaInsets, c = containerSafeAreaInsets
        storedView?.additionalSafeAreaInsets = UIEdgeInsets(top: a.top + c.top, left: a.left + c.left, bottom: a.bottom + c.bottom, right: a.right + c.right)
    }

    /// Whether the root view's margins are at least ``systemMinimumLayoutMargins``. True by
    /// default.
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { updateMinimumMargins() }
    }

    /// The smallest margins UIKit gives a view controller's root view: 16 pt leading and
    /// trailing in a compact width, 20 pt in a regular one, 0 at the top and bottom.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = (storedView?.traitCollection ?? UIView.defaultTraits).horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    private func updateMinimumMargins() {
        guard let v = storedView else { return }
        let m = systemMinimumLayoutMargins
        v.minimumLayoutMargins = viewRespectsSystemMinimumLayoutMargins
            ? UIEdgeInsets(top: m.top, left: m.leading, bottom: m.bottom, right: m.trailing) : nil
        v.setNeedsLayout()
    }
}
