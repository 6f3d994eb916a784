import SBLayout

/// The `compositional` key of a scene whose layout is not compositional: the definition a
/// `"transition": "compositional"` event (or `--animation transition --to compositional`) goes to,
/// and nothing else.
///
/// Such a scene draws its own layout; the definition is only where its transitions go. It must be
/// used (a transition to the compositional layout) and lay out the scene's own items: one section
/// per content section, each `itemCount` equal to that section's items. Every mismatch is an
/// error naming its path.
enum CompositionalTarget {
    /// True when an event of the timeline transitions to a layout that reads a compositional
    /// definition (``/SBLayout/LayoutDefinition/parts``), as `layouts` registers it.
    static func isUsed(by timeline: [SceneEvent]?, layouts: LayoutRegistry) -> Bool {
        (timeline ?? []).contains { event in
            guard case .transition(let target) = event.action else { return false }
            return takesDefinition(target, layouts: layouts)
        }
    }

    /// True when `layouts` registers `target` as a layout that reads a compositional definition.
    static func takesDefinition(_ target: LayoutName?, layouts: LayoutRegistry) -> Bool {
        target.flatMap { layouts.registration(named: $0) }?.definition.takes(.compositional) == true
    }

    /// The definition of a non-compositional scene's `compositional` key, checked; nil when the
    /// scene has none.
    /// - Parameters:
    ///   - scene: the scene.
    ///   - layout: the scene's layout (not compositional).
    ///   - viewport: the collection view's size (below a status bar).
    ///   - itemCounts: the scene's content, items per section.
    ///   - alsoUsed: true when the command line transitions to the compositional layout.
    /// - Throws: ``SceneError``: the key is not used by any transition, the definition cannot be
    ///   laid out in `viewport`, or its sections and item counts differ from the content.
    static func definition(scene: Scene, layout: LayoutName, viewport: Size, itemCounts: [Int], alsoUsed: Bool) throws(SceneError) -> CompositionalSpec? {
        guard let value = scene.compositional else { return nil }
        guard alsoUsed || isUsed(by: scene.timeline, layouts: scene.layouts) else { throw unused(layout) }
        let definition = value.spec(viewport: viewport)
        do {
            try definition.validate(viewport: viewport)
        } catch {
            throw SceneError(path: "compositional.\(error.path)", error.message)
        }
        let listed = definition.itemCounts
        guard listed.count == itemCounts.count else {
            throw SceneError(path: "compositional.sections", "lists \(listed.count) section\(listed.count == 1 ? "" : "s") but the scene's content has \(itemCounts.count); a transition keeps the items, so give one section per content section (the content's item counts are \(itemCounts.map(String.init).joined(separator: ", ")))")
        }
        for (i, (mine, theirs)) in zip(listed, itemCounts).enumerated() where mine != theirs {
            throw SceneError(path: "compositional.sections[\(i)].itemCount", "is \(mine) but the scene's section \(i) holds \(theirs) item\(theirs == 1 ? "" : "s"); a transition keeps the items, so make them equal")
        }
        return definition
    }

    /// The error for a `compositional` key that no transition uses.
    static func unused(_ layout: LayoutName) -> SceneError {
        SceneError(path: "compositional", "on a \(layout) scene only says where a transition to the compositional layout goes, and nothing here transitions there; add an event such as {\"at\": 1, \"transition\": \"compositional\"} to the timeline, set \"layout\": \"compositional\", or remove the key")
    }
}
