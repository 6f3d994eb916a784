import SBLayout
import SBScene

/// Draws a device frame around a picture (``/SBScene/DeviceFrame``), in the framed picture's
/// points: ``drawBack(_:layout:on:)`` paints the background, the buttons, the body and the
/// black screen; the picture is then drawn on the screen
/// (``withScreen(_:layout:on:_:)``); ``drawFront(_:layout:on:)`` draws the camera housing over
/// it, and the title. Only paths, fills and gradients: no artwork of Apple's.
enum DeviceFrameDrawing {
    /// The front glass's black around the screen.
    static let glass = Color(red: 0.02, green: 0.02, blue: 0.025)
    /// The screen with nothing on it.
    static let screenOff = Color.black

    static func drawBack(_ frame: DeviceFrame, layout l: DeviceFrameLayout, on p: any Painter) {
        let picture = Rect(origin: .zero, size: l.pictureSize)
        switch frame.background {
        case .none: break
        case .color(let c):
            p.addRect(picture)
            p.setColor(c)
            p.fill(preserve: false)
        case .gradient(let top, let bottom):
            p.fillLinearGradient(picture, from: Point(x: 0, y: 0), to: Point(x: 0, y: picture.height), stops: [(0, top), (1, bottom)])
        }
        let model = l.model, body = l.bodyRect
        let palette = DeviceFinishPalette(frame.finish)
        for button in model.buttons { drawButton(button, model: model, body: body, palette: palette, on: p) }
        // The band: the metal seen around the glass, lit from the top left.
        ContinuousCorners.add(body, radius: model.bodyCornerRadius, on: p)
        p.withSavedState {
            p.clip()
            p.fillLinearGradient(body, from: Point(x: body.minX, y: body.minY), to: Point(x: body.maxX, y: body.maxY),
                                 stops: [(0, palette.highlight), (0.35, palette.base), (0.7, palette.base), (1, palette.shadow)])
        }
        // A bright line along the band's outer edge and a dark one where the glass begins.
        ContinuousCorners.add(body.insetBy(dx: 0.5, dy: 0.5), radius: model.bodyCornerRadius - 0.5, on: p)
        p.setColor(palette.highlight.withAlpha(0.55))
        p.stroke(width: 1, preserve: false)
        let glassRect = body.insetBy(dx: model.bandWidth, dy: model.bandWidth)
        let glassRadius = max(0, model.bodyCornerRadius - model.bandWidth)
        ContinuousCorners.add(glassRect.insetBy(dx: -0.75, dy: -0.75), radius: glassRadius + 0.75, on: p)
        p.setColor(palette.shadow.withAlpha(0.9))
        p.fill(preserve: false)
        ContinuousCorners.add(glassRect, radius: glassRadius, on: p)
        p.setColor(glass)
        p.fill(preserve: false)
        addScreen(l, on: p)
        p.setColor(screenOff)
        p.fill(preserve: false)
    }

    /// Runs `body` with the clip set to the screen and the picture's coordinates placed on it
    /// (scaled to fill it, centred).
    static func withScreen(_ frame: DeviceFrame, layout l: DeviceFrameLayout, on p: any Painter, _ body: () -> Void) {
        p.withSavedState {
            addScreen(l, on: p)
            p.clip()
            p.translate(x: l.contentOrigin.x, y: l.contentOrigin.y)
            p.scale(x: l.contentScale, y: l.contentScale)
            body()
        }
    }

    /// The camera housing over the screen and in the bezels, and the title (drawn last, so that
    /// the back, drawn before the fonts are ready, holds no text).
    static func drawFront(_ frame: DeviceFrame, layout l: DeviceFrameLayout, on p: any Painter) {
        if let box = l.titleRect {
            let lines = frame.titleLines
            let style = TextStyle(font: FontRequest(size: l.titleFontSize, weight: .semibold), color: titleColor(frame.background),
                                  maximumLines: lines.count)
            p.drawText(lines.joined(separator: "\n"), in: box, style: style)
        }
        let o = l.bodyRect.origin
        func placed(_ point: Point) -> Point { Point(x: o.x + point.x, y: o.y + point.y) }
        switch l.model.cutout {
        case .dynamicIsland(let pill):
            let r = pill.offsetBy(dx: o.x, dy: o.y)
            p.addRoundedRect(r, radius: r.height / 2)
            p.setColor(.black)
            p.fill(preserve: false)
            // The front camera's lens shows faintly at the pill's right end.
            drawLens(center: Point(x: r.maxX - r.height / 2, y: r.midY), radius: 5.5, on: p)
        case .notch(let width, let height, let bottomRadius, let earRadius, let camera):
            addNotch(l, width: width, height: height, bottomRadius: bottomRadius, earRadius: earRadius, on: p)
            p.setColor(glass)
            p.fill(preserve: false)
            drawLens(center: placed(camera), radius: 5, on: p)
        case .homeButton(let earpiece, let camera, let center, let radius):
            let slit = earpiece.offsetBy(dx: o.x, dy: o.y)
            p.addRoundedRect(slit, radius: slit.height / 2)
            p.setColor(Color(red: 0.16, green: 0.16, blue: 0.17))
            p.fill(preserve: false)
            drawLens(center: placed(camera), radius: 5, on: p)
            let c = placed(center)
            p.addCircle(center: c, radius: radius)
            p.setColor(Color(red: 0.05, green: 0.05, blue: 0.055))
            p.fill(preserve: false)
            // The Touch ID ring.
            p.addCircle(center: c, radius: radius - 1.5)
            p.setColor(Color(red: 0.24, green: 0.24, blue: 0.26))
            p.stroke(width: 2.5, preserve: false)
        case .bezelCamera(let center):
            drawLens(center: placed(center), radius: 4, on: p)
        }
    }

    /// The screen's outline on the picture (continuous corners of the display's radius).
    static func addScreen(_ l: DeviceFrameLayout, on p: any Painter) {
        ContinuousCorners.add(l.screenRect, radius: l.model.screenCornerRadius, on: p)
    }

    /// A title's colour: white on a dark background, near-black on a light one or on none.
    static func titleColor(_ background: DeviceFrameBackground) -> Color {
        guard let c = background.averageColor, c.alpha >= 0.5 else { return Color(red: 0.11, green: 0.11, blue: 0.12) }
        // Relative luminance (ITU-R BT.709 weights).
        let luminance = 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
        return luminance < 0.5 ? .white : Color(red: 0.11, green: 0.11, blue: 0.12)
    }

    /// A button standing out of the body's edge: a rounded bar in the band's colours, whose
    /// inner end is hidden under the body.
    private static func drawButton(_ b: DeviceButton, model: DeviceFrameModel, body: Rect, palette: DeviceFinishPalette, on p: any Painter) {
        let depth = model.buttonDepth, hidden = 4.0
        let r: Rect
        switch b.edge {
        case .left: r = Rect(x: body.minX - depth, y: body.minY + b.start, width: depth + hidden, height: b.length)
        case .right: r = Rect(x: body.maxX - hidden, y: body.minY + b.start, width: depth + hidden, height: b.length)
        case .top: r = Rect(x: body.minX + b.start, y: body.minY - depth, width: b.length, height: depth + hidden)
        }
        p.addRoundedRect(r, radius: min(depth, r.width / 2, r.height / 2))
        p.withSavedState {
            p.clip()
            let across = b.edge == .top ? (Point(x: r.minX, y: r.minY), Point(x: r.minX, y: r.maxY))
                : (Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY))
            p.fillLinearGradient(r, from: across.0, to: across.1, stops: b.edge == .right
                ? [(0, palette.base), (1, palette.shadow)] : [(0, palette.shadow), (1, palette.highlight)])
        }
    }

    /// A camera lens: a dark disc with a blue-violet tint and a faint rim.
    private static func drawLens(center: Point, radius: Double, on p: any Painter) {
        p.addCircle(center: center, radius: radius)
        p.setColor(Color(red: 0.07, green: 0.08, blue: 0.13))
        p.fill(preserve: false)
        p.addCircle(center: center, radius: radius * 0.45)
        p.setColor(Color(red: 0.12, green: 0.13, blue: 0.24))
        p.fill(preserve: false)
        p.addCircle(center: center, radius: radius - 0.5)
        p.setColor(Color(white: 1, alpha: 0.08))
        p.stroke(width: 1, preserve: false)
    }

    /// The notch's outline: from the screen's top edge left of the notch, a fillet down into
    /// the notch's left side, its rounded lower corners, and a fillet back up to the top edge;
    /// closed a point above the screen (in the bezel).
    private static func addNotch(_ l: DeviceFrameLayout, width: Double, height: Double, bottomRadius br: Double,
                                 earRadius er: Double, on p: any Painter) {
        let s = l.screenRect
        let x0 = s.midX - width / 2, x1 = s.midX + width / 2, top = s.minY, bottom = s.minY + height
        let half = Double.pi / 2
        p.move(to: Point(x: x0 - er, y: top - 1))
        p.line(to: Point(x: x0 - er, y: top))
        ContinuousCorners.arc(center: Point(x: x0 - er, y: top + er), radius: er, from: -half, to: 0, on: p)
        ContinuousCorners.arc(center: Point(x: x0 + br, y: bottom - br), radius: br, from: Double.pi, to: half, on: p)
        ContinuousCorners.arc(center: Point(x: x1 - br, y: bottom - br), radius: br, from: half, to: 0, on: p)
        ContinuousCorners.arc(center: Point(x: x1 + er, y: top + er), radius: er, from: Double.pi, to: 3 * half, on: p)
        p.line(to: Point(x: x1 + er, y: top - 1))
        p.closePath()
    }
}
