import Foundation
import SBLayout
import SBScene
import Testing

@Suite struct SceneDecodingTests {
    func decode(_ json: String) throws -> Scene {
        try Scene.decode(Data(json.utf8))
    }

    func error(_ json: String) -> SceneError? {
        do {
            _ = try decode(json)
            return nil
        } catch let e as SceneError {
            return e
        } catch {
            return SceneError(path: "?", "unexpected \(error)")
        }
    }

    @Test func withoutTheStatusBarTheLayoutHasTheWholeCanvas() throws {
        let plan = try RenderPlan(scene: decode(#"{"statusBar": "none"}"#))
        #expect(plan.spec.viewport == Size(width: 768, height: 1024))
        #expect(plan.collectionViewFrame == Rect(x: 0, y: 0, width: 768, height: 1024))
        let flow = try RenderPlan(scene: decode(#"{"layout": "flow"}"#))
        #expect(flow.statusBar == .none)
        #expect(flow.spec.viewport == Size(width: 768, height: 1024))
        let barred = try RenderPlan(scene: decode(#"{"layout": "flow", "statusBar": "ios6", "canvas": {"size": [320, 480]}}"#))
        #expect(barred.spec.viewport == Size(width: 320, height: 460))
        #expect(throws: SceneError.self) { try RenderPlan(scene: decode(#"{"canvas": {"size": [100, 20]}}"#)) }
        #expect(throws: SceneError.self) { try RenderPlan(scene: decode(#"{"statusBar": "ios7"}"#)) }
    }

    @Test func emptyObjectIsTheSpringboardDemo() throws {
        let plan = try RenderPlan(scene: decode("{}"))
        #expect(plan.spec.layout == .springboard)
        // The iPad screen less iOS 6's 20-point status bar: the tutorial's collection view.
        #expect(plan.canvasSize == Size(width: 768, height: 1024))
        #expect(plan.statusBar == .ios6)
        #expect(plan.spec.viewport == Size(width: 768, height: 1004))
        #expect(plan.collectionViewFrame == Rect(x: 0, y: 20, width: 768, height: 1004))
        #expect(plan.spec.resolvedItemCounts == [32])
        #expect(plan.scale == 1)
        #expect(plan.wallpaper == .builtin(.dusk))
        #expect(plan.style(forIdentity: 14).label == "Futura")
    }

    @Test func completeSceneDecodes() throws {
        let scene = try decode("""
        {"layout": "flow", "canvas": {"size": [320, 480], "scale": 2}, "wallpaper": "ocean",
         "editing": true, "time": 0.25, "seed": 7, "contentOffset": [0, 40], "direction": "vertical",
         "itemSize": [60, 40], "inset": [1, 2, 3, 4], "lineSpacing": 5, "interitemSpacing": 6,
         "headerSize": [0, 20], "footerSize": [0, 10],
         "sections": [{"items": [{"label": "a", "color": "#ff000080", "selected": true, "badge": 3, "size": [10, 20]},
                                 {"quiverOffset": -0.5}]}, {"count": 3}]}
        """)
        #expect(scene.layout == .flow)
        #expect(scene.canvas?.scale == 2)
        #expect(scene.settings[.inset] == .insets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)))
        let plan = try RenderPlan(scene: scene)
        #expect(plan.spec.resolvedItemCounts == [2, 3])
        #expect(plan.pixelWidth == 640 && plan.pixelHeight == 960)
        #expect(plan.styles[0].badge == "3")
        #expect(plan.styles[0].isSelected)
        #expect(plan.styles[0].color == Color(red: 1, green: 0, blue: 0, alpha: 128.0 / 255))
        #expect(plan.styles[1].quiverOffset == -0.5)
        // One item names a size: the others take the scene's item size.
        #expect(plan.spec.itemSizes == [Size(width: 10, height: 20), Size(width: 60, height: 40), Size(width: 60, height: 40),
                                        Size(width: 60, height: 40), Size(width: 60, height: 40)])
    }

    @Test func unknownKeyNamesItAndTheNearestKnownKey() {
        let e = error(#"{"layout": "grid", "itemsize": [1, 2]}"#)
        #expect(e?.path == "itemsize")
        #expect(e?.message.contains("did you mean 'itemSize'?") == true)
        let nested = error(#"{"sections": [{"items": [{}, {"lable": "x"}]}]}"#)
        #expect(nested?.path == "sections[0].items[1].lable")
        #expect(nested?.message.contains("'label'") == true)
    }

    @Test func wrongTypesNameTheirJSONPath() {
        let size = error(#"{"sections": [{"items": [{}, {}, {}, {"size": "big"}]}]}"#)
        #expect(size?.description == "sections[0].items[3].size: expected [width, height]")
        let flag = error(#"{"editing": "yes"}"#)
        #expect(flag?.description == "editing: expected true or false")
        let color = error(#"{"sections": [{"items": [{"color": "red"}]}]}"#)
        #expect(color?.path == "sections[0].items[0].color")
        let layout = error(#"{"layout": "spiral"}"#)
        #expect(layout?.message.contains(LayoutRegistry.builtIn.namesList) == true)
        let offset = error(#"{"sections": [{"items": [{"quiverOffset": 0.5}]}]}"#)
        #expect(offset?.path == "sections[0].items[0].quiverOffset")
    }

    @Test func malformedAndTruncatedJSON() {
        let bad = error("{\n  \"layout\": \"circle\",,\n}")
        #expect(bad?.message.hasPrefix("not valid JSON") == true)
        #expect(bad?.message.contains("line 2") == true)
        let truncated = error(#"{"layout": "circle", "sections": [{"items": ["#)
        #expect(truncated?.message.hasPrefix("not valid JSON") == true)
        #expect(error("")?.message.contains("empty") == true)
        // A top level that is not an object says what it is and what a scene looks like (issue 40:
        // a bare "expected an object").
        let example = #"a scene is a JSON object, such as {"layout": "springboard"}"#
        #expect(error("[1, 2]")?.description == "the top level is an array; " + example)
        #expect(error("null")?.description == "the top level is null; " + example)
        #expect(error("3")?.description == "the top level is a number; " + example)
        #expect(error(#""springboard""#)?.description == "the top level is a string; " + example)
        #expect(error("true")?.description == "the top level is true or false; " + example)
    }

    @Test func badValuesAreRejectedByThePlan() throws {
        func planError(_ json: String) throws -> String? {
            do {
                _ = try RenderPlan(scene: decode(json))
                return nil
            } catch let e as SceneError {
                return e.description
            }
        }
        #expect(try planError(#"{"canvas": {"size": [0, 0]}}"#)?.hasPrefix("canvas.size:") == true)
        #expect(try planError(#"{"canvas": {"size": [10000, 10000], "scale": 2}}"#)?.contains("at most 16384") == true)
        // 16384 a side is also 2^28 pixels in all: the side limit is the one that can be reached.
        #expect(try planError(#"{"canvas": {"size": [16384, 16384]}}"#) == nil)
        #expect(try planError(#"{"canvas": {"scale": 4}}"#) == "canvas.scale: expected 1, 2 or 3, got 4")
        #expect(try planError(#"{"sections": [{"count": 60000}, {"count": 60000}]}"#)?.contains("100000") == true)
        #expect(try planError(#"{"layout": "flow", "pinch": 2}"#)?.hasPrefix("pinch:") == true)
        #expect(try planError(#"{"wallpaper": "stars"}"#)?.hasPrefix("wallpaper:") == true)
        #expect(try planError(#"{"detail": 99}"#)?.hasPrefix("detail:") == true)
    }

    @Test func commandLineOverridesTheFile() throws {
        var base = try decode(#"{"layout": "grid", "time": 1, "sections": [{"items": [{"label": "x"}]}]}"#)
        var cli = Scene()
        cli.layout = .flow
        cli.itemsPerSection = 3
        base = base.overriding(cli)
        #expect(base.layout == .flow)
        #expect(base.time == 1)
        #expect(base.sections?.map(\.items.count) == [3])
        #expect(base.sections?[0].items[0].label == "x")
    }

    @Test func colours() {
        #expect(Color(hex: "#aaaaaa") == Color(white: 2.0 / 3.0))
        #expect(Color(hex: "#f00") == Color(red: 1, green: 0, blue: 0))
        #expect(Color(hex: "aaaaaa") == nil)
        #expect(Color(hex: "#12345") == nil)
        #expect(Color.lightGray.description == "#aaaaaa")
    }

    @Test func circlePastelsComeFromTheSeed() {
        let a = ItemStyle.pastel(seed: 1, identity: 3), b = ItemStyle.pastel(seed: 1, identity: 3)
        #expect(a == b)
        #expect(a != ItemStyle.pastel(seed: 2, identity: 3))
        for c in [a.red, a.green, a.blue] { #expect(c >= 0.5 && c <= 1) }
    }
}
