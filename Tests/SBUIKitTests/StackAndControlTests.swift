import Foundation
import SBPNG
import SBRender
import SBUIKit
import Testing

/// A view with a fixed intrinsic size, as a stack view's arranged subview.
@MainActor final class SizedView: UIView {
    var size = CGSize.zero
    convenience init(_ width: CGFloat, _ height: CGFloat) {
        self.init(frame: .zero)
        size = CGSize(width: width, height: height)
    }
    override var intrinsicContentSize: CGSize { size }
}

/// UIStackView's distributions and alignments, UIControl's actions, UIButton, UISwitch and the
/// activity indicator, with frames worked by hand.
@MainActor @Suite struct StackAndControlTests {
    private func stack(_ distribution: UIStackView.Distribution, hideMiddle: Bool = false) -> (UIStackView, [SizedView]) {
        // Three views 50, 60 and 70 wide (20, 30, 40 tall) in a 300 x 100 row, 10 apart.
        let views = [SizedView(50, 20), SizedView(60, 30), SizedView(70, 40)]
        let s = UIStackView(arrangedSubviews: views)
        s.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        s.spacing = 10
        s.distribution = distribution
        views[1].isHidden = hideMiddle
        s.layoutIfNeeded()
        return (s, views)
    }

    @Test func fillGivesTheLeftoverToOneView() {
        let (_, v) = stack(.fill)
        // 300 - 2 x 10 - (50 + 60 + 70) = 100 left over; equal hugging: the last view takes it: 170.
        #expect(v.map(\.frame) == [CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 60, y: 0, width: 60, height: 100),
                                   CGRect(x: 130, y: 0, width: 170, height: 100)])
    }

    @Test func fillEquallyAndProportionally() {
        let (_, v) = stack(.fillEqually)
        // (300 - 20) / 3 = 93.333 each, at 0, 103.333, 206.667.
        #expect(abs(v[1].frame.minX - 103.3333) < 0.001 && abs(v[2].frame.width - 93.3333) < 0.001)
        let (_, p) = stack(.fillProportionally)
        // 280 x 50 / 180 = 77.778, 280 x 60 / 180 = 93.333, 280 x 70 / 180 = 108.889.
        #expect(abs(p[0].frame.width - 77.7778) < 0.001 && abs(p[1].frame.minX - 87.7778) < 0.001 && abs(p[2].frame.width - 108.8889) < 0.001)
    }

    @Test func equalSpacingAndCentering() {
        let (_, v) = stack(.equalSpacing)
        // Gaps (300 - 180) / 2 = 60: x = 0, 110, 230.
        #expect(v.map(\.frame.minX) == [0, 110, 230])
        let (_, c) = stack(.equalCentering)
        // Centres from 25 to 300 - 35 = 265, 120 apart: 25, 145, 265; x = 0, 115, 230.
        #expect(c.map(\.frame.minX) == [0, 115, 230])
    }

    @Test func hiddenViewsLeaveTheArrangement() {
        let (_, v) = stack(.fill, hideMiddle: true)
        // 50 + 10 + 70 = 130; the 170 left goes to the last view: 240 wide at 60.
        #expect(v[0].frame == CGRect(x: 0, y: 0, width: 50, height: 100))
        #expect(v[2].frame == CGRect(x: 60, y: 0, width: 240, height: 100))
    }

    @Test func alignmentAndMargins() {
        let (s, v) = stack(.equalSpacing)
        s.alignment = .center
        s.layoutIfNeeded()
        // Centred in 100: (100 - 20) / 2 = 40, (100 - 30) / 2 = 35, (100 - 40) / 2 = 30.
        #expect(v.map(\.frame.minY) == [40, 35, 30])
        s.alignment = .bottom
        s.layoutIfNeeded()
        #expect(v.map(\.frame.maxY) == [100, 100, 100])
        s.isLayoutMarginsRelativeArrangement = true
        s.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        s.layoutIfNeeded()
        // Inside 20 ... 280 and 10 ... 90: gaps (260 - 180) / 2 = 40: x = 20, 110, 210.
        #expect(v.map(\.frame.minX) == [20, 110, 210] && v.map(\.frame.maxY) == [90, 90, 90])
        // The stack's own size: 50 + 60 + 70 + 2 x 10 = 200 wide (plus 40 of margins), 40 + 20 tall.
        #expect(s.intrinsicContentSize == CGSize(width: 240, height: 60))
        // removeFromSuperview leaves the arrangement; removeArrangedSubview keeps the subview.
        v[0].removeFromSuperview()
        #expect(s.arrangedSubviews.count == 2)
        s.removeArrangedSubview(v[1])
        #expect(s.arrangedSubviews == [v[2]] && s.subviews.contains(v[1]))
    }

    @Test func verticalStackOfLabels() {
        let a = UILabel(), b = UILabel()
        a.text = "Hill"
        b.text = "Hill Hill"
        b.numberOfLines = 0
        let s = UIStackView(arrangedSubviews: [a, b])
        s.axis = .vertical
        s.spacing = 8
        s.frame = CGRect(x: 0, y: 0, width: 40, height: 200)
        s.alignment = .leading
        s.layoutIfNeeded()
        // a: one 17-point line of Inter, 17 x 3408 / 2816 = 20.574 -> 62 px at 3x = 20.667 tall,
        // 4088 / 2816 x 17 = 24.679 -> 75 px = 25 wide; b, at 20.667 + 8 = 28.667, takes the rest
        // of the fill (equal hugging: the last view): 200 - 28.667 = 171.333.
        #expect(a.frame.origin == .zero && abs(a.frame.width - 25) < 0.01 && abs(a.frame.height - 20.667) < 0.01)
        #expect(abs(b.frame.minY - 28.667) < 0.01 && abs(b.frame.height - 171.333) < 0.01, "\(b.frame)")
        // The stack's fitting size at 40 points wide: b wraps to two lines, 2 x 20.574 = 41.148 ->
        // 124 px = 41.333: 20.667 + 8 + 41.333 = 70 tall.
        #expect(abs(s.sizeThatFits(CGSize(width: 40, height: 0)).height - 70) < 0.01)
        s.frame.size.height = 70
        s.layoutIfNeeded()
        #expect(abs(b.frame.height - 41.333) < 0.01)
    }

    @Test func controlActionsAndButtons() {
        var taps: [String] = []
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Hill") { action in taps.append(action.title) })
        #expect(button.currentTitle == "Hill")
        // A system button's title is in the tint colour.
        #expect(button.titleColor(for: .normal) == UIColor.systemBlue)
        button.tintColor = .systemRed
        #expect(button.currentTitleColor == UIColor.systemRed)
        button.setTitleColor(.green, for: .normal)
        #expect(button.currentTitleColor == UIColor.green)
        button.sendActions(for: .touchUpInside)
        #expect(taps == ["Hill"])
        button.isEnabled = false
        button.sendActions(for: .touchUpInside)
        #expect(taps == ["Hill"] && button.state == .disabled)
        // "Hill" at 15 pt: 4088 / 2816 x 15 = 21.776 -> 66 px at 3x = 22 wide; a 15-point line of
        // Inter, 15 x 3408 / 2816 = 18.153 -> 55 px = 18.333, + 2 x 6 = 30.333 tall.
        #expect(abs(button.intrinsicContentSize.width - 22) < 0.01 && abs(button.intrinsicContentSize.height - 30.333) < 0.01,
                "\(button.intrinsicContentSize)")
        // A filled configuration: a 17-point line (20.574 -> 62 px = 20.667) plus 7-point top and
        // bottom insets: 34.667.
        let filled = UIButton(configuration: .filled())
        filled.configuration?.title = "Hill"
        #expect(abs(filled.intrinsicContentSize.height - 34.667) < 0.01)
        let toggle = UISwitch()
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31) && toggle.bounds.size == CGSize(width: 51, height: 31))
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.isHidden && spinner.intrinsicContentSize == CGSize(width: 20, height: 20))
        spinner.startAnimating()
        #expect(!spinner.isHidden)
    }

    @Test func imagesAndTemplates() throws {
        // A 4 x 2 white PNG at 2x is 2 x 1 points.
        let png = try PNGEncoder.encode(RGBAImage(width: 4, height: 2, fill: (255, 255, 255, 255)))
        let image = try #require(UIImage(data: Data(png), scale: 2))
        #expect(image.size == CGSize(width: 2, height: 1))
        let view = UIImageView(image: image.withRenderingMode(.alwaysTemplate))
        #expect(view.frame.size == CGSize(width: 2, height: 1) && view.intrinsicContentSize == CGSize(width: 2, height: 1))
        view.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        view.tintColor = .red
        // A template is drawn in the tint: the 4 x 4 picture is red where the image is.
        let picture = try Renderer().renderImage(view: view)
        #expect(Array(picture.pixels[0..<4]) == [255, 0, 0, 255])
        // A symbol is a stand-in the size of its point size plus a fifth.
        let symbol = try #require(UIImage(systemName: "star.fill"))
        #expect(symbol.isSymbolImage && symbol.size == CGSize(width: 20.4, height: 20.4))
        #expect(UIImage(named: "no-such-image") == nil)
    }
}
