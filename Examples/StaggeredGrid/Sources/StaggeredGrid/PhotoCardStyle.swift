import SBLayout
import SBRender
import SBScene

/// A photo card: a soft shadow, a white card with rounded corners, a "photo" (a gradient in the
/// item's colour, with a sun) clipped to the card's top, and a caption under it.
struct PhotoCardStyle: CellStyle, Hashable {
    /// The height of the caption strip, in points.
    var captionHeight = 22.0
    /// The card's corner radius, in points.
    var radius = 10.0

    func draw(_ element: StyledElement, on p: any Painter) {
        guard element.attributes.category == .cell, let item = element.item else { return }
        let card = element.bounds
        // A shadow two points down, in two soft layers.
        for (grow, alpha) in [(2.0, 0.08), (0.5, 0.12)] {
            p.addRoundedRect(card.offsetBy(dx: 0, dy: 2).insetBy(dx: -grow, dy: -grow), radius: radius + grow)
            p.setColor(Color(white: 0, alpha: alpha))
            p.fill(preserve: false)
        }
        p.addRoundedRect(card, radius: radius)
        p.setColor(.white)
        p.fill(preserve: false)

        let photo = Rect(x: card.minX, y: card.minY, width: card.width, height: max(0, card.height - captionHeight))
        p.withSavedState {
            p.addRoundedRect(card, radius: radius)
            p.clip()
            p.addRect(photo)
            p.clip()
            let light = Color(red: min(1, item.color.red + 0.35), green: min(1, item.color.green + 0.35), blue: min(1, item.color.blue + 0.35))
            p.fillLinearGradient(photo, from: Point(x: photo.minX, y: photo.minY), to: Point(x: photo.minX, y: photo.maxY),
                                 stops: [(0, light), (1, item.color)])
            // A sun in the top-right quarter and a hill along the bottom.
            p.addCircle(center: Point(x: photo.maxX - photo.width * 0.28, y: photo.minY + photo.height * 0.3), radius: photo.width * 0.12)
            p.setColor(Color(red: 1, green: 0.95, blue: 0.7, alpha: 0.9))
            p.fill(preserve: false)
            p.addEllipse(in: Rect(x: photo.minX - photo.width * 0.2, y: photo.maxY - photo.height * 0.25,
                                  width: photo.width * 1.4, height: photo.height * 0.5))
            p.setColor(Color(white: 0, alpha: 0.18))
            p.fill(preserve: false)
        }
        p.drawText(item.label, in: Rect(x: 8, y: photo.maxY, width: card.width - 16, height: captionHeight),
                   style: TextStyle(font: FontRequest(size: 11, weight: .semibold), color: Color(white: 0.2),
                                    alignment: .left, maximumLines: 1))
    }

    /// The card and its shadow.
    func drawingBounds(for element: StyledElement) -> Rect {
        element.bounds.insetBy(dx: -4, dy: -4).offsetBy(dx: 0, dy: 2)
    }
}
