#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SBLayout
import SBScene
import Testing

/// Every error that names a key also names its line and column in the scene file: a wrong type
/// and an unknown key as the file is decoded, a value out of range and a missing image found
/// after it loaded (by the plan, or by the command line before drawing), located again in the text.
@Suite struct ScenePositionTests {
    private func decodingError(_ text: String) -> SceneError? {
        do {
            _ = try Scene.decode(Data(text.utf8), source: "s.json")
            return nil
        } catch {
            return error
        }
    }

    @Test func aWrongTypeIsAtItsValue() {
        let text = """
        {
          "layout": "grid",
          "sections": [
            {"items": [{"label": "a", "size": "big"}]}
          ]
        }
        """
        // Line 4: four spaces, {"items": [{"label": "a", then "size": at columns 31-37, a
        // space, and "big" at column 39.
        let error = decodingError(text)
        #expect(error?.path == "sections[0].items[0].size")
        #expect(error?.position == SourcePosition(line: 4, column: 39))
        #expect(error?.locatedDescription == "sections[0].items[0].size at line 4, column 39: expected [width, height]")
    }

    @Test func anUnknownKeyIsAtTheKey() {
        let text = """
        {
          "layout": "grid",
          "sections": [
            {"count": 3,
             "colour": 1}
          ]
        }
        """
        // Line 5: five spaces, then the key "colour" at column 6.
        let error = decodingError(text)
        #expect(error?.path == "sections[0].colour")
        #expect(error?.position == SourcePosition(line: 5, column: 6))
        #expect(error?.locatedDescription.hasPrefix("sections[0].colour at line 5, column 6: unknown key 'colour'") == true)
    }

    @Test func aValueOutOfRangeIsAtItsValue() throws {
        let text = """
        {
          "layout": "grid",
          "canvas": {"size": [200, 200],
                     "scale": 7}
        }
        """
        let scene = try Scene.decode(Data(text.utf8), source: "s.json")
        var found: SceneError?
        do {
            _ = try RenderPlan(scene: scene)
        } catch {
            found = error
        }
        let error = try #require(found)
        // Line 4: thirteen spaces, "scale" at columns 14-20, ':' at 21, a space, 7 at 23.
        #expect(error.path == "canvas.scale")
        #expect(error.position == nil)
        let located = error.located(in: Array(text.utf8))
        #expect(located.position == SourcePosition(line: 4, column: 23))
        #expect(located.locatedDescription == "canvas.scale at line 4, column 23: expected 1, 2 or 3, got 7")
    }

    @Test func aMissingImageIsAtItsPath() throws {
        let folder = FileManager.default.temporaryDirectory.path + "/sbscene-positions-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let text = """
        {
          "layout": "grid",
          "sections": [
            {"items": [{"label": "a"},
                       {"image": "nothere.png"}]}
          ]
        }
        """
        let file = folder + "/s.json"
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        let plan = try RenderPlan(scene: Scene.load(path: file))
        // The image's key, as the command line names it when the file is not there.
        let key = try #require(plan.imageKeyPaths[folder + "/nothere.png"])
        #expect(key == "sections[0].items[1].image")
        // Line 5: fifteen spaces, {"image": to column 25, the path's quote at column 26.
        let error = SceneError(path: key, "cannot read the image nothere.png: it does not exist").located(inFile: file)
        #expect(error.position == SourcePosition(line: 5, column: 26))
        #expect(error.locatedDescription == "sections[0].items[1].image at line 5, column 26: cannot read the image nothere.png: it does not exist")
    }

    @Test func aMissingKeyIsAtTheObjectThatLacksIt() {
        // Line 3: a space, "compositional" at 2-16, ':' at 17, '{' at 19, "sections" at 20-29,
        // ':' at 30, '[' at 32 and the object that lacks "itemCount" at 33. A path none of
        // which is in the text is nowhere.
        let bytes = Array("{\n \"layout\": \"compositional\",\n \"compositional\": {\"sections\": [{}]}}".utf8)
        #expect(SceneError(path: "compositional.sections[0].itemCount", "is missing").located(in: bytes).position == SourcePosition(line: 3, column: 33))
        #expect(SceneError(path: "canvas.size", "is missing").located(in: bytes).position == nil)
        #expect(SceneError(path: "a[x]", "is missing").located(in: bytes).position == nil)
    }
}
