import SBLayout
import SBScene

/// The PunchedLayout demo's cells, drawn by sbrender (the recipe's picture art is not ours): a
/// wooden picture frame around a pale canvas with four to seven random translucent ellipses, each
/// outlined in black as the sample's blockImage draws them, and its reflection below (scaled to
/// 0.4, 5 points down, darkened).
enum PictureFrame {
    static let border = 14.0
    static let mat = 6.0
    /// The black outline of each ellipse, in points (blockImage's CGContextSetLineWidth 3).
    static let outlineWidth = 3.0

    static func draw(identity: Int, seed: UInt64, image: LoadedImage?, contentMode: ContentMode = .aspectFill, bounds: Rect, on p: any Painter) {
        art(identity: identity, seed: seed, image: image, contentMode: contentMode, bounds: bounds, on: p)
        // Reflection: flipped about the cell's bottom edge, 5 points below it, 0.4 of its height.
        let gap = 5.0
        let height = bounds.height * 0.4
        p.withSavedState {
            p.addRect(Rect(x: bounds.minX, y: bounds.maxY + gap, width: bounds.width, height: height))
            p.clip()
            p.translate(x: 0, y: bounds.maxY + gap + height)
            p.scale(x: 1, y: -0.4)
            art(identity: identity, seed: seed, image: image, contentMode: contentMode, bounds: Rect(origin: .zero, size: bounds.size), on: p)
        }
        let reflection = Rect(x: bounds.minX, y: bounds.maxY + gap, width: bounds.width, height: height)
        p.fillLinearGradient(reflection, from: Point(x: 0, y: reflection.minY), to: Point(x: 0, y: reflection.maxY),
                             stops: [(0, Color(white: 0, alpha: 0.55)), (1, Color(white: 0, alpha: 0.95))])
    }

    static func art(identity: Int, seed: UInt64, image: LoadedImage?, contentMode: ContentMode, bounds: Rect, on p: any Painter) {
        // The frame: a warm wood gradient with a darker outer line and a light inner bevel.
        p.fillLinearGradient(bounds, from: Point(x: bounds.minX, y: bounds.minY), to: Point(x: bounds.maxX, y: bounds.maxY),
                             stops: [(0, Color(red: 0.55, green: 0.36, blue: 0.18)), (0.5, Color(red: 0.78, green: 0.58, blue: 0.34)),
                                     (1, Color(red: 0.45, green: 0.28, blue: 0.13))])
        p.addRect(bounds.insetBy(dx: 0.5, dy: 0.5))
        p.setColor(Color(red: 0.25, green: 0.15, blue: 0.06))
        p.stroke(width: 1, preserve: false)
        let matRect = bounds.insetBy(dx: border, dy: border)
        p.addRect(matRect)
        p.setColor(Color(red: 0.93, green: 0.91, blue: 0.86))
        p.fill(preserve: false)
        let canvas = matRect.insetBy(dx: mat, dy: mat)
        p.addRect(canvas)
        p.setColor(Color(red: 0.98, green: 0.97, blue: 0.94))
        p.fill(preserve: false)
        p.withSavedState {
            p.addRect(canvas)
            p.clip()
            if let image {
                p.drawImage(image, in: canvas, contentMode: contentMode)
            } else {
                var g = SeededGenerator.forElement(seed: seed, index: identity, stream: 0x5055_4E43)
                let count = 4 + Int(g.next(below: 4))
                for _ in 0..<count {
                    let w = canvas.width * (0.25 + 0.5 * g.nextUnit())
                    let h = canvas.height * (0.25 + 0.5 * g.nextUnit())
                    let x = canvas.minX + (canvas.width - w) * g.nextUnit()
                    let y = canvas.minY + (canvas.height - h) * g.nextUnit()
                    let ellipse = Rect(x: x, y: y, width: w, height: h)
                    p.addEllipse(in: ellipse)
                    p.setColor(Color(red: g.nextUnit(), green: g.nextUnit(), blue: g.nextUnit(), alpha: 0.3 + 0.4 * g.nextUnit()))
                    p.fill(preserve: false)
                    // The sample's blockImage outlines each ellipse in black, 3 points wide.
                    p.addEllipse(in: ellipse)
                    p.setColor(.black)
                    p.stroke(width: outlineWidth, preserve: false)
                }
            }
        }
        p.addRect(canvas.insetBy(dx: -0.5, dy: -0.5))
        p.setColor(Color(white: 0, alpha: 0.25))
        p.stroke(width: 1, preserve: false)
    }
}
