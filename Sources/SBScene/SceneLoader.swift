#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SBLayout

extension Scene {
    /// Decodes a scene from JSON bytes. Errors say where: the line and column of a syntax error,
    /// and the JSON path, line and column of a wrong type, an unknown or repeated key, or a value
    /// out of range.
    ///
    /// A first pass over the bytes refuses, as soon as it reaches them, a
    /// scene beyond a limit (`Limits`: too many sections or items listed, a string
    /// too long, nesting too deep), a duplicate key and a number out of range, so that a huge or
    /// hostile file costs no more than its bytes.
    /// - Parameters:
    ///   - data: the JSON text.
    ///   - source: what to call the input in messages (usually the file's path).
    ///   - layouts: the layouts the scene may name (`layout`, nested settings, `transition`
    ///     events): sbrender's own by default.
    /// - Returns: the scene, not yet checked against its layout (`RenderPlan` does that). Image
    ///   paths are as written (see ``load(data:source:baseDirectory:layouts:)`` to resolve them).
    /// - Throws: ``SceneError`` for empty input, invalid JSON, an unknown key or a wrong type.
    public static func decode(_ data: Data, source: String = "scene", layouts: LayoutRegistry = .builtIn) throws(SceneError) -> Scene {
        guard !data.isEmpty else { throw SceneError(path: source, "the file is empty; a scene is a JSON object such as {\"layout\": \"circle\"}") }
        guard data.count <= Limits.sceneFileBytes else {
            throw SceneError(path: source, "the scene is \(data.count) bytes; a scene file is at most \(Limits.sceneFileBytes) bytes (16 MiB)")
        }
        var bytes = [UInt8](data)
        try SceneScanner.scan(bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        do {
            let decoder = JSONDecoder()
            decoder.userInfo[LayoutRegistry.userInfoKey] = layouts
            return try decoder.decode(Scene.self, from: Data(bytes))
        } catch let e as SceneError {
            throw e.located(in: bytes)
        } catch let e as DecodingError {
            throw describe(e).located(in: bytes)
        } catch {
            throw SceneError(path: source, "cannot be read: \(error)")
        }
    }

    /// Decodes a scene from bytes read elsewhere (a file, standard input), with its image paths
    /// made relative to `baseDirectory`, as ``load(path:layouts:)`` makes them relative to the file's
    /// folder.
    /// - Parameters:
    ///   - data: the JSON text (at most `Limits.sceneFileBytes`).
    ///   - source: what to call the input in messages ("-" or "standard input", a path).
    ///   - baseDirectory: the folder relative image paths start from; nil leaves them as written
    ///     (relative to the current directory).
    ///   - layouts: the layouts the scene may name (sbrender's own by default).
    /// - Throws: ``SceneError``, its path prefixed with `source`.
    public static func load(data: Data, source: String, baseDirectory: String?, layouts: LayoutRegistry = .builtIn) throws(SceneError) -> Scene {
        do {
            var scene = try decode(data, source: source, layouts: layouts)
            if let baseDirectory { scene = scene.resolvingImagePaths(relativeTo: baseDirectory) }
            return scene
        } catch {
            var prefixed = error.path.isEmpty || error.path == source ? SceneError(path: source, error.message) : SceneError(path: "\(source): \(error.path)", error.message)
            prefixed.position = error.position
            throw prefixed
        }
    }

    /// Reads and decodes a scene file. Relative image paths in it (the wallpaper, item images)
    /// are relative to the file's folder, not the current directory.
    ///
    /// The file must be a regular file of at most `Limits.sceneFileBytes` bytes,
    /// checked before it is read (a device such as `/dev/zero`, a FIFO or a folder is refused).
    /// - Parameters:
    ///   - path: the scene file's path.
    ///   - layouts: the layouts the scene may name (sbrender's own by default).
    /// - Throws: ``SceneError`` when the file cannot be read or decoded.
    public static func load(path: String, layouts: LayoutRegistry = .builtIn) throws(SceneError) -> Scene {
        let data: [UInt8]
        do {
            data = try RegularFile.read(path, maximumBytes: Limits.sceneFileBytes)
        } catch {
            throw SceneError(path: path, "the scene file \(error.description)")
        }
        // Relative to the file's folder as the user named it ("scenes/a.json": "scenes"), so that
        // messages show paths as the user would write them.
        let folder = RegularFile.folder(of: path)
        return try load(data: Data(data), source: path, baseDirectory: folder, layouts: layouts)
    }

    /// This scene with its relative image paths (a wallpaper file, item images) made relative to
    /// `folder` instead of the current directory. Absolute paths and built-in wallpaper names
    /// stay as they are.
    package func resolvingImagePaths(relativeTo folder: String) -> Scene {
        func resolve(_ path: String) -> String {
            if path.hasPrefix("/") || folder.isEmpty || folder == "." { return path }
            return folder.hasSuffix("/") ? folder + path : folder + "/" + path
        }
        var s = self
        if let w = wallpaper, RenderPlan.isWallpaperFile(w) { s.wallpaper = resolve(w) }
        if let sections {
            s.sections = sections.map { section in
                var section = section
                for i in section.items.indices {
                    if let image = section.items[i].image { section.items[i].image = resolve(image) }
                }
                return section
            }
        }
        s.homescreen = homescreen?.resolvingImagePaths(resolve)
        return s
    }

    private static func describe(_ error: DecodingError) -> SceneError {
        switch error {
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            if context.codingPath.isEmpty {
                // The whole file is not an object: say what it is, and what a scene looks like.
                let text = context.debugDescription
                let found = text.firstRange(of: "found ").flatMap { start in
                    text[start.upperBound...].firstRange(of: " instead").map { String(text[start.upperBound..<$0.lowerBound]) }
                }
                let what = found.map { kind -> String in
                    if kind.hasSuffix("null value") || kind == "nothing" { return "null" }
                    if kind.hasPrefix("a ") || kind.hasPrefix("an ") { return kind }
                    return kind == "bool" ? "true or false" : "a \(kind)"
                }
                return SceneError(path: "", "the top level is \(what ?? "not an object"); a scene is a JSON object, such as {\"layout\": \"springboard\"}")
            }
            return SceneError(path: SceneError.format(context.codingPath), "expected \(expectation(type))")
        case .keyNotFound(let key, let context):
            return SceneError(path: SceneError.format(context.codingPath + [key]), "is missing")
        case .dataCorrupted(let context):
            let path = SceneError.format(context.codingPath)
            if context.debugDescription.contains("does not fit") || context.debugDescription.contains("Number") {
                return SceneError(path: path, "the number is out of range")
            }
            if path.isEmpty, context.debugDescription.hasPrefix("The given data was not valid JSON") {
                // The syntax was checked before decoding: this is the decoder's error for a number
                // its key cannot hold, which it reports without the key.
                return SceneError(path: path, "a number does not fit its key (a fraction where a whole number goes, or out of range)")
            }
            return SceneError(path: path, context.debugDescription)
        @unknown default:
            return SceneError(path: "", "\(error)")
        }
    }

    private static func expectation(_ type: Any.Type) -> String {
        if type is Bool.Type { return "true or false" }
        if type is Int.Type || type is UInt64.Type { return "a whole number" }
        if type is Double.Type { return "a number" }
        if type is String.Type { return "a string" }
        let name = "\(type)"
        if name.hasPrefix("Array") { return "an array" }
        if name.hasPrefix("Dictionary") { return "an object" }
        return "a value of type \(name)"
    }
}
