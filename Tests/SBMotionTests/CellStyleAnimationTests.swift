import Foundation
import SBLayout
import SBMotion
import SBRender
import SBScene
import SBTestSupport
import Testing

/// A custom layout and style animated (the drawing API is checked in SBRenderTests' CellStyleTests).
@Suite("Cell styles: the public drawing API, scene style keys")
struct CellStyleTests {
    let red = ItemStyle(label: "", color: Color(red: 1, green: 0, blue: 0))
    let blue = ItemStyle(label: "", color: Color(red: 0, green: 0, blue: 1))

    @Test("an update batch on a custom layout, animated in one call")
    func animation() throws {
        // Deleting item 0 of three: UIKit's 0.3 s update between 0.2 s and 0.3 s of stillness is
        // 0.8 s, 24 frames at 30 fps. Item 1 (blue) starts at (50, 10) and ends at (10, 10).
        let green = ItemStyle(label: "", color: Color(red: 0, green: 1, blue: 0))
        let animation = try LayoutAnimation(layout: RowLayout(), content: CollectionContent(sections: 1, itemsPerSection: 3),
                                            batch: UpdateBatch(deleting: [SBLayout.IndexPath(item: 0, section: 0)]),
                                            items: [red, blue, green], canvas: Size(width: 140, height: 60), style: SwatchStyle())
        #expect(animation.frameCount == 24)
        let frames = try animation.frames(jobs: 2)
        #expect(frames.count == 24)
        let first = try #require(frames.first), last = try #require(frames.last)
        expectPixel(first, 25, 30, RGBA(255, 0, 0), "frame 0: item 0 red in place")
        expectPixel(first, 65, 30, RGBA(0, 0, 255), "frame 0: item 1 blue at (50, 10)")
        expectPixel(last, 25, 30, RGBA(0, 0, 255), "last frame: item 1 blue moved to (10, 10)")
        expectPixel(last, 65, 30, RGBA(0, 255, 0), "last frame: item 2 green moved to (50, 10)")
        expectPixel(last, 105, 30, RGBA(255, 255, 255), "last frame: nothing at (90, 10)")

        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        try animation.writeAPNG(to: folder + "/delete.png")
        let bytes = try #require(FileManager.default.contents(atPath: folder + "/delete.png"))
        #expect(bytes.count > 100)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["delete.png"])
    }
}
