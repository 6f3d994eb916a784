import CCairo

/// A font request: family, size and face attributes.
///
/// Sizes are in user units: 1 user unit = 1 pt = 1 px at scale 1 (an iOS point). An 18 pt
/// label on a canvas scaled by 2 draws 36 device pixels tall, the way UIKit renders at @2x.
package struct FontDescriptor: Hashable, Sendable, CustomStringConvertible {
    /// A family name (or a comma-separated list of them, tried in order).
    package var family: String
    /// The em size in user units. Sizes are clamped to 0.01...10000 when used.
    package var size: Double
    /// The weight, ``FontWeight/regular`` by default.
    package var weight: FontWeight
    /// The slant, ``FontStyle/normal`` by default.
    package var style: FontStyle
    /// The width, ``FontStretch/normal`` by default.
    package var stretch: FontStretch

    /// A font request.
    /// - Parameters:
    ///   - family: a family name, or a comma-separated list of them tried in order.
    ///   - size: the em size in user units (points at scale 1).
    ///   - weight: the weight.
    ///   - style: the slant.
    ///   - stretch: the width.
    package init(family: String, size: Double, weight: FontWeight = .regular,
                style: FontStyle = .normal, stretch: FontStretch = .normal) {
        self.family = family
        self.size = size
        self.weight = weight
        self.style = style
        self.stretch = stretch
    }

    /// The request as `family size weight N style stretch`, for messages.
    package var description: String {
        "\(family) \(size) weight \(weight.rawValue) \(style) \(stretch)"
    }

    static let sizeRange = 0.01...10_000.0

    /// A new Pango description; the caller frees it with `pango_font_description_free`.
    func makePangoDescription() -> OpaquePointer? {
        guard let description = pango_font_description_new() else { return nil }
        let safeFamily = family.utf8.contains(0) ? family.replacingNulls() : family
        pango_font_description_set_family(description, safeFamily)
        let points = size.isFinite ? min(max(size, Self.sizeRange.lowerBound), Self.sizeRange.upperBound)
                                   : 12
        pango_font_description_set_absolute_size(description, points * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(UInt32(weight.clampedValue)))
        pango_font_description_set_style(description, style.pangoValue)
        pango_font_description_set_stretch(description, stretch.pangoValue)
        return description
    }

    /// The face attributes of a Pango description (its size is not read).
    init(pango description: OpaquePointer, size: Double) {
        let d = description
        family = pango_font_description_get_family(d).map { String(cString: $0) } ?? ""
        self.size = size
        weight = FontWeight(rawValue: Int(pango_font_description_get_weight(d).rawValue))
        style = FontStyle(pango: pango_font_description_get_style(d))
        stretch = FontStretch(pango: pango_font_description_get_stretch(d))
    }
}

/// A font weight on the CSS / OpenType scale, 100 (thin) to 1000 (ultra heavy).
package struct FontWeight: Hashable, Sendable, Comparable {
    /// The weight on the CSS / OpenType scale: 400 is regular, 700 bold. Values outside
    /// 100...1000 are clamped when used.
    package var rawValue: Int

    /// A weight on the CSS / OpenType scale.
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// Thin, 100.
    package static let thin = FontWeight(rawValue: 100)
    /// Ultra light, 200.
    package static let ultraLight = FontWeight(rawValue: 200)
    /// Light, 300.
    package static let light = FontWeight(rawValue: 300)
    /// Regular (normal, book), 400.
    package static let regular = FontWeight(rawValue: 400)
    /// Medium, 500.
    package static let medium = FontWeight(rawValue: 500)
    /// Semibold, 600.
    package static let semibold = FontWeight(rawValue: 600)
    /// Bold, 700.
    package static let bold = FontWeight(rawValue: 700)
    /// Heavy, 800.
    package static let heavy = FontWeight(rawValue: 800)
    /// Black, 900.
    package static let black = FontWeight(rawValue: 900)

    var clampedValue: Int { min(max(rawValue, 100), 1000) }

    /// Orders weights from light to heavy.
    package static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The slant of a font face (PangoStyle).
package enum FontStyle: Hashable, Sendable, CaseIterable {
    /// A slant: `normal` (upright), `oblique` (slanted roman), `italic` (a cursive design).
    case normal, oblique, italic

    var pangoValue: PangoStyle {
        switch self {
        case .normal: PANGO_STYLE_NORMAL
        case .oblique: PANGO_STYLE_OBLIQUE
        case .italic: PANGO_STYLE_ITALIC
        }
    }

    init(pango: PangoStyle) {
        switch pango {
        case PANGO_STYLE_OBLIQUE: self = .oblique
        case PANGO_STYLE_ITALIC: self = .italic
        default: self = .normal
        }
    }
}

/// The width of a font face, from the narrowest to the widest (PangoStretch).
package enum FontStretch: Hashable, Sendable, CaseIterable, Comparable {
    /// A width, in order from `ultraCondensed` to `ultraExpanded`; `normal` is the family's
    /// regular width.
    case ultraCondensed, extraCondensed, condensed, semiCondensed, normal,
         semiExpanded, expanded, extraExpanded, ultraExpanded

    var pangoValue: PangoStretch {
        switch self {
        case .ultraCondensed: PANGO_STRETCH_ULTRA_CONDENSED
        case .extraCondensed: PANGO_STRETCH_EXTRA_CONDENSED
        case .condensed: PANGO_STRETCH_CONDENSED
        case .semiCondensed: PANGO_STRETCH_SEMI_CONDENSED
        case .normal: PANGO_STRETCH_NORMAL
        case .semiExpanded: PANGO_STRETCH_SEMI_EXPANDED
        case .expanded: PANGO_STRETCH_EXPANDED
        case .extraExpanded: PANGO_STRETCH_EXTRA_EXPANDED
        case .ultraExpanded: PANGO_STRETCH_ULTRA_EXPANDED
        }
    }

    init(pango: PangoStretch) {
        self = Self.allCases.first { $0.pangoValue == pango } ?? .normal
    }
}

extension String {
    /// The string with NUL characters replaced by U+FFFD, for C APIs that stop at NUL.
    func replacingNulls() -> String {
        String(String.UnicodeScalarView(unicodeScalars.map { $0 == "\0" ? "\u{FFFD}" : $0 }))
    }
}
