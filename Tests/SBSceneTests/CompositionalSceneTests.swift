import Foundation
import SBLayout
import SBScene
import Testing

@Suite struct CompositionalSceneTests {
    /// The issue's scene, with its header size filled in.
    static let issueScene = """
    {"layout": "compositional", "canvas": {"size": [400, 800]}, "compositional": {"sections": [{"group": {"axis": "horizontal",
     "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}},
     "items": [{"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}, "contentInsets": [5, 5, 5, 5]}],
     "count": null, "interItemSpacing": {"fixed": 8}}, "interGroupSpacing": 8, "contentInsets": [10, 10, 10, 10],
     "orthogonalScrolling": "none", "header": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 30}}, "pinToVisibleBounds": false},
     "background": true, "itemCount": 6}]}}
    """

    func plan(_ json: String) throws -> RenderPlan {
        try RenderPlan(scene: Scene.decode(Data(json.utf8)))
    }

    /// The error a scene gives, decoding or planning, as `path: message`.
    func error(_ json: String) -> String {
        do {
            _ = try plan(json)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    func scene(section: String, extra: String = "") -> String {
        """
        {"layout": "compositional", "canvas": {"size": [400, 800]}\(extra), "compositional": {"sections": [\(section)]}}
        """
    }

    let group = """
    "group": {"axis": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}}, "items": [{"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}}]}
    """

    @Test func theIssueSceneLaysOutAsUIKitWould() throws {
        let plan = try plan(Self.issueScene)
        #expect(plan.spec.layout == .compositional)
        #expect(plan.spec.resolvedItemCounts == [6])
        let layout = try plan.spec.preparedLayout()
        // Half-width items with 8 pt fixed spacing: one per group, as in UIKit. Header 30, inset 10.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 15, y: 45, width: 180, height: 90))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == Rect(x: 15, y: 153, width: 180, height: 90))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 10, y: 0, width: 380, height: 30))
        // 30 + 10 + 6 x 100 + 5 x 8 + 10.
        #expect(layout.collectionViewContentSize == Size(width: 400, height: 690))
        // The background runs behind the header too (UIKit): the whole 690 pt section.
        #expect(layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 0, y: 0, width: 400, height: 690))
    }

    @Test func everyKeyDecodes() throws {
        let plan = try plan("""
        {"layout": "compositional", "canvas": {"size": [400, 800]}, "compositional": {"scrollDirection": "vertical", "interSectionSpacing": 12, "sections": [
          {"group": {"axis": "vertical", "size": {"width": {"fractionalWidth": 0.5}, "height": {"estimated": 300}}, "count": 3,
                     "interItemSpacing": {"flexible": 4}, "contentInsets": 2,
                     "items": [{"group": {"axis": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}, "edgeSpacing": {"leading": {"fixed": 1}},
                                          "items": [{"size": {"width": {"absolute": 50}, "height": {"fractionalWidth": 0.2}}, "edgeSpacing": {"leading": {"flexible": 0}}}]}}]},
           "interGroupSpacing": 4, "contentInsets": [1, 2, 3, 4], "orthogonalScrolling": "groupPagingCentered",
           "header": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 20}}, "alignment": "topLeading", "offset": [1, 2], "extendsBoundary": false, "pinToVisibleBounds": true, "zIndex": 3},
           "footer": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 20}}},
           "boundaryItems": [{"kind": "badge", "alignment": "topTrailing", "size": {"width": {"absolute": 20}, "height": {"absolute": 20}}}],
           "background": {"contentInsets": [0, 8, 0, 8]}, "itemCount": 7},
          {"list": {"appearance": "sidebar", "headerMode": "firstItemInSection", "footerMode": "supplementary", "showsSeparators": false}, "itemCount": 3}]}}
        """)
        let spec = try #require(plan.spec.compositional)
        #expect(spec.configuration.interSectionSpacing == 12)
        #expect(spec.itemCounts == [7, 3])
        let s = spec.sections[0]
        #expect(s.group.axis == .vertical && s.group.count == 3 && s.group.interItemSpacing == .flexible(4))
        #expect(s.group.layoutSize == Compositional.LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(300)))
        #expect(s.contentInsets == DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(s.orthogonalScrollingBehavior == .groupPagingCentered)
        #expect(s.boundarySupplementaryItems.map(\.elementKind) == ["header", "footer", "badge"])
        #expect(s.boundarySupplementaryItems[0].alignment == .topLeading && s.boundarySupplementaryItems[0].pinToVisibleBounds)
        #expect(s.boundarySupplementaryItems[0].extendsBoundary == false && s.boundarySupplementaryItems[0].zIndex == 3)
        #expect(s.boundarySupplementaryItems[1].alignment == .bottom)
        #expect(s.decorationItems.first?.contentInsets == DirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8))
        #expect(spec.sections[1].listConfiguration?.appearance == .sidebar)
        #expect(spec.sections[1].listConfiguration?.headerMode == .firstItemInSection)
        #expect(spec.sections[1].boundarySupplementaryItems.map(\.elementKind) == ["footer"])
    }

    @Test func eachOrthogonalSectionHasItsOwnOffset() throws {
        let plan = try plan(scene(section: #"{\#(group), "orthogonalScrolling": "continuous", "orthogonalOffset": 150, "itemCount": 4}"#))
        let layout = try plan.spec.preparedLayout()
        // Groups 400 wide (fractionalWidth 1 of a 400 pt view); item 1 of group 0 at 200, less 150.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == Rect(x: 50, y: 0, width: 200, height: 100))
        #expect(error(scene(section: #"{\#(group), "orthogonalOffset": 10, "itemCount": 1}"#))
                == #"compositional.sections[0].orthogonalOffset: applies to a section whose orthogonalScrolling is not "none""#)
    }

    @Test func theDemoNeedsNoCompositionalObject() throws {
        let plan = try plan(#"{"layout": "compositional"}"#)
        #expect(plan.spec.resolvedItemCounts == [5, 8, 4])
    }

    @Test func mistakesAreNamedByTheirJSONPath() {
        let item = #"{"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}}"#
        func section(_ g: String, _ rest: String = #""itemCount": 3"#) -> String { scene(section: rest.isEmpty ? "{\(g)}" : "{\(g), \(rest)}") }
        #expect(error(section(#""group": {"axis": "diagonal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 9}}, "items": [\#(item)]}"#))
                == "compositional.sections[0].group.axis: unknown value 'diagonal'; expected one of horizontal, vertical")
        #expect(error(section(#""group": {"axis": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolut": 9}}, "items": [\#(item)]}"#))
                .hasPrefix("compositional.sections[0].group.size.height.absolut: unknown key 'absolut' (did you mean 'absolute'?)"))
        #expect(error(section(#""group": {"axis": "horizontal", "size": {"width": {"fractionalWidth": 0}, "height": {"absolute": 9}}, "items": [\#(item)]}"#))
                == "compositional.sections[0].group.size.width.fractionalWidth: expected a number above 0 and at most 1000, got 0")
        #expect(error(section(#""group": {"axis": "horizontal", "size": {"width": {"fractionalWidth": 1, "absolute": 3}, "height": {"absolute": 9}}, "items": [\#(item)]}"#))
                .hasPrefix("compositional.sections[0].group.size.width: expected an object with one of"))
        #expect(error(section(#""group": {"axis": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 9}}, "items": [\#(item), \#(item)], "count": 2}"#))
                == "compositional.sections[0].group.count: repeats exactly one item (repeatingSubitem:count:), but items lists 2")
        #expect(error(section(group, #""itemCount": -1"#)) == "compositional.sections[0].itemCount: expected 0 to 10000000, got -1")
        #expect(error(section(group, #""orthogonalScrolling": "sideways", "itemCount": 1"#))
                .hasPrefix("compositional.sections[0].orthogonalScrolling: unknown value 'sideways'; expected one of none, continuous"))
        #expect(error(section(group, "")).hasPrefix("compositional.sections[0].itemCount: is missing"))
        #expect(error(scene(section: #"{"itemCount": 2}"#)) == #"compositional.sections[0]: needs a "group" or a "list""#)
        #expect(error(section(#""list": {"appearance": "fancy"}"#)) == "compositional.sections[0].list.appearance: unknown value 'fancy'; expected one of plain, grouped, insetGrouped, sidebar, sidebarPlain")
        #expect(error(section(group, #""header": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 9}}, "alignment": "leading", "pinToVisibleBounds": true}, "itemCount": 1"#))
                .hasPrefix("compositional.sections[0].header.pinToVisibleBounds: needs an alignment"))
        // An item wider than its group: nothing fits, refused instead of an empty section.
        #expect(error(section(#""group": {"axis": "horizontal", "size": {"width": {"absolute": 50}, "height": {"absolute": 9}}, "items": [{"size": {"width": {"absolute": 60}, "height": {"absolute": 9}}}]}"#))
                .hasPrefix("compositional.sections[0].group: places no item"))
        #expect(error(section(group, #""contentInsets": [1, 2, 3], "itemCount": 1"#))
                == "compositional.sections[0].contentInsets: expected [top, leading, bottom, trailing] or one number")
        #expect(error(#"{"layout": "flow", "compositional": {"sections": [{\#(group), "itemCount": 1}]}}"#)
                == #"compositional: on a flow scene only says where a transition to the compositional layout goes, and nothing here transitions there; add an event such as {"at": 1, "transition": "compositional"} to the timeline, set "layout": "compositional", or remove the key"#)
        #expect(error(#"{"layout": "compositional", "compositional": {"sections": []}}"#) == "compositional.sections: must list at least one section")
    }

    @Test func boundaryItemsOfOneSectionAreCheckedTogether() throws {
        let size = #""size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 30}}"#
        // Two items extending the section's top edge: UIKit's placement is not established.
        #expect(error(scene(section: #"{\#(group), "header": {\#(size)}, "boundaryItems": [{"kind": "banner", "alignment": "topLeading", \#(size)}], "itemCount": 2}"#))
                == #"compositional.sections[0].boundaryItems[0].extendsBoundary: header and boundaryItems[0] both extend the section on its top edge; sbrender cannot say how UIKit places two such items, so give one of them "extendsBoundary": false (it then overlays the section's content) or merge them into one"#)
        // A pinned header that extends the boundary next to a plain one: refused likewise.
        #expect(error(scene(section: #"{\#(group), "header": {\#(size)}, "boundaryItems": [{"kind": "sticky", "alignment": "top", "pinToVisibleBounds": true, \#(size)}], "itemCount": 2}"#))
                .hasPrefix("compositional.sections[0].boundaryItems[0].extendsBoundary: header and boundaryItems[0] both extend the section on its top edge"))
        // Horizontal layouts: the leading edge.
        let horizontal = #"{"layout": "compositional", "canvas": {"size": [400, 800]}, "compositional": {"scrollDirection": "horizontal", "sections": [{"group": {"axis": "vertical", "size": {"width": {"absolute": 100}, "height": {"fractionalHeight": 1}}, "items": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}, "boundaryItems": [{"kind": "a", "alignment": "leading", "size": {"width": {"absolute": 20}, "height": {"fractionalHeight": 1}}}, {"kind": "b", "alignment": "bottomLeading", "size": {"width": {"absolute": 20}, "height": {"absolute": 20}}}], "itemCount": 2}]}}"#
        #expect(error(horizontal).hasPrefix("compositional.sections[0].boundaryItems[1].extendsBoundary: boundaryItems[0] and boundaryItems[1] both extend the section on its leading edge"))
        // UIKit: a unique element kind per supplementary item.
        #expect(error(scene(section: #"{\#(group), "header": {\#(size)}, "boundaryItems": [{"kind": "header", "alignment": "bottom", \#(size)}], "itemCount": 2}"#))
                == #"compositional.sections[0].boundaryItems[0].kind: repeats the kind "header" of header; UIKit needs a unique element kind for each supplementary item of a section"#)
        // One extending item per edge, and any number that overlay the content, are fine.
        let fine = try plan(scene(section: #"{\#(group), "header": {\#(size)}, "footer": {\#(size)}, "boundaryItems": [{"kind": "badge", "alignment": "topTrailing", "extendsBoundary": false, "size": {"width": {"absolute": 20}, "height": {"absolute": 20}}}, {"kind": "ribbon", "alignment": "top", "extendsBoundary": false, \#(size)}], "itemCount": 2}"#))
        let layout = try fine.spec.preparedLayout()
        // Header 0...30, the group 30...130, footer 130...160; the overlays sit on the body's top.
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 380, y: 30, width: 20, height: 20))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "ribbon", at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 0, y: 30, width: 400, height: 30))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "footer", at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 0, y: 130, width: 400, height: 30))
        #expect(layout.collectionViewContentSize == Size(width: 400, height: 160))
    }

    /// A flow scene's `compositional` key: only the target of its transitions, with its items.
    @Test func aCompositionalKeyOnAnotherLayoutIsATransitionTarget() throws {
        func flow(_ counts: String, _ itemCounts: [Int], timeline: String = #", "timeline": [{"at": 0, "transition": "compositional"}]"#) -> String {
            let sections = itemCounts.map { #"{\#(group), "itemCount": \#($0)}"# }.joined(separator: ", ")
            return #"{"layout": "flow", "canvas": {"size": [400, 800]}, "sections": \#(counts)\#(timeline), "compositional": {"sections": [\#(sections)]}}"#
        }
        let p = try plan(flow(#"[{"count": 2}, {"count": 3}]"#, [2, 3]))
        #expect(p.spec.layout == .flow && p.spec.compositional == nil)
        #expect(p.compositionalTarget.itemCounts == [2, 3])
        #expect(p.compositionalTarget.sections.count == 2)
        #expect(error(flow(#"[{"count": 2}, {"count": 3}]"#, [2, 4]))
                == "compositional.sections[1].itemCount: is 4 but the scene's section 1 holds 3 items; a transition keeps the items, so make them equal")
        #expect(error(flow(#"[{"count": 2}, {"count": 3}]"#, [2]))
                == "compositional.sections: lists 1 section but the scene's content has 2; a transition keeps the items, so give one section per content section (the content's item counts are 2, 3)")
        #expect(error(flow(#"[{"count": 2}]"#, [2], timeline: #", "timeline": [{"at": 0, "transition": "grid"}]"#))
                .hasPrefix("compositional: on a flow scene only says where a transition to the compositional layout goes"))
        // The command line's `--animation transition --to compositional` uses it too.
        let cli = try RenderPlan(scene: Scene.decode(Data(flow(#"[{"count": 2}]"#, [2], timeline: "").utf8)), transitionTarget: .compositional)
        #expect(cli.compositionalTarget.itemCounts == [2])
        // `sbrender layout --scene` leaves the target aside, but still refuses an unused one.
        #expect(try Scene.decode(Data(flow(#"[{"count": 2}]"#, [2]).utf8)).layoutSpec().compositional == nil)
        #expect(throws: SceneError.self) { try Scene.decode(Data(flow(#"[{"count": 2}]"#, [2], timeline: "").utf8)).layoutSpec() }
    }

    @Test func theOrthogonalScrollEventDecodesAndNamesItsMistakes() throws {
        func event(_ value: String, _ extra: String = "") -> String {
            #"{"layout": "compositional", "timeline": [{"at": 0.2, "orthogonalScroll": \#(value)\#(extra)}]}"#
        }
        let s = try Scene.decode(Data(event(#"{"section": 1, "velocity": -1500.5}"#).utf8))
        #expect(s.timeline?.first?.action == .orthogonalScroll(section: 1, velocity: -1500.5))
        #expect(error(event(#"{"section": 1, "velocity": 1e6}"#))
                == "timeline[0].orthogonalScroll.velocity: expected points per second from -100000 to 100000, got 1000000")
        #expect(error(event(#"{"section": 1, "speed": 3}"#)).hasPrefix("timeline[0].orthogonalScroll.speed: unknown key 'speed'"))
        #expect(error(event(#"{"velocity": 3}"#)) == #"timeline[0].orthogonalScroll.section: is missing: say which section scrolls, such as "section": 1"#)
        #expect(error(event(#"{"section": 1}"#)).hasPrefix("timeline[0].orthogonalScroll.velocity: is missing"))
        #expect(error(event(#"{"section": -1, "velocity": 3}"#)) == "timeline[0].orthogonalScroll.section: expected a section number from 0, got -1")
        #expect(error(event(#"{"section": 0.5, "velocity": 3}"#)) == "timeline[0].orthogonalScroll.section: expected a section number from 0, got 0.5")
        #expect(error(event("[1, 1500]")).hasPrefix(#"timeline[0].orthogonalScroll: expected {"section": N"#))
        #expect(error(event(#"{"section": 1, "velocity": 3}"#, #", "duration": 1"#))
                == #"timeline[0].duration: an "orthogonalScroll" flick lasts as long as its deceleration; set its speed with "velocity" instead"#)
    }

    /// Keys that would otherwise mean nothing are refused by path, never silently ignored.
    @Test func keysWithoutAnEffectAreRefused() throws {
        let size = #""size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 30}}"#
        #expect(error(scene(section: #"{"group": {"axis": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}}, "edgeSpacing": {"top": {"fixed": 8}}, "items": [{"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}}]}, "itemCount": 2}"#))
                == "compositional.sections[0].group.edgeSpacing: spaces a group inside its parent group; the section's own group has none (UIKit's effect there is not established), so space groups with interGroupSpacing and the section's contentInsets")
        #expect(error(scene(section: #"{"list": {"appearance": "sidebar", "showsSeparators": true}, "itemCount": 2}"#))
                == "compositional.sections[0].list.showsSeparators: a sidebar is drawn without separators (UIKit's sidebar look); whether UIKit draws them in a sidebar when asked is not established, so true is refused: drop the key or use another appearance")
        #expect(error(scene(section: #"{\#(group), "boundaryItems": [{"kind": "rail", "alignment": "leading", "extendsBoundary": true, "size": {"width": {"absolute": 8}, "height": {"fractionalHeight": 1}}}], "itemCount": 2}"#))
                == "compositional.sections[0].boundaryItems[0].extendsBoundary: applies to an item on an edge across the scroll direction (top or bottom when scrolling vertically); this one is at leading and overlays the section's side, so drop the key")
        // A list's own header is a boundary item too.
        #expect(error(scene(section: #"{"list": {"appearance": "plain", "headerMode": "supplementary"}, "boundaryItems": [{"kind": "banner", "alignment": "top", \#(size)}], "itemCount": 2}"#))
                .hasPrefix("compositional.sections[0].boundaryItems[0].extendsBoundary: list.headerMode and boundaryItems[0] both extend the section on its top edge"))
        #expect(error(scene(section: #"{"list": {"appearance": "plain", "footerMode": "supplementary"}, "boundaryItems": [{"kind": "footer", "alignment": "top", "extendsBoundary": false, \#(size)}], "itemCount": 2}"#))
                .hasPrefix(#"compositional.sections[0].boundaryItems[0].kind: repeats the kind "footer" of list.footerMode"#))
        // The same keys where they mean something are fine.
        _ = try plan(scene(section: #"{\#(group), "boundaryItems": [{"kind": "rail", "alignment": "leading", "extendsBoundary": false, "size": {"width": {"absolute": 8}, "height": {"fractionalHeight": 1}}}], "itemCount": 2}"#))
        _ = try plan(scene(section: #"{"list": {"appearance": "plain", "showsSeparators": true}, "itemCount": 2}"#))
    }

    @Test func deepNestingIsRefusedBeforeItCosts() {
        var g = #"{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}"#
        for _ in 0..<40 {
            g = #"{"group": {"axis": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}}, "items": [\#(g)]}}"#
        }
        let json = scene(section: #"{"group": {"axis": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}}, "items": [\#(g)]}, "itemCount": 1}"#)
        // The scene scanner refuses it first: 41 groups nest JSON far past its 32 levels.
        #expect(error(json).contains("arrays and objects nest more than 32 deep; a scene nests at most 32"))
    }
}
