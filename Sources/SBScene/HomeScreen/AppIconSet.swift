#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SBLayout

/// An app icon from an Xcode asset catalogue: an app's `icon` naming an `.appiconset` folder
/// (`"icon": "MyApp/Assets.xcassets/AppIcon.appiconset"`) instead of a PNG.
///
/// The folder's `Contents.json` lists its images: the single 1024-point image of Xcode 14 and
/// later (`"idiom": "universal", "platform": "ios", "size": "1024x1024"`) or the sized sets
/// before it (`"size": "60x60", "scale": "3x"`...), each perhaps with `appearances`
/// (`[{"appearance": "luminosity", "value": "dark"}]`, or `"tinted"` since iOS 18). sbrender
/// draws the image for the icons' appearance (the dark one for dark icons, the tinted one for
/// tinted icons, when the set has it; else the default, from which the look derives the variant)
/// that is the smallest at least as large as the icon is drawn in pixels, or the largest when
/// none is.
///
/// The catalogue is untrusted input: `Contents.json` is read only as a regular file of at most
/// ``maximumContentsBytes`` with at most ``maximumImages`` entries; an image must be a plain
/// file name inside the folder (no `/`, no `..`, no link leading outside it). Every problem is
/// a ``SceneError`` at the app's `icon` key saying what is wrong and how to fix it.
package enum AppIconSet {
    /// The largest `Contents.json` read: 1 MiB (Xcode's are a few KiB).
    package static let maximumContentsBytes = 1 << 20
    /// The most images a set lists (an iOS set before Xcode 14 lists about 20).
    package static let maximumImages = 256

    /// True when `path` names an icon set (it ends in `.appiconset`, with or without a slash).
    package static func isIconSet(_ path: String) -> Bool {
        var p = Substring(path)
        while p.hasSuffix("/") { p = p.dropLast() }
        return p.hasSuffix(".appiconset")
    }

    /// One image of `Contents.json`.
    struct Entry: Decodable {
        struct Appearance: Decodable {
            var appearance: String?
            var value: String?
        }
        var filename: String?
        var idiom: String?
        var platform: String?
        var size: String?
        var scale: String?
        var appearances: [Appearance]?
    }

    struct Contents: Decodable {
        var images: [Entry]?
    }

    /// The PNG file of the set at `folder` to draw for `icons` at `pixels` pixels a side, and
    /// whether it is the set's own variant for them (its `dark` or `tinted` image) rather than
    /// the default image.
    /// - Parameters:
    ///   - folder: the `.appiconset` folder, as the scene's paths are resolved.
    ///   - icons: the icons' appearance (clear icons are derived from the default image: an
    ///     `.appiconset` has no clear variant).
    ///   - pixels: the icon's side as drawn, in pixels (60 points at 3x: 180).
    ///   - key: the scene key errors name (`homescreen.apps[3].icon`).
    /// - Throws: ``SceneError`` at `key`.
    package static func imagePath(folder: String, icons: HomeScreenSpec.IconAppearance, pixels: Int,
                                  key: String) throws(SceneError) -> (file: String, isVariant: Bool) {
        var dir = folder
        while dir.count > 1 && dir.hasSuffix("/") { dir.removeLast() }
        let contentsPath = dir + "/Contents.json"
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(contentsPath, maximumBytes: maximumContentsBytes)
        } catch {
            throw SceneError(path: key, "the icon set's \(contentsPath) \(error.description); an .appiconset folder holds a Contents.json (Xcode writes it)")
        }
        let contents: Contents
        do {
            contents = try JSONDecoder().decode(Contents.self, from: Data(bytes))
        } catch {
            throw SceneError(path: key, "\(contentsPath) is not an icon set's Contents.json (expected {\"images\": [{\"filename\": ..., \"size\": \"1024x1024\"}]})")
        }
        let images = contents.images ?? []
        guard images.count <= maximumImages else {
            throw SceneError(path: key, "\(contentsPath) lists \(images.count) images; at most \(maximumImages)")
        }
        // iOS's images with a file: the universal, iPhone, iPad and marketing idioms, no other platform.
        let usable = images.filter { e in
            guard e.filename?.isEmpty == false else { return false }
            if let platform = e.platform, platform != "ios" { return false }
            return e.idiom == nil || ["universal", "iphone", "ipad", "ios-marketing"].contains(e.idiom!)
        }
        func variant(_ e: Entry) -> String? {
            e.appearances?.first { $0.appearance == "luminosity" }?.value
        }
        let wanted: String? = switch icons {
        case .dark: "dark"
        case .tinted: "tinted"
        case .standard, .clear: nil
        }
        var candidates = usable.filter { variant($0) == wanted }
        let isVariant = wanted != nil && !candidates.isEmpty
        if candidates.isEmpty { candidates = usable.filter { variant($0) == nil } }
        guard !candidates.isEmpty else {
            throw SceneError(path: key, "\(contentsPath) lists no iOS image with a file name; add the 1024x1024 image in Xcode (or give a PNG as the icon)")
        }
        func side(_ e: Entry) -> Double {
            let points = Double(e.size?.split(separator: "x").first.map(String.init) ?? "") ?? 1024
            let scale = Double(e.scale?.dropLast().description ?? "") ?? 1
            return points * scale
        }
        let sorted = candidates.sorted { side($0) < side($1) }
        let chosen = sorted.first { side($0) >= Double(pixels) } ?? sorted[sorted.count - 1]
        let name = chosen.filename ?? ""
        guard !name.contains("/"), !name.contains("\\"), name != ".", name != ".." else {
            throw SceneError(path: key, "\(contentsPath) names the image '\(SceneError.excerpt(name))' outside the icon set; an image is a file name inside the .appiconset folder")
        }
        let file = dir + "/" + name
        // A link may not lead out of the folder.
        let real = URL(fileURLWithPath: file).resolvingSymlinksInPath().path
        let realFolder = URL(fileURLWithPath: dir).resolvingSymlinksInPath().path
        guard real.hasPrefix(realFolder + "/") else {
            throw SceneError(path: key, "the icon set's image \(file) leads outside the icon set; copy the image into the .appiconset folder")
        }
        // There and a plain file (the PNG reader checks it again, with its limits, when it reads it).
        let type = (try? FileManager.default.attributesOfItem(atPath: real))?[.type] as? FileAttributeType
        guard type == .typeRegular else {
            let problem = type == nil ? "does not exist" : type == .typeDirectory ? "is a folder, not a PNG file" : "is not a regular file"
            throw SceneError(path: key, "the icon set's image \(file) \(problem); add it to the .appiconset folder or fix its name in Contents.json")
        }
        return (file, isVariant)
    }
}
