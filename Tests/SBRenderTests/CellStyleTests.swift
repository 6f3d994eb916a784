import Foundation
import SBLayout
import SBPNG
import SBRender
import SBScene
import SBTestSupport
import Testing

@Suite("Cell styles: the public drawing API, scene style keys")
struct CellStyleTests {
    let red = ItemStyle(label: "", color: Color(red: 1, green: 0, blue: 0))
    let blue = ItemStyle(label: "", color: Color(red: 0, green: 0, blue: 1))

    // Cell 0 covers (10, 10)-(40, 50), cell 1 (50, 10)-(80, 50); the footer (0, 52)-(100, 56).
    @Test("a custom layout and style in one call", arguments: [1, 2])
    func customStyle(scale: Int) throws {
        let s = scale
        let img = try Renderer().renderImage(layout: RowLayout(), content: CollectionContent(sections: 1, itemsPerSection: 2),
                                             items: [red, blue], canvas: Size(width: 100, height: 60), scale: scale,
                                             background: Color(white: 1), style: SwatchStyle())
        #expect(img.width == 100 * s && img.height == 60 * s)
        expectPixel(img, 5 * s, 5 * s, RGBA(255, 255, 255), "background above-left of cell 0")
        expectPixel(img, 15 * s, 15 * s, RGBA(0, 0, 0), "cell 0's black corner square (10..20)")
        expectPixel(img, 25 * s, 30 * s, RGBA(255, 0, 0), "cell 0 in its item's red")
        expectPixel(img, 45 * s, 30 * s, RGBA(255, 255, 255), "the gap between the cells")
        expectPixel(img, 55 * s, 15 * s, RGBA(0, 0, 0), "cell 1's black corner square (50..60)")
        expectPixel(img, 70 * s, 40 * s, RGBA(0, 0, 255), "cell 1 in its item's blue")
        expectPixel(img, 90 * s, 30 * s, RGBA(255, 255, 255), "right of cell 1")
        expectPixel(img, 90 * s, 54 * s, RGBA(0, 255, 0), "the footer, drawn by the style")
    }

    // Both cells at alpha 0.5 on white: cell 0 (10..40) red at 0.5 is (255, 127.5, 127.5).
    // Cell 1 (50..80) puts its square at 20..30, over cell 0: black at 0.5 halves that to
    // (127.5, 63.75, 63.75), when its drawing bounds reach that far; else it is clipped away.
    @Test("a faded element is clipped to its style's drawing bounds", arguments: [true, false])
    func drawingBounds(reach: Bool) throws {
        var layout = RowLayout()
        layout.alpha = 0.5
        let img = try Renderer().renderImage(layout: layout, content: CollectionContent(sections: 1, itemsPerSection: 2),
                                             items: [red, blue], canvas: Size(width: 100, height: 60), style: ReachingStyle(reach: reach))
        expectPixel(img, 35, 30, RGBA(255, 128, 128), tolerance: 1, "cell 0 at 0.5 over white")
        expectPixel(img, 25, 15, reach ? RGBA(128, 64, 64) : RGBA(255, 128, 128), tolerance: 1,
                    reach ? "cell 1's square at 0.5 over cell 0" : "cell 1's square clipped away")
    }

    @Test("the same call writes PNG, SVG and PDF")
    func formats() throws {
        let r = try Renderer()
        let content = CollectionContent(sections: 1, itemsPerSection: 2)
        let png = try r.render(layout: RowLayout(), content: content, canvas: Size(width: 100, height: 60), style: SwatchStyle(), format: .png)
        let decoded = try PNGDecoder.decode(png)
        expectPixel(decoded, 15, 15, RGBA(0, 0, 0), "the PNG's corner square")
        expectPixel(decoded, 25, 30, RGBA(255, 255, 255), "an unlisted item is white")
        let svg = String(decoding: try r.render(layout: RowLayout(), content: content, canvas: Size(width: 100, height: 60),
                                                style: SwatchStyle(), format: .svg), as: UTF8.self)
        #expect(svg.hasPrefix("<?xml") && svg.contains("<svg"))
        let pdf = try r.render(layout: RowLayout(), content: content, canvas: Size(width: 100, height: 60), style: SwatchStyle(), format: .pdf)
        #expect(Array(pdf.prefix(5)) == Array("%PDF-".utf8))
    }

    @Test("a bad canvas is an error, not a crash")
    func badCanvas() throws {
        let r = try Renderer()
        for size in [Size(width: 0, height: 10), Size(width: .infinity, height: 10), Size(width: .nan, height: 10), Size(width: 20000, height: 10)] {
            #expect(throws: RenderError.self) {
                try r.renderImage(layout: RowLayout(), content: CollectionContent(sections: 1, itemsPerSection: 1), canvas: size, style: SwatchStyle())
            }
        }
        #expect(throws: RenderError.self) {
            try r.renderImage(layout: RowLayout(), content: CollectionContent(sections: 1, itemsPerSection: 1),
                              canvas: Size(width: 10, height: 10), scale: 4, style: SwatchStyle())
        }
    }

    @Test("a look key ignores the transform, alpha and place; changes with the item and size")
    func lookKeys() {
        var a = LayoutAttributes(category: .cell, indexPath: SBLayout.IndexPath(item: 0, section: 0), frame: Rect(x: 0, y: 0, width: 30, height: 40))
        let style = SwatchStyle()
        let key = style.lookKey(for: StyledElement(attributes: a, item: red))
        var moved = a
        moved.center = Point(x: 300, y: 7)
        moved.alpha = 0.25
        moved.transform = Transform3D.scale(x: 2, y: 2)
        #expect(style.lookKey(for: StyledElement(attributes: moved, item: red)) == key)
        #expect(style.lookKey(for: StyledElement(attributes: a, item: blue)) != key)
        a.size = Size(width: 31, height: 40)
        #expect(style.lookKey(for: StyledElement(attributes: a, item: red)) != key)
        #expect(FlowCellStyle().lookKey(for: StyledElement(attributes: moved, item: red)) != key)
    }
}
