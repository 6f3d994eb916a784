import Foundation
import SBDiff
import SBPNG
import SBRender
import SBScene
import SnapshotTesting
#if canImport(Testing)
import Testing
#endif

extension Snapshotting where Value == Scene, Format == RGBAImage {
    /// A scene drawn by sbrender and compared as a PNG picture, with the defaults of
    /// `sbrender(scale:precision:perceptualPrecision:threshold:includeAntialiasing:)`.
    ///
    /// ```swift
    /// assertSnapshot(of: try Scene.decode(Data(json.utf8)), as: .sbrender)
    /// ```
    public static var sbrender: Snapshotting { .sbrender(fileID: "", filePath: "", function: "", line: 0, column: 0) }

    /// A scene drawn by sbrender and compared as a PNG picture (`__Snapshots__/TESTFILE/TEST.N.png`).
    /// - Parameters:
    ///   - scale: pixels per point (1, 2 or 3); nil keeps the scene's own.
    ///   - precision: as swift-snapshot-testing's: the share of bytes that must be equal, or with a
    ///     per-pixel test the share of pixels that must pass it (1 by default: every byte).
    ///   - perceptualPrecision: as swift-snapshot-testing's: below 1, a pixel passes when its CIE
    ///     ΔE*94 from the reference is at most `(1 - perceptualPrecision) * 100` (1 by default).
    ///   - threshold: sbrender's own: pixelmatch's colour threshold, 0 to 1, within which a pixel
    ///     passes (nil by default: none).
    ///   - includeAntialiasing: sbrender's own: false lets through the pixels pixelmatch finds to be
    ///     anti-aliasing (true by default: they count).
    ///   - fileID: where a scene that cannot be drawn is reported (the call, by default).
    ///   - filePath: where a scene that cannot be drawn is reported.
    ///   - function: the calling test, which names the failure's pictures (the call's, by default).
    ///   - line: where a scene that cannot be drawn is reported.
    ///   - column: where a scene that cannot be drawn is reported.
    /// - Returns: the strategy.
    public static func sbrender(
        scale: Int? = nil, precision: Double = 1, perceptualPrecision: Double = 1, threshold: Double? = nil, includeAntialiasing: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
        line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        let location = SnapshotIssue.Location(fileID: fileID, filePath: filePath, line: line, column: column, function: "\(function)")
        return SnapshotRendering.pictures(
            scale: scale, comparison: SnapshotComparison(precision: precision, perceptualPrecision: perceptualPrecision, threshold: threshold,
                                                         includeAntialiasing: includeAntialiasing),
            location: location)
            .pullback { (scene: Scene) in SnapshotRendering.plan(scene: scene) }
    }
}

extension Snapshotting where Value == String, Format == RGBAImage {
    /// A scene given as JSON (the scene file format) drawn by sbrender and compared as a PNG, with
    /// the defaults of `sbrender(scale:precision:perceptualPrecision:threshold:includeAntialiasing:baseDirectory:)`:
    /// image paths in the scene start from the test file's folder.
    public static var sbrender: Snapshotting { .sbrender(fileID: "", filePath: "", function: "", line: 0, column: 0) }

    /// A scene given as JSON drawn by sbrender and compared as a PNG picture.
    /// - Parameters:
    ///   - scale: pixels per point (1, 2 or 3); nil keeps the scene's own.
    ///   - precision: as swift-snapshot-testing's: the share of bytes that must be equal, or with a
    ///     per-pixel test the share of pixels that must pass it (1 by default: every byte).
    ///   - perceptualPrecision: as swift-snapshot-testing's: below 1, a pixel passes when its CIE
    ///     ΔE*94 from the reference is at most `(1 - perceptualPrecision) * 100` (1 by default).
    ///   - threshold: sbrender's own: pixelmatch's colour threshold, 0 to 1, within which a pixel
    ///     passes (nil by default: none).
    ///   - includeAntialiasing: sbrender's own: false lets through the pixels pixelmatch finds to be
    ///     anti-aliasing (true by default: they count).
    ///   - baseDirectory: the folder relative image paths in the scene (a wallpaper file, item
    ///     images) start from; a relative one is taken from the test file's folder. By default the
    ///     test file's folder, as for references, whatever the working directory.
    ///   - fileID: where a scene that cannot be drawn is reported (the call, by default).
    ///   - filePath: where a scene that cannot be drawn is reported, and whose folder image paths
    ///     start from.
    ///   - function: the calling test, which names the failure's pictures (the call's, by default).
    ///   - line: where a scene that cannot be drawn is reported.
    ///   - column: where a scene that cannot be drawn is reported.
    /// - Returns: the strategy.
    public static func sbrender(
        scale: Int? = nil, precision: Double = 1, perceptualPrecision: Double = 1, threshold: Double? = nil, includeAntialiasing: Bool = true,
        baseDirectory: String? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
        line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        let location = SnapshotIssue.Location(fileID: fileID, filePath: filePath, line: line, column: column, function: "\(function)")
        return SnapshotRendering.pictures(
            scale: scale, comparison: SnapshotComparison(precision: precision, perceptualPrecision: perceptualPrecision, threshold: threshold,
                                                         includeAntialiasing: includeAntialiasing),
            location: location)
            .pullback { (json: String) in
                SnapshotRendering.plan(json: json, baseDirectory: SnapshotRendering.imageFolder(baseDirectory: baseDirectory, location: location))
            }
    }
}

extension Snapshotting where Value == RenderPlan, Format == RGBAImage {
    /// A render plan drawn by sbrender and compared as a PNG, with the defaults of
    /// `sbrender(scale:precision:perceptualPrecision:threshold:includeAntialiasing:)`.
    package static var sbrender: Snapshotting { .sbrender(fileID: "", filePath: "", function: "", line: 0, column: 0) }

    /// A render plan drawn by sbrender and compared as a PNG picture.
    /// - Parameters:
    ///   - scale: pixels per point (1, 2 or 3); nil keeps the plan's own.
    ///   - precision: as swift-snapshot-testing's: the share of bytes that must be equal, or with a
    ///     per-pixel test the share of pixels that must pass it (1 by default: every byte).
    ///   - perceptualPrecision: as swift-snapshot-testing's: below 1, a pixel passes when its CIE
    ///     ΔE*94 from the reference is at most `(1 - perceptualPrecision) * 100` (1 by default).
    ///   - threshold: sbrender's own: pixelmatch's colour threshold, 0 to 1, within which a pixel
    ///     passes (nil by default: none).
    ///   - includeAntialiasing: sbrender's own: false lets through the pixels pixelmatch finds to be
    ///     anti-aliasing (true by default: they count).
    ///   - fileID: where a plan that cannot be drawn is reported (the call, by default).
    ///   - filePath: where a plan that cannot be drawn is reported.
    ///   - function: the calling test, which names the failure's pictures (the call's, by default).
    ///   - line: where a plan that cannot be drawn is reported.
    ///   - column: where a plan that cannot be drawn is reported.
    /// - Returns: the strategy.
    package static func sbrender(
        scale: Int? = nil, precision: Double = 1, perceptualPrecision: Double = 1, threshold: Double? = nil, includeAntialiasing: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
        line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        SnapshotRendering.pictures(scale: scale, comparison: SnapshotComparison(precision: precision, perceptualPrecision: perceptualPrecision, threshold: threshold, includeAntialiasing: includeAntialiasing),
                                   location: SnapshotIssue.Location(fileID: fileID, filePath: filePath, line: line, column: column, function: "\(function)"))
            .pullback { (plan: RenderPlan) in .success(plan) }
    }
}

/// Drawing for the strategies: scenes to plans to pictures, and what happens when that fails.
enum SnapshotRendering {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// A plan, or why there is none (the strategies say what they needed it for).
    typealias Planned = Result<RenderPlan, Failure>

    static func plan(scene: Scene, layouts: LayoutRegistry = .builtIn) -> Planned {
        do {
            return .success(try RenderPlan(scene: scene, layouts: layouts))
        } catch {
            return .failure(Failure(description: "\(error)"))
        }
    }

    static func plan(json: String, baseDirectory: String?, layouts: LayoutRegistry = .builtIn) -> Planned {
        do {
            let scene = try Scene.decode(Data(json.utf8), source: "scene", layouts: layouts)
            return .success(try RenderPlan(scene: baseDirectory.map { scene.resolvingImagePaths(relativeTo: $0) } ?? scene, layouts: layouts))
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
            return .success(try Renderer().renderImage(RenderRequest(plan: plan, format: .png)))
        } catch {
            return .failure(Failure(description: "\(error)"))
        }
    }

    /// The folder a scene's relative image paths start from: `baseDirectory` (relative: from the
    /// test file's folder), else the test file's folder (the call's, or the running Swift Testing
    /// test's for a property), else nil (as written, from the working directory).
    static func imageFolder(baseDirectory: String?, location: SnapshotIssue.Location) -> String? {
        var testFile = SnapshotIssue.Location.resolved(location).map { "\($0.filePath)" } ?? ""
        #if canImport(Testing)
        if testFile.isEmpty, let test = Test.current { testFile = test.sourceLocation.filePath }
        #endif
        if let baseDirectory, baseDirectory.hasPrefix("/") { return URL(fileURLWithPath: baseDirectory).standardizedFileURL.path }
        guard !testFile.isEmpty else { return baseDirectory }
        let folder = URL(fileURLWithPath: testFile).deletingLastPathComponent()
        return (baseDirectory.map { folder.appendingPathComponent($0) } ?? folder).standardizedFileURL.path
    }

    /// Plans drawn and compared as PNG pictures; a missing plan or a failed drawing is the
    /// assertion's one failure (``SnapshotFailureHandOff``).
    static func pictures(scale: Int?, comparison: SnapshotComparison,
                         location: SnapshotIssue.Location) -> Snapshotting<Planned, RGBAImage> {
        Snapshotting(pathExtension: "png",
                     diffing: .image(SnapshotImageComparison(comparison: comparison, location: location)),
                     asyncSnapshot: { (planned: Planned) in
                         switch planned.flatMap({ render($0, scale: scale) }) {
                         case let .success(image): Async(value: image)
                         case let .failure(failure): failed("the scene cannot be drawn: \(failure)", at: location)
                         }
                     })
    }

    /// Hands the failure to the diffing and delivers an empty picture at once
    /// (``SnapshotFailureHandOff``): one failure, at the assert line, with no timeout.
    static func failed(_ message: String, at location: SnapshotIssue.Location?) -> Async<RGBAImage> {
        SnapshotFailureHandOff.leave("sbrender: " + message, at: location)
        return Async(value: SnapshotFailureHandOff.empty)
    }

    /// Hands the failure to the diffing and delivers empty text at once.
    static func failed(_ message: String, at location: SnapshotIssue.Location?) -> Async<String> {
        SnapshotFailureHandOff.leave("sbrender: " + message, at: location)
        return Async(value: "")
    }
}
