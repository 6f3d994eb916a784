import SBLayout

/// How one item's cell looks, resolved from the scene and the demo's defaults.
public struct ItemStyle: Hashable, Sendable {
    public var label: String
    public var color: Color
    public var image: String?
    public var isSelected: Bool
    public var badge: String?
    public var showsMenu: Bool
    /// A fixed quiver offset overriding the seeded one.
    public var quiverOffset: Double?

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

    /// The style of an item the scene does not describe.
    public static func demo(layout: LayoutName, seed: UInt64, identity: Int) -> ItemStyle {
        switch layout {
        case .springboard:
            ItemStyle(label: DemoLabels.label(identity: identity), color: .lightGray)
        case .flow:
            ItemStyle(label: "", color: .white)
        case .circle, .grid, .punched:
            ItemStyle(label: "", color: pastel(seed: seed, identity: identity))
        }
    }
}
