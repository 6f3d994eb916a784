import Foundation
import SBPNG
import SBRender
import SBScene
import SnapshotTesting

extension Snapshotting where Value == Scene, Format == RGBAImage {
    /// A scene drawn by sbrender and compared as a PNG picture, with the defaults of
    /// `sbrender(scale:threshold:includeAntialiasing:precision:perceptualPrecision:)`.
    ///
    /// ```swift
    /// assertSnapshot(of: try Scene.decode(Data(json.utf8)), as: .sbrender)
    /// ```
    public static var sbrender: Snapshotting { .sbrender() }

    /// A scene drawn by sbrender and compared as a PNG picture (`__Snapshots__/TESTFILE/TEST.N.png`).
    /// - Parameters:
    ///   - scale: pixels per point (1, 2 or 3); nil keeps the scene's own.
    ///   - threshold: pixelmatch's colour threshold, 0 to 1 (0.1 by default).
    ///   - includeAntialiasing: whether anti-aliasing differences count (false by default).
    ///   - precision: the share of pixels that must match (1 by default).
    ///   - perceptualPrecision: a pixel matches when its CIE ΔE*94 from the reference is at most
    ///     `(1 - perceptualPrecision) * 100`, as swift-snapshot-testing's image strategies say on
    ///     Apple platforms; 1 (the default) uses `threshold` instead.
    ///   - fileID: where a scene that cannot be drawn is reported (the call, by default).
    ///   - filePath: where a scene that cannot be drawn is reported.
    ///   - line: where a scene that cannot be drawn is reported.
    ///   - column: where a scene that cannot be drawn is reported.
    /// - Returns: the strategy.
    public static func sbrender(
        scale: Int? = nil, threshold: Double = 0.1, includeAntialiasing: Bool = false, precision: Double = 1, perceptualPrecision: Double = 1,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        let location = SnapshotIssue.Location(fileID: fileID, filePath: filePath, line: line, column: column)
        return Snapshotting<RenderPlan, RGBAImage>.plan(scale: scale, threshold: threshold, includeAntialiasing: includeAntialiasing,
                                                        precision: precision, perceptualPrecision: perceptualPrecision, location: location)
            .asyncPullback { (scene: Scene) in
                SnapshotRendering.plan(scene: scene).map { Async(value: $0) } ?? SnapshotRendering.failed(
                    "the scene cannot be drawn: \(SnapshotRendering.planError(scene: scene))", at: location)
            }
    }
}

extension Snapshotting where Value == String, Format == RGBAImage {
    /// A scene given as JSON (the scene file format) drawn by sbrender and compared as a PNG, with
    /// the defaults of `sbrender(scale:threshold:includeAntialiasing:precision:perceptualPrecision:)`.
    public static var sbrender: Snapshotting { .sbrender() }

    /// A scene given as JSON drawn by sbrender and compared as a PNG picture.
    /// - Parameters:
    ///   - scale: pixels per point (1, 2 or 3); nil keeps the scene's own.
    ///   - threshold: pixelmatch's colour threshold, 0 to 1 (0.1 by default).
    ///   - includeAntialiasing: whether anti-aliasing differences count (false by default).
    ///   - precision: the share of pixels that must match (1 by default).
    ///   - perceptualPrecision: a pixel matches when its CIE ΔE*94 from the reference is at most
    ///     `(1 - perceptualPrecision) * 100`, as swift-snapshot-testing's image strategies say on
    ///     Apple platforms; 1 (the default) uses `threshold` instead.
    ///   - fileID: where a scene that cannot be drawn is reported (the call, by default).
    ///   - filePath: where a scene that cannot be drawn is reported.
    ///   - line: where a scene that cannot be drawn is reported.
    ///   - column: where a scene that cannot be drawn is reported.
    /// - Returns: the strategy.
    public static func sbrender(
        scale: Int? = nil, threshold: Double = 0.1, includeAntialiasing: Bool = false, precision: Double = 1, perceptualPrecision: Double = 1,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        let location = SnapshotIssue.Location(fileID: fileID, filePath: filePath, line: line, column: column)
        return Snapshotting<RenderPlan, RGBAImage>.plan(scale: scale, threshold: threshold, includeAntialiasing: includeAntialiasing,
                                                        precision: precision, perceptualPrecision: perceptualPrecision, location: location)
            .asyncPullback { (json: String) in
                switch SnapshotRendering.plan(json: json) {
                case let .success(plan): Async(value: plan)
                case let .failure(error): SnapshotRendering.failed("the scene cannot be drawn: \(error)", at: location)
                }
            }
    }
}

extension Snapshotting where Value == RenderPlan, Format == RGBAImage {
    /// A render plan drawn by sbrender and compared as a PNG, with the defaults of
    /// `sbrender(scale:threshold:includeAntialiasing:precision:perceptualPrecision:)`.
    public static var sbrender: Snapshotting { .sbrender() }

    /// A render plan drawn by sbrender and compared as a PNG picture.
    /// - Parameters:
    ///   - scale: pixels per point (1, 2 or 3); nil keeps the plan's own.
    ///   - threshold: pixelmatch's colour threshold, 0 to 1 (0.1 by default).
    ///   - includeAntialiasing: whether anti-aliasing differences count (false by default).
    ///   - precision: the share of pixels that must match (1 by default).
    ///   - perceptualPrecision: a pixel matches when its CIE ΔE*94 from the reference is at most
    ///     `(1 - perceptualPrecision) * 100`, as swift-snapshot-testing's image strategies say on
    ///     Apple platforms; 1 (the default) uses `threshold` instead.
    ///   - fileID: where a plan that cannot be drawn is reported (the call, by default).
    ///   - filePath: where a plan that cannot be drawn is reported.
    ///   - line: where a plan that cannot be drawn is reported.
    ///   - column: where a plan that cannot be drawn is reported.
    /// - Returns: the strategy.
    public static func sbrender(
        scale: Int? = nil, threshold: Double = 0.1, includeAntialiasing: Bool = false, precision: Double = 1, perceptualPrecision: Double = 1,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        plan(scale: scale, threshold: threshold, includeAntialiasing: includeAntialiasing, precision: precision, perceptualPrecision: perceptualPrecision,
             location: SnapshotIssue.Location(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    static func plan(scale: Int?, threshold: Double, includeAntialiasing: Bool, precision: Double, perceptualPrecision: Double,
                     location: SnapshotIssue.Location) -> Snapshotting {
        Snapshotting(pathExtension: "png",
                     diffing: .image(threshold: threshold, includeAntialiasing: includeAntialiasing, precision: precision, perceptualPrecision: perceptualPrecision),
                     asyncSnapshot: { (plan: RenderPlan) in
                         switch SnapshotRendering.render(plan, scale: scale) {
                         case let .success(image): Async(value: image)
                         case let .failure(message): SnapshotRendering.failed(message.description, at: location)
                         }
                     })
    }
}

/// Drawing for the strategies: scenes to plans to pictures, and what happens when that fails.
enum SnapshotRendering {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func plan(scene: Scene) -> RenderPlan? {
        try? RenderPlan(scene: scene)
    }

    static func planError(scene: Scene) -> String {
        do {
            _ = try RenderPlan(scene: scene)
            return "unknown"
        } catch {
            return "\(error)"
        }
    }

    static func plan(json: String) -> Result<RenderPlan, Failure> {
        do {
            return .success(try RenderPlan(scene: Scene.decode(Data(json.utf8), source: "scene")))
        } catch {
            return .failure(Failure(description: "\(error)"))
        }
    }

    static func render(_ plan: RenderPlan, scale: Int?) -> Result<RGBAImage, Failure> {
        var plan = plan
        if let scale {
            guard (1...3).contains(scale) else { return .failure(Failure(description: "scale must be 1, 2 or 3, got \(scale)")) }
            plan.scale = scale
        }
        do {
            let renderer = try Renderer()
            return .success(try renderer.renderImage(try Frame(plan: plan), images: renderer.loadImages(for: plan)))
        } catch {
            return .failure(Failure(description: "the scene cannot be drawn: \(error)"))
        }
    }

    /// Reports the failure at the call and never delivers a picture, so that nothing is recorded
    /// or compared: swift-snapshot-testing then gives up after its timeout.
    static func failed<Format>(_ message: String, at location: SnapshotIssue.Location) -> Async<Format> {
        SnapshotIssue.record("sbrender: " + message, at: location)
        return Async { _ in }
    }
}
