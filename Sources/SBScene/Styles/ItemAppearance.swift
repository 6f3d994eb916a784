import SBLayout

/// The style keys a scene and each of its items may carry: `text`, `card` and `contentMode`.
/// The scene's apply to every item; an item's own win key by key (an item's `"text": {"size": 20}`
/// keeps the scene's text colour).
public struct ItemAppearance: Hashable, Sendable {
    /// `text`: the font, size, weight, colour, alignment and line limit of the cell's text.
    public var text: ItemTextStyle
    /// `card`: the cell's background, corner radius, border and shadow.
    public var card: ItemCardStyle
    /// `contentMode`: how the item's image fills its box (`scaleToFill`, `aspectFit`,
    /// `aspectFill`); each look's own (aspect-fill) when absent.
    public var contentMode: ContentMode?

    /// The keys, as scene files spell them.
    public static let keys = ["text", "card", "contentMode"]

    private enum CodingKeys: String, CodingKey {
        case text, card, contentMode
    }

    /// An appearance; nothing set by default.
    public init(text: ItemTextStyle = ItemTextStyle(), card: ItemCardStyle = ItemCardStyle(), contentMode: ContentMode? = nil) {
        self.text = text
        self.card = card
        self.contentMode = contentMode
    }

    /// Reads the style keys of the scene or item object at `decoder` (the object's other keys are
    /// its owner's business).
    /// - Throws: ``SceneError`` naming the JSON path; `DecodingError` for a value of the wrong type.
    public init(readingKeysOf decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        text = try c.decodeIfPresent(ItemTextStyle.self, forKey: .text) ?? ItemTextStyle()
        card = try c.decodeIfPresent(ItemCardStyle.self, forKey: .card) ?? ItemCardStyle()
        contentMode = try StyleDecoding.choice(c, .contentMode, in: decoder, as: ContentMode.self)
    }

    /// This appearance over `base`, key by key.
    public func over(_ base: ItemAppearance) -> ItemAppearance {
        ItemAppearance(text: text.over(base.text), card: card.over(base.card), contentMode: contentMode ?? base.contentMode)
    }

    /// True when no key is given.
    public var isEmpty: Bool { self == ItemAppearance() }
}
