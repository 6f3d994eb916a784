public import Foundation
public import SBLayout

/// A headless `UIWindow`: the root of a view hierarchy, whose traits and safe area its views
/// inherit, showing a root view controller's view.
@preconcurrency @MainActor open class UIWindow: UIView {
    /// The view controller whose view fills the window. Setting it puts its view in the
    /// window, sized to the window's bounds and resizing with it.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue?.viewIfLoaded, old.superview === self { old.removeFromSuperview() }
            guard let vc = rootViewController, let v = vc.view else { return }
            v.frame = bounds
            v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(v)
        }
    }

    /// A window with this frame, hidden until ``makeKeyAndVisible()`` (as UIKit's windows).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Required by UIKit's archiving: a hidden window with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    /// The device the window was made for, if any (its screen, safe area, traits and status bar).
    public private(set) var device: DevicePreset?

    /// A window filling `device`'s portrait screen, with the device's safe area and traits
    /// (idiom, scale, size classes: compact width on a phone, regular on a pad), light or dark,
    /// a text size and a layout direction. Drawn (its root view controller with `Renderer().render(viewController:device:format:)`),
    /// it shows the device's status bar.
    public convenience init(device: DevicePreset, userInterfaceStyle: UIUserInterfaceStyle = .light,
                            contentSizeCategory: UIContentSizeCategory = .large,
                            layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight) {
        self.init(frame: CGRect(origin: .zero, size: CGSize(width: device.screenSize.width, height: device.screenSize.height)))
        self.device = device
        let pad = device.idiom == .pad
        traitCollection = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: pad ? .regular : .compact), UITraitCollection(verticalSizeClass: .regular),
            UITraitCollection(displayScale: CGFloat(device.scale)), UITraitCollection(layoutDirection: layoutDirection),
            UITraitCollection(userInterfaceIdiom: pad ? .pad : .phone),
            UITraitCollection(userInterfaceStyle: userInterfaceStyle == .unspecified ? .light : userInterfaceStyle),
            UITraitCollection(preferredContentSizeCategory: contentSizeCategory == .unspecified ? .large : contentSizeCategory),
        ])
        let s = device.safeArea
        setSafeAreaInsets(UIEdgeInsets(top: s.top, left: s.left, bottom: s.bottom, right: s.right))
    }

    /// Whether this is the key window (after ``makeKeyAndVisible()``).
    public private(set) var isKeyWindow = false

    /// Makes the window key and shows it (`isHidden` false), laying out its root view
    /// controller's view.
    open func makeKeyAndVisible() {
        let appearing = isHidden || !isKeyWindow
        isKeyWindow = true
        isHidden = false
        if appearing { rootViewController?.viewWillAppear(false) }
        layoutIfNeeded()
        if appearing { rootViewController?.viewDidAppear(false) }
    }

    /// Makes the window key.
    open func makeKey() {
        isKeyWindow = true
    }
}
