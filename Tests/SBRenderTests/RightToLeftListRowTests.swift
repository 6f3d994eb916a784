import SBPNG
import SBRender
import SBTestSupport
import Testing

/// List rows in a right-to-left layout, drawn mirrored as UIKit mirrors a list cell: the image at
/// the right margin, the text right-aligned from it, the value left-aligned before the
/// accessories, the accessories at the left margin with the chevron pointing left, separators
/// inset from the right. A plain list 390 wide at scale 1: the layout margin is 16 (under 414
/// wide), a row is 390 wide, so a box at x ... x + w left to right is drawn at 390 - x - w.
@Suite struct RightToLeftListRowTests {
    static func list(_ items: String, direction: String = "rightToLeft") -> String {
        """
        {"layout": "compositional", "canvas": {"size": [390, 240], "scale": 1},
         "compositional": {"layoutDirection": "\(direction)", "sections": [{"list": {"appearance": "plain"}, "itemCount": 3}]},
         "sections": [{"items": [\(items)]}]}
        """
    }

    static func items(image: String) -> String {
        """
        {"label": "One", "image": \(Support.quoted(image))},
        {"label": "Two", "value": "Val", "accessories": ["checkmark"]},
        {"label": "Three", "subtitle": "Sub", "accessories": ["detail"]}
        """
    }

    static let white = RGBA(255, 255, 255)
    static let separator = RGBA(198, 198, 200)
    static let chevron = RGBA(196, 196, 199)
    static let tint = RGBA(0, 122, 255)

    /// The leftmost and rightmost columns in `xs` with a pixel darker than near-white in `ys`, or nil.
    static func ink(_ image: RGBAImage, xs: ClosedRange<Int>, ys: ClosedRange<Int>) -> (min: Int, max: Int)? {
        var found: (min: Int, max: Int)?
        for x in xs {
            for y in ys where image.rgba(x, y).distance(to: white) > 60 {
                found = (min(found?.min ?? x, x), max(found?.max ?? x, x))
                break
            }
        }
        return found
    }

    @Test func theImageAndTheChevronAreMirrored() throws {
        let blue = try Support.fixture("pngsuite/s01n3p01.png")
        let img = try Support.image(Self.list(Self.items(image: blue)))
        // Row 0 is 0 ... 44. Its image, 29 x 29 at the 16 margin left to right (16 ... 45,
        // 7.5 ... 36.5), is drawn at 390 - 45 = 345 ... 374; the left-to-right place is white.
        expectPixel(img, 360, 22, RGBA(0, 0, 255), tolerance: 8, "row 0: the image's middle, right")
        expectPixel(img, 30, 22, Self.white, "row 0: no image at the left margin")
        // The chevron, 7 wide at 390 - 16 - 7 = 367 left to right (tip at 373, arms at 367,
        // y 22 -+ 6), is drawn with its tip at 390 - 373 = 17 and its arms at 390 - 367 = 23:
        // the upper arm runs from (23, 16) to (17, 22), along x + y = 39; pixel (19, 19), centre
        // (19.5, 19.5), lies on it, and a 2-pt stroke covers the whole pixel.
        expectPixel(img, 19, 19, Self.chevron, tolerance: 2, "row 0: the chevron's upper arm, pointing left")
        // Left to right the upper arm would run through (370.5, 19.5) (390 - 19.5); there the
        // mirrored image (345 ... 374) is drawn, and no chevron over it.
        expectPixel(img, 370, 19, RGBA(0, 0, 255), tolerance: 8, "row 0: the image, no chevron, on the right")
        // The text starts 16 + 29 + 15 = 60 from the leading edge: right-aligned, it ends at
        // 390 - 60 = 330 (the glyphs' side bearing leaves at most a few points).
        let one = try #require(Self.ink(img, xs: 200...340, ys: 5...38))
        #expect(one.max <= 330 && one.max >= 324, "row 0: \"One\" ends at \(one.max), expected 324 ... 330")
    }

    @Test func theCheckmarkValueAndTextAreMirrored() throws {
        let blue = try Support.fixture("pngsuite/s01n3p01.png")
        let img = try Support.image(Self.list(Self.items(image: blue)))
        // Row 1 is 44 ... 88, middle y = 66. The checkmark's 14-wide slot, 390 - 16 - 14 = 360
        // left to right, is drawn at 390 - 374 = 16 ... 30, in its own (unmirrored) shape: the
        // long stroke from (16 + 5, 71) to (16 + 13, 60). Pixel (24, 66), centre (24.5, 66.5), is
        // (3.5 x 11 - 4.5 x 8) / sqrt(11^2 + 8^2) = 2.5 / 13.6 = 0.18 from it: covered.
        expectPixel(img, 24, 66, Self.tint, tolerance: 8, "row 1: the checkmark at the left margin")
        // The value ends 8 before the accessories left to right (360 - 8 = 352): drawn from
        // 390 - 352 = 38, left-aligned. Nothing lies between the checkmark and it (31 ... 37).
        let value = try #require(Self.ink(img, xs: 31...120, ys: 50...82))
        #expect(value.min >= 38 && value.min <= 41, "row 1: \"Val\" starts at \(value.min), expected 38 ... 41")
        // No image: the text, right-aligned, ends at the margin, 390 - 16 = 374.
        let two = try #require(Self.ink(img, xs: 200...389, ys: 50...82))
        #expect(two.max <= 374 && two.max >= 368, "row 1: \"Two\" ends at \(two.max), expected 368 ... 374")
    }

    @Test func theDetailButtonAndSecondaryTextAreMirrored() throws {
        let blue = try Support.fixture("pngsuite/s01n3p01.png")
        let img = try Support.image(Self.list(Self.items(image: blue)))
        // Row 2 starts at 88 and, with its secondary line, grows past the 44 minimum. The detail
        // button's 22-wide slot, 390 - 16 - 22 = 352 left to right, is drawn at 16 ... 38: its
        // ring (radius 10.25, 1.5 stroke: 9.5 ... 11 from the centre x = 27) reaches from
        // 27 - 11 = 16 to 27 + 11 = 38, whatever the row's height.
        let ring = try #require(Self.ink(img, xs: 0...100, ys: 90...140))
        #expect(ring.min == 16 && ring.max == 37, "row 2: the detail ring spans \(ring.min) ... \(ring.max), expected 16 ... 37")
        // The secondary text (the row's lower part) is right-aligned at the margin too.
        let sub = try #require(Self.ink(img, xs: 200...389, ys: 122...140))
        #expect(sub.max <= 374 && sub.max >= 366, "row 2: \"Sub\" ends at \(sub.max), expected 366 ... 374")
    }

    @Test func separatorsAreInsetFromTheRight() throws {
        let blue = try Support.fixture("pngsuite/s01n3p01.png")
        let img = try Support.image(Self.list(Self.items(image: blue)))
        // Left to right, a separator runs from the margin (16) to the row's end (390); in a
        // right-to-left layout from 0 to 390 - 16 = 374. Row 0's, under an image, starts at the
        // text: 16 + 29 + 15 = 60 from the right, ending at 390 - 60 = 330. Scale 1: row 43.
        expectPixel(img, 2, 43, Self.separator, "row 0: the separator reaches the left edge")
        expectPixel(img, 328, 43, Self.separator, "row 0: 2 pt before the text's leading edge")
        expectPixel(img, 332, 43, Self.white, "row 0: 2 pt past the text's leading edge")
        // Row 1 (44 ... 88) has no image: its separator (row 87) ends at the margin, 374.
        expectPixel(img, 372, 87, Self.separator, "row 1: 2 pt inside the right margin")
        expectPixel(img, 376, 87, Self.white, "row 1: 2 pt into the right margin")
    }

    @Test func leftToRightRowsAreUnchanged() throws {
        // The same rows left to right: the checkmark at 360 ... 374 (pixel (366, 66) on its long
        // stroke, mirrored from (24, 66) above: 390 - 24 - 1 = 365 ... 366), the value before it.
        let blue = try Support.fixture("pngsuite/s01n3p01.png")
        let img = try Support.image(Self.list(Self.items(image: blue), direction: "leftToRight"))
        expectPixel(img, 30, 22, RGBA(0, 0, 255), tolerance: 8, "row 0: the image at the left margin")
        expectPixel(img, 360, 22, Self.white, "row 0: no image on the right")
        let one = try #require(Self.ink(img, xs: 50...200, ys: 5...38))
        #expect(one.min >= 60 && one.min <= 63, "row 0: \"One\" starts at \(one.min), expected 60 ... 63")
    }
}
