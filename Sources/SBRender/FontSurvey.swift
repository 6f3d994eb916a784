import SBCairo
import SBLayout
import SBScene

/// The text a frame will draw and the fonts it asks for, found by walking the frame's drawing
/// with a painter that only listens: no font set-up is needed to make it. A font set-up made on
/// another thread can load those fonts (Pango's font matching, each new font starting threads
/// of its own) while the picture's caller does something else, instead of the first drawing
/// of each font waiting for it (``RendererPreparation/warm(_:)``).
package struct FontSurvey: Sendable, Hashable {
    /// One text and its font, in the order the frame first draws or measures them.
    package struct Use: Sendable, Hashable {
        /// The text.
        package var text: String
        /// The font it is set in.
        package var font: FontRequest

        /// A text in a font.
        package init(text: String, font: FontRequest) {
            self.text = text
            self.font = font
        }
    }

    /// One text as drawn: its style, the width it is wrapped to and the transform from its
    /// user units to the picture's pixels.
    package struct Placement: Sendable, Hashable {
        /// The text.
        package var text: String
        /// Its style (font, line limit, alignment, line breaks).
        package var style: TextStyle
        /// The width it is laid out in.
        package var width: Double
        /// User units to pixels when it is drawn.
        package var matrix: AffineMatrix
    }

    /// Every distinct text and font the frame draws or measures.
    package private(set) var uses: [Use] = []
    /// Every text the frame draws, in drawing order.
    package private(set) var placements: [Placement] = []
    /// Whether the texts' glyphs are worth rendering ahead: only a raster picture draws them
    /// from cairo's glyph images (an SVG or PDF embeds outlines).
    var prerendersGlyphs = true

    /// The texts and fonts `frame` draws (``SceneRenderer`` walked with a listening painter),
    /// the transforms starting from the plan's scale as the renderer's do.
    package init(frame: Frame, images: [String: LoadedImage]) {
        let scale = Double(frame.plan.scale)
        let listener = FontListener(matrix: .scale(x: scale, y: scale))
        SceneRenderer(images: images).draw(frame, on: listener)
        uses = listener.uses
        placements = listener.placements
    }
}

/// A painter that draws nothing and keeps the texts and fonts asked for; a text's size is given
/// as zero, which may change what is drawn next but not which fonts are asked for.
private final class FontListener: Painter {
    private(set) var uses: [FontSurvey.Use] = []
    private(set) var placements: [FontSurvey.Placement] = []
    private var seen: Set<FontSurvey.Use> = []
    /// The current transform, user units to pixels, and the saved ones.
    private var matrix: AffineMatrix
    private var saved: [AffineMatrix] = []

    init(matrix: AffineMatrix) { self.matrix = matrix }

    /// `m` applied in user space first, as cairo's translate, scale and rotate do.
    private func apply(_ m: AffineMatrix) { matrix = m.concatenating(matrix) }

    private func note(_ text: String, _ font: FontRequest) {
        let use = FontSurvey.Use(text: text, font: font)
        if seen.insert(use).inserted { uses.append(use) }
    }

    func drawText(_ text: String, in box: Rect, style: TextStyle) -> Int {
        note(text, style.font)
        // As the cairo painter: nothing drawn for an empty text or box.
        if !text.isEmpty, box.width > 0 {
            placements.append(FontSurvey.Placement(text: text, style: style, width: box.width, matrix: matrix))
        }
        return 1
    }

    func measureText(_ text: String, font: FontRequest, width: Double?) -> Size {
        note(text, font)
        return Size(width: 0, height: 0)
    }

    func withSavedState(_ body: () -> Void) {
        saved.append(matrix)
        body()
        matrix = saved.removeLast()
    }

    func withGroup(alpha: Double, _ body: () -> Void) { withSavedState(body) }
    func translate(x: Double, y: Double) { apply(.translation(x: x, y: y)) }
    func scale(x: Double, y: Double) { apply(.scale(x: x, y: y)) }
    func rotate(_ radians: Double) { apply(.rotation(radians: radians)) }
    func concatenate(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        apply(AffineMatrix(a: a, b: b, c: c, d: d, tx: tx, ty: ty))
    }
    func newPath() {}
    func move(to p: Point) {}
    func line(to p: Point) {}
    func closePath() {}
    func addRect(_ r: Rect) {}
    func addRoundedRect(_ r: Rect, radius: Double) {}
    func addCircle(center: Point, radius: Double) {}
    func addEllipse(in r: Rect) {}
    func setColor(_ c: Color) {}
    func fill(preserve: Bool) {}
    func stroke(width: Double, preserve: Bool) {}
    func clip() {}
    func clipToPixelBox(around rect: Rect) {}
    func fillLinearGradient(_ rect: Rect, from: Point, to: Point, stops: [(Double, Color)]) {}
    func fillRadialGradient(_ rect: Rect, center: Point, innerRadius: Double, outerRadius: Double, stops: [(Double, Color)]) {}
    func paint(_ c: Color) {}
    func drawImage(_ image: LoadedImage, in rect: Rect, contentMode: ContentMode) {}
}
