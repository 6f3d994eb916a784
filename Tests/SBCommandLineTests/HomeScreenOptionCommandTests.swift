import Foundation
import SBLayout
import SBPNG
import SBTestSupport
import Testing

/// `--device ID` and `--appearance light|dark`: the home screen's scene keys `device` and
/// `appearance` as options of `render`, `layout` and `animate`, over a scene's, refused on other
/// layouts and for unknown values with one line naming the option and the values there are.
@Suite struct HomeScreenOptionCommandTests {
    @Test func theDeviceIsTheCanvasAndTheAppearanceTheScenesKey() throws {
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        let sb = try Tools.sbrender()
        // The iPhone SE's screen is 375 x 667 points: the canvas, at scale 1.
        let options = try Tools.run(sb, ["--layout", "homescreen", "--device", "iphone-se", "--appearance", "dark", "options.png"], in: folder)
        #expect(options.status == 0, "\(options)")
        let png = try PNGDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/options.png"))))
        #expect(png.width == 375 && png.height == 667)
        // The same keys in a scene file give the same bytes.
        try Data(#"{"layout": "homescreen", "device": "iphone-se", "appearance": "dark"}"#.utf8)
            .write(to: URL(fileURLWithPath: folder + "/se.json"))
        let scene = try Tools.run(sb, ["--scene", "se.json", "scene.png"], in: folder)
        #expect(scene.status == 0, "\(scene)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/options.png")) == Data(contentsOf: URL(fileURLWithPath: folder + "/scene.png")))
        // Dark is not light: the default appearance draws other pixels.
        let light = try Tools.run(sb, ["--layout", "homescreen", "--device", "iphone-se", "light.png"], in: folder)
        #expect(light.status == 0, "\(light)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/light.png")) != Data(contentsOf: URL(fileURLWithPath: folder + "/options.png")))
        // The options override the scene's keys: its iPhone 15 Pro (393 x 852) becomes an iPad
        // Pro 11-inch (834 x 1194).
        try Data(#"{"layout": "homescreen", "device": "iphone-15-pro"}"#.utf8).write(to: URL(fileURLWithPath: folder + "/pro.json"))
        let over = try Tools.run(sb, ["--scene", "pro.json", "--device", "ipad-pro-11", "ipad.png"], in: folder)
        #expect(over.stdout.contains("(834x1194 px"), "\(over)")
    }

    @Test func layoutAndAnimateTakeTheDevice() throws {
        // `layout`: the viewport is the device's screen, 375 x 667.
        let layout = try CLI.layout(["--layout", "homescreen", "--device", "iphone-se"])
        #expect(layout.status == 0, "\(layout)")
        let viewport = try layout.json()["viewport"] as? [String: Any]
        #expect(viewport?["width"] as? Double == 375 && viewport?["height"] as? Double == 667)
        // `animate`: every frame is the device's screen.
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        let frames = try Tools.run(try Tools.sbrender(), ["animate", "--quiet", "--layout", "homescreen", "--device", "iphone-se", "--appearance", "dark",
                                                          "--animation", "jiggle", "--frame-count", "2", "--jobs", "1", "f/"], in: folder)
        #expect(frames.status == 0, "\(frames)")
        let frame = try PNGDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/f/frame-0001.png"))))
        #expect(frame.width == 375 && frame.height == 667)
    }

    @Test func badValuesAndOtherLayoutsAreRefused() throws {
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        let sb = try Tools.sbrender()
        let device = try Tools.run(sb, ["--layout", "homescreen", "--device", "ipone-se", "a.png"], in: folder)
        #expect(device.status == 64)
        #expect(device.stderrLines.first?.hasPrefix("sbrender: The value 'ipone-se' is invalid for '--device <id>': unknown device 'ipone-se'; expected one of \(DevicePreset.ids.joined(separator: ", "))") == true, "\(device)")
        let appearance = try Tools.run(sb, ["--layout", "homescreen", "--appearance", "dim", "a.png"], in: folder)
        #expect(appearance.status == 64)
        #expect(appearance.stderrLines.first?.hasPrefix("sbrender: The value 'dim' is invalid for '--appearance <appearance>'. Valid values: light, dark.") == true, "\(appearance)")
        // Another layout, from the options or from a scene.
        let flow = try Tools.run(sb, ["--layout", "flow", "--device", "iphone-se", "a.png"], in: folder)
        #expect(flow.status == 64)
        #expect(flow.stderrLines == ["sbrender: --device iphone-se belongs to the homescreen layout, not flow; add --layout homescreen (for a device frame around another layout, give --frame DEVICE)"])
        try Data(#"{"layout": "grid"}"#.utf8).write(to: URL(fileURLWithPath: folder + "/grid.json"))
        let grid = try Tools.run(sb, ["animate", "--scene", "grid.json", "--appearance", "dark", "--animation", "quiver", "a.png"], in: folder)
        #expect(grid.status == 64)
        #expect(grid.stderrLines == ["sbrender: --appearance dark belongs to the homescreen layout, not grid; add --layout homescreen"])
        let springboard = try CLI.layout(["--appearance", "light"])
        #expect(springboard.stderrLines == ["sbrender: --appearance light belongs to the homescreen layout, not springboard; add --layout homescreen"])
        #expect(!FileManager.default.fileExists(atPath: folder + "/a.png"))
    }

    /// `--system ios18|ios26`: the scene's `system` key, over a scene's, refused on another layout.
    @Test func theSystemIsTheScenesKey() throws {
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        let sb = try Tools.sbrender()
        let option = try Tools.run(sb, ["--layout", "homescreen", "--device", "iphone-se", "--system", "ios26", "option.png"], in: folder)
        #expect(option.status == 0, "\(option)")
        try Data(#"{"layout": "homescreen", "device": "iphone-se", "system": "ios26"}"#.utf8).write(to: URL(fileURLWithPath: folder + "/se.json"))
        let scene = try Tools.run(sb, ["--scene", "se.json", "scene.png"], in: folder)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/option.png")) == Data(contentsOf: URL(fileURLWithPath: folder + "/scene.png")), "\(scene)")
        // The iPhone SE's own release is iOS 18: its default look is not the glass.
        let plain = try Tools.run(sb, ["--scene", "se.json", "--system", "ios18", "plain.png"], in: folder)
        #expect(plain.status == 0, "\(plain)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/plain.png")) != Data(contentsOf: URL(fileURLWithPath: folder + "/scene.png")))
        let flow = try Tools.run(sb, ["--layout", "flow", "--system", "ios26", "a.png"], in: folder)
        #expect(flow.stderrLines == ["sbrender: --system ios26 belongs to the homescreen layout, not flow; add --layout homescreen"])
        let bad = try Tools.run(sb, ["--layout", "homescreen", "--system", "ios19", "a.png"], in: folder)
        #expect(bad.stderrLines.first?.hasPrefix("sbrender: The value 'ios19' is invalid for '--system <system>'. Valid values: ios18, ios26.") == true, "\(bad)")
    }

    /// `--icon-appearance` and `--icon-tint`: the scene's `iconAppearance` and `iconTint` keys,
    /// over a scene's, refused on another layout and for unknown values.
    @Test func theIconAppearanceAndTintAreTheScenesKeys() throws {
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        let sb = try Tools.sbrender()
        let option = try Tools.run(sb, ["--layout", "homescreen", "--device", "iphone-se", "--icon-appearance", "tinted", "--icon-tint", "#30b0c7",
                                        "option.png"], in: folder)
        #expect(option.status == 0, "\(option)")
        try Data(##"{"layout": "homescreen", "device": "iphone-se", "iconAppearance": "tinted", "iconTint": "#30b0c7"}"##.utf8)
            .write(to: URL(fileURLWithPath: folder + "/se.json"))
        let scene = try Tools.run(sb, ["--scene", "se.json", "scene.png"], in: folder)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/option.png")) == Data(contentsOf: URL(fileURLWithPath: folder + "/scene.png")), "\(scene)")
        // The options override the scene's: another tint, then the default icons, draw other pixels.
        let teal = try Data(contentsOf: URL(fileURLWithPath: folder + "/scene.png"))
        _ = try Tools.run(sb, ["--scene", "se.json", "--icon-tint", "#ff2d55", "pink.png"], in: folder)
        _ = try Tools.run(sb, ["--scene", "se.json", "--icon-appearance", "default", "plain.png"], in: folder)
        let pink = try Data(contentsOf: URL(fileURLWithPath: folder + "/pink.png")), plain = try Data(contentsOf: URL(fileURLWithPath: folder + "/plain.png"))
        #expect(pink != teal && plain != teal && plain != pink)
        // In light appearance the automatic icons are the default ones.
        _ = try Tools.run(sb, ["--layout", "homescreen", "--device", "iphone-se", "automatic.png"], in: folder)
        _ = try Tools.run(sb, ["--layout", "homescreen", "--device", "iphone-se", "--icon-appearance", "default", "default.png"], in: folder)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/automatic.png")) == Data(contentsOf: URL(fileURLWithPath: folder + "/default.png")))
        let flow = try Tools.run(sb, ["--layout", "flow", "--icon-appearance", "clear", "a.png"], in: folder)
        #expect(flow.stderrLines == ["sbrender: --icon-appearance clear belongs to the homescreen layout, not flow; add --layout homescreen"])
        let tint = try Tools.run(sb, ["--layout", "flow", "--icon-tint", "#fff", "a.png"], in: folder)
        #expect(tint.stderrLines == ["sbrender: --icon-tint belongs to the homescreen layout, not flow; add --layout homescreen"])
        let bad = try Tools.run(sb, ["--layout", "homescreen", "--icon-appearance", "glass", "a.png"], in: folder)
        #expect(bad.stderrLines.first?.hasPrefix("sbrender: The value 'glass' is invalid for '--icon-appearance <icons>'. Valid values: default, dark, clear, tinted.") == true, "\(bad)")
        let colour = try Tools.run(sb, ["--layout", "homescreen", "--icon-tint", "teal", "a.png"], in: folder)
        #expect(colour.stderrLines.first?.hasPrefix("sbrender: The value 'teal' is invalid for '--icon-tint <colour>': expected a colour such as '#ff8800', got 'teal'") == true, "\(colour)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/a.png"))
    }

    /// `sbrender preview` takes the home screen's options too (its page's settings to start
    /// with): its help lists them, and a bad value is refused before anything is served.
    @Test func previewTakesTheHomeScreensOptions() throws {
        let sb = try Tools.sbrender()
        let help = try Tools.run(sb, ["preview", "--help"], in: NSTemporaryDirectory())
        for option in ["--device <id>", "--appearance <appearance>", "--orientation <orientation>", "--system <system>",
                       "--icon-appearance <icons>", "--icon-tint <colour>"] {
            #expect(help.stdout.contains(option), "\(option)")
        }
        let system = try Tools.run(sb, ["preview", "--layout", "homescreen", "--system", "ios19"], in: NSTemporaryDirectory())
        #expect(system.status == 64)
        #expect(system.stderrLines.first?.hasPrefix("sbrender: The value 'ios19' is invalid for '--system <system>'. Valid values: ios18, ios26.") == true, "\(system)")
        let icons = try Tools.run(sb, ["preview", "--layout", "homescreen", "--icon-appearance", "glass"], in: NSTemporaryDirectory())
        #expect(icons.status == 64)
        #expect(icons.stderrLines.first?.hasPrefix("sbrender: The value 'glass' is invalid for '--icon-appearance <icons>'. Valid values: default, dark, clear, tinted.") == true, "\(icons)")
    }
}
