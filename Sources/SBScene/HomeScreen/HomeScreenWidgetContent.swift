import SBLayout

/// A built-in widget: the object form of a widget's `widget` key, naming what it shows and the
/// values it shows, every one from the scene or a fixed default (never today's date or time).
///
/// ```json
/// {"widget": {"kind": "calendar", "size": "medium", "date": "2026-06-09", "items": ["10:00 Design review"]}}
/// {"widget": {"kind": "weather", "city": "Cupertino", "temperature": 21, "condition": "partly-cloudy"}}
/// ```
package struct HomeScreenWidgetContent: Hashable, Sendable {
    /// `kind`: what the widget shows, as the iOS app of that name's widget does.
    package enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The Clock app's analog face (and on a medium widget the digital time too).
        case clock
        /// The Calendar app's day (weekday, date, events); a month grid on medium and large.
        case calendar
        /// The Weather app's temperature and condition; hourly on medium, daily on large.
        case weather
        /// The Reminders app's list with its count.
        case reminders
        /// The Photos app's featured photo: the widget's `image`, or a drawn landscape.
        case photo

        /// The app's name, the widget's title when the scene gives none.
        package var appName: String {
            switch self {
            case .clock: "Clock"
            case .calendar: "Calendar"
            case .weather: "Weather"
            case .reminders: "Reminders"
            case .photo: "Photos"
            }
        }

        /// The content keys this kind reads (besides `kind` and `size`).
        package var keys: [String] {
            switch self {
            case .clock: ["city", "time"]
            case .calendar: ["date", "items"]
            case .weather: ["city", "condition", "date", "high", "low", "temperature", "time"]
            case .reminders: ["items"]
            case .photo: ["city", "date"]
            }
        }
    }

    /// `condition`: the weather, which sets the symbol and the sky behind it.
    package enum Condition: String, Hashable, Sendable, CaseIterable {
        /// A sun.
        case sunny
        /// A sun behind a cloud.
        case partlyCloudy = "partly-cloudy"
        /// A cloud.
        case cloudy
        /// A cloud with rain.
        case rain
        /// A cloud with snow.
        case snow

        /// How the Weather app writes it.
        package var text: String {
            switch self {
            case .sunny: "Sunny"
            case .partlyCloudy: "Partly Cloudy"
            case .cloudy: "Cloudy"
            case .rain: "Rain"
            case .snow: "Snow"
            }
        }
    }

    /// The most `items` a widget takes (a large widget shows about nine).
    package static let maximumItems = 12

    /// `kind`.
    package var kind: Kind
    /// `size`: small (the default), medium or large.
    package var size: HomeScreenSpec.WidgetSize = .small
    /// `time` as minutes after midnight ("9:41", the status bar's, by default).
    package var minutes = 9 * 60 + 41
    /// `city`: the clock's or the weather's place, the photo's caption.
    package var city: String?
    /// `date`: the calendar's day, the weather's today (naming the forecast's days), the photo's date.
    package var date: HomeScreenWidgetDate?
    /// `temperature`: the weather's temperature in degrees (21 by default).
    package var temperature = 21
    /// `high` and `low`: the day's range (the temperature + 4 and - 7 by default).
    package var high: Int?
    /// `low`: see ``high``.
    package var low: Int?
    /// `condition`: the weather (sunny by default).
    package var condition = Condition.sunny
    /// `items`: the calendar's events or the reminders; nil for the kind's defaults.
    package var items: [String]?

    /// A built-in widget of a kind with every value at its default.
    package init(kind: Kind, size: HomeScreenSpec.WidgetSize = .small) {
        self.kind = kind
        self.size = size
    }

    /// The day shown: `date` or ``HomeScreenWidgetDate/standard``.
    package var day: HomeScreenWidgetDate { date ?? .standard }
    /// The clock's or weather's place: `city` or Cupertino.
    package var place: String { city ?? "Cupertino" }
    /// The day's high: `high` or the temperature + 4.
    package var dayHigh: Int { high ?? temperature + 4 }
    /// The day's low: `low` or the temperature - 7.
    package var dayLow: Int { low ?? temperature - 7 }

    /// The list shown: `items`, or for the calendar two events and for reminders four to-dos.
    package var list: [String] {
        if let items { return items }
        switch kind {
        case .calendar: return ["10:00 Design review", "13:30 Lunch with Sam"]
        case .reminders: return ["Book flights", "Call the dentist", "Buy milk", "Water the plants"]
        default: return []
        }
    }

    /// "9:41" for ``minutes``: 12-hour time without AM or PM, as the home screen writes it.
    package var timeText: String {
        let h = minutes / 60 % 12
        return "\(h == 0 ? 12 : h):\(minutes % 60 < 10 ? "0" : "")\(minutes % 60)"
    }
}

extension HomeScreenWidgetContent: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case kind, size, time, city, date, temperature, high, low, condition, items
    }

    /// Decodes the object, rejecting unknown keys, keys another kind reads and bad values.
    /// - Throws: ``SceneError`` naming the JSON path of the key.
    package init(from decoder: any Decoder) throws {
        let c = try StrictKeys.container(decoder, keyedBy: CodingKeys.self)
        func path(_ key: CodingKeys) -> String { SceneError.format(decoder.codingPath + [key]) }
        let kinds = Kind.allCases.map(\.rawValue).joined(separator: ", ")
        guard let name = try? c.decodeIfPresent(String.self, forKey: .kind) else {
            throw SceneError(path: path(.kind), "is missing or not a string; give what the widget shows, one of \(kinds)")
        }
        guard let kind = Kind(rawValue: name) else {
            throw SceneError(path: path(.kind), "unknown widget kind '\(SceneError.excerpt(name))'; expected one of \(kinds)")
        }
        self.init(kind: kind)
        for key in c.allKeys where key != .kind && key != .size && !kind.keys.contains(key.rawValue) {
            let readers = Kind.allCases.filter { $0.keys.contains(key.rawValue) }.map { "'\($0.rawValue)'" }
            throw SceneError(path: path(key), "a \(kind.rawValue) widget does not show '\(key.rawValue)' (the \(readers.joined(separator: " and ")) widgets do); its keys are \((["kind", "size"] + kind.keys).joined(separator: ", "))")
        }
        if c.contains(.size) {
            let sizes = HomeScreenSpec.WidgetSize.allCases.map(\.rawValue).joined(separator: ", ")
            guard let s = try? c.decode(String.self, forKey: .size), let size = HomeScreenSpec.WidgetSize(rawValue: s) else {
                throw SceneError(path: path(.size), "expected the widget's size, one of \(sizes)")
            }
            self.size = size
        }
        if c.contains(.time) {
            guard let text = try? c.decode(String.self, forKey: .time), let m = Self.minutes(text) else {
                throw SceneError(path: path(.time), "expected a time of day as \"H:MM\" on a 24-hour clock, e.g. \"9:41\" or \"21:05\"")
            }
            minutes = m
        }
        city = try c.label(.city, noun: "city")
        if c.contains(.date) {
            guard let text = try? c.decode(String.self, forKey: .date), let day = HomeScreenWidgetDate.parse(text) else {
                throw SceneError(path: path(.date), "expected a day as \"YYYY-MM-DD\", e.g. \"2026-06-09\"")
            }
            date = day
        }
        let degrees = "a temperature in whole degrees from -99 to 199"
        temperature = try c.wholeNumber(.temperature, expected: degrees, in: -99...199) ?? temperature
        high = try c.wholeNumber(.high, expected: degrees, in: -99...199)
        low = try c.wholeNumber(.low, expected: degrees, in: -99...199)
        if let high, let low, low > high {
            throw SceneError(path: path(.low), "the low (\(low)) is above the high (\(high)); give low <= high")
        }
        if c.contains(.condition) {
            let conditions = Condition.allCases.map(\.rawValue).joined(separator: ", ")
            guard let text = try? c.decode(String.self, forKey: .condition), let condition = Condition(rawValue: text) else {
                throw SceneError(path: path(.condition), "expected the weather, one of \(conditions)")
            }
            self.condition = condition
        }
        if c.contains(.items) {
            guard let list = try? c.decode([String].self, forKey: .items) else {
                throw SceneError(path: path(.items), "expected a list of strings (events or reminders)")
            }
            guard list.count <= Self.maximumItems else {
                throw SceneError(path: path(.items), "holds \(list.count) items; a widget shows at most \(Self.maximumItems)")
            }
            if let long = list.firstIndex(where: { $0.count > Limits.labelCharacters }) {
                throw SceneError(path: path(.items) + "[\(long)]", "an item of \(list[long].count) characters; items are at most \(Limits.labelCharacters) characters")
            }
            items = list
        }
    }

    /// "H:MM" or "HH:MM" (00:00 to 23:59) as minutes after midnight, else nil.
    static func minutes(_ text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let h = Int(parts[0]), let m = Int(parts[1]), (0...23).contains(h), (0...59).contains(m) else { return nil }
        return h * 60 + m
    }
}
