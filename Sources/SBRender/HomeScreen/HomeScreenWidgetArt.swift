#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SBLayout
import SBScene

/// The built-in widgets' drawings besides their text (``HomeScreenWidgetLook``): the clock's
/// face and hands, the calendar's today disc and event bars, the weather's symbols and daily
/// bars, the reminders' list icon and circles, the photo widget's landscape. Shapes are SF
/// Symbols' (sun.max.fill, cloud.fill, cloud.sun.fill, cloud.rain.fill, cloud.snow.fill,
/// list.bullet) as circles and bars; their proportions are estimated from the symbols.
enum HomeScreenWidgetArt {
    /// Draws the art of the widget, in its own points.
    /// `onTile`: on an icon appearance's tile (``HomeScreenWidgetAppearance``), where the
    /// calendar's today disc is drawn white, the full ink.
    static func draw(_ c: HomeScreenWidgetContent, size: Size, appearance: HomeScreenSpec.Appearance, onTile: Bool = false, on p: any Painter) {
        switch c.kind {
        case .clock: clock(c, size: size, appearance: appearance, on: p)
        case .calendar: calendar(c, size: size, todayDisc: onTile ? .white : HomeScreenWidgetLook.red, on: p)
        case .weather: weather(c, size: size, on: p)
        case .reminders: reminders(c, size: size, appearance: appearance, on: p)
        case .photo: break
        }
    }

    // MARK: Clock

    /// The face (a disc a shade off the background, with a hairline ring), the hour and minute
    /// hands in the label colour, the orange second hand at 0 seconds and the centre.
    static func clock(_ c: HomeScreenWidgetContent, size: Size, appearance: HomeScreenSpec.Appearance, on p: any Painter) {
        let face = HomeScreenWidgetLook.clockFace(in: size), r = face.width / 2
        let centre = Point(x: face.midX, y: face.midY)
        let ink = HomeScreenWidgetLook.ink(appearance)
        p.addCircle(center: centre, radius: r)
        p.setColor(appearance == .dark ? Color(hex: 0x2C2C2E) : Color(hex: 0xF2F2F7))
        p.fill(preserve: false)
        // Minute ticks: 60 short strokes at the rim, the hours' longer.
        for i in 0..<60 {
            let a = Double(i) * .pi / 30, long = i % 5 == 0
            let inner = r * (long ? 0.9 : 0.93), outer = r * 0.97
            p.newPath()
            p.move(to: Point(x: centre.x + inner * sin(a), y: centre.y - inner * cos(a)))
            p.line(to: Point(x: centre.x + outer * sin(a), y: centre.y - outer * cos(a)))
            p.setColor(long ? ink : HomeScreenWidgetLook.grey)
            p.stroke(width: long ? r * 0.02 : r * 0.01, preserve: false)
        }
        let minutes = Double(c.minutes % 720)
        hand(centre, angle: minutes / 720 * 2 * .pi, length: 0.5 * r, width: 0.07 * r, color: ink, on: p)
        hand(centre, angle: minutes.truncatingRemainder(dividingBy: 60) / 60 * 2 * .pi, length: 0.8 * r, width: 0.05 * r, color: ink, on: p)
        p.addCircle(center: centre, radius: 0.06 * r)
        p.setColor(ink)
        p.fill(preserve: false)
        hand(centre, angle: 0, length: 0.86 * r, width: 0.015 * r, color: HomeScreenWidgetLook.orange, on: p)
        p.addCircle(center: centre, radius: 0.035 * r)
        p.setColor(HomeScreenWidgetLook.orange)
        p.fill(preserve: false)
    }

    /// A hand from a little behind the centre to `length` along `angle` (clockwise from 12).
    static func hand(_ centre: Point, angle: Double, length: Double, width: Double, color: Color, on p: any Painter) {
        p.newPath()
        p.move(to: Point(x: centre.x - 0.12 * length * sin(angle), y: centre.y + 0.12 * length * cos(angle)))
        p.line(to: Point(x: centre.x + length * sin(angle), y: centre.y - length * cos(angle)))
        p.setColor(color)
        p.stroke(width: width, preserve: false)
    }

    // MARK: Calendar

    /// Today's red disc (`todayDisc`) on the month grid and each event's bar (3 points wide, 32 tall, in the
    /// event's calendar colour: blue, then green, orange, purple).
    static func calendar(_ c: HomeScreenWidgetContent, size: Size, todayDisc: Color = HomeScreenWidgetLook.red, on p: any Painter) {
        let texts = HomeScreenWidgetLook.calendarTexts(c, in: size, appearance: .light)
        if HomeScreenWidgetLook.monthGrid(in: size) != nil, let today = texts.first(where: { $0.string == "\(c.day.day)" && $0.alignment == .center }) {
            p.addCircle(center: Point(x: today.box.midX, y: today.box.midY), radius: min(today.box.width, today.box.height) / 2 - 1)
            p.setColor(todayDisc)
            p.fill(preserve: false)
        }
        let colours = [Color(hex: 0x007AFF), Color(hex: 0x34C759), Color(hex: 0xFF9500), Color(hex: 0xAF52DE)]
        var i = 0
        for t in texts where t.weight == .semibold && t.size == 12 {
            p.addRoundedRect(Rect(x: HomeScreenWidgetLook.margin, y: t.box.minY, width: 3, height: 32), radius: 1.5)
            p.setColor(colours[i % colours.count])
            p.fill(preserve: false)
            i += 1
        }
    }

    // MARK: Weather

    /// The condition's symbol at the small widget's bottom left or the wider ones' top right,
    /// one over each hour, and on a large widget each day's symbol and temperature bar.
    static func weather(_ c: HomeScreenWidgetContent, size: Size, on p: any Painter) {
        let m = HomeScreenWidgetLook.margin
        guard size.width > 200 else {
            symbol(c.condition, in: Rect(x: m, y: size.height - 68, width: 18, height: 18), on: p)
            return
        }
        symbol(c.condition, in: Rect(x: size.width - m - 22, y: 14, width: 22, height: 22), on: p)
        let column = (size.width - 2 * m) / 6
        for i in 0..<6 {
            symbol(i < 3 ? c.condition : (c.condition == .sunny ? .partlyCloudy : c.condition),
                   in: Rect(x: m + (Double(i) + 0.5) * column - 10, y: HomeScreenWidgetLook.hourlyTop(in: size) + 17, width: 20, height: 20), on: p)
        }
        guard size.height > 300 else { return }
        p.addRect(Rect(x: m, y: 160, width: size.width - 2 * m, height: 0.5))
        p.setColor(Color(white: 1, alpha: 0.35))
        p.fill(preserve: false)
        // The bars span the week's range, from the lowest low to the highest high.
        let lows = HomeScreenWidgetLook.dailyOffsets.map { c.dayLow + $0.low }, highs = HomeScreenWidgetLook.dailyOffsets.map { c.dayHigh + $0.high }
        let floor = Double(lows.min() ?? 0), span = max(1, Double((highs.max() ?? 1)) - floor)
        let track = Rect(x: 158, y: 0, width: size.width - m - 34 - 8 - 158, height: 4)
        for (i, condition) in HomeScreenWidgetLook.dailyConditions(c).enumerated() {
            let y = 170 + Double(i) * HomeScreenWidgetLook.dailyPitch(in: size)
            symbol(condition, in: Rect(x: 84, y: y + 2, width: 20, height: 20), on: p)
            p.addRoundedRect(Rect(x: track.minX, y: y + 10, width: track.width, height: 4), radius: 2)
            p.setColor(Color(white: 1, alpha: 0.25))
            p.fill(preserve: false)
            let from = track.minX + (Double(lows[i]) - floor) / span * track.width
            let to = track.minX + (Double(highs[i]) - floor) / span * track.width
            let bar = Rect(x: from, y: y + 10, width: max(4, to - from), height: 4)
            p.fillLinearGradient(bar, from: Point(x: bar.minX, y: 0), to: Point(x: bar.maxX, y: 0),
                                 stops: [(0, Color(hex: 0x8BD3A8)), (1, Color(hex: 0xF5C344))])
        }
    }

    /// A weather symbol filling `r`: a sun (yellow disc and eight rays), a cloud (white), or a
    /// cloud with the sun behind it, rain drops or snow flakes under it.
    static func symbol(_ condition: HomeScreenWidgetContent.Condition, in r: Rect, on p: any Painter) {
        switch condition {
        case .sunny:
            sun(center: Point(x: r.midX, y: r.midY), radius: r.width * 0.24, on: p)
        case .partlyCloudy:
            sun(center: Point(x: r.minX + r.width * 0.62, y: r.minY + r.height * 0.34), radius: r.width * 0.17, on: p)
            cloud(Rect(x: r.minX, y: r.minY + r.height * 0.35, width: r.width * 0.82, height: r.height * 0.55), on: p)
        case .cloudy:
            cloud(Rect(x: r.minX, y: r.minY + r.height * 0.2, width: r.width, height: r.height * 0.6), on: p)
        case .rain, .snow:
            cloud(Rect(x: r.minX, y: r.minY, width: r.width, height: r.height * 0.58), on: p)
            for i in 0..<3 {
                let x = r.minX + r.width * (0.28 + 0.22 * Double(i)), y = r.minY + r.height * 0.68
                if condition == .rain {
                    p.newPath()
                    p.move(to: Point(x: x + r.width * 0.04, y: y))
                    p.line(to: Point(x: x - r.width * 0.04, y: y + r.height * 0.24))
                    p.setColor(Color(hex: 0x5AC8FA))
                    p.stroke(width: r.width * 0.08, preserve: false)
                } else {
                    p.addCircle(center: Point(x: x, y: y + r.height * 0.12), radius: r.width * 0.06)
                    p.setColor(.white)
                    p.fill(preserve: false)
                }
            }
        }
    }

    /// sun.max.fill: a disc and eight rounded rays, in the symbol's yellow (#FFD60A).
    static func sun(center c: Point, radius: Double, on p: any Painter) {
        let yellow = Color(hex: 0xFFD60A)
        p.addCircle(center: c, radius: radius)
        p.setColor(yellow)
        p.fill(preserve: false)
        for i in 0..<8 {
            let a = Double(i) * .pi / 4
            p.newPath()
            p.move(to: Point(x: c.x + 1.45 * radius * cos(a), y: c.y + 1.45 * radius * sin(a)))
            p.line(to: Point(x: c.x + 1.95 * radius * cos(a), y: c.y + 1.95 * radius * sin(a)))
            p.setColor(yellow)
            p.stroke(width: radius * 0.32, preserve: false)
        }
    }

    /// cloud.fill: three overlapping discs on a rounded base, white.
    static func cloud(_ r: Rect, on p: any Painter) {
        p.addRoundedRect(Rect(x: r.minX, y: r.minY + r.height * 0.45, width: r.width, height: r.height * 0.55), radius: r.height * 0.275)
        p.addCircle(center: Point(x: r.minX + r.width * 0.33, y: r.minY + r.height * 0.5), radius: r.height * 0.3)
        p.addCircle(center: Point(x: r.minX + r.width * 0.6, y: r.minY + r.height * 0.42), radius: r.height * 0.42)
        p.setColor(.white)
        p.fill(preserve: false)
    }

    // MARK: Reminders

    /// The list's icon (a blue disc with list.bullet's three dots and bars) and an empty circle
    /// before each reminder.
    static func reminders(_ c: HomeScreenWidgetContent, size: Size, appearance: HomeScreenSpec.Appearance, on p: any Painter) {
        let m = HomeScreenWidgetLook.margin
        let icon = Point(x: m + 14, y: 14 + 14)
        p.addCircle(center: icon, radius: 14)
        p.setColor(HomeScreenWidgetLook.blue)
        p.fill(preserve: false)
        for i in -1...1 {
            let y = icon.y + Double(i) * 5
            p.addCircle(center: Point(x: icon.x - 5.5, y: y), radius: 1.3)
            p.addRoundedRect(Rect(x: icon.x - 2.5, y: y - 1, width: 9, height: 2), radius: 1)
        }
        p.setColor(.white)
        p.fill(preserve: false)
        for t in HomeScreenWidgetLook.reminderTexts(c, in: size, appearance: appearance).dropFirst(2) {
            p.addCircle(center: Point(x: t.box.minX - 13, y: t.box.midY), radius: 7)
            p.setColor(HomeScreenWidgetLook.grey.withAlpha(0.8))
            p.stroke(width: 1.3, preserve: false)
        }
    }

    // MARK: Photo

    /// The photo widget's picture when the scene gives none: a valley at dusk (a sky from
    /// blue to peach, a low sun, two ranges of mountains and a lake), made of fixed shapes.
    static func landscape(size: Size, on p: any Painter) {
        let w = size.width, h = size.height
        p.fillLinearGradient(Rect(x: 0, y: 0, width: w, height: h), from: Point(x: 0, y: 0), to: Point(x: 0, y: h * 0.7),
                             stops: [(0, Color(hex: 0x4F86C6)), (0.6, Color(hex: 0xB9C9E0)), (1, Color(hex: 0xF6C9A0))])
        p.addCircle(center: Point(x: w * 0.7, y: h * 0.5), radius: min(w, h) * 0.08)
        p.setColor(Color(hex: 0xFFF1D6))
        p.fill(preserve: false)
        func range(_ points: [(Double, Double)], _ colour: Color) {
            p.newPath()
            p.move(to: Point(x: 0, y: h))
            for (x, y) in points { p.line(to: Point(x: x * w, y: y * h)) }
            p.line(to: Point(x: w, y: h))
            p.closePath()
            p.setColor(colour)
            p.fill(preserve: false)
        }
        range([(0, 0.52), (0.18, 0.36), (0.3, 0.46), (0.48, 0.3), (0.62, 0.5), (0.8, 0.4), (1, 0.55)], Color(hex: 0x7C8FB0))
        range([(0, 0.66), (0.22, 0.55), (0.4, 0.64), (0.58, 0.58), (0.78, 0.68), (1, 0.6)], Color(hex: 0x3E5A4C))
        p.fillLinearGradient(Rect(x: 0, y: h * 0.74, width: w, height: h * 0.26), from: Point(x: 0, y: h * 0.74), to: Point(x: 0, y: h),
                             stops: [(0, Color(hex: 0x9FB8D6)), (1, Color(hex: 0x4F6F94))])
    }
}
