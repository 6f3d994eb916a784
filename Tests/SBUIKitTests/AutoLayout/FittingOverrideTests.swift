import Foundation
import SBUIKit
import Testing

/// A cell that forces its measured width, as apps override the fitting size.
final class FixedWidthView: UIView {
    override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                          verticalFittingPriority: UILayoutPriority) -> CGSize {
        super.systemLayoutSizeFitting(CGSize(width: 250, height: targetSize.height), withHorizontalFittingPriority: .required,
                                      verticalFittingPriority: verticalFittingPriority)
    }
}

@MainActor @Suite struct FittingOverrideTests {
    @Test func subclassesOverrideTheFittingSize() {
        let view = FixedWidthView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = IntrinsicView(30, 40)
        view.addSubview(inner)
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-(>=0)-[inner]-(>=0)-|", metrics: nil, views: ["inner": inner])
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-5-[inner]-5-|", metrics: nil, views: ["inner": inner]))
        // The override's 250, required; 5 + 40 + 5 = 50 high. The one-argument call goes
        // through the override too, as in UIKit.
        #expect(view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 250, height: 50))
    }
}
