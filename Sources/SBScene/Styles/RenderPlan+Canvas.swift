import SBLayout

extension RenderPlan {
    /// A plan for a layout of your own (drawn with `Renderer.render(_:)` of a `RenderRequest(layout:...)`): a canvas of
    /// `size` points at `scale`, one background colour, and the items' styles by identity.
    /// - Parameters:
    ///   - size: the canvas (the layout's viewport), in points.
    ///   - scale: pixels per point, 1, 2 or 3.
    ///   - background: what is drawn behind the content.
    ///   - items: each item's look, by identity (item i of the whole collection is `items[i]`);
    ///     items beyond the list are white cells without a label.
    ///   - cellStyle: the built-in style used when the caller passes none.
    /// - Throws: ``SceneError`` for a canvas too small or too large, or a scale other than 1, 2 or 3.
    package init(canvas size: Size, scale: Int = 1, background: Color = .white, items: [ItemStyle] = [],
                cellStyle: CellStyleName = .flow) throws(SceneError) {
        var scene = Scene()
        scene.layout = .flow
        scene.canvas = SceneCanvas(size: size, scale: scale)
        scene.sectionCount = 1
        scene.itemsPerSection = 0
        try self.init(scene: scene)
        wallpaper = .color(background)
        styles = items
        self.cellStyle = cellStyle
    }
}
