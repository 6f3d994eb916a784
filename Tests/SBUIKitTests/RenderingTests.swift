import Foundation
import SBPNG
import SBRender
import SBScene
import SBUIKit
import Testing

@MainActor @Suite struct RenderingTests {
    /// 4 items of 100 x 100 in a 230 x 240 view (2 a line: x = 10 and 120 with 10 pt insets;
    /// lines at y = 10 and 120), drawn in red on white. The data source is weak, as in UIKit:
    /// keep it.
    private func makeView() -> (UICollectionView, CountsDataSource) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let ds = CountsDataSource([4])
        return (ds.makeView(frame: CGRect(x: 0, y: 0, width: 230, height: 240), layout: layout), ds)
    }

    private let red = [ItemStyle](repeating: ItemStyle(label: "", color: Color(red: 1, green: 0, blue: 0)), count: 8)

    @Test func drawsTheVisibleCellsAtTheirFrames() throws {
        let (view, ds) = makeView()
        defer { withExtendedLifetime(ds) {} }
        let image = try Renderer().renderImage(collectionView: view, items: red, style: FlowCellStyle())
        #expect(image.width == 230 && image.height == 240)
        // Inside item 0 (10...110) and item 3 (120...220 both ways): red; in the 10 pt gap
        // between the columns (x = 110...120): white.
        #expect(image.pixel(x: 60, y: 60).r > 200 && image.pixel(x: 60, y: 60).g < 80)
        #expect(image.pixel(x: 170, y: 170).r > 200 && image.pixel(x: 170, y: 170).g < 80)
        #expect(image.pixel(x: 115, y: 60) == (255, 255, 255, 255))
        // Scrolled by 110, item 2's row (y = 120) is drawn at y = 10.
        view.contentOffset = CGPoint(x: 0, y: 110)
        let scrolled = try Renderer().renderImage(collectionView: view, items: red, style: FlowCellStyle())
        #expect(scrolled.pixel(x: 60, y: 60).r > 200)
        #expect(scrolled.pixel(x: 60, y: 5) == (255, 255, 255, 255))
        let png = try Renderer().render(RenderRequest(collectionView: view, items: red, format: .png))
        #expect(Array(png.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        let svg = try Renderer().render(RenderRequest(collectionView: view, items: red, format: .svg))
        #expect(String(decoding: svg, as: UTF8.self).contains("<svg"))
    }

    @Test func layoutJSONListsTheVisibleElements() {
        let (view, ds) = makeView()
        defer { withExtendedLifetime(ds) {} }
        let json = view.layoutJSON()
        // Item 3 at (120, 120, 100, 100), centre (170, 170).
        #expect(json.contains(#""section":0,"item":3,"frame":{"x":120,"y":120,"width":100,"height":100},"center":{"x":170,"y":170}"#))
        #expect(json.split(separator: "\n").filter { $0.contains(#""category":"cell""#) }.count == 4)
    }

    @Test func batchUpdateAnimatesFromStartToEnd() throws {
        let (view, ds) = makeView()
        view.layoutIfNeeded()
        view.performBatchUpdates({
            ds.counts = [3]
            view.deleteItems(at: [IndexPath(item: 0, section: 0)])
        })
        let animation = try view.updateAnimation(items: red, fps: 10)
        let frames = try animation.frames()
        #expect(frames.count >= 2)
        // First frame: item 0 (fading from alpha 1) still covers (60, 60); last frame: the old
        // item 1 has moved into slot 0, red there too, and the fourth slot (170, 170) is empty.
        #expect(frames[0].pixel(x: 60, y: 60).r > 200)
        #expect(frames[0].pixel(x: 170, y: 170).r > 200)
        #expect(frames[frames.count - 1].pixel(x: 170, y: 170) == (255, 255, 255, 255))
        #expect(frames[frames.count - 1].pixel(x: 60, y: 60).r > 200)
    }

    @Test func scrollAnimationEndsAtTheOffset() throws {
        let (view, ds) = makeView()
        defer { withExtendedLifetime(ds) {} }
        let animation = try view.scrollAnimation(to: CGPoint(x: 0, y: 110), items: red, fps: 10)
        let frames = try animation.frames()
        #expect(view.contentOffset == CGPoint(x: 0, y: 110))
        // At the start y = 5 is the white top inset; at the end it is item 2's red.
        #expect(frames[0].pixel(x: 60, y: 5) == (255, 255, 255, 255))
        #expect(frames[frames.count - 1].pixel(x: 60, y: 15).r > 200)
    }
}
