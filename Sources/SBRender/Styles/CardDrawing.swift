import SBLayout
import SBScene

/// The scene's `card` and `text` settings drawn the way each built-in look uses them: a card's
/// path, shadow and border, and a look's text style with the scene's text keys over it.
enum CardDrawing {
    /// A rectangle, or a rounded one when `radius` is above 0.
    static func addPath(_ r: Rect, radius: Double, on p: any Painter) {
        if radius > 0 {
            p.addRoundedRect(r, radius: radius)
        } else {
            p.addRect(r)
        }
    }

    /// Layers of a blurred shadow: a soft edge made of this many copies of the card.
    static let shadowLayers = 8

    /// A shadow under a card at `r`: the card's shape moved by the offset, in the shadow's colour,
    /// its edge blurred over twice the radius. The copies shrink from `radius` outside the edge to
    /// `radius` inside it, largest first; copy k (from 1) has the opacity that brings a point
    /// covered by the first k copies to k/8 of the colour's, so the edge ramps linearly.
    static func shadow(_ s: ItemCardStyle.Shadow, under r: Rect, radius: Double, on p: any Painter) {
        guard s.color.alpha > 0 else { return }
        let moved = r.offsetBy(dx: s.offset.x, dy: s.offset.y)
        guard s.radius > 0 else {
            addPath(moved, radius: radius, on: p)
            p.setColor(s.color)
            p.fill(preserve: false)
            return
        }
        let n = Double(shadowLayers)
        for i in 0..<shadowLayers {
            let k = Double(i + 1)
            let grow = s.radius * (1 - 2 * (k - 0.5) / n)
            let shape = moved.insetBy(dx: -grow, dy: -grow)
            guard shape.width > 0, shape.height > 0 else { continue }
            var layer = s.color
            layer.alpha = 1 - (1 - k * s.color.alpha / n) / (1 - (k - 1) * s.color.alpha / n)
            addPath(shape, radius: max(0, radius + grow), on: p)
            p.setColor(layer)
            p.fill(preserve: false)
        }
    }

    /// Where a shadow reaches.
    static func shadowBounds(_ s: ItemCardStyle.Shadow, under r: Rect) -> Rect {
        r.offsetBy(dx: s.offset.x, dy: s.offset.y).insetBy(dx: -s.radius, dy: -s.radius)
    }

    /// A border inside the card's edge (CALayer's borderWidth), in `color`.
    static func border(width: Double, color: Color, around r: Rect, radius: Double, on p: any Painter) {
        guard width > 0 else { return }
        let half = width / 2
        addPath(r.insetBy(dx: half, dy: half), radius: max(0, radius - half), on: p)
        p.setColor(color)
        p.stroke(width: 2 * half, preserve: false)
    }

    /// A plain card: its shadow, background and image (fitted by the content mode, clipped to the
    /// card), and border.
    static func card(_ r: Rect, background: Color, image: LoadedImage?, imageInset: Double = 0, appearance: ItemAppearance, on p: any Painter) {
        let card = appearance.card
        let radius = card.cornerRadius ?? 0
        if let shadow = card.shadow { CardDrawing.shadow(shadow, under: r, radius: radius, on: p) }
        addPath(r, radius: radius, on: p)
        p.setColor(card.background ?? background)
        p.fill(preserve: false)
        if let image {
            p.withSavedState {
                addPath(r, radius: radius, on: p)
                p.clip()
                let frame = r.insetBy(dx: imageInset, dy: imageInset)
                if imageInset != 0 {
                    p.addRect(frame)
                    p.clip()
                }
                p.drawImage(image, in: frame, contentMode: appearance.contentMode ?? .aspectFill)
            }
        }
        if let border = card.border {
            CardDrawing.border(width: border.width, color: border.color, around: r, radius: radius, on: p)
        }
    }
}

extension TextStyle {
    /// This style with a scene's text keys over it.
    func applying(_ t: ItemTextStyle) -> TextStyle {
        var s = self
        if let family = t.font {
            s.font.family = family
            s.font.face = nil
        }
        if let size = t.size { s.font.size = size }
        if let weight = t.weight { s.font.weight = weight }
        if let color = t.color { s.color = color }
        if let a = t.alignment { s.alignment = a }
        if let lines = t.lines { s.maximumLines = lines }
        return s
    }
}

extension Painter {
    /// Adds a rectangle to the path, with rounded corners when `cornerRadius` is above 0.
    public func addRect(_ rect: Rect, cornerRadius: Double) {
        CardDrawing.addPath(rect, radius: cornerRadius, on: self)
    }

    /// A border inside a rectangle's edge, following its rounded corners, as a card's (the
    /// scene's `card.border`) or a Core Animation layer's `borderWidth` is drawn.
    public func strokeBorder(_ border: ItemCardStyle.Border, inside rect: Rect, cornerRadius: Double) {
        CardDrawing.border(width: border.width, color: border.color, around: rect, radius: cornerRadius, on: self)
    }

    /// A blurred shadow under a rectangle with rounded corners, as a card's (the scene's
    /// `card.shadow`) or a Core Animation layer's is drawn: the shape moved by the shadow's
    /// offset, in its colour, its edge blurred over twice its radius.
    /// - Parameters:
    ///   - shadow: the colour (with the opacity), offset and blur radius.
    ///   - rect: the shape's rectangle.
    ///   - cornerRadius: the shape's corner radius (0: square).
    public func fillShadow(_ shadow: ItemCardStyle.Shadow, under rect: Rect, cornerRadius: Double) {
        CardDrawing.shadow(shadow, under: rect, radius: cornerRadius, on: self)
    }
}
