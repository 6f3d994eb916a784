import SBLayout
import SBPNG
import SBScene

extension Renderer {
    /// Draws any layout (sbrender's or your own ``/SBLayout/CollectionViewLayout``) with any cell
    /// style, in one call.
    ///
    /// ```swift
    /// let renderer = try Renderer()
    /// let png = try renderer.render(layout: MyLayout(), content: CollectionContent(sections: 1, itemsPerSection: 20),
    ///                               canvas: Size(width: 390, height: 844), style: MyCellStyle(), format: .png)
    /// ```
    ///
    /// - Parameters:
    ///   - layout: the layout, configured (content offset, editing); it is prepared here for
    ///     `content` in a viewport of the canvas's size.
    ///   - content: the sections and items.
    ///   - items: each item's look, by identity (label, colour, image, text and card settings);
    ///     items beyond the list are white cells without a label.
    ///   - canvas: the picture's size, in points (the layout's viewport).
    ///   - scale: pixels per point: 1, 2 or 3.
    ///   - background: the colour behind the content.
    ///   - style: how each element is drawn.
    ///   - format: PNG, SVG or PDF.
    /// - Returns: the file's bytes.
    /// - Throws: ``RenderError`` for a canvas out of range, an item image that cannot be read, or a
    ///   drawing failure.
    public func render(layout: any CollectionViewLayout, content: CollectionContent, items: [ItemStyle] = [],
                       canvas: Size, scale: Int = 1, background: Color = .white,
                       style: any CellStyle = FlowCellStyle(), format: OutputFormat) throws -> [UInt8] {
        try render(RenderRequest(layout: layout, content: content, items: items, canvas: canvas, scale: scale,
                                 wallpaper: .color(background), style: style, format: format))
    }

    /// Draws any layout with any cell style as pixels (see
    /// ``render(layout:content:items:canvas:scale:background:style:format:)``).
    /// - Returns: the picture, the canvas times the scale in pixels.
    /// - Throws: ``RenderError`` as the PNG form does.
    public func renderImage(layout: any CollectionViewLayout, content: CollectionContent, items: [ItemStyle] = [],
                            canvas: Size, scale: Int = 1, background: Color = .white,
                            style: any CellStyle = FlowCellStyle()) throws -> RGBAImage {
        let request = try RenderRequest(layout: layout, content: content, items: items, canvas: canvas, scale: scale,
                                        wallpaper: .color(background), style: style, format: .png)
        return try renderImage(request.frame, images: try loadImages(for: request.frame.plan))
    }

    /// The plan of a picture of your own layout: the canvas, background and items checked.
    /// - Throws: ``RenderError`` naming the value out of range.
    public static func plan(canvas: Size, scale: Int = 1, background: Color = .white, items: [ItemStyle] = []) throws -> RenderPlan {
        do {
            return try RenderPlan(canvas: canvas, scale: scale, background: background, items: items)
        } catch {
            throw RenderError("\(error)")
        }
    }

    /// The still frame of `layout`: prepared for `content` in the plan's canvas, its elements in
    /// the visible rectangle (and 64 points around it, for transformed elements reaching into
    /// view), drawn with `style`.
    public static func frame(layout: any CollectionViewLayout, content: CollectionContent, plan: RenderPlan,
                             style: (any CellStyle)? = nil) -> Frame {
        var prepared = layout
        prepared.prepare(content: content, viewport: plan.canvasSize)
        let margin = 64.0
        let elements = prepared.layoutAttributesForElements(in: prepared.visibleRect.insetBy(dx: -margin, dy: -margin))
        var frame = Frame(plan: plan, layout: prepared, elements: elements, time: plan.time)
        frame.cellStyle = style
        frame.sizesToContent = true
        return frame
    }
}
