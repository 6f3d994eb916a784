import SBLayout
import SBPNG
import SBScene

// Shorthands for sbrender's own tests and modules: a layout of your own drawn through a
// ``RenderRequest``, the one way a still is drawn (users build the request:
// `Renderer().render(RenderRequest(layout:content:...format:))`).

extension Renderer {
    /// Draws any layout with any cell style: `render(RenderRequest(layout:...))` with the
    /// background as a colour wallpaper.
    /// - Returns: the file's bytes.
    /// - Throws: ``RenderError`` for a canvas out of range, an item image that cannot be read, or a
    ///   drawing failure.
    package func render(layout: any CollectionViewLayout, content: CollectionContent, items: [ItemStyle] = [],
                        canvas: Size, scale: Int = 1, background: Color = .white,
                        style: any CellStyle = FlowCellStyle(), format: OutputFormat) throws -> [UInt8] {
        try render(RenderRequest(layout: layout, content: content, items: items, canvas: canvas, scale: scale,
                                 wallpaper: .color(background), style: style, format: format))
    }

    /// Draws any layout with any cell style as pixels (the request's picture, `renderImage(_:)`).
    /// - Returns: the picture, the canvas times the scale in pixels.
    /// - Throws: ``RenderError`` as the PNG form does.
    package func renderImage(layout: any CollectionViewLayout, content: CollectionContent, items: [ItemStyle] = [],
                             canvas: Size, scale: Int = 1, background: Color = .white,
                             style: any CellStyle = FlowCellStyle()) throws -> RGBAImage {
        try renderImage(RenderRequest(layout: layout, content: content, items: items, canvas: canvas, scale: scale,
                                      wallpaper: .color(background), style: style, format: .png))
    }

    /// The plan of a picture of your own layout: the canvas, background and items checked.
    /// - Throws: ``RenderError`` naming the value out of range.
    package static func plan(canvas: Size, scale: Int = 1, background: Color = .white, items: [ItemStyle] = []) throws -> RenderPlan {
        do {
            return try RenderPlan(canvas: canvas, scale: scale, background: background, items: items)
        } catch {
            throw RenderError("\(error)")
        }
    }
}
