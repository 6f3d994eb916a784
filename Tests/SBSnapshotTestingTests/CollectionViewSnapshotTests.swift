import Foundation
import SBDiff
import SBSnapshotTesting
import SBUIKit
import Testing

/// A data source of `count` plain cells in one section.
@MainActor final class PlainCells: NSObject, UICollectionViewDataSource {
    var count: Int
    init(_ count: Int) { self.count = count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    /// A 200 x 160 collection view of 40 x 40 cells, 10 pt apart, with this data source.
    func makeView() -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 40, height: 40)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 160), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = self
        return view
    }
}

/// `.sbrender` for a UICollectionView: it draws what `Renderer().render(RenderRequest(collectionView:))` draws,
/// compares as swift-snapshot-testing does, and reports at the test's assertion.
@MainActor @Suite struct CollectionViewSnapshotTests {
    /// Eight blue cells' looks, by identity.
    nonisolated static let items = (0..<8).map { ItemStyle(label: "\($0)", color: Color(red: 0.2, green: 0.5, blue: 0.9)) }

    nonisolated func text(_ issue: Issue) -> String { issue.comments.map(\.rawValue).joined(separator: "\n") }

    @Test func drawsWhatTheRendererDrawsAndSeesOneMoreItem() throws {
        let folder = NSTemporaryDirectory() + "sbrender-cv-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let seven = PlainCells(7), eight = PlainCells(8)
        let view = seven.makeView()
        #expect(verifySnapshot(of: view, as: .sbrender, named: "plain", record: .missing, snapshotDirectory: folder) != nil)
        #expect(verifySnapshot(of: view, as: .sbrender(items: Self.items), named: "cv", record: .missing, snapshotDirectory: folder) != nil)
        // The strategy's picture is the renderer's, byte for byte.
        let plain = try PNGDecoder.decode([UInt8](try #require(FileManager.default.contents(
            atPath: folder + "/drawsWhatTheRendererDrawsAndSeesOneMoreItem.plain.png"))))
        #expect(plain == (try Renderer().renderImage(collectionView: view)))
        let recorded = try PNGDecoder.decode([UInt8](try #require(FileManager.default.contents(
            atPath: folder + "/drawsWhatTheRendererDrawsAndSeesOneMoreItem.cv.png"))))
        #expect(recorded == (try Renderer().renderImage(collectionView: view, items: Self.items)))
        #expect(recorded.pixels.contains { $0 != 255 })
        // The eighth cell (row 2, x 60...100, y 110...150 at 3 a row of 40 + 10) fails the comparison.
        let more = eight.makeView()
        let message = verifySnapshot(of: more, as: .sbrender(items: Self.items), named: "cv", record: .never, snapshotDirectory: folder)
        #expect(message?.contains("Newly-taken snapshot does not match reference.") == true, "\(message ?? "passed")")
        // precision and perceptualPrecision are taken: every pixel may change at precision 0.
        #expect(verifySnapshot(of: more, as: .sbrender(items: Self.items, precision: 0, perceptualPrecision: 0.98), named: "cv", record: .never,
                               snapshotDirectory: folder) == nil)
        withExtendedLifetime([seven, eight]) {}
    }

    /// issue 37: with neither items nor a style, plain cells (whose views set no look) were drawn
    /// white on the white background, every byte 255, so a view of eight items passed against
    /// seven's reference. They are drawn in the pastel colours of a layout's demo now.
    @Test func withoutItemsOrStyleTheCellsShowAndOneMoreItemFails() throws {
        let folder = NSTemporaryDirectory() + "sbrender-cv-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let seven = PlainCells(7), eight = PlainCells(8)
        #expect(verifySnapshot(of: seven.makeView(), as: .sbrender, named: "plain", record: .missing, snapshotDirectory: folder) != nil)
        let picture = try PNGDecoder.decode([UInt8](try #require(FileManager.default.contents(
            atPath: folder + "/withoutItemsOrStyleTheCellsShowAndOneMoreItemFails.plain.png"))))
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(picture.pixels[(y * picture.width + x) * 4..<(y * picture.width + x) * 4 + 4]) }
        // The first cell's middle (10 + 20, 10 + 20) is not white; the inset around it (5, 5) is.
        #expect(pixel(30, 30) != [255, 255, 255, 255])
        #expect(pixel(5, 5) == [255, 255, 255, 255])
        // The eighth cell (row 2, x 60...100, y 110...150 at 3 a row of 40 + 10) fails the comparison.
        let message = verifySnapshot(of: eight.makeView(), as: .sbrender, named: "plain", record: .never, snapshotDirectory: folder)
        #expect(message?.contains("Newly-taken snapshot does not match reference.") == true, "\(message ?? "passed")")
        // The renderer draws the same, byte for byte.
        #expect(picture == (try Renderer().renderImage(collectionView: seven.makeView())))
        // Written to out/views/ to be looked at.
        let out = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("out/views")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try Data(try Renderer().render(RenderRequest(collectionView: seven.makeView(), format: .png))).write(to: out.appendingPathComponent("plain-cells.png"))
        withExtendedLifetime([seven, eight]) {}
    }

    /// A failure is reported at the test file's assertion, and its pictures and record are named
    /// after the test with the real reference path.
    @Test func aFailureIsReportedAtTheAssertion() throws {
        let cells = PlainCells(8)
        let view = cells.makeView()
        let line = #line + 2
        withKnownIssue {
            assertSnapshot(of: view, as: .sbrender(items: Self.items), named: "seven", record: .never)
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "CollectionViewSnapshotTests.swift"
                && self.text(issue).contains("Newly-taken snapshot does not match reference.")
        }
        let base = SnapshotArtefacts.folder() + "/CollectionViewSnapshotTests/aFailureIsReportedAtTheAssertion.seven"
        let record = try JSONDecoder().decode(FailureRecord.self, from: try #require(FileManager.default.contents(atPath: base + ".failure.json")))
        #expect(record.name == "CollectionViewSnapshotTests/aFailureIsReportedAtTheAssertion.seven")
        #expect(record.test == "aFailureIsReportedAtTheAssertion()")
        #expect(record.line == line)
        #expect(record.file == URL(fileURLWithPath: #filePath).path)
        #expect(record.reference == URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
                + "/__Snapshots__/CollectionViewSnapshotTests/aFailureIsReportedAtTheAssertion.seven.png")
        withExtendedLifetime(cells) {}
    }
}

/// Collection views from tests that are not on the main actor: a failure that says what to do,
/// never a trap, and the assertSnapshot that makes and draws the view on the main actor.
@Suite struct OffMainActorSnapshotTests {
    @Test func aViewAssertedOffTheMainActorFailsSayingWhatToDo() async throws {
        let cells = await PlainCells(7)
        let view = await MainActor.run { cells.makeView() }
        let line = #line + 2
        withKnownIssue {
            assertSnapshot(of: view, as: .sbrender(items: CollectionViewSnapshotTests.items), named: "seven", record: .never,
                           testName: "aFailureIsReportedAtTheAssertion")
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.map(\.rawValue).joined().hasPrefix("sbrender: a UICollectionView is laid out and drawn on the main actor")
        }
        withExtendedLifetime(cells) {}
    }

    @Test func theMainActorAssertion() async throws {
        let cells = await PlainCells(7)
        // The committed picture of seven cells (CollectionViewSnapshotTests).
        await assertSnapshot(of: { cells.makeView() }, as: .sbrender(items: CollectionViewSnapshotTests.items), named: "seven",
                             record: .never, testName: "aFailureIsReportedAtTheAssertion")
        withExtendedLifetime(cells) {}
    }
}
