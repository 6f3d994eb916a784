import Foundation
import SBTestSupport
import Testing

/// Issue 25: `sbrender layout --scene` reports the collection view the picture draws: its size
/// and its origin on the canvas, below the status bar.
@Suite struct LayoutCommandSceneViewportTests {
    func layout(scene json: String, _ extra: [String] = []) throws -> [String: Any] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sbrender-viewport-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = folder + "/scene.json"
        try Data(json.utf8).write(to: URL(fileURLWithPath: scene))
        let r = try CLI.layout(["--scene", scene] + extra)
        #expect(r.status == 0, "\(r.stderr)")
        return try r.json()
    }

    @Test func theSpringboardLiesBelowTheStatusBar() throws {
        // The 768 x 1024 canvas less iOS 6's 20 pt status bar: 768 x 1004 at y = 20.
        let report = try layout(scene: #"{"layout": "springboard"}"#)
        let viewport = try #require(report.object("viewport"))
        #expect(viewport.number("x") == 0 && viewport.number("y") == 20)
        #expect(viewport.number("width") == 768 && viewport.number("height") == 1004)
        // The flow keeps the view's height: 1004 tall content, five icons a column 55 pt apart
        // ((1004 - 32 - 32 - 5 x 144) / 4 = 55): the second icon at 32 + 144 + 55 = 231.
        #expect(report.object("contentSize")?.number("height") == 1004)
        let second = try #require(report.array("elements")?.first { $0["item"] as? Int == 1 })
        #expect(second.frame == [32, 231, 144, 144])
    }

    @Test func withoutAStatusBarTheViewFillsTheCanvas() throws {
        let flow = try #require(try layout(scene: #"{"layout": "flow", "canvas": {"size": [200, 100]}}"#).object("viewport"))
        #expect(flow.number("x") == 0 && flow.number("y") == 0 && flow.number("width") == 200 && flow.number("height") == 100)
        let bare = try #require(try layout(scene: #"{"layout": "springboard", "statusBar": "none"}"#).object("viewport"))
        #expect(bare.number("y") == 0 && bare.number("height") == 1024)
    }

    @Test func theCookbookLiesBelowItsNavigationBar() throws {
        // iOS 7's bar: 20 + 44 = 64 points; 1024 - 64 = 960 left for the collection view.
        let report = try layout(scene: #"{"layout": "circle", "navigationBar": "cookbook"}"#)
        let viewport = try #require(report.object("viewport"))
        #expect(viewport.number("x") == 0 && viewport.number("y") == 64)
        #expect(viewport.number("width") == 768 && viewport.number("height") == 960)
    }

    @Test func theNavigationBarOptionDrawsWhatTheSceneKeyDraws() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sbrender-navbar-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(#"{"layout": "circle", "navigationBar": "cookbook"}"#.utf8).write(to: URL(fileURLWithPath: folder + "/scene.json"))
        let byKey = try CLI.run(["--scene", folder + "/scene.json", "--size", "320x480", folder + "/key.png"])
        let byOption = try CLI.run(["--layout", "circle", "--navigation-bar", "cookbook", "--size", "320x480", folder + "/option.png"])
        #expect(byKey.status == 0 && byOption.status == 0, "\(byKey.stderr) \(byOption.stderr)")
        let key = try Data(contentsOf: URL(fileURLWithPath: folder + "/key.png"))
        #expect(key == (try Data(contentsOf: URL(fileURLWithPath: folder + "/option.png"))))
        let bare = try CLI.run(["--layout", "circle", "--size", "320x480", folder + "/bare.png"])
        #expect(bare.status == 0)
        #expect(key != (try Data(contentsOf: URL(fileURLWithPath: folder + "/bare.png"))), "the bar is drawn")
        let refused = try CLI.run(["--layout", "springboard", "--navigation-bar", "cookbook", folder + "/no.png"])
        #expect(refused.status != 0 && refused.stderr.contains("belongs to its layouts (flow, circle, punched, grid), not springboard"))
    }
}
