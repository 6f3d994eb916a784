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
