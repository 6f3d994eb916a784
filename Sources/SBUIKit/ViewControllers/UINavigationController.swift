public import Foundation

/// A headless `UINavigationController`: a stack of view controllers, the top one's view filling
/// the controller's view under a ``UINavigationBar`` placed below the safe area's top; the top
/// view controller's safe area grows by the bar's height, as UIKit's does. Pushes and pops are
/// immediate (no transition is drawn).
@preconcurrency @MainActor open class UINavigationController: UIViewController {
    /// The bar.
    public let navigationBar = UINavigationBar()

    /// The stack, bottom first.
    open var viewControllers: [UIViewController] = [] {
        didSet { stackDidChange(old: oldValue) }
    }

    /// Whether the bar is hidden.
    open var isNavigationBarHidden = false {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
        stackDidChange(old: [])
    }

    /// A navigation controller with an empty stack.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Required by UIKit's archiving: an empty stack.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The top view controller.
    open var topViewController: UIViewController? { viewControllers.last }
    /// The view controller shown (the top one).
    open var visibleViewController: UIViewController? { viewControllers.last }

    /// Pushes a view controller (shown at once).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
    }

    /// Pops the top view controller (never the root); returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        return viewControllers.popLast()
    }

    /// Pops back to the root; returns the popped view controllers.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return [] }
        let popped = Array(viewControllers.dropFirst())
        viewControllers = Array(viewControllers.prefix(1))
        return popped
    }

    /// Replaces the stack.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        self.viewControllers = viewControllers
    }

    /// Hides or shows the bar.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    private func stackDidChange(old: [UIViewController]) {
        for vc in old where !viewControllers.contains(where: { $0 === vc }) {
            vc.willMove(toParent: nil)
            vc.viewIfLoaded?.removeFromSuperview()
            vc.removeFromParent()
        }
        for vc in viewControllers where vc.parent !== self {
            addChild(vc)
            vc.didMove(toParent: self)
        }
        navigationBar.items = viewControllers.map(\.navigationItem)
        viewIfLoaded?.setNeedsLayout()
    }

    /// The view: a plain view holding the top view controller's view and the bar.
    open override func loadView() {
        super.loadView()
        view.addSubview(navigationBar)
    }

    /// Places the top view controller's view (the whole view) and the bar under the safe area's
    /// top, and gives the top view controller the bar's height as extra safe area.
    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        guard let root = viewIfLoaded else { return }
        navigationBar.items = viewControllers.map(\.navigationItem)
        let top = root.safeAreaInsets.top
        let barHeight = navigationBar.sizeThatFits(root.bounds.size).height
        navigationBar.isHidden = isNavigationBarHidden
        navigationBar.frame = CGRect(x: 0, y: top, width: root.bounds.width, height: barHeight)
        for vc in viewControllers.dropLast() where vc.viewIfLoaded?.superview === root { vc.view.removeFromSuperview() }
        if let topController = topViewController {
            let v = topController.view!
            if v.superview !== root { root.insertSubview(v, belowSubview: navigationBar) }
            v.frame = root.bounds
            v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            topController.containerSafeAreaInsets = UIEdgeInsets(top: isNavigationBarHidden ? 0 : barHeight, left: 0, bottom: 0, right: 0)
        }
    }
}
