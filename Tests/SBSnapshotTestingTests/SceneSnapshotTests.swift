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
        withKnownIssue {
            assertSnapshot(of: [UInt8]([1, 2, 3]), as: .png, timeout: 0.2)
        } matching: { text($0).contains("not a PNG picture") || text($0).contains("timeout") }
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
        #expect(strict?.contains("(perceptualPrecision 0.99 (ΔE*94 at most 1.0), precision 1.0: at most 0 pixels may differ)") == true)
        // ... which a precision of 0.3 (70 % of the pixels may differ) forgives.
        #expect(verifySnapshot(of: Self.labActual, as: .image(precision: 0.3, perceptualPrecision: 0.99), named: "lab",
                               record: .never, snapshotDirectory: folder) == nil)
        let bad = verifySnapshot(of: Self.labActual, as: .image(perceptualPrecision: 1.5), named: "lab", record: .never, snapshotDirectory: folder)
        #expect(bad?.contains("perceptualPrecision must be from 0 to 1, got 1.5") == true)
        // The same on the scene strategy: a recolour by a hair passes at 0.98, not at 1.
        let blue = ##"{"layout": "grid", "canvas": {"size": [60, 60]}, "sections": [{"items": [{"color": "#3080ff"}]}]}"##
        #expect(verifySnapshot(of: blue, as: .sbrender, named: "blue", record: .missing, snapshotDirectory: folder) != nil)
        let hair = blue.replacingOccurrences(of: "#3080ff", with: "#3081ff")
        #expect(verifySnapshot(of: hair, as: .sbrender(threshold: 0), named: "blue", record: .never, snapshotDirectory: folder) != nil)
        #expect(verifySnapshot(of: hair, as: .sbrender(threshold: 0, perceptualPrecision: 0.98), named: "blue", record: .never,
                               snapshotDirectory: folder) == nil)
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
        let first = verifySnapshot(of: SceneSnapshotTests.circle, as: .sbrender, snapshotDirectory: folder)
        #expect(first?.contains("No reference was found on disk. Automatically recorded snapshot") == true, "\(first ?? "passed")")
        let recorded = try PNGDecoder.decode([UInt8](try #require(FileManager.default.contents(
            atPath: folder + "/aMissingReferenceIsRecordedAndFails.1.png"))))
        #expect(recorded.width == 200 && recorded.height == 200)
        #expect(verifySnapshot(of: SceneSnapshotTests.circle, as: .sbrender, named: "1", snapshotDirectory: folder) == nil)
    }

    @Test func aSceneThatCannotBeDrawnFailsAtTheAssertAndRecordsNothing() throws {
        let folder = NSTemporaryDirectory() + "sbrender-snapshot-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let line = #line + 2
        withKnownIssue {
            let message = verifySnapshot(of: #"{"layout": "circel"}"#, as: .sbrender(), snapshotDirectory: folder, timeout: 0.2)
            #expect(message?.contains("timeout") == true)
        } matching: { issue in
            issue.sourceLocation?.line == line && text(issue).contains("circel")
        }
        #expect((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] == [])
    }

    static var snapshots: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__/SceneSnapshotTests").path
    }
}
