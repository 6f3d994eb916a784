import Foundation
import SBLayout
import SBScene
import Testing

/// The layout registry: sbrender's own layouts in one list, a package's layout joining them, and
/// scenes naming it by name.
@Suite struct LayoutRegistryTests {
    @Test func theBuiltInLayoutsAreRegisteredInOrder() throws {
        // One list: each name once, the springboard (a scene's default layout) first, the
        // cookbook's layouts in the book's order, and each registration's definition its own.
        let names = LayoutRegistry.builtIn.names
        #expect(Set(names).count == names.count)
        #expect(names.first == .springboard)
        let cookbook = names.filter { [.flow, .circle, .punched, .grid].contains($0) }
        #expect(cookbook == [.flow, .circle, .punched, .grid])
        #expect(LayoutRegistry.builtIn.definitions.map(\.name) == names)
        let circle = try LayoutRegistry.builtIn.lookUp(.circle)
        #expect(circle.definition.settings.starts(with: [.itemSize, .pinch, .rotation]))
        // Recipe 10-6's demo: one section of 12 items.
        #expect(circle.definition.seedItemCounts(for: LayoutSpec(layout: circle.definition)) == [12])
        #expect(circle.defaultStyle(for: LayoutSpec(layout: .circle)) == .circle)
        // The springboard is drawn on black; a horizontal flow (recipe 10-3) on dark grey, in
        // block strings.
        #expect(LayoutRegistration.springboard.background(for: LayoutSpec(layout: .springboard)) == .black)
        var scroller = LayoutSpec(layout: .flow)
        scroller.direction = .horizontal
        #expect(LayoutRegistration.flow.background(for: scroller) == .darkGray)
        #expect(LayoutRegistration.flow.defaultStyle(for: scroller) == .blockString)
        #expect(scroller.resolvedItemCounts == Array(repeating: 1, count: 100))
    }

    @Test func unknownNamesListTheRegisteredOnes() throws {
        #expect(throws: RegistryError("unknown layout 'diagonl'; expected one of \(LayoutRegistry.builtIn.namesList)")) {
            try LayoutRegistry.builtIn.lookUp("diagonl")
        }
        #expect(throws: RegistryError("unknown layout 'rwo'; expected one of \(LayoutRegistry.builtIn.namesList), row")) {
            try RowLayout.layouts.lookUp("rwo")
        }
        // A scene naming it, with sbrender's layouts and with the row registered.
        let json = Data(#"{"layout": "rwo"}"#.utf8)
        #expect(throws: SceneError(path: "layout", "unknown value 'rwo'; expected one of \(LayoutRegistry.builtIn.namesList), row")) {
            try Scene.decode(json, layouts: RowLayout.layouts)
        }
        #expect(throws: SceneError(path: "layout", "unknown value 'row'; expected one of \(LayoutRegistry.builtIn.namesList)")) {
            try Scene.decode(Data(#"{"layout": "row"}"#.utf8))
        }
        // A scene built in Swift is checked when it is planned.
        var scene = Scene()
        scene.layout = "row"
        #expect(throws: SceneError(path: "layout", "unknown value 'row'; expected one of \(LayoutRegistry.builtIn.namesList)")) {
            try RenderPlan(scene: scene)
        }
    }

    @Test func aNameIsRegisteredOnce() throws {
        let again = LayoutRegistration(LayoutDefinition(name: "flow", source: "", settings: [], seedItemCounts: { _ in [1] }, make: { _ in RowLayout() }))
        #expect(throws: RegistryError("a layout named 'flow' is registered already; give yours another name")) {
            try LayoutRegistry.builtIn.registering([again])
        }
        #expect(throws: RegistryError("a layout named 'row' is registered already; give yours another name")) {
            try RowLayout.layouts.registering([RowLayout.registration])
        }
        #expect(try RowLayout.layouts.names.last == "row")
    }

    @Test func aRegisteredLayoutIsPlannedFromItsScene() throws {
        let layouts = try RowLayout.layouts
        let json = #"{"layout": "row", "canvas": {"size": [300, 100]}, "items": 3, "row": {"itemSize": [50, 20], "lineSpacing": 10}}"#
        let plan = try RenderPlan(scene: Scene.decode(Data(json.utf8), layouts: layouts), layouts: layouts)
        #expect(plan.registration == RowLayout.registration)
        #expect(plan.cellStyle == .grid)
        #expect(plan.layoutBackground == .lightGray)
        #expect(plan.wallpaper == .layoutBackground)
        let layout = try plan.spec.preparedLayout()
        #expect(layout.name == "row")
        // Items 0, 1, 2 at x = 0, 60, 120 (50 wide, 10 apart), 50 x 20 each.
        #expect(layout.layoutAttributesForElements(in: layout.visibleRect).map(\.frame) == [
            Rect(x: 0, y: 0, width: 50, height: 20), Rect(x: 60, y: 0, width: 50, height: 20), Rect(x: 120, y: 0, width: 50, height: 20),
        ])
        // Without counts, the seed demo's five items.
        let demo = try RenderPlan(scene: Scene.decode(Data(#"{"layout": "row"}"#.utf8), layouts: layouts), layouts: layouts)
        #expect(demo.spec.resolvedItemCounts == [5])
    }

    @Test func aRegisteredLayoutRefusesSettingsItDoesNotTake() throws {
        let layouts = try RowLayout.layouts
        func error(_ json: String) -> String? {
            do {
                _ = try RenderPlan(scene: Scene.decode(Data(json.utf8), layouts: layouts), layouts: layouts)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(error(#"{"layout": "row", "pinch": 1.2}"#) == "pinch: applies to the circle layout only, not to row")
        #expect(error(#"{"layout": "row", "row": {"pinch": 1.2}}"#)?.hasPrefix("row.pinch: unknown key 'pinch'") == true)
        #expect(error(#"{"layout": "flow", "row": {"itemSize": [10, 10]}}"#)?.hasPrefix("row: holds the row layout's settings, but the scene's layout is flow") == true)
    }

    @Test func aTransitionMayGoToARegisteredLayout() throws {
        let json = Data(#"{"layout": "circle", "timeline": [{"at": 0, "transition": "row"}]}"#.utf8)
        let scene = try Scene.decode(json, layouts: RowLayout.layouts)
        #expect(scene.timeline?.first?.action == .transition(to: "row"))
        #expect(throws: SceneError(path: "timeline[0].transition", "unknown layout 'row'; expected one of \(LayoutRegistry.builtIn.namesList)")) {
            try Scene.decode(json)
        }
    }
}
