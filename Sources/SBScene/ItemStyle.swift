import SBLayout

/// How one item's cell looks, resolved from the scene and the demo's defaults.
public struct ItemStyle: Hashable, Sendable {
    /// The icon's label (springboard) or the cell's text; empty for none.
    public var label: String
    /// The cell's colour (the springboard label's fill, the cookbook cells' background).
    public var color: Color
    /// The path of a PNG file drawn in place of the label (springboard) or filling the cell.
    public var image: String?
    /// Selected: the flow's black 0.5 overlay, the circle's dark dot.
    public var isSelected: Bool
    /// The text of a red badge on the icon's top-right corner, or nil for none.
    public var badge: String?
    /// True to show the cookbook's cell menu over this item.
    public var showsMenu: Bool
    /// A fixed quiver offset overriding the seeded one.
    public var quiverOffset: Double?
    /// The text, card and image settings from the scene and the item (empty: the look's own).
    public var appearance = ItemAppearance()
    /// A list row's or card's secondary text under the label, or nil for none.
    public var subtitle: String?
    /// A list row's value text on its trailing side, or nil for none.
    public var value: String?
    /// A list row's accessories, or nil for the look's own.
    public var accessories: [ListAccessory]?
    /// A home-screen widget's built-in content, or nil for a plain widget (or any other cell).
    package var widget: HomeScreenWidgetContent?
    /// Whether a list row's image, text, secondary text and value are drawn by the item's own
    /// views (SBUIKit's list content view): the row draws its background and accessories only.
    package var listContentIsDrawnByView = false

    /// A cell's look; everything but the label and colour off by default.
    public init(label: String, color: Color, image: String? = nil, isSelected: Bool = false,
                badge: String? = nil, showsMenu: Bool = false, quiverOffset: Double? = nil) {
        self.label = label
        self.color = color
        self.image = image
        self.isSelected = isSelected
        self.badge = badge
        self.showsMenu = showsMenu
        self.quiverOffset = quiverOffset
    }

    /// The cookbook's pastel cell colour: each channel 0.5 + 0.5 x random, from the seed.
    public static func pastel(seed: UInt64, identity: Int) -> Color {
        var g = SeededGenerator.forElement(seed: seed, index: identity, stream: 0x434F_4C52)
        return Color(red: 0.5 + 0.5 * g.nextUnit(), green: 0.5 + 0.5 * g.nextUnit(), blue: 0.5 + 0.5 * g.nextUnit())
    }
}
