import Foundation
import SBLayout
import SBPNG
import SBRender
import SBScene
import SBTestSupport
import Testing

/// The home screen's look, probed pixel by pixel at places worked out from the layout's
/// numbers: a user icon under the continuous-corner mask, the badge, the dock's material, jiggle
/// mode's minus badge; and the same picture made from Swift.
@Suite struct HomeScreenPixelTests {
    /// A 37 x 23 PNG of one colour (any size: the icon is resampled to 60 points).
    func solidPNG(_ r: UInt8, _ g: UInt8, _ b: UInt8, folder: String) throws -> String {
        let image = RGBAImage(width: 37, height: 23, fill: (r, g, b, 255))
        let path = folder + "/icon.png"
        try Data(PNGOutput.encode(image)).write(to: URL(fileURLWithPath: path))
        return path
    }

    func px(_ image: RGBAImage, _ x: Int, _ y: Int) -> (Int, Int, Int) {
        let p = image.pixel(x: x, y: y)
        return (Int(p.r), Int(p.g), Int(p.b))
    }

    @Test func aUserIconIsMaskedBadgedAndTheDockIsAMaterial() throws {
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        let icon = try solidPNG(0, 200, 0, folder: folder)
        let image = try Support.image(#"""
        {"layout": "homescreen", "wallpaper": "none",
         "homescreen": {"apps": [{"label": "Green", "icon": "\#(icon)", "badge": 4}], "dock": [{"label": "Phone"}]}}
        """#)
        #expect(image.width == 393 && image.height == 852)
        // The first icon is (31.5, 72, 60, 60): its centre (61, 102) is the PNG's green.
        #expect(px(image, 61, 102) == (0, 200, 0))
        // Its corner pixel (32, 72) lies outside the superellipse: the black wallpaper ("none").
        #expect(px(image, 32, 72) == (0, 0, 0))
        // The badge is centred 5 points inside the top-right corner: (86.5, 77); its left part
        // (80, 77), clear of the digit, is iOS red #FF3B30.
        #expect(px(image, 80, 77) == (255, 59, 48))
        // The dock (12, 744, 369, 96) is the light material over the black wallpaper: white at
        // 32 % over black, 0.32 x 255 = 81.6. At (20, 800), left of the first dock icon (76.5 +
        // ... the single icon is centred at 166.5 ... 226.5), the material alone.
        let dock = px(image, 20, 800)
        #expect(abs(dock.0 - 82) <= 1 && dock.0 == dock.1 && dock.1 == dock.2)
        // Below the dock, (20, 845): the wallpaper again.
        #expect(px(image, 20, 845) == (0, 0, 0))
    }

    @Test func aUserWallpaperCoversTheScreen() throws {
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        // 30 x 30: red, green and blue stripes 10 pixels wide.
        var pixels: [UInt8] = []
        for _ in 0..<30 {
            for x in 0..<30 { pixels += x < 10 ? [255, 0, 0, 255] : x < 20 ? [0, 255, 0, 255] : [0, 0, 255, 255] }
        }
        let path = folder + "/wall.png"
        try Data(PNGOutput.encode(try #require(RGBAImage(width: 30, height: 30, pixels: pixels)))).write(to: URL(fileURLWithPath: path))
        let image = try Support.image(#"{"layout": "homescreen", "wallpaper": "\#(path)", "homescreen": {}}"#)
        // Aspect-fill: the square is scaled to 852 x 852 and centred, (852 - 393) / 2 = 229.5 cut
        // off each side, so the stripes meet at 284 - 229.5 = 54.5 and 568 - 229.5 = 338.5 (a
        // stretched wallpaper would put them at 131 and 262).
        #expect(px(image, 20, 400) == (255, 0, 0))
        #expect(px(image, 100, 400) == (0, 255, 0))
        #expect(px(image, 300, 400) == (0, 255, 0))
        #expect(px(image, 370, 400) == (0, 0, 255))
    }

    @Test func jiggleModeShowsAMinusBadgeAtTheIconsTopLeft() throws {
        let image = try Support.image(##"{"layout": "homescreen", "wallpaper": "none", "editing": true, "time": 0, "homescreen": {"apps": [{"label": "A", "color": "#0000ff"}]}}"##)
        // The minus badge's disc is centred 4 points inside the icon's top-left corner, (35.5, 76),
        // radius 11; at (29, 76), left of the minus bar, it is light grey (0.86 at 0.94 over black
        // = 206); the icon's rocking (under 2 degrees about (61.5, 102)) moves it by under a point.
        let grey = px(image, 28, 76)
        #expect(grey.0 > 190 && grey.0 == grey.1 && grey.1 == grey.2)
        // The minus bar, 10 x 2 at the centre, is near black (somewhere within a point of its
        // place: the icon rocks and drifts).
        let darkest = (33...38).flatMap { x in (74...78).map { y in px(image, x, y).0 } }.min() ?? 255
        #expect(darkest < 60)
    }

    @Test func aTruncatedLabelHasNoSpaceBeforeItsEllipsis() {
        // A box of 12 characters (one character one unit wide).
        let fits = { (s: String) in s.count <= 12 }
        #expect(HomeScreenLabel.truncated("A Very Long Application Name", fits: fits) == "A Very Long\u{2026}")
        #expect(HomeScreenLabel.truncated("Calendar", fits: fits) == "Calendar")
        // "Voice Memos R" would keep 11 characters and a space: "Voice Memos" and the ellipsis.
        #expect(HomeScreenLabel.truncated("Voice Memos Recorder", fits: fits) == "Voice Memos\u{2026}")
        #expect(HomeScreenLabel.truncated("Abcdefghijklmnop", fits: fits) == "Abcdefghijk\u{2026}")
        #expect(HomeScreenLabel.truncated("Abc", fits: { _ in false }) == "\u{2026}")
    }

    @Test func aFoldersBadgeIsDrawnAboveItsMiniatures() throws {
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        let icon = try solidPNG(0, 200, 0, folder: folder)
        let apps = Array(repeating: #"{"label": "G", "icon": "\#(icon)"}"#, count: 9).joined(separator: ", ")
        let image = try Support.image(#"{"layout": "homescreen", "wallpaper": "none", "homescreen": {"folders": [{"label": "F", "badge": 5, "apps": ["#
                                      + apps + "]}]}}")
        // The folder is the first tile: icon (31.5, 72, 60, 60). Its top-right miniature is 12
        // points square at x = 31.5 + 7.8 + 2 x 16.2 = 71.7, y = 72 + 7.8 = 79.8. The badge, 24
        // round centred at (86.5, 77), covers (80, 82) (8.2 points from its centre), which is
        // also inside that miniature and left of the digit: red, not the miniature's green.
        #expect(px(image, 80, 82) == (255, 59, 48))
        // The miniature shows below the badge: (74, 90) is green.
        #expect(px(image, 74, 90) == (0, 200, 0))
    }

    @Test func aHomeScreensTextKeysReachItsLabels() throws {
        let plain = try Support.image(#"{"layout": "homescreen", "wallpaper": "none", "homescreen": {"apps": [{"label": "Maps"}]}}"#)
        let red = try Support.image(##"{"layout": "homescreen", "wallpaper": "none", "text": {"color": "#ff0000", "size": 16}, "homescreen": {"apps": [{"label": "Maps"}]}}"##)
        // The label's box: below the icon (31.5, 72, 60) by 5 points, 16 tall, 86 wide at 18.5.
        func inks(_ image: RGBAImage) -> (white: Int, red: Int) {
            var white = 0, red = 0
            for y in 137..<153 { for x in 18..<105 {
                let p = px(image, x, y)
                if p.0 > 200 && p.1 > 200 { white += 1 }
                if p.0 > 200 && p.1 < 60 && p.2 < 60 { red += 1 }
            } }
            return (white, red)
        }
        #expect(inks(plain).white > 20 && inks(plain).red == 0)
        #expect(inks(red).red > 20 && inks(red).white == 0)
    }

    @Test func swiftCodeDrawsTheSameHomeScreenAsTheScene() throws {
        var scene = Scene()
        scene.layout = .homescreen
        scene.device = .iPhoneSE
        scene.interfaceStyle = .dark
        var home = HomeScreenValue()
        home.apps = [HomeScreenAppValue(label: "Mail", badge: "2"), HomeScreenAppValue(label: "Notes", color: Color(hex: "#ffd60a"))]
        home.widgets = [HomeScreenWidgetValue(size: .small, title: "Weather")]
        home.dock = [HomeScreenAppValue(label: "Phone")]
        scene.homescreen = home
        let renderer = try Renderer()
        let fromSwift = try renderer.render(plan: RenderPlan(scene: scene), format: .png)
        let fromJSON = try Support.bytes(#"""
        {"layout": "homescreen", "device": "iphone-se", "appearance": "dark",
         "homescreen": {"apps": [{"label": "Mail", "badge": 2}, {"label": "Notes", "color": "#ffd60a"}],
                        "widgets": [{"widget": "small", "title": "Weather"}], "dock": [{"label": "Phone"}]}}
        """#, format: .png, renderer: renderer)
        #expect(fromSwift == fromJSON)
        let image = try PNGDecoder.decode(fromSwift)
        #expect(image.width == 375 && image.height == 667)
    }
}
