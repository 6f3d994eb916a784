import Foundation
import SBLayout
import SBScene
import Testing

/// The scene keys for contentInsetsReference, the safe area, supplementaries' insets, decorations
/// of several kinds and the layout direction.
@Suite struct CompositionalInsetsReferenceSceneTests {
    let group = """
    "group": {"axis": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 40}}, "items": [{"size": {"width": {"absolute": 100}, "height": {"fractionalHeight": 1}}}]}
    """

    func scene(_ section: String, _ extra: String = "") -> String {
        """
        {"layout": "compositional", "canvas": {"size": [400, 800]}, "compositional": {\(extra)"sections": [{\(group), \(section)"itemCount": 2}]}}
        """
    }

    func layout(_ json: String) throws -> CompositionalLayout {
        try #require(try RenderPlan(scene: Scene.decode(Data(json.utf8))).spec.preparedLayout() as? CompositionalLayout)
    }

    func error(_ json: String) -> String {
        do {
            _ = try RenderPlan(scene: Scene.decode(Data(json.utf8))).spec.preparedLayout()
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    @Test func everyKeyDecodesAndLaysOut() throws {
        let l = try layout(scene(#"""
            "contentInsets": [0, 10, 0, 10], "contentInsetsReference": "layoutMargins", "supplementaryContentInsetsReference": "none",
            "supplementariesFollowContentInsets": false, "header": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 30}}},
            "background": true, "decorations": [{"kind": "band", "zIndex": -2, "contentInsets": [5, 5, 5, 5]}, {"kind": "frame", "zIndex": 3}],
            """#, #""contentInsetsReference": "safeArea", "safeAreaInsets": [0, 4, 0, 4], "layoutDirection": "rightToLeft", "#))
        // Cells: margins 16 (400 < 414) inside the 4 pt safe area, plus 10: leading 30; left to
        // right x = 30, mirrored 400 - 130 = 270; the second at 130, mirrored 170.
        #expect(l.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 270, y: 30, width: 100, height: 40))
        #expect(l.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == Rect(x: 170, y: 30, width: 100, height: 40))
        // The header follows neither the insets nor a reference: the whole width.
        #expect(l.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 0, y: 0, width: 400, height: 30))
        // Section 30 + 40 = 70 tall; the band inset by 5, the frame over all of it.
        let band = l.layoutAttributesForDecorationView(ofKind: "band", at: IndexPath(item: 0, section: 0))
        #expect(band?.frame == Rect(x: 5, y: 5, width: 390, height: 60))
        #expect(band?.zIndex == -2)
        #expect(l.layoutAttributesForDecorationView(ofKind: "frame", at: IndexPath(item: 0, section: 0))?.zIndex == 3)
        #expect(l.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 0, y: 0, width: 400, height: 70))
    }

    @Test func anOrthogonalSectionIsMirroredRightToLeft() throws {
        let l = try layout("""
            {"layout": "compositional", "canvas": {"size": [400, 800]}, "compositional": {"layoutDirection": "rightToLeft", "sections": [
              {"group": {"axis": "horizontal", "size": {"width": {"absolute": 150}, "height": {"absolute": 100}},
                         "items": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]},
               "orthogonalScrolling": "continuous", "orthogonalOffset": 100, "itemCount": 3}]}}
            """)
        // Left to right the groups are at 0, 150, 300, scrolled 100: -100, 50, 200. Mirrored
        // (x' = 400 - x - 150): 350, 200, 50; the section's start is on the right.
        #expect(l.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 350, y: 0, width: 150, height: 100))
        #expect(l.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == Rect(x: 200, y: 0, width: 150, height: 100))
        #expect(l.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == Rect(x: 50, y: 0, width: 150, height: 100))
    }

    @Test func aHorizontalLayoutIsMirroredAndShownFromItsRightEnd() throws {
        let json = """
            {"layout": "compositional", "canvas": {"size": [400, 300]}, "compositional": {"layoutDirection": "rightToLeft",
              "scrollDirection": "horizontal", "sections": [
              {"group": {"axis": "horizontal", "size": {"width": {"absolute": 150}, "height": {"fractionalHeight": 1}},
                         "items": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]},
               "itemCount": 4}]}}
            """
        let l = try layout(json)
        // Left to right the groups are at 0, 150, 300, 450: the content is 600 wide. Mirrored
        // across it (x' = 600 - x - 150): 450, 300, 150, 0; first shown at 600 - 400 = 200.
        #expect(l.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 450, y: 0, width: 150, height: 300))
        #expect(l.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame == Rect(x: 0, y: 0, width: 150, height: 300))
        #expect(l.contentOffset == Point(x: 200, y: 0))
        // A scene's own offset wins.
        let given = try layout(json.replacingOccurrences(of: #""canvas""#, with: #""contentOffset": [50, 0], "canvas""#))
        #expect(given.contentOffset == Point(x: 50, y: 0))
    }

    @Test func mistakesAreNamed() {
        #expect(error(scene(#""contentInsetsReference": "margins", "#))
                == "compositional.sections[0].contentInsetsReference: unknown value 'margins'; expected one of automatic, none, safeArea, layoutMargins, readableContent")
        #expect(error(scene(#""decorations": [{"zIndex": 1}], "#))
                == "compositional.sections[0].decorations[0].kind: is missing; name the decoration's kind, such as \"band\"")
        #expect(error(scene(#""background": true, "decorations": [{"kind": "background"}], "#))
                .hasPrefix("compositional.sections[0].decorations[0].kind: repeats the kind \"background\" of background"))
        #expect(error(scene(#""decorations": [{"kind": "a", "zIndex": 5000}], "#))
                == "compositional.sections[0].decorations[0].zIndex: expected -1000 to 1000, got 5000")
        #expect(error(scene("", #""layoutDirection": "upward", "#))
                == "compositional.layoutDirection: unknown value 'upward'; expected one of leftToRight, rightToLeft")
        #expect(error(scene(#""supplementariesFollowContentInsets": 1, "#)) != "no error")
    }
}
