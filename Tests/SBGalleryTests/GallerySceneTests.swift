import Foundation
import SBGallery
import SBScene
import Testing

/// The gallery's scene entries are the scenes in Assets/scenes, but for the canvas (the gallery's).
@Suite struct GallerySceneTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let scenes = LayoutRegistry.builtIn.registrations.flatMap(\.galleryScenes)

    @Test(arguments: GallerySceneTests.scenes.map(\.name))
    func theEntryIsTheAssetsScene(name: String) throws {
        let scene = try #require(Self.scenes.first { $0.name == name })
        let data = try Data(contentsOf: Self.root.appendingPathComponent("Assets/scenes/\(name).json"))
        var file = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        file["canvas"] = nil
        let entry = try #require(try JSONSerialization.jsonObject(with: Data("{\"layout\": \"\(scene.layout.rawValue)\", \(scene.keys)}".utf8)) as? [String: Any])
        #expect(NSDictionary(dictionary: file).isEqual(to: entry))
    }

    @Test func theBadgeEntryIsInTheGallery() throws {
        var options = DocsGallery.Options(canvas: .init(width: 240, height: 320), fps: 5)
        options.only = ["compositional-badges"]
        let files = try DocsGallery(options: options).build()
        #expect(files["layouts/compositional-badges.png"] != nil && files["layouts/compositional-badges.svg"] != nil)
        let md = String(decoding: try #require(files["index.md"]), as: UTF8.self)
        #expect(md.contains("## Layout: compositional (badges)"))
        // The scene file the command names is in the gallery, at the path it names.
        #expect(md.contains("sbrender --scene scenes/compositional-badges.json --size 240x320 compositional-badges.png"))
        let scene = String(decoding: try #require(files["scenes/compositional-badges.json"]), as: UTF8.self)
        #expect(scene.hasPrefix(#"{"layout": "compositional", "canvas": {"size": [240, 320]}"#))
    }
}
