import Foundation
import SBPNG
import SBTestSupport
import Testing

/// Issue 26, item 2: the command line's `--frame` options end to end (the pictures themselves are
/// checked in SBRenderTests' DeviceFrameRenderTests).
@Suite struct DeviceFrameRenderTests {
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
            (["--frame", "iphone-6", "x.png"], 64, ["iphone-6", "iphone-17-pro", "ipad-pro-11"]),
            (["--frame", "iphone-14", "--frame-color", "gold", "x.png"], 64, ["gold", "natural-titanium"]),
            (["--frame", "iphone-14", "--frame-background", "red", "x.png"], 64, ["red", "#top,#bottom"]),
            (["--frame", "iphone-14", "--frame-padding", "-3", "x.png"], 64, ["from 0 to 2000"]),
            (["--frame-color", "blue", "x.png"], 64, ["--frame is missing", "--frame DEVICE", "iphone-15-pro"]),
            (["--frame", "iphone-14", "--frame-title", "a\\nb\\nc\\nd", "x.png"], 64, ["--frame-title has 4 lines", "at most 3"]),
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
