import Foundation
import SBPNG
import SBRender
import SBScene
import SBTestSupport
import Testing

/// The cookbook's navigation bar drawn (issue 25): 64 points of #f7f7f7 with a one-pixel
/// hairline at its foot, the collection view below it, and Colorize's tint.
@Suite struct NavigationBarRenderTests {
    @Test func theBarIsDrawnAboveTheCollectionView() throws {
        let image = try Support.image(#"{"layout": "circle", "items": 0, "navigationBar": "cookbook"}"#)
        // Bar colour #f7f7f7 (247) away from the text: left of the title, under the status bar's text.
        expectPixel(image, 200, 42, RGBA(247, 247, 247, 255), "the bar")
        expectPixel(image, 200, 2, RGBA(247, 247, 247, 255), "the status bar's part of the bar")
        // The hairline, the bar's last pixel (y 63): black at 0.3 over 247, 0.7 x 247 = 172.9.
        expectPixel(image, 200, 63, RGBA(173, 173, 173, 255), tolerance: 1, "the hairline")
        // Below, the collection view (the circle sample's light grey view, as without a bar).
        let bare = try Support.image(#"{"layout": "circle", "items": 0}"#)
        #expect(image.rgba(200, 64) == bare.rgba(200, 64))
        // Ink: the title centred (black), "Add" at the left and "Delete" at the right (no
        // items: Add enabled in the tint, Delete disabled, grey).
        let titleInk = (330..<440).contains { x in (30..<56).contains { y in image.rgba(x, y).r < 80 } }
        #expect(titleInk)
        let purple = { (x: Int, y: Int) -> Bool in let c = image.rgba(x, y); return c.b > 120 && c.r < 150 && c.b > c.r + 40 }
        #expect((20..<60).contains { x in (30..<56).contains { y in purple(x, y) } }, "Add in the tint")
        #expect(!(690..<748).contains { x in (30..<56).contains { y in purple(x, y) } }, "Delete disabled")
        #expect((690..<748).contains { x in (30..<56).contains { y in image.rgba(x, y).r < 235 } }, "Delete drawn, greyed")
    }

    @Test func aTintedBarMixesTheCellColourAtPointTwo() throws {
        var plan = try Support.plan(#"{"layout": "circle", "items": 0, "navigationBar": "cookbook"}"#)
        plan.navigationBarTint = Color(red: 1, green: 0, blue: 0)
        let r = try Renderer()
        let image = try r.renderImage(Frame(plan: plan), images: [:])
        // 0.2 x 255 + 0.8 x 247 = 51 + 197.6 = 248.6 -> 249; 0.8 x 247 = 197.6 -> 198.
        expectPixel(image, 200, 42, RGBA(249, 198, 198, 255), tolerance: 1, "red at 0.2 over the bar")
    }
}
