import Foundation
import SBDiff
import SBPNG
import SBScene
import SBSnapshotTesting
import SnapshotTesting
import Testing

/// The strategies as a swift-snapshot-testing user calls them, against references committed in
/// `__Snapshots__/SceneSnapshotTests/`.
@Suite struct SceneSnapshotTests {
    static let circle = #"{"layout": "circle", "canvas": {"size": [200, 200]}, "sections": [{"count": 6}]}"#
    static let grid = ##"{"layout": "grid", "canvas": {"size": [240, 160]}, "sections": [{"items": [{"color": "#3080ff"}, {"color": "#ff8030", "size": [60, 40]}]}]}"##

    func text(_ issue: Issue) -> String { issue.comments.map(\.rawValue).joined(separator: "\n") }

    @Test func aSceneMatchesItsReference() throws {
        assertSnapshot(of: try Scene.decode(Data(SceneSnapshotTests.circle.utf8)), as: .sbrender)
        assertSnapshot(of: SceneSnapshotTests.grid, as: .sbrender(scale: 2))
    }

    @Test func aChangedSceneFailsAtTheAssertWithNumbersAndPaths() throws {
        // The reference is the circle of six; seven items move every cell.
        let changed = SceneSnapshotTests.circle.replacingOccurrences(of: #""count": 6"#, with: #""count": 7"#)
        let line = #line + 2
        withKnownIssue {
            assertSnapshot(of: changed, as: .sbrender, record: .never)
        } matching: { issue in
            let message = text(issue)
            return issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "SceneSnapshotTests.swift"
                && message.contains("of 40000 pixels differ (") && message.contains("%), max channel delta ")
                && message.contains(", in x ")
                && message.contains("reference: \(Self.snapshots)/aChangedSceneFailsAtTheAssertWithNumbersAndPaths.1.png")
                && message.contains("actual: \(SnapshotArtefacts.folder())/SceneSnapshotTests/aChangedSceneFailsAtTheAssertWithNumbersAndPaths.1.actual.png")
                && message.contains("diff: \(SnapshotArtefacts.folder())/SceneSnapshotTests/aChangedSceneFailsAtTheAssertWithNumbersAndPaths.1.diff.png")
        }
        let base = SnapshotArtefacts.folder() + "/SceneSnapshotTests/aChangedSceneFailsAtTheAssertWithNumbersAndPaths.1"
        for suffix in ["reference.png", "actual.png", "diff.png"] {
            #expect(FileManager.default.fileExists(atPath: "\(base).\(suffix)"), "\(suffix)")
        }
        let record = try JSONDecoder().decode(FailureRecord.self, from: try #require(FileManager.default.contents(atPath: base + ".failure.json")))
        #expect(record.actualSize == [200, 200] && record.referenceSize == [200, 200])
        #expect((record.mismatchedPixels ?? 0) > 100)
        let diff = try PNGDecoder.decode([UInt8](try #require(FileManager.default.contents(atPath: base + ".diff.png"))))
        #expect(diff.width == 200 && diff.height == 200)
        // A precision that forgives the change passes.
        assertSnapshot(of: changed, as: .sbrender(precision: 1 - Double(record.mismatchedPixels ?? 0) / 40_000), named: "1",
                       record: .never, testName: "aChangedSceneFailsAtTheAssertWithNumbersAndPaths")
    }

    @Test func picturesYouMadeAndPNGBytes() throws {
        var image = RGBAImage(width: 8, height: 6, fill: (20, 120, 220, 255))
        for x in 2..<5 { image.setPixel(x: x, y: 3, (250, 40, 40, 255)) }
        assertSnapshot(of: image, as: .image)
        assertSnapshot(of: try PNGEncoder.encode(image), as: .png)
        assertSnapshot(of: Data(try PNGEncoder.encode(image)), as: .png)
        var changed = image
        changed.setPixel(x: 0, y: 0, (0, 0, 0, 255))
        withKnownIssue {
            assertSnapshot(of: changed, as: .image, named: "1", record: .never, testName: "picturesYouMadeAndPNGBytes")
        } matching: { text($0).contains("1 of 48 pixels differs (2.0833%), max channel delta 220, in x 0...0, y 0...0") }
        // Bytes that are not a PNG: one failure at once, never the timeout.
        let notPNG = verifySnapshot(of: [UInt8]([1, 2, 3]), as: .png, named: "1", record: .never, timeout: 60, testName: "picturesYouMadeAndPNGBytes")
        #expect(notPNG?.hasSuffix("\n\nsbrender: the snapshot is not a PNG picture: not a PNG file: the file is only 3 bytes long, "
                                  + "shorter than the 8-byte PNG signature.") == true, "\(notPNG ?? "passed")")
    }

    /// Three pixels whose colour differences are ΔE*94 0.39, 1.05 and 1.07 (worked out in
    /// SBDiffTests' DeltaE94Tests): grey 128 -> 129, (200, 100, 50) -> (205, 100, 50),
    /// red -> (250, 0, 0).
    static let labReference = RGBAImage(width: 3, height: 1, pixels: [128, 128, 128, 255, 200, 100, 50, 255, 255, 0, 0, 255])!
    static let labActual = RGBAImage(width: 3, height: 1, pixels: [129, 129, 129, 255, 205, 100, 50, 255, 250, 0, 0, 255])!

    @Test func perceptualPrecisionAsOnAMac() throws {
        let folder = NSTemporaryDirectory() + "sbrender-perceptual-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(verifySnapshot(of: Self.labReference, as: .image, named: "lab", record: .missing, snapshotDirectory: folder) != nil)
        // As written on macOS: ΔE up to 2 matches, so all three pixels do.
        #expect(verifySnapshot(of: Self.labActual, as: .image(precision: 0.99, perceptualPrecision: 0.98), named: "lab",
                               record: .never, snapshotDirectory: folder) == nil)
        // ΔE up to 1: two of the three pixels differ.
        let strict = verifySnapshot(of: Self.labActual, as: .image(perceptualPrecision: 0.99), named: "lab", record: .never, snapshotDirectory: folder)
        #expect(strict?.contains("2 of 3 pixels differ (66.6667%)") == true, "\(strict ?? "passed")")
        #expect(strict?.contains("The percentage of pixels that match 0.3333333 is less than required 1.0") == true)
        #expect(strict?.contains("(a pixel fails by perceptualPrecision 0.99 (ΔE*94 at most 1.0))") == true, "\(strict ?? "passed")")
        // ... which a precision of 0.3 (70 % of the pixels may differ) forgives.
        #expect(verifySnapshot(of: Self.labActual, as: .image(precision: 0.3, perceptualPrecision: 0.99), named: "lab",
                               record: .never, snapshotDirectory: folder) == nil)
        let bad = verifySnapshot(of: Self.labActual, as: .image(perceptualPrecision: 1.5), named: "lab", record: .never, snapshotDirectory: folder)
        #expect(bad?.contains("perceptualPrecision must be from 0 to 1, got 1.5") == true)
        // The same on the scene strategy: a recolour by a hair passes at 0.98, not at 1. (The grid
        // tints white with the item's colour at 0.3: green 0x80 -> 0x84 moves the pixels' green
        // from 178.5 + 0.3 x 128 = 216.9 to 178.5 + 0.3 x 132 = 218.1, one level.)
        let blue = ##"{"layout": "grid", "canvas": {"size": [60, 60]}, "sections": [{"items": [{"color": "#3080ff"}]}]}"##
        #expect(verifySnapshot(of: blue, as: .sbrender, named: "blue", record: .missing, snapshotDirectory: folder) != nil)
        let hair = blue.replacingOccurrences(of: "#3080ff", with: "#3084ff")
        #expect(verifySnapshot(of: hair, as: .sbrender, named: "blue", record: .never, snapshotDirectory: folder) != nil)
        #expect(verifySnapshot(of: hair, as: .sbrender(perceptualPrecision: 0.98), named: "blue", record: .never,
                               snapshotDirectory: folder) == nil)
    }

    /// Image paths in a scene given as JSON start from the test file's folder, whatever the
    /// working directory, or from baseDirectory:.
    @Test func imagePathsStartFromTheTestFilesFolder() throws {
        let folder = NSTemporaryDirectory() + "sbrender-paths-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func scene(_ image: String) -> String {
            #"{"layout": "flow", "canvas": {"size": [120, 120]}, "sections": [{"items": [{"image": "\#(image)"}]}]}"#
        }
        let recorded = verifySnapshot(of: scene("../SBDiffTests/Fixtures/pixelmatch/1a.png"), as: .sbrender, named: "img", record: .missing,
                                      snapshotDirectory: folder)
        #expect(recorded?.contains("No reference was found on disk. Automatically recorded snapshot") == true, "\(recorded ?? "passed")")
        #expect(verifySnapshot(of: scene("../SBDiffTests/Fixtures/pixelmatch/1a.png"), as: .sbrender(), named: "img", record: .never,
                               snapshotDirectory: folder) == nil)
        #expect(verifySnapshot(of: scene("pixelmatch/1a.png"), as: .sbrender(baseDirectory: "../SBDiffTests/Fixtures"), named: "img",
                               record: .never, snapshotDirectory: folder) == nil)
        let testFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
        let missing = verifySnapshot(of: scene("missing.png"), as: .sbrender, named: "img", record: .never, snapshotDirectory: folder)
        #expect(missing?.contains("sbrender: the scene cannot be drawn: ") == true && missing?.contains(testFolder + "/missing.png") == true,
                "\(missing ?? "passed")")
    }

    @Test func layoutAttributesAsText() throws {
        assertSnapshot(of: try Scene.decode(Data(SceneSnapshotTests.grid.utf8)), as: .layoutAttributes)
        withKnownIssue {
            assertSnapshot(of: SceneSnapshotTests.grid.replacingOccurrences(of: "[60, 40]", with: "[60, 41]"), as: .layoutAttributes,
                           named: "1", record: .never, testName: "layoutAttributesAsText")
        } matching: { text($0).contains("\"height\":41") }
    }

    @Test func aMissingReferenceIsRecordedAndFails() throws {
        let folder = NSTemporaryDirectory() + "sbrender-snapshot-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = verifySnapshot(of: SceneSnapshotTests.circle, as: .sbrender, record: .missing, snapshotDirectory: folder)
        #expect(first?.contains("No reference was found on disk. Automatically recorded snapshot") == true, "\(first ?? "passed")")
        let recorded = try PNGDecoder.decode([UInt8](try #require(FileManager.default.contents(
            atPath: folder + "/aMissingReferenceIsRecordedAndFails.1.png"))))
        #expect(recorded.width == 200 && recorded.height == 200)
        #expect(verifySnapshot(of: SceneSnapshotTests.circle, as: .sbrender, named: "1", snapshotDirectory: folder) == nil)
    }

    /// A scene that cannot be drawn is one failure, at once (no timeout), saying why.
    @Test func aSceneThatCannotBeDrawnFailsOnceAtOnce() throws {
        let folder = NSTemporaryDirectory() + "sbrender-snapshot-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let circel = #"{"layout": "circel"}"#
        // The text for the same scene, after "sbrender: ".
        let expected = "the scene cannot be drawn: "
        // With a reference, the failure is swift-snapshot-testing's one message (reported at the
        // assert line), even for the property, which cannot know its call; the timeout is never reached.
        #expect(verifySnapshot(of: Self.circle, as: .sbrender, named: "c", record: .missing, snapshotDirectory: folder) != nil)
        for strategy in [Snapshotting<String, RGBAImage>.sbrender, .sbrender(scale: 2)] {
            let message = try #require(verifySnapshot(of: circel, as: strategy, named: "c", record: .never, snapshotDirectory: folder, timeout: 60))
            #expect(message.hasSuffix("\n\nsbrender: " + expected + "layout: unknown value 'circel'; expected one of "
                                      + LayoutRegistry.builtIn.namesList) && !message.contains("Exceeded timeout"), "\(message)")
        }
        // A property without a reference: the failure is reported at the running test.
        let testLine = #line - 15
        withKnownIssue {
            let message = verifySnapshot(of: circel, as: .layoutAttributes, named: "l", record: .never, snapshotDirectory: folder, timeout: 60)
            #expect(message?.contains("New snapshot was not recorded because recording is disabled") == true)
        } matching: { issue in
            issue.sourceLocation?.line == testLine && text(issue).hasPrefix("sbrender: the scene has no layout: layout: unknown value 'circel'")
        }
        // Without a reference the strategy reports its failure itself, at the call, and
        // swift-snapshot-testing adds that nothing was recorded (never) or what was (missing).
        let line = #line + 2
        withKnownIssue {
            let message = verifySnapshot(of: circel, as: .sbrender(), named: "n", record: .never, snapshotDirectory: folder, timeout: 60)
            #expect(message?.contains("New snapshot was not recorded because recording is disabled") == true)
        } matching: { issue in
            issue.sourceLocation?.line == line && text(issue).hasPrefix("sbrender: " + expected) && text(issue).contains("circel")
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/aSceneThatCannotBeDrawnFailsOnceAtOnce.n.png"))
    }

    /// A placeholder recorded from a scene that could not be drawn is rejected until recorded again.
    @Test func aPlaceholderReferenceFailsUntilRecordedAgain() throws {
        let folder = NSTemporaryDirectory() + "sbrender-snapshot-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        withKnownIssue {
            let message = verifySnapshot(of: #"{"layout": "circel"}"#, as: .sbrender, named: "p", record: .missing, snapshotDirectory: folder, timeout: 60)
            #expect(message?.contains("No reference was found on disk. Automatically recorded snapshot") == true)
        } matching: { text($0).contains("the scene cannot be drawn: ") }
        let placeholder = try #require(FileManager.default.contents(atPath: folder + "/aPlaceholderReferenceFailsUntilRecordedAgain.p.png"))
        #expect(String(decoding: placeholder, as: UTF8.self).hasPrefix("sbrender: not a picture"))
        let message = verifySnapshot(of: Self.circle, as: .sbrender, named: "p", record: .never, snapshotDirectory: folder)
        #expect(message?.contains("the placeholder recorded when the snapshot could not be made); record it again") == true, "\(message ?? "passed")")
    }

    static var snapshots: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__/SceneSnapshotTests").path
    }
}
