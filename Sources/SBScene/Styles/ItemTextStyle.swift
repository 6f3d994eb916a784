import SBLayout

/// A cell's text as a scene sets it (`"text": {...}`, on the scene for every item or on one
/// item): every key optional, an absent key keeping the look's own value.
///
/// ```json
/// "text": {"font": "Helvetica", "size": 18, "weight": "bold", "color": "#ffffff",
///          "alignment": "left", "lines": 2}
/// ```
public struct ItemTextStyle: Decodable, Hashable, Sendable {
    /// The largest font size a scene may give, in points.
    package static let maximumSize = 1000.0
    /// The most lines a scene may ask for.
    public static let maximumLines = 1000

    /// `font`: the font family ("system", "Helvetica", "Futura", a family the font set-up has).
    public var font: String?
    /// `size`: the point size, above 0.
    public var size: Double?
    /// `weight`: UIFont.Weight's name (`regular`, `bold`, ...).
    public var weight: TextWeight?
    /// `color`: the text colour, `#rrggbb[aa]`.
    public var color: Color?
    /// `alignment`: `left`, `center` or `right`.
    public var alignment: TextAlignment?
    /// `lines`: at most this many lines, the last ending in an ellipsis (0: no limit; UILabel's
    /// numberOfLines).
    public var lines: Int?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case font, size, weight, color, alignment, lines
    }

    /// Text settings; every one absent by default.
    public init(font: String? = nil, size: Double? = nil, weight: TextWeight? = nil, color: Color? = nil,
                alignment: TextAlignment? = nil, lines: Int? = nil) {
        self.font = font
        self.size = size
        self.weight = weight
        self.color = color
        self.alignment = alignment
        self.lines = lines
    }

    /// Decodes the object, rejecting unknown keys and values out of range.
    /// - Throws: ``SceneError`` naming the JSON path; `DecodingError` for a value of the wrong type.
    public init(from decoder: any Decoder) throws {
        let c = try StrictKeys.container(decoder, keyedBy: CodingKeys.self)
        font = try c.decodeIfPresent(String.self, forKey: .font)
        if let f = font, f.isEmpty || f.count > 200 || f.contains(where: { $0.isNewline || $0 == "\0" }) {
            throw SceneError(path: StyleDecoding.path(decoder, CodingKeys.font),
                             "expected a font family name of 1 to 200 characters on one line, such as \"Helvetica\"")
        }
        size = try StyleDecoding.number(c, .size, in: decoder, range: 0...ItemTextStyle.maximumSize, unit: "a point size")
        if size == 0 {
            throw SceneError(path: StyleDecoding.path(decoder, CodingKeys.size), "expected a point size above 0")
        }
        weight = try StyleDecoding.choice(c, .weight, in: decoder, as: TextWeight.self)
        color = try c.color(.color)
        alignment = try StyleDecoding.choice(c, .alignment, in: decoder, as: TextAlignment.self)
        lines = try c.wholeNumber(.lines, expected: "0 (no limit) to \(ItemTextStyle.maximumLines) lines")
        if let n = lines, n < 0 || n > ItemTextStyle.maximumLines {
            throw SceneError(path: StyleDecoding.path(decoder, CodingKeys.lines),
                             "expected 0 (no limit) to \(ItemTextStyle.maximumLines) lines, got \(n)")
        }
    }

    /// These settings over `base`: each key this style gives wins, the others come from `base`.
    public func over(_ base: ItemTextStyle) -> ItemTextStyle {
        ItemTextStyle(font: font ?? base.font, size: size ?? base.size, weight: weight ?? base.weight,
                      color: color ?? base.color, alignment: alignment ?? base.alignment, lines: lines ?? base.lines)
    }

    /// True when no key is given.
    public var isEmpty: Bool { self == ItemTextStyle() }
}
