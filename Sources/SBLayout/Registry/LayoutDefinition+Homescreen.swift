extension LayoutDefinition {
    /// ``HomeScreenLayout``: today's iPhone and iPad home screen, defined by the spec's
    /// ``LayoutSpec/homescreen`` (or the seed demo's), on its device's screen.
    public static let homescreen = LayoutDefinition(
        name: .homescreen,
        source: "the home screen of iOS 17 and iPadOS 17 (Apple's Human Interface Guidelines and public device metrics)",
        settings: [],
        viewport: HomeScreenSpec.demo().device.screenSize,
        seedItemCounts: { spec in spec.resolvedHomeScreen.itemCounts },
        make: { spec in HomeScreenLayout(spec: spec.resolvedHomeScreen) })
}
