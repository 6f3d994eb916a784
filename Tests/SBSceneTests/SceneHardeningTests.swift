import Foundation
import SBLayout
import SBScene
import Testing

/// Scenes a careless or hostile user might write: refused early, by their limit, with the JSON
/// path and what is allowed; image paths relative to the scene file.
@Suite struct SceneHardeningTests {
    func error(_ json: String) -> SceneError? {
        error(Data(json.utf8))
    }

    func error(_ data: Data) -> SceneError? {
        do {
            _ = try Scene.decode(data)
            return nil
        } catch {
            return error
        }
    }

    func planError(_ json: String) -> String? {
        do {
            _ = try RenderPlan(scene: Scene.decode(Data(json.utf8)))
            return nil
        } catch {
            return error.description
        }
    }

    // MARK: Issue 10, item 9: wrong numbers name their path and what is allowed

    @Test func wrongNumbersNameTheirPath() {
        #expect(error(#"{"page":1.5}"#)?.description == "page: expected a page number: a whole number from 0, got 1.5")
        #expect(error(#"{"page":-2}"#)?.description == "page: expected a page number: a whole number from 0, got -2")
        #expect(error(#"{"seed":-1}"#)?.description == "seed: expected a seed: a whole number from 0 to 18446744073709551615, got -1")
        #expect(error(#"{"canvas":{"scale":2.5}}"#)?.description == "canvas.scale: expected 1, 2 or 3, got 2.5")
        #expect(error(#"{"sections":[{"count":2.5}]}"#)?.description
                == "sections[0].count: expected a number of items: a whole number from 0 to 100000, got 2.5")
        #expect(error(#"{"sections":1.5}"#)?.description == "sections: a number of sections must be a whole number from 0, got 1.5")
        #expect(error(#"{"sections":"all"}"#)?.path == "sections")
        #expect(error(#"{"rows": 2.5, "columns": 4}"#)?.path == "rows")
        #expect(error(#"{"timeline": [{"at": 1, "page": 0.5}]}"#)?.path == "timeline[0].page")
    }

    /// Issue 10, item 15: a scene may name its JSON Schema.
    @Test func theSchemaKeyIsAccepted() throws {
        let scene = try Scene.decode(Data(#"{"$schema": "../Schema/scene.schema.json", "layout": "grid"}"#.utf8))
        #expect(scene.layout == .grid)
        #expect(error(#"{"$schema": 3}"#)?.path == "$schema")
    }

    @Test func wholeNumbersWrittenWithAnExponentAreTaken() throws {
        let scene = try Scene.decode(Data(#"{"items": 1e2, "seed": 7.0, "page": 0}"#.utf8))
        #expect(scene.itemsPerSection == 100)
        #expect(scene.seed == 7)
    }

    @Test func numbersOutOfRange() {
        let e = error(#"{"time": 1e400}"#)
        #expect(e?.description == "time: the number 1e400 is out of range (numbers in a scene are at most about 1.8e308)")
        #expect(error(#"{"sections": [{"items": [{"size": [10, -1e999]}]}]}"#)?.path == "sections[0].items[0].size[1]")
        #expect(error(#"{"page": 1e30}"#)?.description == "page: expected a page number: a whole number from 0, got 1e+30")
    }

    @Test func duplicateKeysAreErrorsNamingTheKey() {
        let top = error("{\"layout\": \"flow\",\n \"layout\": \"grid\"}")
        #expect(top?.description == "layout: the key 'layout' appears twice in one object; give it once")
        // The second key, at the start of line 2 after one space.
        #expect(top?.locatedDescription == "layout at line 2, column 2: the key 'layout' appears twice in one object; give it once")
        let nested = error(#"{"sections": [{"items": [{"label": "a", "label": "b"}]}]}"#)
        #expect(nested?.path == "sections[0].items[0].label")
        #expect(nested?.message.contains("'label' appears twice") == true)
        // The same key in two objects is fine.
        #expect(error(#"{"sections": [{"items": [{"label": "a"}, {"label": "b"}]}]}"#) == nil)
    }

    /// Found by the fuzz test: a key with an escaped newline made a two-line message.
    @Test func messagesStayOnOneLine() {
        let e = error(#"{"timeline": [{"at": 1, "pi\nch": 2}]}"#)
        #expect(e?.description.hasPrefix(#"timeline[0].pi\nch: unknown key 'pi\nch'"#) == true, "\(String(describing: e))")
        #expect(e?.description.contains("\n") == false)
        let long = error(#"{"layout": "\#(String(repeating: "z", count: 5000))"}"#)
        #expect(long?.description == "layout: unknown value '\(String(repeating: "z", count: 60))...'; expected one of \(LayoutRegistry.builtIn.namesList)")
    }

    @Test func syntaxErrorsSayLineAndColumn() {
        #expect(error("{\n  \"layout\": \"circle\",,\n}")?.message == "not valid JSON: expected a key in double quotes, found ',' at line 2, column 22")
        #expect(error("{\"a\": tru}")?.message.hasPrefix("not valid JSON: unexpected text") == true)
        #expect(error("{\"time\": 01}")?.message.contains("leading zero") == true)
        #expect(error("{\"label\": \"\u{01}\"}")?.message.contains("control character") == true)
        #expect(error(#"{"layout": "circle"} x"#)?.message.contains("after the scene") == true)
        #expect(error(Data([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D]))?.message.contains("not UTF-8") == true)
        // A byte order mark is allowed.
        #expect(error(Data([0xEF, 0xBB, 0xBF] + Array(#"{"layout": "grid"}"#.utf8))) == nil)
    }

    // MARK: Issue 10, item 2: too many literal things are refused while scanning

    @Test func tooManyListedItemsAreRefusedAtTheFirstOneTooMany() {
        let items = String(repeating: "{},", count: 100_001).dropLast()
        let e = error(#"{"sections": [{"items": [\#(items)]}]}"#)
        #expect(e?.path == "sections[0].items[100000]")
        #expect(e?.message == "more than 100000 items in all; a scene holds at most 100000")
        // Across sections, listed and counted together.
        let split = error(#"{"sections": [{"count": 99999}, {"items": [{}, {}]}]}"#)
        #expect(split?.path == "sections[1].items[1]")
        let counted = error(#"{"sections": [{"count": 60000}, {"count": 60000}]}"#)
        #expect(counted?.path == "sections[1].count")
        // Both keys in one section count once.
        #expect(error(#"{"sections": [{"count": 60000}, {"items": [{}], "count": 1}]}"#) == nil)
    }

    @Test func tenMillionItemsAreRefusedByTheFileSizeBeforeScanning() {
        // A 30 MB scene (10^7 items of "{},"): refused by its size alone.
        var bytes = [UInt8](#"{"sections": [{"items": ["#.utf8)
        bytes += [UInt8](repeating: UInt8(ascii: " "), count: 30_000_000)
        bytes += [UInt8]("{}]}]}".utf8)
        let e = error(Data(bytes))
        #expect(e?.message == "the scene is 30000031 bytes; a scene file is at most 16777216 bytes (16 MiB)")
    }

    @Test func tooManySectionsAreRefused() {
        let sections = String(repeating: "{},", count: 10_001).dropLast()
        let e = error(#"{"sections": [\#(sections)]}"#)
        #expect(e?.path == "sections[10000]")
        #expect(e?.message.contains("at most 10000") == true)
        #expect(planError(#"{"sections": 1000000000}"#) == "sections: must be at most 10000 sections (the most a picture holds), got 1000000000")
        #expect(planError(#"{"sections": 1099511627776}"#)?.contains("10000") == true)
        #expect(planError(#"{"sections": 1000000000, "items": 0}"#)?.hasPrefix("sections:") == true)
    }

    @Test func longStringsAndLabelsAndDeepNesting() {
        let label = String(repeating: "é", count: 1_001)
        #expect(error(#"{"sections": [{"items": [{"label": "\#(label)"}]}]}"#)?.description
                == "sections[0].items[0].label: a label of 1001 characters; labels are at most 1000 characters")
        #expect(error(#"{"sections": [{"items": [{"label": "\#(label.dropLast())"}]}]}"#) == nil)
        let huge = String(repeating: "x", count: 10_000_000)
        let long = error(#"{"wallpaper": "\#(huge)"}"#)
        #expect(long?.path == "wallpaper")
        #expect(long?.message.contains("at most 16384 bytes") == true)
        let deep = String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
        #expect(error(#"{"sizes": \#(deep)}"#)?.message.contains("nest more than 32 deep") == true)
        let timeline = String(repeating: #"{"at": 0, "editing": true},"#, count: 1_001).dropLast()
        #expect(error(#"{"timeline": [\#(timeline)]}"#)?.path == "timeline[1000]")
    }

    // MARK: Files: regular files only, image paths relative to the scene file

    @Test func aSceneFileMustBeARegularFile() throws {
        #expect(throws: SceneError(path: "/dev/zero", "the scene file is a character device, not a regular file")) {
            try Scene.load(path: "/dev/zero")
        }
        #expect(throws: SceneError(path: "/tmp", "the scene file is a folder, not a regular file")) {
            try Scene.load(path: "/tmp")
        }
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/scene.json"
        #expect(mkfifo(fifo, 0o600) == 0)
        // Refused without opening it (opening a FIFO with no writer would block).
        #expect(throws: SceneError(path: fifo, "the scene file is a FIFO (named pipe), not a regular file")) {
            try Scene.load(path: fifo)
        }
        #expect(throws: SceneError(path: folder + "/none.json", "the scene file does not exist")) {
            try Scene.load(path: folder + "/none.json")
        }
    }

    @Test func imagePathsAreRelativeToTheSceneFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/scenes", withIntermediateDirectories: true)
        let json = #"{"wallpaper": "walls/w.png", "sections": [{"items": [{"image": "icons/a.png"}, {"image": "/abs/b.png"}, {}]}]}"#
        try Data(json.utf8).write(to: URL(fileURLWithPath: folder + "/scenes/s.json"))
        let scene = try Scene.load(path: folder + "/scenes/s.json")
        #expect(scene.wallpaper == folder + "/scenes/walls/w.png")
        #expect(scene.sections?[0].items[0].image == folder + "/scenes/icons/a.png")
        #expect(scene.sections?[0].items[1].image == "/abs/b.png")
        #expect(scene.sections?[0].items[2].image == nil)
        // Built-in wallpapers are names, not paths.
        try Data(#"{"wallpaper": "ocean"}"#.utf8).write(to: URL(fileURLWithPath: folder + "/scenes/o.json"))
        #expect(try Scene.load(path: folder + "/scenes/o.json").wallpaper == "ocean")
        // Bytes from elsewhere (standard input): relative to the folder given, or as written.
        let fromData = try Scene.load(data: Data(json.utf8), source: "-", baseDirectory: "/base")
        #expect(fromData.sections?[0].items[0].image == "/base/icons/a.png")
        let asWritten = try Scene.load(data: Data(json.utf8), source: "-", baseDirectory: nil)
        #expect(asWritten.sections?[0].items[0].image == "icons/a.png")
        #expect(throws: SceneError(path: "-: page", "expected a page number: a whole number from 0, got 1.5")) {
            try Scene.load(data: Data(#"{"page": 1.5}"#.utf8), source: "-", baseDirectory: nil)
        }
    }

    @Test func thePlanNamesTheKeyOfEachImage() throws {
        let plan = try RenderPlan(scene: Scene.decode(Data(
            #"{"wallpaper": "w.png", "sections": [{"count": 2}, {"items": [{}, {"image": "a.png"}, {"image": "a.png"}]}]}"#.utf8)))
        #expect(plan.imageKeyPaths == ["w.png": "wallpaper", "a.png": "sections[1].items[1].image"])
    }

    func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "sbscene-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
