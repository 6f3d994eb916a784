import SBCairo
import SBLayout

/// A font's vertical metrics as Pango reports them for the face a ``FontRequest`` resolves to,
/// in points: what UIFont's `ascender`, `descender`, `lineHeight`, `capHeight` and `xHeight`
/// give on a device.
package struct FontMetrics: Hashable, Sendable {
    /// From the baseline up to the top of the line box (positive).
    package var ascender: Double
    /// From the baseline down to the bottom of the line box (negative, as UIFont's).
    package var descender: Double
    /// The height of one line: ascender minus descender.
    package var lineHeight: Double
    /// The height of a capital H's ink above the baseline.
    package var capHeight: Double
    /// The height of a lowercase x's ink above the baseline.
    package var xHeight: Double

    /// Metrics with these values.
    package init(ascender: Double, descender: Double, lineHeight: Double, capHeight: Double, xHeight: Double) {
        self.ascender = ascender
        self.descender = descender
        self.lineHeight = lineHeight
        self.capHeight = capHeight
        self.xHeight = xHeight
    }
}

/// Measures text as ``Painter/drawText(_:in:style:)`` lays it out, without drawing: the size a
/// label needs (wrapped to a width, limited to a number of lines) and a font's metrics. For
/// layout code that runs before any picture is drawn (a label's intrinsic size). Not for
/// several threads at once: make one per thread.
package final class TextMeasurer {
    let fonts: FontSetup

    /// A measurer with sbrender's pinned fonts, the ones ``Renderer`` draws with by default.
    /// - Throws: ``RenderError`` when the fonts cannot be set up.
    package init() throws {
        do {
            fonts = try FontSetup(.pinned)
        } catch {
            throw RenderError("\(error)")
        }
    }

    /// A measurer using `fonts`.
    package init(fonts: FontSetup) {
        self.fonts = fonts
    }

    /// The size `text` takes in `style`, wrapped to `width` (nil: one line per paragraph), with
    /// the style's line limit and line break mode; lines laid out from the left, so the width
    /// is the widest line's. Zero for empty text or a font that cannot be laid out.
    package func size(of text: String, style: TextStyle, width: Double?) -> Size {
        guard !text.isEmpty,
              let l = try? CairoPainter.layout(text, font: style.font, width: width, maximumLines: style.maximumLines, alignment: .left,
                                               lineBreakMode: style.lineBreakMode, fonts: fonts) else { return .zero }
        let e = l.logicalExtents
        return Size(width: e.width, height: e.height)
    }

    /// The number of lines `text` takes in `style` wrapped to `width`.
    package func lineCount(of text: String, style: TextStyle, width: Double?) -> Int {
        guard !text.isEmpty,
              let l = try? CairoPainter.layout(text, font: style.font, width: width, maximumLines: style.maximumLines, alignment: .left,
                                               lineBreakMode: style.lineBreakMode, fonts: fonts) else { return 0 }
        return l.lineCount
    }

    /// The metrics of the face `font` resolves to: one line of "Hxg" laid out (its baseline
    /// and height), and the ink of "H" and "x".
    package func metrics(of font: FontRequest) -> FontMetrics {
        func layout(_ s: String) -> TextLayout? {
            try? CairoPainter.layout(s, font: font, width: nil, maximumLines: 0, alignment: .left, lineBreakMode: .byWordWrapping, fonts: fonts)
        }
        guard let line = layout("Hxg") else {
            return FontMetrics(ascender: font.size, descender: 0, lineHeight: font.size, capHeight: font.size, xHeight: font.size / 2)
        }
        let baseline = line.firstBaseline, height = line.logicalExtents.height
        let cap = layout("H").map { baseline - $0.inkExtents.minY } ?? font.size
        let x = layout("x").map { baseline - $0.inkExtents.minY } ?? font.size / 2
        return FontMetrics(ascender: baseline, descender: baseline - height, lineHeight: height, capHeight: cap, xHeight: x)
    }
}
