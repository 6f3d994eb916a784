import Foundation
import SBLayout
import SBScene
import Testing

/// A list section's scene keys beyond appearance and modes: `headerTopPadding`.
@Suite struct ListSceneKeyTests {
    func plan(_ list: String) throws -> RenderPlan {
        try RenderPlan(scene: Scene.decode(Data("""
        {"layout": "compositional", "canvas": {"size": [390, 844]}, "compositional": {"sections": [{"list": \(list), "itemCount": 2}]}}
        """.utf8)))
    }

    func error(_ list: String) -> String {
        do {
            _ = try plan(list)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    @Test func headerTopPaddingLowersTheHeader() throws {
        let layout = try plan(#"{"appearance": "insetGrouped", "headerMode": "supplementary", "headerTopPadding": 12}"#).spec.preparedLayout()
        // Header 12 ... 50 (38 tall, inset 16 a side on a 390-wide view), rows from 50.
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))?.frame
                == Rect(x: 16, y: 12, width: 358, height: 38))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 16, y: 50, width: 358, height: 44))
    }

    @Test func aBadHeaderTopPaddingIsRefusedByPath() {
        #expect(error(#"{"appearance": "plain", "headerTopPadding": 10}"#)
                == #"compositional.sections[0].list.headerTopPadding: pads above a supplementary header, and this list has none: add "headerMode": "supplementary" or drop the key"#)
        #expect(error(#"{"appearance": "plain", "headerMode": "supplementary", "headerTopPadding": -1}"#)
                == "compositional.sections[0].list.headerTopPadding: expected 0 to 1000000 points, got -1")
    }
}
