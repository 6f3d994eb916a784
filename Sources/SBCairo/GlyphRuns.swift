import CCairo

/// The glyphs of one run of a laid-out text and the cairo font they are drawn in, kept so that
/// another thread can have cairo render those glyphs ahead of time (``GlyphRuns/prerender(_:deviceMatrix:)``):
/// cairo's scaled fonts and their glyph caches are thread-safe and shared by every drawing of
/// the same font under the same transform, and a glyph's image depends on nothing else (cairo
/// 1.16 places glyphs on whole pixels), so a text drawn later finds its glyphs rendered and the
/// pixels are the same.
package final class GlyphRun: @unchecked Sendable {
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
package enum GlyphRuns {
    /// The largest glyph rendered ahead, in device pixels a side: larger glyphs (a label on an
    /// item far larger than the canvas, at thousands of points) are left to the drawing, which
    /// renders only those that reach the canvas. A glyph cache image is this side squared, in
    /// 4 bytes a pixel; a 12,500-point glyph would take about 700 MB.
    package static let maximumGlyphSide = 512.0

    /// Renders `runs`' glyphs into cairo's glyph caches as they will be drawn under
    /// `deviceMatrix` (user units to pixels; its translation does not matter), on a small
    /// surface of its own. Changes no picture; safe on any thread. Glyphs whose ink would span
    /// more than ``maximumGlyphSide`` device pixels are skipped.
    /// - Returns: how many glyphs were rendered.
    @discardableResult
    package static func prerender(_ runs: [GlyphRun], deviceMatrix m: AffineMatrix) -> Int {
        guard m.isInvertible, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 64, 64) else { return 0 }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return 0 }
        defer { cairo_destroy(cr) }
        // Every glyph at the surface's centre, so that none is culled before it is rendered.
        var matrix = cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: 32, y0: 32)
        cairo_set_matrix(cr, &matrix)
        var rendered = 0
        for run in runs where !run.glyphs.isEmpty {
            cairo_set_scaled_font(cr, run.font)
            var glyphs: [cairo_glyph_t] = []
            for index in run.glyphs {
                // The glyph's ink in the font's user space, then its device box under `m`.
                var glyph = cairo_glyph_t(index: index, x: 0, y: 0)
                var extents = cairo_text_extents_t()
                cairo_scaled_font_glyph_extents(run.font, &glyph, 1, &extents)
                let width = abs(m.a) * extents.width + abs(m.c) * extents.height
                let height = abs(m.b) * extents.width + abs(m.d) * extents.height
                guard width.isFinite, height.isFinite, width <= maximumGlyphSide, height <= maximumGlyphSide else { continue }
                glyphs.append(glyph)
            }
            guard !glyphs.isEmpty else { continue }
            cairo_show_glyphs(cr, &glyphs, Int32(glyphs.count))
            rendered += glyphs.count
        }
        return rendered
    }
}

extension TextLayout {
    /// The layout's runs as cairo fonts and glyph indices, for ``GlyphRuns/prerender(_:deviceMatrix:)``.
    /// Call it on the thread that owns the font set-up.
    package func glyphRuns() -> [GlyphRun] {
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
