import SBLayout
import SBScene

/// What lies behind the content: a wallpaper (built in or a PNG), or the document's background.
enum Backgrounds {
    /// Where ``Renderer/loadImages(for:)-type.method`` puts the wallpaper, already scaled to the canvas.
    static let wallpaperKey = "\u{1}wallpaper"

    static func draw(_ wallpaper: Wallpaper, background: Color, canvas: Rect, images: [String: LoadedImage], on p: any Painter) {
        switch wallpaper {
        case .builtin(let w):
            builtin(w, canvas: canvas, on: p)
        case .image(let path, let contentMode):
            p.paint(.black)
            if let scaled = images[wallpaperKey] {
                // Already fitted by its content mode to this rectangle's size (loadImages).
                p.drawImage(scaled, in: canvas, contentMode: .scaleToFill)
            } else if let image = images[path] {
                p.drawImage(image, in: canvas, contentMode: contentMode)
            }
        case .layoutBackground:
            p.paint(background)
        case .color(let c):
            p.paint(c)
        }
    }

    static func builtin(_ w: BuiltinWallpaper, canvas: Rect, on p: any Painter) {
        let top = Point(x: canvas.midX, y: canvas.minY), bottom = Point(x: canvas.midX, y: canvas.maxY)
        switch w {
        case .dusk:
            p.fillLinearGradient(canvas, from: top, to: bottom, stops: [(0, Color(hex: "#1d2b64") ?? .black), (1, Color(hex: "#f8cdda") ?? .white)])
            // The benchmark scene's twelve circles, placed on a 768 x 1024 grid scaled to the canvas.
            let sx = canvas.width / 768, sy = canvas.height / 1024, sr = min(sx, sy)
            for i in 0..<12 {
                let x = Double(64 * (i * 5 % 12)) * sx, y = Double(85 * i) * sy
                p.addCircle(center: Point(x: canvas.minX + x, y: canvas.minY + y), radius: Double(60 + 12 * i) * sr)
                p.setColor(Color(white: 1, alpha: 0.15))
                p.fill(preserve: false)
            }
        case .ocean:
            p.fillLinearGradient(canvas, from: top, to: bottom, stops: [
                (0, Color(hex: "#0e5a8a") ?? .black), (0.55, Color(hex: "#0a3a66") ?? .black), (1, Color(hex: "#061a33") ?? .black)])
            let r = max(canvas.width, canvas.height)
            p.fillRadialGradient(canvas, center: Point(x: canvas.midX, y: canvas.minY - r * 0.1), innerRadius: 0, outerRadius: r * 0.8,
                                 stops: [(0, Color(red: 0.6, green: 0.9, blue: 1, alpha: 0.35)), (1, Color(red: 0.6, green: 0.9, blue: 1, alpha: 0))])
        case .bloom, .nightfall:
            HomeScreenWallpapers.draw(w == .bloom ? .bloom : .nightfall, canvas: canvas, on: p)
        case .graphite:
            // Dithered on a raster's pixel grid (its 68 grey levels over the radius band
            // otherwise); a smooth vector gradient in SVG and PDF.
            if let scale = (p as? CairoPainter)?.pixelScale, let image = GraphiteWallpaper.dithered(size: canvas.size, scale: scale) {
                p.drawImage(image, in: canvas, contentMode: .scaleToFill)
            } else {
                let r = Math2.hypot(canvas.width, canvas.height) / 2
                p.fillRadialGradient(canvas, center: canvas.center, innerRadius: 0, outerRadius: r,
                                     stops: [(0, GraphiteWallpaper.centre), (1, GraphiteWallpaper.edge)])
            }
        }
    }
}

enum Math2 {
    static func hypot(_ a: Double, _ b: Double) -> Double { (a * a + b * b).squareRoot() }
}
