import Foundation
import SBUIKit
import Testing

/// A stack view under Auto Layout as self-sizing cells use it, the readable content guide, and
/// a view controller's transition coordinator. Text heights are Inter's (a 17-point line is
/// 17 x 3408 / 2816 = 20.574, 62 px at 3x = 20.667; "Hill Hill" wraps at 40 points to two lines,
/// 41.148 -> 124 px = 41.333).
@MainActor @Suite struct StackArrangementTests {
    /// A column [image view, 80 high by its own constraint; a wrapping label], 6 apart, pinned
    /// 10 inside a 60-wide view: the column is 40 wide, the label wraps to two lines, and the
    /// view's fitting height is 10 + 80 + 6 + 41.333 + 10 = 147.333.
    @Test func aColumnSizesItsViewByItsViewsConstraintsAndWrappedText() {
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 10))
        let image = UIImageView()
        let label = UILabel()
        label.text = "Hill Hill"
        label.numberOfLines = 0
        let column = UIStackView(arrangedSubviews: [image, label])
        column.axis = .vertical
        column.spacing = 6
        column.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(column)
        NSLayoutConstraint.activate([
            image.heightAnchor.constraint(equalToConstant: 80),
            column.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 10),
            column.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -10),
            column.topAnchor.constraint(equalTo: content.topAnchor, constant: 10),
            column.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -10),
        ])
        // Arranged views stop translating their autoresizing masks, as in UIKit.
        #expect(!image.translatesAutoresizingMaskIntoConstraints && !label.translatesAutoresizingMaskIntoConstraints)
        let size = content.systemLayoutSizeFitting(CGSize(width: 60, height: 0), withHorizontalFittingPriority: .required,
                                                   verticalFittingPriority: .fittingSizeLevel)
        #expect(size.width == 60 && abs(size.height - 147.333) < 0.01, "\(size)")
        content.frame.size = size
        content.layoutIfNeeded()
        #expect(image.frame == CGRect(x: 0, y: 0, width: 40, height: 80))
        #expect(abs(label.frame.minY - 86) < 0.01 && abs(label.frame.height - 41.333) < 0.01, "\(label.frame)")
    }

    /// The readable content guide: the margins (20 a side on this view), narrowed to 672 points
    /// and centred on a 1000-wide view: x = (1000 - 672) / 2 = 164; on a 300-wide view it is the
    /// margins' rectangle, 20...280.
    @Test func theReadableGuideNarrowsWideMargins() {
        let wide = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 100))
        wide.layoutMargins = UIEdgeInsets(top: 8, left: 20, bottom: 8, right: 20)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        wide.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: wide.readableContentGuide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: wide.readableContentGuide.trailingAnchor),
            box.topAnchor.constraint(equalTo: wide.readableContentGuide.topAnchor),
            box.bottomAnchor.constraint(equalTo: wide.readableContentGuide.bottomAnchor),
        ])
        wide.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 164, y: 8, width: 672, height: 84))
        wide.frame.size.width = 300
        wide.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 20, y: 8, width: 260, height: 84))
    }

    @Test func noTransitionIsInFlight() {
        let controller = UIViewController()
        #expect(controller.transitionCoordinator == nil)
    }
}
