#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SBLayout
import SBScene

/// Today's status bars, in white over the wallpaper, at a fixed time ("9:41", Apple's keynote
/// time, so pictures do not depend on the clock):
/// - iPhones with a Dynamic Island or a notch: the time (semibold 17 points) centred in the left
///   "ear", the cut-out drawn black (as mock-ups show it), and the cellular signal, Wi-Fi and
///   battery centred in the right ear;
/// - the iPhone SE: signal and Wi-Fi at the left, the time centred (semibold 12), the battery at
///   the right;
/// - iPad: the time and the date ("9:41  Tue Jan 9") at the left, Wi-Fi and battery at the right.
enum ModernStatusBar {
    /// The fixed time.
    static let time = "9:41"
    /// The fixed date iPad shows: 9 January 2007, the day the iPhone was introduced at 9:41.
    static let date = "Tue Jan 9"

    /// The status bar, or with `cutoutOnly` only the Dynamic Island or notch (edit mode hides
    /// the status bar's items; the hardware's cut-out stays).
    static func draw(_ device: DevicePreset, width: Double, cutoutOnly: Bool = false, on p: any Painter) {
        let h = device.statusBarHeight
        switch device.cutout {
        case .dynamicIsland(let island), .notch(let island):
            let isIsland: Bool = if case .dynamicIsland = device.cutout { true } else { false }
            if isIsland {
                p.addRoundedRect(island, radius: island.height / 2)
            } else {
                notchPath(island, on: p)
            }
            p.setColor(.black)
            p.fill(preserve: false)
            if cutoutOnly { return }
            // The ears either side of the cut-out; the items sit on the cut-out's centre line
            // (the island's), or on the notch's middle.
            let midY = isIsland ? island.midY : island.midY + 1
            let left = Rect(x: 0, y: midY - 11, width: island.minX, height: 22)
            let right = Rect(x: island.maxX, y: midY - 11, width: width - island.maxX, height: 22)
            let font = HomeScreenIcon.systemFont(size: 17, weight: .semibold)
            p.drawText(time, in: left.offsetBy(dx: 6, dy: 0), style: TextStyle(font: font, color: .white, maximumLines: 1))
            // Signal 17, a 6-point gap, Wi-Fi 15, a 6-point gap, battery 27: 71 points, centred.
            let start = right.midX - 71.0 / 2 - 4
            signal(Rect(x: start, y: midY - 6, width: 17, height: 11.5), on: p)
            wifi(center: Point(x: start + 17 + 6 + 7.7, y: midY + 5), size: 15.3, on: p)
            battery(Rect(x: start + 17 + 6 + 15.3 + 6, y: midY - 6.5, width: 25, height: 12.5), on: p)
        case .none:
            if cutoutOnly { return }
            if device.idiom == .pad {
                let font = HomeScreenIcon.systemFont(size: 13, weight: .semibold)
                let text = "\(time)  \(date)"
                p.drawText(text, in: Rect(x: 20, y: 0, width: 200, height: h),
                           style: TextStyle(font: font, color: .white, alignment: .left, maximumLines: 1))
                battery(Rect(x: width - 20 - 25, y: h / 2 - 6, width: 25, height: 12), on: p)
                wifi(center: Point(x: width - 20 - 25 - 8 - 7.7, y: h / 2 + 5), size: 15.3, on: p)
            } else {
                let font = HomeScreenIcon.systemFont(size: 12, weight: .semibold)
                p.drawText(time, in: Rect(x: 0, y: 0, width: width, height: h), style: TextStyle(font: font, color: .white, maximumLines: 1))
                signal(Rect(x: 6, y: h / 2 - 4.5, width: 15, height: 9), on: p)
                wifi(center: Point(x: 6 + 15 + 5 + 6.5, y: h / 2 + 4.5), size: 13, on: p)
                battery(Rect(x: width - 6 - 25, y: h / 2 - 5.5, width: 23, height: 11), on: p)
            }
        }
    }

    /// The notch: a bay from the top edge with bottom corners of a quarter of its height and
    /// small outward flares where it meets the screen's edge.
    static func notchPath(_ r: Rect, on p: any Painter) {
        let radius = r.height * 0.6
        p.newPath()
        p.move(to: Point(x: r.minX - 6, y: r.minY))
        p.line(to: Point(x: r.maxX + 6, y: r.minY))
        p.line(to: Point(x: r.maxX, y: r.minY + 6))
        p.line(to: Point(x: r.maxX, y: r.maxY - radius))
        arc(center: Point(x: r.maxX - radius, y: r.maxY - radius), radius: radius, from: 0, to: Double.pi / 2, on: p)
        p.line(to: Point(x: r.minX + radius, y: r.maxY))
        arc(center: Point(x: r.minX + radius, y: r.maxY - radius), radius: radius, from: Double.pi / 2, to: Double.pi, on: p)
        p.line(to: Point(x: r.minX, y: r.minY + 6))
        p.closePath()
    }

    /// Adds a circular arc as line segments (the painter has no curves), clockwise on screen.
    static func arc(center c: Point, radius: Double, from a0: Double, to a1: Double, on p: any Painter) {
        let steps = 16
        for i in 0...steps {
            let a = a0 + (a1 - a0) * Double(i) / Double(steps)
            p.line(to: Point(x: c.x + radius * cos(a), y: c.y + radius * sin(a)))
        }
    }

    /// Four bars rising left to right, each a quarter of the box less the gaps, full strength.
    static func signal(_ r: Rect, on p: any Painter) {
        let gap = r.width * 0.1, bar = (r.width - 3 * gap) / 4
        for i in 0..<4 {
            let height = r.height * (0.35 + 0.65 * Double(i) / 3)
            p.addRoundedRect(Rect(x: r.minX + Double(i) * (bar + gap), y: r.maxY - height, width: bar, height: height), radius: min(1, bar / 2))
        }
        p.setColor(.white)
        p.fill(preserve: false)
    }

    /// The Wi-Fi fan, ``StatusBarView``'s three bands scaled to `size` points across.
    static func wifi(center: Point, size: Double, on p: any Painter) {
        p.withSavedState {
            p.translate(x: center.x, y: center.y)
            // The iOS 6 fan is 2 x 12.5 x sin(45 degrees) = 17.7 points across.
            let k = size / 17.7
            p.scale(x: k, y: k)
            StatusBarView.drawWiFi(center: .zero, on: p)
        }
    }

    /// iOS 7 and later's battery: an outline at 35 % white with corners of a quarter of its
    /// height, full charge in white inside, the terminal nub at 40 %.
    static func battery(_ r: Rect, on p: any Painter) {
        p.addRoundedRect(r.insetBy(dx: 0.5, dy: 0.5), radius: r.height * 0.3)
        p.setColor(Color(white: 1, alpha: 0.35))
        p.stroke(width: 1, preserve: false)
        p.addRoundedRect(Rect(x: r.maxX + 1, y: r.midY - 2, width: 1.5, height: 4), radius: 0.7)
        p.setColor(Color(white: 1, alpha: 0.4))
        p.fill(preserve: false)
        p.addRoundedRect(r.insetBy(dx: 2, dy: 2), radius: r.height * 0.2)
        p.setColor(.white)
        p.fill(preserve: false)
    }
}
