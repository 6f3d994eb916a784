import Foundation
import SBPNG
import SBRender
import SBScene
import SBTestSupport
import Testing

/// The scene's `style`, `text`, `card` and `contentMode` keys, probed by pixel. Every scene is a
/// flow of one 100 x 100 item in a 120 x 120 canvas with insets of 10: the cell covers
/// (10, 10)-(110, 110) exactly (the line holds the one item with nothing to spare; no header or
/// footer), on the flow's light grey background (#aaaaaa, 170).
@Suite("Scene styles by pixel")
struct SceneStyleTests {
    func scene(_ item: String, scene extra: String = "") -> String {
        ##"{"layout": "flow", "canvas": {"size": [120, 120]}, "inset": 10, "itemSize": [100, 100], "headerSize": [0, 0], "footerSize": [0, 0]\##(extra), "sections": [{"items": [\##(item)]}]}"##
    }

    @Test("card: background, border, corner radius")
    func card() throws {
        let img = try Support.image(scene(##"{"card": {"background": "#0000ff", "cornerRadius": 20, "border": {"width": 4, "color": "#ff0000"}}}"##))
        expectPixel(img, 5, 60, RGBA(170, 170, 170), "the background left of the cell")
        expectPixel(img, 60, 60, RGBA(0, 0, 255), "the card's blue middle")
        // The border lies inside the edge: x from 10 to 14.
        expectPixel(img, 11, 60, RGBA(255, 0, 0), "the left border")
        expectPixel(img, 108, 60, RGBA(255, 0, 0), "the right border")
        expectPixel(img, 60, 12, RGBA(255, 0, 0), "the top border")
        expectPixel(img, 16, 60, RGBA(0, 0, 255), "blue just inside the border")
        // Corner (11.5, 11.5) is 26 from the corner circle's centre (30, 30), beyond radius 20.
        expectPixel(img, 11, 11, RGBA(170, 170, 170), "the background outside the rounded corner")
    }

    @Test("card: a hard shadow falls by its offset")
    func shadow() throws {
        let img = try Support.image(scene(##"{"card": {"background": "#ffffff", "shadow": {"color": "#000000", "offset": [6, 8], "radius": 0}}}"##))
        // The shadow is the card moved to (16, 18)-(116, 118).
        expectPixel(img, 60, 60, RGBA(255, 255, 255), "the card over its shadow")
        expectPixel(img, 113, 60, RGBA(0, 0, 0), "the shadow right of the card")
        expectPixel(img, 60, 114, RGBA(0, 0, 0), "the shadow below the card")
        expectPixel(img, 13, 114, RGBA(170, 170, 170), "left of the shadow's start")
        expectPixel(img, 113, 13, RGBA(170, 170, 170), "above the shadow's start")
    }

    @Test("card: a blurred shadow is dark at the card's edge and fades out by its radius")
    func blurredShadow() throws {
        let img = try Support.image(scene(##"{"card": {"background": "#ffffff", "shadow": {"color": "#000000", "offset": [0, 0], "radius": 4}}}"##))
        // Outside the card: 1 point out is darker than 3 points out; 5 points out is untouched.
        let near = img.rgba(60, 110).r, far = img.rgba(60, 112).r
        #expect(near < far && far < 170, "shadow below the card: \(near) at 1 point, \(far) at 3 points")
        expectPixel(img, 60, 115, RGBA(170, 170, 170), "beyond the shadow's reach")
    }

    // A full block (U+2588) at 60 points is about 36 points wide: centred in the text box
    // (12..108) it covers 42..78; flush left 12..48; flush right 72..108.
    @Test("text: colour, size and alignment", arguments: [("left", 20, 100), ("center", 60, 20), ("right", 100, 20)])
    func text(alignment: String, ink: Int, paper: Int) throws {
        let img = try Support.image(scene(##"{"label": "█", "card": {"background": "#ffffff"}, "text": {"size": 60, "color": "#00ff00", "alignment": "\##(alignment)"}}"##))
        expectPixel(img, ink, 60, RGBA(0, 255, 0), "the green block, aligned \(alignment)")
        expectPixel(img, paper, 60, RGBA(255, 255, 255), "white where the block is not")
    }

    @Test("text from the scene applies to every item; an item's own keys win one by one")
    func sceneText() throws {
        let img = try Support.image(scene(##"{"label": "█", "text": {"alignment": "left"}}"##,
                                          scene: ##", "card": {"background": "#ffffff"}, "text": {"size": 60, "color": "#ff0000", "alignment": "right"}"##))
        expectPixel(img, 20, 60, RGBA(255, 0, 0), "the scene's red and size, the item's left alignment")
        expectPixel(img, 100, 60, RGBA(255, 255, 255), "not right-aligned")
    }

    @Test("text: bold puts more ink down than regular")
    func weight() throws {
        func ink(_ weight: String) throws -> Int {
            let img = try Support.image(scene(##"{"label": "IIII", "card": {"background": "#ffffff"}, "text": {"size": 30, "color": "#000000", "weight": "\##(weight)"}}"##))
            var dark = 0
            for y in 10..<110 { for x in 10..<110 where img.rgba(x, y).r < 128 { dark += 1 } }
            return dark
        }
        let regular = try ink("regular"), bold = try ink("bold")
        #expect(regular > 0 && bold > regular + regular / 4, "dark pixels: regular \(regular), bold \(bold)")
    }

    @Test("text: lines limits the wrapped lines")
    func lines() throws {
        // Three blocks at 30 points (about 18 wide each, with spaces) do not fit a 96-wide box in
        // a line at 40 points; with "lines": 1 only the first line shows.
        func rows(_ lines: Int) throws -> Int {
            let img = try Support.image(scene(##"{"label": "██ ██ ██ ██ ██ ██", "card": {"background": "#ffffff"}, "text": {"size": 30, "color": "#000000", "lines": \##(lines)}}"##))
            var inked = 0
            for y in 10..<110 where (10..<110).contains(where: { img.rgba($0, y).r < 128 }) { inked += 1 }
            return inked
        }
        let one = try rows(1), unlimited = try rows(0)
        #expect(one > 20 && unlimited >= 2 * one - 4, "inked rows: one line \(one), no limit \(unlimited)")
    }

    @Test("content modes of an item image", arguments: [("aspectFit", false), ("scaleToFill", true), ("aspectFill", true)])
    func contentMode(mode: String, fillsEdges: Bool) throws {
        // A one-pixel blue image in a 100 x 50 cell (10, 10)-(110, 60): aspect-fit draws it 50 x 50
        // at 35..85; scale-to-fill and aspect-fill cover the cell.
        let blue = try Support.fixture("pngsuite/s01n3p01.png")
        let json = ##"{"layout": "flow", "canvas": {"size": [120, 70]}, "inset": 10, "itemSize": [100, 50], "headerSize": [0, 0], "footerSize": [0, 0], "contentMode": "\##(mode)", "sections": [{"items": [{"image": \##(Support.quoted(blue))}]}]}"##
        let img = try Support.image(json)
        expectPixel(img, 60, 35, RGBA(0, 0, 255), "the image's middle")
        expectPixel(img, 20, 35, fillsEdges ? RGBA(0, 0, 255) : RGBA(255, 255, 255), "\(mode) at the cell's left part")
    }

    @Test("style is chosen apart from the layout")
    func styleByName() throws {
        let flow = try Support.image(scene("{}"))
        expectPixel(flow, 12, 60, RGBA(255, 255, 255), "the flow's white cell")
        let punched = try Support.image(scene("{}", scene: ##", "style": "punched""##))
        // The picture frame's wood is a brown gradient (red above green above blue).
        let wood = punched.rgba(17, 60)
        #expect(wood.r > wood.g && wood.g > wood.b && wood.r > 100, "punched style's wooden frame at (17, 60): \(wood)")
        let springboard = try Support.image(scene(##"{"color": "#ffffff"}"##, scene: ##", "style": "springboard""##))
        // The icon's label is inset by 100/8 = 12.5: (22.5, 22.5)-(97.5, 97.5); the cell's corner shows the background.
        expectPixel(springboard, 15, 60, RGBA(170, 170, 170), "outside the springboard label")
        // White at 0.7 over grey 170: 0.7 x 255 + 0.3 x 170 = 229.5.
        expectPixel(springboard, 60, 90, RGBA(229, 229, 229), tolerance: 1, "the springboard label, white at 0.7")
    }
}
