import Foundation
import SBScene

/// Where the image paths of a scene given as a string in a test are taken from: the test file's
/// folder (or `baseDirectory`, itself taken from the test file's folder when relative), as
/// references are found from the test file, never from the process's working directory.
enum GoldenSceneFolder {
    /// The folder relative image paths start from.
    /// - Parameters:
    ///   - baseDirectory: the caller's folder, or nil for the test file's.
    ///   - testFile: the test file's path.
    static func folder(baseDirectory: String?, testFile: String) -> String {
        let testFolder = URL(fileURLWithPath: testFile).deletingLastPathComponent()
        guard let baseDirectory else { return testFolder.standardizedFileURL.path }
        if baseDirectory.hasPrefix("/") { return URL(fileURLWithPath: baseDirectory).standardizedFileURL.path }
        return testFolder.appendingPathComponent(baseDirectory).standardizedFileURL.path
    }

    /// The scene JSON with its relative image paths (the wallpaper file, item images) made
    /// relative to `folder`, by the rule of `Scene.resolvingImagePaths(relativeTo:)`. JSON whose
    /// paths need nothing, or that is not a scene (its own check reports it), is returned as it is.
    static func resolving(_ json: Data, relativeTo folder: String) -> Data {
        guard let scene = try? Scene.decode(json), scene.resolvingImagePaths(relativeTo: folder) != scene,
              var object = (try? JSONSerialization.jsonObject(with: json)) as? [String: Any] else { return json }
        func resolve(_ path: String) -> String { path.hasPrefix("/") ? path : folder + "/" + path }
        if let wallpaper = object["wallpaper"] as? String, RenderPlan.isWallpaperFile(wallpaper) {
            object["wallpaper"] = resolve(wallpaper)
        }
        if let sections = object["sections"] as? [[String: Any]] {
            object["sections"] = sections.map { section -> [String: Any] in
                var section = section
                if let items = section["items"] as? [[String: Any]] {
                    section["items"] = items.map { item -> [String: Any] in
                        var item = item
                        if let image = item["image"] as? String { item["image"] = resolve(image) }
                        return item
                    }
                }
                return section
            }
        }
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? json
    }
}
