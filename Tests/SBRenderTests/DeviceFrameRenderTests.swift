import Foundation
import SBLayout
import SBPNG
import SBRender
import SBScene
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

    @Test func theCommandLineFramesEveryFormat() throws {
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        let sb = try Tools.sbrender()
        for (name, extra) in [("a.png", ["--scale", "2"]), ("a.svg", []), ("a.pdf", []), ("b.png", ["--scale", "3"])] {
            let run = try Tools.run(sb, ["--layout", "circle", "--frame", "iphone-15-pro", "--frame-color", "natural-titanium"] + extra + [name], in: folder)
            #expect(run.status == 0 && run.stderr.isEmpty, "\(name): \(run)")
        }
        let png = try PNGDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/a.png"))))
        #expect(png.width == 866 && png.height == 1784)
        let three = try Tools.run(sb, ["--layout", "punched", "--scale", "3", "--frame", "iphone-15-pro-max", "--frame-title", "Line one\\nLine two",
                                       "--frame-background", "#1e3c72,#2a5298", "--frame-padding", "20", "c.png"], in: folder)
        // 20 + 3 + 464 + 3 + 20 = 510 points wide, 1530 pixels; the title 464 / 13 = 35.7 -> 36
        // points, two lines of 45 and a 36-point gap: 20 + 126 + 972 + 20 = 1138 points, 3414 pixels.
        #expect(three.stdout.contains("(1530x3414 px"), "\(three)")
        // An animation: every frame framed (a frame folder, each frame 3 + 431 + 3 = 437 x 895).
        let frames = try Tools.run(sb, ["animate", "--quiet", "--layout", "grid", "--animation", "delete", "--frame-count", "3",
                                        "--frame", "iphone-se", "--jobs", "1", "f/"], in: folder)
        #expect(frames.status == 0, "\(frames)")
        for i in 0..<3 {
            let frame = try PNGDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/f/frame-000\(i).png"))))
            #expect(frame.width == 437 && frame.height == 895)
            expectPixel(frame, 0, 0, RGBA(0, 0, 0, 0), "frame \(i)'s corner")
        }
        let apng = try Tools.run(sb, ["animate", "--quiet", "--layout", "circle", "--animation", "insert", "--frame-count", "2",
                                      "--frame", "iphone-14", "a-anim.png"], in: folder)
        #expect(apng.status == 0, "\(apng)")
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/a-anim.png")))
        // IHDR's width and height: 3 + 432 + 3 = 438 by 3 + 886 + 3 = 892.
        #expect(Array(bytes[16..<24]) == [0, 0, 0x01, 0xB6, 0, 0, 0x03, 0x7C])
        #expect(Array(bytes[37..<41]) == Array("acTL".utf8))
    }

    @Test func badFrameValuesAreOneLineAndWriteNothing() throws {
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        let sb = try Tools.sbrender()
        try Data(#"{"frame": {"device": "iphone-14", "color": "gold"}}"#.utf8).write(to: URL(fileURLWithPath: folder + "/bad.json"))
        let cases: [(arguments: [String], status: Int32, mentions: [String])] = [
            (["--frame", "iphone-16", "x.png"], 64, ["iphone-16", "iphone-15-pro", "ipad-pro-11"]),
            (["--frame", "iphone-14", "--frame-color", "gold", "x.png"], 64, ["gold", "natural-titanium"]),
            (["--frame", "iphone-14", "--frame-background", "red", "x.png"], 64, ["red", "#top,#bottom"]),
            (["--frame", "iphone-14", "--frame-padding", "-3", "x.png"], 64, ["from 0 to 2000"]),
            (["--frame-color", "blue", "x.png"], 64, ["frame.device", "--frame DEVICE"]),
            (["--frame", "iphone-14", "--frame-title", "a\\nb\\nc\\nd", "x.png"], 64, ["frame.title", "at most 3"]),
            (["--scene", "bad.json", "x.png"], 65, ["frame.color", "gold", "natural-titanium"]),
            (["animate", "--layout", "circle", "--animation", "insert", "--frame", "pixel", "x.png"], 64, ["pixel", "iphone-se"]),
            (["animate", "--scene", "bad.json", "--animation", "insert", "x.png"], 65, ["frame.color"]),
        ]
        for c in cases {
            let run = try Tools.run(sb, c.arguments, in: folder)
            #expect(run.status == c.status, "\(c.arguments): \(run)")
            #expect(run.stderrLines.count == 1, "\(c.arguments): \(run.stderr)")
            for m in c.mentions { #expect(run.stderr.contains(m), "\(c.arguments): '\(m)' not in \(run.stderr)") }
            #expect(!FileManager.default.fileExists(atPath: folder + "/x.png"), "\(c.arguments) wrote a file")
        }
    }

    @Test func theMemoryBudgetCountsTheFramedPicture() throws {
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        let sb = try Tools.sbrender()
        // The raster cache's 64 MiB (67,108,864 bytes) and 16 bytes a pixel: the 393 x 852
        // screen alone is 5,357,376 bytes, framed (433 x 892) 6,179,776. A budget of
        // 67,108,864 + 5,800,000 = 72,908,864 bytes lets the bare picture through and refuses
        // the framed one before drawing it.
        let bare = try Tools.run(sb, ["--quiet", "--max-memory", "72908864", "--layout", "circle", "--size", "393x852", "a.png"], in: folder)
        #expect(bare.status == 0, "\(bare)")
        let framed = try Tools.run(sb, ["--max-memory", "72908864", "--layout", "circle", "--frame", "iphone-15-pro", "b.png"], in: folder)
        #expect(framed.status == 65 && framed.stderr.contains("a 433x892-pixel picture"), "\(framed)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/b.png"))
        // A PNG wallpaper is scaled to the canvas before the canvas is placed on the screen: a
        // 12000 x 12000 canvas's wallpaper is 12000 x 12000 x 8 = 1,152,000,000 bytes (1.07 GiB),
        // over a 1 GiB budget, though the framed picture itself is 438 x 892 pixels.
        _ = try Tools.run(sb, ["--quiet", "--layout", "circle", "--size", "10x10", "wall.png"], in: folder)
        let huge = try Tools.run(sb, ["--max-memory", "1G", "--layout", "flow", "--size", "12000x12000", "--wallpaper", "wall.png",
                                      "--frame", "iphone-14", "c.png"], in: folder)
        #expect(huge.status == 65 && huge.stderrLines.count == 1 && huge.stderr.contains("more than the memory budget"), "\(huge)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/c.png"))
        let bareWallpaper = try Tools.run(sb, ["--quiet", "--max-memory", "1G", "--layout", "flow", "--size", "12000x12000",
                                               "--frame", "iphone-14", "c.png"], in: folder)
        #expect(bareWallpaper.status == 0, "\(bareWallpaper)")
    }
}
