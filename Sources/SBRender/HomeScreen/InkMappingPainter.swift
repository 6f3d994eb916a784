import SBLayout

/// A painter that hands every drawing call to another, each colour (fills, strokes, gradient
/// stops, paints) passed through `ink`, text's through `text` and each image through `image` on the way: how a
/// home-screen widget drawn in its usual colours comes out monochrome in the tinted and clear
/// icon appearances (``HomeScreenWidgetAppearance``) without its drawing code knowing of them.
final class InkMappingPainter: Painter {
    private let base: any Painter
    private let ink: (Color) -> Color
    private let text: (Color) -> Color
    private let image: (LoadedImage) -> LoadedImage

    init(_ base: any Painter, ink: @escaping (Color) -> Color, text: @escaping (Color) -> Color, image: @escaping (LoadedImage) -> LoadedImage) {
        self.base = base
        self.ink = ink
        self.text = text
        self.image = image
    }

    func withSavedState(_ body: () -> Void) { base.withSavedState(body) }
    func translate(x: Double, y: Double) { base.translate(x: x, y: y) }
    func scale(x: Double, y: Double) { base.scale(x: x, y: y) }
    func rotate(_ radians: Double) { base.rotate(radians) }
    func concatenate(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        base.concatenate(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }
    func newPath() { base.newPath() }
    func move(to p: Point) { base.move(to: p) }
    func line(to p: Point) { base.line(to: p) }
    func closePath() { base.closePath() }
    func addRect(_ r: Rect) { base.addRect(r) }
    func addRoundedRect(_ r: Rect, radius: Double) { base.addRoundedRect(r, radius: radius) }
    func addCircle(center: Point, radius: Double) { base.addCircle(center: center, radius: radius) }
    func addEllipse(in r: Rect) { base.addEllipse(in: r) }
    func setColor(_ c: Color) { base.setColor(ink(c)) }
    func fill(preserve: Bool) { base.fill(preserve: preserve) }
    func stroke(width: Double, preserve: Bool) { base.stroke(width: width, preserve: preserve) }
    func clip() { base.clip() }
    func clipToPixelBox(around rect: Rect) { base.clipToPixelBox(around: rect) }
    func withGroup(alpha: Double, _ body: () -> Void) { base.withGroup(alpha: alpha, body) }
    func fillLinearGradient(_ rect: Rect, from: Point, to: Point, stops: [(Double, Color)]) {
        base.fillLinearGradient(rect, from: from, to: to, stops: stops.map { ($0.0, ink($0.1)) })
    }
    func fillRadialGradient(_ rect: Rect, center: Point, innerRadius: Double, outerRadius: Double, stops: [(Double, Color)]) {
        base.fillRadialGradient(rect, center: center, innerRadius: innerRadius, outerRadius: outerRadius, stops: stops.map { ($0.0, ink($0.1)) })
    }
    func paint(_ c: Color) { base.paint(ink(c)) }
    func drawImage(_ loaded: LoadedImage, in rect: Rect, contentMode: ContentMode) {
        base.drawImage(image(loaded), in: rect, contentMode: contentMode)
    }
    @discardableResult
    func drawText(_ string: String, in box: Rect, style: TextStyle) -> Int {
        var mapped = style
        mapped.color = text(style.color)
        return base.drawText(string, in: box, style: mapped)
    }
    func measureText(_ text: String, font: FontRequest, width: Double?) -> Size {
        base.measureText(text, font: font, width: width)
    }
}
