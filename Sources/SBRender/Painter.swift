import SBLayout
import SBPNG
import SBScene

/// A font request: family (sbrender's pinned set-up maps "system" onto Nimbus Sans, Helvetica's
/// stand-in, and iOS family names such as "Futura" onto their stand-ins), point size, weight and
/// style.
public struct FontRequest: Hashable, Sendable {
    /// The family name: "system" by default; iOS names such as "Futura" and "Helvetica" map
    /// onto their free stand-ins in the pinned set-up (SBCairo's `IOSFonts`).
    public var family: String
    /// The point size (the em size in points, scaled with the canvas).
    public var size: Double
    /// True for the bold weight (UIFont boldSystemFontOfSize:).
    public var bold: Bool
    /// A face for the detail view: an iOS PostScript name ("Futura-MediumItalic", drawn in the
    /// family's stand-in with the face's weight, slant and width), or a face name as the font
    /// system lists it ("Bold Oblique").
    public var face: String?
    /// A weight by UIFont.Weight's names; when set it wins over `bold`.
    public var weight: TextWeight?

    /// A font request; the system font at regular weight by default.
    public init(family: String = "system", size: Double, bold: Bool = false, face: String? = nil, weight: TextWeight? = nil) {
        self.family = family
        self.size = size
        self.bold = bold
        self.face = face
        self.weight = weight
    }
}

/// How text is placed in its box.
public struct TextStyle: Hashable, Sendable {
    /// The font.
    public var font: FontRequest
    /// The text colour.
    public var color: Color
    /// What happens to text past ``maximumLines`` (UILabel's lineBreakMode).
    public enum LineBreakMode: Hashable, Sendable {
        /// NSLineBreakByTruncatingTail, UILabel's default: the last line ends in "…".
        case byTruncatingTail
        /// NSLineBreakByWordWrapping: lines break between words (a word wider than the box
        /// between characters) and the lines past the limit are left out, with no "…".
        case byWordWrapping
    }
    /// How lines sit across the box; centred by default.
    public var alignment: TextAlignment = .center
    /// At most this many lines (0: no limit); ``lineBreakMode`` says how the text ends.
    public var maximumLines = 0
    /// Centre the text block vertically in its box (UILabel), or start at the top.
    public var centeredVertically = true
    /// What happens to text past the line limit; an ellipsis by default.
    public var lineBreakMode: LineBreakMode = .byTruncatingTail

    /// A text style; centred, without a line limit, centred vertically, truncating the tail by default.
    public init(font: FontRequest, color: Color, alignment: TextAlignment = .center, maximumLines: Int = 0, centeredVertically: Bool = true,
                lineBreakMode: LineBreakMode = .byTruncatingTail) {
        self.font = font
        self.color = color
        self.alignment = alignment
        self.maximumLines = maximumLines
        self.centeredVertically = centeredVertically
        self.lineBreakMode = lineBreakMode
    }
}

/// The canvas sbrender's pictures are drawn on, and the one a ``CellStyle`` draws its cells on:
/// paths, fills, strokes, linear and radial gradients, images with content modes, text laid out
/// by Pango, clipping, transparency groups and transforms, in points, with a current path and a
/// graphics state stack, as Core Graphics and Cairo have.
///
/// This is the public drawing surface; SBCairo's `Canvas` under it is an implementation detail
/// (its calls throw, work in cairo's terms and know nothing of fonts requests or loaded images).
/// A painter's calls never throw: the renderer keeps the first failure and throws it when the
/// picture is done. Every picture sbrender draws, its own cells included, goes through this
/// protocol; the renderer makes the painter (`Renderer` draws on cairo image, SVG and PDF
/// surfaces), so a style only receives one.
///
/// Coordinates are points with the origin at the top left and y growing down; a style draws in
/// its element's bounds, `(0, 0)` to the element's size, and the renderer has already moved,
/// transformed, rotated and faded it into place.
///
/// ```swift
/// painter.addRoundedRect(bounds, radius: 8)
/// painter.setColor(Color(red: 0.2, green: 0.4, blue: 0.8))
/// painter.fill(preserve: false)
/// painter.drawText("Hello", in: bounds.insetBy(dx: 4, dy: 4),
///                  style: TextStyle(font: FontRequest(size: 14, weight: .semibold), color: .white))
/// ```
public protocol Painter: AnyObject {
    /// Runs `body`, then restores the transform, clip and source.
    func withSavedState(_ body: () -> Void)
    /// Moves the origin by x and y, in current user units (CGContextTranslateCTM).
    func translate(x: Double, y: Double)
    /// Scales user space (CGContextScaleCTM).
    func scale(x: Double, y: Double)
    /// Rotates user space by `radians`, clockwise on screen (CGContextRotateCTM).
    func rotate(_ radians: Double)
    /// Multiplies the current matrix by the 2D affine transform (x' = a x + c y + tx, y' = b x + d y + ty).
    func concatenate(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double)

    /// Forgets the current path.
    func newPath()
    /// Starts a new subpath at `p`.
    func move(to p: Point)
    /// Adds a straight line from the current point to `p`.
    func line(to p: Point)
    /// Closes the current subpath with a line back to its start.
    func closePath()
    /// Adds a closed rectangle.
    func addRect(_ r: Rect)
    /// A rectangle with circular corners of `radius`.
    func addRoundedRect(_ r: Rect, radius: Double)
    /// A full circle (clockwise, starting at 3 o'clock, as UIBezierPath's arc from 0 to 2 pi).
    func addCircle(center: Point, radius: Double)
    /// Adds the ellipse inscribed in `r` (UIBezierPath(ovalInRect:)).
    func addEllipse(in r: Rect)

    /// Sets the colour the next fill or stroke draws with.
    func setColor(_ c: Color)
    /// Fills the current path and clears it (or keeps it with `preserve`).
    func fill(preserve: Bool)
    /// Strokes the current path with a line `width` user units wide and clears it (or keeps it
    /// with `preserve`).
    func stroke(width: Double, preserve: Bool)
    /// Intersects the clip with the current path and clears it.
    func clip()

    /// Intersects the clip with the smallest box of whole device pixels around `rect` (however
    /// the user space is rotated): cuts nothing drawn inside `rect`, and is cheap to draw under
    /// (no coverage mask). A painter without pixels may clip to `rect`'s bounding box instead.
    func clipToPixelBox(around rect: Rect)

    /// Draws what `body` draws into a group, then composites it at `alpha` (a layer's opacity).
    func withGroup(alpha: Double, _ body: () -> Void)

    /// Fills `rect` with a linear gradient between two points.
    func fillLinearGradient(_ rect: Rect, from: Point, to: Point, stops: [(Double, Color)])
    /// Fills `rect` with a radial gradient between two circles.
    func fillRadialGradient(_ rect: Rect, center: Point, innerRadius: Double, outerRadius: Double, stops: [(Double, Color)])
    /// Paints the whole clip area in a colour.
    func paint(_ c: Color)

    /// Draws an image into `rect`, fitted by `contentMode` (stretched, fitted inside or covering
    /// it, centred), clipped to `rect`.
    func drawImage(_ image: LoadedImage, in rect: Rect, contentMode: ContentMode)

    /// Draws text in a box, wrapped to the box's width.
    /// - Parameters:
    ///   - text: the text.
    ///   - box: the box, in user units.
    ///   - style: font, colour, alignment, line limit and vertical placement.
    /// - Returns: the number of lines drawn.
    @discardableResult
    func drawText(_ text: String, in box: Rect, style: TextStyle) -> Int
    /// The size of `text` laid out in one line (or wrapped to `width` when given), in user units.
    func measureText(_ text: String, font: FontRequest, width: Double?) -> Size
}

extension Painter {
    /// Draws an image scaled to cover `rect` (aspect-fill), clipped to it.
    public func drawImage(_ image: LoadedImage, aspectFill rect: Rect) {
        drawImage(image, in: rect, contentMode: .aspectFill)
    }
}

/// A decoded picture ready to draw (a wallpaper or an item image).
public struct LoadedImage: Sendable {
    /// Where it came from (the cache key of its drawing surface).
    public let key: String
    /// The decoded pixels; each renderer makes its own cairo surface of them.
    public let image: RGBAImage
    /// The width, in pixels.
    public var width: Int { image.width }
    /// The height, in pixels.
    public var height: Int { image.height }

    /// A decoded picture and the key its drawing surface is cached under (usually its path).
    public init(key: String, image: RGBAImage) {
        self.key = key
        self.image = image
    }
}
