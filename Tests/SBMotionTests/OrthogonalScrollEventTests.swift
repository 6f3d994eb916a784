import Foundation
import SBLayout
import SBMotion
import SBScene
import Testing

/// The `orthogonalScroll` timeline event and transitions into a scene's own compositional
/// definition, checked against numbers worked out by hand.
///
/// The scenes are 400 x 800 points. Section 0 is one 400 x 100 row; section 1 scrolls on its own:
/// groups 0.8 x 400 = 320 wide and 200 tall, 10 apart (a stride of 330), five of them:
/// 5 x 320 + 4 x 10 = 1640 points of its own content, so its offset runs from 0 to 1640 - 400 = 1240.
/// A flick at v points per second decelerating at 0.998 a millisecond would travel
/// v / (1000 x -ln 0.998) = 0.49950 v points (749.25 for 1500).
@Suite struct OrthogonalScrollEventTests {
    static func scene(_ behavior: String, timeline: String, layout: String = "compositional", counts: String = "") -> String {
        """
        {"layout": "\(layout)", "canvas": {"size": [400, 800]}\(counts), "compositional": {"sections": [
          {"group": {"axis": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}},
                     "items": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}, "itemCount": 1},
          {"group": {"axis": "horizontal", "size": {"width": {"fractionalWidth": 0.8}, "height": {"absolute": 200}},
                     "items": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]},
           "interGroupSpacing": 10, "orthogonalScrolling": "\(behavior)", "itemCount": 5}]},
         "timeline": \(timeline)}
        """
    }

    func timeline(_ json: String) throws -> ScriptedTimeline { try sceneTimeline(json) }

    func failure(_ json: String) -> String { sceneTimelineFailure(json) }

    /// Section 1's offset when each event has ended: events start 4 s apart and a flick lasts at
    /// most 4 s, so each has ended when the next starts (and the last at the end).
    func restingOffsets(_ t: ScriptedTimeline, events: Int) -> [Double] {
        (0..<events).map { i in
            let state = t.state(at: i + 1 < events ? Double(i + 1) * 4 : t.duration)
            return (state.layout as? CompositionalLayout)?.orthogonalOffset(inSection: 1) ?? -1
        }
    }

    static let flicks = #"[{"at": 0, "orthogonalScroll": {"section": 1, "velocity": 1500}}, {"at": 4, "orthogonalScroll": {"section": 1, "velocity": 1500}}, {"at": 8, "orthogonalScroll": {"section": 1, "velocity": -800}}, {"at": 12, "orthogonalScroll": {"section": 1, "velocity": 1500}}]"#

    /// groupPaging moves one group (330) per flick whatever the speed: 749.25 would pass two.
    /// The third flick, -800 from 660, would stop at 660 - 399.6 = 260.4 and rests one group back.
    @Test func groupPagingMovesOneGroupPerFlick() throws {
        let t = try timeline(Self.scene("groupPaging", timeline: Self.flicks))
        #expect(restingOffsets(t, events: 4) == [330, 660, 330, 660])
        // At 330 the second group is at the section's leading edge, below section 0's 100 points.
        let after = t.state(at: 4).layout
        #expect(after.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame == Rect(x: 0, y: 100, width: 320, height: 200))
        #expect(after.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == Rect(x: -330, y: 100, width: 320, height: 200))
        // Section 0 does not move.
        #expect(after.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 0, y: 0, width: 400, height: 100))
    }

    /// paging moves one view width (400) per flick, and the last page rests at the end of the
    /// section's content, 1240, not at 1600.
    @Test func pagingMovesOneWidthPerFlickAndStopsAtTheEnd() throws {
        let forward = #"[{"at": 0, "orthogonalScroll": {"section": 1, "velocity": 1500}}, {"at": 4, "orthogonalScroll": {"section": 1, "velocity": 1500}}, {"at": 8, "orthogonalScroll": {"section": 1, "velocity": 1500}}, {"at": 12, "orthogonalScroll": {"section": 1, "velocity": 1500}}]"#
        let t = try timeline(Self.scene("paging", timeline: forward))
        #expect(restingOffsets(t, events: 4) == [400, 800, 1200, 1240])
        // The last item's trailing edge meets the view's: 4 x 330 - 1240 + 320 = 400.
        #expect(t.state(at: t.duration).layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 1))?.frame == Rect(x: 80, y: 100, width: 320, height: 200))
    }

    /// continuous stops where deceleration stops: 749.25, then 749.25 more (clamped to 1240).
    @Test func continuousStopsWhereDecelerationStops() throws {
        let t = try timeline(Self.scene("continuous", timeline: #"[{"at": 0, "orthogonalScroll": {"section": 1, "velocity": 1500}}, {"at": 4, "orthogonalScroll": {"section": 1, "velocity": 1500}}]"#))
        let offsets = restingOffsets(t, events: 2)
        #expect(abs(offsets[0] - 749.25) < 0.01)
        #expect(offsets[1] == 1240)
    }

    /// An insert and a delete after a flick keep the section's resting offset; the items move
    /// under it. A transition away and back starts from the definition's own offset (0).
    @Test func updatesKeepTheOffsetAndTransitionsComeBackToTheDefinition() throws {
        let events = #"[{"at": 0, "orthogonalScroll": {"section": 1, "velocity": 1500}}, {"at": 4, "insert": [[1, 0]]}, {"at": 5, "delete": [[1, 5]]}, {"at": 6, "transition": "flow"}, {"at": 7.5, "transition": "compositional"}]"#
        let t = try timeline(Self.scene("groupPaging", timeline: events))
        let inserted = t.state(at: 4.9)
        #expect((inserted.layout as? CompositionalLayout)?.orthogonalOffset(inSection: 1) == 330)
        #expect(inserted.layout.content.numberOfItems(inSection: 1) == 6)
        // The new item 0 took the first slot; the old item 0 (now 1) is at the leading edge.
        #expect(inserted.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame == Rect(x: 0, y: 100, width: 320, height: 200))
        let deleted = t.state(at: 5.9)
        #expect((deleted.layout as? CompositionalLayout)?.orthogonalOffset(inSection: 1) == 330)
        #expect(deleted.layout.content.numberOfItems(inSection: 1) == 5)
        #expect(t.state(at: 7.4).layout is FlowLayout)
        let back = t.state(at: t.duration).layout
        #expect((back as? CompositionalLayout)?.orthogonalOffset(inSection: 1) == 0)
        // The scene's own definition, not the demo's: 320-wide groups 330 apart.
        #expect(back.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame == Rect(x: 330, y: 100, width: 320, height: 200))
    }

    /// A flow scene transitions into its own `compositional` definition, with its own items.
    @Test func aFlowSceneTransitionsIntoItsOwnDefinition() throws {
        let json = Self.scene("groupPaging", timeline: #"[{"at": 0, "transition": "compositional"}, {"at": 1, "orthogonalScroll": {"section": 1, "velocity": 1500}}]"#,
                              layout: "flow", counts: #", "sections": [{"count": 1}, {"count": 5}]"#)
        let t = try timeline(json)
        #expect(t.initial is FlowLayout)
        let arrived = t.state(at: 1).layout
        #expect(arrived.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 0, y: 0, width: 400, height: 100))
        #expect(arrived.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame == Rect(x: 330, y: 100, width: 320, height: 200))
        #expect((t.state(at: t.duration).layout as? CompositionalLayout)?.orthogonalOffset(inSection: 1) == 330)
    }

    @Test func flicksThatCannotBePlayedNameTheEvent() {
        #expect(failure(Self.scene("groupPaging", timeline: #"[{"at": 0, "orthogonalScroll": {"section": 2, "velocity": 1500}}]"#))
                == "timeline[0].orthogonalScroll.section: section 2 does not exist; the layout has 2 sections (0 to 1)")
        #expect(failure(Self.scene("groupPaging", timeline: #"[{"at": 0, "orthogonalScroll": {"section": 0, "velocity": 1500}}]"#))
                == #"timeline[0].orthogonalScroll.section: section 0 does not scroll on its own (its orthogonalScrolling is "none"); flick a section whose orthogonalScrolling is continuous, continuousGroupLeadingBoundary, paging, groupPaging or groupPagingCentered"#)
        #expect(failure(Self.scene("groupPaging", timeline: #"[{"at": 0, "transition": "grid"}, {"at": 2, "orthogonalScroll": {"section": 1, "velocity": 1500}}]"#))
                == #"timeline[1].orthogonalScroll: only a compositional layout has sections that scroll on their own; the layout here is grid (an earlier "transition" may have left it)"#)
        #expect(failure(#"{"layout": "flow", "timeline": [{"at": 0, "orthogonalScroll": {"section": 0, "velocity": 1}}]}"#)
                == #"timeline[0].orthogonalScroll: only a compositional layout has sections that scroll on their own; the layout here is flow (an earlier "transition" may have left it)"#)
    }
}
