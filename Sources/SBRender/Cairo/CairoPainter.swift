import CCairo
import SBLayout
import SBScene

/// The `Painter` that draws with Cairo and lays text out with Pango. It owns neither the cairo
/// context nor the font system; it owns its Pango context.
final class CairoPainter: Painter {
    let cr: OpaquePointer
    let fonts: FontSystem
    private let pango: OpaquePointer
    static let pangoScale = 1024.0

    init(cr: OpaquePointer, fonts: FontSystem) throws {
        self.cr = cr
        self.fonts = fonts
        guard let ctx = fonts.makeContext(for: cr) else { throw RenderError("Pango could not create a drawing context") }
        pango = ctx
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(pango))
    }

    func save() { cairo_save(cr) }
    func restore() { cairo_restore(cr) }
    func translate(x: Double, y: Double) { cairo_translate(cr, x, y) }
    func scale(x: Double, y: Double) {
        guard x != 0, y != 0, x.isFinite, y.isFinite else { return }
        cairo_scale(cr, x, y)
    }
    func rotate(_ radians: Double) { cairo_rotate(cr, radians) }

    func concatenate(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        // A singular matrix (a zero scale) draws nothing; cairo would refuse it.
        guard abs(a * d - b * c) > 1e-12 else {
            cairo_scale(cr, 1e-6, 1e-6)
            return
        }
        var m = cairo_matrix_t(xx: a, yx: b, xy: c, yy: d, x0: tx, y0: ty)
        cairo_transform(cr, &m)
    }

    func newPath() { cairo_new_path(cr) }
    func move(to p: Point) { cairo_move_to(cr, p.x, p.y) }
    func line(to p: Point) { cairo_line_to(cr, p.x, p.y) }
    func closePath() { cairo_close_path(cr) }
    func addRect(_ r: Rect) { cairo_rectangle(cr, r.minX, r.minY, r.width, r.height) }

    func addRoundedRect(_ r: Rect, radius: Double) {
        let rad = min(radius, r.width / 2, r.height / 2)
        guard rad > 0 else { return addRect(r) }
        cairo_new_sub_path(cr)
        cairo_arc(cr, r.maxX - rad, r.minY + rad, rad, -Double.pi / 2, 0)
        cairo_arc(cr, r.maxX - rad, r.maxY - rad, rad, 0, Double.pi / 2)
        cairo_arc(cr, r.minX + rad, r.maxY - rad, rad, Double.pi / 2, Double.pi)
        cairo_arc(cr, r.minX + rad, r.minY + rad, rad, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }

    func addCircle(center: Point, radius: Double) {
        cairo_new_sub_path(cr)
        cairo_arc(cr, center.x, center.y, max(0, radius), 0, 2 * Double.pi)
        cairo_close_path(cr)
    }

    func addEllipse(in r: Rect) {
        guard r.width > 0, r.height > 0 else { return }
        cairo_save(cr)
        cairo_translate(cr, r.midX, r.midY)
        cairo_scale(cr, r.width / 2, r.height / 2)
        cairo_new_sub_path(cr)
        cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
        cairo_close_path(cr)
        cairo_restore(cr)
    }

    func setColor(_ c: Color) { cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha) }

    func fill(preserve: Bool) {
        if preserve { cairo_fill_preserve(cr) } else { cairo_fill(cr) }
    }

    func stroke(width: Double, preserve: Bool) {
        cairo_set_line_width(cr, width)
        if preserve { cairo_stroke_preserve(cr) } else { cairo_stroke(cr) }
    }

    func clip() { cairo_clip(cr) }
    func beginGroup() { cairo_push_group(cr) }

    func endGroup(alpha: Double) {
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, alpha)
    }

    private func fillPattern(_ pattern: OpaquePointer?, _ rect: Rect, _ stops: [(Double, Color)]) {
        guard let pattern else { return }
        for (offset, c) in stops { cairo_pattern_add_color_stop_rgba(pattern, offset, c.red, c.green, c.blue, c.alpha) }
        cairo_save(cr)
        cairo_set_source(cr, pattern)
        addRect(rect)
        cairo_fill(cr)
        cairo_restore(cr)
        cairo_pattern_destroy(pattern)
    }

    func fillLinearGradient(_ rect: Rect, from: Point, to: Point, stops: [(Double, Color)]) {
        fillPattern(cairo_pattern_create_linear(from.x, from.y, to.x, to.y), rect, stops)
    }

    func fillRadialGradient(_ rect: Rect, center: Point, innerRadius: Double, outerRadius: Double, stops: [(Double, Color)]) {
        fillPattern(cairo_pattern_create_radial(center.x, center.y, innerRadius, center.x, center.y, outerRadius), rect, stops)
    }

    func paint(_ c: Color) {
        cairo_save(cr)
        setColor(c)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    func drawImage(_ image: LoadedImage, aspectFill rect: Rect) {
        guard let surface = image.handle as? CairoImage, image.width > 0, image.height > 0, rect.width > 0, rect.height > 0 else { return }
        let s = max(rect.width / Double(image.width), rect.height / Double(image.height))
        cairo_save(cr)
        addRect(rect)
        cairo_clip(cr)
        cairo_translate(cr, rect.midX - Double(image.width) * s / 2, rect.midY - Double(image.height) * s / 2)
        cairo_scale(cr, s, s)
        cairo_set_source_surface(cr, surface.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// A Pango layout for `text` in `font`, wrapped to `width` when given.
    private func makeLayout(_ text: String, font: FontRequest, width: Double?, maximumLines: Int, alignment: TextStyle.Alignment) -> OpaquePointer? {
        guard let layout = pango_layout_new(pango) else { return nil }
        let family = fonts.isPinned ? font.family : font.family
        let desc: OpaquePointer?
        if let face = font.face {
            desc = "\(family), \(face)".withCString { pango_font_description_from_string($0) }
        } else {
            desc = pango_font_description_new()
            family.withCString { pango_font_description_set_family(desc, $0) }
            if font.bold { pango_font_description_set_weight(desc, PANGO_WEIGHT_BOLD) }
        }
        pango_font_description_set_absolute_size(desc, font.size * CairoPainter.pangoScale)
        pango_layout_set_font_description(layout, desc)
        pango_font_description_free(desc)
        text.withCString { pango_layout_set_text(layout, $0, -1) }
        // UILabel breaks an over-long word between characters without a hyphen.
        if let attributes = pango_attr_list_new() {
            pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
        if let width {
            // Pango units are Int32: a box wider than about two million points is as good as unbounded.
            pango_layout_set_width(layout, Int32(min(max(1, (width * CairoPainter.pangoScale).rounded(.down)), Double(Int32.max))))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        if maximumLines > 0 {
            pango_layout_set_height(layout, Int32(-maximumLines))
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        }
        switch alignment {
        case .left: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        return layout
    }

    private func logicalSize(_ layout: OpaquePointer) -> Size {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        return Size(width: Double(logical.width) / CairoPainter.pangoScale, height: Double(logical.height) / CairoPainter.pangoScale)
    }

    @discardableResult
    func drawText(_ text: String, in box: Rect, style: TextStyle) -> Int {
        guard !text.isEmpty, box.width > 0 else { return 0 }
        pango_cairo_update_context(cr, pango)
        guard let layout = makeLayout(text, font: style.font, width: box.width, maximumLines: style.maximumLines, alignment: style.alignment) else { return 0 }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let size = logicalSize(layout)
        let y = style.centeredVertically ? box.minY + (box.height - size.height) / 2 : box.minY
        cairo_save(cr)
        setColor(style.color)
        cairo_move_to(cr, box.minX, y)
        pango_cairo_show_layout(cr, layout)
        cairo_restore(cr)
        return Int(pango_layout_get_line_count(layout))
    }

    func measureText(_ text: String, font: FontRequest, width: Double?) -> Size {
        guard let layout = makeLayout(text, font: font, width: width, maximumLines: 0, alignment: .left) else { return .zero }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        return logicalSize(layout)
    }
}

/// A cairo image surface holding a decoded picture.
final class CairoImage {
    let surface: OpaquePointer

    init(surface: OpaquePointer) {
        self.surface = surface
    }

    deinit { cairo_surface_destroy(surface) }
}
