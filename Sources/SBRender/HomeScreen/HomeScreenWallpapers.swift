import SBLayout
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

    static func draw(_ name: Name, canvas: Rect, on p: any Painter) {
        let top = Point(x: canvas.midX, y: canvas.minY), bottom = Point(x: canvas.midX, y: canvas.maxY)
        let dark = name == .nightfall
        let base: [(Double, Color)] = dark
            ? [(0, hex("#0a0f2e")), (0.5, hex("#1d1450")), (1, hex("#3a0f3f"))]
            : [(0, hex("#4f63e8")), (0.5, hex("#9a6ee8")), (1, hex("#f08fa8"))]
        p.fillLinearGradient(canvas, from: top, to: bottom, stops: base)
        let r = max(canvas.width, canvas.height)
        // Each bloom: a centre (fractions of the canvas), a radius (of the longer side), a colour.
        let blooms: [(Double, Double, Double, Color)] = dark
            ? [(0.15, 0.8, 0.7, hex("#7a1fa0").withAlpha(0.55)), (0.9, 0.2, 0.6, hex("#1f4fd0").withAlpha(0.5)),
               (0.6, 0.55, 0.35, hex("#c0306a").withAlpha(0.25))]
            : [(0.1, 0.85, 0.75, hex("#ffb36b").withAlpha(0.75)), (0.95, 0.15, 0.6, hex("#5fd6ff").withAlpha(0.6)),
               (0.55, 0.5, 0.4, hex("#ff6fb5").withAlpha(0.35))]
        for (fx, fy, fr, color) in blooms {
            let c = Point(x: canvas.minX + fx * canvas.width, y: canvas.minY + fy * canvas.height)
            p.fillRadialGradient(canvas, center: c, innerRadius: 0, outerRadius: fr * r,
                                 stops: [(0, color), (0.5, color.withAlpha(color.alpha * 0.45)), (1, color.withAlpha(0))])
        }
    }
}
