import CCairo
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SBLayout

/// A paragraph of text laid out with Pango: font, width, wrapping, a line limit with an
/// ellipsis, alignment. Measure it, then draw it with ``Canvas/draw(_:x:y:color:)``.
///
/// Text is laid out in user units with an identity transform, whatever canvas later draws it,
/// so measurements equal what is drawn at any scale (as UIKit lays out in points and renders
/// at @2x). With the pinned fonts and hinting off, the same text gives the same layout on every
/// machine.
///
/// Not thread-safe; belongs to the task that owns its ``FontSetup``.
package final class TextLayout {
    let layout: GObjectReference
    /// Keeps the font map and context alive.
    package let fonts: FontSetup

    /// The text (NUL characters are drawn as U+FFFD).
    package var text: String { didSet { applyText() } }
    /// The font the whole text is set in.
    package var font: FontDescriptor { didSet { applyFont(); applyText() } }
    /// The width lines wrap at, in user units; nil for no wrapping (lines break only at
    /// newlines). Negative or non-finite widths count as 0.
    package var width: Double? { didSet { applyWidth(); applyText() } }
    /// Where lines may break when there is a ``width``; ``TextWrap/wordThenCharacter`` (UILabel's
    /// behaviour) by default.
    package var wrap: TextWrap = .wordThenCharacter {
        didSet { pango_layout_set_wrap(pointer, wrap.pangoValue); applyText() }
    }
    /// At most this many lines in all (UILabel's numberOfLines; 0 or less means no limit).
    /// Needs ``width``. With a ``truncation`` other than `.none`, the last line holds the rest
    /// of the text, cut with an ellipsis where it does not fit; newlines that would start
    /// further lines show there as spaces. With `.none` (NSLineBreakByWordWrapping), the lines
    /// past the limit are left out and nothing is replaced by "…".
    package var maximumLines: Int = 0 { didSet { applyLineLimit(); applyText() } }
    /// Where the last allowed line is cut when the text does not fit.
    package var truncation: TextTruncation = .tail { didSet { applyLineLimit(); applyText() } }
    /// How lines sit within the width; ``/SBLayout/TextAlignment/left`` by default.
    package var alignment: TextAlignment = .left {
        didSet { pango_layout_set_alignment(pointer, alignment.pangoValue) }
    }

    /// A layout of `text` in `font`, with no width, line limit or truncation yet.
    /// - Parameters:
    ///   - text: the text.
    ///   - font: the font.
    ///   - fonts: the font setup whose fonts and options the layout uses.
    /// - Throws: ``CairoError/fontConfiguration(_:)`` when Pango cannot create a layout.
    package init(_ text: String, font: FontDescriptor, fonts: FontSetup) throws {
        guard let layout = GObjectReference(taking: pango_layout_new(fonts.context.opaque)) else {
            throw CairoError.fontConfiguration("Pango could not create a layout")
        }
        self.layout = layout
        self.fonts = fonts
        self.text = text
        self.font = font
        pango_layout_set_wrap(pointer, wrap.pangoValue)
        pango_layout_set_alignment(pointer, alignment.pangoValue)
        // UILabel breaks an over-long word between characters without adding a hyphen.
        if let attributes = pango_attr_list_new() {
            pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
            pango_layout_set_attributes(pointer, attributes)
            pango_attr_list_unref(attributes)
        }
        applyFont()
        applyWidth()
        applyLineLimit()
        applyText()
    }

    var pointer: OpaquePointer { layout.opaque }

    // MARK: Measuring

    /// The logical extents (the box the text occupies, line heights included), in user units
    /// from the layout's top-left origin. With a width and centred or right alignment, `minX` is
    /// where the widest line starts.
    package var logicalExtents: Rect {
        var logical = PangoRectangle()
        pango_layout_get_extents(pointer, nil, &logical)
        return Rect(logical)
    }

    /// The extents of the ink actually drawn, in user units from the layout's top-left origin.
    package var inkExtents: Rect {
        var ink = PangoRectangle()
        pango_layout_get_extents(pointer, &ink, nil)
        return Rect(ink)
    }

    /// The number of lines after wrapping and the line limit.
    package var lineCount: Int { Int(pango_layout_get_line_count(pointer)) }

    /// True when some text was replaced by an ellipsis.
    package var isTruncated: Bool { pango_layout_is_ellipsized(pointer) != 0 }

    /// How many characters no font of the set-up has a glyph for (drawn as missing-glyph
    /// boxes). 0 when every character of every script in the text is covered.
    package var unknownGlyphCount: Int { Int(pango_layout_get_unknown_glyphs_count(pointer)) }

    /// The first line's baseline, in user units from the layout's top.
    package var firstBaseline: Double { Double(pango_layout_get_baseline(pointer)) / Double(PANGO_SCALE) }

    /// The lines as laid out.
    package var lines: [TextLine] {
        guard let iterator = pango_layout_get_iter(pointer) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        let utf8 = pango_layout_get_text(pointer).map { Array(String(cString: $0).utf8) } ?? []
        var result: [TextLine] = []
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let baseline = Double(pango_layout_iter_get_baseline(iterator)) / Double(PANGO_SCALE)
            var lineText = ""
            if let line = pango_layout_iter_get_line_readonly(iterator) {
                let start = max(0, min(Int(line.pointee.start_index), utf8.count))
                let end = max(start, min(start + Int(line.pointee.length), utf8.count))
                lineText = String(decoding: utf8[start..<end], as: UTF8.self)
                if lineLimitActive { lineText = Self.replacingLineSeparators(in: lineText, with: "\n") }
            }
            result.append(TextLine(text: lineText, extents: Rect(logical), baseline: baseline))
        } while pango_layout_iter_next_line(iterator) != 0
        return result
    }

    // MARK: Applying properties

    /// True when `maximumLines` limits a layout with a width.
    private var lineLimitActive: Bool { maximumLines > 0 && width != nil }

    /// Hands the text to Pango. Pango counts a negative height (the line limit) per paragraph,
    /// so with a line limit, paragraph breaks become line separators (U+2028) and the text is
    /// one paragraph. Pango then puts all the remaining text on the last allowed line; the
    /// breaks in it become spaces, so it reads as text and is cut where it does not fit.
    private func applyText() {
        var string = text.utf8.contains(0) ? text.replacingNulls() : text
        if lineLimitActive, truncation == .none {
            setPangoText(string)
            guard lineCount > maximumLines,
                  let next = pango_layout_get_line_readonly(pointer, Int32(clamping: maximumLines)) else { return }
            // The first lines keep their breaks when the text after them goes: line breaking
            // only looks ahead to the next break opportunity.
            let utf8 = Array(string.utf8)
            var head = String(decoding: utf8[..<max(0, min(Int(next.pointee.start_index), utf8.count))], as: UTF8.self)
            // Nor the space they broke at: at the end of the text Pango counts it in the last
            // line's width, which would sit half a space left of centre (UIKit centres the word).
            while let last = head.unicodeScalars.last, last.properties.isWhitespace {
                head.unicodeScalars.removeLast()
            }
            setPangoText(head)
            return
        }
        guard lineLimitActive, string.unicodeScalars.contains(where: Self.isParagraphBreak) else {
            setPangoText(string)
            return
        }
        string = Self.replacingParagraphBreaks(in: string, with: "\u{2028}")
        setPangoText(string)
        guard lineCount == maximumLines,
              let lastLine = pango_layout_get_line_readonly(pointer, Int32(clamping: maximumLines - 1)) else {
            return
        }
        let utf8 = Array(string.utf8)
        let split = max(0, min(Int(lastLine.pointee.start_index), utf8.count))
        let tail = String(decoding: utf8[split...], as: UTF8.self)
        guard tail.unicodeScalars.contains("\u{2028}") else { return }
        let head = String(decoding: utf8[..<split], as: UTF8.self)
        setPangoText(head + Self.replacingLineSeparators(in: tail, with: " "))
    }

    private func setPangoText(_ string: String) {
        var bytes = Array(string.utf8)
        let count = Int32(clamping: bytes.count)
        bytes.append(0)
        bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress?.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                pango_layout_set_text(pointer, $0, count)
            }
        }
    }

    private static func isParagraphBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r" || scalar == "\u{2029}" || scalar == "\u{85}"
    }

    private static func replacingParagraphBreaks(in string: String, with separator: Character) -> String {
        var out = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in string.unicodeScalars {
            if scalar == "\n", previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = scalar == "\r"
            if isParagraphBreak(scalar) {
                out.append(contentsOf: separator.unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    private func applyFont() {
        guard let description = font.makePangoDescription() else { return }
        defer { pango_font_description_free(description) }
        pango_layout_set_font_description(pointer, description)
    }

    /// The widest layout Pango's 32-bit units can hold, in user units.
    private static let maximumWidth = Double(Int32.max / PANGO_SCALE) - 1

    private func applyWidth() {
        guard let width else {
            pango_layout_set_width(pointer, -1)
            return
        }
        let clamped = width.isFinite ? min(max(width, 0), Self.maximumWidth) : 0
        pango_layout_set_width(pointer, Int32((clamped * Double(PANGO_SCALE)).rounded()))
    }

    private func applyLineLimit() {
        if maximumLines > 0 {
            pango_layout_set_height(pointer, -Int32(clamping: maximumLines))
            pango_layout_set_ellipsize(pointer, truncation.pangoValue)
        } else {
            pango_layout_set_height(pointer, -1)
            pango_layout_set_ellipsize(pointer, PANGO_ELLIPSIZE_NONE)
        }
    }

    /// `text` with each U+2028 (LINE SEPARATOR) replaced by `replacement`, scalar by scalar.
    static func replacingLineSeparators(in text: String, with replacement: Unicode.Scalar) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\u{2028}" ? replacement : $0 }))
    }
}
