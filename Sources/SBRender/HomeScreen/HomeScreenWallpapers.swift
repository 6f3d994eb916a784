import SBLayout
import SBPNG
import SBScene

/// The home screen's built-in wallpapers: soft colour blooms in the manner of iOS 16 and 17's
/// default wallpapers, drawn as gradients so they look right at any size (no Apple artwork).
enum HomeScreenWallpapers {
    enum Name {
        /// Violet to coral with a warm bloom low left and a cyan one high right (light appearance).
        case bloom
        /// Ink blue to plum with dim blooms (dark appearance).
        case nightfall
    }

    private static func hex(_ s: String) -> Color { Color(hex: s) ?? .black }

    /// The base gradient's stops, top to bottom.
    static func base(_ name: Name) -> [(Double, Color)] {
        name == .nightfall
            ? [(0, hex("#0a0f2e")), (0.5, hex("#1d1450")), (1, hex("#3a0f3f"))]
            : [(0, hex("#4f63e8")), (0.5, hex("#9a6ee8")), (1, hex("#f08fa8"))]
    }

    /// Each bloom: a centre (fractions of the canvas), a radius (of the longer side), a colour.
    static func blooms(_ name: Name) -> [(Double, Double, Double, Color)] {
        name == .nightfall
            ? [(0.15, 0.8, 0.7, hex("#7a1fa0").withAlpha(0.55)), (0.9, 0.2, 0.6, hex("#1f4fd0").withAlpha(0.5)),
               (0.6, 0.55, 0.35, hex("#c0306a").withAlpha(0.25))]
            : [(0.1, 0.85, 0.75, hex("#ffb36b").withAlpha(0.75)), (0.95, 0.15, 0.6, hex("#5fd6ff").withAlpha(0.6)),
               (0.55, 0.5, 0.4, hex("#ff6fb5").withAlpha(0.35))]
    }

    static func draw(_ name: Name, canvas: Rect, on p: any Painter) {
        if let scale = (p as? CairoPainter)?.pixelScale, let image = pixels(name, size: canvas.size, scale: scale) {
            p.drawImage(image, in: canvas, contentMode: .scaleToFill)
            return
        }
        let top = Point(x: canvas.midX, y: canvas.minY), bottom = Point(x: canvas.midX, y: canvas.maxY)
        p.fillLinearGradient(canvas, from: top, to: bottom, stops: base(name))
        let r = max(canvas.width, canvas.height)
        for (fx, fy, fr, color) in blooms(name) {
            let c = Point(x: canvas.minX + fx * canvas.width, y: canvas.minY + fy * canvas.height)
            p.fillRadialGradient(canvas, center: c, innerRadius: 0, outerRadius: fr * r,
                                 stops: [(0, color), (0.5, color.withAlpha(color.alpha * 0.45)), (1, color.withAlpha(0))])
        }
    }

    /// The largest picture computed (16 Mi pixels); a larger one is drawn as vectors.
    static let maximumPixels = 1 << 24

    /// The wallpaper for a canvas of `size` points at `scale` pixels a point, each pixel computed
    /// at its centre in floating point and rounded once: the base gradient's colour, then each
    /// bloom over it (source over, the bloom's alpha from its stops at the distance), as the
    /// vector drawing composites them but without cairo rounding each layer to 8 bits (which
    /// leaves a noise of one or two levels that PNG's filters cannot predict: the README's
    /// 440 x 912 framed iPhone 17 Pro took 284 KB with it). Nil when empty or too large.
    static func pixels(_ name: Name, size: Size, scale: Double) -> LoadedImage? {
        let w = Int((size.width * scale).rounded()), h = Int((size.height * scale).rounded())
        guard w > 0, h > 0, w <= maximumPixels / h else { return nil }
        let base = base(name)
        let r = max(Double(w), Double(h))
        struct Bloom { var x, y, radius, red, green, blue, alpha: Double }
        let blooms = blooms(name).map { (fx, fy, fr, c) in
            Bloom(x: fx * Double(w), y: fy * Double(h), radius: fr * r, red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        }
        var pixels = [UInt8](repeating: 255, count: w * h * 4)
        pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<h {
                // The linear gradient along y, between its stops (0, 0.5, 1).
                let t = min(1, max(0, (Double(y) + 0.5) / Double(h)))
                let (c0, c1, k) = t < 0.5 ? (base[0].1, base[1].1, t / 0.5) : (base[1].1, base[2].1, (t - 0.5) / 0.5)
                let rowRed = c0.red + (c1.red - c0.red) * k, rowGreen = c0.green + (c1.green - c0.green) * k
                let rowBlue = c0.blue + (c1.blue - c0.blue) * k
                let dy = Double(y) + 0.5
                // The blooms this row passes through.
                let crossing = blooms.filter { abs(dy - $0.y) < $0.radius }
                for x in 0..<w {
                    var red = rowRed, green = rowGreen, blue = rowBlue
                    for b in crossing {
                        let ddx = Double(x) + 0.5 - b.x, ddy = dy - b.y
                        let squared = ddx * ddx + ddy * ddy
                        // Outside the bloom (the square root spared): nothing to add.
                        guard squared < b.radius * b.radius else { continue }
                        let d = squared.squareRoot() / b.radius
                        guard d < 1 else { continue }
                        // Its stops: alpha at 0, 0.45 alpha at 0.5, none at 1.
                        let a = d < 0.5 ? b.alpha * (1 - 1.1 * d) : b.alpha * 0.9 * (1 - d)
                        red = red * (1 - a) + b.red * a
                        green = green * (1 - a) + b.green * a
                        blue = blue * (1 - a) + b.blue * a
                    }
                    let o = (y * w + x) * 4
                    out[o] = UInt8(min(255, max(0, (red * 255).rounded())))
                    out[o + 1] = UInt8(min(255, max(0, (green * 255).rounded())))
                    out[o + 2] = UInt8(min(255, max(0, (blue * 255).rounded())))
                }
            }
        }
        guard let image = RGBAImage(width: w, height: h, pixels: pixels) else { return nil }
        return LoadedImage(key: "\u{1}\(name)-computed@\(w)x\(h)", image: image)
    }
}
