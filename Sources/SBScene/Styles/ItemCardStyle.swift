import SBLayout

/// A cell's card as a scene sets it (`"card": {...}`, on the scene for every item or on one item):
/// the background, corner radius, border and shadow of the cell's box (a CALayer's
/// backgroundColor, cornerRadius, borderWidth/borderColor and shadow). Every key optional; an
/// absent key keeps the look's own value.
///
/// ```json
/// "card": {"background": "#ffffff", "cornerRadius": 12,
///          "border": {"width": 2, "color": "#333333"},
///          "shadow": {"color": "#00000080", "offset": [0, 3], "radius": 6}}
/// ```
public struct ItemCardStyle: Decodable, Hashable, Sendable {
    /// The largest corner radius, border width, shadow radius or offset a scene may give, in points.
    package static let maximumLength = 10_000.0

    /// `background`: the card's fill, `#rrggbb[aa]`.
    public var background: Color?
    /// `cornerRadius`: the radius of the card's corners, in points (0 or more).
    public var cornerRadius: Double?
    /// `border`: a line inside the card's edge (CALayer's border).
    public var border: Border?
    /// `shadow`: a shadow under the card.
    public var shadow: Shadow?

    /// A border: `{"width": 2, "color": "#333333"}`, drawn inside the card's edge.
    public struct Border: Decodable, Hashable, Sendable {
        /// `width`: the line width in points (0 or more); 1 when absent.
        public var width: Double
        /// `color`: the line colour; black when absent.
        public var color: Color

        enum CodingKeys: String, CodingKey, CaseIterable { case width, color }

        /// A border `width` points wide.
        public init(width: Double = 1, color: Color = .black) {
            self.width = width
            self.color = color
        }

        /// Decodes the object, rejecting unknown keys and values out of range.
        /// - Throws: ``SceneError`` naming the JSON path; `DecodingError` for a value of the wrong type.
        public init(from decoder: any Decoder) throws {
            let c = try StrictKeys.container(decoder, keyedBy: CodingKeys.self)
            width = try StyleDecoding.number(c, .width, in: decoder, range: 0...ItemCardStyle.maximumLength, unit: "a width in points") ?? 1
            color = try c.color(.color) ?? .black
        }
    }

    /// A shadow: `{"color": "#00000080", "offset": [0, 3], "radius": 6}` (CALayer's shadowColor
    /// with shadowOpacity folded in, shadowOffset and shadowRadius).
    public struct Shadow: Decodable, Hashable, Sendable {
        /// `color`: the shadow's colour with its opacity; black at 0.5 when absent.
        public var color: Color
        /// `offset` `[x, y]`: how far the shadow falls, in points (y down); `[0, 3]`, 3 points
        /// down, when absent. (Core Animation's default shadowOffset, (0, -3), puts a layer's
        /// shadow 3 points above it on iOS; a card's falls down, as drop shadows in iOS designs do.)
        public var offset: Point
        /// `radius`: the blur radius in points (0 or more); 3 when absent (CALayer's default).
        public var radius: Double

        enum CodingKeys: String, CodingKey, CaseIterable { case color, offset, radius }

        /// A shadow.
        public init(color: Color = Color(white: 0, alpha: 0.5), offset: Point = Point(x: 0, y: 3), radius: Double = 3) {
            self.color = color
            self.offset = offset
            self.radius = radius
        }

        /// Decodes the object, rejecting unknown keys and values out of range.
        /// - Throws: ``SceneError`` naming the JSON path; `DecodingError` for a value of the wrong type.
        public init(from decoder: any Decoder) throws {
            let c = try StrictKeys.container(decoder, keyedBy: CodingKeys.self)
            color = try c.color(.color) ?? Color(white: 0, alpha: 0.5)
            offset = try c.point(.offset) ?? Point(x: 0, y: 3)
            if abs(offset.x) > ItemCardStyle.maximumLength || abs(offset.y) > ItemCardStyle.maximumLength {
                throw SceneError(path: StyleDecoding.path(decoder, CodingKeys.offset),
                                 "expected [x, y] within ±\(Int(ItemCardStyle.maximumLength)) points, got [\(offset.x), \(offset.y)]")
            }
            radius = try StyleDecoding.number(c, .radius, in: decoder, range: 0...ItemCardStyle.maximumLength, unit: "a blur radius in points") ?? 3
        }
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case background, cornerRadius, border, shadow
    }

    /// Card settings; every one absent by default.
    public init(background: Color? = nil, cornerRadius: Double? = nil, border: Border? = nil, shadow: Shadow? = nil) {
        self.background = background
        self.cornerRadius = cornerRadius
        self.border = border
        self.shadow = shadow
    }

    /// Decodes the object, rejecting unknown keys and values out of range.
    /// - Throws: ``SceneError`` naming the JSON path; `DecodingError` for a value of the wrong type.
    public init(from decoder: any Decoder) throws {
        let c = try StrictKeys.container(decoder, keyedBy: CodingKeys.self)
        background = try c.color(.background)
        cornerRadius = try StyleDecoding.number(c, .cornerRadius, in: decoder, range: 0...ItemCardStyle.maximumLength, unit: "a radius in points")
        border = try c.decodeIfPresent(Border.self, forKey: .border)
        shadow = try c.decodeIfPresent(Shadow.self, forKey: .shadow)
    }

    /// These settings over `base`: each key this card gives wins, the others come from `base`.
    public func over(_ base: ItemCardStyle) -> ItemCardStyle {
        ItemCardStyle(background: background ?? base.background, cornerRadius: cornerRadius ?? base.cornerRadius,
                      border: border ?? base.border, shadow: shadow ?? base.shadow)
    }

    /// True when no key is given.
    public var isEmpty: Bool { self == ItemCardStyle() }
}
