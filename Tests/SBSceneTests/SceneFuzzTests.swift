import Foundation
import SBLayout
import SBScene
import Testing

/// A bounded, seeded fuzz run in the suite: the repository's scene files, mutated byte by byte
/// and token by token, are decoded and planned. Every one must come back as a scene or a
/// ``SceneError`` with a message (a crash or a trap would end the test run). The long run is
/// `scripts/fuzz-scenes.py`, which also runs the command and watches time and memory.
@Suite struct SceneFuzzTests {
    static let seeds: [[UInt8]] = {
        let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Assets/scenes").standardized
        let files = (try? FileManager.default.contentsOfDirectory(atPath: assets.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.sorted().compactMap {
            FileManager.default.contents(atPath: assets.appendingPathComponent($0).path).map { [UInt8]($0) }
        }
    }()

    static let tokens: [String] = [
        "{", "}", "[", "]", ",", ":", "\"", "\\", "\\u", "\\ud800", "1e400", "-1", "1.5", "2.5", "0", "01", "null", "true",
        "1099511627776", "1000000000", "100001", "18446744073709551616", "\"layout\": \"grid\", ", "\"sections\": ",
        "\"count\": ", "{\"count\": 100000}, ", "\"label\": ", "\"page\": ", "\"seed\": ", "\"canvas\": {\"scale\": ",
        "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[", "\u{0}", "\u{FF}",
    ]

    @Test func mutatedScenesDecodeOrFailWithAMessage() throws {
        try #require(!Self.seeds.isEmpty, "no scene files found in Assets/scenes")
        var rng = SeededGenerator(seed: 10)
        var decoded = 0, refused = 0
        for _ in 0..<3_000 {
            var bytes = Self.seeds[Int(rng.next(below: UInt64(Self.seeds.count)))]
            for _ in 0...rng.next(below: 3) {
                guard !bytes.isEmpty else { break }
                let i = Int(rng.next(below: UInt64(bytes.count)))
                switch rng.next(below: 5) {
                case 0: bytes[i] = UInt8(truncatingIfNeeded: rng.next())
                case 1: bytes.removeSubrange(i..<min(bytes.count, i + 1 + Int(rng.next(below: 8))))
                case 2: bytes.insert(contentsOf: Array(Self.tokens[Int(rng.next(below: UInt64(Self.tokens.count)))].utf8), at: i)
                case 3: bytes.removeSubrange(i...)
                default:
                    // Replace a number with another.
                    if let j = bytes[i...].firstIndex(where: { (48...57).contains($0) }) {
                        var k = j
                        while k < bytes.count, (48...57).contains(bytes[k]) || bytes[k] == 46 { k += 1 }
                        bytes.replaceSubrange(j..<k, with: Array(["1e400", "-1", "2.5", "1099511627776", "0"][Int(rng.next(below: 5))].utf8))
                    }
                }
            }
            do {
                let scene = try Scene.decode(Data(bytes))
                _ = try RenderPlan(scene: scene)
                decoded += 1
            } catch {
                #expect(!error.message.isEmpty)
                #expect(!error.description.contains("\n"), "a message of more than one line: \(error)")
                refused += 1
            }
        }
        #expect(decoded + refused == 3_000)
        #expect(decoded > 0 && refused > 0, "the mutations are all harmless or all fatal: \(decoded) decoded, \(refused) refused")
    }
}
