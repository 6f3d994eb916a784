import SBLayout
import SBRender
import SBScene
import Testing

/// Where the built-in widgets put their text, in the widget's points, at the HIG's widget sizes
/// for a 393 x 852-point iPhone (Human Interface Guidelines, Widgets, "Specifications": small
/// 158 x 158, medium 338 x 158, large 338 x 354 points), with the content 16 points inside the
/// edges (the HIG's standard widget margin).
@Suite struct HomeScreenWidgetLookTests {
    let small = Size(width: 158, height: 158)
    let medium = Size(width: 338, height: 158)
    let large = Size(width: 338, height: 354)

    func texts(_ kind: HomeScreenWidgetContent.Kind, _ size: Size, _ edit: (inout HomeScreenWidgetContent) -> Void = { _ in }) -> [HomeScreenWidgetLook.Text] {
        var c = HomeScreenWidgetContent(kind: kind)
        edit(&c)
        return HomeScreenWidgetLook.texts(c, in: size, appearance: .light)
    }

    func box(_ texts: [HomeScreenWidgetLook.Text], _ string: String) -> Rect? {
        texts.first { $0.string == string }?.box
    }

    func near(_ a: Rect?, _ b: Rect) -> Bool {
        guard let a else { return false }
        return abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }

    @Test func aSmallCalendarShowsTheWeekdayTheDayAndTwoEvents() {
        let t = texts(.calendar, small)
        // The weekday in red 11-point semibold capitals at the margin, 158 - 2 x 16 = 126 wide.
        #expect(t[0].string == "TUESDAY" && t[0].box == Rect(x: 16, y: 14, width: 126, height: 14) && t[0].size == 11)
        #expect(t[0].weight == .semibold && t[0].color == Color(hex: 0xFF3B30))
        #expect(t[1].string == "9" && t[1].box == Rect(x: 16, y: 28, width: 126, height: 40) && t[1].size == 36)
        // Events from y 76, 36 points apiece, 8 points right of the margin for the bar: the
        // second ends at 112 + 32 = 144, inside 158 - 10; a third (148 + 32 = 180) would not be.
        #expect(box(t, "Design review") == Rect(x: 24, y: 76, width: 118, height: 16))
        #expect(box(t, "10:00") == Rect(x: 24, y: 92, width: 118, height: 16))
        #expect(box(t, "Lunch with Sam") == Rect(x: 24, y: 112, width: 118, height: 16))
        #expect(t.count == 6)
        let none = texts(.calendar, small) { $0.items = [] }
        #expect(box(none, "No events today") == Rect(x: 16, y: 76, width: 126, height: 16))
    }

    @Test func aMediumCalendarPutsTheMonthBesideTheDay() {
        let t = texts(.calendar, medium)
        // The grid fills the right half: x = 338 / 2 + 4 = 173, 338 - 173 - 16 = 149 wide, from
        // y 14 to 158 - 10 = 148. The left column is 173 - 8 - 16 = 149 wide.
        #expect(box(t, "TUESDAY") == Rect(x: 16, y: 14, width: 149, height: 14))
        #expect(box(t, "JUNE") == Rect(x: 173, y: 14, width: 149, height: 16))
        // June 2026 starts on a Monday (column 1) and has 30 days: (1 + 30 + 6) / 7 = 5 weeks,
        // each (134 - 2 x 16) / 5 = 20.4 tall. The 9th is cell 9: column 2 of week 1.
        let nine = t.first { $0.string == "9" && $0.alignment == .center }
        #expect(near(nine?.box, Rect(x: 173 + 2 * 149.0 / 7, y: 14 + 32 + 20.4, width: 149.0 / 7, height: 20.4)))
        #expect(nine?.color == .white && nine?.weight == .bold)
        let one = t.first { $0.string == "1" && $0.alignment == .center }
        #expect(near(one?.box, Rect(x: 173 + 149.0 / 7, y: 46, width: 149.0 / 7, height: 20.4)))
    }

    @Test func aMediumWeatherWidgetHasSixHoursAndALargeOneFiveDays() {
        let t = texts(.weather, medium)
        #expect(box(t, "Cupertino") == Rect(x: 16, y: 14, width: 153, height: 18))
        #expect(box(t, "21°") == Rect(x: 16, y: 32, width: 153, height: 48))
        // The condition and range flush right in the right half: 169 to 338 - 16 = 322.
        #expect(t.first { $0.string == "Sunny" }?.alignment == .right)
        #expect(box(t, "H:25° L:14°") == Rect(x: 169, y: 58, width: 153, height: 16))
        // Six columns of (338 - 32) / 6 = 51 points from 9:41: Now, 10AM ... 2PM.
        #expect(box(t, "Now") == Rect(x: 16, y: 92, width: 51, height: 14))
        #expect(box(t, "10AM") == Rect(x: 67, y: 92, width: 51, height: 14))
        #expect(box(t, "2PM") == Rect(x: 271, y: 92, width: 51, height: 14))
        // 21 + 0, 1, 2, 2, 3, 2, never above the high (25).
        #expect(t.filter { $0.box.minY == 132 }.map(\.string) == ["21°", "22°", "23°", "23°", "24°", "23°"])
        let l = texts(.weather, large)
        // Tuesday's forecast: Today, then Wednesday to Saturday, 34 points apart from y 170.
        #expect(box(l, "Today") == Rect(x: 16, y: 170, width: 64, height: 24))
        #expect(box(l, "Sat") == Rect(x: 16, y: 306, width: 64, height: 24))
        let s = texts(.weather, small)
        // Small: the condition and range at the bottom, 48 and 30 points above it.
        #expect(box(s, "Sunny") == Rect(x: 16, y: 110, width: 126, height: 16))
        #expect(box(s, "H:25° L:14°") == Rect(x: 16, y: 128, width: 126, height: 16))
    }

    @Test func theClockRemindersAndPhotoPlaceTheirText() {
        // The small clock's face is the widget less 8 points a side: centre (79, 79), radius 71;
        // its 3 sits at 0.78 x 71 = 55.38 right of the centre, in a box 0.26 x 71 = 18.46 tall.
        let clock = texts(.clock, small)
        #expect(near(box(clock, "3"), Rect(x: 79 + 55.38 - 18.46, y: 79 - 9.23, width: 36.92, height: 18.46)))
        #expect(near(box(clock, "CUP"), Rect(x: 43.5, y: 43.5, width: 71, height: 14.2)))
        let mediumClock = texts(.clock, medium)
        // Medium: the face in the left 126-point square, the time 16 points right of it.
        #expect(box(mediumClock, "9:41") == Rect(x: 158, y: 50, width: 164, height: 52))
        // Reminders: the count flush right, the list's name, then (158 - 80) / 22 = 3 rows.
        let r = texts(.reminders, small)
        #expect(r[0].string == "4" && r[0].alignment == .right)
        #expect(r.dropFirst(2).map(\.string) == ["Book flights", "Call the dentist", "Buy milk"])
        #expect(box(r, "Buy milk") == Rect(x: 38, y: 116, width: 100, height: 18))
        // A medium widget takes two columns of (338 - 32) / 2 = 153: the fourth reminder tops the second.
        #expect(box(texts(.reminders, medium), "Water the plants") == Rect(x: 191, y: 72, width: 127, height: 18))
        // The photo's caption sits 14 points above the bottom: the date, and the place over it.
        let photo = texts(.photo, small) { $0.date = HomeScreenWidgetDate(year: 2025, month: 6, day: 9) }
        #expect(box(photo, "June 9, 2025") == Rect(x: 16, y: 128, width: 126, height: 16))
        #expect(box(photo, "Yosemite") == Rect(x: 16, y: 110, width: 126, height: 18))
    }
}
