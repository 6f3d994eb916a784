import CCairo
import SBLayout

/// Where lines may break when a layout has a width.
package enum TextWrap: Sendable, Hashable {
    /// Between words only; a word longer than the width overflows.
    case word
    /// Anywhere between characters.
    case character
    /// Between words, or inside a word that is too long for a line (UILabel's behaviour).
    case wordThenCharacter

    var pangoValue: PangoWrapMode {
        switch self {
        case .word: PANGO_WRAP_WORD
        case .character: PANGO_WRAP_CHAR
        case .wordThenCharacter: PANGO_WRAP_WORD_CHAR
        }
    }
}

/// Where text that does not fit is cut and replaced by "…".
package enum TextTruncation: Sendable, Hashable {
    /// A place to cut: `none` (no ellipsis: with a line limit the lines past it are left out,
    /// as NSLineBreakByWordWrapping does), `head` ("…end"), `middle` ("sta…end") or `tail`
    /// ("start…", UILabel's default).
    case none, head, middle, tail

    var pangoValue: PangoEllipsizeMode {
        switch self {
        case .none: PANGO_ELLIPSIZE_NONE
        case .head: PANGO_ELLIPSIZE_START
        case .middle: PANGO_ELLIPSIZE_MIDDLE
        case .tail: PANGO_ELLIPSIZE_END
        }
    }
}

extension TextAlignment {
    /// Pango's alignment of lines within the layout's width (or, without a width, within the
    /// widest line).
    var pangoValue: PangoAlignment {
        switch self {
        case .left: PANGO_ALIGN_LEFT
        case .center: PANGO_ALIGN_CENTER
        case .right: PANGO_ALIGN_RIGHT
        }
    }
}

extension Rect {
    /// A Pango rectangle (Pango units) in user units, relative to the layout's top-left origin.
    init(_ r: PangoRectangle) {
        let scale = Double(PANGO_SCALE)
        self.init(x: Double(r.x) / scale, y: Double(r.y) / scale,
                  width: Double(r.width) / scale, height: Double(r.height) / scale)
    }
}

/// One laid-out line.
package struct TextLine: Hashable, Sendable {
    /// The part of the layout's text this line covers (for a truncated line, including the
    /// characters the "…" stands for).
    package var text: String
    /// The line's logical extents, in user units; `minY` is relative to the layout's top.
    package var extents: Rect
    /// The baseline's distance from the layout's top.
    package var baseline: Double
}
