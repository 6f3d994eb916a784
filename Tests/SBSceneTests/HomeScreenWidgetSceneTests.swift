import Foundation
import SBLayout
import SBScene
import Testing

/// Built-in widgets (`"widget": {"kind": ...}`): their values, the defaults that keep a scene
/// independent of today's date and time, and the errors, each naming its key.
@Suite struct HomeScreenWidgetSceneTests {
    func plan(_ json: String) throws -> RenderPlan {
        try RenderPlan(scene: Scene.decode(Data(json.utf8)))
    }

    func error(_ widget: String) -> String? {
        do {
            _ = try plan(#"{"layout": "homescreen", "homescreen": {"widgets": [{"widget": \#(widget)}]}}"#)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func aBuiltInWidgetCarriesItsKindSizeAndValuesToItsStyle() throws {
        let p = try plan(#"""
        {"layout": "homescreen", "homescreen": {"widgets": [
          {"widget": {"kind": "weather", "size": "medium", "city": "Oslo", "temperature": -3, "condition": "snow", "time": "21:05"}},
          {"widget": {"kind": "calendar", "date": "2024-02-29", "items": ["9:00 Stand-up", "Holiday"]}, "title": "Work"},
          {"widget": "small", "title": "Plain"}]}}
        """#)
        #expect(p.spec.homescreen?.tiles == [.widget(.medium), .widget(.small), .widget(.small)])
        let weather = try #require(p.styles[0].widget)
        #expect(weather.kind == .weather && weather.size == .medium && weather.city == "Oslo")
        #expect(weather.temperature == -3 && weather.condition == .snow)
        // 21:05 is 21 x 60 + 5 = 1265 minutes; the home screen writes it on a 12-hour clock.
        #expect(weather.minutes == 1265 && weather.timeText == "9:05")
        // No high or low given: the temperature + 4 and - 7.
        #expect(weather.dayHigh == 1 && weather.dayLow == -10)
        // The label under a built-in widget is its app's name unless the scene titles it.
        #expect(p.styles[0].label == "Weather")
        #expect(p.styles[1].label == "Work")
        let calendar = try #require(p.styles[1].widget)
        #expect(calendar.day == HomeScreenWidgetDate(year: 2024, month: 2, day: 29))
        // 29 February 2024 was a Thursday (weekday 4 counting from Sunday as 0).
        #expect(calendar.day.weekday == 4 && calendar.day.daysInMonth == 29)
        #expect(calendar.list == ["9:00 Stand-up", "Holiday"])
        #expect(p.styles[2].widget == nil)
    }

    @Test func theDefaultsAreFixedNotTodays() throws {
        let p = try plan(#"{"layout": "homescreen", "homescreen": {"widgets": [{"widget": {"kind": "calendar"}}, {"widget": {"kind": "clock"}}]}}"#)
        let calendar = try #require(p.styles[0].widget), clock = try #require(p.styles[1].widget)
        // Tuesday 9 June 2026 (1 June 2026 is a Monday, so the 9th is a Tuesday: weekday 2).
        #expect(calendar.day == HomeScreenWidgetDate(year: 2026, month: 6, day: 9) && calendar.day.weekday == 2)
        #expect(calendar.day.weekday(ofDay: 1) == 1)
        #expect(calendar.list == ["10:00 Design review", "13:30 Lunch with Sam"])
        // 9:41, the status bar's time: 9 x 60 + 41 = 581.
        #expect(clock.minutes == 581 && clock.timeText == "9:41" && clock.place == "Cupertino")
        #expect(clock.size == .small)
    }

    @Test func badValuesAreRefusedNamingTheirKey() {
        let at = "homescreen.widgets[0].widget."
        #expect(error(#"{"kind": "stocks"}"#) == at + "kind: unknown widget kind 'stocks'; expected one of clock, calendar, weather, reminders, photo")
        #expect(error(#"{"size": "small"}"#) == at + "kind: is missing or not a string; give what the widget shows, one of clock, calendar, weather, reminders, photo")
        #expect(error(#"{"kind": "calendar", "date": "2026-02-30"}"#) == at + #"date: expected a day as "YYYY-MM-DD", e.g. "2026-06-09""#)
        #expect(error(#"{"kind": "calendar", "date": "2026-6-9"}"#) == at + #"date: expected a day as "YYYY-MM-DD", e.g. "2026-06-09""#)
        #expect(error(#"{"kind": "clock", "time": "24:00"}"#) == at + #"time: expected a time of day as "H:MM" on a 24-hour clock, e.g. "9:41" or "21:05""#)
        #expect(error(#"{"kind": "clock", "size": "huge"}"#) == at + "size: expected the widget's size, one of small, medium, large")
        #expect(error(#"{"kind": "weather", "temperature": 21.5}"#) == at + "temperature: expected a temperature in whole degrees from -99 to 199, got 21.5")
        #expect(error(#"{"kind": "weather", "high": 10, "low": 12}"#) == at + "low: the low (12) is above the high (10); give low <= high")
        #expect(error(#"{"kind": "weather", "condition": "fog"}"#) == at + "condition: expected the weather, one of sunny, partly-cloudy, cloudy, rain, snow")
        #expect(error(#"{"kind": "calendar", "temperature": 20}"#)
                == at + "temperature: a calendar widget does not show 'temperature' (the 'weather' widgets do); its keys are kind, size, date, items")
        #expect(error(#"{"kind": "reminders", "items": [1]}"#) == at + "items: expected a list of strings (events or reminders)")
        let thirteen = (0..<13).map { "\"r\($0)\"" }.joined(separator: ", ")
        #expect(error(#"{"kind": "reminders", "items": [\#(thirteen)]}"#) == at + "items: holds 13 items; a widget shows at most 12")
        #expect(error(#"{"kind": "reminders", "tems": []}"#)?.hasPrefix(at + "tems: unknown key 'tems' (did you mean 'items'?)") == true)
        #expect(error("3") == #"homescreen.widgets[0].widget: expected the widget's size (small, medium, large) or a built-in widget as an object {"kind": ...} (clock, calendar, weather, reminders, photo)"#)
    }

    @Test func datesAreCheckedAsTheGregorianCalendarHasThem() {
        #expect(HomeScreenWidgetDate.parse("2000-02-29") != nil)
        #expect(HomeScreenWidgetDate.parse("1900-02-29") == nil)
        #expect(HomeScreenWidgetDate.parse("2026-04-31") == nil)
        #expect(HomeScreenWidgetDate.parse("0000-01-01") == nil)
        // 1 January 2001 was a Monday; 4 July 1776 a Thursday.
        #expect(HomeScreenWidgetDate(year: 2001, month: 1, day: 1).weekday == 1)
        #expect(HomeScreenWidgetDate(year: 1776, month: 7, day: 4).weekday == 4)
        #expect(HomeScreenWidgetDate(year: 2026, month: 6, day: 9).mediumText == "June 9, 2026")
    }
}

/// The `system` key: the release whose look a home screen is drawn in.
@Suite struct HomeScreenSystemSceneTests {
    func plan(_ json: String) throws -> RenderPlan {
        try RenderPlan(scene: Scene.decode(Data(json.utf8)))
    }

    func error(_ json: String) -> String? {
        do {
            _ = try plan(json)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func eachDeviceDefaultsToTheReleaseItShippedWith() throws {
        // The iPhone 17 family and iPhone Air shipped with iOS 26 (September 2025); the others
        // are drawn with iOS 17/18's look.
        for id in ["iphone-17", "iphone-17-pro", "iphone-17-pro-max", "iphone-air"] {
            #expect(try plan(#"{"layout": "homescreen", "device": "\#(id)"}"#).spec.homescreen?.system == .ios26, "\(id)")
        }
        for id in ["iphone-16-pro", "iphone-15-pro", "iphone-se", "ipad-pro-13"] {
            #expect(try plan(#"{"layout": "homescreen", "device": "\#(id)"}"#).spec.homescreen?.system == .ios18, "\(id)")
        }
        #expect(try plan(#"{"layout": "homescreen", "device": "iphone-se", "system": "ios26"}"#).spec.homescreen?.system == .ios26)
        #expect(try plan(#"{"layout": "homescreen", "device": "iphone-17", "system": "ios18"}"#).spec.homescreen?.system == .ios18)
    }

    @Test func badValuesNameTheKey() {
        #expect(error(#"{"layout": "homescreen", "system": "ios19"}"#) == "system: unknown value 'ios19'; expected one of ios18, ios26")
        #expect(error(#"{"layout": "flow", "system": "ios26"}"#) == #"system: belongs to the home screen; set "layout": "homescreen" or remove the key"#)
    }

    @Test func theIconAppearanceFollowsTheAppearanceUnlessChosen() throws {
        // iOS's Automatic: dark icons in dark appearance, the default ones in light.
        #expect(try plan(#"{"layout": "homescreen"}"#).spec.homescreen?.iconAppearance == .standard)
        #expect(try plan(#"{"layout": "homescreen", "appearance": "dark"}"#).spec.homescreen?.iconAppearance == .dark)
        #expect(try plan(#"{"layout": "homescreen", "appearance": "dark", "iconAppearance": "default"}"#).spec.homescreen?.iconAppearance == .standard)
        #expect(try plan(#"{"layout": "homescreen", "iconAppearance": "clear"}"#).spec.homescreen?.iconAppearance == .clear)
        // The tint: #ffb340 by default (255, 179, 64), else the scene's.
        let tinted = try plan(#"{"layout": "homescreen", "iconAppearance": "tinted"}"#).spec.homescreen
        #expect(tinted?.iconTint == Color(red: 1, green: 179.0 / 255, blue: 64.0 / 255))
        let teal = try plan(##"{"layout": "homescreen", "iconAppearance": "tinted", "iconTint": "#30b0c7"}"##).spec.homescreen
        #expect(teal?.iconTint == Color(red: 48.0 / 255, green: 176.0 / 255, blue: 199.0 / 255))
    }

    @Test func badIconValuesNameTheKey() {
        #expect(error(#"{"layout": "homescreen", "iconAppearance": "glass"}"#) == "iconAppearance: unknown value 'glass'; expected one of default, dark, clear, tinted")
        #expect(error(#"{"layout": "homescreen", "iconTint": "teal"}"#) == ##"iconTint: expected a colour such as "#ff8800" or "#ff880080""##)
        #expect(error(#"{"layout": "grid", "iconAppearance": "dark"}"#) == #"iconAppearance: belongs to the home screen; set "layout": "homescreen" or remove the key"#)
        #expect(error(##"{"layout": "grid", "iconTint": "#ffffff"}"##) == #"iconTint: belongs to the home screen; set "layout": "homescreen" or remove the key"#)
    }
}
