import Foundation
import SBLayout
import SBScene
import Testing

/// A bounded, seeded fuzz run over the compositional keys (issue 24, item 5): the repository's
/// compositional scenes with one or two values replaced by a hostile one (a fraction where a whole
/// number goes, 1e400, negatives, huge counts, a wrong type). The JSON stays valid, so every
/// refusal must name the key it is about: a message without a key path ("The given data was
/// not valid JSON.", which 16 fuzzed cases gave) fails the test.
@Suite struct CompositionalFuzzTests {
    static func seeds() -> [Any] {
        let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Assets/scenes").standardized
        let files = (try? FileManager.default.contentsOfDirectory(atPath: assets.path)) ?? []
        return files.filter { $0.hasPrefix("compositional") && $0.hasSuffix(".json") }.sorted().compactMap {
            FileManager.default.contents(atPath: assets.appendingPathComponent($0).path).flatMap { try? JSONSerialization.jsonObject(with: $0) }
        }
    }

    static let hostile = ["0.5", "1e400", "-1", "-0.0", "1000000000", "9223372036854775807", "2.5e3", "null", "\"6\"", "[]", "{}", "true"]

    /// Every path to a leaf value (a number, string or boolean) in a JSON tree.
    static func leaves(_ value: Any, _ path: [Any] = []) -> [[Any]] {
        if let object = value as? [String: Any] {
            return object.keys.sorted().flatMap { leaves(object[$0]!, path + [$0]) }
        }
        if let array = value as? [Any] {
            return array.indices.flatMap { leaves(array[$0], path + [$0]) }
        }
        return [path]
    }

    /// `value` with the leaf at `path` replaced by `replacement`.
    static func replacing(_ value: Any, at path: ArraySlice<Any>, with replacement: Any) -> Any {
        guard let first = path.first else { return replacement }
        if var object = value as? [String: Any], let key = first as? String {
            object[key] = replacing(object[key]!, at: path.dropFirst(), with: replacement)
            return object
        }
        if var array = value as? [Any], let index = first as? Int {
            array[index] = replacing(array[index], at: path.dropFirst(), with: replacement)
            return array
        }
        return value
    }

    @Test func hostileValuesAreRefusedAtTheirKey() throws {
        let seeds = Self.seeds()
        try #require(seeds.count >= 3, "the compositional scenes of Assets/scenes are missing")
        var rng = SeededGenerator(seed: 24)
        var decoded = 0, refused = 0
        for _ in 0..<400 {
            var tree = seeds[Int(rng.next(below: UInt64(seeds.count)))]
            var tokens: [String] = []
            for n in 0...rng.next(below: 2) {
                let leaves = Self.leaves(tree)
                let path = leaves[Int(rng.next(below: UInt64(leaves.count)))]
                tree = Self.replacing(tree, at: path[...], with: "__HOSTILE\(n)__")
                tokens.append(Self.hostile[Int(rng.next(below: UInt64(Self.hostile.count)))])
            }
            var text = String(decoding: try JSONSerialization.data(withJSONObject: tree, options: [.sortedKeys]), as: UTF8.self)
            for (n, token) in tokens.enumerated() { text = text.replacingOccurrences(of: "\"__HOSTILE\(n)__\"", with: token) }
            do {
                let scene = try Scene.decode(Data(text.utf8))
                _ = try RenderPlan(scene: scene)
                decoded += 1
            } catch {
                #expect(!error.path.isEmpty, "no key path: \(error) in \(text.prefix(300))")
                #expect(!error.message.contains("not valid JSON"), "\(error)")
                #expect(!error.description.contains("\n"), "\(error)")
                refused += 1
            }
        }
        #expect(decoded > 0 && refused > 0, "\(decoded) decoded, \(refused) refused")
    }
}
