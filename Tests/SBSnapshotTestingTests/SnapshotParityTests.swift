import Foundation
import SBDiff
import SBSnapshotTesting
import Testing

/// The strategies fail where swift-snapshot-testing's image strategies fail (their verdicts worked
/// out with its arithmetic), and a snapshot that cannot be made fails once, at the assertion.
/// This file imports SBSnapshotTesting alone for what a snapshot test names (assertSnapshot,
/// Scene, RGBAImage, Color, ItemStyle, FlowCellStyle).
@Suite struct SnapshotParityTests {
    func text(_ issue: Issue) -> String { issue.comments.map(\.rawValue).joined(separator: "\n") }

    /// A 4 x 4 grey (100) picture with `changed` pixels of row 0 given red `red`.
    static func grey(changed: Int = 0, red: UInt8 = 100) -> RGBAImage {
        var image = RGBAImage(width: 4, height: 4, fill: (100, 100, 100, 255))
        for x in 0..<changed { image.setPixel(x: x, y: 0, (red, 100, 100, 255)) }
        return image
    }

    @Test func oneImportNamesWhatATestNeeds() throws {
        let scene = try Scene.decode(Data(#"{"layout": "grid"}"#.utf8))
        let style: any CellStyle = FlowCellStyle()
        let look = ItemStyle(label: "One", color: Color(red: 0.2, green: 0.4, blue: 0.8))
        #expect(scene.layout?.rawValue == "grid")
        #expect(look.label == "One" && type(of: style) == FlowCellStyle.self)
    }

    @Test func exactByDefaultAndPrecisionAsBytes() throws {
        let folder = NSTemporaryDirectory() + "sbrender-parity-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(verifySnapshot(of: Self.grey(), as: .image, named: "g", record: .missing, snapshotDirectory: folder) != nil)
        // One byte one level off: swift-snapshot-testing fails it (every byte must be equal);
        // pixelmatch at threshold 0.1, the old default, let it through.
        let one = verifySnapshot(of: Self.grey(changed: 1, red: 101), as: .image, named: "g", record: .never, snapshotDirectory: folder)
        #expect(one?.contains("sbrender: Newly-taken snapshot does not match reference. (1 of 64 bytes differs; 1 of 16 pixels differs") == true,
                "\(one ?? "passed")")
        #expect(verifySnapshot(of: Self.grey(changed: 1, red: 101), as: .image(threshold: 0.1), named: "g", record: .never,
                               snapshotDirectory: folder) == nil)
        // One channel changed in 2 pixels: 62 of 64 bytes equal, 0.96875. 0.96 lets Int(0.04 x 64)
        // = 2 bytes differ: passes; 0.97 lets Int(0.03 x 64) = 1: fails.
        let two = Self.grey(changed: 2, red: 112)
        #expect(verifySnapshot(of: two, as: .image(precision: 0.96), named: "g", record: .never, snapshotDirectory: folder) == nil)
        let strict = verifySnapshot(of: two, as: .image(precision: 0.97), named: "g", record: .never, snapshotDirectory: folder)
        #expect(strict?.contains("sbrender: Actual image precision 0.96875 is less than required 0.97 (2 of 64 bytes differ;") == true,
                "\(strict ?? "passed")")
        // The same for PNG bytes.
        #expect(verifySnapshot(of: try PNGEncoder.encode(two), as: .png(precision: 0.96), named: "g", record: .never, snapshotDirectory: folder) == nil)
        #expect(verifySnapshot(of: try PNGEncoder.encode(two), as: .png(precision: 0.97), named: "g", record: .never, snapshotDirectory: folder) != nil)
    }

    /// A scene recoloured by a hair (green 0x80 -> 0x84 moves the grid's tinted pixels one level,
    /// ΔE*94 well under 2): swift-snapshot-testing fails it at perceptualPrecision 1, passes it at 0.98.
    @Test func aSceneRecolouredByAHair() throws {
        let folder = NSTemporaryDirectory() + "sbrender-parity-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let blue = ##"{"layout": "grid", "canvas": {"size": [60, 60]}, "sections": [{"items": [{"color": "#3080ff"}]}]}"##
        let hair = blue.replacingOccurrences(of: "#3080ff", with: "#3084ff")
        #expect(verifySnapshot(of: blue, as: .sbrender, named: "b", record: .missing, snapshotDirectory: folder) != nil)
        let exact = verifySnapshot(of: hair, as: .sbrender, named: "b", record: .never, snapshotDirectory: folder)
        #expect(exact?.contains("Newly-taken snapshot does not match reference.") == true, "\(exact ?? "passed")")
        #expect(verifySnapshot(of: hair, as: .sbrender(perceptualPrecision: 0.98), named: "b", record: .never, snapshotDirectory: folder) == nil)
        #expect(verifySnapshot(of: hair, as: .sbrender(threshold: 0.1), named: "b", record: .never, snapshotDirectory: folder) == nil)
    }

    /// A scene that cannot be drawn, a layout that cannot be laid out, bytes that are not a PNG:
    /// one failure each, at the assertion, with nothing written into `__Snapshots__`, even in
    /// record mode missing; the test's next snapshot keeps its number (2).
    @Test func aSnapshotThatCannotBeMadeFailsOnceAtTheAssertion() throws {
        let circel = #"{"layout": "circel"}"#
        let line = #line + 3
        withKnownIssue {
            withSnapshotTesting(record: .missing) {
                assertSnapshot(of: circel, as: .sbrender)
                assertSnapshot(of: Self.grid, as: .layoutAttributes)
                assertSnapshot(of: circel, as: .layoutAttributes)
                assertSnapshot(of: [UInt8]([1, 2, 3]), as: .png)
            }
        } matching: { issue in
            let message = self.text(issue)
            return [line, line + 2, line + 3].contains(issue.sourceLocation?.line ?? 0)
                && issue.sourceLocation?.fileName == "SnapshotParityTests.swift"
                && message.hasPrefix("sbrender: ") && !message.contains("No reference was found")
        }
        let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/__Snapshots__/SnapshotParityTests"
        let written = (try? FileManager.default.contentsOfDirectory(atPath: snapshots)) ?? []
        #expect(written == ["aSnapshotThatCannotBeMadeFailsOnceAtTheAssertion.2.json"])
    }

    static let grid = #"{"layout": "grid", "canvas": {"size": [120, 90]}, "sections": [{"count": 3}]}"#

    /// A text snapshot's failure leaves a record `sbrender report` shows, with its line diff.
    @Test func aTextFailureIsInTheReport() throws {
        let changed = Self.grid.replacingOccurrences(of: #""count": 3"#, with: #""count": 4"#)
        withKnownIssue {
            assertSnapshot(of: changed, as: .layoutAttributes, named: "2", record: .never,
                           testName: "aSnapshotThatCannotBeMadeFailsOnceAtTheAssertion")
        } matching: { self.text($0).contains("sbrender: the failure's record: ") }
        let path = SnapshotArtefacts.folder() + "/SnapshotParityTests/aSnapshotThatCannotBeMadeFailsOnceAtTheAssertion.2.failure.json"
        let record = try FailureRecord.read([UInt8](try #require(FileManager.default.contents(atPath: path))))
        #expect(record.textDiff?.contains("+") == true && record.actualSize == [])
        #expect(record.reference.hasSuffix("/__Snapshots__/SnapshotParityTests/aSnapshotThatCannotBeMadeFailsOnceAtTheAssertion.2.json"))
        let report = try FailureReport(folder: SnapshotArtefacts.folder() + "/SnapshotParityTests")
        let entry = try #require(report.entries.first { $0.stem == "aSnapshotThatCannotBeMadeFailsOnceAtTheAssertion.2" })
        #expect(entry.record.textDiff == record.textDiff)
        #expect(report.html().contains("the text differs from its reference (- reference, + actual)"))
    }
}
