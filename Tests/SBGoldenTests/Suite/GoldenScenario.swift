import Foundation
import SBLayout
import SBMotion
import SBPNG
import SBRender
import SBScene

/// One named picture of a golden suite: a scene, and optionally a frame of a named animation.
struct GoldenScenario: Sendable {
    /// The scenario's name: the reference is `NAME.png` (letters, digits, - and _).
    var name: String
    /// The scene, as JSON.
    var sceneJSON: Data
    /// The named animation to take a frame of, or nil for the still picture (see the SBMotion
    /// module's named animations).
    var animation: String?
    /// The layout a `transition` animation goes to; nil for other animations.
    var to: LayoutName?
    /// The frame of the animation to draw, from 0 (at ``fps``).
    var frame: Int
    /// The animation's frame rate, frames per second (30 by default).
    var fps: Double
    /// The layouts the scene may name, with their named animations (sbrender's own by default).
    var layouts: LayoutRegistry

    /// A scenario.
    /// - Parameters:
    ///   - name: the scenario's name.
    ///   - sceneJSON: the scene, as JSON.
    ///   - animation: a named animation, or nil for the still picture.
    ///   - to: the layout a `transition` goes to.
    ///   - frame: the animation frame, from 0.
    ///   - fps: the animation's frame rate.
    ///   - layouts: the layouts the scene and `to` may name (sbrender's own by default).
    init(name: String, sceneJSON: Data, animation: String? = nil, to: LayoutName? = nil, frame: Int = 0, fps: Double = 30,
                layouts: LayoutRegistry = .builtIn) {
        self.layouts = layouts
        self.name = name
        self.sceneJSON = sceneJSON
        self.animation = animation
        self.to = to
        self.frame = frame
        self.fps = fps
    }

    /// Draws the scenario.
    /// - Parameter renderer: the renderer to draw with.
    /// - Returns: the picture, at the scene's canvas size times its scale, in pixels.
    /// - Throws: ``GoldenFailure`` for an invalid scene or a frame outside the animation, or the
    ///   renderer's error.
    func render(with renderer: Renderer) throws -> RGBAImage {
        let scene: Scene
        do {
            scene = try Scene.decode(sceneJSON, source: name, layouts: layouts)
        } catch {
            throw GoldenFailure("\(name): scene \(error)")
        }
        let plan: RenderPlan
        do {
            plan = try RenderPlan(scene: scene, fontFamilies: renderer.fontFamilies, layouts: layouts)
        } catch {
            throw GoldenFailure("\(name): scene \(error)")
        }
        guard let animation else {
            return try renderer.renderImage(RenderRequest(plan: plan, format: .png))
        }
        let sequence = try NamedAnimation.frames(animation, plan: plan, to: to, timing: AnimationTiming(fps: fps), layouts: layouts)
        guard frame >= 0, frame < sequence.frameCount else {
            throw GoldenFailure("\(name): frame \(frame) is outside the animation's frames 0..\(sequence.frameCount - 1)")
        }
        // Animation frames as `sbrender animate` draws them: elements composited from rasters.
        let vectorOnly = renderer.rasterCache == nil
        if vectorOnly { renderer.rasterCache = RasterCache() }
        defer { if vectorOnly { renderer.rasterCache = nil } }
        return try renderer.renderImage(RenderRequest(frames: sequence), frame: frame)
    }
}

/// A golden suite's manifest (Golden/manifest.json): `{"scenarios": [{"name": ..., "scene":
/// {...}, "animation": ..., "to": ..., "frame": N}]}`.
struct GoldenManifest: Sendable {
    /// The scenarios, in the manifest's order.
    var scenarios: [GoldenScenario]

    /// Reads a manifest.
    /// - Parameters:
    ///   - path: the manifest's path, such as `Golden/manifest.json`.
    ///   - layouts: the layouts its scenes and `to`s may name (sbrender's own by default).
    /// - Throws: ``GoldenFailure`` when the file is missing or malformed, a name is invalid or
    ///   used twice, or a `to` names no registered layout.
    static func load(path: String, layouts: LayoutRegistry = .builtIn) throws -> GoldenManifest {
        guard let data = FileManager.default.contents(atPath: path) else { throw GoldenFailure("cannot read the manifest \(path)") }
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let list = root["scenarios"] as? [[String: Any]] else {
            throw GoldenFailure("\(path): expected {\"scenarios\": [...]}")
        }
        var scenarios: [GoldenScenario] = []
        var names = Set<String>()
        for (i, entry) in list.enumerated() {
            guard let name = entry["name"] as? String, !name.isEmpty,
                  name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
                throw GoldenFailure("\(path): scenarios[\(i)].name must be letters, digits, - and _")
            }
            guard names.insert(name).inserted else { throw GoldenFailure("\(path): the scenario name \(name) is used twice") }
            let scene = entry["scene"] ?? [String: Any]()
            guard let sceneData = try? JSONSerialization.data(withJSONObject: scene, options: [.sortedKeys]) else {
                throw GoldenFailure("\(path): scenarios[\(i)].scene must be an object")
            }
            var to: LayoutName?
            if let t = entry["to"] as? String {
                let l = LayoutName(rawValue: t)
                guard layouts.registration(named: l) != nil else {
                    throw GoldenFailure("\(path): scenarios[\(i)].to: \(RegistryError(unknownLayout: l, in: layouts))")
                }
                to = l
            }
            scenarios.append(GoldenScenario(name: name, sceneJSON: sceneData, animation: entry["animation"] as? String, to: to,
                                            frame: entry["frame"] as? Int ?? 0, fps: entry["fps"] as? Double ?? 30, layouts: layouts))
        }
        return GoldenManifest(scenarios: scenarios)
    }
}
