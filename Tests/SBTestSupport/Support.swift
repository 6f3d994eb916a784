import Foundation
import SBPNG
import SBRender
import SBScene
import Testing

/// Helpers shared by the tests of the renderer and the modules above it: rendering a scene
/// given as JSON, finding fixtures, temporary folders.
public enum Support {
    /// A scene's plan, from JSON text.
    package static func plan(_ json: String) throws -> RenderPlan {
        try RenderPlan(scene: Scene.decode(Data(json.utf8)))
    }

    /// The scene's still picture as pixels, drawn by a fresh renderer.
    public static func image(_ json: String, renderer: Renderer? = nil) throws -> RGBAImage {
        let plan = try plan(json)
        let r = try renderer ?? Renderer()
        let frame = try Frame(plan: plan)
        return try r.renderImage(frame, images: r.loadImages(for: plan))
    }

    /// The scene's still picture in a format.
    public static func bytes(_ json: String, format: OutputFormat, renderer: Renderer? = nil) throws -> [UInt8] {
        let r = try renderer ?? Renderer()
        return try r.render(plan: plan(json), format: format)
    }

    /// The benchmark scene (the tutorial's springboard in deletion mode on the dusk wallpaper),
    /// Assets/scenes/bench.json.
    public static func benchScene() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let data = try #require(FileManager.default.contents(atPath: root.appendingPathComponent("Assets/scenes/bench.json").path),
                                "Assets/scenes/bench.json is missing")
        return String(decoding: data, as: UTF8.self)
    }

    // MARK: fixtures

    /// Tests/Fixtures: files several test targets read (PngSuite), kept once in the source
    /// tree and found from this file's path, so no target copies them into its bundle.
    public static var fixtures: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")
    }

    /// The path of a file under Tests/Fixtures.
    public static func fixture(_ relative: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let path = fixtures.appendingPathComponent(relative).path
        try #require(FileManager.default.fileExists(atPath: path), "missing fixture \(relative) (looked at \(path))", sourceLocation: sourceLocation)
        return path
    }

    /// A fresh empty folder for one test, removed by the caller with `cleanUp`.
    public static func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "sbrender-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    public static func cleanUp(_ folder: String) {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// JSON text for a string value (paths with quotes or backslashes stay valid JSON).
    public static func quoted(_ s: String) -> String {
        let data = try? JSONSerialization.data(withJSONObject: [s], options: [])
        let text = data.flatMap { String(data: $0, encoding: .utf8) } ?? "[\"\"]"
        return String(text.dropFirst().dropLast())
    }
}
