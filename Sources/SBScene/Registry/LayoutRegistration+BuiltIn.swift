import SBLayout

/// sbrender's own layouts' looks, each beside its definition in SBLayout.
extension LayoutRegistration {
    /// The springboard: the tutorial's font-family labels on light grey icons, on black (the
    /// dusk wallpaper is the scene's default).
    public static let springboard = LayoutRegistration(
        .springboard, defaultStyle: { _ in .springboard },
        demoItemStyle: { _, identity in ItemStyle(label: DemoLabels.label(identity: identity), color: .lightGray) },
        background: { _ in .black })
    /// The flow layout: recipe 10-1's white cells on light grey; recipe 10-3's block strings on
    /// dark grey when it scrolls horizontally.
    public static let flow = LayoutRegistration(
        .flow, defaultStyle: { spec in spec.direction == .horizontal ? .blockString : .flow },
        demoItemStyle: { _, _ in ItemStyle(label: "", color: .white) },
        background: { spec in spec.direction == .horizontal ? .darkGray : .lightGray })
    /// The circle: recipe 10-6's pastel discs on light grey.
    public static let circle = LayoutRegistration(.circle, defaultStyle: { _ in .circle })
    /// The punched layout: recipe 10-4's pastel cells on black.
    public static let punched = LayoutRegistration(.punched, defaultStyle: { _ in .punched }, background: { _ in .black })
    /// The grid: recipe 10-8's tinted cells on light grey.
    public static let grid = LayoutRegistration(.grid, defaultStyle: { _ in .grid })
    /// The compositional layout: clear items (its look tints each section's cards itself), on
    /// white, or system grouped grey when a section is a grouped list.
    public static let compositional = LayoutRegistration(
        .compositional, defaultStyle: { _ in .compositional },
        demoItemStyle: { _, _ in ItemStyle(label: "", color: .clear) },
        background: { spec in Color.compositionalBackground(spec.resolvedCompositional.sections) })
    /// The home screen: clear items (its look makes each icon from its label), on black behind
    /// the wallpaper.
    public static let homescreen = LayoutRegistration(
        .homescreen, defaultStyle: { _ in .homescreen },
        demoItemStyle: { _, identity in ItemStyle(label: HomeScreenItems.demoLabel(identity: identity), color: .clear) },
        background: { _ in .black })
}

extension LayoutRegistry {
    /// sbrender's own layouts, in the order the command line and the docs gallery list them
    /// (the order of ``/SBLayout/LayoutDefinition/builtIn``).
    public static let builtIn = LayoutRegistry(builtIn: [.springboard, .flow, .circle, .punched, .grid, .compositional, .homescreen])
}

extension Color {
    /// UIKit's systemGroupedBackground, (242, 242, 247): behind grouped and inset-grouped lists.
    public static let groupedBackground = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)

    /// A compositional collection view's background: system grouped grey when any section is a
    /// grouped, inset-grouped or sidebar list, white otherwise.
    public static func compositionalBackground(_ sections: [Compositional.Section]) -> Color {
        let grey = sections.contains { s in
            guard let list = s.listConfiguration else { return false }
            return list.appearance.hasGroupedBackground
        }
        return grey ? groupedBackground : .white
    }
}
