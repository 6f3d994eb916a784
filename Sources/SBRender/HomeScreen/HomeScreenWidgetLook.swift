#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SBLayout
import SBScene

/// The built-in widgets' looks (``/SBScene/HomeScreenWidgetContent``), after iOS 17/18's Clock,
/// Calendar, Weather, Reminders and Photos widgets as public screenshots and Apple's widget
/// templates show them: the content 16 points inside the widget's edges (the HIG's standard
/// widget margin), SF (here Inter) at the templates' sizes, the system background or the
/// weather's sky. Positions are in the widget's own points, from its top-left corner; they
/// follow the widget's size (158 x 158, 338 x 158 and 338 x 354 points on a 393-point iPhone),
/// so every iPhone and iPad widget gets them.
///
/// ``texts(_:in:appearance:)`` is where every string goes (the tests read it);
/// ``draw(_:image:in:appearance:on:)`` paints the background, the art and those texts.
package enum HomeScreenWidgetLook {
    /// One string of a widget and where it is drawn.
    package struct Text: Equatable, Sendable {
        /// The string.
        package var string: String
        /// Its box, in the widget's points.
        package var box: Rect
        /// The font's size in points.
        package var size: Double
        /// The font's weight.
        package var weight: TextWeight
        /// Its colour.
        package var color: Color
        /// Its alignment in the box.
        package var alignment: TextAlignment = .left
    }

    /// iOS's system red (#FF3B30), the Calendar widget's weekday and today.
    static let red = Color(hex: 0xFF3B30)
    /// iOS's system blue (#007AFF), the Reminders widget's list colour.
    static let blue = Color(hex: 0x007AFF)
    /// iOS's system orange (#FF9500), the Clock's second hand.
    static let orange = Color(hex: 0xFF9500)
    /// iOS's secondary label grey (systemGray, #8E8E93).
    static let grey = Color(hex: 0x8E8E93)
    /// The standard margin of a widget's content (HIG, Widgets: "16 points" on iPhone).
    static let margin = 16.0

    /// The label colour on the system background.
    static func ink(_ appearance: HomeScreenSpec.Appearance) -> Color { appearance == .dark ? .white : .black }

    /// Draws a built-in widget in `r`: its background, its art and ``texts(_:in:appearance:)``.
    /// `onTile`: the widget lies on a tile the icon appearance drew (``HomeScreenWidgetAppearance``),
    /// so its own background (the system background, the weather's sky) is left out; a photo
    /// is still drawn.
    static func draw(_ content: HomeScreenWidgetContent, image: LoadedImage?, in r: Rect,
                     appearance: HomeScreenSpec.Appearance, onTile: Bool = false, on p: any Painter) {
        let size = r.size
        p.withSavedState {
            p.addRoundedRect(r, radius: 22)
            p.clip()
            p.translate(x: r.minX, y: r.minY)
            if !onTile || content.kind == .photo {
                background(content, size: size, image: image, appearance: appearance, on: p)
            }
            HomeScreenWidgetArt.draw(content, size: size, appearance: appearance, onTile: onTile, on: p)
            for t in texts(content, in: size, appearance: appearance) {
                p.drawText(t.string, in: t.box, style: TextStyle(font: HomeScreenIcon.systemFont(size: t.size, weight: t.weight),
                                                                 color: onTile ? HomeScreenWidgetAppearance.onTileColor(t, content) : t.color,
                                                                 alignment: t.alignment, maximumLines: 1, centeredVertically: true))
            }
        }
    }

    /// The widget's background: the weather's sky (a vertical gradient, deeper at the top, as
    /// the Weather widget's), the photo (or a drawn landscape), else the system background
    /// (white, or #1C1C1E in dark appearance).
    static func background(_ content: HomeScreenWidgetContent, size: Size, image: LoadedImage?,
                           appearance: HomeScreenSpec.Appearance, on p: any Painter) {
        let r = Rect(x: 0, y: 0, width: size.width, height: size.height)
        switch content.kind {
        case .weather:
            let (top, bottom) = sky(content.condition)
            p.fillLinearGradient(r, from: Point(x: 0, y: 0), to: Point(x: 0, y: size.height), stops: [(0, top), (1, bottom)])
        case .photo:
            if let image {
                p.drawImage(image, in: r, contentMode: .aspectFill)
            } else {
                HomeScreenWidgetArt.landscape(size: size, on: p)
            }
            // A shade under the caption (black from 0 to 40 % over the lower 45 %).
            p.fillLinearGradient(Rect(x: 0, y: size.height * 0.55, width: size.width, height: size.height * 0.45),
                                 from: Point(x: 0, y: size.height * 0.55), to: Point(x: 0, y: size.height),
                                 stops: [(0, Color(white: 0, alpha: 0)), (1, Color(white: 0, alpha: 0.4))])
        default:
            p.addRect(r)
            p.setColor(appearance == .dark ? Color(hex: 0x1C1C1E) : .white)
            p.fill(preserve: false)
        }
    }

    /// The Weather widget's sky for a condition, top and bottom (estimated from public
    /// screenshots of the daytime widget).
    static func sky(_ condition: HomeScreenWidgetContent.Condition) -> (Color, Color) {
        switch condition {
        case .sunny, .partlyCloudy: (Color(hex: 0x2F7FD6), Color(hex: 0x6FB1EC))
        case .cloudy: (Color(hex: 0x5F7489), Color(hex: 0x8FA2B5))
        case .rain: (Color(hex: 0x44505E), Color(hex: 0x6B7A8A))
        case .snow: (Color(hex: 0x71849A), Color(hex: 0xA7B5C4))
        }
    }

    /// Where every string of the widget goes.
    package static func texts(_ content: HomeScreenWidgetContent, in size: Size, appearance: HomeScreenSpec.Appearance) -> [Text] {
        switch content.kind {
        case .calendar: calendarTexts(content, in: size, appearance: appearance)
        case .weather: weatherTexts(content, in: size)
        case .clock: clockTexts(content, in: size, appearance: appearance)
        case .reminders: reminderTexts(content, in: size, appearance: appearance)
        case .photo: photoTexts(content, in: size)
        }
    }

    // MARK: Calendar

    /// An event's time and title: "10:00 Design review" as ("10:00", "Design review"); an
    /// event without a leading time is all-day.
    static func event(_ item: String) -> (time: String, title: String) {
        let parts = item.split(separator: " ", maxSplits: 1)
        if parts.count == 2, parts[0].contains(":"), parts[0].allSatisfy({ $0.isNumber || $0 == ":" }) {
            return (String(parts[0]), String(parts[1]))
        }
        return ("All-day", item)
    }

    /// The month grid's frame: small and medium widgets put it in their right half, a large one
    /// across its width under the day.
    static func monthGrid(in size: Size) -> Rect? {
        if size.width > size.height * 1.5 {
            return Rect(x: size.width / 2 + 4, y: 14, width: size.width / 2 - 4 - margin, height: size.height - 14 - 10)
        }
        return size.height > 250 ? Rect(x: margin, y: 76, width: size.width - 2 * margin, height: 172) : nil
    }

    /// The grid's rows (the month's weeks, Sunday first) and the cell of day 1.
    static func monthLayout(_ day: HomeScreenWidgetDate) -> (rows: Int, firstColumn: Int) {
        let first = day.weekday(ofDay: 1)
        return ((first + day.daysInMonth + 6) / 7, first)
    }

    static func calendarTexts(_ c: HomeScreenWidgetContent, in size: Size, appearance: HomeScreenSpec.Appearance) -> [Text] {
        let day = c.day
        let ink = ink(appearance)
        let grid = monthGrid(in: size)
        // The day at the top left: the weekday in red capitals over the date's number.
        let beside = (grid?.minY ?? 99) < 40
        let columnWidth = beside ? (grid?.minX ?? 0) - 8 - margin : size.width - 2 * margin
        var texts = [
            Text(string: HomeScreenWidgetDate.weekdayNames[day.weekday].uppercased(), box: Rect(x: margin, y: 14, width: columnWidth, height: 14),
                 size: 11, weight: .semibold, color: red),
            Text(string: "\(day.day)", box: Rect(x: margin, y: 28, width: columnWidth, height: 40), size: 36, weight: .regular, color: ink),
        ]
        if let grid {
            let (rows, first) = monthLayout(day)
            let large = !beside
            let cellWidth = grid.width / 7
            let headerHeight = large ? 22.0 : 16.0
            let rowHeight = (grid.height - 2 * headerHeight) / Double(max(rows, 5))
            let monthName = HomeScreenWidgetDate.monthNames[day.month - 1].uppercased()
            texts.append(Text(string: large ? "\(monthName) \(day.year)" : monthName, box: Rect(x: grid.minX, y: grid.minY, width: grid.width, height: headerHeight),
                              size: large ? 13 : 10, weight: .semibold, color: red))
            for (i, letter) in ["S", "M", "T", "W", "T", "F", "S"].enumerated() {
                texts.append(Text(string: letter, box: Rect(x: grid.minX + Double(i) * cellWidth, y: grid.minY + headerHeight, width: cellWidth, height: headerHeight),
                                  size: large ? 11 : 9, weight: .semibold, color: grey, alignment: .center))
            }
            for d in 1...day.daysInMonth {
                let cell = first + d - 1
                let box = Rect(x: grid.minX + Double(cell % 7) * cellWidth, y: grid.minY + 2 * headerHeight + Double(cell / 7) * rowHeight,
                               width: cellWidth, height: rowHeight)
                texts.append(Text(string: "\(d)", box: box, size: large ? 14 : 10, weight: d == day.day ? .bold : .medium,
                                  color: d == day.day ? .white : ink, alignment: .center))
            }
        }
        // The events under the day: a coloured bar, the title and the time, 36 points apiece.
        let eventsTop = grid.map { beside ? 76 : $0.maxY + 10 } ?? 76
        let list = c.list
        if list.isEmpty {
            texts.append(Text(string: "No events today", box: Rect(x: margin, y: eventsTop, width: columnWidth, height: 16), size: 12, weight: .medium, color: grey))
        }
        var y = eventsTop
        for item in list where y + 32 <= size.height - 10 {
            let e = event(item)
            let width = columnWidth - 8
            texts.append(Text(string: e.title, box: Rect(x: margin + 8, y: y, width: width, height: 16), size: 12, weight: .semibold, color: ink))
            texts.append(Text(string: e.time, box: Rect(x: margin + 8, y: y + 16, width: width, height: 16), size: 12, weight: .regular, color: grey))
            y += 36
        }
        return texts
    }

    // MARK: Weather

    /// The hourly forecast's offsets from the temperature (rising into the afternoon).
    static let hourlyOffsets = [0, 1, 2, 2, 3, 2]
    /// The daily forecast's offsets from today's low and high, and each day's condition.
    static let dailyOffsets: [(low: Int, high: Int)] = [(0, 0), (1, 1), (-1, 2), (-2, -1), (0, 1)]

    /// The hourly forecast's hours: "Now", then "10AM", "11AM", ... from `time`.
    static func hours(_ c: HomeScreenWidgetContent) -> [String] {
        (0..<6).map { i in
            if i == 0 { return "Now" }
            let h = (c.minutes / 60 + i) % 24
            return "\(h % 12 == 0 ? 12 : h % 12)\(h < 12 ? "AM" : "PM")"
        }
    }

    /// The hourly row's top: 66 points above a medium widget's bottom (92 on a 158-point one), at
    /// 92 on a large one, above its days.
    static func hourlyTop(in size: Size) -> Double { size.height > 300 ? 92 : size.height - 66 }

    /// The daily rows' pitch: 34 points, less on a large widget too short for five (the iPhone SE's).
    static func dailyPitch(in size: Size) -> Double { min(34, (size.height - 10 - 170) / 5) }

    /// The daily forecast's conditions: today's, then a fixed sequence.
    static func dailyConditions(_ c: HomeScreenWidgetContent) -> [HomeScreenWidgetContent.Condition] {
        [c.condition, .sunny, .partlyCloudy, .cloudy, .sunny]
    }

    static func weatherTexts(_ c: HomeScreenWidgetContent, in size: Size) -> [Text] {
        let white = Color.white
        let wide = size.width > 200
        var texts = [
            Text(string: c.place, box: Rect(x: margin, y: 14, width: size.width / (wide ? 2 : 1) - margin, height: 18), size: 15, weight: .semibold, color: white),
            Text(string: "\(c.temperature)°", box: Rect(x: margin, y: 32, width: size.width / (wide ? 2 : 1) - margin, height: 48), size: 42, weight: .light, color: white),
        ]
        let range = "H:\(c.dayHigh)° L:\(c.dayLow)°"
        guard wide else {
            // Small: the symbol, the condition and the range at the bottom.
            texts.append(Text(string: c.condition.text, box: Rect(x: margin, y: size.height - 48, width: size.width - 2 * margin, height: 16),
                              size: 13, weight: .semibold, color: white))
            texts.append(Text(string: range, box: Rect(x: margin, y: size.height - 30, width: size.width - 2 * margin, height: 16),
                              size: 13, weight: .medium, color: white))
            return texts
        }
        // Medium and large: the condition and range at the top right, the hourly row under them.
        texts.append(Text(string: c.condition.text, box: Rect(x: size.width / 2, y: 40, width: size.width / 2 - margin, height: 16),
                          size: 13, weight: .semibold, color: white, alignment: .right))
        texts.append(Text(string: range, box: Rect(x: size.width / 2, y: 58, width: size.width / 2 - margin, height: 16),
                          size: 13, weight: .medium, color: white, alignment: .right))
        let column = (size.width - 2 * margin) / 6
        let row = hourlyTop(in: size)
        for (i, hour) in hours(c).enumerated() {
            let x = margin + Double(i) * column
            texts.append(Text(string: hour, box: Rect(x: x, y: row, width: column, height: 14), size: 12, weight: .semibold, color: white.withAlpha(0.85), alignment: .center))
            texts.append(Text(string: "\(min(c.temperature + hourlyOffsets[i], max(c.dayHigh, c.temperature)))°", box: Rect(x: x, y: row + 40, width: column, height: 16),
                              size: 14, weight: .medium, color: white, alignment: .center))
        }
        guard size.height > 300 else { return texts }
        // Large: five days under a hairline at y 160, 34 points apiece where they fit.
        let names = ["Today"] + (1..<5).map { String(HomeScreenWidgetDate.weekdayNames[(c.day.weekday + $0) % 7].prefix(3)) }
        for (i, name) in names.enumerated() {
            let y = 170 + Double(i) * dailyPitch(in: size)
            texts.append(Text(string: name, box: Rect(x: margin, y: y, width: 64, height: 24), size: 15, weight: .semibold, color: white))
            texts.append(Text(string: "\(c.dayLow + dailyOffsets[i].low)°", box: Rect(x: 116, y: y, width: 34, height: 24), size: 15, weight: .medium,
                              color: white.withAlpha(0.7), alignment: .right))
            texts.append(Text(string: "\(c.dayHigh + dailyOffsets[i].high)°", box: Rect(x: size.width - margin - 34, y: y, width: 34, height: 24), size: 15,
                              weight: .medium, color: white, alignment: .right))
        }
        return texts
    }

    // MARK: Clock

    /// The analog face's frame: the small widget's whole square less 8 points a side, the
    /// medium's left square, the large's square above the city.
    static func clockFace(in size: Size) -> Rect {
        if size.width > size.height * 1.5 { return Rect(x: margin, y: margin, width: size.height - 2 * margin, height: size.height - 2 * margin) }
        if size.width > 200 {
            let d = min(size.width, size.height) - 96
            return Rect(x: (size.width - d) / 2, y: 32, width: d, height: d)
        }
        return Rect(x: 8, y: 8, width: size.width - 16, height: size.height - 16)
    }

    static func clockTexts(_ c: HomeScreenWidgetContent, in size: Size, appearance: HomeScreenSpec.Appearance) -> [Text] {
        let face = clockFace(in: size), radius = face.width / 2
        let ink = ink(appearance)
        var texts: [Text] = []
        // The numerals 1 to 12 on a circle of 0.78 the face's radius.
        for n in 1...12 {
            let angle = Double(n) * .pi / 6
            let cx = face.midX + 0.78 * radius * sin(angle), cy = face.midY - 0.78 * radius * cos(angle)
            let box = 0.26 * radius
            texts.append(Text(string: "\(n)", box: Rect(x: cx - box, y: cy - box / 2, width: 2 * box, height: box), size: 0.2 * radius,
                              weight: .medium, color: ink, alignment: .center))
        }
        // The city's first three letters, grey, over the centre.
        let code = String(c.place.filter { !$0.isWhitespace }.prefix(3)).uppercased()
        texts.append(Text(string: code, box: Rect(x: face.midX - radius / 2, y: face.midY - 0.5 * radius, width: radius, height: 0.2 * radius),
                          size: 0.15 * radius, weight: .semibold, color: grey, alignment: .center))
        if size.width > size.height * 1.5 {
            let x = face.maxX + margin, width = size.width - x - margin
            texts.append(Text(string: c.place, box: Rect(x: x, y: 30, width: width, height: 18), size: 15, weight: .semibold, color: ink))
            texts.append(Text(string: c.timeText, box: Rect(x: x, y: 50, width: width, height: 52), size: 44, weight: .light, color: ink))
            texts.append(Text(string: "Today", box: Rect(x: x, y: 104, width: width, height: 16), size: 13, weight: .regular, color: grey))
        } else if size.width > 200 {
            texts.append(Text(string: "\(c.place) \(c.timeText)", box: Rect(x: margin, y: face.maxY + 16, width: size.width - 2 * margin, height: 22),
                              size: 17, weight: .semibold, color: ink, alignment: .center))
        }
        return texts
    }

    // MARK: Reminders

    /// The reminders' rows: where each starts and how many columns they take.
    static func reminderRows(in size: Size) -> (pitch: Double, columns: Int) {
        size.height > 300 ? (26, 1) : size.width > size.height * 1.5 ? (22, 2) : (22, 1)
    }

    static func reminderTexts(_ c: HomeScreenWidgetContent, in size: Size, appearance: HomeScreenSpec.Appearance) -> [Text] {
        let list = c.list
        var texts = [
            Text(string: "\(list.count)", box: Rect(x: margin, y: 12, width: size.width - 2 * margin, height: 34), size: 28, weight: .bold,
                 color: ink(appearance), alignment: .right),
            Text(string: "Reminders", box: Rect(x: margin, y: 48, width: size.width - 2 * margin, height: 18), size: 15, weight: .semibold, color: blue),
        ]
        let (pitch, columns) = reminderRows(in: size)
        let columnWidth = (size.width - 2 * margin) / Double(columns)
        let rows = Int((size.height - 72 - 8) / pitch)
        for (i, item) in list.prefix(rows * columns).enumerated() {
            let x = margin + Double(i / rows) * columnWidth, y = 72 + Double(i % rows) * pitch
            texts.append(Text(string: item, box: Rect(x: x + 22, y: y, width: columnWidth - 26, height: 18), size: 13, weight: .regular, color: ink(appearance)))
        }
        return texts
    }

    // MARK: Photo

    static func photoTexts(_ c: HomeScreenWidgetContent, in size: Size) -> [Text] {
        var lines: [(String, Double, TextWeight)] = []
        lines.append((c.city ?? "Yosemite", 15, .semibold))
        if let date = c.date { lines.append((date.mediumText, 13, .regular)) }
        var y = size.height - 14
        var texts: [Text] = []
        for (string, fontSize, weight) in lines.reversed() {
            y -= fontSize + 3
            texts.insert(Text(string: string, box: Rect(x: margin, y: y, width: size.width - 2 * margin, height: fontSize + 3), size: fontSize,
                              weight: weight, color: .white), at: 0)
        }
        return texts
    }
}
