import Foundation
import SBLayout
import SBScene
import Testing

/// An item's list-row keys (`subtitle`, `value`, `accessories`): decoded into the item's style,
/// and mistakes named by their JSON path.
@Suite struct ListRowKeysTests {
    func plan(_ items: String) throws -> RenderPlan {
        try RenderPlan(scene: Scene.decode(Data(#"{"layout": "compositional", "sections": [{"items": [\#(items)]}]}"#.utf8)))
    }

    func error(_ items: String) -> String {
        do {
            _ = try plan(items)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    @Test func theKeysReachTheItemsStyle() throws {
        let p = try plan(#"{"label": "Wi-Fi", "value": "Home"}, {"label": "A", "subtitle": "two\nlines", "accessories": ["checkmark", "detail"]}, {"accessories": []}, {}"#)
        #expect(p.style(forIdentity: 0).label == "Wi-Fi")
        #expect(p.style(forIdentity: 0).value == "Home")
        #expect(p.style(forIdentity: 0).accessories == nil)
        #expect(p.style(forIdentity: 1).subtitle == "two\nlines")
        #expect(p.style(forIdentity: 1).accessories == [.checkmark, .detail])
        #expect(p.style(forIdentity: 2).accessories == [])
        #expect(p.style(forIdentity: 3).subtitle == nil)
    }

    @Test func mistakesAreNamed() {
        #expect(error(#"{"accessories": ["chevron"]}"#).contains("sections[0].items[0].accessories[0]"))
        #expect(error(#"{"accessories": ["chevron"]}"#).contains("disclosureIndicator, checkmark, detail"))
        #expect(error(#"{"accessories": ["checkmark", "checkmark"]}"#).contains("twice"))
        #expect(error(#"{"subtitle": 3}"#) != "no error")
        let long = String(repeating: "x", count: 1001)
        #expect(error(#"{"subtitle": "\#(long)"}"#).contains("sections[0].items[0].subtitle"))
        #expect(error(#"{"value": "\#(long)"}"#).contains("at most 1000 characters"))
    }
}
