import Foundation
import SBLayout
import SBPNG
import SBRender
import SBScene
import SBTestSupport
import Testing

/// Issue 26, item 2: device frames drawn around pictures, read back as pixels, and the command
/// line's `--frame` options end to end.
@Suite struct DeviceFrameRenderTests {
    static let circle = #"{"layout": "circle", "canvas": {"size": [393, 852]}}"#
    static let framedCircle = #"{"layout": "circle", "frame": "iphone-15-pro"}"#

    @Test func aScreenSizedPictureKeepsItsPixelsOnTheScreen() throws {
        let plain = try Support.image(Self.circle)
        let framed = try Support.image(Self.framedCircle)
        // 3 + 427 + 3 = 433 by 3 + 886 + 3 = 892 (DeviceFrameSceneTests has the arithmetic).
        #expect(framed.width == 433 && framed.height == 892)
        // The screen starts at (3 + 17, 3 + 17) = (20, 20). Between its corners (a continuous
        // corner of radius 55 reaches 1.528 x 55 = 84.04 points along each edge) and below the
        // Dynamic Island (28 + 37.33 = 65.33 points from the body's top) every pixel is the
        // unframed picture's, but for the anti-aliased edges of cells at fractions of a pixel:
        // cairo composites them through the screen's rounded clip, which rounds their coverage
        // differently, by up to 4 of 255 levels (measured: 1,299 edge pixels of the circle's).
        var worst = 0, unchanged = 0
        for y in 85..<(852 - 85) {
            for x in 0..<393 {
                let d = framed.rgba(20 + x, 20 + y).distance(to: plain.rgba(x, y))
                worst = max(worst, d)
                if d == 0 { unchanged += 1 }
            }
        }
        #expect(worst <= 4, "a screen pixel differs from the unframed picture by \(worst) levels")
        // 393 x 682 = 268,026 pixels compared; all but the cells' edges are the same.
        #expect(unchanged >= 268_026 - 2_000, "only \(unchanged) of 268,026 pixels are unchanged")
    }

    @Test func theFrameIsDrawnAroundTheScreen() throws {
        let framed = try Support.image(Self.framedCircle)
        // Outside the body's rounded corner: transparent (no background).
        expectPixel(framed, 0, 0, RGBA(0, 0, 0, 0), "the picture's corner")
        expectPixel(framed, 10, 10, RGBA(0, 0, 0, 0), "beyond the body's corner")
        // On the diagonal at the screen's corner: continuous corners pass through their circular
        // corner's midpoint, (1 - 1/sqrt(2)) = 0.2929 radius in from each edge. The glass (body
        // inset by the 7-point band, radius 72 - 7 = 65) begins at 3 + 7 + 0.2929 x 65 = 29.0,
        // the screen (radius 55) at 20 + 0.2929 x 55 = 36.1; between them, at 33, the black glass
        // (#050506: 0.02 x 255 = 5.1, 0.025 x 255 = 6.4).
        expectPixel(framed, 33, 33, RGBA(5, 5, 6), tolerance: 1, "the glass at the screen's corner")
        // Outside the body on the diagonal (3 + 0.2929 x 72 = 24.1): transparent at 22.
        expectPixel(framed, 22, 22, RGBA(0, 0, 0, 0), "beyond the body's corner on the diagonal")
        // The band at the middle of the left edge, 3 + 3 = 6 points in: the black finish's base
        // #3a3a3c within its gradient, opaque.
        let band = framed.rgba(6, 446)
        #expect(band.a == 255 && band.r >= 0x2A && band.r <= 0x5A, "band \(band)")
        // The Dynamic Island's middle: (3 + 150.5 + 63, 3 + 28 + 18.67) = (216.5, 49.67); black.
        expectPixel(framed, 200, 49, RGBA(0, 0, 0), "the Dynamic Island")
        // The Action button stands out at the left: x = 0..3, y = 3 + 166 .. 3 + 208.
        #expect(framed.rgba(1, 190).a == 255)
        #expect(framed.rgba(1, 160).a == 0)
    }

    @Test func aBackgroundFillsThePictureAndATitleSitsAboveTheDevice() throws {
        let json = ##"{"layout": "circle", "frame": {"device": "iphone-15-pro", "title": "Hello", "background": "#204080"}}"##
        let image = try Support.image(json)
        // 43 + 433 + 43 = 519 wide; 43 + (41 + 33) + 892 + 43 = 1052 tall.
        #expect(image.width == 519 && image.height == 1052)
        expectPixel(image, 0, 0, RGBA(0x20, 0x40, 0x80), "the background's corner")
        // The title, white on the dark blue, in its box (y 43 to 84): some pixel is near white.
        var whitest = 0
        for y in 43..<84 { for x in 43..<476 { whitest = max(whitest, image.rgba(x, y).r) } }
        #expect(whitest > 230, "no white title text; the lightest red is \(whitest)")
    }

    @Test func everyDrawingPathGivesTheSamePixels() throws {
        let json = ##"{"layout": "springboard", "editing": true, "time": 0.1, "frame": {"device": "iphone-14", "title": "A", "background": "#000,#fff"}}"##
        let plan = try Support.plan(json)
        // The file written (the wallpaper drawn ahead on the picture's surface) ...
        let file = try PNGDecoder.decode(try Renderer().render(plan: plan, format: .png))
        // ... the picture drawn at once ...
        let direct = try Support.image(json)
        // ... and an animation's frame over a cached background.
        let renderer = try Renderer()
        renderer.cachesBackground = true
        let images = try renderer.loadImages(for: plan)
        _ = try renderer.renderImage(try Frame(plan: plan), images: images)
        let cached = try renderer.renderImage(try Frame(plan: plan), images: images)
        #expect(file.width == direct.width && file.height == direct.height)
        #expect(file.pixels == direct.pixels)
        #expect(cached.pixels == direct.pixels)
    }

    @Test func svgAndPDFAreFramedToo() throws {
        let svg = String(decoding: try Support.bytes(Self.framedCircle, format: .svg), as: UTF8.self)
        #expect(svg.contains(#"width="433px" height="892px""#))
        let pdf = String(decoding: try Support.bytes(#"{"layout": "grid", "canvas": {"scale": 2}, "frame": "ipad-pro-11"}"#, format: .pdf),
                         as: UTF8.self)
        // The iPad: 3 + 928 + 3 = 934 by 3 + 1288 + 3 = 1294 points, at scale 2.
        #expect(pdf.contains("/MediaBox [ 0 0 1868 2588 ]"), "\(pdf.prefix(600))")
    }

    @Test func theSwiftRequestTakesAFrame() throws {
        let content = CollectionContent(itemCounts: [6])
        var request = try RenderRequest(layout: CircleLayout(), content: content, canvas: Size(width: 375, height: 667), scale: 2, format: .png)
        request.deviceFrame = DeviceFrame(device: .iPhoneSE, finish: .silver)
        let image = try PNGDecoder.decode(try Renderer().render(request))
        // 3 + 431 + 3 = 437 by 3 + 889 + 3 = 895 points, at 2 pixels a point.
        #expect(image.width == 874 && image.height == 1790)
        // The Home button's centre, (3 + 215.5, 3 + 833.5) points: its dark glass (0.05 x 255 = 12.75).
        expectPixel(image, 437, 1673, RGBA(13, 13, 14), tolerance: 1, "the Home button")
    }

    // MARK: the command line
}
