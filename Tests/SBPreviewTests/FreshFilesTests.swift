#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SBPreview
import Testing

/// A picture is drawn from the files as they are now: a renderer the worker keeps draws an
/// edited image with its new pixels, and a file a broken scene names is watched.
@Suite struct FreshFilesTests {
    private func folder() throws -> String {
        let root = FileManager.default.temporaryDirectory.path + "/sbpreview-fresh-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        return root
    }

    private func save(_ bytes: [UInt8], _ path: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    @Test(arguments: ["item", "wallpaper", "icon"])
    func aKeptRendererDrawsAnEditedImageAnew(kind: String) throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let image = root + "/image.png", scene = root + "/scene.json"
        let json = switch kind {
        case "item": #"{"layout": "grid", "canvas": {"size": [60, 60]}, "sections": [{"items": [{"image": "image.png"}]}]}"#
        case "wallpaper": #"{"layout": "grid", "canvas": {"size": [60, 60]}, "wallpaper": "image.png", "sections": [{"count": 1}]}"#
        default: #"{"layout": "homescreen", "wallpaper": "none", "homescreen": {"apps": [{"label": "A", "icon": "image.png"}]}}"#
        }
        try save(Array(json.utf8), scene)
        let source = PreviewSource(scenePath: scene)
        let kept = PreviewRenderers()
        // The same size, another colour: only the pixels tell the two files apart.
        try save(SolidPNG.bytes(width: 4, height: 4, rgba: [255, 0, 0, 255]), image)
        let red = try PreviewStill.draw(source, options: PreviewOptions(), renderer: kept.renderer).png
        try save(SolidPNG.bytes(width: 4, height: 4, rgba: [0, 0, 255, 255]), image)
        let blue = try PreviewStill.draw(source, options: PreviewOptions(), renderer: kept.renderer).png
        let fresh = try PreviewStill.draw(source, options: PreviewOptions(), renderer: PreviewRenderers().renderer).png
        // Compared as one Bool each: a failure names the kind, not every byte.
        let edited = red != blue, same = blue == fresh
        #expect(edited, "the \(kind)'s edit changed nothing")
        #expect(same, "the kept renderer drew the \(kind) as it was before the edit")
    }

    @Test func aMissingImageIsWatchedWhileTheSceneIsBroken() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let scene = root + "/scene.json", image = root + "/later.png"
        try save(Array(#"{"layout": "grid", "canvas": {"size": [60, 60]}, "sections": [{"items": [{"image": "later.png"}]}]}"#.utf8), scene)
        let worker = PreviewWorker(source: PreviewSource(scenePath: scene))
        worker.start()
        defer { worker.stop() }
        let deadline = ContinuousClock.now + .seconds(60)
        while worker.snapshot.failure == nil, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        let failure = try #require(worker.snapshot.failure)
        #expect(failure.description.contains("later.png"))
        #expect(worker.snapshot.files.contains { $0.hasSuffix("/later.png") })
        try save(SolidPNG.bytes(width: 4, height: 4, rgba: [0, 200, 0, 255]), image)
        while worker.snapshot.still == nil || worker.snapshot.drawing, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        #expect(worker.snapshot.failure == nil)
        #expect(worker.snapshot.still != nil)
    }

    @Test func framesAreDrawnWhileAPageFollowsAndLetGoWhenItGoes() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let scene = root + "/scene.json"
        try save(Array(#"{"layout": "circle", "canvas": {"size": [60, 60]}, "sections": [{"count": 3}]}"#.utf8), scene)
        let worker = PreviewWorker(source: PreviewSource(scenePath: scene, options: PreviewOptions(animation: "insert")))
        worker.start()
        defer { worker.stop() }
        let deadline = ContinuousClock.now + .seconds(60)
        func until(_ condition: (PreviewSnapshot) -> Bool) async throws {
            while !condition(worker.snapshot), ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        }
        // Nobody follows the scene: the picture, and no frames.
        try await until { $0.still != nil && !$0.drawing }
        try await Task.sleep(for: .milliseconds(200))
        #expect(worker.snapshot.animation == nil)
        // A page follows: the frames are drawn.
        let page = Task { for await _ in worker.subscribe() {} }
        try await until { $0.animation != nil }
        #expect(worker.snapshot.animation?.name == "insert")
        // It goes: they are let go.
        page.cancel()
        try await until { $0.animation == nil }
        #expect(worker.snapshot.animation == nil)
    }

    @Test func versionsOfTwoProcessesDiffer() {
        // Microseconds since 1970: after 2020-01-01 (1,577,836,800 s) and below 2^53.
        let first = PreviewWorker.uniqueFirstVersion()
        #expect(first > 1_577_836_800_000_000)
        #expect(first < 1 << 53)
        #expect(PreviewWorker(source: PreviewSource(scenePath: nil), firstVersion: first).snapshot.version == first)
    }
}
