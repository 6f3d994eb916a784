import SBCairo
import SBLayout
import SBScene

/// The cookbook's cells and supplementary views.
enum CellLooks {
    /// Recipe 10-1: headers black, footers dark grey.
    static func supplementary(kind: String, bounds: Rect, on p: any Painter) {
        p.addRect(bounds)
        p.setColor(kind == ElementKind.sectionHeader ? .black : .darkGray)
        p.fill(preserve: false)
    }

    /// A selected cell's selectedBackgroundView: black at alpha 0.5.
    static func selectionOverlay(_ bounds: Rect, radius: Double = 0, on p: any Painter) {
        CardDrawing.addPath(bounds, radius: radius, on: p)
        p.setColor(Color(white: 0, alpha: 0.5))
        p.fill(preserve: false)
    }

    /// Recipe 10-2's ImageCell: the image view is the cell's bounds inset by 4 points each way
    /// (CGRectInset(self.bounds, 4.0f, 4.0f)).
    static let imageInset = 4.0

    /// The cell's card: its colour (or the scene's card background), image (inset by
    /// `imageInset`), corner radius, border and shadow.
    static func fill(_ bounds: Rect, _ color: Color, image: LoadedImage?, imageInset: Double = 0, appearance: ItemAppearance, on p: any Painter) {
        CardDrawing.card(bounds, background: color, image: image, imageInset: imageInset, appearance: appearance, on: p)
    }

    /// Recipe 10-1: a white cell; with an image, recipe 10-2's image cell (the image inset by 4).
    static func flowCell(style: ItemStyle, image: LoadedImage?, bounds: Rect, on p: any Painter) {
        fill(bounds, style.color, image: image, imageInset: imageInset, appearance: style.appearance, on: p)
        if !style.label.isEmpty {
            p.drawText(style.label, in: bounds.insetBy(dx: 2, dy: 2),
                       style: TextStyle(font: FontRequest(size: 12), color: .black, maximumLines: 3).applying(style.appearance.text))
        }
        if style.isSelected { selectionOverlay(bounds, radius: style.appearance.card.cornerRadius ?? 0, on: p) }
    }

    /// Recipe 10-3: a white cell showing "S%d(%d)" as blockStringImage draws it: the text in
    /// Futura 16 at (10, 10) on a white image 20 points larger each way, with a black stroke of
    /// width 10 on the image's edge (5 points of it visible).
    static func blockStringCell(indexPath: IndexPath, style: ItemStyle, bounds: Rect, on p: any Painter) {
        fill(bounds, .white, image: nil, appearance: style.appearance, on: p)
        let text = style.label.isEmpty ? "S\(indexPath.section)(\(indexPath.item))" : style.label
        let textStyle = TextStyle(font: FontRequest(family: "Futura", size: 16), color: .black, alignment: .left, maximumLines: 1,
                                  centeredVertically: false).applying(style.appearance.text)
        let font = textStyle.font
        let size = p.measureText(text, font: font, width: nil)
        let image = Rect(x: 0, y: 0, width: size.width + 20, height: size.height + 20)
        p.withSavedState {
            p.addRect(image)
            p.clip()
            p.addRect(image)
            p.setColor(.white)
            p.fill(preserve: false)
            p.addRect(image)
            p.setColor(.black)
            p.stroke(width: 10, preserve: false)
            p.drawText(text, in: Rect(x: 10, y: 10, width: size.width, height: size.height), style: textStyle)
        }
        if style.isSelected { selectionOverlay(bounds, radius: style.appearance.card.cornerRadius ?? 0, on: p) }
    }

    /// Recipe 10-6: a pastel cell; a selected cell shows a black 40 x 40 dot at alpha 0.5.
    static func circleCell(style: ItemStyle, image: LoadedImage?, bounds: Rect, on p: any Painter) {
        fill(bounds, style.color, image: image, appearance: style.appearance, on: p)
        if !style.label.isEmpty {
            p.drawText(style.label, in: bounds.insetBy(dx: 4, dy: 4),
                       style: TextStyle(font: FontRequest(size: 12), color: .black, maximumLines: 3).applying(style.appearance.text))
        }
        if style.isSelected {
            p.addCircle(center: bounds.center, radius: 20)
            p.setColor(Color(white: 0, alpha: 0.5))
            p.fill(preserve: false)
        }
    }

    /// Recipe 10-8's sample art (stringImageTinted) is a square of this side, BASE_SIZE.
    static let gridArtSide = 200.0
    /// The sample's random colour over the white backdrop is this opaque.
    static let gridTintAlpha = 0.3
    /// The sample's edge: a stroke this wide on the art's bounds, so half of it shows.
    static let gridEdgeWidth = 10.0
    /// The sample's font size on the iPad (`IS_IPAD ? 18 : 24`).
    static let gridFontSize = 18.0
    /// The largest the art's text is drawn, in points once scaled: a cell over 110,000 points a
    /// side would scale it past what FreeType rasterises (about 65,000 pixels), so its text is
    /// left out there, where no canvas (16,384 pixels at most) shows more than a piece of a glyph.
    static let gridMaximumTextSize = 10_000.0

    /// Recipe 10-8's sample cell: an ImageCell (clear, its image view inset by `imageInset`) showing
    /// stringImageTinted's art, a ``gridArtSide``-point square scaled to the image view: white,
    /// tinted by the item's colour at ``gridTintAlpha``, a black edge (a ``gridEdgeWidth``-point
    /// stroke on its bounds) and the label centred in Futura ``gridFontSize`` (or "[S%d, I%d]" in ``gridIndexFont``).
    /// The item's image, when it has one, takes the art's place.
    static func gridCell(indexPath: IndexPath, style: ItemStyle, image: LoadedImage?, bounds: Rect, on p: any Painter) {
        if let image {
            fill(bounds, style.color, image: image, imageInset: imageInset, appearance: style.appearance, on: p)
        } else {
            // The cell itself is clear; a scene's card keys still draw around it.
            fill(bounds, .clear, image: nil, appearance: style.appearance, on: p)
            let frame = bounds.insetBy(dx: imageInset, dy: imageInset)
            if frame.width > 0, frame.height > 0 {
                let text = style.label.isEmpty ? "[S\(indexPath.section), I\(indexPath.item)]" : style.label
                p.withSavedState {
                    p.addRect(frame)
                    p.clip()
                    p.translate(x: frame.minX, y: frame.minY)
                    p.scale(x: frame.width / gridArtSide, y: frame.height / gridArtSide)
                    let textSize = gridFontSize * max(frame.width, frame.height) / gridArtSide
                    gridArt(textSize <= gridMaximumTextSize ? text : "", indexLabel: style.label.isEmpty, tint: style.color,
                            textStyle: style.appearance.text, on: p)
                }
            }
        }
        if style.isSelected { selectionOverlay(bounds, radius: style.appearance.card.cornerRadius ?? 0, on: p) }
    }

    /// The font of the grid's "[S%d, I%d]" labels. The book's is Futura Medium, whose zero is a
    /// narrow oval beside a round O; its pinned stand-in URW Gothic draws both as the same circle
    /// and its thin brackets as parentheses, so that "[S0, I0]" read "(SO, IO)" (issue 39).
    /// Inter Medium, at the same size, has square brackets and an oval zero narrower than its O.
    static let gridIndexFont = FontRequest(family: PinnedFonts.modernSystemFamily, size: gridFontSize, weight: .medium)

    /// stringImageTinted's square at the origin, ``gridArtSide`` points a side; `text` in Futura,
    /// or an `indexLabel` in ``gridIndexFont``.
    private static func gridArt(_ text: String, indexLabel: Bool, tint: Color, textStyle: ItemTextStyle, on p: any Painter) {
        let square = Rect(x: 0, y: 0, width: gridArtSide, height: gridArtSide)
        p.addRect(square)
        p.setColor(.white)
        p.fill(preserve: false)
        p.addRect(square)
        p.setColor(Color(red: tint.red, green: tint.green, blue: tint.blue, alpha: gridTintAlpha * tint.alpha))
        p.fill(preserve: false)
        p.addRect(square)
        p.setColor(.black)
        p.stroke(width: gridEdgeWidth, preserve: false)
        guard !text.isEmpty else { return }
        p.drawText(text, in: square, style: TextStyle(font: indexLabel ? gridIndexFont : FontRequest(family: "Futura", size: gridFontSize), color: .black,
                                                      maximumLines: 1).applying(textStyle))
    }
}
