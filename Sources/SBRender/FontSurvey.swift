import SBLayout
import SBScene

/// The text a frame will draw and the fonts it asks for, found by walking the frame's drawing
/// with a painter that only listens: no font set-up is needed to make it. A font set-up made on
/// another thread can load those fonts (Pango's font matching, each new font starting threads
/// of its own) while the picture's caller does something else, instead of the first drawing
/// of each font waiting for it (``RendererPreparation/warm(_:)``).
public struct FontSurvey: Sendable, Hashable {
    /// One text and its font, in the order the frame first draws or measures them.
    public struct Use: Sendable, Hashable {
        /// The text.
        public var text: String
        /// The font it is set in.
        public var font: FontRequest

        /// A text in a font.
        public init(text: String, font: FontRequest) {
            self.text = text
            self.font = font
        }
    }

    /// Every distinct text and font the frame draws or measures.
    public private(set) var uses: [Use] = []

    /// The texts and fonts `frame` draws (``SceneRenderer`` walked with a listening painter).
    public init(frame: Frame, images: [String: LoadedImage]) {
        let listener = FontListener()
        SceneRenderer(images: images).draw(frame, on: listener)
        uses = listener.uses
    }
}

/// A painter that draws nothing and keeps the texts and fonts asked for; a text's size is given
/// as zero, which may change what is drawn next but not which fonts are asked for.
private final class FontListener: Painter {
    private(set) var uses: [FontSurvey.Use] = []
    private var seen: Set<FontSurvey.Use> = []

    private func note(_ text: String, _ font: FontRequest) {
        let use = FontSurvey.Use(text: text, font: font)
        if seen.insert(use).inserted { uses.append(use) }
    }

    func drawText(_ text: String, in box: Rect, style: TextStyle) -> Int {
        note(text, style.font)
        return 1
    }

    func measureText(_ text: String, font: FontRequest, width: Double?) -> Size {
        note(text, font)
        return Size(width: 0, height: 0)
    }

    func withSavedState(_ body: () -> Void) { body() }
    func withGroup(alpha: Double, _ body: () -> Void) { body() }
    func translate(x: Double, y: Double) {}
    func scale(x: Double, y: Double) {}
    func rotate(_ radians: Double) {}
    func concatenate(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {}
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
    func fillLinearGradient(_ rect: Rect, from: Point, to: Point, stops: [(Double, Color)]) {}
    func fillRadialGradient(_ rect: Rect, center: Point, innerRadius: Double, outerRadius: Double, stops: [(Double, Color)]) {}
    func paint(_ c: Color) {}
    func drawImage(_ image: LoadedImage, in rect: Rect, contentMode: ContentMode) {}
}
