import Foundation
import SBRender
import SBUIKit
import Testing

/// UIFont's Dynamic Type sizes and metrics, and UILabel's measurement, with the stand-in font's
/// numbers: the system font is Inter (fonts-inter 4.0~beta7), whose hhea table gives an ascender
/// of 2728 and a descender of -680 per 2816 units (a line is 3408 / 2816 = 1.21023 em: 20.574
/// points at 17 pt; Pango keeps metrics in 1/1024 points), and whose advance widths are H 2084,
/// i 668, l 668, space 792 per 2816. The texts are made of letters the font does not kern
/// ("Hill"), so widths are sums of advances: "Hill" is 2084 + 3 x 668 = 4088 units.
@MainActor @Suite struct FontAndLabelTests {
    private func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.01) -> Bool { abs(a - b) <= tolerance }

    @Test func dynamicTypeSizes() {
        // iOS's Large category (the default): body 17, large title 34, headline 17 semibold, caption 2 11.
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .headline).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
        #expect(UIFont.preferredFont(forTextStyle: .footnote).pointSize == 13)
        // Other categories: body is 14 at extra small, 23 at XXXL, 53 at accessibility XXXL.
        let xs = UITraitCollection(preferredContentSizeCategory: .extraSmall)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: xs).pointSize == 14)
        let xxxl = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: xxxl).pointSize == 23)
        let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .title1, compatibleWith: ax5).pointSize == 58)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory && !UIContentSizeCategory.large.isAccessibilityCategory)
        #expect(UIContentSizeCategory.small < .large)
        // UIFontMetrics scales by the style's ratio: 20 pt at body XXXL is 20 x 23 / 17 = 27.0588.
        let scaled = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 20), compatibleWith: xxxl)
        #expect(near(scaled.pointSize, 27.0588, 0.001))
        // 10 at extra small: 10 x 14 / 17 = 8.2353.
        #expect(near(UIFontMetrics.default.scaledValue(for: 10, compatibleWith: xs), 8.2353, 0.0001))
    }

    @Test func fontMetricsFromTheFont() {
        let font = UIFont.systemFont(ofSize: 17)
        // 17 x 2728 / 2816 = 16.469; 17 x -680 / 2816 = -4.105; line 16.469 + 4.105 = 20.574.
        #expect(near(font.ascender, 16.469))
        #expect(near(font.descender, -4.105))
        #expect(near(font.lineHeight, 20.574))
        #expect(UIFont.boldSystemFont(ofSize: 12).pointSize == 12)
        #expect(UIFont.systemFont(ofSize: 17) == UIFont.systemFont(ofSize: 17))
        #expect(UIFont.systemFont(ofSize: 17) != UIFont.boldSystemFont(ofSize: 17))
    }

    @Test func labelIntrinsicSize() {
        let label = UILabel()
        #expect(label.intrinsicContentSize == .zero)
        label.text = "Hill"
        // Width: 4088 / 2816 x 17 = 24.679, rounded up to the 3x pixel grid: 74.04 -> 75 pixels
        // = 25 points. Height: one 20.574-point line: 61.72 -> 62 pixels = 20.667.
        #expect(near(label.intrinsicContentSize.width, 25))
        #expect(near(label.intrinsicContentSize.height, 20.667))
        // Two lines when wrapped at 40 points ("Hill Hill" is 54.14 wide; it breaks after the
        // space): 2 x 20.574 = 41.148 -> 124 px = 41.333.
        label.text = "Hill Hill"
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 40
        #expect(near(label.intrinsicContentSize.height, 41.333))
        #expect(near(label.sizeThatFits(CGSize(width: 40, height: 0)).height, 41.333))
        // A one-line label is not wrapped by sizeThatFits: (2 x 4088 + 792) / 2816 x 17 = 54.139 -> 163 px = 54.333.
        label.numberOfLines = 1
        #expect(near(label.sizeThatFits(CGSize(width: 40, height: 0)).width, 54.333))
        // A limit of 1 line keeps the height at one line even when wrapped.
        label.numberOfLines = 1
        label.preferredMaxLayoutWidth = 40
        #expect(near(label.intrinsicContentSize.height, 20.667))
        // sizeToFit keeps the origin.
        label.frame = CGRect(x: 5, y: 6, width: 1, height: 1)
        label.text = "Hill"
        label.sizeToFit()
        #expect(near(label.frame.minX, 5) && near(label.frame.minY, 6), "\(label.frame)")
        #expect(near(label.frame.width, 25) && near(label.frame.height, 20.667), "\(label.frame)")
    }

    @Test func attributedTextRuns() {
        let label = UILabel()
        let text = NSMutableAttributedString(string: "Hill ", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        text.append(NSAttributedString(string: "Hill", attributes: [.font: UIFont.systemFont(ofSize: 34), .foregroundColor: UIColor.red]))
        label.attributedText = text
        #expect(label.text == "Hill Hill")
        // Width: 17 x (4088 + 792) / 2816 + 34 x 4088 / 2816 = 29.460 + 49.358 = 78.818 -> 237 px = 79.
        // Height: the tallest run's line, 34 x 3408 / 2816 = 41.148 -> 124 px = 41.333.
        #expect(near(label.intrinsicContentSize.width, 79))
        #expect(near(label.intrinsicContentSize.height, 41.333))
        // Setting the font applies it to the whole text: one run at 17 pt, 20.667 tall.
        label.font = UIFont.systemFont(ofSize: 17)
        #expect(near(label.intrinsicContentSize.height, 20.667))
    }

    @Test func paragraphStyleAlignment() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        let centred = NSMutableParagraphStyle()
        centred.alignment = .center
        label.attributedText = NSAttributedString(string: "Hill", attributes: [.paragraphStyle: centred])
        // "Hill" is 4088 / 2816 x 17 = 24.679 wide, centred in 100: x = 50 - 12.339 = 37.661;
        // one 20.574-point line does not fit the 20-point bounds: the rect is the bounds' height, at y = 0.
        let r = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 1)
        #expect(abs(r.minX - 37.661) < 0.01 && r.minY == 0 && r.height == 20 && abs(r.width - 24.679) < 0.01, "\(r)")
        // Without a paragraph style, the label's natural alignment: the leading (left) side.
        label.text = "Hill"
        #expect(label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 1).minX == 0)
        label.textAlignment = .right
        #expect(abs(label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 1).maxX - 100) < 0.001)
    }

    @Test func labelsFollowTheContentSizeCategory() {
        let label = UILabel()
        label.font = UIFont.preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        let host = UIView()
        host.addSubview(label)
        host.traitCollection = UITraitCollection(traitsFrom: [host.traitCollection, UITraitCollection(preferredContentSizeCategory: .extraLarge)])
        // Body at extra large: 19 points.
        #expect(label.font.pointSize == 19)
    }
}
