import SBTestSupport
import Testing

/// PngSuite's corrupt images (Tests/Fixtures/pngsuite, see PngSuite.LICENSE there) given to the
/// command line fail cleanly (the renderer's messages for them are checked in SBRenderTests).
@Suite("PngSuite wallpapers and item images")
struct PNGSuiteImageTests {
    @Test("a corrupt PNG as wallpaper: one line, non-zero exit, nothing written", arguments: PngSuite.corrupt)
    func corruptWallpaperCommand(_ name: String) throws {
        let path = try Support.fixture("pngsuite/\(name).png")
        try RenderCommandErrorTests.check(BadRenderInput(
            name: name, arguments: ["--wallpaper", path], mentions: ["\(name).png"]))
    }

    @Test("a corrupt PNG as item image: one line, non-zero exit, nothing written", arguments: ["xc1n0g08", "xcsn0g01", "xs2n0g01"])
    func corruptItemImageCommand(_ name: String) throws {
        let path = try Support.fixture("pngsuite/\(name).png")
        let scene = "{\"layout\": \"flow\", \"sections\": [{\"items\": [{}, {\"image\": \(Support.quoted(path))}]}]}"
        try RenderCommandErrorTests.check(BadRenderInput(
            name: name, files: ["scene.json": scene], arguments: ["--scene", "scene.json"], mentions: ["\(name).png"]))
    }
}
