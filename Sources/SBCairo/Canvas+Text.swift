import CCairo
import SBLayout

extension Canvas {
    /// Draws `layout` with its top-left origin at (x, y) in `color`, under the current
    /// transform and clip. Clears the current path.
    package func draw(_ layout: TextLayout, x: Double, y: Double, color: Color) throws {
        guard x.isFinite, y.isFinite else {
            throw CairoError.invalidArgument(operation: "drawing text", reason: "position (\(x), \(y)) is not finite")
        }
        try checkStatus("preparing to draw text")
        try withSavedState {
            try setSource(color)
            cairo_new_path(pointer)
            cairo_move_to(pointer, x, y)
            pango_cairo_show_layout(pointer, layout.pointer)
            cairo_new_path(pointer)
            try checkStatus("drawing the text \"\(layout.text.prefix(40))\"")
        }
    }

    /// Adds the outlines of `layout`'s glyphs, origin at (x, y), to the current path (for
    /// clipping to text or stroking it).
    package func addTextPath(_ layout: TextLayout, x: Double, y: Double) throws {
        guard x.isFinite, y.isFinite else {
            throw CairoError.invalidArgument(operation: "adding a text path",
                                             reason: "position (\(x), \(y)) is not finite")
        }
        cairo_move_to(pointer, x, y)
        pango_cairo_layout_path(pointer, layout.pointer)
        try checkStatus("adding the outlines of \"\(layout.text.prefix(40))\"")
    }
}
