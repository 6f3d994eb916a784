import Foundation
import SBLayout
import SBMotion
import SBScene
import SBTimeline
import Testing

/// Motions checked against the documents: the multi-item drag, paging's clamp, the reorder
/// overflow, the circle's selection after a delete, Colorize, section updates, PleaseRecenter.
@Suite struct FidelityMotionTests {
    func timeline(_ json: String) throws -> ScriptedTimeline {
        let scene = try Scene.decode(Data(json.utf8))
        let plan = try RenderPlan(scene: scene)
        return try ScriptedTimeline(layout: plan.spec.preparedLayout(), events: scene.timeline ?? [])
    }

    func cell(_ state: MotionState, _ section: Int, _ item: Int) -> LayoutAttributes? {
        state.elements.first { $0.category == .cell && $0.indexPath == IndexPath(item: item, section: section) }
    }

    /// The tutorial's icons at (104, 104) and (104, 308) (x = 32 + 72, y = 32 + 72 and
    /// 236 + 72): dragged together from the first, each keeps its offset from the touch, and each
    /// springs back to its own slot.
    @Test func severalDraggedItemsKeepTheirOffsetsAndReturnToTheirOwnSlots() throws {
        let layout = try LayoutSpec(layout: .springboard).preparedLayout()
        let drag = DragTimeline(layout: layout, dragged: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)],
                                path: [(0, Point(x: 104, y: 104)), (0.5, Point(x: 404, y: 504)), (8.5, Point(x: 404, y: 504))], settle: 8)
        let held = drag.state(at: 8.49)
        let a = try #require(cell(held, 0, 0)), b = try #require(cell(held, 0, 1))
        #expect(abs(a.center.x - 404) < 0.01 && abs(a.center.y - 504) < 0.01, "\(a.center)")
        #expect(abs(b.center.x - 404) < 0.01 && abs(b.center.y - 708) < 0.01, "\(b.center): 204 below the first")
        #expect(a.zIndex == 1 && b.zIndex == 1)
        let settled = drag.state(at: 16.49)
        let a2 = try #require(cell(settled, 0, 0)), b2 = try #require(cell(settled, 0, 1))
        #expect(abs(a2.center.x - 104) < 0.01 && abs(a2.center.y - 104) < 0.01, "\(a2.center)")
        #expect(abs(b2.center.x - 104) < 0.01 && abs(b2.center.y - 308) < 0.01, "\(b2.center)")
    }

    @Test func theNamedDragLandsEachIconOnItsOwnSlot() throws {
        let drag = try NamedAnimation.make("drag", spec: LayoutSpec(layout: .springboard))
        let end = drag.state(at: drag.duration - 1e-6)
        let a = try #require(cell(end, 0, 0)), b = try #require(cell(end, 0, 1))
        // The animator pauses when the items rest: at most half a point from their slots.
        #expect(abs(a.center.y - 104) < 0.5 && abs(b.center.y - 308) < 0.5, "\(a.center) \(b.center)")
        #expect(abs(a.center.x - 104) < 0.5 && abs(b.center.x - 104) < 0.5, "\(a.center) \(b.center) after \(drag.duration) s")
    }

    @Test func aScriptedDragTakesAListOfIndexPaths() throws {
        let scene = try Scene.decode(Data(#"{"timeline": [{"at": 0, "drag": [[0, 0], [0, 5]], "to": [400, 500]}, {"at": 3, "drag": [0, 5], "to": [1, 1]}, {"at": 6, "drag": 2, "to": [1, 1]}]}"#.utf8))
        let events = try #require(scene.timeline)
        #expect(events[0].action == .drag(items: [IndexPath(item: 0, section: 0), IndexPath(item: 5, section: 0)], to: Point(x: 400, y: 500)))
        #expect(events[1].action == .drag(items: [IndexPath(item: 5, section: 0)], to: Point(x: 1, y: 1)))
        #expect(events[2].action == .drag(items: [IndexPath(item: 2, section: 0)], to: Point(x: 1, y: 1)))
        // Item 5 is column 1, row 0 of the tutorial: centre (296, 104), 192 right of item 0's.
        let t = try timeline(#"{"timeline": [{"at": 0, "drag": [[0, 0], [0, 5]], "to": [400, 500], "duration": 0.5}]}"#)
        let moving = t.state(at: 0.499)
        let a = try #require(cell(moving, 0, 0)), b = try #require(cell(moving, 0, 5))
        #expect(abs((b.center.x - a.center.x) - 192) < 10, "the second trails at about its 192 pt offset: \(a.center) \(b.center)")
        #expect(b.center.x - a.center.x > 150, "not collapsed onto the touch")
    }

    @Test func pageEventsAndTheNamedPageStopAt592() throws {
        let page = try NamedAnimation.make("page", spec: LayoutSpec(layout: .springboard))
        #expect(page.state(at: page.duration).layout.contentOffset == Point(x: 592, y: 0))
        let t = try timeline(#"{"timeline": [{"at": 0, "page": 1}]}"#)
        #expect(t.state(at: t.duration).layout.contentOffset == Point(x: 592, y: 0))
        #expect(throws: AnimationError("timeline[0].page: page 2 does not exist; the layout has 2 pages (0 to 1)")) {
            try timeline(#"{"timeline": [{"at": 0, "page": 2}]}"#)
        }
    }

    /// 60 tutorial icons make 2320 pt of content, 3.02 pages of 768: UIScrollView's fourth resting
    /// offset is 2320 - 768 = 1552, so page 3 plays and page 4 is the first that does not exist.
    @Test func sixtyIconsPageToTheFourthRestingOffset() throws {
        let t = try timeline(#"{"items": 60, "timeline": [{"at": 0, "page": 3}]}"#)
        #expect(t.state(at: t.duration).layout.contentOffset == Point(x: 1552, y: 0))
        #expect(throws: AnimationError("timeline[0].page: page 4 does not exist; the layout has 4 pages (0 to 3)")) {
            try timeline(#"{"items": 60, "timeline": [{"at": 0, "page": 4}]}"#)
        }
    }

    /// The issue's command: 2 x 2 pages, two sections of 4. The move makes page 1 hold 5, so its
    /// last item goes on to a new page 2; no page ever holds more than 4.
    @Test func reorderCreatesAPageForTheOverflow() throws {
        var spec = LayoutSpec(layout: .springboard)
        spec.rows = 2
        spec.columns = 2
        spec.sections = 2
        spec.items = 4
        let reorder = try NamedAnimation.make("reorder", spec: spec)
        let end = reorder.state(at: reorder.duration).layout
        let counts = (0..<end.content.numberOfSections).map { end.content.numberOfItems(inSection: $0) }
        #expect(counts == [3, 4, 1])
        #expect(end.contentOffset == Point(x: 768, y: 0))
        spec.sections = 3
        let three = try NamedAnimation.make("reorder", spec: spec)
        let end3 = three.state(at: three.duration).layout.content
        #expect((0..<end3.numberOfSections).map { end3.numberOfItems(inSection: $0) } == [3, 4, 4, 1])
    }

    /// Issue 25: a scene's move onto a full home-screen page carries the overflow on, as the
    /// `reorder` animation does. 2 x 2 pages holding 4 and 4: item 0 of page 0 goes to page 1's
    /// first slot, page 1 then holds 5, and its last item (identity 4 + 3 = 7) moves on to a new
    /// page 2; the page event after the move sees three pages.
    @Test func aTimelineMoveOntoAFullPageCarriesTheOverflowOn() throws {
        let t = try timeline(#"{"rows": 2, "columns": 2, "sections": 2, "items": 4, "timeline": [{"at": 0, "move": [[[0, 0], [1, 0]]]}, {"at": 1, "page": 2}]}"#)
        let moved = t.state(at: 0.9)
        let counts = (0..<moved.layout.content.numberOfSections).map { moved.layout.content.numberOfItems(inSection: $0) }
        #expect(counts == [3, 4, 1])
        // Page 2 starts at 2 x 768 = 1536; the grid's first slot is at the 32 pt insets.
        let content = moved.layout.content
        #expect(content.identity(at: IndexPath(item: 0, section: 2)) == 7)
        #expect(content.identity(at: IndexPath(item: 0, section: 1)) == 0)
        let carried = try #require(moved.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 2)))
        #expect(carried.frame.minX == 1536 + 32 && carried.frame.minY == 32)
        // Three pages of 768: page 2 rests at 1536.
        #expect(t.state(at: t.duration).layout.contentOffset == Point(x: 1536, y: 0))
    }

    @Test func severalMovesThatOverfillAPageAreRefused() throws {
        #expect(throws: AnimationError("timeline[0].move: page 1 would hold 6 items, more than its 4 (rows x columns); give one move per event and the overflow moves on to the next page, as SwiftSpringBoard's drag does")) {
            try timeline(#"{"rows": 2, "columns": 2, "sections": 2, "items": 4, "timeline": [{"at": 0, "move": [[[0, 0], [1, 0]], [[0, 1], [1, 1]]]}]}"#)
        }
        // Within capacity they play as one batch.
        let t = try timeline(#"{"rows": 2, "columns": 2, "sections": [{"count": 2}, {"count": 4}], "timeline": [{"at": 0, "move": [[[1, 0], [0, 2]], [[1, 1], [0, 3]]]}]}"#)
        let end = t.state(at: t.duration).layout.content
        // 2 + 2 = 4 on page 0, 4 - 2 = 2 on page 1.
        #expect((0..<end.numberOfSections).map { end.numberOfItems(inSection: $0) } == [4, 2])
    }

    /// Recipe 10-6 deletes the selected item (item 0 in the demo), then selects
    /// MAX(0, 0 - 1) = 0: the item that was item 1 (identity 1).
    @Test func circleDeletionSelectsTheItemBefore() throws {
        let delete = try NamedAnimation.make("delete", spec: LayoutSpec(layout: .circle))
        #expect(delete.state(at: 0.1).selection == nil)
        #expect(delete.state(at: delete.duration).selection == [1])
        // Scripted: delete item 3 of 8, then item 0; the selection follows MAX(0, item - 1):
        // item 2 (identity 2), then item 0 (identity 1, since identity 0 is gone).
        let t = try timeline(#"{"layout": "circle", "sections": [{"count": 8}], "timeline": [{"at": 0, "delete": [3]}, {"at": 1, "delete": [0]}, {"at": 2, "rotate": 10}]}"#)
        #expect(t.state(at: 0.9).selection == [2])
        #expect(t.state(at: 1.9).selection == [1])
        #expect(t.state(at: 2.5).selection == [1], "kept while a later event plays")
    }

    /// Colorize (recipe 10-9's sample): the cell posts its background colour and the view
    /// controller sets the navigation bar's barTintColor to it at alpha 0.2, at once; the cell
    /// is left alone. Lead 0.2 s + 0 s + tail 0.3 s = 0.5 s.
    @Test func colorizeTintsTheNavigationBarAndLeavesTheCellAlone() throws {
        let spec = LayoutSpec(layout: .circle)
        let colorize = try NamedAnimation.make("colorize", spec: spec)
        #expect(abs(colorize.duration - 0.5) < 1e-12)
        #expect(colorize.state(at: 0.1).barTintIdentity == nil, "not yet: the lead-in")
        #expect(colorize.state(at: 0.2).barTintIdentity == 0, "at once after the lead-in, no fade")
        #expect(colorize.state(at: colorize.duration).barTintIdentity == 0)
        // The cell keeps its place, transform, alpha and z-index: the still layout's.
        let still = MotionState.still(try spec.preparedLayout())
        let before = try #require(cell(still, 0, 0)), after = try #require(cell(colorize.state(at: 0.4), 0, 0))
        #expect(after.frame == before.frame && after.transform == before.transform && after.alpha == before.alpha && after.zIndex == before.zIndex)

        // A scene's timeline keeps the tint through later events; the frame's plan tints the
        // bar with the cell's own colour (item 2's pastel), which the cell keeps.
        let json = #"{"layout": "circle", "navigationBar": "cookbook", "timeline": [{"at": 0, "menu": "colorize", "item": 2}, {"at": 1, "rotate": 10}]}"#
        let t = try timeline(json)
        #expect(t.state(at: 0.5).barTintIdentity == 2)
        #expect(t.state(at: 1.5).barTintIdentity == 2, "the bar stays tinted")
        let plan = try RenderPlan(scene: Scene.decode(Data(json.utf8)))
        let frames = try FrameSequence(plan: plan, timeline: t, fps: 10)
        let frame = frames.frame(15)
        #expect(frame.plan.navigationBarTint == ItemStyle.pastel(seed: 0, identity: 2))
        #expect(frame.plan.style(forIdentity: 2).color == ItemStyle.pastel(seed: 0, identity: 2), "the cell's colour is unchanged")
        #expect(frames.frame(0).plan.navigationBarTint == ItemStyle.pastel(seed: 0, identity: 2), "the menu acts at 0 s, with no lead-in in a timeline")
    }

    /// Rotate (recipe 10-9's sample): 0.95 pi in 0.25 s, on to 1.5 pi in 0.25 s, and its completion
    /// block sets the identity transform: a snap, not a third animation. With the 0.2 s lead-in
    /// and 0.3 s tail: 0.2 + 0.25 + 0.25 + 0.3 = 1 s in all.
    @Test func rotateSnapsBackToIdentity() throws {
        let spin = CellMenuTimeline(layout: try LayoutSpec(layout: .circle).preparedLayout(), item: IndexPath(item: 0, section: 0),
                                    action: .rotate)
        #expect(abs(spin.duration - 1) < 1e-12)
        // Just before 0.7 s the cell is at 1.5 pi: cos = 0, sin = -1.
        let turned = try #require(cell(spin.state(at: 0.7 - 1e-9), 0, 0)).transform
        #expect(abs(turned.m11) < 1e-6 && abs(turned.m12 + 1) < 1e-6, "\(turned)")
        // Right after 0.7 s it is upright again, with no turn in between.
        #expect(try #require(cell(spin.state(at: 0.7 + 1e-9), 0, 0)).transform == .identity)
        #expect(try #require(cell(spin.state(at: 0.85), 0, 0)).transform == .identity)
    }

    @Test func sectionInsertsAndDeletesInTimelines() throws {
        let t = try timeline(#"{"layout": "flow", "canvas": {"size": [320, 400]}, "sections": 2, "items": 5, "timeline": [{"at": 0, "insertSections": [0]}, {"at": 1, "deleteSections": [2]}]}"#)
        let inserted = t.state(at: 0.9).layout.content
        #expect((0..<inserted.numberOfSections).map { inserted.numberOfItems(inSection: $0) } == [0, 5, 5])
        let deleted = t.state(at: 1.9).layout.content
        #expect((0..<deleted.numberOfSections).map { deleted.numberOfItems(inSection: $0) } == [0, 5])
        // During the insert the old section 0's header moves from 0 down by the empty section's
        // header, insets and footer (30 + 10 + 50 + 30 = 120), staying opaque.
        let mid = t.state(at: 0.15).elements.filter { $0.category == .supplementaryView(kind: ElementKind.sectionHeader) && $0.indexPath.section == 1 }
        #expect(mid.count == 1)
        #expect(mid.first?.frame.minY == 60)
        #expect(mid.first?.alpha == 1)
        #expect(throws: AnimationError.self) { try timeline(#"{"layout": "flow", "sections": 2, "timeline": [{"at": 0, "deleteSections": [2]}]}"#) }
    }

    /// A leftward flick of the punched demo from 500 comes to rest at the left edge (0), then
    /// PleaseRecenter scrolls item 1 to the middle: 546.5 - 384 = 162.5.
    @Test func aFlickToTheEdgeOfThePunchedLayoutRecentres() throws {
        var spec = LayoutSpec(layout: .punched)
        spec.contentOffset = Point(x: 500, y: 0)
        let layout = try spec.preparedLayout()
        let flick = ScrollTimeline(layout: layout, velocity: Point(x: -2500, y: 0))
        #expect(flick.deceleration.restingPoint == Point(x: 0, y: 0))
        #expect(flick.recenter == Point(x: 162.5, y: 0))
        #expect(flick.state(at: flick.duration).layout.contentOffset == Point(x: 162.5, y: 0))
    }
}
