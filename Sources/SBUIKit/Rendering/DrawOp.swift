internal import Foundation
internal import SBLayout
internal import SBRender

/// A decoded image that compares and hashes by its key (where it came from and how it was
/// tinted), so that a drawing holding it can be a look key.
struct ImageRef: Hashable, @unchecked Sendable {
    let image: LoadedImage
    init(_ image: LoadedImage) { self.image = image }
    static func == (a: ImageRef, b: ImageRef) -> Bool { a.image.key == b.image.key }
    func hash(into h: inout Hasher) { h.combine(image.key) }
}

/// One step of what a view draws of its own content (a label's text, an image view's image, a
/// switch's shapes), in the view's coordinates with (0, 0) at its bounds' top-left corner; drawn
/// through SBRender's ``/SBRender/Painter``.
enum DrawOp: Hashable, Sendable {
    /// A filled rectangle with circular corners.
    case fill(Rect, radius: Double, Color)
    /// A stroked rectangle with circular corners.
    case stroke(Rect, radius: Double, width: Double, Color)
    /// A filled ellipse.
    case fillEllipse(Rect, Color)
    /// A stroked ellipse.
    case strokeEllipse(Rect, width: Double, Color)
    /// A straight line.
    case line(from: Point, to: Point, width: Double, Color)
    /// Text laid out by Pango in a box.
    case text(String, Rect, TextStyle)
    /// An image in a rectangle by a content mode.
    case image(ImageRef, Rect, ContentMode)
    /// The drawing of `ops` clipped to a rectangle.
    case clipped(Rect, [DrawOp])

    /// The step moved by `origin`.
    func offset(by origin: CGPoint) -> DrawOp {
        let dx = Double(origin.x), dy = Double(origin.y)
        func m(_ r: Rect) -> Rect { r.offsetBy(dx: dx, dy: dy) }
        switch self {
        case .fill(let r, let radius, let c): return .fill(m(r), radius: radius, c)
        case .stroke(let r, let radius, let w, let c): return .stroke(m(r), radius: radius, width: w, c)
        case .fillEllipse(let r, let c): return .fillEllipse(m(r), c)
        case .strokeEllipse(let r, let w, let c): return .strokeEllipse(m(r), width: w, c)
        case .line(let a, let b, let w, let c):
            return .line(from: Point(x: a.x + dx, y: a.y + dy), to: Point(x: b.x + dx, y: b.y + dy), width: w, c)
        case .text(let s, let r, let style): return .text(s, m(r), style)
        case .image(let i, let r, let mode): return .image(i, m(r), mode)
        case .clipped(let r, let ops): return .clipped(m(r), ops.map { $0.offset(by: origin) })
        }
    }

    /// Draws the step.
    func draw(on p: any Painter) {
        switch self {
        case .fill(let r, let radius, let c):
            p.newPath()
            if radius > 0 { p.addRoundedRect(r, radius: min(radius, min(r.width, r.height) / 2)) } else { p.addRect(r) }
            p.setColor(c)
            p.fill(preserve: false)
        case .stroke(let r, let radius, let width, let c):
            p.newPath()
            let inset = r.insetBy(dx: width / 2, dy: width / 2)
            if radius > 0 { p.addRoundedRect(inset, radius: max(0, min(radius - width / 2, min(inset.width, inset.height) / 2))) } else { p.addRect(inset) }
            p.setColor(c)
            p.stroke(width: width, preserve: false)
        case .fillEllipse(let r, let c):
            p.newPath()
            p.addEllipse(in: r)
            p.setColor(c)
            p.fill(preserve: false)
        case .strokeEllipse(let r, let width, let c):
            p.newPath()
            p.addEllipse(in: r.insetBy(dx: width / 2, dy: width / 2))
            p.setColor(c)
            p.stroke(width: width, preserve: false)
        case .line(let a, let b, let width, let c):
            p.newPath()
            p.move(to: a)
            p.line(to: b)
            p.setColor(c)
            p.stroke(width: width, preserve: false)
        case .text(let s, let box, let style):
            p.drawText(s, in: box, style: style)
        case .image(let ref, let r, let mode):
            p.drawImage(ref.image, in: r, contentMode: mode)
        case .clipped(let r, let ops):
            p.withSavedState {
                p.newPath()
                p.addRect(r)
                p.clip()
                for op in ops { op.draw(on: p) }
            }
        }
    }

    /// The stand-in for a system symbol: a rounded square outline with a diagonal, in `color`,
    /// filling `rect` less a tenth on each side; clearly not a real glyph, neutral in meaning.
    static func symbolStandIn(named name: String, in placed: (rect: Rect, mode: ContentMode), color: Color) -> [DrawOp] {
        var r = placed.rect
        if placed.mode == .aspectFit || placed.mode == .aspectFill {
            let side = placed.mode == .aspectFit ? min(r.width, r.height) : max(r.width, r.height)
            r = Rect(x: r.midX - side / 2, y: r.midY - side / 2, width: side, height: side)
        }
        let box = r.insetBy(dx: r.width / 10, dy: r.height / 10)
        let width = max(1, min(box.width, box.height) / 10)
        return [
            .stroke(box, radius: min(box.width, box.height) / 4, width: width, color),
            .line(from: Point(x: box.minX + box.width * 0.3, y: box.maxY - box.height * 0.3),
                  to: Point(x: box.maxX - box.width * 0.3, y: box.minY + box.height * 0.3), width: width, color),
        ]
    }
}
