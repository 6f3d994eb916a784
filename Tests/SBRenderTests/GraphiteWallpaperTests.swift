import Foundation
import SBLayout
import SBPNG
@testable import SBRender
import SBTestSupport
import Testing

/// The `graphite` wallpaper dithered on the pixel grid: no bands in a PNG at any scale, the same
/// bytes every run, and a vector gradient in SVG.
@Suite struct GraphiteWallpaperTests {
    @Test func theDitherKeepsTheMeanOfAnyValue() {
        // 100.25 over one 2 x 2 cell: thresholds (i + 0.5) / 4 are 1/8, 5/8 (top row), 7/8, 3/8;
        // only 7/8 reaches 0.75 and makes 101, the other three make 100:
        // 3 x 100 + 101 = 401 = 4 x 100.25.
        var sum = 0
        for y in 0..<2 { for x in 0..<2 { sum += Int(GraphiteWallpaper.level(100.25, x: x, y: y)) } }
        #expect(sum == 401)
        #expect(GraphiteWallpaper.level(100.25, x: 0, y: 1) == 101 && GraphiteWallpaper.level(100.25, x: 3, y: 3) == 100)
        // A whole level stays itself (threshold under 1), the ends clamp.
        #expect(GraphiteWallpaper.level(40, x: 7, y: 7) == 40)
        #expect(GraphiteWallpaper.level(255.9, x: 7, y: 7) == 255 && GraphiteWallpaper.level(-3, x: 0, y: 0) == 0)
    }

    @Test func eachPixelIsTheGradientAtItsCentreDithered() throws {
        let image = try #require(GraphiteWallpaper.dithered(size: Size(width: 4, height: 4), scale: 2))
        #expect(image.width == 8 && image.height == 8)
        // Pixel (3, 3)'s centre (3.5, 3.5) is 0.707 from the centre (4, 4); the radius is half
        // the diagonal, 5.657: t = 0.125. Red 0x55 + (0x11 - 0x55) x 0.125 = 85 - 8.5 = 76.5,
        // blue 0x5C + (0x14 - 0x5C) x 0.125 = 92 - 9 = 83; the Bayer index at (3, 3), (1, 1) in
        // its cell, is 1, the threshold 1.5 / 4 = 0.375: floor(76.875) = 76, floor(83.375) = 83.
        let p = image.image.pixel(x: 3, y: 3)
        #expect((p.r, p.g, p.b, p.a) == (76, 76, 83, 255))
    }

    /// The longest run of equal red values down column `x` of `image`, from its middle row to
    /// its bottom: along the gradient's radius, where it changes fastest.
    func longestRun(_ image: RGBAImage, x: Int) -> Int {
        var best = 1, run = 1
        for y in (image.height / 2 + 1)..<image.height {
            run = image.pixel(x: x, y: y).r == image.pixel(x: x, y: y - 1).r ? run + 1 : 1
            best = max(best, run)
        }
        return best
    }

    @Test func aPNGHasNoBandsAtScaleOneOrThree() throws {
        for scale in [1, 3] {
            let json = #"{"items": 0, "wallpaper": "graphite", "statusBar": "none", "canvas": {"size": [200, 300], "scale": \#(scale)}}"#
            let image = try Support.image(json)
            // Down the middle column from the centre (100, 150) to the bottom edge, 150 points,
            // t goes from 0 to 150 / 180.3 = 0.832 (half the diagonal of 200 x 300 is 180.3),
            // red from 85 down 68 x 0.832 = 56.6 levels: undithered, each level a band
            // 150 x scale / 56.6 = 2.65 x scale pixels long, 7 to 8 pixels at scale 3. Dithered,
            // neighbouring rows take the two nearest levels by the Bayer thresholds down the column,
            // so a level holds at most half a band: 2 pixels at scale 1, 4 at scale 3 (cairo's
            // undithered gradient measured 3 and 8 there).
            let run = longestRun(image, x: 100 * scale)
            #expect(run <= (scale == 1 ? 2 : 4), "scale \(scale): \(run)")
            #expect(try Support.image(json) == image)
        }
        let svg = String(decoding: try Support.bytes(#"{"items": 0, "wallpaper": "graphite"}"#, format: .svg), as: UTF8.self)
        #expect(svg.contains("<radialGradient"))
    }
}
