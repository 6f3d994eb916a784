import SBTimeline
import SBLayout

extension RegisteredAnimation {
    /// The home screen's `jiggle`: jiggle mode for one second. The home screen's renderer draws
    /// jiggle mode's wobble where the tutorial's quivers; one second shows it (every frame moves
    /// every icon, so a longer one only weighs more).
    package static let homescreenJiggle = RegisteredAnimation("jiggle", summary: "jiggle mode, every icon wobbling",
                                                      adjustingSpec: { spec in var s = spec; s.editing = true; return s }) { input in
        QuiverTimeline(layout: input.layout, duration: 1)
    }
    /// The home screen's `delete`: jiggle mode, then the first app of the page shown (after its
    /// widgets) is deleted and the rest reflow into its place.
    package static let homescreenDelete = RegisteredAnimation("delete", summary: "jiggle mode, then the page's first app is deleted",
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
