import SBPNG
import SBTestSupport
import Testing

/// What the compositional look draws for this change's elements, probed by pixel.
@Suite struct CompositionalLookTests {
    /// Dark pixels (any channel under 100, opaque) in rows `rows` of columns `columns`.
    func darkPixels(_ image: RGBAImage, columns: Range<Int>, rows: Range<Int>) -> Int {
        var n = 0
        for y in rows { for x in columns {
            let i = (y * image.width + x) * 4
            if image.pixels[i] < 100 && image.pixels[i + 1] < 100 && image.pixels[i + 2] < 100 && image.pixels[i + 3] > 200 { n += 1 }
        } }
        return n
    }

    @Test func aLeadingHeaderInAHorizontalLayoutShowsItsWholeTitle() throws {
        // A 44 x 300 leading header: "Section 0" runs down the strip from y = 16 (in bold 22 pt it
        // takes about 90 pt), so text reaches well past y = 60; cut to "S..." it was a dot row
        // at the middle (y about 150) only.
        let image = try Support.image("""
        {"layout": "compositional", "canvas": {"size": [300, 300]}, "compositional": {"scrollDirection": "horizontal", "sections": [
         {"group": {"axis": "vertical", "size": {"width": {"absolute": 120}, "height": {"fractionalHeight": 1}}, "items": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]},
          "header": {"size": {"width": {"absolute": 44}, "height": {"fractionalHeight": 1}}, "alignment": "leading"}, "itemCount": 1}]}}
        """)
        #expect(darkPixels(image, columns: 0..<44, rows: 20..<60) > 20)
        #expect(darkPixels(image, columns: 0..<44, rows: 60..<100) > 20)
        #expect(darkPixels(image, columns: 0..<44, rows: 200..<300) == 0)
    }

    @Test func aBadgeIsARedCapsuleOnItsCorner() throws {
        // One 200 x 100 cell at (0, 0) with a 20 x 20 badge centred on its top-right corner:
        // (190, -10) to (210, 10); its lower-left quarter (190...200, 0...10) is on the canvas.
        let image = try Support.image("""
        {"layout": "compositional", "canvas": {"size": [300, 200]}, "compositional": {"sections": [
         {"group": {"axis": "horizontal", "size": {"width": {"absolute": 200}, "height": {"absolute": 100}}, "items": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}},
           "supplementaryItems": [{"kind": "badge", "size": {"width": {"absolute": 20}, "height": {"absolute": 20}}, "anchor": {"edges": ["top", "trailing"], "fractionalOffset": [0.5, -0.5]}}]}]},
          "itemCount": 1}]}}
        """)
        // Pixel (194, 3): 6.7 from the centre (200, 0), inside the radius of 10 and left of the
        // digit; systemRed (255, 59, 48).
        let i = (3 * image.width + 194) * 4
        #expect(Array(image.pixels[i..<i + 3]) == [255, 59, 48])
        // Pixel (215, 5) is past the badge: white page.
        let j = (5 * image.width + 215) * 4
        #expect(Array(image.pixels[j..<j + 3]) == [255, 255, 255])
    }
}
