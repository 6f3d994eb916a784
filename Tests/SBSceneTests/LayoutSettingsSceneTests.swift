import Foundation
import SBLayout
import SBScene
import Testing

/// A layout's settings in a scene: the short form (top-level keys) and the nested form (an
/// object named after the layout) give the same layout; the nested form refuses settings of
/// other layouts; the JSON Schema describes exactly the settings the types declare.
@Suite struct LayoutSettingsSceneTests {
    func plan(_ json: String) throws -> RenderPlan {
        try RenderPlan(scene: Scene.decode(Data(json.utf8)))
    }

    func error(_ json: String) -> String? {
        do {
            _ = try plan(json)
            return nil
        } catch let e as SceneError {
            return e.description
        } catch {
            return "\(error)"
        }
    }

    @Test func theNestedFormIsTheShortForm() throws {
        let short = try plan(#"{"layout": "flow", "itemSize": [60, 40], "lineSpacing": 3, "inset": 5, "direction": "horizontal"}"#)
        let nested = try plan(#"{"layout": "flow", "flow": {"itemSize": [60, 40], "lineSpacing": 3, "inset": 5, "direction": "horizontal"}}"#)
        #expect(nested.spec == short.spec)
        #expect(nested.spec.itemSize == Size(width: 60, height: 40))
        #expect(nested.spec.lineSpacing == 3)
        #expect(nested.spec.inset == EdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
        #expect(nested.spec.direction == .horizontal)
        // The springboard is the default layout, so its object needs no "layout" key.
        let board = try plan(#"{"springboard": {"rows": 5, "columns": 4}}"#)
        #expect(board.spec.isHomeScreen)
        let mixed = try plan(#"{"layout": "grid", "alignment": "top", "grid": {"gridGeometry": "measured"}}"#)
        #expect(mixed.spec.alignment == .top && mixed.spec.gridGeometry == .measured)
    }

    @Test func theNestedFormBelongsToTheScenesLayout() {
        #expect(error(#"{"layout": "grid", "flow": {"lineSpacing": 3}}"#)
            == #"flow: holds the flow layout's settings, but the scene's layout is grid; set "layout": "flow" or move the settings to "grid""#)
        #expect(error(#"{"flow": {"lineSpacing": 3}}"#)?.hasPrefix("flow: holds the flow layout's settings, but the scene's layout is springboard") == true)
        // The grid takes no line spacing (recipe 10-8 spaces its lines itself).
        #expect(error(#"{"layout": "grid", "grid": {"lineSpacing": 3}}"#)?.hasPrefix("grid.lineSpacing: unknown key 'lineSpacing'") == true)
        #expect(error(#"{"layout": "circle", "circle": {"pinch": 1.2}, "pinch": 1}"#)
            == #"circle.pinch: is given twice, here and as the top-level "pinch"; keep one"#)
        #expect(error(#"{"layout": "circle", "circle": [1]}"#)?.hasPrefix("circle: expected an object of the circle layout's settings") == true)
        #expect(error(#"{"layout": "circle", "circle": {"pinch": "big"}}"#) != nil)
        #expect(error(#"{"layout": "grid", "grid": {"alignment": "middle"}}"#)
            == "grid.alignment: unknown value 'middle'; expected one of none, top, center, bottom")
    }

    /// The registered layouts whose definitions list `setting`, as a refusal names them:
    /// alphabetical, joined by "and".
    static func takers(_ setting: LayoutSetting) -> String {
        LayoutRegistry.builtIn.definitions.filter { $0.settings.contains(setting) }.map(\.name.rawValue).sorted().joined(separator: " and ")
    }

    @Test func aSettingTheLayoutDoesNotTakeIsRefusedByOneRule() {
        #expect(error(#"{"layout": "flow", "rows": 2}"#) == "rows: applies to the springboard layout only, not to flow")
        // The cookbook's flow, grid and punched layouts and the springboard take insets.
        #expect(["flow", "grid", "punched", "springboard"].allSatisfy { Self.takers(.inset).split(separator: " ").contains(Substring($0)) })
        #expect(error(#"{"layout": "circle", "inset": 2}"#) == "inset: applies to the \(Self.takers(.inset)) layouts only, not to circle")
        // The compositional layout's items are sized by its definition, not by itemSize (the
        // circle, flow, grid, punched and springboard layouts take it).
        #expect(["circle", "flow", "grid", "punched", "springboard"].allSatisfy { Self.takers(.itemSize).split(separator: " ").contains(Substring($0)) })
        #expect(error(#"{"layout": "compositional", "itemSize": [10, 10]}"#)
            == "itemSize: applies to the \(Self.takers(.itemSize)) layouts only, not to compositional")
        #expect(error(#"{"layout": "springboard", "rows": 0, "columns": 4}"#) == "rows: must be 1 to 1000, got 0")
    }

    @Test func theCommandLineAndTheOverrideMergeEverySettingAlike() throws {
        var scene = try Scene.decode(Data(#"{"layout": "flow", "flow": {"lineSpacing": 3, "itemSize": [60, 40]}}"#.utf8))
        var options = Scene()
        options.settings[.lineSpacing] = .number(8)
        scene = scene.overriding(options)
        #expect(scene.settings[.lineSpacing] == .number(8))
        #expect(scene.settings[.itemSize] == .size(Size(width: 60, height: 40)))
    }

    /// Schema/scene.schema.json, checked against ``LayoutSetting`` and ``LayoutName/settings``:
    /// every setting is a top-level property whose JSON type fits its kind, every layout that
    /// takes settings has a nested object listing exactly them, and nothing else in the schema's
    /// properties looks like a setting.
    @Test func theSchemaDescribesEverySettingOfEveryLayout() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let data = try Data(contentsOf: root.appendingPathComponent("Schema/scene.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let properties = try #require(schema["properties"] as? [String: Any])
        let defs = try #require(schema["$defs"] as? [String: Any])
        func resolved(_ fragment: [String: Any]) -> [String: Any] {
            guard let ref = fragment["$ref"] as? String, ref.hasPrefix("#/$defs/") else { return fragment }
            return defs[String(ref.dropFirst("#/$defs/".count))] as? [String: Any] ?? [:]
        }
        for setting in LayoutSetting.all {
            let fragment = try #require(properties[setting.key] as? [String: Any], "no schema property \(setting.key)")
            let target = resolved(fragment)
            switch setting.kind {
            case .size: #expect(fragment["$ref"] as? String == "#/$defs/positiveSize", "\(setting.key)")
            case .extent: #expect(fragment["$ref"] as? String == "#/$defs/size", "\(setting.key)")
            case .sizes:
                #expect(target["type"] as? String == "array" && (target["items"] as? [String: Any])?["$ref"] as? String == "#/$defs/positiveSize", "\(setting.key)")
            case .insets: #expect(fragment["$ref"] as? String == "#/$defs/insets", "\(setting.key)")
            case .length: #expect(fragment["$ref"] as? String == "#/$defs/length", "\(setting.key)")
            case .positive: #expect(target["type"] as? String == "number" && target["exclusiveMinimum"] as? Int == 0, "\(setting.key)")
            case .number: #expect(target["type"] as? String == "number" && target["minimum"] == nil && target["maximum"] == nil, "\(setting.key)")
            case .range(let range):
                #expect(target["type"] as? String == "number" && (target["minimum"] as? NSNumber)?.doubleValue == range.lowerBound
                        && (target["maximum"] as? NSNumber)?.doubleValue == range.upperBound, "\(setting.key)")
            case .whole(let range):
                #expect(target["type"] as? String == "integer" && target["minimum"] as? Int == range.lowerBound
                        && target["maximum"] as? Int == range.upperBound, "\(setting.key)")
            case .choice(let names): #expect(target["enum"] as? [String] == names, "\(setting.key)")
            }
        }
        for definition in LayoutRegistry.builtIn.definitions where !definition.settings.isEmpty {
            let layout = definition.name
            let object = try #require(properties[layout.rawValue] as? [String: Any], "no schema property \(layout)")
            #expect(object["additionalProperties"] as? Bool == false)
            let nested = try #require(object["properties"] as? [String: Any])
            #expect(Set(nested.keys) == Set(definition.settings.map(\.key)), "\(layout)")
            for (key, value) in nested {
                #expect((value as? [String: Any])?["$ref"] as? String == "#/properties/\(key)")
            }
            let rule = try #require((schema["dependentSchemas"] as? [String: Any])?[layout.rawValue] as? [String: Any])
            #expect(((rule["properties"] as? [String: Any])?["layout"] as? [String: Any])?["const"] as? String == layout.rawValue)
        }
        let layoutNames = try #require(resolved(properties["layout"] as? [String: Any] ?? [:])["enum"] as? [String])
        #expect(layoutNames == LayoutRegistry.builtIn.names.map(\.rawValue))
    }
}
