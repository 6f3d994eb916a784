#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SBLayout
import SBPreview
import SBScene
import Testing

@Suite struct PreviewWorkerTests {
    /// Waits (at most 60 s) until `condition` holds for the worker's snapshot.
    private func wait(for worker: PreviewWorker, _ what: String, _ condition: (PreviewSnapshot) -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(60)
        while !condition(worker.snapshot) {
            guard ContinuousClock.now < deadline else {
                Issue.record("timed out waiting for \(what)")
                return
            }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    @Test func redrawsOnSavesKeepsTheLastGoodPictureAndDrawsTheNewest() async throws {
        let root = FileManager.default.temporaryDirectory.path + "/sbpreview-worker-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let scene = root + "/scene.json"
        func save(_ text: String) throws { try Data(text.utf8).write(to: URL(fileURLWithPath: scene), options: .atomic) }
        try save(#"{"layout": "circle", "canvas": {"size": [100, 100]}, "sections": [{"count": 3}]}"#)

        let worker = PreviewWorker(source: PreviewSource(scenePath: scene))
        worker.start()
        defer { worker.stop() }
        try await wait(for: worker, "the first picture") { $0.still != nil }
        #expect(worker.snapshot.still?.plan.spec.layout == .circle)
        // 100 x 100 points at scale 1: a 100 x 100 PNG.
        #expect(worker.snapshot.still?.plan.pixelWidth == 100)

        // A broken save: the error, and the last good picture stays.
        try save("{\"layout\": \"circle\",\n \"page\": 1.5}")
        try await wait(for: worker, "the error") { $0.failure != nil }
        #expect(worker.snapshot.failure?.keyPath == "page")
        #expect(worker.snapshot.still?.plan.spec.layout == .circle)

        // Saves in quick succession: the last one is what ends up drawn.
        for layout in ["grid", "flow", "punched"] {
            try save(#"{"layout": "\#(layout)", "canvas": {"size": [100, 100]}, "sections": [{"count": 3}]}"#)
        }
        try await wait(for: worker, "the punched layout") { $0.still?.plan.spec.layout == .punched && !$0.drawing }
        #expect(worker.snapshot.failure == nil)

        // A tab with settings of its own: drawn beside the command line's, which stay as they are.
        let page = Task { for await _ in worker.subscribe(options: PreviewOptions(scale: 2)) {} }
        defer { page.cancel() }
        let deadline = ContinuousClock.now + .seconds(60)
        while worker.snapshot(for: PreviewOptions(scale: 2))?.still == nil, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        // 100 x 100 points at scale 2: 200 pixels wide; the command line's still 100.
        #expect(worker.snapshot(for: PreviewOptions(scale: 2))?.still?.plan.pixelWidth == 200)
        #expect(worker.snapshot(for: PreviewOptions(scale: 2))?.command == "sbrender --scene \(scene) --scale 2 out.png")
        #expect(worker.snapshot.still?.plan.pixelWidth == 100)
        #expect(worker.snapshot.command == "sbrender --scene \(scene) out.png")
    }

    @Test func keepsAtMostFourVariantsAndRefusesAFifthFollowedOne() async throws {
        let worker = PreviewWorker(source: PreviewSource(scenePath: nil))
        // Not started: variants are kept, not drawn. The command line's and three scales.
        var pages: [Task<Void, Never>] = []
        for scale in 1...3 {
            let stream = worker.subscribe(options: PreviewOptions(scale: scale))
            pages.append(Task { for await _ in stream {} })
        }
        #expect(worker.variantOptions.count == 4)
        // A fifth while all four are followed: told so, nothing kept.
        var refused = worker.subscribe(options: PreviewOptions(page: 1)).makeAsyncIterator()
        let told = await refused.next() ?? ""
        #expect(told.contains("4 different settings already"))
        #expect(worker.variantOptions.count == 4)
        #expect(worker.snapshot(for: PreviewOptions(page: 1)) == nil)
        // One tab goes: its variant makes room for the next.
        pages[0].cancel()
        // The cancelled page's stream ends on another thread; under a loaded parallel run that
        // took over 10 s once. The loop stops as soon as the room is made.
        let deadline = ContinuousClock.now + .seconds(60)
        while worker.snapshot(for: PreviewOptions(scale: 1)).map({ _ in true }) == true, ContinuousClock.now < deadline {
            let stream = worker.subscribe(options: PreviewOptions(page: 1))
            pages.append(Task { for await _ in stream {} })
            if worker.snapshot(for: PreviewOptions(page: 1)) != nil { break }
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(worker.snapshot(for: PreviewOptions(scale: 1)) == nil)
        #expect(worker.snapshot(for: PreviewOptions(page: 1)) != nil)
        #expect(worker.variantOptions.count == 4)
        pages.forEach { $0.cancel() }
        worker.stop()
    }
}

@Suite struct PreviewAnimationTests {
    private func scene(_ json: String) throws -> Scene {
        try Scene.load(data: Data(json.utf8), source: "s.json", baseDirectory: nil)
    }

    @Test func framesAreCheckedBeforeTheyAreDrawn() throws {
        // 768 x 1024 points at scale 3: 2304 x 3072 = 7,077,888 pixels a frame; a timeline to
        // 10.3 s at 30 fps has over 300 frames: over 2,100 million pixels, past the 1,200 million.
        let big = try scene(#"{"layout": "circle", "canvas": {"size": [768, 1024], "scale": 3}, "timeline": [{"at": 10, "rotate": 90}]}"#)
        #expect(throws: PreviewFailure.self) { try PreviewAnimation.sequence(PreviewOptions.timeline, scene: big, scenePath: "s.json") }
        let small = try scene(#"{"layout": "circle", "canvas": {"size": [100, 100]}, "timeline": [{"at": 0.1, "rotate": 90}]}"#)
        #expect(try PreviewAnimation.sequence(PreviewOptions.timeline, scene: small, scenePath: "s.json").frameCount > 0)
        // No timeline: the failure names the key.
        let none = try scene(#"{"layout": "circle"}"#)
        #expect(throws: PreviewFailure.self) { try PreviewAnimation.sequence(PreviewOptions.timeline, scene: none, scenePath: "s.json") }
        #expect(PreviewAnimation.names(for: small).first == PreviewOptions.timeline)
        #expect(!PreviewAnimation.names(for: none).contains("transition"))
    }
}
