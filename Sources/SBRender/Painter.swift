import SBLayout
import SBPNG
import SBScene

/// A font request: family (sbrender's pinned set-up maps "system", "Futura" and other iOS names
/// onto the DejaVu fonts), point size, weight and style.
public struct FontRequest: Hashable, Sendable {
    public var family: String
    public var size: Double
    public var bold: Bool
    /// A face name as the font system lists it ("Bold Oblique"), for the detail view.
    public var face: String?

    public init(family: String = "system", size: Double, bold: Bool = false, face: String? = nil) {
        self.family = family
        self.size = size
        self.bold = bold
        self.face = face
    }
}

/// How text is placed in its box.
public struct TextStyle: Hashable, Sendable {
    public enum Alignment: Hashable, Sendable { case left, center, right }
    public var font: FontRequest
    public var color: Color
    public var alignment: Alignment = .center
    /// At most this many lines, the last ending in an ellipsis when the text is longer (0: no limit).
    public var maximumLines = 0
    /// Centre the text block vertically in its box (UILabel), or start at the top.
    public var centeredVertically = true

    public init(font: FontRequest, color: Color, alignment: Alignment = .center, maximumLines: Int = 0, centeredVertically: Bool = true) {
        self.font = font
        self.color = color
        self.alignment = alignment
        self.maximumLines = maximumLines
        self.centeredVertically = centeredVertically
    }
}

/// The drawing operations sbrender's pictures are made of, in points, with a current path and a
/// graphics state stack, as Core Graphics and Cairo have. The Cairo implementation is
/// `CairoPainter`; every picture is drawn through this protocol.
public protocol Painter: AnyObject {
    /// Runs `body`, then restores the transform, clip and source.
    func withSavedState(_ body: () -> Void)
    func translate(x: Double, y: Double)
    func scale(x: Double, y: Double)
    func rotate(_ radians: Double)
    /// Multiplies the current matrix by the 2D affine transform (x' = a x + c y + tx, y' = b x + d y + ty).
    func concatenate(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double)

    func newPath()
    func move(to p: Point)
    func line(to p: Point)
    func closePath()
    func addRect(_ r: Rect)
    /// A rectangle with circular corners of `radius`.
    func addRoundedRect(_ r: Rect, radius: Double)
    /// A full circle (clockwise, starting at 3 o'clock, as UIBezierPath's arc from 0 to 2 pi).
    func addCircle(center: Point, radius: Double)
    func addEllipse(in r: Rect)

    func setColor(_ c: Color)
    /// Fills the current path and clears it (or keeps it with `preserve`).
    func fill(preserve: Bool)
    /// Strokes the current path and clears it.
    func stroke(width: Double, preserve: Bool)
    /// Intersects the clip with the current path and clears it.
    func clip()

    /// Draws what `body` draws into a group, then composites it at `alpha` (a layer's opacity).
    func withGroup(alpha: Double, _ body: () -> Void)

    /// Fills `rect` with a linear gradient between two points.
    func fillLinearGradient(_ rect: Rect, from: Point, to: Point, stops: [(Double, Color)])
    /// Fills `rect` with a radial gradient between two circles.
    func fillRadialGradient(_ rect: Rect, center: Point, innerRadius: Double, outerRadius: Double, stops: [(Double, Color)])
    /// Paints the whole clip area in a colour.
    func paint(_ c: Color)

    /// Draws an image scaled to cover `rect` (aspect-fill), clipped to it.
    func drawImage(_ image: LoadedImage, aspectFill rect: Rect)

    /// Draws text in a box; returns the number of lines drawn.
    @discardableResult
    func drawText(_ text: String, in box: Rect, style: TextStyle) -> Int
    /// The size of `text` laid out in one line (or wrapped to `width` when given).
    func measureText(_ text: String, font: FontRequest, width: Double?) -> Size
}

/// A decoded picture ready to draw (a wallpaper or an item image).
public struct LoadedImage: Sendable {
    /// Where it came from (the cache key of its drawing surface).
    public let key: String
    /// The decoded pixels; each renderer makes its own cairo surface of them.
    public let image: RGBAImage
    public var width: Int { image.width }
    public var height: Int { image.height }

    public init(key: String, image: RGBAImage) {
        self.key = key
        self.image = image
    }
}
