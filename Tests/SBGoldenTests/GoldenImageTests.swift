import Foundation
@testable import SBGolden
import SBDiff
import SBPNG
import SnapshotTesting
import SBTestSupport
import Testing

/// `GoldenImage.verify` as a user's test calls it: references found from the test file, failures
/// reported at the call with the numbers and the pictures' paths, per-call tolerance and record
/// mode, artefacts outside the source tree.
@Suite struct GoldenImageTests {
    /// The test's own folder, removed when the test ends.
    let scratch: ScratchFolder
    var folder: String { scratch.path }

    init() throws {
        scratch = try ScratchFolder("golden-image")
    }

    static let icon = #"{"wallpaper": "none", "canvas": {"size": [200, 200]}, "sections": [{"items": [{"label": "Mail"}]}]}"#
    /// The same icon one point to the right.
    static let moved = #"{"wallpaper": "none", "canvas": {"size": [200, 200]}, "contentOffset": [-1, 0], "sections": [{"items": [{"label": "Mail"}]}]}"#

    var env: [String: String] { ["SBRENDER_ARTIFACTS": folder + "/artefacts"] }

    func text(_ issue: Issue) -> String { issue.comments.map(\.rawValue).joined(separator: "\n") }

    /// Records `NAME.png` in the folder with record mode all, which records and fails.
    func record(_ json: String, named name: String) {
        withKnownIssue {
            GoldenImage.verify(sceneJSON: json, named: name, record: .all, referenceDirectory: folder, environment: env)
        } matching: { text($0).contains("\(name): the record mode is all; recorded \(folder)/\(name).png.") }
    }

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
        // One folder for the run, by the same rule as assertSnapshot's artefacts: swift-snapshot-testing's variable first.
        #expect(GoldenImage.artifactsDirectory(environment: ["SNAPSHOT_ARTIFACTS": "/a", "SBRENDER_ARTIFACTS": "/b"]) == "/a")
        #expect(GoldenImage.artifactsDirectory(environment: ["SBRENDER_ARTIFACTS": "/b"]) == "/b")
    }

    @Test func aFailureIsReportedAtTheCallWithNumbersAndPaths() throws {
        record(GoldenImageTests.icon, named: "icon")
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
        // The record says which test failed, where.
        #expect(record.test == "aFailureIsReportedAtTheCallWithNumbersAndPaths()" && record.line == line)
        #expect(record.file == URL(fileURLWithPath: #filePath).path)
        let json = String(decoding: try #require(FileManager.default.contents(atPath: artefacts + ".failure.json")), as: UTF8.self)
        #expect(json.contains("\"test\" : \"aFailureIsReportedAtTheCallWithNumbersAndPaths()\"") && json.contains("\"line\" : \(line)"))
        // The reference's folder holds only the reference.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["artefacts", "icon.png"])
    }

    @Test func perCallTolerance() throws {
        record(GoldenImageTests.icon, named: "t")
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

    /// precision and perceptualPrecision as swift-snapshot-testing names them: three pixels whose
    /// ΔE*94 are 0.39, 1.05 and 1.07 (SBDiffTests' DeltaE94Tests).
    @Test func precisionAndPerceptualPrecision() throws {
        let reference = try #require(RGBAImage(width: 3, height: 1, pixels: [128, 128, 128, 255, 200, 100, 50, 255, 255, 0, 0, 255]))
        let actual = try #require(RGBAImage(width: 3, height: 1, pixels: [129, 129, 129, 255, 205, 100, 50, 255, 250, 0, 0, 255]))
        withKnownIssue {
            GoldenImage.verify(reference, named: "lab", record: .all, referenceDirectory: folder, environment: env)
        } matching: { text($0).contains("the record mode is all") }
        #expect(GoldenImage.verify(actual, named: "lab", precision: 0.99, perceptualPrecision: 0.98, referenceDirectory: folder, environment: env)
            == .withinTolerance(mismatchedPixels: 0))
        withKnownIssue {
            GoldenImage.verify(actual, named: "lab", perceptualPrecision: 0.99, referenceDirectory: folder, environment: env)
        } matching: { text($0).contains("2 of 3 pixels differ (66.6667%)") && text($0).contains("(tolerance: precision 1.0, a pixel fails by perceptualPrecision 0.99 (ΔE*94 at most 1.0), at most 0 pixels)") }
        // precision 0.3: 70 % may differ.
        #expect(GoldenImage.verify(actual, named: "lab", precision: 0.3, perceptualPrecision: 0.99, referenceDirectory: folder, environment: env)
            == .withinTolerance(mismatchedPixels: 2))
        withKnownIssue {
            GoldenImage.verify(actual, named: "lab", precision: -1, referenceDirectory: folder, environment: env)
        } matching: { text($0).contains("lab: precision must be from 0 to 1, got -1.0") }
    }

    /// GoldenImage.verify compares as swift-snapshot-testing does: every byte by default, and
    /// precision as the share of equal bytes (its arithmetic, in Float).
    @Test func exactByDefaultAndPrecisionAsBytes() throws {
        let reference = RGBAImage(width: 4, height: 4, fill: (100, 100, 100, 255))
        withKnownIssue {
            GoldenImage.verify(reference, named: "grey", record: .all, referenceDirectory: folder, environment: env)
        } matching: { text($0).contains("the record mode is all") }
        // One byte one level off fails (pixelmatch at threshold 0.1, the old default, passed it).
        var one = reference
        one.pixels[0] = 101
        withKnownIssue {
            GoldenImage.verify(one, named: "grey", referenceDirectory: folder, environment: env)
        } matching: { text($0).contains("Newly-taken snapshot does not match reference. (1 of 64 bytes differs; 1 of 16 pixels differs") }
        #expect(GoldenImage.verify(one, named: "grey", threshold: 0.1, referenceDirectory: folder, environment: env)
            == .withinTolerance(mismatchedPixels: 0))
        // One channel in 2 pixels: 62 of 64 bytes equal (0.96875); 0.96 lets Int(0.04 x 64) = 2
        // bytes differ, 0.97 lets Int(0.03 x 64) = 1.
        var two = reference
        two.pixels[0] = 112
        two.pixels[4] = 112
        #expect(GoldenImage.verify(two, named: "grey", precision: 0.96, referenceDirectory: folder, environment: env)
            == .withinTolerance(mismatchedPixels: 2))
        withKnownIssue {
            GoldenImage.verify(two, named: "grey", precision: 0.97, referenceDirectory: folder, environment: env)
        } matching: { text($0).contains("Actual image precision 0.96875 is less than required 0.97") }
    }

    /// Image paths in a scene given as a string start from the test file's folder (or
    /// baseDirectory:), as references do, not from the working directory.
    @Test func imagePathsStartFromTheTestFilesFolder() throws {
        func scene(_ image: String) -> String {
            #"{"layout": "flow", "canvas": {"size": [120, 120]}, "sections": [{"items": [{"image": "\#(image)"}]}]}"#
        }
        // From this file's folder, Tests/SBGoldenTests; the tests run from the repository's root.
        withKnownIssue {
            GoldenImage.verify(sceneJSON: scene("../SBDiffTests/Fixtures/pixelmatch/1a.png"), named: "img", record: .all,
                               referenceDirectory: folder, environment: env)
        } matching: { text($0).contains("img: the record mode is all; recorded") }
        // baseDirectory: absolute, or from the test file's folder.
        let pictures = folder + "/pictures"
        try FileManager.default.createDirectory(atPath: pictures, withIntermediateDirectories: true)
        let testFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
        try FileManager.default.copyItem(atPath: testFolder + "/../SBDiffTests/Fixtures/pixelmatch/1a.png", toPath: pictures + "/a.png")
        #expect(GoldenImage.verify(sceneJSON: scene("a.png"), named: "img", referenceDirectory: folder, baseDirectory: pictures, environment: env)
            == .identical)
        #expect(GoldenImage.verify(sceneJSON: scene("pixelmatch/1a.png"), named: "img", referenceDirectory: folder,
                                   baseDirectory: "../SBDiffTests/Fixtures", environment: env) == .identical)
        // A missing picture fails at the call, naming the path tried.
        let line = #line + 2
        withKnownIssue {
            GoldenImage.verify(sceneJSON: scene("missing.png"), named: "img", referenceDirectory: folder, environment: env)
        } matching: { issue in
            issue.sourceLocation?.line == line && text(issue).contains("img: the scene cannot be drawn: ") && text(issue).contains(testFolder + "/missing.png")
        }
    }

    @Test func oneRecordSwitchAsInSwiftSnapshotTesting() throws {
        let reference = folder + "/new.png"
        withKnownIssue {
            GoldenImage.verify(sceneJSON: GoldenImageTests.icon, named: "new", record: .never, referenceDirectory: folder, environment: env)
        } matching: { text($0).contains("the reference \(reference) is missing and the record mode is never") }
        #expect(!FileManager.default.fileExists(atPath: reference))
        // swift-snapshot-testing's variable says never, and beats SBRENDER_RECORD.
        var ciEnvironment = env
        ciEnvironment["SNAPSHOT_TESTING_RECORD"] = "never"
        ciEnvironment["SBRENDER_RECORD"] = "missing"
        withKnownIssue {
            GoldenImage.verify(sceneJSON: GoldenImageTests.icon, named: "new", referenceDirectory: folder, environment: ciEnvironment)
        } matching: { text($0).contains("is missing and the record mode is never") }
        #expect(!FileManager.default.fileExists(atPath: reference))
        // SBRENDER_RECORD alone is read when swift-snapshot-testing's configuration says nothing.
        withKnownIssue {
            GoldenImage.verify(sceneJSON: GoldenImageTests.icon, named: "new", referenceDirectory: folder,
                               environment: env.merging(["SBRENDER_RECORD": "never"]) { $1 })
        } matching: { text($0).contains("is missing and the record mode is never") }
        // The call's record: beats the environment, as assertSnapshot's does.
        withKnownIssue {
            GoldenImage.verify(sceneJSON: GoldenImageTests.icon, named: "new", record: .missing, referenceDirectory: folder, environment: ciEnvironment)
        } matching: { text($0).contains("there was no reference; recorded \(reference)") }
        #expect(FileManager.default.fileExists(atPath: reference))
        #expect(GoldenImage.verify(sceneJSON: GoldenImageTests.icon, named: "new", referenceDirectory: folder, environment: ciEnvironment) == .identical)
        // withSnapshotTesting(record:) reaches GoldenImage, and beats the environment; all records and fails.
        let before = FileManager.default.contents(atPath: reference)
        withSnapshotTesting(record: .all) {
            withKnownIssue {
                GoldenImage.verify(sceneJSON: GoldenImageTests.moved, named: "new", referenceDirectory: folder, environment: ciEnvironment)
            } matching: { text($0).contains("new: the record mode is all; recorded \(reference).") }
        }
        let recorded = FileManager.default.contents(atPath: reference)
        #expect(recorded != before)
        #expect(GoldenImage.verify(sceneJSON: GoldenImageTests.moved, named: "new", referenceDirectory: folder, environment: ciEnvironment) == .identical)
        // record: .failed re-records a mismatch and still fails.
        withKnownIssue {
            GoldenImage.verify(sceneJSON: GoldenImageTests.icon, named: "new", record: .failed, referenceDirectory: folder, environment: env)
        } matching: { text($0).contains("re-recorded \(reference)") }
        #expect(FileManager.default.contents(atPath: reference) == before)
        // A mode that is not one fails at the call, naming the variable.
        withKnownIssue {
            GoldenImage.verify(sceneJSON: GoldenImageTests.icon, named: "new", referenceDirectory: folder,
                               environment: env.merging(["SNAPSHOT_TESTING_RECORD": "sometimes"]) { $1 })
        } matching: { text($0).contains("SNAPSHOT_TESTING_RECORD=sometimes is not a record mode; use missing, all, failed or never") }
    }

    /// A Swift Testing `.snapshots(record:)` trait reaches GoldenImage too.
    @Test(.snapshots(record: .never)) func theSnapshotsTraitReachesGoldenImage() throws {
        withKnownIssue {
            GoldenImage.verify(sceneJSON: GoldenImageTests.icon, named: "traits", referenceDirectory: folder,
                               environment: env.merging(["SBRENDER_RECORD": "missing"]) { $1 })
        } matching: { text($0).contains("is missing and the record mode is never") }
        #expect(!FileManager.default.fileExists(atPath: folder + "/traits.png"))
    }

    @Test func aPictureOfYourOwnAndAnInvalidSceneFailAtTheCall() throws {
        let image = RGBAImage(width: 4, height: 3, fill: (10, 200, 30, 255))
        withKnownIssue {
            GoldenImage.verify(image, named: "own", record: .all, referenceDirectory: folder, environment: env)
        } matching: { text($0).contains("the record mode is all") }
        #expect(GoldenImage.verify(image, named: "own", referenceDirectory: folder, environment: env) == .identical)
        let line = #line + 2
        withKnownIssue {
            GoldenImage.verify(sceneJSON: #"{"layout": "circel"}"#, named: "bad", referenceDirectory: folder, environment: env)
        } matching: { issue in
            issue.sourceLocation?.line == line && text(issue).hasPrefix("bad: the scene cannot be drawn: layout: unknown value 'circel'")
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/bad.png"))
    }
}
