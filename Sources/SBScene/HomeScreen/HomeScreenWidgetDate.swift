/// A calendar day of a widget (`"date": "2026-06-09"`), in the proleptic Gregorian calendar: no
/// time zone, no locale, no clock, so a scene draws the same day on every machine.
package struct HomeScreenWidgetDate: Hashable, Sendable {
    /// The year, 1 to 9999.
    package var year: Int
    /// The month, 1 (January) to 12.
    package var month: Int
    /// The day of the month, from 1.
    package var day: Int

    /// The widgets' day when a scene gives none: Tuesday 9 June 2026.
    package static let standard = HomeScreenWidgetDate(year: 2026, month: 6, day: 9)

    /// English month names, January first.
    package static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August",
                                     "September", "October", "November", "December"]
    /// English weekday names, Sunday first.
    package static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// A day; ``parse(_:)`` checks one from a scene.
    package init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// `YYYY-MM-DD` as a day, or nil when it is not one (a 13th month, 30 February, 2026-6-9).
    package static func parse(_ text: String) -> HomeScreenWidgetDate? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]),
              (1...9999).contains(y), (1...12).contains(m), (1...daysIn(month: m, year: y)).contains(d) else { return nil }
        return HomeScreenWidgetDate(year: y, month: m, day: d)
    }

    /// The number of days of `month` in `year` (29 in February of a leap year).
    package static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The weekday of day `day` of this month, 0 for Sunday (Sakamoto's method).
    package func weekday(ofDay day: Int) -> Int {
        let t = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
        let y = month < 3 ? year - 1 : year
        return (y + y / 4 - y / 100 + y / 400 + t[month - 1] + day) % 7
    }

    /// This day's weekday, 0 for Sunday.
    package var weekday: Int { weekday(ofDay: day) }

    /// The number of days in this day's month.
    package var daysInMonth: Int { Self.daysIn(month: month, year: year) }

    /// "June 9, 2026", as iOS's English (US) medium date style writes it.
    package var mediumText: String { "\(Self.monthNames[month - 1]) \(day), \(year)" }
}
