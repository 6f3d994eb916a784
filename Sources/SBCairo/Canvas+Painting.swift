import CCairo
import SBLayout

/// Sources, fills, strokes, clips and paints.
extension Canvas {
    /// Sets what the next fill, stroke or paint draws with.
    package func setSource(_ paint: Paint) throws {
        switch paint {
        case .color(let color):
            try setSource(color)
        case .linearGradient(let gradient):
            let pattern = try CairoPattern(linear: gradient)
            cairo_set_source(pointer, pattern.pointer)
        case .radialGradient(let gradient):
            let pattern = try CairoPattern(radial: gradient)
            cairo_set_source(pointer, pattern.pointer)
        }
        try checkStatus("setting the source")
    }

    /// Sets a solid colour as what the next fill, stroke or paint draws with.
    /// - Throws: ``CairoError/invalidArgument(operation:reason:)`` for a non-finite component.
    package func setSource(_ color: Color) throws {
        guard color.isFinite else {
            throw CairoError.invalidArgument(operation: "setSource", reason: "colour \(color) is not finite")
        }
        cairo_set_source_rgba(pointer, color.red, color.green, color.blue, color.alpha)
    }

    /// Sets line width, caps, joins, miter limit and dashes for the next strokes.
    package func setStrokeStyle(_ style: StrokeStyle) throws {
        try style.validate()
        cairo_set_line_width(pointer, style.lineWidth)
        cairo_set_line_cap(pointer, style.cairoCap)
        cairo_set_line_join(pointer, style.cairoJoin)
        cairo_set_miter_limit(pointer, style.miterLimit)
        style.dash.withUnsafeBufferPointer { dashes in
            cairo_set_dash(pointer, dashes.baseAddress, Int32(dashes.count), style.dashOffset)
        }
        try checkStatus("setting the stroke style")
    }

    /// Fills the current path with the current source; the path is consumed unless
    /// `preservingPath`.
    package func fill(preservingPath: Bool = false) throws {
        try checkStatus("building the path to fill")
        if preservingPath { cairo_fill_preserve(pointer) } else { cairo_fill(pointer) }
        try checkStatus("filling")
    }

    /// Strokes the current path with the current source and stroke style.
    package func stroke(preservingPath: Bool = false) throws {
        try checkStatus("building the path to stroke")
        if preservingPath { cairo_stroke_preserve(pointer) } else { cairo_stroke(pointer) }
        try checkStatus("stroking")
    }

    /// Fills the current path with `paint`, leaving the source as it was.
    package func fill(with paint: Paint, preservingPath: Bool = false) throws {
        try withSavedState {
            try setSource(paint)
            try fill(preservingPath: preservingPath)
        }
    }

    /// Strokes the current path with `paint` in `style`, leaving source and style as they were.
    package func stroke(with paint: Paint, style: StrokeStyle, preservingPath: Bool = false) throws {
        try withSavedState {
            try setSource(paint)
            try setStrokeStyle(style)
            try stroke(preservingPath: preservingPath)
        }
    }

    /// Fills the current path, then strokes the same path over the fill, then clears it.
    package func fillAndStroke(fill fillPaint: Paint, stroke strokePaint: Paint, style: StrokeStyle) throws {
        try fill(with: fillPaint, preservingPath: true)
        try stroke(with: strokePaint, style: style)
    }

    /// Intersects the clip with the current path (until the enclosing `withSavedState` ends).
    package func clip(preservingPath: Bool = false) throws {
        try checkStatus("building the clip path")
        if preservingPath { cairo_clip_preserve(pointer) } else { cairo_clip(pointer) }
        try checkStatus("clipping")
    }

    /// Intersects the clip with the smallest box of whole device pixels that holds the rectangle
    /// (`x`, `y`, `width`, `height`) in user space, however the user space is rotated or scaled
    /// (until the enclosing `withSavedState` ends). The box cuts nothing drawn inside the
    /// rectangle, and cairo clips to a pixel-aligned box without a coverage mask, so what is
    /// drawn under it takes cairo's fast paths; a group pushed under it is the box's size. The
    /// current path is cleared.
    package func clipToPixelBox(x: Double, y: Double, width: Double, height: Double) throws {
        guard x.isFinite, y.isFinite, width.isFinite, height.isFinite else {
            throw CairoError.invalidArgument(operation: "clipToPixelBox", reason: "the rectangle (\(x), \(y), \(width), \(height)) is not finite")
        }
        var xs = [x, x + width, x, x + width], ys = [y, y, y + height, y + height]
        for i in 0..<4 { cairo_user_to_device(pointer, &xs[i], &ys[i]) }
        var x0 = (xs.min() ?? 0).rounded(.down), y0 = (ys.min() ?? 0).rounded(.down)
        var x1 = (xs.max() ?? 0).rounded(.up), y1 = (ys.max() ?? 0).rounded(.up)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(pointer, &matrix)
        cairo_identity_matrix(pointer)
        // Back from device space to the identity user space (which differs from device space
        // only by the surface's device transform, if it has one).
        cairo_device_to_user(pointer, &x0, &y0)
        cairo_device_to_user(pointer, &x1, &y1)
        cairo_new_path(pointer)
        cairo_rectangle(pointer, min(x0, x1), min(y0, y1), abs(x1 - x0), abs(y1 - y0))
        cairo_clip(pointer)
        cairo_set_matrix(pointer, &matrix)
        try checkStatus("clipping to a pixel box")
    }

    /// Paints the current source everywhere inside the clip, at `alpha`.
    package func paint(alpha: Double = 1) throws {
        guard alpha.isFinite else {
            throw CairoError.invalidArgument(operation: "paint", reason: "alpha \(alpha) is not finite")
        }
        try checkStatus("preparing to paint")
        if alpha >= 1 { cairo_paint(pointer) } else { cairo_paint_with_alpha(pointer, max(alpha, 0)) }
        try checkStatus("painting")
    }

    /// Fills everything inside the clip with `color`, replacing what was there (including
    /// alpha): `clear(.clear)` makes the surface transparent again.
    package func clear(_ color: Color = .clear) throws {
        try withSavedState {
            cairo_set_operator(pointer, CAIRO_OPERATOR_SOURCE)
            try setSource(color)
            try paint()
        }
    }
}
