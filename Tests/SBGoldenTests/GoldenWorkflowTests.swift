import Foundation
import SBPNG
import SBRender
import SBTestSupport
import Testing

/// Tests of the golden tests: a golden check must fail when the picture changes, and must not
/// fail on antialiasing noise.
@Suite struct GoldenWorkflowTests {
    /// The test's own folder, removed when the test ends.
    let scratch: ScratchFolder
    var folder: String { scratch.path }

    init() throws {
        scratch = try ScratchFolder("golden")
    }

    func render(_ json: String) throws -> RGBAImage {
        try GoldenScenario(name: "t", sceneJSON: Data(json.utf8)).render(with: Renderer())
    }

    func verifier(_ mode: GoldenRecordMode) -> GoldenVerifier {
        GoldenVerifier(mode: mode, failuresDirectory: folder + "/failures")
    }

    /// Records `base`, then checks `changed` against it under `never`.
    func check(base: String, changed: String, threshold: Double? = nil) throws -> GoldenFailure? {
        let reference = folder + "/ref.png"
        #expect(throws: GoldenFailure.self) { try verifier(.all).verify(try render(base), name: "ref", reference: reference) }
        do {
            var verifier = verifier(.never)
            verifier.threshold = threshold
            try verifier.verify(try render(changed), name: "ref", reference: reference)
            return nil
        } catch let failure as GoldenFailure {
            return failure
        }
    }

    static let oneIcon = #"{"wallpaper": "none", "canvas": {"size": [200, 200]}, "editing": true, "sections": [{"items": [{"label": "Mail", "quiverOffset": 0.05}]}]}"#

    @Test func anIconMovedByOnePointFails() throws {
        let failure = try #require(try check(base: GoldenWorkflowTests.oneIcon,
                                             changed: GoldenWorkflowTests.oneIcon.replacingOccurrences(of: #""editing""#, with: #""contentOffset": [-1, 0], "editing""#)))
        #expect(failure.description.contains("differ"))
        #expect(FileManager.default.fileExists(atPath: folder + "/failures/ref.actual.png"))
        #expect(FileManager.default.fileExists(atPath: folder + "/failures/ref.diff.png"))
        #expect(FileManager.default.fileExists(atPath: folder + "/failures/ref.side-by-side.png"))
    }

    @Test func aChangedColourFails() throws {
        // The grid tints white with the item's colour at 0.3: blue to red moves the cell from
        // (178.5, 197.7, 255) to (255, 197.7, 178.5).
        let base = ##"{"layout": "grid", "canvas": {"size": [300, 300]}, "sections": [{"items": [{"color": "#0040ff"}]}]}"##
        let failure = try check(base: base, changed: base.replacingOccurrences(of: "#0040ff", with: "#ff4000"))
        #expect(failure != nil)
    }

    @Test func aMissingDeleteButtonFails() throws {
        // With a quiver offset of 0.05 s the angle at time 0 is 0: only the button differs.
        let failure = try check(base: GoldenWorkflowTests.oneIcon,
                                changed: GoldenWorkflowTests.oneIcon.replacingOccurrences(of: #""editing": true"#, with: #""editing": false"#))
        let message = try #require(failure).description
        #expect(message.contains("pixels differ") || message.contains("pixel differs"))
    }

    /// A 0.02-point shift changes edges' anti-aliasing by a level or two: swift-snapshot-testing's
    /// exact comparison, the default, fails it; pixelmatch's threshold with its anti-aliasing
    /// detection, sbrender's own option, lets it through.
    @Test func antialiasingNoiseFailsExactlyAndPassesPixelmatch() throws {
        let base = #"{"layout": "circle", "canvas": {"size": [300, 300]}, "sections": [{"count": 6}]}"#
        let changed = base.replacingOccurrences(of: #""layout""#, with: #""contentOffset": [0.02, 0.02], "layout""#)
        let exact = try check(base: base, changed: changed)
        #expect(exact?.description.contains("Newly-taken snapshot does not match reference.") == true, "\(exact?.description ?? "passed")")
        let failure = try check(base: base, changed: changed, threshold: 0.1)
        #expect(failure == nil, "\(failure?.description ?? "")")
    }

    @Test func recordModes() throws {
        let image = try render(GoldenWorkflowTests.oneIcon)
        let reference = folder + "/mode.png"
        // never: a missing reference fails and nothing is written.
        #expect(throws: GoldenFailure.self) { try verifier(.never).verify(image, name: "mode", reference: reference) }
        #expect(!FileManager.default.fileExists(atPath: reference))
        // missing: records, and fails so that nothing passes by being new.
        #expect(throws: GoldenFailure.self) { try verifier(.missing).verify(image, name: "mode", reference: reference) }
        #expect(FileManager.default.fileExists(atPath: reference))
        #expect(try verifier(.never).verify(image, name: "mode", reference: reference) == .identical)
        // all: records and fails, as swift-snapshot-testing's all does.
        let moved = try render(GoldenWorkflowTests.oneIcon.replacingOccurrences(of: #""editing""#, with: #""contentOffset": [-1, 0], "editing""#))
        let before = FileManager.default.contents(atPath: reference)
        #expect { try verifier(.all).verify(moved, name: "mode", reference: reference) } throws: { error in
            "\(error)" == "mode: the record mode is all; recorded \(reference). Look at it, turn the record mode off and run the test again to compare with it."
        }
        #expect(FileManager.default.contents(atPath: reference) != before)
        #expect(try verifier(.never).verify(moved, name: "mode", reference: reference) == .identical)
        #expect(throws: GoldenFailure.self) { try GoldenRecordMode.fromEnvironment(["SBRENDER_RECORD": "sometimes"]) }
        #expect(throws: GoldenFailure.self) { try GoldenRecordMode.fromEnvironment(["SNAPSHOT_TESTING_RECORD": "yes"]) }
        #expect(try GoldenRecordMode.fromEnvironment([:]) == .missing)
        #expect(try GoldenRecordMode.fromEnvironment(["SNAPSHOT_TESTING_RECORD": "", "SBRENDER_RECORD": "failed"]) == .failed)
        #expect(try GoldenRecordMode.fromEnvironment(["SNAPSHOT_TESTING_RECORD": "never", "SBRENDER_RECORD": "all"]) == .never)
    }
}
