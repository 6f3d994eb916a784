import Foundation
import SBLayout
import SBRender
import SBScene
import SBSnapshotTesting
import SBTestSupport
import Testing

/// A golden test of a custom layout and style, as a package's test writes it: the picture from
/// the renderer, checked with swift-snapshot-testing's `verifySnapshot` and SBSnapshotTesting's
/// `.png` (the drawing API is checked in SBRenderTests' CellStyleTests).
@Suite("Cell styles: the public drawing API, scene style keys")
struct CellStyleTests {
    let red = ItemStyle(label: "", color: Color(red: 1, green: 0, blue: 0))
    let blue = ItemStyle(label: "", color: Color(red: 0, green: 0, blue: 1))

    /// The row's PNG, through the public render call.
    func picture(_ items: [ItemStyle]) throws -> [UInt8] {
        try Renderer().render(RenderRequest(layout: RowLayout(), content: CollectionContent(sections: 1, itemsPerSection: 2), items: items,
                                            canvas: Size(width: 100, height: 60), style: SwatchStyle(), format: .png))
    }

    @Test("a golden test of a custom layout: recorded, then identical, then a difference fails")
    func golden() throws {
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        let recorded = verifySnapshot(of: try picture([red, blue]), as: .png, named: "row", record: .missing, snapshotDirectory: folder)
        #expect(recorded?.contains("No reference was found on disk. Automatically recorded snapshot") == true, "\(recorded ?? "passed")")
        #expect(FileManager.default.fileExists(atPath: folder + "/golden.row.png"))
        #expect(verifySnapshot(of: try picture([red, blue]), as: .png, named: "row", record: .never, snapshotDirectory: folder) == nil)
        let swapped = verifySnapshot(of: try picture([blue, red]), as: .png, named: "row", record: .never, snapshotDirectory: folder)
        #expect(swapped?.contains("Newly-taken snapshot does not match reference.") == true, "\(swapped ?? "passed")")
    }
}
