import Foundation
import SBUIKit
import Testing

/// Labels under Auto Layout. The labels' own measurements (Pango's, in the stand-in system
/// font) are the inputs: the expected frames are worked out from them by the constraints.
@MainActor @Suite struct AutoLayoutLabelTests {
    func label(_ text: String, size: CGFloat, lines: Int = 1) -> UILabel {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = text
        label.font = UIFont.systemFont(ofSize: size)
        label.numberOfLines = lines
        return label
    }

    @Test func aWrappingLabelSizesACellForItsWidth() {
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        let body = label("Auto Layout measures a label that wraps at the width the constraints give it, as UIKit does.",
                         size: 17, lines: 0)
        content.addSubview(body)
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-16-[body]-16-|", metrics: nil, views: ["body": body])
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-12-[body]-12-|", metrics: nil, views: ["body": body]))
        // The label is 200 - 16 - 16 = 168 wide; its text wrapped at 168 is several lines tall.
        let wrapped = body.sizeThatFits(CGSize(width: 168, height: 0)).height
        #expect(wrapped > 2 * body.font.lineHeight)
        let size = content.systemLayoutSizeFitting(CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
                                                   verticalFittingPriority: .fittingSizeLevel)
        #expect(size.width == 200 && abs(size.height - (12 + wrapped + 12)) < 1e-9)
        // Laid out in a view of that size, the label gets the same frame.
        content.frame.size = size
        content.layoutIfNeeded()
        #expect(body.frame.origin == CGPoint(x: 16, y: 12) && body.frame.width == 168 && abs(body.frame.height - wrapped) < 1e-9)
    }

    @Test func firstBaselinesAlign() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let small = label("Title", size: 17), large = label("42", size: 34)
        root.addSubview(small)
        root.addSubview(large)
        NSLayoutConstraint.activate([
            large.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            large.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            small.leadingAnchor.constraint(equalToSystemSpacingAfter: large.trailingAnchor, multiplier: 1),
            small.firstBaselineAnchor.constraint(equalTo: large.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        // The baselines meet at 10 + the large font's ascender; the small label's top is its own
        // ascender above that (to the pixel, at scale 3).
        let baseline = 10 + large.font.ascender
        #expect(abs(small.frame.minY - (baseline - small.font.ascender)) <= 1.0 / 3)
        // 8 points after the large label (frames are read back from centre and bounds, so to
        // within rounding).
        #expect(abs(small.frame.minX - (large.frame.maxX + 8)) < 1e-9)
        #expect(large.frame.size == large.intrinsicContentSize)
    }

    @Test func aContainerTakesItsBaselineFromTheViewItNames() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let box = TitledBox(), other = label("Other", size: 17)
        root.addSubview(box)
        root.addSubview(other)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            other.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 8),
            other.firstBaselineAnchor.constraint(equalTo: box.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        // The box's title sits 12 below the box's top (20): its baseline is at 20 + 12 + the
        // title's ascender, and the other label's top one ascender above it (same font).
        #expect(abs(other.frame.minY - (20 + 12)) <= 1.0 / 3)
    }
}

/// A container whose first baseline is its title's, as a button's is.
final class TitledBox: UIView {
    let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = false
        title.translatesAutoresizingMaskIntoConstraints = false
        title.text = "Box"
        title.font = UIFont.systemFont(ofSize: 17)
        addSubview(title)
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-12-[title]-12-|", metrics: nil, views: ["title": title])
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-12-[title]-12-|", metrics: nil, views: ["title": title]))
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    required convenience init() {
        self.init(frame: .zero)
    }

    override var forFirstBaselineLayout: UIView { title }
}
