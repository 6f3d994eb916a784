import Foundation
@testable import SBUIKit
import Testing

/// Required constraints that contradict one another are reported as UIKit logs them (on standard
/// error; UIKit raises nothing, so a test that meets one is not failed), the one that cannot hold
/// is left out, and layout goes on.
@MainActor @Suite struct UnsatisfiableConstraintTests {
    @Test func theConflictingConstraintIsBrokenAndNamed() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let a = constrainedView()
        root.addSubview(a)
        let first = a.widthAnchor.constraint(equalToConstant: 100)
        let second = a.widthAnchor.constraint(equalToConstant: 200)
        second.identifier = "too-wide"
        NSLayoutConstraint.activate([first, second, a.heightAnchor.constraint(equalToConstant: 10),
                                     a.topAnchor.constraint(equalTo: root.topAnchor),
                                     a.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
        let reports = root.autoLayout.engine?.reports ?? []
        #expect(reports.count == 1)
        let report = reports.first ?? ""
        #expect(report.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(report.contains("\"<NSLayoutConstraint UIView.width == 100   (active)>\""))
        #expect(report.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint 'too-wide' UIView.width == 200   (active)>"))
        // Laying out again does not log the same conflict again.
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(root.autoLayout.engine?.reports.count == 1)
        // Removing the other one lets the broken constraint hold.
        first.isActive = false
        root.layoutIfNeeded()
        #expect(a.frame.width == 200)
    }

    @Test func anAutoresizingFrameAgainstAConstraint() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))  // translates its mask
        root.addSubview(a)
        a.widthAnchor.constraint(equalToConstant: 80).isActive = true
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
        let report = root.autoLayout.engine?.reports.first ?? ""
        #expect(report.contains("NSAutoresizingMaskLayoutConstraints that you don't understand"))
        #expect(report.contains("<NSAutoresizingMaskLayoutConstraint h=--- v=--- UIView.width == 50   (active)>"))
    }

    @Test func constraintsWithoutACommonAncestorAreNotActivated() {
        let a = UIView(), b = UIView()
        let c = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        withKnownIssue {
            c.isActive = true
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("NSGenericException") && $0.rawValue.contains("because they have no common ancestor") }
        }
        #expect(!c.isActive)
        var bad: NSLayoutConstraint?
        withKnownIssue {
            bad = NSLayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: nil,
                                     attribute: .notAnAttribute, multiplier: 1, constant: 10)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Location attributes must be specified in pairs.") }
        }
        bad?.isActive = true
        #expect(bad?.isActive == false)
        var mixed: NSLayoutConstraint?
        withKnownIssue {
            mixed = NSLayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: a, attribute: .left,
                                       multiplier: 1, constant: 0)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("between a leading/trailing attribute and a right/left attribute") }
        }
        mixed?.isActive = true
        #expect(mixed?.isActive == false)
    }

    @Test func nonFiniteSizesAndConstantsDoNotTrap() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let wide = IntrinsicView(.greatestFiniteMagnitude, 20), odd = constrainedView()
        root.addSubview(wide)
        root.addSubview(odd)
        NSLayoutConstraint.activate([
            wide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            wide.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
            wide.topAnchor.constraint(equalTo: root.topAnchor),
            odd.widthAnchor.constraint(equalToConstant: .nan),
            odd.heightAnchor.constraint(equalToConstant: .infinity),
            odd.topAnchor.constraint(equalTo: root.topAnchor),
            odd.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        ])
        root.layoutIfNeeded()
        // The required trailing edge wins over the (capped) intrinsic width: 320 wide.
        #expect(wide.frame == CGRect(x: 0, y: 0, width: 320, height: 20))
        // NaN is taken as 0, infinity as the engine's largest length.
        #expect(odd.frame.width == 0)
        #expect(odd.frame.height == 1.0e9)
    }
}
