import Foundation
import SBLayout
import SBMotion
import SBScene
import SBTimeline
import Testing

/// A scene's own timeline, checked against the cookbook's circle numbers: radius 256 around
/// (384, 512), item i of n at 2 pi i / n clockwise from 3 o'clock; a deleted item shrinks to the
/// centre (alpha 0, scale 0.1) in UIKit's 0.3 s.
@Suite struct ScriptedTimelineTests {
    func timeline(_ json: String) throws -> ScriptedTimeline { try sceneTimeline(json) }

    func failure(_ json: String) -> String { sceneTimelineFailure(json) }

    func cell(_ state: MotionState, identity: Int) -> LayoutAttributes? {
        state.elements.first { $0.category == .cell && $0.identity == identity }
    }

    func near(_ a: Point?, _ x: Double, _ y: Double) -> Bool {
        guard let a else { return false }
        return abs(a.x - x) < 1e-6 && abs(a.y - y) < 1e-6
    }

    static let circleScript = """
    {"layout": "circle", "sections": [{"count": 4}],
     "timeline": [{"at": 0.5, "delete": [0]}, {"at": 1.0, "rotate": 90}]}
    """

    @Test("events play at their times; the layout is still in between and after")
    func deleteThenRotate() throws {
        let t = try timeline(Self.circleScript)
        // The rotation ends at 1.0 + 1 s; then half a second of hold.
        #expect(abs(t.duration - 2.5) < 1e-9)

        let before = t.state(at: 0.25)
        #expect(before.elements.filter { $0.category == .cell }.count == 4)
        #expect(near(cell(before, identity: 0)?.center, 640, 512))
        #expect(near(cell(before, identity: 1)?.center, 384, 768))

        // Halfway through the delete (0.15 of 0.3 s; ease-in-out at one half is one half).
        let mid = t.state(at: 0.65)
        let leaving = try #require(cell(mid, identity: 0))
        #expect(abs(leaving.center.x - 512) < 1e-6 && abs(leaving.center.y - 512) < 1e-6)
        #expect(abs(leaving.alpha - 0.5) < 1e-6)
        #expect(near(cell(mid, identity: 1)?.center, 512, 640))   // from (384, 768) towards (640, 512)

        // Three items: at 0, 120 and 240 degrees.
        let between = t.state(at: 0.9)
        #expect(cell(between, identity: 0) == nil)
        #expect(near(cell(between, identity: 1)?.center, 640, 512))
        #expect(near(cell(between, identity: 2)?.center, 256, 733.7025033688163))

        // Turned by 90 degrees: 90, 210 and 330.
        for time in [2.0, 2.2, 2.5] {
            let after = t.state(at: time)
            #expect(near(cell(after, identity: 1)?.center, 384, 768), "at \(time) s")
            #expect(near(cell(after, identity: 2)?.center, 162.2974966311837, 384), "at \(time) s")
        }
    }

    @Test("editing switches deletion mode at once; page scrolls to the page and stays")
    func editingAndPage() throws {
        let t = try timeline("""
        {"layout": "springboard", "timeline": [{"at": 0.2, "editing": true}, {"at": 0.4, "page": 1}, {"at": 3, "editing": false}]}
        """)
        #expect(t.state(at: 0.1).layout.isEditing == false)
        #expect(t.state(at: 0.2).layout.isEditing == true)
        #expect(t.state(at: 0.4).layout.contentOffset == Point(x: 0, y: 0))
        let moving = t.state(at: 0.5).layout.contentOffset.x
        #expect(moving > 0 && moving < 592)
        // Page 1 of the tutorial's 1360 pt content rests at 1360 - 768 = 592.
        #expect(t.state(at: 2.9).layout.contentOffset == Point(x: 592, y: 0))
        #expect(t.state(at: 2.9).layout.isEditing == true)
        #expect(t.state(at: 3.1).layout.isEditing == false)
        #expect(t.state(at: 3.1).layout.contentOffset == Point(x: 592, y: 0))
    }

    @Test("a transition ends in the target layout with the same items")
    func transitionKeepsIdentities() throws {
        let t = try timeline("""
        {"layout": "circle", "sections": [{"count": 5}], "timeline": [{"at": 0, "delete": [1]}, {"at": 0.3, "transition": "flow", "duration": 0.5}]}
        """)
        let end = t.state(at: t.duration)
        #expect(end.layout.name == "flow")
        #expect(end.elements.filter { $0.category == .cell }.map(\.identity).sorted() == [0, 2, 3, 4])
        // The flow demo's 50 x 50 items (recipe 10-1).
        let first = try #require(cell(end, identity: 0))
        #expect(first.size == Size(width: 50, height: 50))
    }

    @Test("events that cannot be played name the event")
    func errors() {
        #expect(failure("""
        {"layout": "circle", "timeline": [{"at": 0.2, "insert": [3]}, {"at": 0.3, "delete": [0]}]}
        """) == "timeline[1].at: starts at 0.3 s, before timeline[0] ends at 0.5 s; start it at 0.5 or later, or shorten the event before")
        #expect(failure("""
        {"layout": "circle", "sections": [{"count": 4}], "timeline": [{"at": 0.2, "delete": [[0, 4]]}]}
        """) == "timeline[0].delete: item 4 of section 0 does not exist to delete (section 0 has 4 items)")
        #expect(failure("""
        {"layout": "grid", "timeline": [{"at": 0, "pinch": 0.5}]}
        """) == "timeline[0].pinch: only the circle layout has the pinch gesture; the layout here is grid")
        #expect(failure("""
        {"layout": "circle", "timeline": [{"at": 0, "transition": "grid"}, {"at": 2, "rotate": 10}]}
        """) == "timeline[1].rotate: only the circle layout has the rotation gesture; the layout here is grid")
        #expect(failure("""
        {"layout": "springboard", "timeline": [{"at": 0, "page": 2}]}
        """) == "timeline[0].page: page 2 does not exist; the layout has 2 pages (0 to 1)")
    }
}
