import Foundation
import SBLayout
import SBScene
import Testing

/// Scene keys for `.sidebarPlain` lists and UIListSeparatorConfiguration:
/// `list.separatorConfiguration` and `list.itemSeparators`.
@Suite struct ListSeparatorSceneTests {
    func plan(_ json: String) throws -> RenderPlan {
        try RenderPlan(scene: Scene.decode(Data(json.utf8)))
    }

    func error(_ json: String) -> String {
        do {
            _ = try plan(json)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    func scene(list: String, itemCount: Int = 3) -> String {
        #"{"layout": "compositional", "canvas": {"size": [390, 400]}, "compositional": {"sections": [{"list": \#(list), "itemCount": \#(itemCount)}]}}"#
    }

    @Test func aPlainSidebarIsItsOwnAppearanceOnWhite() throws {
        let plan = try plan(scene(list: #"{"appearance": "sidebarPlain"}"#))
        let spec = try #require(plan.spec.compositional)
        #expect(spec.sections[0].listConfiguration?.appearance == .sidebarPlain)
        // White behind it (a plain background), where a sidebar is on grouped grey (242, 242, 247).
        #expect(Color.compositionalBackground(spec.sections) == .white)
        #expect(Color.compositionalBackground([Compositional.Section.list(using: Compositional.ListConfiguration(appearance: .sidebar),
                                                                          layoutEnvironment: Size(width: 390, height: 400))]) == .groupedBackground)
        // Rows inset 10 a side as a sidebar's: 390 - 20 = 370 wide.
        let layout = try plan.spec.preparedLayout()
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == Rect(x: 10, y: 44, width: 370, height: 44))
    }

    @Test func separatorConfigurationAndPerRowOverrides() throws {
        let plan = try plan(scene(list: #"""
            {"appearance": "plain",
             "separatorConfiguration": {"topSeparatorVisibility": "visible", "bottomSeparatorInsets": {"leading": 0}, "color": "#ff0000"},
             "itemSeparators": [{"item": 1, "bottomSeparatorVisibility": "hidden"}, {"item": 2, "topSeparatorInsets": "automatic", "color": "#00ff00"}]}
            """#))
        let list = try #require(plan.spec.compositional?.sections[0].listConfiguration)
        var expected = Compositional.SeparatorConfiguration()
        expected.topSeparatorVisibility = .visible
        expected.bottomSeparatorInsets = DirectionalEdgeInsets(top: .infinity, leading: 0, bottom: .infinity, trailing: .infinity)
        expected.color = .init(red: 1, green: 0, blue: 0)
        #expect(list.separatorConfiguration == expected)
        // Row 1 starts from the section's configuration and hides its bottom separator.
        var row1 = expected
        row1.bottomSeparatorVisibility = .hidden
        #expect(list.separatorConfiguration(forItem: 1) == row1)
        var row2 = expected
        row2.color = .init(red: 0, green: 1, blue: 0)
        #expect(list.separatorConfiguration(forItem: 2) == row2)
        #expect(list.separatorConfiguration(forItem: 0) == expected)
        let layout = try plan.spec.preparedLayout()
        // Row 0's bottom separator from x 0 (leading 0), 390 wide, at 44 - 0.5 = 43.5.
        #expect(layout.layoutAttributesForDecorationView(ofKind: "separator", at: IndexPath(item: 0, section: 0))?.frame
                == Rect(x: 0, y: 43.5, width: 390, height: 0.5))
        #expect(layout.layoutAttributesForDecorationView(ofKind: "separator", at: IndexPath(item: 1, section: 0)) == nil)
        // Row 1's top separator at its top edge, 44, from the 16-pt margin: 390 - 16 = 374 wide.
        #expect(layout.layoutAttributesForDecorationView(ofKind: "top-separator", at: IndexPath(item: 1, section: 0))?.frame
                == Rect(x: 16, y: 44, width: 374, height: 0.5))
    }

    @Test func mistakesAreNamedByPath() {
        #expect(error(scene(list: #"{"appearance": "plain", "separatorConfiguration": {"bottomSeparatorVisibility": "sometimes"}}"#))
                == "compositional.sections[0].list.separatorConfiguration.bottomSeparatorVisibility: unknown value 'sometimes'; expected one of automatic, visible, hidden")
        #expect(error(scene(list: #"{"appearance": "plain", "separatorConfiguration": {"topSeparatorInsets": "auto"}}"#))
                == #"compositional.sections[0].list.separatorConfiguration.topSeparatorInsets: unknown value 'auto'; expected "automatic" or {"leading": N, "trailing": N} (points; a missing edge is automatic)"#)
        #expect(error(scene(list: #"{"appearance": "plain", "separatorConfiguration": {"bottomSeparatorInsets": {"top": 3}}}"#))
                .hasPrefix("compositional.sections[0].list.separatorConfiguration.bottomSeparatorInsets.top: unknown key 'top'"))
        #expect(error(scene(list: #"{"appearance": "plain", "itemSeparators": [{"bottomSeparatorVisibility": "hidden"}]}"#))
                == #"compositional.sections[0].list.itemSeparators[0].item: is missing; give the row's item index in the section, such as "item": 0"#)
        #expect(error(scene(list: #"{"appearance": "plain", "itemSeparators": [{"item": 1}, {"item": 1}]}"#))
                == "compositional.sections[0].list.itemSeparators[1].item: row 1 is listed twice; give each row one entry")
        #expect(error(scene(list: #"{"appearance": "plain", "itemSeparators": [{"item": 3}]}"#))
                == "compositional.sections[0].list.itemSeparators: names row 3, but the section holds 3 items (rows 0 to 2): drop the entry or raise itemCount")
        #expect(error(scene(list: #"{"appearance": "sidebarPlain", "separatorConfiguration": {}}"#))
                == "compositional.sections[0].list.separatorConfiguration: a sidebar is drawn without separators (UIKit's sidebar look), so a separator configuration would have no effect: drop the key or use another appearance")
        #expect(error(scene(list: #"{"appearance": "sidebarPlain", "showsSeparators": true}"#))
                .hasPrefix("compositional.sections[0].list.showsSeparators: a sidebar is drawn without separators"))
    }
}
