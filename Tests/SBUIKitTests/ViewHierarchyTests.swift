import Foundation
import SBRender
import SBUIKit
import Testing

/// UIView's hierarchy: adding, inserting, reordering and removing subviews, the notifications in
/// UIKit's order, tags, descendants and windows.
@MainActor @Suite struct ViewHierarchyTests {
    /// A view that records its hierarchy notifications.
    final class RecordingView: UIView {
        var log: [String] = []
        var name = ""
        var shared: ((String) -> Void)?
        private func note(_ s: String) { log.append(s); shared?("\(name).\(s)") }
        override func willMove(toSuperview newSuperview: UIView?) { note("willMoveToSuperview(\(newSuperview == nil ? "nil" : "view"))") }
        override func didMoveToSuperview() { note("didMoveToSuperview") }
        override func willMove(toWindow newWindow: UIWindow?) { note("willMoveToWindow(\(newWindow == nil ? "nil" : "window"))") }
        override func didMoveToWindow() { note("didMoveToWindow") }
        override func didAddSubview(_ subview: UIView) { note("didAddSubview") }
        override func willRemoveSubview(_ subview: UIView) { note("willRemoveSubview") }
        override func tintColorDidChange() { note("tintColorDidChange") }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { note("traitCollectionDidChange") }
    }

    @Test func addInsertReorderRemove() {
        let root = UIView()
        let a = UIView(), b = UIView(), c = UIView(), d = UIView()
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, at: 0)
        #expect(root.subviews == [c, a, b])
        root.insertSubview(d, aboveSubview: c)
        #expect(root.subviews == [c, d, a, b])
        root.insertSubview(d, belowSubview: b)
        #expect(root.subviews == [c, a, d, b])
        // Adding a subview again moves it to the top.
        root.addSubview(a)
        #expect(root.subviews == [c, d, b, a])
        root.bringSubviewToFront(c)
        #expect(root.subviews == [d, b, a, c])
        root.sendSubviewToBack(a)
        #expect(root.subviews == [a, d, b, c])
        root.exchangeSubview(at: 0, withSubviewAt: 3)
        #expect(root.subviews == [c, d, b, a])
        // An index past the end is clamped to the end.
        let e = UIView()
        root.insertSubview(e, at: 99)
        #expect(root.subviews.last === e)
        #expect(a.superview === root)
        a.removeFromSuperview()
        #expect(a.superview == nil && !root.subviews.contains(a))
        // Moving a view to another superview takes it out of the first.
        let other = UIView()
        other.addSubview(b)
        #expect(b.superview === other && !root.subviews.contains(b))
    }

    @Test func notificationsInUIKitsOrder() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var events: [String] = []
        let parent = RecordingView(), child = RecordingView()
        parent.name = "parent"
        child.name = "child"
        parent.shared = { events.append($0) }
        child.shared = { events.append($0) }
        window.addSubview(parent)
        events.removeAll()
        parent.addSubview(child)
        #expect(events == ["child.willMoveToSuperview(view)", "child.willMoveToWindow(window)", "child.didMoveToWindow",
                           "child.didMoveToSuperview", "parent.didAddSubview"])
        events.removeAll()
        child.removeFromSuperview()
        #expect(events == ["parent.willRemoveSubview", "child.willMoveToSuperview(nil)", "child.willMoveToWindow(nil)",
                           "child.didMoveToWindow", "child.didMoveToSuperview"])
        // Moving a subtree into a window tells every view in it.
        events.removeAll()
        let detached = UIView()
        detached.addSubview(child)
        events.removeAll()
        window.addSubview(detached)
        #expect(events == ["child.willMoveToWindow(window)", "child.didMoveToWindow"])
        #expect(child.window === window && detached.window === window && parent.window === window)
    }

    @Test func tagsDescendantsAndMisuse() {
        let root = UIView(), a = UIView(), b = UIView()
        a.tag = 7
        b.tag = 7
        root.addSubview(a)
        a.addSubview(b)
        // Depth first: a (tag 7) before its subview b.
        #expect(root.viewWithTag(7) === a)
        #expect(root.viewWithTag(8) == nil)
        #expect(b.isDescendant(of: root) && b.isDescendant(of: b) && !root.isDescendant(of: b))
        // UIKit raises for a view added to itself or to its own descendant: recorded as this
        // test's issue with UIKit's message, and nothing changes.
        withKnownIssue {
            root.addSubview(root)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("NSInvalidArgumentException") && $0.rawValue.contains("Can't add self as subview") }
        }
        withKnownIssue { b.addSubview(root) }
        #expect(root.superview == nil && b.subviews.isEmpty && root.subviews == [a])
        withKnownIssue { root.exchangeSubview(at: 0, withSubviewAt: 5) }
        #expect(root.subviews == [a])
    }

    @Test func tintColorIsInherited() {
        let root = UIView(), child = RecordingView()
        root.addSubview(child)
        child.log.removeAll()
        // The system tint at the root: system blue (0, 122, 255).
        #expect(child.tintColor == UIColor.systemBlue)
        root.tintColor = .systemRed
        #expect(child.tintColor == UIColor.systemRed)
        #expect(child.log == ["tintColorDidChange"])
        child.tintColor = .systemGreen
        root.tintColor = .systemOrange
        // The child keeps its own tint and hears no change from above.
        #expect(child.tintColor == UIColor.systemGreen && child.log == ["tintColorDidChange", "tintColorDidChange"])
    }

    @Test func darkModeReachesColours() throws {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        // The HIG's dark label is white; the dark system background black; dark system blue (10, 132, 255).
        #expect(UIColor.label.resolvedColor(with: dark) == UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(UIColor.systemBlue.resolvedColor(with: dark) == UIColor(red: 10.0 / 255, green: 132.0 / 255, blue: 1, alpha: 1))
        #expect(UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == UIColor.black)
        let custom = UIColor { $0.userInterfaceStyle == .dark ? .red : .green }
        #expect(custom.resolvedColor(with: dark) == UIColor.red && custom.cgColor == UIColor.green.cgColor)
        // A view's background follows its traits, set or inherited.
        let root = UIView(), child = UIView()
        root.addSubview(child)
        child.backgroundColor = .systemBackground
        #expect(child.layer.backgroundColor == UIColor.white.cgColor)
        root.traitCollection = UITraitCollection(traitsFrom: [root.traitCollection, dark])
        #expect(child.layer.backgroundColor == UIColor.black.cgColor)
        #expect(child.backgroundColor === UIColor.systemBackground || child.backgroundColor?.resolvedColor(with: dark) == UIColor.black)
        // A subtree can force its own style: light inside the dark root.
        let light = UIView()
        light.backgroundColor = .systemBackground
        root.addSubview(light)
        #expect(light.layer.backgroundColor == UIColor.black.cgColor)
        light.overrideUserInterfaceStyle = .light
        #expect(light.traitCollection.userInterfaceStyle == .light && light.layer.backgroundColor == UIColor.white.cgColor)
        // Block animations apply their changes at once and complete.
        var finished = false
        UIView.animate(withDuration: 0.3, animations: { light.alpha = 0.5 }, completion: { finished = $0 })
        #expect(light.alpha == 0.5 && finished)
        // A label drawn in dark mode: white text on black.
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        label.text = "Hill"
        label.backgroundColor = .systemBackground
        label.traitCollection = UITraitCollection(traitsFrom: [label.traitCollection, dark])
        let picture = try Renderer().renderImage(view: label)
        #expect(Array(picture.pixels[0..<4]) == [0, 0, 0, 255])
        // Somewhere in the text's ink there is white.
        let rows = stride(from: 0, to: picture.pixels.count, by: 4).map { picture.pixels[$0] }
        #expect(rows.contains(255))
    }

    @Test func traitsAreInherited() {
        let root = UIView(), child = RecordingView()
        root.addSubview(child)
        child.log.removeAll()
        #expect(child.traitCollection.layoutDirection == .leftToRight)
        root.traitCollection = UITraitCollection(traitsFrom: [root.traitCollection, UITraitCollection(layoutDirection: .rightToLeft)])
        #expect(child.traitCollection.layoutDirection == .rightToLeft)
        #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(child.log == ["traitCollectionDidChange"])
        child.semanticContentAttribute = .forceLeftToRight
        #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }
}
