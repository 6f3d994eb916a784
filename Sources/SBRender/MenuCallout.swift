import SBLayout
import SBScene

/// The cookbook's cell menu (recipe 10-9) as UIMenuController shows it on iOS 7: a dark rounded
/// bar with the items Pop, Rotate, Ghost and Colorize, and an arrow pointing at the cell.
enum MenuCallout {
    static let titles = ["Pop", "Rotate", "Ghost", "Colorize"]
    static let height = 36.0
    static let arrow = Size(width: 16, height: 9)
    static let padding = 14.0

    static func draw(over target: Rect, canvas: Rect, on p: any Painter) {
        let font = FontRequest(size: 14)
        let widths = titles.map { p.measureText($0, font: font, width: nil).width + 2 * padding }
        let width = widths.reduce(0, +)
        let above = target.minY - arrow.height - height >= canvas.minY + 4
        let barY = above ? target.minY - arrow.height - height : target.maxY + arrow.height
        let barX = min(max(canvas.minX + 4, target.midX - width / 2), canvas.maxX - 4 - width)
        let bar = Rect(x: barX, y: barY, width: width, height: height)
        let fill = Color(white: 0.1, alpha: 0.92)
        p.addRoundedRect(bar, radius: 7)
        p.setColor(fill)
        p.fill(preserve: false)
        let tipX = min(max(target.midX, bar.minX + 12), bar.maxX - 12)
        if above {
            p.move(to: Point(x: tipX - arrow.width / 2, y: bar.maxY))
            p.line(to: Point(x: tipX, y: bar.maxY + arrow.height))
            p.line(to: Point(x: tipX + arrow.width / 2, y: bar.maxY))
        } else {
            p.move(to: Point(x: tipX - arrow.width / 2, y: bar.minY))
            p.line(to: Point(x: tipX, y: bar.minY - arrow.height))
            p.line(to: Point(x: tipX + arrow.width / 2, y: bar.minY))
        }
        p.closePath()
        p.setColor(fill)
        p.fill(preserve: false)
        var x = bar.minX
        for (i, title) in titles.enumerated() {
            let cell = Rect(x: x, y: bar.minY, width: widths[i], height: height)
            p.drawText(title, in: cell, style: TextStyle(font: font, color: .white, maximumLines: 1))
            if i > 0 {
                p.addRect(Rect(x: x - 0.5, y: bar.minY + 6, width: 1, height: height - 12))
                p.setColor(Color(white: 1, alpha: 0.3))
                p.fill(preserve: false)
            }
            x += widths[i]
        }
    }
}
