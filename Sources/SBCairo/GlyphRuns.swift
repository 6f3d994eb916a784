import CCairo

/// The glyphs of one run of a laid-out text and the cairo font they are drawn in, kept so that
/// another thread can have cairo render those glyphs ahead of time (``GlyphRuns/prerender(_:deviceMatrix:)``):
/// cairo's scaled fonts and their glyph caches are thread-safe and shared by every drawing of
/// the same font under the same transform, and a glyph's image depends on nothing else (cairo
/// 1.16 places glyphs on whole pixels), so a text drawn later finds its glyphs rendered and the
/// pixels are the same.
public final class GlyphRun: @unchecked Sendable {
    /// The run's cairo font (a reference of its own).
    let font: OpaquePointer
    /// The run's glyph indices (empty and missing glyphs left out).
    let glyphs: [UInt]

    init(font: OpaquePointer, glyphs: [UInt]) {
        self.font = cairo_scaled_font_reference(font)
        self.glyphs = glyphs
    }

    deinit { cairo_scaled_font_destroy(font) }
}

/// Rendering glyphs ahead of the drawing that needs them.
public enum GlyphRuns {
    /// Renders `runs`' glyphs into cairo's glyph caches as they will be drawn under
    /// `deviceMatrix` (user units to pixels; its translation does not matter), on a small
    /// surface of its own. Changes no picture; safe on any thread.
    public static func prerender(_ runs: [GlyphRun], deviceMatrix m: AffineMatrix) {
        guard m.isInvertible, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 64, 64) else { return }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return }
        defer { cairo_destroy(cr) }
        // Every glyph at the surface's centre, so that none is culled before it is rendered.
        var matrix = cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: 32, y0: 32)
        cairo_set_matrix(cr, &matrix)
        for run in runs where !run.glyphs.isEmpty {
            cairo_set_scaled_font(cr, run.font)
            var glyphs = run.glyphs.map { cairo_glyph_t(index: $0, x: 0, y: 0) }
            cairo_show_glyphs(cr, &glyphs, Int32(glyphs.count))
        }
    }
}

extension TextLayout {
    /// The layout's runs as cairo fonts and glyph indices, for ``GlyphRuns/prerender(_:deviceMatrix:)``.
    /// Call it on the thread that owns the font set-up.
    public func glyphRuns() -> [GlyphRun] {
        guard let iterator = pango_layout_get_iter(pointer) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        var runs: [GlyphRun] = []
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator), let item = run.pointee.item,
                  let font = item.pointee.analysis.font, let glyphString = run.pointee.glyphs,
                  let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(font)) else { continue }
            var glyphs: [UInt] = []
            for i in 0..<Int(glyphString.pointee.num_glyphs) {
                let glyph = glyphString.pointee.glyphs[i].glyph
                // PANGO_GLYPH_EMPTY, and missing glyphs (PANGO_GLYPH_UNKNOWN_FLAG) drawn as boxes.
                if glyph == 0x0FFF_FFFF || glyph & 0x1000_0000 != 0 { continue }
                glyphs.append(UInt(glyph))
            }
            runs.append(GlyphRun(font: scaled, glyphs: glyphs))
        } while pango_layout_iter_next_run(iterator) != 0
        return runs
    }
}
