import Foundation
import SBLayout
import SBScene
import Testing

/// Badges in scenes: `supplementaryItems` on items and groups.
@Suite struct CompositionalBadgeSceneTests {
    func plan(_ json: String) throws -> RenderPlan { try CompositionalSceneTests().plan(json) }
    func error(_ json: String) -> String { CompositionalSceneTests().error(json) }

    /// Half-width items 100 tall in a 400 pt wide view, each with `badges`; the group with `groupBadges`.
    func scene(_ badges: String, groupBadges: String = "", header: String = "") -> String {
        """
        {"layout": "compositional", "canvas": {"size": [400, 800]}, "compositional": {"sections": [{"group": {"axis": "horizontal",
         "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}}\(groupBadges.isEmpty ? "" : ", \"supplementaryItems\": [\(groupBadges)]"),
         "items": [{"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}, "supplementaryItems": [\(badges)]}]}\(header),
         "itemCount": 3}]}}
        """
    }

    let badge = #"{"kind": "badge", "size": {"width": {"absolute": 20}, "height": {"absolute": 20}}, "anchor": {"edges": ["top", "trailing"], "fractionalOffset": [0.5, -0.5]}}"#

    @Test func badgesDecodeAndLayOut() throws {
        let tag = #"{"kind": "tag", "size": {"width": {"absolute": 30}, "height": {"absolute": 16}}, "anchor": {"edges": ["bottom", "leading"], "absoluteOffset": [4, -4]}, "zIndex": 3}"#
        let layout = try plan(scene("\(badge), \(tag)")).spec.preparedLayout()
        // Cell 1 is (200, 0, 200, 100): the badge's centre on its top-right corner (400, 0):
        // x = 200 + (200 - 20) + 10 = 390, y = 0 - 10 = -10.
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 1, section: 0))?.frame == Rect(x: 390, y: -10, width: 20, height: 20))
        // Cell 2 is (0, 100, 200, 100): x = 0 + 4, y = 100 + 84 - 4 = 180.
        let t = layout.layoutAttributesForSupplementaryView(ofKind: "tag", at: IndexPath(item: 2, section: 0))
        #expect(t?.frame == Rect(x: 4, y: 180, width: 30, height: 16))
        #expect(t?.zIndex == 3)
    }

    @Test func mistakesAreNamed() {
        let size = #""size": {"width": {"absolute": 20}, "height": {"absolute": 20}}"#
        #expect(error(scene(#"{"kind": "badge", \#(size), "anchor": {"edges": ["up"]}}"#))
                == "compositional.sections[0].group.items[0].supplementaryItems[0].anchor.edges[0]: unknown edge 'up'; expected one of top, leading, bottom, trailing")
        #expect(error(scene(#"{"kind": "badge", \#(size), "anchor": {"fractionalOffset": [0, 0], "absoluteOffset": [1, 1]}}"#))
                == "compositional.sections[0].group.items[0].supplementaryItems[0].anchor.absoluteOffset: give either fractionalOffset or absoluteOffset, not both")
        #expect(error(scene(#"{"kind": "badge", \#(size)}"#)).hasPrefix("compositional.sections[0].group.items[0].supplementaryItems[0].anchor: is missing"))
        #expect(error(scene(#"{\#(size), "anchor": {}}"#)).hasPrefix("compositional.sections[0].group.items[0].supplementaryItems[0].kind: is missing"))
        // A group's badge and its item's share the item's index path: one kind each.
        #expect(error(scene(badge, groupBadges: badge)).hasSuffix(#"supplementaryItems[0].kind: repeats the kind "badge" at the same index path (an item's own views, its group's, the section's boundary items); UIKit finds a supplementary view by kind and index path, so give each a kind of its own"#))
        let header = #", "header": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 30}}}"#
        #expect(error(scene(#"{"kind": "header", \#(size), "anchor": {}}"#, header: header)).contains(#"repeats the kind "header""#))
    }
}

/// Layout-wide boundary items in scenes: `compositional.boundaryItems`.
@Suite struct CompositionalLayoutBoundarySceneTests {
    func plan(_ json: String) throws -> RenderPlan { try CompositionalSceneTests().plan(json) }
    func error(_ json: String) -> String { CompositionalSceneTests().error(json) }

    func scene(_ items: String) -> String {
        """
        {"layout": "compositional", "canvas": {"size": [400, 800]}, "compositional": {"boundaryItems": [\(items)], "sections": [{"group": {"axis": "horizontal",
         "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}}, "items": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]},
         "header": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 30}}}, "itemCount": 2}]}}
        """
    }

    @Test func aLayoutHeaderComesBeforeTheSections() throws {
        let layout = try plan(scene(#"{"kind": "banner", "alignment": "top", "pinToVisibleBounds": true, "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 60}}}"#)).spec.preparedLayout()
        // Banner 0 ... 60, the section's header 60 ... 90, its rows 90 ... 290.
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "banner", at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 0, y: 0, width: 400, height: 60))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 0, y: 60, width: 400, height: 30))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 0, y: 90, width: 400, height: 100))
        #expect(layout.collectionViewContentSize == Size(width: 400, height: 290))
    }

    @Test func mistakesAreNamed() {
        let size = #""size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 60}}"#
        #expect(error(scene(#"{"alignment": "top", \#(size)}"#)) == #"compositional.boundaryItems[0].kind: is missing; name the item's kind, such as "banner""#)
        #expect(error(scene(#"{"kind": "header", "alignment": "top", \#(size)}"#)).hasPrefix(#"compositional.boundaryItems[0].kind: repeats the kind "header" of a view of the first section"#))
    }
}
