import Foundation
import SBUIKit
import Testing

/// Frames worked out by hand from the constraints, in a 320 x 480 root view (margins 8).
@MainActor @Suite struct AutoLayoutFrameTests {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

    @Test func anchorsPlaceViews() {
        let a = constrainedView(), b = constrainedView()
        root.addSubview(a)
        root.addSubview(b)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            a.widthAnchor.constraint(equalToConstant: 100),
            a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            b.centerYAnchor.constraint(equalTo: a.centerYAnchor),
            b.heightAnchor.constraint(equalToConstant: 44),
        ])
        root.layoutIfNeeded()
        // a: x 20, y 30, width 100, height 100 x 0.5 = 50.
        #expect(a.frame == CGRect(x: 20, y: 30, width: 100, height: 50))
        // b: from 20 + 100 + 8 = 128 to 320 - 20 = 300 (width 172); centre y 30 + 25 = 55, so
        // y = 55 - 44 / 2 = 33.
        #expect(b.frame == CGRect(x: 128, y: 33, width: 172, height: 44))
    }

    @Test func marginsAndTheSafeArea() {
        let a = constrainedView(), b = constrainedView()
        root.addSubview(a)
        root.addSubview(b)
        root.setSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        root.insetsLayoutMarginsFromSafeArea = false
        let margins = root.layoutMarginsGuide, safe = root.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            a.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            a.topAnchor.constraint(equalTo: safe.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
            NSLayoutConstraint(item: b, attribute: .left, relatedBy: .equal, toItem: root, attribute: .leftMargin,
                               multiplier: 1, constant: 2),
            NSLayoutConstraint(item: b, attribute: .bottom, relatedBy: .equal, toItem: safe, attribute: .bottom,
                               multiplier: 1, constant: 0),
            NSLayoutConstraint(item: b, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                               multiplier: 1, constant: 50),
            NSLayoutConstraint(item: b, attribute: .height, relatedBy: .equal, toItem: b, attribute: .width,
                               multiplier: 1, constant: -20),
        ])
        root.layoutIfNeeded()
        // a: margins 8 each side (320 - 16 = 304 wide), top at the safe area's 47.
        #expect(a.frame == CGRect(x: 8, y: 47, width: 304, height: 10))
        // b: left margin 8 + 2; bottom at 480 - 34 = 446, height 50 - 20 = 30, so y = 416.
        #expect(b.frame == CGRect(x: 10, y: 416, width: 50, height: 30))
        #expect(margins.layoutFrame == CGRect(x: 8, y: 8, width: 304, height: 464))
        #expect(safe.layoutFrame == CGRect(x: 0, y: 47, width: 320, height: 399))  // 480 - 47 - 34
    }

    @Test func nestedViewsAndAutoresizingFrames() {
        // A container with a set frame (translating its autoresizing mask) holds a constrained
        // view; a constrained view inside that one is placed in its own coordinates.
        let container = UIView(frame: CGRect(x: 40, y: 60, width: 200, height: 100))
        root.addSubview(container)
        let inner = constrainedView(), innermost = constrainedView()
        container.addSubview(inner)
        inner.addSubview(innermost)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            inner.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            inner.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
            inner.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -5),
            innermost.centerXAnchor.constraint(equalTo: inner.centerXAnchor),
            innermost.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            innermost.widthAnchor.constraint(equalToConstant: 20),
            innermost.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(container.frame == CGRect(x: 40, y: 60, width: 200, height: 100))
        // inner: 10 in from each side of 200 (180 wide), 5 from top and bottom of 100 (90 high).
        #expect(inner.frame == CGRect(x: 10, y: 5, width: 180, height: 90))
        // innermost: centred in inner (180 / 2 - 10 = 80); its centre y is the root's 240, which
        // in inner's coordinates is 240 - 60 - 5 = 175, so y = 165.
        #expect(innermost.frame == CGRect(x: 80, y: 165, width: 20, height: 20))
    }

    @Test func changingAConstantOrDeactivatingReLaysOut() {
        let a = constrainedView()
        root.addSubview(a)
        let leading = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
        let wide = a.widthAnchor.constraint(equalToConstant: 100)
        let narrow = a.widthAnchor.constraint(lessThanOrEqualToConstant: 60)
        narrow.priority = .defaultHigh
        NSLayoutConstraint.activate([leading, wide, a.topAnchor.constraint(equalTo: root.topAnchor),
                                     a.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 20, y: 0, width: 100, height: 10))
        leading.constant = 40
        root.layoutIfNeeded()
        #expect(a.frame.minX == 40)
        // A 750 width <= 60 loses to the required 100 ...
        narrow.isActive = true
        root.layoutIfNeeded()
        #expect(a.frame.width == 100)
        // ... and wins once the required one is gone.
        wide.isActive = false
        root.layoutIfNeeded()
        #expect(a.frame.width == 60)
        #expect(!wide.isActive && narrow.isActive)
        // Constraints on one view's own size are installed on that view, the others on the
        // closest common ancestor.
        #expect(root.constraints.count == 2)  // leading, top
        #expect(a.constraints.count == 2)  // height, narrow
    }

    @Test func rightToLeftFlipsLeadingAndTrailing() {
        let a = constrainedView(), b = constrainedView(), c = constrainedView()
        for view in [root, a, b, c] { view.semanticContentAttribute = .forceRightToLeft }
        for view in [a, b, c] {
            root.addSubview(view)
            view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
            view.heightAnchor.constraint(equalToConstant: 10).isActive = true
        }
        let pull = c.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        pull.priority = .defaultLow
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            a.widthAnchor.constraint(equalToConstant: 100),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
            b.widthAnchor.constraint(equalToConstant: 50),
            c.leadingAnchor.constraint(greaterThanOrEqualTo: a.trailingAnchor, constant: 10),
            c.widthAnchor.constraint(equalToConstant: 50),
            pull,
        ])
        root.layoutIfNeeded()
        // Leading is the right edge: a's right edge at 320 - 20 = 300, so x = 300 - 100 = 200.
        #expect(a.frame == CGRect(x: 200, y: 0, width: 100, height: 10))
        // b's leading (right) edge 10 past a's trailing (left) edge, leftwards: 200 - 10 = 190.
        #expect(b.frame == CGRect(x: 140, y: 0, width: 50, height: 10))
        // c's leading edge at least 10 past a's trailing edge means at most 190 from the left;
        // pulled (250) towards the root's leading edge (320), it stops at 190.
        #expect(c.frame == CGRect(x: 140, y: 0, width: 50, height: 10))
    }

    @Test func removingAViewDeactivatesTheConstraintsThatReachIntoIt() {
        let a = constrainedView(), b = constrainedView()
        root.addSubview(a)
        a.addSubview(b)
        let outer = b.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5)
        let inner = b.widthAnchor.constraint(equalTo: a.widthAnchor)
        NSLayoutConstraint.activate([outer, inner])
        #expect(root.constraints.contains { $0 === outer })
        #expect(a.constraints.contains { $0 === inner })
        a.removeFromSuperview()
        #expect(!outer.isActive)
        #expect(inner.isActive)
    }

    @Test func updateConstraintsRunsBeforeLayoutWhenAskedFor() {
        let view = UpdatingView()
        root.addSubview(view)
        root.layoutIfNeeded()
        // Pinned 10 in from each edge by its own updateConstraints: 320 - 20 by 480 - 20.
        #expect(view.frame == CGRect(x: 10, y: 10, width: 300, height: 460))
        #expect(view.updates == 1)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(view.updates == 1)
        view.inset = 20
        view.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        #expect(view.updates == 2)
        #expect(view.frame == CGRect(x: 20, y: 20, width: 280, height: 440))
    }

    @Test func ambiguousLayoutIsDetected() {
        let a = constrainedView(), b = constrainedView()
        root.addSubview(a)
        root.addSubview(b)
        // a: x, y, width and height all held. b: only its x and width: its y and height are free.
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 10),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor), b.widthAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(!a.hasAmbiguousLayout)
        #expect(b.hasAmbiguousLayout)
        // Held by optional constraints it is determined too: a height of 20 at 250 and a top at
        // least 5 below a's bottom, pulled up at 2 (the probe pulls at 1).
        let top = b.topAnchor.constraint(equalTo: root.topAnchor)
        top.priority = UILayoutPriority(2)
        let height = b.heightAnchor.constraint(equalToConstant: 20)
        height.priority = .defaultLow
        NSLayoutConstraint.activate([b.topAnchor.constraint(greaterThanOrEqualTo: a.bottomAnchor, constant: 5), top, height])
        #expect(!b.hasAmbiguousLayout)
        #expect(b.frame == CGRect(x: 10, y: 15, width: 10, height: 20))  // 10 + 5 below a's top 0
    }

    @Test func anOutOfRangePriorityIsRefused() {
        let a = constrainedView()
        let c = a.widthAnchor.constraint(equalToConstant: 10)
        withKnownIssue {
            c.priority = UILayoutPriority(1001)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Priorities must be greater than 0 and less than or equal to NSLayoutPriorityRequired") }
        }
        #expect(c.priority == .required)
        withKnownIssue { c.priority = UILayoutPriority(0) }
        #expect(c.priority == .required)
        c.priority = .defaultHigh
        #expect(c.priority == .defaultHigh)
    }
}

/// A view that makes its constraints in updateConstraints, as UIKit's documentation shows.
final class UpdatingView: UIView {
    var updates = 0
    var inset: CGFloat = 10
    private var pins: [NSLayoutConstraint] = []

    override func updateConstraints() {
        updates += 1
        if let superview {
            NSLayoutConstraint.deactivate(pins)
            pins = [
                leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: inset),
                trailingAnchor.constraint(equalTo: superview.trailingAnchor, constant: -inset),
                topAnchor.constraint(equalTo: superview.topAnchor, constant: inset),
                bottomAnchor.constraint(equalTo: superview.bottomAnchor, constant: -inset),
            ]
            NSLayoutConstraint.activate(pins)
        }
        super.updateConstraints()
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    required convenience init() {
        self.init(frame: .zero)
    }
}
