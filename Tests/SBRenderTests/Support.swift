import Foundation
import SBPNG
import SBRender
import SBScene
import Testing

/// Helpers shared by the renderer's tests: rendering a scene given as JSON, probing pixels,
/// finding fixtures, the built `sbrender` binary and optional tools.
enum Support {
    /// A scene's plan, from JSON text.
    static func plan(_ json: String) throws -> RenderPlan {
        try RenderPlan(scene: Scene.decode(Data(json.utf8)))
    }

    /// The scene's still picture as pixels, drawn by a fresh renderer.
    static func image(_ json: String, renderer: Renderer? = nil) throws -> RGBAImage {
        let plan = try plan(json)
        let r = try renderer ?? Renderer()
        let frame = try Frame(plan: plan)
        return try r.renderImage(frame, images: r.loadImages(for: plan))
    }

    /// The scene's still picture in a format.
    static func bytes(_ json: String, format: OutputFormat, renderer: Renderer? = nil) throws -> [UInt8] {
        let r = try renderer ?? Renderer()
        return try r.render(plan: plan(json), format: format)
    }

    // MARK: fixtures

    static var fixtures: URL {
        get throws {
            try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil), "the test bundle has no Fixtures folder")
        }
    }

    static func fixture(_ relative: String) throws -> String {
        let path = try fixtures.appendingPathComponent(relative).path
        try #require(FileManager.default.fileExists(atPath: path), "missing fixture \(relative)")
        return path
    }

    /// A fresh empty folder for one test, removed by the caller with `cleanUp`.
    static func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "sbrender-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func cleanUp(_ folder: String) {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// JSON text for a string value (paths with quotes or backslashes stay valid JSON).
    static func quoted(_ s: String) -> String {
        let data = try? JSONSerialization.data(withJSONObject: [s], options: [])
        let text = data.flatMap { String(data: $0, encoding: .utf8) } ?? "[\"\"]"
        return String(text.dropFirst().dropLast())
    }
}

// MARK: pixels

/// A pixel's samples as Ints, for arithmetic and readable failure messages.
struct RGBA: Equatable, CustomStringConvertible {
    var r, g, b, a: Int
    init(_ r: Int, _ g: Int, _ b: Int, _ a: Int = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }
    var description: String { "(\(r), \(g), \(b), \(a))" }
    /// The largest difference of one channel.
    func distance(to o: RGBA) -> Int { max(abs(r - o.r), abs(g - o.g), abs(b - o.b), abs(a - o.a)) }
}

extension RGBAImage {
    func rgba(_ x: Int, _ y: Int) -> RGBA {
        let p = pixel(x: x, y: y)
        return RGBA(Int(p.r), Int(p.g), Int(p.b), Int(p.a))
    }
}

/// Expects the pixel at (x, y) to be `expected` within `tolerance` per channel.
func expectPixel(_ image: RGBAImage, _ x: Int, _ y: Int, _ expected: RGBA, tolerance: Int = 0, _ what: String,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    guard x >= 0, y >= 0, x < image.width, y < image.height else {
        Issue.record("\(what): (\(x), \(y)) lies outside the \(image.width)x\(image.height) picture", sourceLocation: sourceLocation)
        return
    }
    let got = image.rgba(x, y)
    #expect(got.distance(to: expected) <= tolerance,
            "\(what): pixel (\(x), \(y)) is \(got), expected \(expected) ± \(tolerance)", sourceLocation: sourceLocation)
}

// MARK: processes

/// What a finished process did.
struct ProcessResult: CustomStringConvertible {
    var status: Int32
    var stdout: String
    var stderr: String
    /// Standard output as bytes (a picture written to `-`).
    var stdoutData = Data()
    /// Killed by a signal (a crash: a Swift trap is SIGILL or SIGTRAP), not exited.
    var crashed = false
    /// Still running at the time limit, and stopped.
    var timedOut = false

    var description: String {
        "status \(status)\(crashed ? " (signal)" : "")\(timedOut ? " (timed out)" : ""), stdout \(stdout.debugDescription), stderr \(stderr.debugDescription)"
    }

    /// The non-empty lines of standard error.
    var stderrLines: [String] { stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty } }
}

enum Tools {
    /// The `sbrender` binary SwiftPM built next to this test bundle (the test target depends on
    /// the executable target, so it is built with the tests).
    static func sbrender() throws -> String {
        var folders: [URL] = [Bundle.module.bundleURL.deletingLastPathComponent()]
        if let exe = Bundle.main.executableURL { folders.append(exe.deletingLastPathComponent()) }
        folders.append(Bundle.main.bundleURL)
        folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
        if let self_ = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            folders.append(URL(fileURLWithPath: self_).deletingLastPathComponent())
        }
        for folder in folders {
            let candidate = folder.appendingPathComponent("sbrender").path
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue,
               FileManager.default.isExecutableFile(atPath: candidate) {
                return candidate
            }
        }
        let searched = folders.map(\.path).joined(separator: ", ")
        Issue.record("the sbrender binary was not found next to the test bundle (looked in \(searched)); build it with `swift build --build-tests`")
        throw ToolMissing(name: "sbrender")
    }

    struct ToolMissing: Error, CustomStringConvertible {
        var name: String
        var description: String { "\(name) is not available" }
    }

    /// The path of an optional tool, or nil with a printed note.
    static func optional(_ name: String, candidates: [String]) -> String? {
        for c in candidates where FileManager.default.isExecutableFile(atPath: c) { return c }
        print("note: \(name) is not installed (looked at \(candidates.joined(separator: ", "))); skipping the checks that need it (`make test` installs it)")
        return nil
    }

    static var pdftoppm: String? { optional("pdftoppm (poppler-utils)", candidates: ["/usr/bin/pdftoppm", "/usr/local/bin/pdftoppm"]) }

    /// A hang guard, not a timing target: far longer than any command of the suite takes on a
    /// busy 2-core machine (a few seconds alone, a minute or two under load).
    static let hangGuard: Double = 20 * 60

    /// Runs a program to the end, with its output in files (no pipe can fill up); a program
    /// still running after `timeLimit` seconds (a hang) is killed (by its own process id).
    /// The wait sleeps until the program ends (no polling), so a loaded machine only makes it longer.
    static func run(_ program: String, _ arguments: [String], in folder: String, timeLimit: Double = hangGuard,
                    standardInput: String? = nil, environment: [String: String] = [:]) throws -> ProcessResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let id = UUID().uuidString
        let outPath = NSTemporaryDirectory() + "sbrender-test-\(id).out", errPath = NSTemporaryDirectory() + "sbrender-test-\(id).err"
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        defer {
            try? FileManager.default.removeItem(atPath: outPath)
            try? FileManager.default.removeItem(atPath: errPath)
        }
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        process.standardOutput = out
        process.standardError = err
        if let standardInput {
            process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: standardInput))
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        try process.run()
        var timedOut = false
        if ended.wait(timeout: .now() + timeLimit) == .timedOut {
            timedOut = true
            // SIGKILL, to this child's own id: the child inherits the test runner's blocked
            // signals (SIGTERM among them), so terminate() would not stop it.
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        try out.close()
        try err.close()
        let stdoutData = FileManager.default.contents(atPath: outPath) ?? Data()
        let stdout = String(decoding: stdoutData, as: UTF8.self)
        let stderr = String(decoding: FileManager.default.contents(atPath: errPath) ?? Data(), as: UTF8.self)
        return ProcessResult(status: process.terminationStatus, stdout: stdout, stderr: stderr, stdoutData: stdoutData,
                             crashed: process.terminationReason == .uncaughtSignal && !timedOut, timedOut: timedOut)
    }
}

// MARK: scenes

/// Scenes the tests draw, written out as JSON so that every value is visible.
enum Scenes {
    /// The tutorial's springboard on a black background ("none": the collection view's own),
    /// without the status bar (the collection view at the canvas's origin),
    /// in deletion mode at t = 0, `count` items in one section. Every item's quiver offset is
    /// 0.05 s, where the triangle wave crosses 0 degrees (-2 + 8 x 0.05 / 0.2 = 0), so the icons
    /// stand upright; `firstOffset` overrides item 0's.
    static func springboard(scale: Int = 1, count: Int = 32, firstOffset: Double = 0.05, wallpaper: String = "\"none\"",
                            firstExtra: String = "") -> String {
        var items: [String] = []
        for i in 0..<count {
            items.append(i == 0 ? "{\"quiverOffset\": \(firstOffset)\(firstExtra)}" : "{\"quiverOffset\": 0.05}")
        }
        return """
        {"layout": "springboard", "wallpaper": \(wallpaper), "editing": true, "time": 0, "statusBar": "none",
         "canvas": {"size": [768, 1024], "scale": \(scale)},
         "sections": [{"items": [\(items.joined(separator: ", "))]}]}
        """
    }
}

@Suite("Test support")
struct SupportTests {
    @Test("a program running past its time limit is killed, so that no test can hang the run")
    func timeLimit() throws {
        let start = Date()
        let result = try Tools.run("/bin/sleep", ["600"], in: NSTemporaryDirectory(), timeLimit: 0.5)
        #expect(result.timedOut)
        // Killed, not waited for: well under the 600 s the program would have taken.
        #expect(Date().timeIntervalSince(start) < 300)
    }
}
