import Foundation
import SBLayout
import SBScene
import Testing

/// The `"timeline"` key: events at times, one action each, with precise errors.
@Suite struct SceneTimelineDecodingTests {
    func events(_ json: String) throws -> [SceneEvent] {
        try Scene.decode(Data("{\"timeline\": \(json)}".utf8)).timeline ?? []
    }

    func error(_ json: String) -> String {
        do {
            _ = try events(json)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    @Test func everyActionDecodes() throws {
        let e = try events("""
        [{"at": 0, "editing": true},
         {"at": 0.5, "insert": [3, [1, 2]], "duration": 0.4},
         {"at": 1, "delete": [0]},
         {"at": 2, "move": [[0, 5], [[0, 1], [1, 0]]]},
         {"at": 3, "scroll": [2500, 0]},
         {"at": 4, "page": 1},
         {"at": 5, "rotate": -45},
         {"at": 6, "pinch": 1.3},
         {"at": 7, "transition": "grid"},
         {"at": 8, "menu": "ghost", "item": [0, 2]},
         {"at": 9, "drag": 4, "to": [600, 900]}]
        """)
        #expect(e.count == 11)
        #expect(e[0] == SceneEvent(at: 0, action: .editing(true)))
        #expect(e[1] == SceneEvent(at: 0.5, duration: 0.4, action: .insert([IndexPath(item: 3, section: 0), IndexPath(item: 2, section: 1)])))
        #expect(e[2].action == .delete([IndexPath(item: 0, section: 0)]))
        #expect(e[3].action == .move([.init(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 5, section: 0)),
                                      .init(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 1))]))
        #expect(e[4].action == .scroll(velocity: Point(x: 2500, y: 0)))
        #expect(e[5].action == .page(1))
        #expect(e[6].action == .rotate(degrees: -45))
        #expect(e[7].action == .pinch(scale: 1.3))
        #expect(e[8].action == .transition(to: .grid))
        #expect(e[9].action == .menu(action: "ghost", item: IndexPath(item: 2, section: 0)))
        #expect(e[10].action == .drag(items: [IndexPath(item: 4, section: 0)], to: Point(x: 600, y: 900)))
    }

    @Test func badEventsNameTheirPath() {
        #expect(error("[]") == "timeline: is empty; give at least one event, such as {\"at\": 0.5, \"delete\": [0]}")
        #expect(error("[{\"at\": 1}]") == "timeline[0]: an event needs one action: one of insert, delete, move, insertSections, deleteSections, editing, scroll, page, orthogonalScroll, rotate, pinch, transition, menu, drag")
        #expect(error("[{\"at\": 1, \"page\": 1, \"rotate\": 4}]") == "timeline[0]: an event has one action, this one has page and rotate; split it into events at successive times")
        #expect(error("[{\"page\": 1}]") == "timeline[0].at: is missing: give the event's start in seconds, such as \"at\": 0.5")
        #expect(error("[{\"at\": -1, \"page\": 1}]") == "timeline[0].at: expected seconds from 0 to 3600, got -1")
        #expect(error("[{\"at\": 0, \"rotate\": 90, \"duration\": 0}]") == "timeline[0].duration: expected a number of seconds above 0 and at most 600, got 0")
        #expect(error("[{\"at\": 0, \"delete\": []}]") == "timeline[0].delete: expected at least one index path")
        #expect(error("[{\"at\": 0, \"delete\": [[1, 2, 3]]}]") == "timeline[0].delete[0]: expected an index path: an item number, or [section, item]")
        #expect(error("[{\"at\": 0, \"delete\": [-1]}]") == "timeline[0].delete[0]: expected an index path of numbers from 0, got [0, -1]")
        #expect(error("[{\"at\": 0, \"move\": [[1]]}]") == "timeline[0].move[0]: expected a move as [from, to], such as [0, 5] or [[0, 0], [1, 0]]")
        #expect(error("[{\"at\": 0, \"transition\": \"cricle\"}]") == "timeline[0].transition: unknown layout 'cricle'; expected one of \(LayoutRegistry.builtIn.namesList)")
        #expect(error("[{\"at\": 0, \"menu\": \"pop\"}]") == "timeline[0].item: is missing: say which item, such as \"item\": 0")
        #expect(error("[{\"at\": 0, \"drag\": 1}]") == "timeline[0].to: is missing: say where the touch goes, such as \"to\": [400, 500]")
        #expect(error("[{\"at\": 0, \"page\": 1, \"to\": [1, 2]}]") == "timeline[0].to: belongs to \"drag\" events only")
        #expect(error("[{\"at\": 0, \"editing\": true, \"duration\": 1}]") == "timeline[0].duration: \"editing\" is instant and takes no duration")
        #expect(error("[{\"at\": 0, \"scroll\": [0, 2500], \"duration\": 1}]") == "timeline[0].duration: a \"scroll\" flick lasts as long as its deceleration (0.998 per ms); set its speed with the velocity instead")
        #expect(error("[{\"at\": 0, \"page\": 1, \"duration\": 1}]") == "timeline[0].duration: a \"page\" scroll lasts as long as UIScrollView's paging deceleration; remove \"duration\"")
        #expect(error("[{\"at\": 0, \"menu\": \"ghost\", \"item\": 0, \"duration\": 1}]") == "timeline[0].duration: a \"menu\" action keeps the cookbook's timing (pop 0.35 s, rotate 0.5 s, ghost 3 s, colorize at once); remove \"duration\"")
        #expect(error("[{\"at\": 0, \"pinch\": 0}]") == "timeline[0].pinch: expected a scale above 0, got 0")
        #expect(error("[{\"at\": 0, \"scrol\": [1, 2]}]").hasPrefix("timeline[0].scrol: unknown key 'scrol' (did you mean 'scroll'?)"))
    }
}

/// Per-section insets and spacing from scene files (the flow delegate's per-section values).
@Suite struct SceneSectionSettingsTests {
    /// Recipe 10-1's flow (header 30 tall, items 50): section 0 with insets (40, 20, 40, 20) and
    /// line spacing 30 holds 12 items a row (12 x 50 + 11 x 10 = 710 <= 728), so item 12 starts
    /// row 2 at y = 30 + 40 + 50 + 30 = 150; section 1 keeps the demo's insets (10, 10, 50, 10):
    /// section 0 ends at 150 + 50 + 40 + 30 (footer) = 270, so its item 0 is at y = 270 + 30 + 10.
    @Test func sectionsGiveTheirOwnInsetsAndSpacing() throws {
        let scene = try Scene.decode(Data(#"{"layout": "flow", "sections": [{"count": 13, "inset": [40, 20, 40, 20], "lineSpacing": 30}, {"count": 2, "interitemSpacing": 12}]}"#.utf8))
        let plan = try RenderPlan(scene: scene)
        #expect(plan.spec.sectionSettings[0] == SectionSettings(inset: EdgeInsets(top: 40, left: 20, bottom: 40, right: 20), lineSpacing: 30))
        #expect(plan.spec.sectionSettings[1] == SectionSettings(interitemSpacing: 12))
        let layout = try plan.spec.preparedLayout()
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 20, y: 70, width: 50, height: 50))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 12, section: 0))?.frame.minY == 150)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 12, section: 0))?.frame.minX == 20)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == Rect(x: 10, y: 310, width: 50, height: 50))
    }

    /// Section 1's own 60 pt header (recipe 10-1's delegate sizes headers per section): its item 0
    /// moves down from y = 310 (under the 30 pt default header) to 340.
    @Test func sectionsGiveTheirOwnHeaderSizes() throws {
        let scene = try Scene.decode(Data(#"{"layout": "flow", "sections": [{"count": 13, "inset": [40, 20, 40, 20], "lineSpacing": 30}, {"count": 2, "headerSize": [10, 60]}]}"#.utf8))
        let layout = try RenderPlan(scene: scene).spec.preparedLayout()
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == Rect(x: 10, y: 340, width: 50, height: 50))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 1))?.frame
                == Rect(x: 0, y: 270, width: 768, height: 60))
        let grid = try Scene.decode(Data(#"{"layout": "grid", "sections": [{"count": 3, "headerSize": [10, 60]}]}"#.utf8))
        #expect(throws: SceneError.self) { try RenderPlan(scene: grid) }
    }

    @Test func sectionSettingsBelongToFlowGridAndPunched() throws {
        let scene = try Scene.decode(Data(#"{"sections": [{"count": 3, "inset": 10}]}"#.utf8))
        #expect(throws: SceneError.self) { try RenderPlan(scene: scene) }
        do {
            _ = try RenderPlan(scene: scene)
        } catch {
            #expect("\(error)" == "sections: applies to the flow and grid and punched layouts only, not to springboard")
        }
    }

    @Test func colorizeIsAMenuAction() throws {
        let scene = try Scene.decode(Data(#"{"layout": "circle", "timeline": [{"at": 0, "menu": "colorize", "item": 1}]}"#.utf8))
        #expect(scene.timeline?.first?.action == .menu(action: "colorize", item: IndexPath(item: 1, section: 0)))
    }
}
