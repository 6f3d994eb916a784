import Foundation
import SBCairo
import SBLayout
import SBPNG
import SBRender
import SBScene
import SBTestSupport
import Testing

/// Images a scene names: relative to the scene file, regular files only, errors naming the
/// scene key, and a wallpaper decoded once and kept at the canvas's size.
@Suite("Image inputs")
struct ImageInputTests {
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
        try canvas.setSource(Color(red: 0, green: 0, blue: 0, alpha: 1))
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
}
