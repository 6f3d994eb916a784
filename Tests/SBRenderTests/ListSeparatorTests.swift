import SBRender
import SBTestSupport
import Testing

/// List separators as UIKit draws them: one device pixel thick (1 / displayScale points) at the
/// bottom of the row, from the layout margin (16 on a 390-wide view), or from the text's leading
/// edge in a row with an image (16 + 29 image + 15 gap = 60, UIListContentConfiguration's
/// Settings-style metrics as ListRowContent writes them down).
@Suite struct ListSeparatorTests {
    static func plainList(scale: Int, items: String = #"{"label": "One"}, {"label": "Two"}"#) -> String {
        """
        {"layout": "compositional", "canvas": {"size": [390, 200], "scale": \(scale)}, "compositional": {"sections": [
          {"list": {"appearance": "plain"}, "itemCount": 2}]},
         "sections": [{"items": [\(items)]}]}
        """
    }

    static let separator = RGBA(198, 198, 200)
    static let white = RGBA(255, 255, 255)

    @Test func aSeparatorIsOnePixelThickAtEveryScale() throws {
        // Row 0 is 0 ... 44 (one line of 17-pt text comes to the 44 minimum).
        // Scale 1: 1 pt, 43 ... 44: device row 43; row 42 is the row's white.
        let one = try Support.image(Self.plainList(scale: 1))
        expectPixel(one, 300, 43, Self.separator, "scale 1: the separator's one row")
        expectPixel(one, 300, 42, Self.white, "scale 1: the row above it")
        // Scale 2: 0.5 pt, 43.5 ... 44: device row 87 (43.5 x 2); row 86 is white.
        let two = try Support.image(Self.plainList(scale: 2))
        expectPixel(two, 600, 87, Self.separator, "scale 2: the separator's one row")
        expectPixel(two, 600, 86, Self.white, "scale 2: the row above it")
        // Scale 3: 1/3 pt, 43.667 ... 44: device row 131 (44 x 3 - 1); row 130 is white.
        let three = try Support.image(Self.plainList(scale: 3))
        expectPixel(three, 900, 131, Self.separator, tolerance: 2, "scale 3: the separator's one row")
        expectPixel(three, 900, 130, Self.white, tolerance: 2, "scale 3: the row above it")
        // Every scale: the separator starts at the 16-pt margin.
        expectPixel(one, 14, 43, Self.white, "scale 1: 2 pt before the margin")
        expectPixel(one, 18, 43, Self.separator, "scale 1: 2 pt after the margin")
    }

    @Test func aRowWithAnImageHasItsSeparatorFromTheText() throws {
        let blue = try Support.fixture("pngsuite/s01n3p01.png")
        let img = try Support.image(Self.plainList(scale: 2, items: """
            {"label": "One", "image": \(Support.quoted(blue))}, {"label": "Two"}
            """))
        // Row 0 has an image: its separator (device row 87) starts at 60 pt (device x 120).
        expectPixel(img, 2 * 58, 87, Self.white, "row 0: 2 pt before the text's leading edge")
        expectPixel(img, 2 * 62, 87, Self.separator, "row 0: 2 pt after the text's leading edge")
        // Row 1 (44 ... 88) has none: its separator (device row 175) starts at the 16-pt margin.
        expectPixel(img, 2 * 18, 175, Self.separator, "row 1: 2 pt after the margin")
        expectPixel(img, 2 * 14, 175, Self.white, "row 1: 2 pt before the margin")
    }
}
