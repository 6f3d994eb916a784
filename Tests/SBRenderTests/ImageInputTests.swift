import Foundation
import SBCairo
import SBLayout
import SBMotion
import SBPNG
import SBRender
import SBScene
import Testing

/// Images a scene names: relative to the scene file, regular files only, errors naming the
/// scene key, and a wallpaper decoded once and kept at the canvas's size.
@Suite("Image inputs")
struct ImageInputTests {
    /// Issue 10, item 14: an item image next to the scene file is found from another folder.
    @Test func imagePathsAreRelativeToTheSceneFile() throws {
        let sbrender = try Tools.sbrender()
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        try FileManager.default.createDirectory(atPath: folder + "/scenes/icons", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: try Support.fixture("pngsuite/basn2c08.png"), toPath: folder + "/scenes/icons/a.png")
        try FileManager.default.copyItem(atPath: try Support.fixture("pngsuite/basn2c08.png"), toPath: folder + "/scenes/w.png")
        try Data(#"{"layout": "flow", "canvas": {"size": [200, 200]}, "wallpaper": "w.png", "sections": [{"items": [{"image": "icons/a.png"}]}]}"#.utf8)
            .write(to: URL(fileURLWithPath: folder + "/scenes/s.json"))
        let result = try Tools.run(sbrender, ["--scene", "scenes/s.json", "--quiet", "out.png"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder + "/out.png"))
    }

    /// Issue 10, item 10: a FIFO named as an image is refused without being opened (opening it
    /// would wait for a writer for ever), naming the scene key.
    @Test func aFIFOAsAnImageIsRefusedAtOnce() throws {
        let sbrender = try Tools.sbrender()
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        #expect(mkfifo(folder + "/f.png", 0o600) == 0)
        try Data(#"{"sections": [{"items": [{}, {"image": "f.png"}]}]}"#.utf8).write(to: URL(fileURLWithPath: folder + "/s.json"))
        let result = try Tools.run(sbrender, ["--scene", "s.json", "out.png"], in: folder, timeLimit: 120)
        #expect(!result.timedOut, "reading the FIFO blocked")
        #expect(result.status != 0)
        #expect(result.stderr == "sbrender: sections[0].items[1].image: cannot read the image f.png: it is a FIFO (named pipe), not a regular file\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/out.png"))
    }

    /// Issue 10, item 3: the wallpaper is decoded once and kept at the canvas's pixel size (not
    /// the file's), and the picture is the same as the file drawn aspect-fill over black.
    @Test func theWallpaperIsScaledOnceToTheCanvas() throws {
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        // A 600 x 400 picture of vertical stripes, wider than the canvas's aspect.
        var pixels = [UInt8](repeating: 255, count: 600 * 400 * 4)
        for y in 0..<400 {
            for x in 0..<600 where (x / 7) % 2 == 0 {
                let i = (y * 600 + x) * 4
                pixels[i] = UInt8(x % 256); pixels[i + 1] = UInt8(y % 256); pixels[i + 2] = 40
            }
        }
        let file = try #require(RGBAImage(width: 600, height: 400, pixels: pixels))
        let path = folder + "/stripes.png"
        try Data(PNGEncoder.encode(file)).write(to: URL(fileURLWithPath: path))

        let plan = try Support.plan(#"{"layout": "flow", "sections": 0, "wallpaper": \#(Support.quoted(path)), "canvas": {"size": [100, 150], "scale": 2}}"#)
        let renderer = try Renderer()
        let images = try renderer.loadImages(for: plan)
        #expect(images.count == 1)
        #expect(images.values.map { [$0.width, $0.height] } == [[200, 300]])
        let picture = try renderer.renderImage(try Frame(plan: plan), images: images)

        // The reference, straight from cairo: black, then the file's pixels stretched (UIImageView's
        // scaleToFill, the wallpaper's default).
        let surface = try ImageSurface(width: 200, height: 300)
        let canvas = try Canvas(surface)
        try canvas.scale(x: 2, y: 2)
        try canvas.setSource(CairoColor(red: 0, green: 0, blue: 0, alpha: 1))
        try canvas.paint()
        try canvas.drawImage(try ImageSurface(image: file), x: 0, y: 0, width: 100, height: 150, contentMode: .scaleToFill)
        let reference = try surface.makeRGBAImage()
        let same = picture == reference
        #expect(same, "the wallpaper drawn from its scaled copy differs from the file drawn scale-to-fill")
    }

    /// Item images together hold at most 2^25 pixels, checked against the PNG's header before
    /// it is decoded (this file is only a signature and a header claiming 6000 x 6000).
    @Test func itemImagesOverTheirPixelBudgetAreRefusedBeforeDecoding() throws {
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        var header: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13] + Array("IHDR".utf8)
        header += [0, 0, 0x17, 0x70, 0, 0, 0x17, 0x70, 8, 6, 0, 0, 0, 0, 0, 0, 0]   // 6000 x 6000, RGBA
        try Data(header).write(to: URL(fileURLWithPath: folder + "/huge.png"))
        let plan = try Support.plan(#"{"layout": "flow", "sections": [{"items": [{}, {"image": \#(Support.quoted(folder + "/huge.png"))}]}]}"#)
        #expect(throws: RenderError("sections[0].items[1].image: the image \(folder)/huge.png is 6000 x 6000 pixels; the item images of a picture hold at most 33554432 pixels together (33554432 are left)")) {
            _ = try Renderer().loadImages(for: plan)
        }
    }

    /// The sequencer's jobs share one decoded copy: frames drawn by four jobs equal frames
    /// drawn one at a time.
    @Test func fourJobsShareTheImages() throws {
        let wallpaper = Support.quoted(try Support.fixture("pngsuite/basn2c08.png"))
        let icon = Support.quoted(try Support.fixture("pngsuite/basn6a08.png"))
        let plan = try Support.plan(#"{"layout": "springboard", "editing": true, "wallpaper": \#(wallpaper), "canvas": {"size": [240, 320]}, "sections": [{"items": [{"image": \#(icon)}, {}, {"image": \#(icon)}]}]}"#)
        let timeline = try NamedAnimation.make("quiver", spec: plan.spec, to: nil)
        let sequence = try FrameSequence(plan: plan, timeline: timeline, fps: 30, frameCount: 6)
        let single = try Renderer()
        // The sequencer's renderers composite the icons from rasters; so does this one.
        single.rasterCache = RasterCache()
        let images = try single.loadImages(for: plan)
        try Sequencer(jobs: 4).run(sequence, range: 0...5, work: { _, image in image }) { i, image in
            let same = try image == single.renderImage(sequence.frame(i), images: images)
            #expect(same, "frame \(i) differs")
        }
    }
}
