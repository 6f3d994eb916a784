import SBLayout

extension Scene {
    /// The scene's layout alone, as `sbrender layout --scene` prints it: its layout settings and
    /// content checked against a layout's limits (``/SBLayout/Limits/layoutItems``), not a
    /// picture's. Keys that only pictures use (the canvas scale, the wallpaper, the detail view,
    /// the timeline and, on a layout other than compositional, the `compositional` definition its
    /// transitions go to, item looks) are left aside.
    /// - Returns: the validated layout spec.
    /// - Throws: ``SceneError`` naming the scene key at fault; `"itemSource": "fonts"` is refused
    ///   (the machine's fonts are items of pictures only).
    public func layoutSpec() throws(SceneError) -> LayoutSpec {
        if itemSource != nil {
            throw SceneError(path: "itemSource", "the installed fonts are items of pictures ('sbrender render'), not of 'sbrender layout'")
        }
        let layout = self.layout ?? .springboard
        if layout != .compositional, compositional != nil, !CompositionalTarget.isUsed(by: timeline) {
            throw CompositionalTarget.unused(layout)
        }
        let spec = RenderPlan.layoutSpec(scene: self, listed: sections?.map(\.items))
        do {
            try spec.validate()
        } catch {
            throw SceneError(path: RenderPlan.key(for: error.field), error.message)
        }
        return spec
    }
}
