import SBCairo
import SBRender
import SBTestSupport
import Testing

/// A plain list whose second row needs two lines: the row grows to its text (UIKit's self-sizing
/// list cells) and the rows after it move down. Heights follow UIListContentConfiguration's
/// rule as ListRowContent writes it down: 11 pt above and below the text, at least 44 pt, rounded
/// up to a whole point; the text's height is Pango's, measured here directly.
@Suite struct SelfSizingListTests {
    static let long = "Show notification previews on the lock screen when the iPhone is locked"

    @Test func aTwoLineRowGrowsAndPushesTheNextRowDown() throws {
        let renderer = try Renderer()
        // The text box: 390 - 16 - 16 (margins) - 7 (chevron) - 13 (gap) = 338 wide, 17 pt.
        let text = try TextLayout(Self.long, font: FontDescriptor(family: "system", size: 17), fonts: renderer.fonts)
        text.width = 338
        #expect(text.lineCount == 2)
        let rowHeight = (text.logicalExtents.height + 22).rounded(.up)
        #expect(rowHeight > 44)
        let img = try Support.image("""
        {"layout": "compositional", "canvas": {"size": [390, 300], "scale": 2}, "compositional": {"sections": [
          {"list": {"appearance": "plain"}, "itemCount": 3}]},
         "sections": [{"items": [{"label": "One line"}, {"label": "\(Self.long)"}, {"label": "After"}]}]}
        """, renderer: renderer)
        // Row 0: 0 ... 44, its separator 43.5 ... 44 (device rows 87); row 1: 44 ... 44 + h.
        expectPixel(img, 300 * 2, 87, RGBA(198, 198, 200), "row 0's separator")
        let bottom = Int((44 + rowHeight) * 2)
        expectPixel(img, 300 * 2, bottom - 1, RGBA(198, 198, 200), "row 1's separator, at its grown bottom")
        expectPixel(img, 300 * 2, bottom - 3, RGBA(255, 255, 255), "row 1's white just above it")
        // Row 2: 44 ... 44 more, its separator at the end.
        expectPixel(img, 300 * 2, bottom + 88 - 1, RGBA(198, 198, 200), "row 2's separator, 44 pt lower")
    }
}
