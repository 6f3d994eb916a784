import Foundation
import SBUIKit
import Testing

/// UIView's geometry as UIKit derives it from the layer: frame, bounds, centre and transform,
/// conversions between views, autoresizing, the layout pass, margins and the safe area. Every
/// number is worked by hand in the comment beside it.
@MainActor @Suite struct ViewGeometryTests {
    private func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }

    @Test func frameBoundsCenter() {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        // Centre: (10 + 100 / 2, 20 + 50 / 2) = (60, 45); bounds at the origin.
        #expect(v.center == CGPoint(x: 60, y: 45))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(v.layer.position == CGPoint(x: 60, y: 45))
        // New bounds keep the centre: 40 x 30 around (60, 45) = (40, 30, 40, 30).
        v.bounds = CGRect(x: 5, y: 5, width: 40, height: 30)
        #expect(v.frame == CGRect(x: 40, y: 30, width: 40, height: 30))
        // A new frame keeps the bounds' origin.
        v.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(v.bounds == CGRect(x: 5, y: 5, width: 10, height: 10))
        v.center = CGPoint(x: 100, y: 100)
        #expect(v.frame == CGRect(x: 95, y: 95, width: 10, height: 10))
    }

    @Test func frameUnderATransform() {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        // Twice as wide about the centre (60, 45): 200 wide from 60 - 100 = -40.
        v.transform = CGAffineTransform(scaleX: 2, y: 1)
        #expect(v.frame == CGRect(x: -40, y: 20, width: 200, height: 50))
        #expect(v.bounds.size == CGSize(width: 100, height: 50))
        // A quarter turn: 50 wide and 100 tall about (60, 45): (35, -5, 50, 100).
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(v.frame, CGRect(x: 35, y: -5, width: 50, height: 100)))
        // Setting the frame under a scale of 2 x 1 takes the size whose scaled box it is:
        // 300 / 2 = 150 wide, 40 tall, centred at (0 + 150, 0 + 20).
        v.transform = CGAffineTransform(scaleX: 2, y: 1)
        v.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
        #expect(v.bounds.size == CGSize(width: 150, height: 40) && v.center == CGPoint(x: 150, y: 20))
        // The layer's anchor point moves the frame: anchor (0, 0) at position (60, 45), identity.
        let w = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        w.layer.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(w.frame == CGRect(x: 60, y: 45, width: 100, height: 50))
    }

    @Test func convertingPointsAndRects() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let parent = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        root.addSubview(parent)
        parent.addSubview(child)
        // (1, 1) in the child: + (5, 5) in the parent = (6, 6); + (10, 20) in the root = (16, 26).
        #expect(child.convert(CGPoint(x: 1, y: 1), to: parent) == CGPoint(x: 6, y: 6))
        #expect(child.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 16, y: 26))
        #expect(root.convert(CGPoint(x: 16, y: 26), to: child) == CGPoint(x: 1, y: 1))
        // The child's (6, 6) is the parent's (5 + 6, 5 + 6) = (11, 11).
        #expect(parent.convert(CGPoint(x: 6, y: 6), from: child) == CGPoint(x: 11, y: 11))
        // A scrolled parent (bounds origin (0, 100)) moves its content up by 100.
        parent.bounds.origin = CGPoint(x: 0, y: 100)
        #expect(child.convert(CGPoint(x: 1, y: 1), to: root) == CGPoint(x: 16, y: -74))
        // A child scaled 2x about its centre (30, 30): its (0, 0) corner lands at centre - size =
        // (30 - 50, 30 - 50) = (-20, -20) of the parent's content.
        parent.bounds.origin = .zero
        child.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: -20, y: -20))
        // A rect: the bounding box of the mapped corners: 50 x 50 at 2x is 100 x 100.
        #expect(child.convert(child.bounds, to: parent) == CGRect(x: -20, y: -20, width: 100, height: 100))
        #expect(parent.convert(CGRect(x: -20, y: -20, width: 100, height: 100), to: child) == child.bounds)
        // Sibling hierarchies meet at their roots: the other root's (16, 26) is the child's (1, 1)
        // in root coordinates only when they share a root; a lone view's root is itself.
        let lone = UIView(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        #expect(lone.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 1, y: 1))
    }

    @Test func autoresizingArithmetic() {
        let sup = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let width = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        width.autoresizingMask = [.flexibleWidth]
        let centred = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let all = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        all.autoresizingMask = [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
        let fixed = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        for v in [width, centred, all, fixed] { sup.addSubview(v) }
        sup.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
        // Width: the whole 100-point change goes to the width: 80 + 100 = 180.
        #expect(width.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
        // Both margins (10 and 10) share 100 in proportion: the left one grows by 50: x = 60.
        #expect(centred.frame == CGRect(x: 60, y: 10, width: 80, height: 80))
        // Top 10, height 80, bottom 10 share 50 by 10 : 80 : 10: y = 10 + 5 = 15, height 80 + 40 = 120.
        #expect(all.frame == CGRect(x: 10, y: 15, width: 80, height: 120))
        #expect(fixed.frame == CGRect(x: 10, y: 10, width: 80, height: 80))
        // Without autoresizesSubviews nothing moves.
        sup.autoresizesSubviews = false
        sup.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(width.frame.width == 180)
        // Zero-length flexible parts share the change evenly: margins 0 and 0 of a full-width view
        // share 20: 10 each.
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        let full = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        full.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        host.addSubview(full)
        host.bounds.size.width = 120
        #expect(full.frame.minX == 10)
    }

    /// Records layout passes in a shared log.
    final class LayoutView: UIView {
        var name = ""
        var log: (String) -> Void = { _ in }
        override func layoutSubviews() {
            super.layoutSubviews()
            log(name)
        }
    }

    @Test func layoutPassWalksTheSubtree() {
        var order: [String] = []
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = LayoutView(), b = LayoutView(), a1 = LayoutView()
        for (v, n) in [(root, "root"), (a, "a"), (b, "b"), (a1, "a1")] {
            v.name = n
            v.log = { order.append($0) }
        }
        root.addSubview(a)
        root.addSubview(b)
        a.addSubview(a1)
        root.layoutIfNeeded()
        // Every new view needs layout: parents before children, subviews in order.
        #expect(order == ["root", "a", "a1", "b"])
        order.removeAll()
        root.layoutIfNeeded()
        #expect(order.isEmpty)
        // Only the marked view runs; asking a child lays out a marked ancestor first.
        b.setNeedsLayout()
        root.setNeedsLayout()
        a1.layoutIfNeeded()
        #expect(order == ["root", "b"])
        order.removeAll()
        // A new size marks the view.
        a.bounds.size = CGSize(width: 10, height: 10)
        root.layoutIfNeeded()
        #expect(order == ["a"])
    }

    @Test func sizeToFitAndIntrinsicSize() {
        let v = UIView(frame: CGRect(x: 3, y: 4, width: 30, height: 40))
        // UIView's own sizeThatFits is its current size; there is no intrinsic size.
        #expect(v.sizeThatFits(CGSize(width: 1, height: 1)) == CGSize(width: 30, height: 40))
        #expect(v.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(UIView.noIntrinsicMetric == -1)
        v.sizeToFit()
        #expect(v.frame == CGRect(x: 3, y: 4, width: 30, height: 40))
    }

    @Test func safeAreaReachesSubviews() {
        // An iPhone 15 Pro's portrait safe area: 59 at the top, 34 at the bottom, 393 x 852.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        root.setSafeAreaInsets(UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let top = UIView(frame: CGRect(x: 0, y: 30, width: 393, height: 100))
        let bottom = UIView(frame: CGRect(x: 0, y: 800, width: 393, height: 52))
        let middle = UIView(frame: CGRect(x: 0, y: 200, width: 393, height: 100))
        for v in [top, bottom, middle] { root.addSubview(v) }
        // Top: the unsafe band ends at 59, the view starts at 30: 29 of it is unsafe.
        #expect(top.safeAreaInsets == UIEdgeInsets(top: 29, left: 0, bottom: 0, right: 0))
        // Bottom: the safe area ends at 852 - 34 = 818, the view at 852: 34.
        #expect(bottom.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(middle.safeAreaInsets == .zero)
        // Nested: a 10-point-down subview of `top` keeps 29 - 10 = 19.
        let nested = UIView(frame: CGRect(x: 0, y: 10, width: 100, height: 50))
        top.addSubview(nested)
        #expect(nested.safeAreaInsets.top == 19)
        // A lone view has none.
        #expect(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).safeAreaInsets == .zero)
    }

    @Test func layoutMargins() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        // 8 on every side by default.
        #expect(root.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        root.setSafeAreaInsets(UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        // Measured from the safe area: 59 + 8 = 67 at the top, 34 + 8 = 42 at the bottom.
        #expect(root.layoutMargins == UIEdgeInsets(top: 67, left: 8, bottom: 42, right: 8))
        root.insetsLayoutMarginsFromSafeArea = false
        #expect(root.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        // Directional margins follow the layout direction.
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(root.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        root.semanticContentAttribute = .forceRightToLeft
        #expect(root.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
        root.semanticContentAttribute = .unspecified
        // Preserving the superview's margins: root margins 20 each side; a child at x = 5 with
        // 8-point margins keeps at least 20 - 5 = 15 on the left.
        root.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        let child = UIView(frame: CGRect(x: 5, y: 100, width: 383, height: 100))
        root.addSubview(child)
        child.insetsLayoutMarginsFromSafeArea = false
        child.preservesSuperviewLayoutMargins = true
        // Left: 20 - 5 = 15; right: the child ends at 388, the root's margin at 393 - 20 = 373: 15.
        #expect(child.layoutMargins == UIEdgeInsets(top: 8, left: 15, bottom: 8, right: 15))
    }

    @Test func windowAndRootViewController() {
        final class Controller: UIViewController {
            var events: [String] = []
            override func viewDidLoad() { events.append("viewDidLoad") }
            override func viewWillLayoutSubviews() { events.append("viewWillLayoutSubviews") }
            override func viewDidLayoutSubviews() { events.append("viewDidLayoutSubviews") }
            override func viewWillAppear(_ animated: Bool) { events.append("viewWillAppear") }
            override func viewDidAppear(_ animated: Bool) { events.append("viewDidAppear") }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(window.isHidden)
        let vc = Controller()
        #expect(!vc.isViewLoaded)
        window.rootViewController = vc
        window.makeKeyAndVisible()
        #expect(vc.events == ["viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear"])
        #expect(vc.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(vc.view.window === window && window.isKeyWindow && !window.isHidden)
        // A root view's margins: the system minimum, 16 leading and trailing on a compact width, 0
        // top and bottom (plus the safe area, here none).
        #expect(vc.view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        // Additional safe area insets add to the root view's safe area.
        vc.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(vc.view.safeAreaInsets.top == 10)
        // The window resizes its root view.
        window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
        #expect(vc.view.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
    }
}
