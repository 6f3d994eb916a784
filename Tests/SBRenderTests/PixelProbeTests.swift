import Foundation
import SBPNG
import SBRender
import SBScene
import SBTestSupport
import Testing

/// Pixels of rendered scenes at points whose colour follows by hand from the documents'
/// constants (/work/shared/docs/uikit-semantics.md, the seed tutorial, recipe 10-x). Every
/// probe is given in points at scale 1 and multiplied by the scale: at scale 2 the same
/// picture is twice the size, so pixel (2x, 2y) lies inside point pixel (x, y).
///
/// Every probe point keeps at least half a point from any edge it is not testing, so that
/// antialiasing cannot touch it.
@Suite("Pixel probes")
struct PixelProbeTests {
    // MARK: the springboard (tutorial)

    // Cell 0's frame is (32, 32, 144, 144). Its label is the cell inset by 144/8 = 18: the
    // square (50, 50)-(158, 158), corner radius 108/8 = 13.5, light grey #aaaaaa (170) with a
    // 1 pt dark grey (#555555 = 85) border inside it, the whole label at opacity 0.7.
    // The delete button's frame is (144/16, 144/16, 144/4, 144/4) = (9, 9, 36, 36) in the cell,
    // (41, 41)-(77, 77) on the canvas; its circle is centred at (59, 59) with radius
    // 36/2 - 2 = 16, filled red and stroked white 3 wide (white from r = 14.5 to 17.5); the
    // cross runs from (43, 43) to (75, 75) and from (43, 75) to (75, 43), white, 3 wide.

    @Test("springboard icon: background, label, border, delete button", arguments: [1, 2, 3])
    func springboardIcon(scale: Int) throws {
        let img = try Support.image(Scenes.springboard(scale: scale))
        #expect(img.width == 768 * scale && img.height == 1024 * scale)
        let s = scale
        // "none": the collection view's own background, black for the springboard.
        expectPixel(img, 20 * s, 20 * s, RGBA(0, 0, 0), "black background above-left of cell 0")
        expectPixel(img, 49 * s, 104 * s, RGBA(0, 0, 0), "between the cell's edge and its inset label")
        // Light grey 170 at 0.7 over black: 0.7 x 170 = 119.
        expectPixel(img, 104 * s, 150 * s, RGBA(119, 119, 119), tolerance: 1, "label fill below the text")
        expectPixel(img, 150 * s, 150 * s, RGBA(119, 119, 119), tolerance: 1, "label fill inside the rounded corner")
        // The border: the stroke of the label inset by 0.5, 1 wide, covers x in [50, 51]:
        // dark grey 85 at 0.7 over black = 59.5.
        expectPixel(img, 50 * s, 104 * s, RGBA(60, 60, 60), tolerance: 1, "left border")
        expectPixel(img, 157 * s, 104 * s, RGBA(60, 60, 60), tolerance: 1, "right border")
        expectPixel(img, 104 * s, 157 * s, RGBA(60, 60, 60), tolerance: 1, "bottom border")
        expectPixel(img, 159 * s, 104 * s, RGBA(0, 0, 0), "just right of the label")
        // The red circle, 9 below its centre: 6.4 from either diagonal, off the cross.
        expectPixel(img, 59 * s, 68 * s, RGBA(255, 0, 0), "delete button's red")
        expectPixel(img, 68 * s, 59 * s, RGBA(255, 0, 0), "delete button's red, right of the centre")
        // The cross meets at the circle's centre.
        expectPixel(img, 59 * s, 59 * s, RGBA(255, 255, 255), "the cross at the circle's centre")
        expectPixel(img, 65 * s, 65 * s, RGBA(255, 255, 255), "the cross on the main diagonal")
        expectPixel(img, 52 * s, 65 * s, RGBA(255, 255, 255), "the cross on the other diagonal")
        // The cross pokes out of the circle: (44.5, 44.5) is 20.5 from the centre, past the
        // outline's outer edge at 17.5, but on the diagonal.
        expectPixel(img, 44 * s, 44 * s, RGBA(255, 255, 255), "the cross beyond the circle")
        // The white outline at radius 16, straight below the centre.
        expectPixel(img, 59 * s, 75 * s, RGBA(255, 255, 255), "the circle's white outline")
        // 19 below the centre the button has ended: the label shows.
        expectPixel(img, 59 * s, 78 * s, RGBA(119, 119, 119), tolerance: 1, "label below the button")
    }

    @Test("springboard label over a known colour: 0.7 x grey + 0.3 x blue")
    func labelOverBlue() throws {
        // s01n3p01 is one blue pixel (0, 0, 255): drawn aspect-fill it covers the canvas.
        let blue = try Support.fixture("pngsuite/s01n3p01.png")
        let img = try Support.image(Scenes.springboard(scale: 1, wallpaper: Support.quoted(blue)))
        expectPixel(img, 20, 20, RGBA(0, 0, 255), "the one-pixel blue wallpaper")
        // red, green: 0.7 x 170 + 0.3 x 0 = 119; blue: 0.7 x 170 + 0.3 x 255 = 195.5.
        expectPixel(img, 104, 150, RGBA(119, 119, 196), tolerance: 1, "label fill over blue")
        // border: 0.7 x 85 = 59.5; 59.5 + 0.3 x 255 = 136.
        expectPixel(img, 50, 104, RGBA(60, 60, 136), tolerance: 1, "border over blue")
    }

    @Test("page dots: 32 items make 2 pages; dots at midX -/+ 8, 24 above the bottom", arguments: [1, 2])
    func pageDots(scale: Int) throws {
        let s = scale
        // Page 0 current: the left dot white, the right one white at alpha 0.4 over black = 102.
        let img = try Support.image(Scenes.springboard(scale: scale))
        expectPixel(img, 376 * s, 1000 * s, RGBA(255, 255, 255), "current page's dot (left)")
        expectPixel(img, 375 * s, 999 * s, RGBA(255, 255, 255), "current page's dot, other quadrant")
        expectPixel(img, 392 * s, 1000 * s, RGBA(102, 102, 102), tolerance: 1, "the other page's dot at alpha 0.4")
        expectPixel(img, 391 * s, 999 * s, RGBA(102, 102, 102), tolerance: 1, "the other dot, other quadrant")
        expectPixel(img, 384 * s, 1000 * s, RGBA(0, 0, 0), "between the dots")
        expectPixel(img, 371 * s, 1000 * s, RGBA(0, 0, 0), "left of the dots (radius 3.5)")
        expectPixel(img, 376 * s, 995 * s, RGBA(0, 0, 0), "above the dots")

        // Page 1 shown: the right dot is the current one.
        var json = Scenes.springboard(scale: scale)
        json = json.replacingOccurrences(of: "\"time\": 0,", with: "\"time\": 0, \"page\": 1,")
        let second = try Support.image(json)
        expectPixel(second, 392 * s, 1000 * s, RGBA(255, 255, 255), "page 1: the right dot is current")
        expectPixel(second, 376 * s, 1000 * s, RGBA(102, 102, 102), tolerance: 1, "page 1: the left dot at 0.4")

        // 20 items fill one page exactly (4 columns of 5): no dots at all.
        let one = try Support.image(Scenes.springboard(scale: scale, count: 20))
        expectPixel(one, 376 * s, 1000 * s, RGBA(0, 0, 0), "one page: no left dot")
        expectPixel(one, 392 * s, 1000 * s, RGBA(0, 0, 0), "one page: no right dot")
    }

    // The quiver: angle = -2 + 8 p / 0.2 degrees for p = (t + offset) mod 0.4 < 0.2. At
    // p = 0.2 the icon is at +6 degrees, rotated clockwise on screen about the cell's centre
    // (104, 104). A point d from the centre is drawn from the icon point R(-6°) d:
    //   pixel (140, 51), centre (140.5, 51.5), d = (36.5, -52.5) → (30.8, -56.0): above the
    //   label's half-height 54, so background; upright it is label fill (row 50 is the border,
    //   and x < 144.5 is left of the top-right corner's arc).
    //   pixel (159, 70), d = (55.5, -33.5) → (51.7, -39.1): inside the label (and clear of its
    //   border at 53..54), so label fill; upright it is background.
    // Cell 1 (frame y 236..380) is the same 204 points lower.
    @Test("quiver at +6 degrees moves the label's corners", arguments: [1, 2])
    func quiverRotation(scale: Int) throws {
        let s = scale
        let upright = try Support.image(Scenes.springboard(scale: scale))
        expectPixel(upright, 140 * s, 51 * s, RGBA(119, 119, 119), tolerance: 1, "upright: inside the top edge")
        expectPixel(upright, 159 * s, 70 * s, RGBA(0, 0, 0), "upright: right of the label")
        expectPixel(upright, 140 * s, 255 * s, RGBA(119, 119, 119), tolerance: 1, "upright: cell 1 inside its top edge")

        // Offset 0.2 at t = 0: p = 0.2.
        let tilted = try Support.image(Scenes.springboard(scale: scale, firstOffset: 0.2))
        expectPixel(tilted, 140 * s, 51 * s, RGBA(0, 0, 0), "+6°: the top edge's right end has dropped")
        expectPixel(tilted, 159 * s, 70 * s, RGBA(119, 119, 119), tolerance: 2, "+6°: the right edge's top has swung out")
        // Cell 1 (offset 0.05) is still upright.
        expectPixel(tilted, 140 * s, 255 * s, RGBA(119, 119, 119), tolerance: 1, "cell 1 stays upright")

        // The same angle reached by time: offset 0.05 at t = 0.15 gives p = 0.2 for every icon.
        let byTime = try Support.image(Scenes.springboard(scale: scale).replacingOccurrences(of: "\"time\": 0,", with: "\"time\": 0.15,"))
        expectPixel(byTime, 140 * s, 51 * s, RGBA(0, 0, 0), "t = 0.15: the top edge's right end has dropped")
        expectPixel(byTime, 159 * s, 70 * s, RGBA(119, 119, 119), tolerance: 2, "t = 0.15: the right edge's top has swung out")
        expectPixel(byTime, 140 * s, 255 * s, RGBA(0, 0, 0), "t = 0.15: cell 1 rotates too")

        // Out of deletion mode nothing rotates and there is no button.
        let still = try Support.image(Scenes.springboard(scale: scale, firstOffset: 0.2).replacingOccurrences(of: "\"editing\": true", with: "\"editing\": false"))
        expectPixel(still, 140 * s, 51 * s, RGBA(119, 119, 119), tolerance: 1, "not editing: upright")
        expectPixel(still, 59 * s, 68 * s, RGBA(119, 119, 119), tolerance: 1, "not editing: no delete button")
    }

    @Test("a badge is a red pill centred on the label's top-right corner")
    func badge() throws {
        // Centre (158 - 2, 50 + 2) = (156, 52), 24 high, at least 24 wide: a circle of radius 12
        // for one digit; fill (1, 0.23, 0.19) = (255, 59, 48); a white 2 pt stroke at r = 12.
        let img = try Support.image(Scenes.springboard(firstExtra: ", \"badge\": \"3\""))
        expectPixel(img, 148, 52, RGBA(255, 59, 48), tolerance: 1, "the badge's red left of its digit")
        expectPixel(img, 156, 40, RGBA(255, 255, 255), "the badge's white outline at the top (r 11..13)")
    }

    @Test("the dusk wallpaper: gradient #1d2b64 → #f8cdda under twelve white circles at alpha 0.15")
    func duskWallpaper() throws {
        let img = try Support.image(Scenes.springboard(wallpaper: "\"dusk\""))
        // Top-left: the gradient's start (29, 43, 100) under circle 0 (centre (0, 0), r 60):
        // 29 + 0.15 x 226 = 62.9, 43 + 0.15 x 212 = 74.8, 100 + 0.15 x 155 = 123.3.
        expectPixel(img, 2, 2, RGBA(63, 75, 123), tolerance: 2, "top-left: gradient start under circle 0")
        // Bottom-right: no circle reaches it (the nearest, circle 11 at (448, 935) r 192, is 331
        // away): the gradient's end (248, 205, 218).
        expectPixel(img, 767, 1023, RGBA(248, 205, 218), tolerance: 2, "bottom-right: gradient end")
    }

    // MARK: cookbook recipe 10-1: flow

    // Item 50 x 50, insets (10, 10, 50, 10), spacing 10, headers and footers 30 high.
    // Section 0: header y 0..30, items from y 40 (header + top inset), 12 in a row (50 x 12 +
    // 10 x 11 = 710 <= 748), justified from x = 10 to 758; the footer follows the bottom inset:
    // y 140..170; section 1's header 170..200.
    @Test("flow demo: grey background, white cells, black header, dark grey footer", arguments: [1, 2])
    func flow(scale: Int) throws {
        let s = scale
        let img = try Support.image("{\"layout\": \"flow\", \"canvas\": {\"scale\": \(scale)}}")
        expectPixel(img, 5 * s, 15 * s, RGBA(0, 0, 0), "section 0's header")
        expectPixel(img, 700 * s, 15 * s, RGBA(0, 0, 0), "the header spans the width")
        expectPixel(img, 35 * s, 65 * s, RGBA(255, 255, 255), "cell 0's centre")
        expectPixel(img, 733 * s, 65 * s, RGBA(255, 255, 255), "cell 11's centre (x 708..758)")
        expectPixel(img, 5 * s, 65 * s, RGBA(170, 170, 170), "left inset: light grey")
        expectPixel(img, 763 * s, 65 * s, RGBA(170, 170, 170), "right inset: light grey")
        expectPixel(img, 35 * s, 115 * s, RGBA(170, 170, 170), "bottom inset: light grey")
        expectPixel(img, 5 * s, 155 * s, RGBA(85, 85, 85), "section 0's footer: dark grey")
        expectPixel(img, 5 * s, 185 * s, RGBA(0, 0, 0), "section 1's header")
        expectPixel(img, 35 * s, 235 * s, RGBA(255, 255, 255), "section 1's cell 0 (y 210..260)")
    }

    @Test("flow: a selected cell is white under black at alpha 0.5")
    func flowSelection() throws {
        let img = try Support.image("""
            {"layout": "flow", "sections": [{"items": [{"selected": true}, {}]}]}
            """)
        expectPixel(img, 35, 65, RGBA(128, 128, 128), tolerance: 1, "selected cell: 255 x 0.5")
        expectPixel(img, 98, 65, RGBA(255, 255, 255), "unselected cell 1 (x 73.5..123.5)")
    }

    // Recipe 10-3, the horizontal scroller: dark grey background; 100 sections of one 100 x 100
    // white item, insets (40, 10, 40, 10), spacing 10: cell 0 at (10, 40), cell 1 at
    // (10 + 100 + 10 + 10, 40) = (130, 40). Each shows "S%d(%d)" on a white image 20 points
    // larger than the text, at the cell's origin, whose edge is stroked black 10 wide: 5 points
    // of black inside the image, x 10..15 on the canvas for cell 0.
    @Test("horizontal scroller: dark grey, white cells, the label image's black edge")
    func horizontalScroller() throws {
        let img = try Support.image("{\"layout\": \"flow\", \"direction\": \"horizontal\"}")
        expectPixel(img, 5, 5, RGBA(85, 85, 85), "dark grey background")
        expectPixel(img, 60, 120, RGBA(255, 255, 255), "cell 0's lower half")
        expectPixel(img, 180, 120, RGBA(255, 255, 255), "cell 1's lower half")
        expectPixel(img, 120, 90, RGBA(85, 85, 85), "between cells 0 and 1")
        expectPixel(img, 12, 60, RGBA(0, 0, 0), "the black edge's left side, inside cell 0")
        expectPixel(img, 132, 60, RGBA(0, 0, 0), "the black edge's left side, inside cell 1")
        expectPixel(img, 60, 150, RGBA(85, 85, 85), "below the cells (bottom inset)")
    }

    // MARK: recipe 10-6: circle

    // Radius min(768, 1024) / 3 = 256 around (384, 512); item 0 at angle 0: centre (640, 512),
    // 80 x 80. A selected cell shows a black dot of diameter 40 at alpha 0.5.
    @Test("circle demo: item 0 is selected and shows a dark dot at (640, 512)")
    func circleDemo() throws {
        let img = try Support.image("{\"layout\": \"circle\"}")
        expectPixel(img, 384, 512, RGBA(170, 170, 170), "the circle's empty centre")
        let cell = img.rgba(670, 512)   // 30 from the centre: in the cell, outside the dot
        // Pastel: every channel 0.5 + 0.5 x random, so 128 ... 255.
        for (name, v) in [("red", cell.r), ("green", cell.g), ("blue", cell.b)] {
            #expect((127...255).contains(v), "cell 0's \(name) \(v) is not pastel")
        }
        let half = RGBA((cell.r + 1) / 2, (cell.g + 1) / 2, (cell.b + 1) / 2)
        expectPixel(img, 640, 512, half, tolerance: 1, "the dot halves the cell's colour")
        expectPixel(img, 639, 511, half, tolerance: 1, "the dot, other quadrant")
        expectPixel(img, 640, 490, cell, tolerance: 0, "21 above the centre: past the dot's radius 20")
    }

    @Test("circle with given colours: the dot over #80c0ff is (64, 96, 128)")
    func circleColours() throws {
        var items = ["{\"color\": \"#80c0ff\", \"selected\": true}"]
        for _ in 1..<12 { items.append("{\"color\": \"#ff0000\"}") }
        let img = try Support.image("{\"layout\": \"circle\", \"sections\": [{\"items\": [\(items.joined(separator: ", "))]}]}")
        expectPixel(img, 640, 512, RGBA(64, 96, 128), tolerance: 1, "dot over #80c0ff")
        expectPixel(img, 670, 512, RGBA(128, 192, 255), "cell 0 outside the dot")
        // Item 3 of 12 at 90 degrees (clockwise on screen: straight down): (384, 768).
        expectPixel(img, 384, 768, RGBA(255, 0, 0), "item 3 below the centre")
        expectPixel(img, 384, 512, RGBA(170, 170, 170), "empty centre")
    }

    // MARK: recipes 10-4, 10-5: punched

    // Item 0: frame (80, 10, 251, 246), centre (205.5, 133); zoom cos((384 - 205.5) / 384 x
    // pi/4) = cos(0.3651) = 0.93409 about the centre. The frame's wood is a linear gradient
    // from the cell's top-left to its bottom-right: (0.55, 0.36, 0.18) at 0, (0.78, 0.58, 0.34)
    // at 0.5, (0.45, 0.28, 0.13) at 1, in the top 14 points.
    // Pixel (315, 24), centre (315.5, 24.5), is (117.76, -116.16) from the cell's centre in cell
    // points (divide by 0.93409): 6.8 below the cell's top edge, in the wood. Gradient position
    // 0.5 + (117.76 x 251 - 116.16 x 246) / (251² + 246²) = 0.508; colour (0.7748, 0.5752,
    // 0.3367) x 255 = (197.6, 146.7, 85.8).
    @Test("punched demo: black background, wood frame colour")
    func punched() throws {
        let img = try Support.image("{\"layout\": \"punched\"}")
        expectPixel(img, 20, 500, RGBA(0, 0, 0), "left inset: black")
        expectPixel(img, 380, 900, RGBA(0, 0, 0), "below the reflections: black")
        expectPixel(img, 315, 24, RGBA(198, 147, 86), tolerance: 3, "the wood near the frame's top-right corner")
        // The frame's centre is the mat's canvas: (0.98, 0.97, 0.94) under the ellipses, so
        // only its corner is probed: 14 (frame) + 6 (mat) + 1 inside the top-left corner, in
        // cell points, scaled about the centre.
        let x = 205.5 + (21.5 - 125.5) * 0.93409, y = 133 + (21.5 - 123) * 0.93409
        let canvas = img.rgba(Int(x), Int(y))
        #expect(canvas.r >= 200 && canvas.g >= 200 && canvas.b >= 190, "the frame's pale canvas at (\(Int(x)), \(Int(y))) is \(canvas)")
        // The sample's blockImage outlines each ellipse in black, 3 points (2.8 on screen): the
        // canvas, (100, 30)-(311, 236) in cell points, is (107, 37)-(304, 229) on screen. Without
        // outlines nothing there is near black (an ellipse is at most 0.7 opaque over the pale
        // canvas, 0.3 x 0.94 x 255 = 72 at the darkest).
        var black = 0
        for py in 40..<225 { for px in 110..<300 where max(img.rgba(px, py).r, img.rgba(px, py).g, img.rgba(px, py).b) < 40 { black += 1 } }
        #expect(black >= 200, "\(black) near-black outline pixels on cell 0's canvas")
    }

    // MARK: recipe 10-8: grid

    // Cell 0: frame (10, 10, 200, 200), clear; the sample's image view inset by 4, (14, 14, 192,
    // 192), shows its 200-point art scaled by 192 / 200 = 0.96: white tinted by the cell's pastel
    // colour (each channel 0.5 to 1) at 0.3, so each channel 255 x (0.7 + 0.3 x 0.5) = 216.75 to
    // 255; a black edge, the 10-point stroke's inner half, 5 x 0.96 = 4.8 points (14 to 18.8 and
    // 201.2 to 206); "[S0, I0]" in Futura 18 x 0.96 = 17.28 points, centred on (110, 110).
    @Test("grid demo: the sample's tinted cells with a black edge and their dark \"[S, I]\" text in the middle")
    func grid() throws {
        let img = try Support.image("{\"layout\": \"grid\"}")
        expectPixel(img, 5, 5, RGBA(170, 170, 170), "outside the grid's inset: light grey")
        expectPixel(img, 12, 110, RGBA(170, 170, 170), "the cell's 4-point margin around its image: clear")
        for (x, y) in [(15, 110), (17, 110), (110, 15), (110, 17), (202, 110), (204, 110), (110, 202), (110, 204)] {
            expectPixel(img, x, y, RGBA(0, 0, 0), "the art's black edge")
        }
        let fill = img.rgba(30, 30)
        for (name, v) in [("red", fill.r), ("green", fill.g), ("blue", fill.b)] {
            #expect((216...255).contains(v), "cell 0's \(name) \(v) is not white tinted at 0.3")
        }
        expectPixel(img, 110, 40, fill, "cell 0 is one colour away from its text")
        expectPixel(img, 20, 110, fill, "the tint starts right inside the edge")
        var dark = 0, outside = 0
        for y in 95..<126 {
            for x in 50..<171 {
                let p = img.rgba(x, y)
                if max(p.r, p.g, p.b) < 80 { dark += 1 }
            }
        }
        for y in 20..<80 {
            for x in 20..<200 where max(img.rgba(x, y).r, img.rgba(x, y).g, img.rgba(x, y).b) < 80 { outside += 1 }
        }
        #expect(dark >= 60, "cell 0's text band has \(dark) near-black pixels")
        #expect(outside == 0, "the cell above its text has \(outside) near-black pixels")
        // The text's own colour is black: its darkest pixel is near 0.
        var darkest = 255
        for y in 95..<126 { for x in 50..<171 { darkest = min(darkest, max(img.rgba(x, y).r, img.rgba(x, y).g, img.rgba(x, y).b)) } }
        #expect(darkest <= 40, "the text's darkest pixel is \(darkest)")
    }

    @Test("detail view: white page and the Close button's grey outline")
    func detailView() throws {
        // Button (768/2 - 40, 1024 - 100, 80, 60) = (344, 924)-(424, 984), outline white 0.6
        // (153) 1 wide on the rect inset by 0.5: covers x in [344, 345].
        let img = try Support.image("{\"layout\": \"springboard\", \"detail\": 14}")
        expectPixel(img, 5, 25, RGBA(255, 255, 255), "white page, below the 20-point status bar")
        expectPixel(img, 200, 5, RGBA(0, 0, 0), "the status bar")
        expectPixel(img, 344, 954, RGBA(153, 153, 153), tolerance: 1, "the button's left outline")
        expectPixel(img, 350, 954, RGBA(255, 255, 255), "inside the button, left of its title")
    }
}
