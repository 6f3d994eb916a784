import Foundation
import SBUIKit
import Testing

/// Content hugging and compression resistance between two label-like views with intrinsic
/// sizes, side by side in a container: `|[a][b]|`.
@MainActor @Suite struct AutoLayoutPriorityTests {
    func pair(width: CGFloat) -> (UIView, IntrinsicView, IntrinsicView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 100))
        let a = IntrinsicView(100, 20), b = IntrinsicView(80, 20)
        root.addSubview(a)
        root.addSubview(b)
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|[a][b]|", metrics: nil, views: ["a": a, "b": b])
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|[a]", metrics: nil, views: ["a": a])
                + [b.topAnchor.constraint(equalTo: a.topAnchor)])
        return (root, a, b)
    }

    @Test func theLowerHuggingPriorityGrows() {
        // 300 points for 100 + 80 = 180 of content: 120 points to give. b hugs at 251, a at 250,
        // so a grows: a = 100 + 120 = 220, b keeps 80.
        let (root, a, b) = pair(width: 300)
        b.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 220, height: 20))
        #expect(b.frame == CGRect(x: 220, y: 0, width: 80, height: 20))
        // The other way round: a hugs harder (251 against 250), b grows to 300 - 100 = 200.
        b.setContentHuggingPriority(.defaultLow, for: .horizontal)
        a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(a.frame.width == 100)
        #expect(b.frame == CGRect(x: 100, y: 0, width: 200, height: 20))
    }

    @Test func theLowerCompressionResistanceShrinks() {
        // 150 points for 180 of content: 30 too many. a resists at 750, b at 751, so a gives:
        // a = 100 - 30 = 70, b keeps 80.
        let (root, a, b) = pair(width: 150)
        b.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        root.layoutIfNeeded()
        #expect(a.frame.width == 70)
        #expect(b.frame == CGRect(x: 70, y: 0, width: 80, height: 20))
        #expect(a.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        #expect(a.contentHuggingPriority(for: .vertical) == .defaultLow)
    }

    @Test func anIntrinsicSizeChangeIsLaidOutAgain() {
        let (root, a, b) = pair(width: 300)
        b.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        root.layoutIfNeeded()
        b.size = CGSize(width: 120, height: 20)
        root.layoutIfNeeded()
        // b now 120: a = 300 - 120 = 180.
        #expect(a.frame.width == 180)
        #expect(b.frame == CGRect(x: 180, y: 0, width: 120, height: 20))
    }

    @Test func priorityArithmetic() {
        #expect(UILayoutPriority.required.rawValue == 1000)
        #expect(UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.defaultLow.rawValue == 250)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(UILayoutPriority.defaultLow + 1 == UILayoutPriority(251))
        #expect(UILayoutPriority.required - 1 == 999)
        #expect(UILayoutPriority.defaultLow < .defaultHigh)
    }
}
