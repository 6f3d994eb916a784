import Foundation
import SBLayout
import SBScene
import Testing

/// Icons from an asset catalogue's `.appiconset`: the image for the appearance and the size,
/// and clear errors for a catalogue that is broken or points outside itself.
@Suite struct AppIconSetTests {
    /// An icon set in a temporary folder with `contents` as its Contents.json and empty files.
    func iconSet(_ contents: String, files: [String]) throws -> (root: String, set: String) {
        let root = try temporaryFolder()
        let set = root + "/Assets.xcassets/AppIcon.appiconset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: URL(fileURLWithPath: set + "/Contents.json"))
        for f in files { try Data([1]).write(to: URL(fileURLWithPath: set + "/" + f)) }
        return (root, set)
    }

    func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "sbscene-icons-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func cleanUp(_ folder: String) { try? FileManager.default.removeItem(atPath: folder) }

    func error(_ body: () throws(SceneError) -> String) -> String? {
        do { _ = try body(); return nil } catch { return error.description }
    }

    static let singleSize = #"""
    {"images": [
      {"filename": "Icon.png", "idiom": "universal", "platform": "ios", "size": "1024x1024"},
      {"appearances": [{"appearance": "luminosity", "value": "dark"}], "filename": "Dark.png", "idiom": "universal", "platform": "ios", "size": "1024x1024"},
      {"appearances": [{"appearance": "luminosity", "value": "tinted"}], "filename": "Tinted.png", "idiom": "universal", "platform": "ios", "size": "1024x1024"},
      {"filename": "Watch.png", "idiom": "universal", "platform": "watchos", "size": "1024x1024"}
    ], "info": {"author": "xcode", "version": 1}}
    """#

    @Test func theSingleSizeSetGivesItsImageForEachAppearance() throws {
        let (root, set) = try iconSet(Self.singleSize, files: ["Icon.png", "Dark.png", "Tinted.png", "Watch.png"])
        defer { cleanUp(root) }
        #expect(try AppIconSet.imagePath(folder: set, icons: .standard, pixels: 180, key: "k").file == set + "/Icon.png")
        #expect(try AppIconSet.imagePath(folder: set + "/", icons: .dark, pixels: 180, key: "k").file == set + "/Dark.png")
        #expect(try AppIconSet.imagePath(folder: set, icons: .tinted, pixels: 180, key: "k").file == set + "/Tinted.png")
        // Clear icons come from the default image (an .appiconset has no clear variant).
        #expect(try AppIconSet.imagePath(folder: set, icons: .clear, pixels: 180, key: "k").file == set + "/Icon.png")
        // Only the set's own dark and tinted images are variants; the default is not.
        #expect(try AppIconSet.imagePath(folder: set, icons: .dark, pixels: 180, key: "k").isVariant == true)
        #expect(try AppIconSet.imagePath(folder: set, icons: .tinted, pixels: 180, key: "k").isVariant == true)
        #expect(try AppIconSet.imagePath(folder: set, icons: .standard, pixels: 180, key: "k").isVariant == false)
        #expect(AppIconSet.isIconSet(set) && AppIconSet.isIconSet(set + "/") && !AppIconSet.isIconSet(set + "/Icon.png"))
    }

    @Test func aSizedSetGivesTheSmallestImageAtLeastAsLargeAsTheIcon() throws {
        let (root, set) = try iconSet(#"""
        {"images": [
          {"filename": "60@2x.png", "idiom": "iphone", "size": "60x60", "scale": "2x"},
          {"filename": "60@3x.png", "idiom": "iphone", "size": "60x60", "scale": "3x"},
          {"filename": "76@2x.png", "idiom": "ipad", "size": "76x76", "scale": "2x"},
          {"filename": "1024.png", "idiom": "ios-marketing", "size": "1024x1024", "scale": "1x"},
          {"idiom": "iphone", "size": "40x40", "scale": "2x"}
        ]}
        """#, files: ["60@2x.png", "60@3x.png", "76@2x.png", "1024.png"])
        defer { cleanUp(root) }
        // 60 points at 2x: 120 pixels, the 60@2x image (120); at 3x 180 (60@3x: 180).
        #expect(try AppIconSet.imagePath(folder: set, icons: .standard, pixels: 120, key: "k").file == set + "/60@2x.png")
        #expect(try AppIconSet.imagePath(folder: set, icons: .standard, pixels: 180, key: "k").file == set + "/60@3x.png")
        // 64 points at 3x: 192 pixels; 76@2x is 152, so the 1024 one. At 2x (128): 76@2x (152).
        #expect(try AppIconSet.imagePath(folder: set, icons: .dark, pixels: 192, key: "k").file == set + "/1024.png")
        #expect(try AppIconSet.imagePath(folder: set, icons: .standard, pixels: 128, key: "k").file == set + "/76@2x.png")
        // No tinted image: the default one, which is no variant (the look derives the tinted icon).
        #expect(try AppIconSet.imagePath(folder: set, icons: .tinted, pixels: 180, key: "k") == (set + "/60@3x.png", false))
    }

    @Test func brokenSetsSayWhatIsWrongAtTheIconsKey() throws {
        let root = try temporaryFolder()
        defer { cleanUp(root) }
        let key = "homescreen.apps[0].icon"
        #expect(error { () throws(SceneError) in try AppIconSet.imagePath(folder: root + "/None.appiconset", icons: .standard, pixels: 120, key: key).file }?
            .hasPrefix("homescreen.apps[0].icon: the icon set's \(root)/None.appiconset/Contents.json") == true)

        let (r1, notJSON) = try iconSet("[1, 2", files: [])
        defer { cleanUp(r1) }
        #expect(error { () throws(SceneError) in try AppIconSet.imagePath(folder: notJSON, icons: .standard, pixels: 120, key: key).file }?
            .contains("is not an icon set's Contents.json") == true)

        let (r2, empty) = try iconSet(#"{"images": [{"idiom": "universal", "platform": "ios", "size": "1024x1024"}]}"#, files: [])
        defer { cleanUp(r2) }
        #expect(error { () throws(SceneError) in try AppIconSet.imagePath(folder: empty, icons: .standard, pixels: 120, key: key).file }?
            .contains("lists no iOS image with a file name") == true)

        let (r3, outside) = try iconSet(#"{"images": [{"filename": "../../secret.png", "idiom": "universal", "size": "1024x1024"}]}"#, files: [])
        defer { cleanUp(r3) }
        #expect(error { () throws(SceneError) in try AppIconSet.imagePath(folder: outside, icons: .standard, pixels: 120, key: key).file }?
            .contains("outside the icon set") == true)

        let (r4, missing) = try iconSet(#"{"images": [{"filename": "Gone.png", "idiom": "universal", "size": "1024x1024"}]}"#, files: [])
        defer { cleanUp(r4) }
        #expect(error { () throws(SceneError) in try AppIconSet.imagePath(folder: missing, icons: .standard, pixels: 120, key: key).file }?
            .hasPrefix("homescreen.apps[0].icon: the icon set's image \(missing)/Gone.png") == true)

        // A link inside the set that leads out of it.
        let (r5, linked) = try iconSet(#"{"images": [{"filename": "Link.png", "idiom": "universal", "size": "1024x1024"}]}"#, files: [])
        defer { cleanUp(r5) }
        try Data([1]).write(to: URL(fileURLWithPath: r5 + "/elsewhere.png"))
        try FileManager.default.createSymbolicLink(atPath: linked + "/Link.png", withDestinationPath: r5 + "/elsewhere.png")
        #expect(error { () throws(SceneError) in try AppIconSet.imagePath(folder: linked, icons: .standard, pixels: 120, key: key).file }?
            .contains("leads outside the icon set") == true)

        let many = "{\"images\": [" + Array(repeating: #"{"filename": "a.png"}"#, count: 257).joined(separator: ",") + "]}"
        let (r6, huge) = try iconSet(many, files: ["a.png"])
        defer { cleanUp(r6) }
        #expect(error { () throws(SceneError) in try AppIconSet.imagePath(folder: huge, icons: .standard, pixels: 120, key: key).file }?
            .contains("lists 257 images; at most 256") == true)
    }

    @Test func theExampleDrawsItsCataloguesIconForTheAppearance() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let path = root.appendingPathComponent("Examples/home-screens/asset-catalogue.json").path
        let dark = try RenderPlan(scene: Scene.load(path: path))
        #expect(dark.styles[0].image?.hasSuffix("AppIcon.appiconset/AppIcon-Dark.png") == true)
        var scene = try Scene.load(path: path)
        scene.interfaceStyle = .light
        let light = try RenderPlan(scene: scene)
        #expect(light.styles[0].image?.hasSuffix("AppIcon.appiconset/AppIcon.png") == true)
        // The dock's copy too (the pages' 8 apps, then the dock's 4: the third).
        #expect(light.styles[10].image == light.styles[0].image)
    }
}
