import SBLayout
import SBScene

/// The tutorial's Icon cell: a label inset by an eighth of the cell on each side, with circular
/// corners of dim/8, a 1 pt dark grey border and a light grey fill, the whole label at opacity 0.7,
/// its text centred in the system font at dim/6 and wrapped to at most three lines; and, in
/// deletion mode, the red delete button drawn from the tutorial's path.
enum SpringboardIcon {
    static func labelRect(_ bounds: Rect) -> Rect {
        bounds.insetBy(dx: bounds.width / 8, dy: bounds.height / 8)
    }

    static func draw(style: ItemStyle, image: LoadedImage?, bounds: Rect, deleteButton: Bool, on p: any Painter) {
        let label = labelRect(bounds)
        let dim = min(label.width, label.height)
        let card = style.appearance.card
        let radius = card.cornerRadius ?? dim / 8
        // The tutorial's 1 pt dark grey border, or the scene's.
        let border = card.border ?? ItemCardStyle.Border(width: 1, color: .darkGray)
        if let shadow = card.shadow { CardDrawing.shadow(shadow, under: label, radius: radius, on: p) }
        if let image {
            p.withSavedState {
                p.addRoundedRect(label, radius: radius)
                p.clip()
                p.drawImage(image, in: label, contentMode: style.appearance.contentMode ?? .aspectFill)
            }
            CardDrawing.border(width: border.width, color: border.color, around: label, radius: radius, on: p)
        } else {
            // The group (the label's opacity) only needs the label's area: clipping to the
            // whole pixels around it keeps cairo's intermediate surface small instead of
            // canvas-sized, and (unlike a rotated clip) costs no coverage mask under every fill,
            // glyph and the group's composite.
            p.withSavedState {
                p.clipToPixelBox(around: label.insetBy(dx: -1, dy: -1))
                p.withGroup(alpha: 0.7) {
                    p.addRoundedRect(label, radius: radius)
                    p.setColor(card.background ?? style.color)
                    p.fill(preserve: false)
                    p.withSavedState {
                        p.addRoundedRect(label, radius: radius)
                        p.clip()
                        p.drawText(style.label, in: label,
                                   style: TextStyle(font: FontRequest(size: dim / 6), color: .black, maximumLines: 3,
                                                    lineBreakMode: .byWordWrapping)
                                    .applying(style.appearance.text))
                    }
                    // A CALayer border lies inside the layer's bounds.
                    CardDrawing.border(width: border.width, color: border.color, around: label, radius: radius, on: p)
                }
            }
        }
        if let badge = style.badge {
            drawBadge(badge, at: Point(x: label.maxX - 2, y: label.minY + 2), on: p)
        }
        if deleteButton {
            drawDeleteButton(cellSize: bounds.size, on: p)
        }
    }

    /// The delete button: frame (w/16, w/16, w/4, w/4); a circle of radius sz/2 - 2 centred in it,
    /// filled red; a cross from (2, 2) to (sz-2, sz-2) and from (2, sz-2) to (sz-2, 2); circle and
    /// cross stroked white, line width 3 (MARGIN is 2 points).
    static func drawDeleteButton(cellSize: Size, on p: any Painter) {
        let w = cellSize.width
        let frame = Rect(x: w / 16, y: w / 16, width: w / 4, height: w / 4)
        let sz = min(frame.width, frame.height)
        let margin = 2.0
        p.withSavedState {
            p.translate(x: frame.minX, y: frame.minY)
            p.newPath()
            p.addCircle(center: Point(x: frame.width / 2, y: frame.height / 2), radius: sz / 2 - margin)
            p.move(to: Point(x: margin, y: margin))
            p.line(to: Point(x: sz - margin, y: sz - margin))
            p.move(to: Point(x: margin, y: sz - margin))
            p.line(to: Point(x: sz - margin, y: margin))
            p.setColor(.red)
            p.fill(preserve: true)
            p.setColor(.white)
            p.stroke(width: 3, preserve: false)
        }
    }

    /// A home-screen badge: a red pill with white text, centred on the label's top-right corner.
    static func drawBadge(_ text: String, at center: Point, on p: any Painter) {
        let font = FontRequest(size: 14, bold: true)
        let size = p.measureText(text, font: font, width: nil)
        let h = 24.0
        let w = max(h, size.width + 12)
        let r = Rect(x: center.x - w / 2, y: center.y - h / 2, width: w, height: h)
        p.addRoundedRect(r, radius: h / 2)
        p.setColor(Color(red: 1, green: 0.23, blue: 0.19))
        p.fill(preserve: true)
        p.setColor(.white)
        p.stroke(width: 2, preserve: false)
        p.drawText(text, in: r, style: TextStyle(font: font, color: .white, maximumLines: 1))
    }
}

/// The page indicator: one dot per page, the current one opaque, centred near the bottom.
enum PageDots {
    static let diameter = 7.0
    static let pitch = 16.0

    static func draw(pages: Int, current: Int, canvas: Rect, on p: any Painter) {
        guard pages > 1 else { return }
        let total = Double(pages - 1) * pitch
        let y = canvas.maxY - 24
        // Only the dots that can touch the canvas: a narrow canvas over long content has
        // millions of pages, and drawing every dot would take minutes.
        let first = canvas.midX - total / 2
        let low = ((canvas.minX - diameter - first) / pitch).rounded(.up)
        let high = ((canvas.maxX + diameter - first) / pitch).rounded(.down)
        guard high >= 0, low <= Double(pages - 1), low <= high else { return }
        for i in Int(max(0, low))...Int(min(Double(pages - 1), high)) {
            let x = first + Double(i) * pitch
            p.addCircle(center: Point(x: x, y: y), radius: diameter / 2)
            p.setColor(Color(white: 1, alpha: i == current ? 1 : 0.4))
            p.fill(preserve: false)
        }
    }
}
