import Foundation
import SBRender
import SBUIKit
import Testing

/// UIFont's Dynamic Type sizes and metrics, and UILabel's measurement, with the stand-in font's
/// numbers: the system font is Nimbus Sans, whose hhea table gives an ascender of 729 and a
/// descender of -271 per 1000 units (a line is exactly one em: 17 points at 17 pt), and whose
/// advance widths are Helvetica's (H 722, i 222, l 222, space 278 per 1000). The texts are
/// made of letters the font does not kern ("Hill"), so widths are sums of advances.
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
        // 17 x 729 / 1000 = 12.393; 17 x -271 / 1000 = -4.607; line 17.
        #expect(near(font.ascender, 12.393))
        #expect(near(font.descender, -4.607))
        #expect(near(font.lineHeight, 17))
        #expect(UIFont.boldSystemFont(ofSize: 12).pointSize == 12)
        #expect(UIFont.systemFont(ofSize: 17) == UIFont.systemFont(ofSize: 17))
        #expect(UIFont.systemFont(ofSize: 17) != UIFont.boldSystemFont(ofSize: 17))
    }

    @Test func labelIntrinsicSize() {
        let label = UILabel()
        #expect(label.intrinsicContentSize == .zero)
        label.text = "Hill"
        // Width: (722 + 3 x 222) / 1000 x 17 = 23.596, rounded up to the 3x pixel grid:
        // 70.788 -> 71 pixels = 23.667 points. Height: one 17-point line.
        #expect(near(label.intrinsicContentSize.width, 23.667))
        #expect(near(label.intrinsicContentSize.height, 17))
        // Two lines when wrapped at 40 points ("Hill Hill" is 51.92 wide; it breaks after the space): 34.
        label.text = "Hill Hill"
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 40
        #expect(near(label.intrinsicContentSize.height, 34))
        #expect(near(label.sizeThatFits(CGSize(width: 40, height: 0)).height, 34))
        // A one-line label is not wrapped by sizeThatFits: (2 x 1388 + 278) / 1000 x 17 = 51.918 -> 156 px = 52.
        label.numberOfLines = 1
        #expect(near(label.sizeThatFits(CGSize(width: 40, height: 0)).width, 52))
        // A limit of 1 line keeps the height at 17 even when wrapped.
        label.numberOfLines = 1
        label.preferredMaxLayoutWidth = 40
        #expect(near(label.intrinsicContentSize.height, 17))
        // sizeToFit keeps the origin.
        label.frame = CGRect(x: 5, y: 6, width: 1, height: 1)
        label.text = "Hill"
        label.sizeToFit()
        #expect(near(label.frame.minX, 5) && near(label.frame.minY, 6), "\(label.frame)")
        #expect(near(label.frame.width, 23.667) && near(label.frame.height, 17), "\(label.frame)")
    }

    @Test func attributedTextRuns() {
        let label = UILabel()
        let text = NSMutableAttributedString(string: "Hill ", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        text.append(NSAttributedString(string: "Hill", attributes: [.font: UIFont.systemFont(ofSize: 34), .foregroundColor: UIColor.red]))
        label.attributedText = text
        #expect(label.text == "Hill Hill")
        // Width: 17 x (1388 + 278) / 1000 + 34 x 1388 / 1000 = 28.322 + 47.192 = 75.514 -> 227 px = 75.667.
        // Height: the tallest run's line, 34.
        #expect(near(label.intrinsicContentSize.width, 75.667))
        #expect(near(label.intrinsicContentSize.height, 34))
        // Setting the font applies it to the whole text: one run at 17 pt, 17 tall.
        label.font = UIFont.systemFont(ofSize: 17)
        #expect(near(label.intrinsicContentSize.height, 17))
    }

    @Test func paragraphStyleAlignment() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        let centred = NSMutableParagraphStyle()
        centred.alignment = .center
        label.attributedText = NSAttributedString(string: "Hill", attributes: [.paragraphStyle: centred])
        // "Hill" is 1388 / 1000 x 17 = 23.596 wide, centred in 100: x = 50 - 11.798 = 38.202;
        // one 17-point line centred in 20: y = 1.5.
        let r = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 1)
        #expect(abs(r.minX - 38.202) < 0.01 && abs(r.minY - 1.5) < 0.01 && abs(r.width - 23.596) < 0.01)
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
