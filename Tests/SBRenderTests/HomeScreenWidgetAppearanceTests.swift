import Foundation
import SBLayout
import SBPNG
import SBRender
import SBScene
import SBTestSupport
import Testing

/// Widgets and folders in the icon appearances (`HomeScreenWidgetAppearance`), probed on the
/// iPhone 15 Pro with no wallpaper (black under every material). A tile alone on the page takes
/// the first slot: a small widget is (27.5, 72, 158, 158) and an app or folder icon (31.5, 72,
/// 60, 60), as `sbrender layout` lists them.
@Suite struct HomeScreenWidgetAppearanceTests {
    func pixel(_ tile: String, _ keys: String, x: Int, y: Int) throws -> (Int, Int, Int) {
        let image = try Support.image(#"""
        {"layout": "homescreen", "wallpaper": "none", \#(keys) "homescreen": {\#(tile)}}
        """#)
        let p = image.pixel(x: x, y: y)
        return (Int(p.r), Int(p.g), Int(p.b))
    }

    func near(_ a: (Int, Int, Int), _ b: (Int, Int, Int), within d: Int = 2) -> Bool {
        abs(a.0 - b.0) <= d && abs(a.1 - b.1) <= d && abs(a.2 - b.2) <= d
    }

    /// A user's PNG widget, one white 37 x 23 picture, is derived as an icon is and drawn over the
    /// tile; probed at the widget's centre (106, 151).
    @Test func aUsersPictureWidgetTakesTheAppearance() throws {
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        let path = folder + "/widget.png"
        try Data(PNGOutput.encode(RGBAImage(width: 37, height: 23, fill: (255, 255, 255, 255)))).write(to: URL(fileURLWithPath: path))
        let tile = #""widgets": [{"widget": "small", "title": "", "image": "\#(path)"}]"#
        #expect(try pixel(tile, "", x: 106, y: 151) == (255, 255, 255))
        // Dark: 255 x 0.8 = 204.
        #expect(try pixel(tile, #""iconAppearance": "dark","#, x: 106, y: 151) == (204, 204, 204))
        // Tinted (iOS 18 on the iPhone 15 Pro): luma 255 onto the default tint #ffb340, (t x 255
        // + 127) / 255 = t: (255, 179, 64).
        #expect(try pixel(tile, #""iconAppearance": "tinted","#, x: 106, y: 151) == (255, 179, 64))
        // Tinted light (iOS 26, light appearance): the tint 25 % towards black, 255 x 0.75 =
        // 191.25, 179 x 0.75 = 134.25, 64 x 0.75 = 48, at alpha 255 x 255 / 255: opaque.
        #expect(try pixel(tile, #""system": "ios26", "iconAppearance": "tinted","#, x: 106, y: 151) == (191, 134, 48))
        // The same in dark appearance on iOS 26: the dark tinted look, (255, 179, 64).
        #expect(try pixel(tile, #""system": "ios26", "appearance": "dark", "iconAppearance": "tinted","#, x: 106, y: 151) == (255, 179, 64))
        // Clear: white at 85 % (luma 255) over the glass: grey, at least 0.85 x 255 = 216.75.
        let clear = try pixel(tile, #""system": "ios26", "iconAppearance": "clear","#, x: 106, y: 151)
        #expect(clear.0 == clear.1 && clear.1 == clear.2 && clear.0 >= 217, "\(clear)")
    }

    /// A built-in widget's system background gives way to the tile: probed at (167, 212), 140 points
    /// into a small calendar widget, where nothing is drawn.
    @Test func aBuiltInWidgetLiesOnTheTile() throws {
        let calendar = #""widgets": [{"widget": {"kind": "calendar"}}]"#
        #expect(try pixel(calendar, "", x: 167, y: 212) == (255, 255, 255))
        // Dark icons in light appearance: the dark system background #1C1C1E.
        #expect(try pixel(calendar, #""iconAppearance": "dark","#, x: 167, y: 212) == (28, 28, 30))
        // Tinted: the pixel's centre is 140.5 / 158 = 0.889 down the tile. The dark tile there is
        // 44 - 30 x 0.889 = 17.3 (#2c2c2e to #0e0e10; blue 19.3), washed with the tint at
        // 0.22 - 0.16 x 0.889 = 0.0777: red 17.3 x 0.9223 + 255 x 0.0777 = 35.8, green
        // 15.97 + 179 x 0.0777 = 29.9, blue 19.3 x 0.9223 + 64 x 0.0777 = 22.8.
        let tinted = try pixel(calendar, #""iconAppearance": "tinted","#, x: 167, y: 212)
        #expect(near(tinted, (36, 30, 23)), "\(tinted)")
        // The weather's sky is replaced by the same tile.
        let weather = #""widgets": [{"widget": {"kind": "weather"}}]"#
        #expect(try pixel(weather, #""iconAppearance": "tinted","#, x: 167, y: 212) == tinted)
        // And so is a placeholder widget's colour.
        let coloured = ##""widgets": [{"widget": "small", "title": "", "color": "#ffcc00"}]"##
        #expect(try pixel(coloured, #""iconAppearance": "tinted","#, x: 167, y: 212) == tinted)
        // Tinted light: the pale frosted tile, white at 72 % and more, the tint's wash over it.
        let light = try pixel(calendar, #""system": "ios26", "iconAppearance": "tinted","#, x: 167, y: 212)
        #expect(light.0 >= 184 && light.0 > light.2, "\(light)")
    }

    /// The medium calendar's today disc is the full ink. The widget is (27.5, 72, 338, 158); its
    /// month grid starts at x 338 / 2 + 4 = 173, y 14, 149 points wide (338 / 2 - 4 - 16) and 134
    /// tall (158 - 24): columns of 149 / 7 = 21.29, two 16-point header rows, 5 weeks of
    /// (134 - 32) / 5 = 20.4. 9 June 2026 (1 June a Monday) is the second week's Tuesday, the cell
    /// (173 + 2 x 21.29, 14 + 32 + 20.4) = (215.6, 66.4), centred at (226.2, 76.6), the disc 9.2
    /// in radius (20.4 / 2 - 1). Probed 7 points left of its centre, clear of the "9": screen
    /// (27.5 + 219.2, 72 + 76.6) = pixel (246, 148).
    @Test func theCalendarsTodayDiscIsTheInk() throws {
        let calendar = #""widgets": [{"widget": {"kind": "calendar", "size": "medium"}}]"#
        // iOS's red #FF3B30.
        #expect(try pixel(calendar, "", x: 246, y: 148) == (255, 59, 48))
        // Tinted: white, the full ink: the tint (255, 179, 64).
        #expect(try pixel(calendar, #""iconAppearance": "tinted","#, x: 246, y: 148) == (255, 179, 64))
    }

    /// A photo widget's picture, one white 37 x 23 PNG, probed at (106, 112), 40 points into the
    /// widget, above the caption's shade.
    @Test func aPhotoTakesTheTintAsADuotone() throws {
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        let path = folder + "/photo.png"
        try Data(PNGOutput.encode(RGBAImage(width: 37, height: 23, fill: (255, 255, 255, 255)))).write(to: URL(fileURLWithPath: path))
        let tile = #""widgets": [{"widget": {"kind": "photo"}, "image": "\#(path)"}]"#
        #expect(try pixel(tile, "", x: 106, y: 112) == (255, 255, 255))
        // Tinted on the dark tile: white is the tint at 60 %: 255 x 0.6 = 153, 179 x 0.6 = 107.4,
        // 64 x 0.6 = 38.4.
        #expect(try pixel(tile, #""iconAppearance": "tinted","#, x: 106, y: 112) == (153, 107, 38))
        // Tinted light (iOS 26): white is the tint mixed 70 % with white: 255, 179 + 76 x 0.7 =
        // 232.2, 64 + 191 x 0.7 = 197.7.
        #expect(try pixel(tile, #""system": "ios26", "iconAppearance": "tinted","#, x: 106, y: 112) == (255, 232, 198))
    }

    /// A folder's tile takes the appearance: probed at (81, 122), 50 points into the folder's icon
    /// (inside its squircle, beside its one miniature), iOS 18's material over black.
    @Test func aFoldersTileTakesTheAppearance() throws {
        let folder = #""folders": [{"label": "F", "apps": [{"label": "A"}]}]"#
        // Light material: white at 32 %, 0.32 x 255 = 81.6.
        #expect(near(try pixel(folder, "", x: 81, y: 122), (82, 82, 82), within: 1))
        // Dark icons: the dark material, grey 0.08 at 28 %, 0.08 x 255 x 0.28 = 5.7.
        #expect(near(try pixel(folder, #""iconAppearance": "dark","#, x: 81, y: 122), (6, 6, 6), within: 1))
        // Tinted: that, washed with the tint at 0.22 - 0.16 x (50.5 / 60) = 0.0853: red
        // 5.7 x 0.9147 + 255 x 0.0853 = 27.0, green 5.2 + 179 x 0.0853 = 20.5, blue
        // 5.2 + 64 x 0.0853 = 10.7.
        let tinted = try pixel(folder, #""iconAppearance": "tinted","#, x: 81, y: 122)
        #expect(near(tinted, (27, 20, 11)), "\(tinted)")
    }

    /// iOS 26's tinted light icons: a white user icon is the darkened tint (191, 134, 48, as above)
    /// and a black one lets the pale tile show; iOS 18 keeps the dark tinted look in light
    /// appearance (the tint itself). The icon's centre is (61, 102).
    @Test func tintedLightIcons() throws {
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        for (name, v) in [("white", UInt8(255)), ("black", 0)] {
            try Data(PNGOutput.encode(RGBAImage(width: 37, height: 23, fill: (v, v, v, 255)))).write(to: URL(fileURLWithPath: folder + "/\(name).png"))
        }
        let white = #""apps": [{"label": "W", "icon": "\#(folder)/white.png"}]"#
        let black = #""apps": [{"label": "B", "icon": "\#(folder)/black.png"}]"#
        #expect(try pixel(white, #""system": "ios26", "iconAppearance": "tinted","#, x: 61, y: 102) == (191, 134, 48))
        #expect(try pixel(white, #""system": "ios18", "iconAppearance": "tinted","#, x: 61, y: 102) == (255, 179, 64))
        let pale = try pixel(black, #""system": "ios26", "iconAppearance": "tinted","#, x: 61, y: 102)
        #expect(pale.0 >= 184 && pale.0 > pale.2, "\(pale)")
    }
}
