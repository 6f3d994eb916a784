import Foundation
@testable import SBScene
import Testing

/// An unknown key that is valid elsewhere in a scene is told where it belongs; any other is given
/// only the keys valid where it is (issue 40: `badge` at the top level was offered `page`).
@Suite struct KeyPlacesTests {
    func error(_ json: String) -> String? {
        do {
            _ = try Scene.decode(Data(json.utf8))
            return nil
        } catch {
            return String(describing: error)
        }
    }

    /// The keys of a scene's top level, as the schema lists them.
    static let topLevel = "$schema, alignment, appearance, canvas, card, circle, columns, compositional, contentMode, contentOffset, "
        + "detail, device, direction, editing, flow, footerSize, frame, grid, gridGeometry, headerSize, homescreen, inset, "
        + "interitemSpacing, itemSize, itemSource, items, layout, lineSpacing, navigationBar, orientation, page, pinch, punched, "
        + "rotation, rows, sections, seed, sizes, springboard, statusBar, style, system, text, time, timeline, wallpaper, wallpaperContentMode"

    @Test func aTopLevelKeyThatBelongsElsewhereIsToldWhere() {
        // Five places take a badge; the four shallowest are named (depth 2, then 3).
        #expect(error(#"{"badge": 3}"#)
                == "badge: unknown key 'badge': not a top-level key; it belongs in homescreen.apps[i], homescreen.dock[i], homescreen.folders[i], sections[i].items[i] (and 1 more place); known keys here: \(Self.topLevel)")
    }

    @Test func aNestedKeyThatBelongsAtTheTopLevelIsToldSo() {
        #expect(error(#"{"layout": "grid", "grid": {"lineSpacing": 3}}"#)
                == "grid.lineSpacing: unknown key 'lineSpacing': not a key of grid; it belongs in the top level, flow, punched, springboard (and 1 more place); known keys here: alignment, direction, footerSize, gridGeometry, headerSize, inset, interitemSpacing, itemSize, sizes")
    }

    @Test func aKeyOfOnePlaceNamesIt() {
        #expect(error(#"{"layout": "homescreen", "homescreen": {"apps": [{"label": "A"}, {"label": "B", "widget": "clock"}]}}"#)
                == "homescreen.apps[1].widget: unknown key 'widget': not a key of homescreen.apps[i]; it belongs in homescreen.widgets[i]; known keys here: badge, color, icon, label")
    }

    @Test func aKeyOfTwoPlacesNamesBoth() {
        #expect(error(#"{"layout": "homescreen", "homescreen": {"apps": [{"label": "A", "apps": []}]}}"#)
                == "homescreen.apps[0].apps: unknown key 'apps': not a key of homescreen.apps[i]; it belongs in homescreen or homescreen.folders[i]; known keys here: badge, color, icon, label")
    }

    @Test func aTypoIsOfferedOnlyAKeyOfItsPlace() {
        #expect(error(#"{"canvas": {"scael": 2}}"#) == "canvas.scael: unknown key 'scael' (did you mean 'scale'?); known keys here: scale, size")
    }

    @Test func aKeyValidNowhereNearNoKeyGetsTheList() {
        #expect(error(#"{"canvas": {"zoom": 2}}"#) == "canvas.zoom: unknown key 'zoom'; known keys here: scale, size")
    }

    /// ``KeyPlaces/all`` is the schema's objects: walked from the top, through `$ref`s (each at
    /// most once on a path), `properties`, `items` (as `[i]`) and `oneOf`/`anyOf`/`allOf`.
    @Test func theTableIsTheSchemas() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let data = try Data(contentsOf: root.appendingPathComponent("Schema/scene.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var places: [String: Set<String>] = [:]
        func resolve(_ ref: String) -> Any? {
            var node: Any? = schema
            for part in ref.dropFirst(2).split(separator: "/") { node = (node as? [String: Any])?[String(part)] }
            return node
        }
        func walk(_ node: Any?, _ path: String, _ onPath: Set<String>) {
            guard let node = node as? [String: Any] else { return }
            if let ref = node["$ref"] as? String, !onPath.contains(ref) {
                walk(resolve(ref), path, onPath.union([ref]))
            }
            if let properties = node["properties"] as? [String: Any] {
                places[path, default: []].formUnion(properties.keys)
                for (key, value) in properties { walk(value, path.isEmpty ? key : path + "." + key, onPath) }
            }
            if let items = node["items"] as? [String: Any] { walk(items, path + "[i]", onPath) }
            for choice in ["oneOf", "anyOf", "allOf"] {
                for option in node[choice] as? [Any] ?? [] { walk(option, path, onPath) }
            }
        }
        walk(schema, "", [])
        let table = Dictionary(KeyPlaces.all.map { ($0.place, Set($0.keys)) }, uniquingKeysWith: { a, _ in a })
        #expect(table.count == KeyPlaces.all.count, "a place is listed twice")
        let depth = { (p: String) in p.filter { $0 == "." || $0 == "[" }.count }
        let expected = places.keys.sorted { (depth($0), $0) < (depth($1), $1) }
            .map { "(\"\($0)\", [\(places[$0]!.sorted().map { "\"\($0)\"" }.joined(separator: ", "))])," }.joined(separator: "\n")
        #expect(table == places, "KeyPlaces.all differs from Schema/scene.schema.json; the schema's table:\n\(expected)")
        #expect(KeyPlaces.all.map(\.place) == places.keys.sorted { (depth($0), $0) < (depth($1), $1) }, "shallowest place first")
    }
}
