public import Foundation
internal import SBRender
internal import SBScene

/// A font (UIKit's `UIFont`): the system font at a size, weight and slant, a text style's
/// Dynamic Type font, or a named family. The system font (San Francisco on a device) is drawn
/// in sbrender's pinned stand-in for it, Inter (SF Pro's nearest free twin, the fonts-inter
/// package, as on home screens), and its metrics (``lineHeight``, ``ascender``, ``descender``...)
/// are Inter's, measured by Pango. Inter has five upright weights and one italic: UIKit's
/// ultra light, thin and light draw in Inter Light, regular in Regular, medium in Medium,
/// semibold in SemiBold, and bold, heavy and black in Bold; an italic system font draws in Inter
/// Italic.
open class UIFont: NSObject, @unchecked Sendable {
    /// A font weight (UIKit's `UIFont.Weight`, Core Text's scale from -1 to 1).
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        /// The weight on Core Text's scale.
        public let rawValue: CGFloat
        /// A weight on Core Text's scale.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Ultra light (-0.8).
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin (-0.6).
        public static let thin = Weight(rawValue: -0.6)
        /// Light (-0.4).
        public static let light = Weight(rawValue: -0.4)
        /// Regular (0).
        public static let regular = Weight(rawValue: 0)
        /// Medium (0.23).
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold (0.3).
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold (0.4).
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy (0.56).
        public static let heavy = Weight(rawValue: 0.56)
        /// Black (0.62).
        public static let black = Weight(rawValue: 0.62)
        /// Lighter weights first.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The weight of the system font's stand-in that draws this weight: Inter's faces are
        /// Light, Regular, Medium, SemiBold and Bold, so lighter weights draw in Light and
        /// heavier ones in Bold.
        var systemTextWeight: TextWeight {
            switch textWeight {
            case .ultraLight, .thin, .light: .light
            case .regular: .regular
            case .medium: .medium
            case .semibold: .semibold
            default: .bold
            }
        }

        /// The nearest of the named weights, as sbrender's text weight.
        var textWeight: TextWeight {
            let named: [(Weight, TextWeight)] = [(.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular),
                                                  (.medium, .medium), (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black)]
            return named.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }?.1 ?? .regular
        }
    }

    /// A Dynamic Type text style (UIKit's `UIFont.TextStyle`).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's name of the style.
        public let rawValue: String
        /// A style from UIKit's name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Large title.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// First-level title.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Second-level title.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Third-level title.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headings (semibold).
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Body text.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callouts.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Subheadings.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Footnotes.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Standard captions.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Alternate captions.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The point sizes of the style at each content size category, extra small to
        /// accessibility XXXL (Apple's Human Interface Guidelines, "Typography", Dynamic Type
        /// sizes for iOS; the Large column is the default).
        var sizes: [CGFloat] {
            switch self {
            case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
            case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
            case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
            case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
            case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
            case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
            case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
            case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
            default: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            }
        }

        /// The style's weight: semibold for the headline, regular for the others.
        var weight: Weight { self == .headline ? .semibold : .regular }

        /// The point size at `category` (the Large size for an unspecified one).
        func size(for category: UIContentSizeCategory) -> CGFloat { sizes[category.index] }
    }

    /// The point size.
    public let pointSize: CGFloat
    /// The family name (".SF UI" style names for the system font, as iOS reports them).
    public let familyName: String
    /// The font's name.
    public let fontName: String
    /// The weight.
    let weight: Weight
    /// Whether the font is italic.
    let isItalic: Bool
    /// The text style it was made for, if any (``UIFontMetrics`` scales by it).
    let textStyle: TextStyle?
    /// The family to draw with: ``systemStandIn`` for the system font.
    let drawingFamily: String

    /// The family that draws the system font: Inter (SBCairo's `PinnedFonts.modernSystemFamily`,
    /// the home screens' stand-in for SF Pro too).
    static let systemStandIn = "Inter"

    /// Whether this is the system font (drawn in ``systemStandIn``).
    var isSystemFont: Bool { drawingFamily == Self.systemStandIn }

    init(family: String, drawingFamily: String, name: String, size: CGFloat, weight: Weight, italic: Bool, textStyle: TextStyle?) {
        familyName = family
        self.drawingFamily = drawingFamily
        fontName = name
        pointSize = max(0, size.isFinite ? size : 0)
        self.weight = weight
        isItalic = italic
        self.textStyle = textStyle
        super.init()
    }

    /// The font of a family by name (`"Futura-Medium"`, `"Helvetica"`), drawn in its pinned
    /// stand-in; nil for an empty name.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        let bold = fontName.lowercased().contains("bold")
        let italic = fontName.lowercased().contains("italic") || fontName.lowercased().contains("oblique")
        let family = fontName.split(separator: "-").first.map(String.init) ?? fontName
        self.init(family: family, drawingFamily: family, name: fontName, size: fontSize, weight: bold ? .bold : .regular,
                  italic: italic, textStyle: nil)
    }

    /// The system font at `fontSize` and `weight`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(family: ".AppleSystemUIFont", drawingFamily: systemStandIn, name: ".SFUI-\(weight.textWeight.rawValue.capitalized)",
               size: fontSize, weight: weight, italic: false, textStyle: nil)
    }

    /// The system font at `fontSize`, regular.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    /// The system font at `fontSize`, bold.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    /// The system font at `fontSize`, italic.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(family: ".AppleSystemUIFont", drawingFamily: systemStandIn, name: ".SFUI-Italic", size: fontSize, weight: .regular,
               italic: true, textStyle: nil)
    }

    /// The system font with digits of equal width. The stand-in's digits are already all the
    /// same width (Inter's default figures are tabular, as SF's monospaced-digit variant), so it
    /// is the system font.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The system font for a text style at the default content size (Large): body is 17 pt,
    /// headline 17 pt semibold, large title 34 pt...
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The system font for a text style at the content size category of `traitCollection` (Large
    /// when it is nil or does not say).
    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = traitCollection?.preferredContentSizeCategory ?? .large
        let font = systemFont(ofSize: style.size(for: category), weight: style.weight)
        return UIFont(family: font.familyName, drawingFamily: systemStandIn, name: font.fontName, size: font.pointSize, weight: style.weight,
                      italic: false, textStyle: style)
    }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(family: familyName, drawingFamily: drawingFamily, name: fontName, size: fontSize, weight: weight, italic: isItalic,
               textStyle: textStyle)
    }

    /// The font as sbrender's font request (the pinned stand-in's family, size and weight; the
    /// system font in Inter's weight for it, and italic in Inter Italic).
    var request: FontRequest {
        var r = FontRequest(family: drawingFamily, size: Double(pointSize), weight: isSystemFont ? weight.systemTextWeight : weight.textWeight)
        if isItalic, isSystemFont { r.face = "Italic" }
        return r
    }

    /// The face's metrics, measured once, on the main actor (where SBUIKit's text measuring lives).
    /// Off it (a Swift 5 mode caller) the call is reported and the point size stands in for every
    /// metric, unkept, instead of trapping in Swift's runtime isolation check.
    private var metrics: FontMetrics {
        if let measuredMetrics { return measuredMetrics }
        let fallback = FontMetrics(ascender: Double(pointSize), descender: 0, lineHeight: Double(pointSize), capHeight: Double(pointSize),
                                   xHeight: Double(pointSize) / 2)
        guard MainActorCheck.reportOffMain("-[UIFont metrics]", recovery: "gives the point size for every metric") else { return fallback }
        let measured = MainActor.assumeIsolated { TextMeasuring.shared?.metrics(of: request) } ?? fallback
        measuredMetrics = measured
        return measured
    }
    private var measuredMetrics: FontMetrics?

    /// The height of a line of text: ascender minus descender.
    open var lineHeight: CGFloat { CGFloat(metrics.lineHeight) }
    /// From the baseline to the top of the line (positive).
    open var ascender: CGFloat { CGFloat(metrics.ascender) }
    /// From the baseline to the bottom of the line (negative).
    open var descender: CGFloat { CGFloat(metrics.descender) }
    /// The height of capital letters.
    open var capHeight: CGFloat { CGFloat(metrics.capHeight) }
    /// The height of lowercase letters without ascenders.
    open var xHeight: CGFloat { CGFloat(metrics.xHeight) }
    /// The extra space between lines: 0 (Pango's line height already holds it).
    open var leading: CGFloat { 0 }

    /// Equal fonts: the same family, name, size, weight and slant.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIFont else { return false }
        return o.fontName == fontName && o.familyName == familyName && o.pointSize == pointSize && o.weight == weight && o.isItalic == isItalic
    }

    /// A hash of what equality compares.
    open override var hash: Int {
        var h = Hasher()
        h.combine(fontName)
        h.combine(pointSize)
        h.combine(weight)
        h.combine(isItalic)
        return h.finalize()
    }

    /// `<UICTFont> font-family: "..."; font-weight: ...; font-size: 17.00pt`, as UIKit prints fonts.
    open override var description: String {
        "<UICTFont> font-family: \"\(familyName)\"; font-weight: \(weight.textWeight.rawValue); font-style: \(isItalic ? "italic" : "normal"); font-size: \(String(format: "%.2f", Double(pointSize)))pt"
    }
}
