import Foundation
import SBRender
import SBScene
import SBTestSupport
import Testing

/// One bad input to `sbrender [render]`.
struct BadRenderInput: Sendable, CustomTestStringConvertible {
    enum Output: Sendable {
        /// A file path: first absent (it must stay absent), then an existing file (it must stay
        /// untouched).
        case file(String)
        /// A path whose folder does not exist.
        case missingFolder(String)
        /// A path that is an existing, empty folder (it must stay so).
        case folder(String)
    }

    var name: String
    /// Files to create in the test's folder first: name → contents.
    var files: [String: String] = [:]
    var arguments: [String]
    var output: Output = .file("out.png")
    /// Every one must occur in the error line.
    var mentions: [String]
    /// None may occur in the error line.
    var mustNotMention: [String] = []

    var testDescription: String { name }
}

/// Every bad input of the render command: a non-zero exit, exactly one line on standard error
/// that names the problem, nothing on standard output, and nothing written: an absent output
/// stays absent (no temporary file either), an existing one is untouched.
@Suite("sbrender render: bad input")
struct RenderCommandErrorTests {
    static let scene = ["--scene", "scene.json"]

    static let cases: [BadRenderInput] = [
        BadRenderInput(name: "malformed JSON", files: ["scene.json": "{layout: circle}"], arguments: scene,
                       mentions: ["scene.json", "not valid JSON", "line 1"]),
        BadRenderInput(name: "truncated JSON", files: ["scene.json": "{\"layout\": \"circle\",\n \"canvas\": {\"size\": [768,"],
                       arguments: scene, mentions: ["scene.json", "ends too soon"]),
        BadRenderInput(name: "an unpaired surrogate escape", files: ["scene.json": "{\"sections\": [{\"items\": [{\"label\": \"\\ud800\"}]}]}"],
                       arguments: scene, mentions: ["scene.json", "surrogate"], mustNotMention: ["truncated"]),
        BadRenderInput(name: "empty scene file", files: ["scene.json": ""], arguments: scene, mentions: ["scene.json", "empty"]),
        BadRenderInput(name: "scene file missing", arguments: ["--scene", "nope.json"], mentions: ["nope.json"]),
        BadRenderInput(name: "unknown key", files: ["scene.json": "{\"itemsize\": [50, 50]}"], arguments: scene,
                       mentions: ["scene.json", "'itemsize'", "'itemSize'"]),
        BadRenderInput(name: "unknown nested key", files: ["scene.json": "{\"sections\": [{\"items\": [{\"lable\": \"x\"}]}]}"],
                       arguments: scene, mentions: ["sections[0].items[0].lable", "'label'"]),
        BadRenderInput(name: "wrong type: a size that is a string",
                       files: ["scene.json": "{\"sections\": [{\"items\": [{}, {}, {}, {\"size\": \"big\"}]}]}"],
                       arguments: scene, mentions: ["scene.json", "sections[0].items[3].size", "[width, height]"]),
        BadRenderInput(name: "wrong type: a string for a flag", files: ["scene.json": "{\"editing\": \"yes\"}"],
                       arguments: scene, mentions: ["scene.json", "editing", "true or false"]),
        BadRenderInput(name: "unknown layout", files: ["scene.json": "{\"layout\": \"spiral\"}"], arguments: scene,
                       mentions: ["layout", "'spiral'", "springboard"]),
        BadRenderInput(name: "negative canvas size", files: ["scene.json": "{\"canvas\": {\"size\": [-5, 100]}}"],
                       arguments: scene, mentions: ["scene.json", "canvas.size"]),
        BadRenderInput(name: "zero canvas size", files: ["scene.json": "{\"canvas\": {\"size\": [0, 0]}}"],
                       arguments: scene, mentions: ["scene.json", "canvas.size"]),
        BadRenderInput(name: "zero canvas size on the command line", arguments: ["--size", "0x0"], mentions: ["--size", "0x0"]),
        BadRenderInput(name: "NaN in a scene (not JSON)", files: ["scene.json": "{\"time\": NaN}"], arguments: scene,
                       mentions: ["scene.json", "not valid JSON"]),
        BadRenderInput(name: "1e999 in a scene", files: ["scene.json": "{\"canvas\": {\"size\": [1e999, 100]}}"], arguments: scene,
                       mentions: ["scene.json", "1e999"]),
        BadRenderInput(name: "1e999 seconds", files: ["scene.json": "{\"time\": 1e999}"], arguments: scene,
                       mentions: ["scene.json", "1e999"]),
        BadRenderInput(name: "nan on the command line", arguments: ["--time", "nan"], mentions: ["--time", "nan"]),
        BadRenderInput(name: "1e999 on the command line", arguments: ["--size", "1e999x100"], mentions: ["--size", "1e999x100"]),
        BadRenderInput(name: "scale 4", files: ["scene.json": "{\"canvas\": {\"scale\": 4}}"], arguments: scene,
                       mentions: ["scene.json", "canvas.scale", "4"]),
        BadRenderInput(name: "canvas over 16384 px a side", files: ["scene.json": "{\"canvas\": {\"size\": [9000, 9000], \"scale\": 2}}"],
                       arguments: scene, mentions: ["scene.json", "canvas.size", "18000x18000", "16384"]),
        BadRenderInput(name: "canvas over 16384 px a side on the command line", arguments: ["--size", "9000x9000", "--scale", "2"],
                       mentions: ["--size:", "18000x18000", "16384"]),
        BadRenderInput(name: "one side over 16384 px", files: ["scene.json": "{\"canvas\": {\"size\": [16385, 1]}}"],
                       arguments: scene, mentions: ["scene.json", "16385x1", "16384"]),
        BadRenderInput(name: "a canvas under a point", files: ["scene.json": "{\"canvas\": {\"size\": [1e-300, 10]}}"],
                       arguments: scene, mentions: ["scene.json", "canvas.size", "at least 1 point"]),
        BadRenderInput(name: "a content offset of 1e300", files: ["scene.json": "{\"contentOffset\": [1e300, 0]}"],
                       arguments: scene, mentions: ["scene.json", "contentOffset"]),
        BadRenderInput(name: "a content offset of 1e300 on the command line", arguments: ["--offset", "1e300,0"],
                       mentions: ["--offset must be within", "1e+300"]),
        BadRenderInput(name: "icons of 1e300 points", files: ["scene.json": "{\"itemSize\": [1e300, 1e300]}"],
                       arguments: scene, mentions: ["scene.json", "itemSize", "1000000"]),
        BadRenderInput(name: "grid cells of 1e300 points", files: ["scene.json": "{\"layout\": \"grid\", \"itemSize\": [1e300, 1e300]}"],
                       arguments: scene, mentions: ["scene.json", "itemSize", "1000000"]),
        BadRenderInput(name: "an item of 1e7 points", files: ["scene.json": "{\"layout\": \"flow\", \"sections\": [{\"items\": [{}, {\"size\": [1e7, 10]}]}]}"],
                       arguments: scene, mentions: ["scene.json", "sections[0].items[1].size", "1000000"]),
        BadRenderInput(name: "sizes of 1e300 points on the command line", arguments: ["--layout", "flow", "--sizes", "50x50,1e300x1"],
                       mentions: ["sizes", "1000000"]),
        BadRenderInput(name: "line spacing of 1e300", files: ["scene.json": "{\"layout\": \"flow\", \"lineSpacing\": 1e300}"],
                       arguments: scene, mentions: ["scene.json", "lineSpacing"]),
        BadRenderInput(name: "more than 100,000 items", files: ["scene.json": "{\"items\": 100001}"], arguments: scene,
                       mentions: ["scene.json", "100000", "100001"]),
        BadRenderInput(name: "more than 100,000 items in sections x items", files: ["scene.json": "{\"sections\": 400, \"items\": 300}"],
                       arguments: scene, mentions: ["scene.json", "100000", "120000"]),
        BadRenderInput(name: "a section count over 100,000", files: ["scene.json": "{\"sections\": [{\"count\": 100001}]}"],
                       arguments: scene, mentions: ["scene.json", "sections[0].count", "100000"]),
        BadRenderInput(name: "listed sections over 100,000 in all",
                       files: ["scene.json": "{\"sections\": [{\"count\": 60000}, {\"count\": 60000}]}"],
                       arguments: scene, mentions: ["scene.json", "100000"]),
        BadRenderInput(name: "more than 100,000 items on the command line", arguments: ["--items", "100001"],
                       mentions: ["100000", "100001"]),
        BadRenderInput(name: "missing wallpaper file", files: ["scene.json": "{\"wallpaper\": \"nope.png\"}"], arguments: scene,
                       mentions: ["scene.json: wallpaper at line 1, column 15:", "nope.png", "does not exist"]),
        BadRenderInput(name: "missing item image",
                       files: ["scene.json": "{\"sections\": [{\"items\": [{}, {\"image\": \"gone.png\"}]}]}"],
                       arguments: scene, mentions: ["scene.json: sections[0].items[1].image at line 1, column 40:", "gone.png", "does not exist"]),
        // Issue 10, items 1 and 2: counts refused by their limit before anything is allocated.
        BadRenderInput(name: "2^40 sections on the command line", arguments: ["--sections", "1099511627776"],
                       mentions: ["sections", "10000", "1099511627776"]),
        BadRenderInput(name: "a billion empty sections in a scene", files: ["scene.json": "{\"sections\": 1000000000, \"items\": 0}"],
                       arguments: scene, mentions: ["scene.json", "sections", "10000", "1000000000"]),
        BadRenderInput(name: "2^40 sections over listed ones", files: ["scene.json": "{\"sections\": [{\"items\": [{\"label\": \"a\"}]}]}"],
                       arguments: scene + ["--sections", "1099511627776"], mentions: ["sections", "10000", "1099511627776"]),
        BadRenderInput(name: "a label over 1000 characters",
                       files: ["scene.json": "{\"sections\": [{\"items\": [{\"label\": \"\(String(repeating: "x", count: 1001))\"}]}]}"],
                       arguments: scene, mentions: ["scene.json", "sections[0].items[0].label", "1000 characters"]),
        // Issue 10, item 9: wrong numbers name their path.
        BadRenderInput(name: "page 1.5", files: ["scene.json": "{\"page\": 1.5}"], arguments: scene,
                       mentions: ["scene.json: page at line 1, column 10:", "whole number", "1.5"]),
        BadRenderInput(name: "a duplicate key", files: ["scene.json": "{\"layout\": \"flow\", \"layout\": \"grid\"}"], arguments: scene,
                       mentions: ["scene.json: layout at line 1, column 20:", "'layout' appears twice"]),
        // Issue 10, items 10 and 14: an image that is not a regular file names its key.
        BadRenderInput(name: "/dev/zero as wallpaper", arguments: ["--wallpaper", "/dev/zero"],
                       mentions: ["wallpaper:", "/dev/zero", "character device, not a regular file"]),
        BadRenderInput(name: "/dev/zero as a scene's item image", files: ["scene.json": "{\"sections\": [{\"items\": [{\"image\": \"/dev/zero\"}]}]}"],
                       arguments: scene, mentions: ["sections[0].items[0].image:", "/dev/zero", "character device, not a regular file"]),
        BadRenderInput(name: "a folder named x.png as wallpaper", files: ["x.png/keep": ""], arguments: ["--wallpaper", "x.png"],
                       mentions: ["wallpaper:", "x.png", "a folder, not a regular file"]),
        BadRenderInput(name: "/dev/zero as the scene", arguments: ["--scene", "/dev/zero"],
                       mentions: ["/dev/zero", "character device, not a regular file"]),
        BadRenderInput(name: "a text file named x.png as wallpaper", files: ["x.png": "hello, I am not a picture\n"],
                       arguments: ["--wallpaper", "x.png"], mentions: ["x.png", "not a PNG"], mustNotMention: ["out of memory"]),
        BadRenderInput(name: "a text file named x.png as item image",
                       files: ["x.png": "hello\n", "scene.json": "{\"layout\": \"flow\", \"sections\": [{\"items\": [{\"image\": \"x.png\"}]}]}"],
                       arguments: scene, mentions: ["x.png", "not a PNG"], mustNotMention: ["out of memory"]),
        BadRenderInput(name: "an empty x.png", files: ["x.png": ""], arguments: ["--wallpaper", "x.png"], mentions: ["x.png"],
                       mustNotMention: ["out of memory"]),
        BadRenderInput(name: "an unknown wallpaper name", arguments: ["--wallpaper", "sunset"], mentions: ["'sunset'", "dusk"]),
        BadRenderInput(name: "the output's folder does not exist", arguments: [], output: .missingFolder("no/such/folder/out.png"),
                       mentions: ["no/such/folder", "does not exist"]),
        BadRenderInput(name: "the output is a folder named .png", arguments: [], output: .folder("adir.png"),
                       mentions: ["adir.png", "folder"]),
        BadRenderInput(name: "the output is a folder, format given", arguments: ["--format", "png"], output: .folder("adir"),
                       mentions: ["adir", "folder"]),
        BadRenderInput(name: "unknown output extension", arguments: [], output: .file("out.gif"), mentions: ["out.gif", ".png"]),
        BadRenderInput(name: "no output extension", arguments: [], output: .file("out"), mentions: ["'out'", ".png"]),
        BadRenderInput(name: "unknown format option", arguments: ["--format", "jpeg"], output: .file("out.png"), mentions: ["jpeg"]),
    ]

    @Test("fails cleanly", arguments: RenderCommandErrorTests.cases)
    func failsCleanly(_ bad: BadRenderInput) throws {
        try Self.check(bad)
    }

    /// Runs a bad input with the output absent, then (for a file output) present, and checks
    /// the whole contract.
    static func check(_ bad: BadRenderInput, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let sbrender = try Tools.sbrender()
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        let fm = FileManager.default
        for (name, contents) in bad.files {
            let url = URL(fileURLWithPath: folder + "/" + name)
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        let outputPath: String
        switch bad.output {
        case .file(let p), .missingFolder(let p): outputPath = p
        case .folder(let p):
            outputPath = p
            try fm.createDirectory(atPath: folder + "/" + p, withIntermediateDirectories: false)
        }
        let before = Set(try fm.contentsOfDirectory(atPath: folder))

        func expectOneLine(_ result: ProcessResult, _ round: String) {
            #expect(!result.crashed, "\(round): crashed: \(result)", sourceLocation: sourceLocation)
            #expect(!result.timedOut, "\(round): still running after the time limit", sourceLocation: sourceLocation)
            #expect(result.status != 0, "\(round): exit status 0 for bad input", sourceLocation: sourceLocation)
            #expect(result.stdout.isEmpty, "\(round): standard output is not empty: \(result.stdout)", sourceLocation: sourceLocation)
            let lines = result.stderrLines
            #expect(lines.count == 1, "\(round): \(lines.count) lines on standard error: \(result.stderr)", sourceLocation: sourceLocation)
            #expect(result.stderr.hasSuffix("\n"), "\(round): the error line does not end in a newline", sourceLocation: sourceLocation)
            guard let line = lines.first else { return }
            #expect(line.hasPrefix("sbrender: "), "\(round): \(line)", sourceLocation: sourceLocation)
            for m in bad.mentions {
                #expect(line.contains(m), "\(round): the message does not mention \(m): \(line)", sourceLocation: sourceLocation)
            }
            for m in bad.mustNotMention {
                #expect(!line.contains(m), "\(round): the message says \(m): \(line)", sourceLocation: sourceLocation)
            }
        }

        // Round 1: no output yet; nothing may appear (no output, no temporary file).
        let first = try Tools.run(sbrender, bad.arguments + [outputPath], in: folder)
        expectOneLine(first, "output absent")
        let after = Set(try fm.contentsOfDirectory(atPath: folder))
        #expect(after == before, "files appeared: \(after.subtracting(before).sorted())", sourceLocation: sourceLocation)
        switch bad.output {
        case .file, .missingFolder:
            #expect(!fm.fileExists(atPath: folder + "/" + outputPath), "\(outputPath) was written", sourceLocation: sourceLocation)
        case .folder:
            let inside = (try? fm.contentsOfDirectory(atPath: folder + "/" + outputPath)) ?? ["<not a folder any more>"]
            #expect(inside.isEmpty, "the folder \(outputPath) now holds \(inside)", sourceLocation: sourceLocation)
        }

        // Round 2: an existing output stays byte for byte as it was.
        if case .file(let p) = bad.output {
            let keep = Data("an earlier picture; keep me\n".utf8)
            try keep.write(to: URL(fileURLWithPath: folder + "/" + p))
            let second = try Tools.run(sbrender, bad.arguments + [p], in: folder)
            expectOneLine(second, "output present")
            #expect(fm.contents(atPath: folder + "/" + p) == keep, "the existing \(p) was changed", sourceLocation: sourceLocation)
            let after2 = Set(try fm.contentsOfDirectory(atPath: folder))
            #expect(after2 == before.union([p]), "files appeared: \(after2.subtracting(before.union([p])).sorted())", sourceLocation: sourceLocation)
        }
    }

    @Test("a good render writes exactly the output and says so on one line")
    func goodRender() throws {
        let sbrender = try Tools.sbrender()
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        try Data("an earlier picture\n".utf8).write(to: URL(fileURLWithPath: folder + "/out.png"))
        let result = try Tools.run(sbrender, ["--layout", "circle", "out.png"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.hasPrefix("wrote out.png (768x1024 px, "), "\(result.stdout)")
        let bytes = try #require(FileManager.default.contents(atPath: folder + "/out.png"))
        #expect([UInt8](bytes).starts(with: [137, 80, 78, 71, 13, 10, 26, 10]), "the earlier file was not replaced by a PNG")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["out.png"], "a temporary file was left behind")
        // The same scene in-process gives the same bytes as the command.
        let inProcess = try Support.bytes("{\"layout\": \"circle\"}", format: .png)
        let same = [UInt8](bytes) == inProcess
        #expect(same, "the command's PNG differs from the library's")

        let quiet = try Tools.run(sbrender, ["--layout", "grid", "--quiet", "g.svg"], in: folder)
        #expect(quiet.status == 0 && quiet.stdout.isEmpty && quiet.stderr.isEmpty, "--quiet: \(quiet)")
        #expect(FileManager.default.fileExists(atPath: folder + "/g.svg"))
    }

    /// Both limits hold at once: a side of at most 16384 pixels and at most 2^28 pixels in all.
    /// As 16384² = 2^28, no canvas within the side limit can break the area limit; the plan
    /// accepts the largest canvas (it is not drawn here).
    @Test("pixel limits: 16384 a side, 2^28 in all (checked on the plan, nothing drawn)")
    func pixelLimits() throws {
        let largest = try Support.plan("{\"canvas\": {\"size\": [16384, 16384]}}")
        #expect(largest.pixelWidth * largest.pixelHeight == 1 << 28)
        let doubled = try Support.plan("{\"canvas\": {\"size\": [8192, 8192], \"scale\": 2}}")
        #expect(doubled.pixelWidth == 16384)
        #expect(throws: SceneError.self) { try Support.plan("{\"canvas\": {\"size\": [8192.5, 10], \"scale\": 2}}") }
        #expect(throws: SceneError.self) { try Support.plan("{\"canvas\": {\"size\": [5462, 10], \"scale\": 3}}") }
        // A fractional side rounds up: 100.25 pt at scale 1 is 101 pixels; a canvas is at least a point.
        let fractional = try Support.plan("{\"layout\": \"circle\", \"canvas\": {\"size\": [100.25, 1]}}")
        #expect(fractional.pixelWidth == 101 && fractional.pixelHeight == 1)
        #expect(throws: SceneError.self) { try Support.plan("{\"canvas\": {\"size\": [0.4, 0.4]}}") }
    }

    /// The extremes the limits allow draw without crashing or hanging (each in its own process,
    /// so that a crash fails this test rather than the test run).
    @Test("the largest allowed lengths and offsets draw", arguments: [
        "{\"itemSize\": [1000000, 1000000], \"editing\": true}",
        "{\"layout\": \"grid\", \"itemSize\": [1000000, 1000000]}",
        "{\"layout\": \"punched\", \"itemSize\": [1000000, 1000000]}",
        "{\"layout\": \"flow\", \"inset\": 1000000, \"headerSize\": [1000000, 1000000], \"footerSize\": [1000000, 1000000]}",
        "{\"layout\": \"circle\", \"itemSize\": [1000000, 1000000], \"canvas\": {\"scale\": 2}}",
        "{\"contentOffset\": [1e12, -1e12], \"editing\": true}",
        "{\"layout\": \"flow\", \"direction\": \"horizontal\", \"contentOffset\": [-1e12, 1e12]}",
        // A one-point canvas over 100,000 icons: 100,000 pages, 20 million page-dot positions.
        "{\"canvas\": {\"size\": [1, 1]}, \"statusBar\": \"none\", \"items\": 100000, \"lineSpacing\": 1000000}",
        "{\"canvas\": {\"size\": [1, 1024]}, \"items\": 100000}",
    ])
    func extremesDraw(_ scene: String) throws {
        let sbrender = try Tools.sbrender()
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        try Data(scene.utf8).write(to: URL(fileURLWithPath: folder + "/scene.json"))
        let result = try Tools.run(sbrender, ["--quiet", "--scene", "scene.json", "out.png"], in: folder)
        #expect(!result.crashed && !result.timedOut, "\(result)")
        #expect(result.status == 0, "\(result)")
        #expect(FileManager.default.fileExists(atPath: folder + "/out.png"))
    }
}
