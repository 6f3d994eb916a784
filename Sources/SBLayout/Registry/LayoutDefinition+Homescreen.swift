extension LayoutDefinition {
    /// `HomeScreenLayout`: today's iPhone and iPad home screen, defined by the spec's
    /// `LayoutSpec.homescreen` (or the seed demo's), on its device's screen.
    public static let homescreen = LayoutDefinition(
        name: .homescreen,
        source: "the home screen of iOS 17 and iPadOS 17 (Apple's Human Interface Guidelines and public device metrics)",
        settings: [],
        viewport: HomeScreenSpec.demo().device.screenSize,
        parts: [.page, .homescreen],
        seedItemCounts: { spec in spec.resolvedHomeScreen.itemCounts },
        make: { spec in HomeScreenLayout(spec: spec.resolvedHomeScreen) },
        validate: checkHomeScreen)

    /// The home screen's own checks, its items (its tiles, not a count) and its viewport (its
    /// device's screen).
    private static func checkHomeScreen(_ spec: LayoutSpec) throws(LayoutSpecError) {
        let home = spec.resolvedHomeScreen
        try home.validate()
        guard spec.itemCounts == nil, spec.sections == nil, spec.items == nil else {
            throw LayoutSpecError(.items, "a home screen's items are its apps, widgets, folders and dock (the homescreen object), not a count")
        }
        guard spec.viewport == home.device.screenSize else {
            let screen = NumberText.size(home.device.screenSize.width, home.device.screenSize.height)
            throw LayoutSpecError(.viewport, "must be \(home.device.name)'s screen, \(screen) points, for its home screen, got \(NumberText.size(spec.viewport.width, spec.viewport.height)); drop the size (and any status bar) or pick another device")
        }
    }
}
