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
        validate: checkHomeScreen,
        animations: [.homescreenJiggle, .homescreenDelete])

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

extension RegisteredAnimation {
    /// The home screen's `jiggle`: jiggle mode for one second. The home screen's renderer draws
    /// jiggle mode's wobble where the tutorial's quivers; one second shows it (every frame moves
    /// every icon, so a longer one only weighs more).
    static let homescreenJiggle = RegisteredAnimation("jiggle", summary: "jiggle mode, every icon wobbling",
                                                      adjustingSpec: { spec in var s = spec; s.editing = true; return s }) { input in
        QuiverTimeline(layout: input.layout, duration: 1)
    }
    /// The home screen's `delete`: jiggle mode, then the first app of the page shown (after its
    /// widgets) is deleted and the rest reflow into its place.
    static let homescreenDelete = RegisteredAnimation("delete", summary: "jiggle mode, then the page's first app is deleted",
                                                      adjustingSpec: { spec in var s = spec; s.editing = true; return s }) { input in
        let content = input.content
        guard let home = input.layout as? HomeScreenLayout,
              let item = home.placements.indices.first(where: { i in
                  home.placements[i].page == home.currentPage
                      && home.spec.tiles.indices.contains(content.identity(at: IndexPath(item: i, section: 0)))
                      && home.spec.tiles[content.identity(at: IndexPath(item: i, section: 0))] == .app
              }) else { throw AnimationError("there is no app on this page to delete") }
        return try input.update(UpdateBatch(deleting: [IndexPath(item: item, section: 0)]))
    }
}
