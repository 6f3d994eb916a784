import SBRender
import SBTestSupport
import Testing

/// Separator configuration and the plain sidebar, in pixels. A plain list 390 wide at scale 1:
/// rows 44 tall (0 ... 44, 44 ... 88), separators one device pixel (1 pt at scale 1), from the
/// 16-pt margin when automatic. A plain sidebar: rows inset 10 a side (10 ... 380), a selected row
/// is a systemBlue (0, 122, 255) capsule with corners of 10, on white.
@Suite struct ListSeparatorConfigurationPixelTests {
    static let separator = RGBA(198, 198, 200)
    static let white = RGBA(255, 255, 255)
    static let red = RGBA(255, 0, 0)
    static let blue = RGBA(0, 122, 255)

    static func plainList(_ list: String) -> String {
        """
        {"layout": "compositional", "canvas": {"size": [390, 200], "scale": 1}, "compositional": {"sections": [
          {"list": \(list), "itemCount": 2}]},
         "sections": [{"items": [{"label": "One"}, {"label": "Two"}]}]}
        """
    }

    @Test func colourInsetsTopAndHiddenSeparators() throws {
        let img = try Support.image(Self.plainList("""
            {"appearance": "plain", "separatorConfiguration": {"color": "#ff0000", "bottomSeparatorInsets": {"leading": 0, "trailing": 100}},
             "itemSeparators": [{"item": 1, "topSeparatorVisibility": "visible", "bottomSeparatorVisibility": "hidden"}]}
            """))
        // Row 0's bottom separator: red, device row 43 (44 - 1), from x 0 to 390 - 100 = 290.
        expectPixel(img, 2, 43, Self.red, "row 0: the separator from the leading edge (leading inset 0)")
        expectPixel(img, 285, 43, Self.red, "row 0: 5 pt before the trailing inset")
        expectPixel(img, 295, 43, Self.white, "row 0: 5 pt past the trailing inset")
        // Row 1 (44 ... 88): its top separator on device row 44, automatic insets: from 16 to 390.
        expectPixel(img, 14, 44, Self.white, "row 1 top: 2 pt before the margin")
        expectPixel(img, 18, 44, Self.red, "row 1 top: 2 pt after the margin")
        expectPixel(img, 385, 44, Self.red, "row 1 top: to the row's trailing edge")
        // Row 1's bottom separator is hidden: device row 87 is the row's white.
        expectPixel(img, 200, 87, Self.white, "row 1: no bottom separator")
        expectPixel(img, 200, 45, Self.white, "row 1: under its top separator")
    }

    @Test func aPlainSidebarIsWhiteWithASelectionCapsule() throws {
        let img = try Support.image("""
            {"layout": "compositional", "canvas": {"size": [390, 200], "scale": 1}, "compositional": {"sections": [
              {"list": {"appearance": "sidebarPlain"}, "itemCount": 2}]},
             "sections": [{"items": [{"label": "Recents", "selected": true}, {"label": "Shared"}]}]}
            """)
        // The background is white (a plain sidebar), not grouped grey: left of the rows and below them.
        expectPixel(img, 5, 20, Self.white, "beside the rows: 5 pt from the edge")
        expectPixel(img, 200, 150, Self.white, "below the rows")
        // Row 0 (10 ... 380 x 0 ... 44) is selected: blue inside, white outside the capsule; its
        // corner of radius 10 leaves (10, 0) ... about (13, 3) white.
        expectPixel(img, 200, 40, Self.blue, "inside the capsule, away from the text")
        expectPixel(img, 12, 22, Self.blue, "the capsule's leading edge, halfway down")
        expectPixel(img, 8, 22, Self.white, "2 pt before the capsule")
        expectPixel(img, 10, 0, Self.white, "the capsule's rounded corner")
        // Row 1 (44 ... 88) is not selected: white, no separator between the rows.
        expectPixel(img, 300, 66, Self.white, "row 1: white")
        expectPixel(img, 300, 87, Self.white, "row 1: no separator")
        // Row 1's glyph: a systemBlue circle of radius 9.125 (stroke 1.75) centred on the 24-pt
        // box at the 16-pt margin inside the row: x 10 + 16 + 12 = 38, y 44 + 22 = 66; its left
        // stroke near x 38 - 10 + 0.875 = 28.9, so pixel 29 is blue-ish, the centre white.
        expectPixel(img, 38, 66, Self.white, "row 1: the glyph's centre")
        let stroke = img.rgba(29, 66)
        #expect(stroke.b > 200 && stroke.r < 150, "row 1: the glyph's left stroke is tinted, got \(stroke)")
    }

    @Test func aSidebarRowsImageTakesTheSymbolsPlace() throws {
        let image = try Support.fixture("pngsuite/s01n3p01.png")
        let img = try Support.image("""
            {"layout": "compositional", "canvas": {"size": [390, 200], "scale": 1}, "compositional": {"sections": [
              {"list": {"appearance": "sidebar"}, "itemCount": 2}]},
             "sections": [{"items": [{"label": "Photos", "image": \(Support.quoted(image))}, {"label": "Shared"}]}]}
            """)
        // Row 0 (10 ... 380 x 0 ... 44): the image fitted into the 24-pt box at x 10 + 16 = 26 ...
        // 50, y 10 ... 34 (a square picture fills it): its centre (38, 22) is the picture, not the
        // sidebar's grouped grey (242, 242, 247) that row 1's glyph centre (38, 66) shows.
        let background = RGBA(242, 242, 247)
        expectPixel(img, 38, 66, background, "row 1: the glyph's hollow centre")
        #expect(img.rgba(38, 22).distance(to: background) > 20, "row 0: the picture fills the symbol's box, got \(img.rgba(38, 22))")
        #expect(img.rgba(30, 14) == img.rgba(46, 30), "row 0: one colour across the box (a one-colour picture)")
        expectPixel(img, 24, 22, background, "row 0: 2 pt before the box")
    }
}
