import SBRender
import SBTestSupport
import Testing

/// Pixels of compositional scenes whose colours follow by hand from the look's constants
/// (UIKit's light-mode system colours, see CompositionalLook) and the layout's frames.
@Suite("Compositional pixel probes")
struct CompositionalPixelTests {
    // Two half-width items in a 100 pt group, inset by 10: cards (10, 10, 180, 80) and
    // (210, 10, 180, 80), corner radius 12. Section 0's tint is systemBlue (0, 122, 255); the card
    // is it mixed 72 % towards white: (0 + 255 x 0.72, 122 + 133 x 0.72, 255) = (184, 218, 255).
    static func cards(scale: Int) -> String {
        """
        {"layout": "compositional", "canvas": {"size": [400, 300], "scale": \(scale)}, "compositional": {"sections": [
          {"group": {"axis": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}},
                     "items": [{"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}, "contentInsets": 10}]},
           "itemCount": 2}]}}
        """
    }

    @Test("tinted cards on white", arguments: [1, 2, 3])
    func cards(scale: Int) throws {
        let img = try Support.image(Self.cards(scale: scale))
        let s = scale
        #expect(img.width == 400 * s && img.height == 300 * s)
        expectPixel(img, 5 * s, 5 * s, RGBA(255, 255, 255), "white page above-left of card 0")
        expectPixel(img, 200 * s, 50 * s, RGBA(255, 255, 255), "white between the cards")
        expectPixel(img, 25 * s, 80 * s, RGBA(184, 218, 255), tolerance: 1, "card 0's fill below its label")
        expectPixel(img, 375 * s, 25 * s, RGBA(184, 218, 255), tolerance: 1, "card 1's fill")
        expectPixel(img, 100 * s, 150 * s, RGBA(255, 255, 255), "white below the section")
    }

    // An inset-grouped list 390 pt wide: margin 16, rows (16, 35 + 44 i, 358, 44) on white,
    // the page systemGroupedBackground (242, 242, 247); separators 0.5 pt at y = 78.5 in
    // separator grey (198, 198, 200), from x = 32.
    @Test("inset-grouped list: page, rows, separator at scale 2")
    func list() throws {
        let img = try Support.image("""
        {"layout": "compositional", "canvas": {"size": [390, 300], "scale": 2}, "compositional": {"sections": [
          {"list": {"appearance": "insetGrouped"}, "itemCount": 3}]}}
        """)
        expectPixel(img, 8 * 2, 60 * 2, RGBA(242, 242, 247), "grouped grey left of the rows")
        expectPixel(img, 200 * 2, 20 * 2, RGBA(242, 242, 247), "grouped grey above the section")
        expectPixel(img, 250 * 2, 60 * 2, RGBA(255, 255, 255), "row 0's white")
        expectPixel(img, 250 * 2, 157, RGBA(198, 198, 200), "the separator under row 0 (78.5 ... 79 pt)")
        expectPixel(img, 20 * 2, 157, RGBA(255, 255, 255), "the separator starts at the margin")
        expectPixel(img, 250 * 2, 200 * 2, RGBA(242, 242, 247), "grouped grey below the rows (35 + 3 x 44 = 167)")
    }
}
