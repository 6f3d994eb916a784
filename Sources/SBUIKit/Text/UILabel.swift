public import Foundation
internal import SBLayout
internal import SBRender

/// A headless `UILabel`: plain or attributed text (font and colour runs) drawn by Pango in the
/// system font's stand-in, with UIKit's alignment, line limit and line breaking; its
/// ``intrinsicContentSize`` and ``sizeThatFits(_:)`` are Pango's measurement, rounded up to the
/// pixel, as UIKit rounds them.
@preconcurrency @MainActor open class UILabel: UIView {
    private var storedText: String?
    private var storedAttributedText: NSAttributedString?

    /// The text (nil: none). Setting it replaces any attributed text.
    open var text: String? {
        get { storedAttributedText?.string ?? storedText }
        set {
            storedText = newValue
            storedAttributedText = nil
            textDidChange()
        }
    }

    /// The text with font and colour runs; runs without a font or colour use ``font`` and
    /// ``textColor``. Setting it sets ``text`` to its string.
    open var attributedText: NSAttributedString? {
        get {
            if let storedAttributedText { return storedAttributedText }
            guard let storedText else { return nil }
            let f: UIFont = font ?? UIFont.systemFont(ofSize: 17), c: UIColor = textColor ?? .label
            return NSAttributedString(string: storedText, attributes: [.font: f, .foregroundColor: c])
        }
        set {
            storedAttributedText = newValue
            storedText = newValue?.string
            textDidChange()
        }
    }

    /// The font: the system font at 17 pt by default (UIKit's). Setting it applies to the whole
    /// attributed text, as UIKit's does.
    open var font: UIFont! = UIFont.systemFont(ofSize: 17) {
        didSet {
            if font == nil { font = UIFont.systemFont(ofSize: 17) }
            let f: UIFont = font ?? UIFont.systemFont(ofSize: 17)
            storedAttributedText = storedAttributedText.map { Self.applying(.font, f, to: $0) }
            textDidChange()
        }
    }

    /// The text colour: the label colour (black in light mode) by default. Setting it applies to
    /// the whole attributed text.
    open var textColor: UIColor! = .label {
        didSet {
            if textColor == nil { textColor = .label }
            let c: UIColor = textColor ?? .label
            storedAttributedText = storedAttributedText.map { Self.applying(.foregroundColor, c, to: $0) }
        }
    }

    /// How lines line up: natural (the leading side) by default.
    open var textAlignment = NSTextAlignment.natural

    /// At most this many lines; 0 for no limit. 1 by default.
    open var numberOfLines = 1 {
        didSet { textDidChange() }
    }

    /// How text that does not fit ends: truncating the tail by default.
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail {
        didSet { textDidChange() }
    }

    /// The width a multi-line label wraps at for its intrinsic size (0: its current width when it
    /// has one, else no wrapping).
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { textDidChange() }
    }

    /// Whether the font follows the content size category: a font made with
    /// `UIFont.preferredFont(forTextStyle:)` is made again at the traits' category.
    open var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory { adjustFontToTraits() } }
    }

    /// Whether the label is enabled (a disabled label draws its text greyed).
    open var isEnabled = true
    /// Whether the label is highlighted (drawn in ``highlightedTextColor`` when there is one).
    open var isHighlighted = false
    /// The text colour when highlighted.
    open var highlightedTextColor: UIColor?
    /// Whether the font shrinks to fit the width (kept; text is drawn at its font's size).
    open var adjustsFontSizeToFitWidth = false
    /// The smallest scale a shrinking font may take (kept).
    open var minimumScaleFactor: CGFloat = 0

    /// A label with this frame; labels take no touches.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
    }

    /// Required by UIKit's archiving: an empty label.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
        isOpaque = false
    }

    private func textDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// `text` with `key` set to `value` over its whole length (run by run, keeping the other
    /// attributes).
    private static func applying(_ key: NSAttributedString.Key, _ value: NSObject, to text: NSAttributedString) -> NSAttributedString {
        let result = NSMutableAttributedString(string: "")
        let string = text.string as NSString
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { attributes, range, _ in
            var merged = attributes
            merged[key] = value
            result.append(NSAttributedString(string: string.substring(with: range), attributes: merged))
        }
        return result
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if adjustsFontForContentSizeCategory { adjustFontToTraits() }
    }

    private func adjustFontToTraits() {
        guard let style = font.textStyle else { return }
        let adjusted = UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection)
        if adjusted != font { font = adjusted }
    }

    // MARK: Text layout

    /// The text's runs: each with its font and colour.
    var runs: [TextRun] {
        guard let attributed = storedAttributedText else {
            guard let storedText, !storedText.isEmpty else { return [] }
            return [TextRun(text: storedText, font: font, color: (textColor ?? .label).resolvedColor(with: traitCollection))]
        }
        var result: [TextRun] = []
        let string = attributed.string as NSString
        attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length), options: []) { attributes, range, _ in
            let piece = string.substring(with: range)
            guard !piece.isEmpty else { return }
            let f = attributes[.font] as? UIFont ?? font ?? UIFont.systemFont(ofSize: 17)
            let c = attributes[.foregroundColor] as? UIColor ?? textColor ?? .label
            let traits = traitCollection
            if let last = result.last, last.font == f, last.color == c.resolvedColor(with: traits) {
                result[result.count - 1].text += piece
            } else {
                result.append(TextRun(text: piece, font: f, color: c.resolvedColor(with: traitCollection)))
            }
        }
        return result
    }

    /// The alignment to draw with: the attributed text's paragraph style's, else
    /// ``textAlignment``; natural and justified lines go to the leading side.
    var drawingAlignment: TextAlignment {
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var alignment = textAlignment
        if let attributed = storedAttributedText, attributed.length > 0,
           let paragraph = attributed.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle {
            alignment = paragraph.alignment
        }
        switch alignment {
        case .left: return .left
        case .center: return .center
        case .right: return .right
        case .natural, .justified: return rtl ? .right : .left
        }
    }

    /// The text's layout wrapped to `width` (nil: unwrapped) with at most `lines` lines.
    func textLayout(width: CGFloat?, lines: Int) -> LabelLayout {
        LabelLayout(runs: runs, width: width.map(Double.init), maximumLines: lines, lineBreakMode: lineBreakMode,
                    alignment: drawingAlignment, measurer: TextMeasuring.shared)
    }

    /// Rounds a length up to the display's pixel grid (UIKit's rounding of label sizes).
    private func ceilToPixel(_ v: Double) -> CGFloat {
        let scale = Double(traitCollection.displayScale > 0 ? traitCollection.displayScale : 1)
        return CGFloat((v * scale - 1e-9).rounded(.up) / scale)
    }

    /// The size the text needs: on one line for a one-line label, else wrapped at
    /// ``preferredMaxLayoutWidth`` (or the current width when that is 0 and the label has one),
    /// limited to ``numberOfLines``; rounded up to the pixel. Zero for no text.
    open override var intrinsicContentSize: CGSize {
        // Off the main actor (a Swift 5 mode caller) text is not measured (SBUIKit measures on the main actor).
        guard MainActorCheck.reportOffMain("-[\(type(of: self)) intrinsicContentSize]", recovery: "returns CGSizeZero") else { return .zero }
        let wrap: CGFloat? = numberOfLines == 1 ? nil : preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : bounds.width > 0 ? bounds.width : nil
        let size = textLayout(width: wrap, lines: numberOfLines).size
        return CGSize(width: ceilToPixel(size.width), height: ceilToPixel(size.height))
    }

    /// The size the text needs within `size`'s width (a one-line label is not wrapped and may be
    /// wider), limited to ``numberOfLines``; rounded up to the pixel.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard MainActorCheck.reportOffMain("-[\(type(of: self)) sizeThatFits:]", recovery: "returns CGSizeZero") else { return .zero }
        let wrap: CGFloat? = numberOfLines == 1 || size.width <= 0 ? nil : size.width
        let s = textLayout(width: wrap, lines: numberOfLines).size
        return CGSize(width: ceilToPixel(s.width), height: ceilToPixel(s.height))
    }

    /// The rectangle the text is drawn in within `bounds`: the text's size, centred vertically,
    /// placed by the alignment.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard MainActorCheck.reportOffMain("-[\(type(of: self)) textRectForBounds:limitedToNumberOfLines:]", recovery: "returns CGRectZero") else {
            return .zero
        }
        let s = textLayout(width: bounds.width, lines: numberOfLines).size
        let w = min(CGFloat(s.width), bounds.width), h = min(CGFloat(s.height), bounds.height)
        let x: CGFloat = switch drawingAlignment {
        case .left: bounds.minX
        case .center: bounds.midX - w / 2
        case .right: bounds.maxX - w
        }
        return CGRect(x: x, y: bounds.midY - h / 2, width: w, height: h)
    }

    /// The text, wrapped to the bounds' width, limited to ``numberOfLines`` and to the lines that
    /// fit the bounds' height, centred vertically, as UILabel draws it.
    override func drawingContent(in rect: CGRect) -> [DrawOp] {
        guard rect.width > 0, rect.height > 0 else { return [] }
        var layout = textLayout(width: rect.width, lines: numberOfLines)
        let fitting = layout.linesFitting(height: Double(rect.height))
        if fitting < layout.lineCount { layout = textLayout(width: rect.width, lines: max(1, fitting)) }
        var color: UIColor? = nil
        if !isEnabled { color = UIColor.label.withAlphaComponent(0.3) }
        if isHighlighted, let highlightedTextColor { color = highlightedTextColor }
        return layout.drawOps(in: Rect(rect), color: color.map(drawn))
    }
}

/// A run of text in one font and colour.
struct TextRun {
    var text: String
    var font: UIFont
    var color: UIColor
}
