import SBCairo
import SBLayout
import SBPNG
import SBScene

/// The `Painter` on an SBCairo canvas, with text laid out by Pango through SBCairo's pinned font
/// set-up. Drawing calls do not throw one by one: the first error is kept and the renderer
/// throws it when the frame is done (`firstError`), so that nothing is ignored.
final class CairoPainter: Painter {
    let canvas: Canvas
    /// Nil for drawing that has no text (a wallpaper drawn before the fonts are ready): text
    /// then fails with an error.
    let fonts: FontSetup?
    /// Cairo surfaces of decoded images, by key, shared by the frames of one renderer.
    let surfaces: SurfaceCache
    /// Rasters of elements kept between frames; nil to draw every element as vectors.
    let rasters: RasterCache?
    /// Texts laid out ahead, as ``drawText(_:in:style:)`` would lay them out (see
    /// ``RendererPreparation``); drawn instead of laying them out again.
    let preparedLayouts: [PreparedLayoutKey: TextLayout]
    private(set) var firstError: (any Error)?

    init(canvas: Canvas, fonts: FontSetup?, surfaces: SurfaceCache, rasters: RasterCache? = nil,
         preparedLayouts: [PreparedLayoutKey: TextLayout] = [:]) {
        self.canvas = canvas
        self.fonts = fonts
        self.surfaces = surfaces
        self.rasters = rasters
        self.preparedLayouts = preparedLayouts
    }

    /// Device pixels per user unit along x when the canvas is a raster (the picture's scale,
    /// 1/8 for the blurred wallpaper's small picture), nil on SVG and PDF documents: what a
    /// background needs to dither its gradient on the pixel grid (``GraphiteWallpaper``).
    var pixelScale: Double? {
        guard canvas.drawsPixels else { return nil }
        let m = canvas.transform
        return (m.a * m.a + m.b * m.b).squareRoot()
    }

    /// Keeps `error` as the first failure when there is none yet.
    func record(_ error: any Error) {
        if firstError == nil { firstError = error }
    }

    private func attempt(_ body: () throws -> Void) {
        do {
            try body()
        } catch {
            if firstError == nil { firstError = error }
        }
    }

    func withSavedState(_ body: () -> Void) { canvas.withSavedState(body) }

    func withGroup(alpha: Double, _ body: () -> Void) {
        attempt { try canvas.withGroup(alpha: alpha, body) }
    }

    func translate(x: Double, y: Double) { attempt { try canvas.translate(x: x, y: y) } }

    func scale(x: Double, y: Double) {
        // A zero scale draws nothing (a cell shrunk to nothing); cairo would refuse the matrix.
        guard x != 0, y != 0 else { return collapse() }
        attempt { try canvas.scale(x: x, y: y) }
    }

    func rotate(_ radians: Double) { attempt { try canvas.rotate(radians: radians) } }

    func concatenate(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        guard abs(a * d - b * c) > 1e-12 else { return collapse() }
        attempt { try canvas.concatenate(AffineMatrix(a: a, b: b, c: c, d: d, tx: tx, ty: ty)) }
    }

    /// Clips everything away: what follows in this state draws nothing.
    private func collapse() {
        canvas.newPath()
        attempt { try canvas.clip() }
    }

    func newPath() { canvas.newPath() }
    func move(to p: Point) { canvas.move(toX: p.x, y: p.y) }
    func line(to p: Point) { canvas.line(toX: p.x, y: p.y) }
    func closePath() { canvas.closePath() }
    func addRect(_ r: Rect) { canvas.rectangle(x: r.minX, y: r.minY, width: r.width, height: r.height) }

    func addRoundedRect(_ r: Rect, radius: Double) {
        canvas.roundedRectangle(x: r.minX, y: r.minY, width: r.width, height: r.height, cornerRadius: radius)
    }

    func addCircle(center: Point, radius: Double) {
        canvas.circle(centerX: center.x, centerY: center.y, radius: max(0, radius))
    }

    func addEllipse(in r: Rect) { canvas.ellipse(x: r.minX, y: r.minY, width: r.width, height: r.height) }

    func setColor(_ c: Color) { attempt { try canvas.setSource(c) } }
    func fill(preserve: Bool) { attempt { try canvas.fill(preservingPath: preserve) } }

    func stroke(width: Double, preserve: Bool) {
        attempt {
            try canvas.setStrokeStyle(StrokeStyle(lineWidth: width))
            try canvas.stroke(preservingPath: preserve)
        }
    }

    func clip() { attempt { try canvas.clip() } }

    func clipToPixelBox(around r: Rect) {
        attempt { try canvas.clipToPixelBox(x: r.minX, y: r.minY, width: r.width, height: r.height) }
    }

    private func stops(_ list: [(Double, Color)]) -> [GradientStop] {
        list.map { GradientStop(offset: $0.0, color: $0.1) }
    }

    func fillLinearGradient(_ rect: Rect, from: Point, to: Point, stops list: [(Double, Color)]) {
        addRect(rect)
        attempt {
            try canvas.fill(with: .linearGradient(LinearGradient(startX: from.x, startY: from.y, endX: to.x, endY: to.y, stops: stops(list))))
        }
    }

    func fillRadialGradient(_ rect: Rect, center: Point, innerRadius: Double, outerRadius: Double, stops list: [(Double, Color)]) {
        addRect(rect)
        attempt {
            try canvas.fill(with: .radialGradient(RadialGradient(startCenterX: center.x, startCenterY: center.y, startRadius: innerRadius,
                                                                 endCenterX: center.x, endCenterY: center.y, endRadius: outerRadius,
                                                                 stops: stops(list))))
        }
    }

    func paint(_ c: Color) {
        canvas.withSavedState {
            attempt {
                try canvas.setSource(c)
                try canvas.paint()
            }
        }
    }

    func drawImage(_ image: LoadedImage, in rect: Rect, contentMode: ContentMode) {
        attempt {
            let surface = try surfaces.surface(for: image)
            try canvas.drawImage(surface, x: rect.minX, y: rect.minY, width: rect.width, height: rect.height, contentMode: contentMode)
        }
    }

    private func layout(_ text: String, font request: FontRequest, width: Double?, maximumLines: Int, alignment: TextAlignment,
                        lineBreakMode: TextStyle.LineBreakMode = .byTruncatingTail) throws -> TextLayout {
        guard let fonts else { throw RenderError("text drawn without a font set-up") }
        return try Self.layout(text, font: request, width: width, maximumLines: maximumLines, alignment: alignment,
                               lineBreakMode: lineBreakMode, fonts: fonts)
    }

    /// `text` laid out as ``drawText(_:in:style:)`` and ``measureText(_:font:width:)`` lay it out.
    static func layout(_ text: String, font request: FontRequest, width: Double?, maximumLines: Int, alignment: TextAlignment,
                       lineBreakMode: TextStyle.LineBreakMode, fonts: FontSetup) throws -> TextLayout {
        let l = try TextLayout(text, font: Self.descriptor(for: request, fonts: fonts), fonts: fonts)
        l.width = width
        l.wrap = .wordThenCharacter
        l.maximumLines = maximumLines
        l.truncation = lineBreakMode == .byWordWrapping ? .none : .tail
        l.alignment = alignment
        return l
    }

    /// The font a request resolves to in `fonts`: an iOS face by its PostScript name, a face the
    /// font system lists, else the family at the request's size and weight. A light request of a
    /// sans family is drawn in the pinned light face (`IOSFonts.lightFace(for:)`).
    static func descriptor(for request: FontRequest, fonts: FontSetup) -> FontDescriptor {
        if let face = request.face, let ios = IOSFonts.descriptor(postScriptName: face, size: request.size) {
            return IOSFonts.lightFace(for: ios)
        }
        if let face = request.face, let info = fonts.face(family: request.family, named: face) {
            return info.font(size: request.size)
        }
        let weight = request.weight.map { FontWeight(rawValue: $0.value) } ?? (request.bold ? .bold : .regular)
        return IOSFonts.lightFace(for: FontDescriptor(family: request.family, size: request.size, weight: weight))
    }

    /// The survey's texts made ready before the picture is drawn, which loads their fonts
    /// (Pango's matching, the faces' files and tables): each drawn text laid out as it will be
    /// drawn (for the renderer to draw instead of laying it out again) and, for a raster
    /// picture, as the cairo fonts and glyphs to render ahead, with the transform it is drawn
    /// under; a text only measured is laid out once to load its font. Changes no pixel.
    static func prepareTexts(_ survey: FontSurvey, fonts: FontSetup)
        -> (layouts: [PreparedLayoutKey: TextLayout], glyphs: [(matrix: AffineMatrix, runs: [GlyphRun])]) {
        var layouts: [PreparedLayoutKey: TextLayout] = [:]
        var glyphs: [(matrix: AffineMatrix, runs: [GlyphRun])] = []
        for p in survey.placements {
            let key = PreparedLayoutKey(text: p.text, style: p.style, width: p.width)
            guard let l = layouts[key] ?? (try? layout(p.text, font: p.style.font, width: p.width, maximumLines: p.style.maximumLines,
                                                        alignment: p.style.alignment, lineBreakMode: p.style.lineBreakMode, fonts: fonts))
            else { continue }
            _ = l.logicalExtents
            layouts[key] = l
            if survey.prerendersGlyphs { glyphs.append((p.matrix, l.glyphRuns())) }
        }
        let drawn = Set(survey.placements.map { FontSurvey.Use(text: $0.text, font: $0.style.font) })
        for use in survey.uses where !drawn.contains(use) {
            _ = try? TextLayout(use.text, font: descriptor(for: use.font, fonts: fonts), fonts: fonts).logicalExtents
        }
        return (layouts, glyphs)
    }

    @discardableResult
    func drawText(_ text: String, in box: Rect, style: TextStyle) -> Int {
        guard !text.isEmpty, box.width > 0 else { return 0 }
        var lines = 0
        attempt {
            let l = try preparedLayouts[PreparedLayoutKey(text: text, style: style, width: box.width)]
                ?? layout(text, font: style.font, width: box.width, maximumLines: style.maximumLines, alignment: style.alignment,
                          lineBreakMode: style.lineBreakMode)
            let height = l.logicalExtents.height
            let y = style.centeredVertically ? box.minY + (box.height - height) / 2 : box.minY
            try canvas.draw(l, x: box.minX, y: y, color: style.color)
            lines = l.lineCount
        }
        return lines
    }

    func measureText(_ text: String, font: FontRequest, width: Double?) -> Size {
        var size = Size.zero
        attempt {
            let e = try layout(text, font: font, width: width, maximumLines: 0, alignment: .left).logicalExtents
            size = Size(width: e.width, height: e.height)
        }
        return size
    }
}

/// Cairo image surfaces made from decoded pictures, kept for the frames of one renderer. A
/// surface is given again only for the same pixels: a renderer that lives on (the preview's)
/// draws a file edited since with its new bytes, and keeps one surface per key, not one per edit.
final class SurfaceCache {
    private var surfaces: [String: (pixels: RGBAImage, surface: ImageSurface)] = [:]

    func surface(for image: LoadedImage) throws -> ImageSurface {
        // The frames of one drawing share one decoded image, whose buffer compares equal at
        // once; a new decoding of the same key is compared pixel by pixel.
        if let kept = surfaces[image.key], kept.pixels == image.image { return kept.surface }
        let s = try ImageSurface(image: image.image)
        surfaces[image.key] = (image.image, s)
        return s
    }
}

/// What a text's layout for ``CairoPainter/drawText(_:in:style:)`` depends on.
struct PreparedLayoutKey: Hashable {
    var text: String
    var style: TextStyle
    var width: Double
}
