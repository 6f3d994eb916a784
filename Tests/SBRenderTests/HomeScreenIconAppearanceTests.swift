import Foundation
import SBLayout
import SBPNG
import SBRender
import SBScene
import SBTestSupport
import Testing

/// The icon appearances (`iconAppearance`): a user's icon dimmed for dark icons, mapped onto the
/// tint by its luminance for tinted ones, desaturated for clear ones, and an asset catalogue's
/// own dark image drawn as it is. Probed at the first icon's centre: the icon is (31.5, 72, 60,
/// 60) on the iPhone 15 Pro, so (61, 102) lies inside it (as `HomeScreenPixelTests` finds).
@Suite struct HomeScreenIconAppearanceTests {
    /// A 37 x 23 PNG of one colour at `path`.
    func solidPNG(_ r: UInt8, _ g: UInt8, _ b: UInt8, path: String) throws {
        let image = RGBAImage(width: 37, height: 23, fill: (r, g, b, 255))
        try Data(PNGOutput.encode(image)).write(to: URL(fileURLWithPath: path))
    }

    func centre(icon: String, _ keys: String) throws -> (Int, Int, Int) {
        let image = try Support.image(#"""
        {"layout": "homescreen", "wallpaper": "none", \#(keys)
         "homescreen": {"apps": [{"label": "Green", "icon": "\#(icon)"}]}}
        """#)
        let p = image.pixel(x: 61, y: 102)
        return (Int(p.r), Int(p.g), Int(p.b))
    }

    @Test func aUserIconIsDerivedForEachAppearance() throws {
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        let icon = folder + "/icon.png"
        try solidPNG(0, 200, 0, path: icon)
        #expect(try centre(icon: icon, "") == (0, 200, 0))
        // Dark (automatic in dark appearance): the icon at 80 %, 200 x 0.8 = 160.
        #expect(try centre(icon: icon, #""appearance": "dark","#) == (0, 160, 0))
        #expect(try centre(icon: icon, #""iconAppearance": "dark","#) == (0, 160, 0))
        // Tinted: luma (7152 x 200 + 5000) / 10000 = 143 (Rec. 709 on the 8-bit values), onto
        // the default tint #ffb340 (255, 179, 64): (255 x 143 + 127) / 255 = 143,
        // (179 x 143 + 127) / 255 = 100, (64 x 143 + 127) / 255 = 36.
        #expect(try centre(icon: icon, #""iconAppearance": "tinted","#) == (143, 100, 36))
        // Onto #30b0c7 (48, 176, 199): (48 x 143 + 127) / 255 = 27, (176 x 143 + 127) / 255 = 99,
        // (199 x 143 + 127) / 255 = 112.
        #expect(try centre(icon: icon, ##""iconAppearance": "tinted", "iconTint": "#30b0c7","##) == (27, 99, 112))
        // Clear: white at a luminance alpha over the glass: a grey, the green gone.
        let clear = try centre(icon: icon, #""iconAppearance": "clear","#)
        #expect(clear.0 == clear.1 && clear.1 == clear.2 && clear.0 > 100, "\(clear)")
    }

    @Test func aCataloguesOwnDarkImageIsDrawnAsItIs() throws {
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        let set = folder + "/AppIcon.appiconset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        try Data(#"""
        {"images": [
          {"filename": "Icon.png", "idiom": "universal", "platform": "ios", "size": "1024x1024"},
          {"appearances": [{"appearance": "luminosity", "value": "dark"}], "filename": "Dark.png", "idiom": "universal", "platform": "ios", "size": "1024x1024"}
        ]}
        """#.utf8).write(to: URL(fileURLWithPath: set + "/Contents.json"))
        try solidPNG(0, 200, 0, path: set + "/Icon.png")
        try solidPNG(0, 0, 200, path: set + "/Dark.png")
        // Dark icons: the set's dark image, not dimmed (0, 0, 200).
        #expect(try centre(icon: set, #""iconAppearance": "dark","#) == (0, 0, 200))
        // Tinted with no tinted image: derived from the default (0, 200, 0), as above.
        #expect(try centre(icon: set, #""iconAppearance": "tinted","#) == (143, 100, 36))
    }
}
