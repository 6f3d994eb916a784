import Foundation
@testable import SBGolden
import SBDiff
import SBPNG
import Testing

/// `GoldenImage.verify` as a user's test calls it: references found from the test file, failures
/// reported at the call with the numbers and the pictures' paths, per-call tolerance and record
/// mode, artefacts outside the source tree.
@Suite struct GoldenImageTests {
    let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "sbrender-golden-image-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    static let icon = #"{"wallpaper": "none", "canvas": {"size": [200, 200]}, "sections": [{"items": [{"label": "Mail"}]}]}"#
    /// The same icon one point to the right.
    static let moved = #"{"wallpaper": "none", "canvas": {"size": [200, 200]}, "contentOffset": [-1, 0], "sections": [{"items": [{"label": "Mail"}]}]}"#

    var env: [String: String] { ["SBRENDER_ARTIFACTS": folder + "/artefacts"] }

    func text(_ issue: Issue) -> String { issue.comments.map(\.rawValue).joined(separator: "\n") }

    @Test func referencesAreFoundFromTheTestFileNotTheWorkingDirectory() throws {
        let check = try GoldenCheck(filePath: "/work/app/Tests/AppTests/HomeTests.swift", function: "homeScreenInDeletionMode()", name: nil,
                                    threshold: 0.1, maxPixels: 0, maxRatio: nil, record: nil, referenceDirectory: nil, environment: [:])
        #expect(check.reference == "/work/app/Tests/AppTests/__Snapshots__/HomeTests/homeScreenInDeletionMode.png")
        #expect(check.name == "homeScreenInDeletionMode")
        let named = try GoldenCheck(filePath: "/work/app/Tests/AppTests/HomeTests.swift", function: "scenario(_:)", name: "page 2 / editing",
                                    threshold: 0.1, maxPixels: 0, maxRatio: nil, record: nil, referenceDirectory: "Goldens", environment: [:])
        #expect(named.reference == "/work/app/Tests/AppTests/Goldens/page-2-editing.png")
        let absolute = try GoldenCheck(filePath: "/work/app/Tests/AppTests/HomeTests.swift", function: "testHome()", name: nil,
                                       threshold: 0.1, maxPixels: 0, maxRatio: nil, record: nil, referenceDirectory: "/refs/", environment: [:])
        #expect(absolute.reference == "/refs/testHome.png")
        #expect(GoldenCheck.sanitized("page 2 / editing") == "page-2-editing")
        let parameterised = try GoldenCheck(filePath: "/t/A.swift", function: "scenario(_:)", name: nil,
                                            threshold: 0.1, maxPixels: 0, maxRatio: nil, record: nil, referenceDirectory: nil, environment: [:])
        #expect(parameterised.reference == "/t/__Snapshots__/A/scenario.png")
        // Artefacts go to the environment's folder, by default under the temporary folder.
        #expect(absolute.verifier.failuresDirectory == GoldenImage.artifactsDirectory(environment: [:]) + "/HomeTests")
        #expect(GoldenImage.artifactsDirectory(environment: [:]).hasPrefix(URL(fileURLWithPath: NSTemporaryDirectory()).path))
        #expect(GoldenImage.artifactsDirectory(environment: ["SNAPSHOT_ARTIFACTS": "/a"]) == "/a")
        #expect(GoldenImage.artifactsDirectory(environment: ["SNAPSHOT_ARTIFACTS": "/a", "SBRENDER_ARTIFACTS": "/b"]) == "/b")
    }

    @Test func aFailureIsReportedAtTheCallWithNumbersAndPaths() throws {
        #expect(GoldenImage.verify(sceneJSON: GoldenImageTests.icon, named: "icon", record: .all, referenceDirectory: folder, environment: env) == .recorded)
        let line = #line + 2
        withKnownIssue {
            GoldenImage.verify(sceneJSON: GoldenImageTests.moved, named: "icon", referenceDirectory: folder, environment: env)
        } matching: { issue in
            let message = text(issue)
            return issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "GoldenImageTests.swift"
                && message.contains("icon: the picture differs from its reference: ") && message.contains("pixels differ")
                && message.contains(", in x ") && message.contains("reference: \(folder)/icon.png")
                && message.contains("actual: \(folder)/artefacts/GoldenImageTests/icon.actual.png")
                && message.contains("diff: \(folder)/artefacts/GoldenImageTests/icon.diff.png")
                && !message.contains("make ")
        }
        let artefacts = folder + "/artefacts/GoldenImageTests/icon"
        for suffix in ["reference.png", "actual.png", "diff.png", "failure.json", "side-by-side.png"] {
            #expect(FileManager.default.fileExists(atPath: "\(artefacts).\(suffix)"), "\(suffix)")
        }
        let record = try JSONDecoder().decode(FailureRecord.self, from: try #require(FileManager.default.contents(atPath: artefacts + ".failure.json")))
        #expect(record.actualSize == [200, 200] && record.referenceSize == [200, 200])
        #expect((record.mismatchedPixels ?? 0) > 0)
        // The reference's folder holds only the reference.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["artefacts", "icon.png"])
    }

    @Test func perCallTolerance() throws {
        #expect(GoldenImage.verify(sceneJSON: GoldenImageTests.icon, named: "t", record: .all, referenceDirectory: folder, environment: env) == .recorded)
        // A one-point shift of a 144-point icon changes fewer than 2,000 of 40,000 pixels.
        let loose = GoldenImage.verify(sceneJSON: GoldenImageTests.moved, named: "t", maxPixels: 2_000, referenceDirectory: folder, environment: env)
        guard case let .withinTolerance(count)? = loose else {
            Issue.record("expected a pass within the tolerance, got \(String(describing: loose))")
            return
        }
        #expect(count > 0 && count <= 2_000)
        #expect(GoldenImage.verify(sceneJSON: GoldenImageTests.moved, named: "t", maxRatio: 0.05, referenceDirectory: folder, environment: env)
            == .withinTolerance(mismatchedPixels: count))
        withKnownIssue {
            GoldenImage.verify(sceneJSON: GoldenImageTests.moved, named: "t", maxPixels: count - 1, referenceDirectory: folder, environment: env)
        } matching: { text($0).contains("at most \(count - 1) pixels") }
        withKnownIssue {
            GoldenImage.verify(sceneJSON: GoldenImageTests.moved, named: "t", threshold: 1.5, referenceDirectory: folder, environment: env)
        } matching: { text($0).contains("threshold must be from 0 to 1, got 1.5") }
    }

    @Test func recordModePerCallAndTheEnvironmentWins() throws {
        let reference = folder + "/new.png"
        withKnownIssue {
            GoldenImage.verify(sceneJSON: GoldenImageTests.icon, named: "new", record: .never, referenceDirectory: folder, environment: env)
        } matching: { text($0).contains("the reference \(reference) is missing and the record mode is never") }
        #expect(!FileManager.default.fileExists(atPath: reference))
        // SBRENDER_RECORD overrides the call's mode (CI sets never; here missing records).
        var recording = env
        recording["SBRENDER_RECORD"] = "missing"
        withKnownIssue {
            GoldenImage.verify(sceneJSON: GoldenImageTests.icon, named: "new", record: .never, referenceDirectory: folder, environment: recording)
        } matching: { text($0).contains("there was no reference; recorded \(reference)") }
        #expect(FileManager.default.fileExists(atPath: reference))
        var never = env
        never["SBRENDER_RECORD"] = "never"
        #expect(GoldenImage.verify(sceneJSON: GoldenImageTests.icon, named: "new", record: .all, referenceDirectory: folder, environment: never) == .identical)
        // record: .failed re-records a mismatch and still fails.
        let before = FileManager.default.contents(atPath: reference)
        withKnownIssue {
            GoldenImage.verify(sceneJSON: GoldenImageTests.moved, named: "new", record: .failed, referenceDirectory: folder, environment: env)
        } matching: { text($0).contains("re-recorded \(reference)") }
        #expect(FileManager.default.contents(atPath: reference) != before)
    }

    @Test func aPictureOfYourOwnAndAnInvalidSceneFailAtTheCall() throws {
        let image = RGBAImage(width: 4, height: 3, fill: (10, 200, 30, 255))
        #expect(GoldenImage.verify(image, named: "own", record: .all, referenceDirectory: folder, environment: env) == .recorded)
        #expect(GoldenImage.verify(image, named: "own", referenceDirectory: folder, environment: env) == .identical)
        let line = #line + 2
        withKnownIssue {
            GoldenImage.verify(sceneJSON: #"{"layout": "circel"}"#, named: "bad", referenceDirectory: folder, environment: env)
        } matching: { issue in
            issue.sourceLocation?.line == line && text(issue).contains("circel")
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/bad.png"))
    }
}
