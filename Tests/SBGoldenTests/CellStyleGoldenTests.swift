import Foundation
import SBGolden
import SBLayout
import SBRender
import SBScene
import SBTestSupport
import Testing

/// A golden test of a custom layout and style (the drawing API is checked in SBRenderTests'
/// CellStyleTests).
@Suite("Cell styles: the public drawing API, scene style keys")
struct CellStyleTests {
    let red = ItemStyle(label: "", color: Color(red: 1, green: 0, blue: 0))
    let blue = ItemStyle(label: "", color: Color(red: 0, green: 0, blue: 1))

    @Test("a golden test of a custom layout: recorded, then identical, then a difference fails")
    func golden() throws {
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        let content = CollectionContent(sections: 1, itemsPerSection: 2)
        let env = ["SBRENDER_ARTIFACTS": folder + "/artefacts"]
        let canvas = Size(width: 100, height: 60)
        withKnownIssue {
            GoldenImage.verify(layout: RowLayout(), content: content, items: [red, blue], canvas: canvas, style: SwatchStyle(),
                               named: "row", record: .missing, referenceDirectory: folder, environment: env)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("row: there was no reference; recorded")
        }
        #expect(FileManager.default.fileExists(atPath: folder + "/row.png"))
        #expect(GoldenImage.verify(layout: RowLayout(), content: content, items: [red, blue], canvas: canvas, style: SwatchStyle(),
                                   named: "row", record: .never, referenceDirectory: folder, environment: env) == .identical)
        withKnownIssue {
            GoldenImage.verify(layout: RowLayout(), content: content, items: [blue, red], canvas: canvas, style: SwatchStyle(),
                               named: "row", record: .never, referenceDirectory: folder, environment: env)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("row: the picture differs from its reference")
        }
    }
}
