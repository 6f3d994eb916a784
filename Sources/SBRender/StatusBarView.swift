#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SBLayout
import SBScene

/// iOS 6's iPad status bar, drawn across the top of the canvas: opaque black, 20 points tall;
/// "iPad" and the Wi-Fi signal (three bands fanning upwards) at the left, the time centred, and
/// the charge ("100%") beside a full battery at the right, all white, the text in the bold
/// system font at 14 points.
enum StatusBarView {
    /// The charge shown left of the battery: full, as the battery is drawn.
    static let batteryPercentage = "100%"

    static func draw(_ bar: StatusBar, width: Double, on p: any Painter) {
        guard bar == .ios6 else { return }
        let h = bar.height
        p.addRect(Rect(x: 0, y: 0, width: width, height: h))
        p.setColor(.black)
        p.fill(preserve: false)
        let font = FontRequest(size: 14, bold: true)
        let carrier = "iPad"
        let carrierWidth = p.measureText(carrier, font: font, width: nil).width
        p.drawText(carrier, in: Rect(x: 6, y: 0, width: carrierWidth + 1, height: h),
                   style: TextStyle(font: font, color: .white, alignment: .left, maximumLines: 1))
        drawWiFi(center: Point(x: 6 + carrierWidth + 6 + 7, y: 15.5), on: p)
        p.drawText(StatusBar.time, in: Rect(x: 0, y: 0, width: width, height: h),
                   style: TextStyle(font: font, color: .white, alignment: .center, maximumLines: 1))
        let battery = Rect(x: width - 6 - 2 - 24, y: 4.5, width: 24, height: 11)
        // The charge in per cent, in the same font, ending 4 points left of the battery.
        let percentWidth = p.measureText(batteryPercentage, font: font, width: nil).width
        p.drawText(batteryPercentage, in: Rect(x: battery.minX - 4 - percentWidth - 1, y: 0, width: percentWidth + 1, height: h),
                   style: TextStyle(font: font, color: .white, alignment: .right, maximumLines: 1))
        drawBattery(battery, on: p)
    }

    /// Three bands of a 90-degree fan opening upwards from `center`: a wedge of radius 3.5 and
    /// rings from 5.5 to 8 and from 10 to 12.5 points.
    static func drawWiFi(center c: Point, color: Color = .white, on p: any Painter) {
        let start = -3 * Double.pi / 4, end = -Double.pi / 4, steps = 12
        func point(_ r: Double, _ a: Double) -> Point { Point(x: c.x + r * cos(a), y: c.y + r * sin(a)) }
        for (inner, outer) in [(0.0, 3.5), (5.5, 8.0), (10.0, 12.5)] {
            p.newPath()
            p.move(to: point(outer, start))
            for i in 1...steps { p.line(to: point(outer, start + (end - start) * Double(i) / Double(steps))) }
            if inner == 0 {
                p.line(to: c)
            } else {
                for i in (0...steps).reversed() { p.line(to: point(inner, start + (end - start) * Double(i) / Double(steps))) }
            }
            p.closePath()
            p.setColor(color)
            p.fill(preserve: false)
        }
    }

    /// A battery outline (1-point stroke, white by default, 2-point corners) with its terminal
    /// nub on the right, filled: full charge.
    static func drawBattery(_ r: Rect, color: Color = .white, on p: any Painter) {
        p.addRoundedRect(r.insetBy(dx: 0.5, dy: 0.5), radius: 2)
        p.setColor(color)
        p.stroke(width: 1, preserve: false)
        p.addRect(Rect(x: r.maxX, y: r.midY - 2.5, width: 2, height: 5))
        p.fill(preserve: false)
        p.addRect(r.insetBy(dx: 2, dy: 2))
        p.fill(preserve: false)
    }
}
