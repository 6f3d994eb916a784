import Foundation
import SBDiff
import SBPNG
import SBRender
import SBScene

/// One call for a project's own golden tests, in XCTest or Swift Testing: renders a scene (or takes
/// a picture you made) and compares it with a reference PNG kept beside the test file.
///
/// ```swift
/// @Test func homeScreen() {
///     GoldenImage.verify(sceneJSON: #"{"layout": "springboard", "editing": true}"#)
/// }
/// ```
///
/// The reference of that check is `__Snapshots__/HomeTests/homeScreen.png` in the folder of the
/// test file `HomeTests.swift`, wherever the test binary runs from. A failure is reported at the
/// call, with the numbers and the paths of the reference, actual and diff pictures, which are
/// written to the artefacts folder (``GoldenImage/artifactsDirectory(environment:)``) and attached
/// to the test where the framework supports attachments (Swift Testing).
public enum GoldenImage {
    /// Renders a scene, or one frame of a named animation of it, and checks it against its
    /// reference; a failure is recorded as an issue (Swift Testing) or a failure (XCTest) at the
    /// call.
    /// - Parameters:
    ///   - sceneJSON: the scene, as JSON (the scene file format; `{}` is the springboard demo).
    ///   - name: the reference's name (its file is `NAME.png`); by default the test's name
    ///     (`#function` without its parentheses). Name the checks of a test that checks more than
    ///     one picture.
    ///   - animation: a named animation to take a frame of, or nil for the still picture.
    ///   - frame: the animation frame, from 0, at 30 frames per second.
    ///   - threshold: sbrender's own: pixelmatch's colour threshold, 0 to 1, within which a pixel
    ///     passes, with pixelmatch's anti-aliasing detection; nil (the default) compares as
    ///     swift-snapshot-testing does, every RGBA byte equal.
    ///   - maxPixels: how many pixels may fail and the picture still pass (0 by default).
    ///   - maxRatio: the share of pixels, 0 to 1, that may differ and still pass (none by default).
    ///   - precision: swift-snapshot-testing's precision, 0 to 1: the share of bytes that must be
    ///     equal, or with a per-pixel test the share of pixels that must pass it (1 by default).
    ///   - perceptualPrecision: swift-snapshot-testing's perceptual precision, 0 to 1: below 1, a
    ///     pixel passes when its CIE ΔE*94 from the reference is at most
    ///     `(1 - perceptualPrecision) * 100` (1 by default).
    ///   - record: when the reference is written; by default swift-snapshot-testing's record
    ///     configuration (`withSnapshotTesting(record:)`, `SNAPSHOT_TESTING_RECORD`), then
    ///     SBRENDER_RECORD, then ``GoldenRecordMode/missing`` (``GoldenRecordMode``).
    ///   - referenceDirectory: the folder of the reference; a relative path is taken from the test
    ///     file's folder. By default `__Snapshots__/TESTFILE` beside the test file.
    ///   - baseDirectory: the folder relative image paths in the scene (a wallpaper file, item
    ///     images) start from; a relative one is taken from the test file's folder. By default the
    ///     test file's folder, as for references, whatever the working directory.
    ///   - environment: the environment the record mode variables and the artefacts folder are read from.
    ///   - fileID: the caller's file, for the failure's location.
    ///   - filePath: the caller's file path: references are found from it.
    ///   - function: the caller's function: the default name.
    ///   - line: the caller's line, for the failure's location.
    ///   - column: the caller's column, for the failure's location.
    /// - Returns: how the check passed, or nil when it failed (the failure is already recorded).
    @discardableResult
    public static func verify(
        sceneJSON: String, named name: String? = nil, animation: String? = nil, frame: Int = 0,
        threshold: Double? = nil, maxPixels: Int = 0, maxRatio: Double? = nil, precision: Double = 1, perceptualPrecision: Double = 1,
        record: GoldenRecordMode? = nil,
        referenceDirectory: String? = nil, baseDirectory: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
        line: UInt = #line, column: UInt = #column
    ) -> GoldenVerifier.Outcome? {
        verify(named: name, threshold: threshold, maxPixels: maxPixels, maxRatio: maxRatio, precision: precision,
               perceptualPrecision: perceptualPrecision, record: record, referenceDirectory: referenceDirectory, environment: environment,
               fileID: fileID, filePath: filePath, function: function, line: line, column: column) { (name: String) throws(GoldenFailure) -> RGBAImage in
            let folder = GoldenSceneFolder.folder(baseDirectory: baseDirectory, testFile: "\(filePath)")
            let json = GoldenSceneFolder.resolving(Data(sceneJSON.utf8), relativeTo: folder)
            // An invalid scene is said as the .sbrender strategies say it.
            do {
                _ = try RenderPlan(scene: Scene.decode(json, source: name))
            } catch {
                throw GoldenFailure("\(name): the scene cannot be drawn: \(error)")
            }
            let scenario = GoldenScenario(name: name, sceneJSON: json, animation: animation, frame: frame)
            do {
                return try scenario.render(with: try Renderer())
            } catch let failure as GoldenFailure {
                throw failure
            } catch {
                throw GoldenFailure("\(name): the scene cannot be drawn: \(error)")
            }
        }
    }

    /// Checks a picture you made against its reference, like
    /// ``verify(sceneJSON:named:animation:frame:threshold:maxPixels:maxRatio:precision:perceptualPrecision:record:referenceDirectory:baseDirectory:environment:fileID:filePath:function:line:column:)``
    /// does for a scene.
    /// - Parameters:
    ///   - image: the picture.
    ///   - name: the reference's name (its file is `NAME.png`); by default the test's name.
    ///   - threshold: sbrender's own: pixelmatch's colour threshold, 0 to 1, with its anti-aliasing
    ///     detection; nil (the default) compares as swift-snapshot-testing does.
    ///   - maxPixels: how many pixels may fail and the picture still pass (0 by default).
    ///   - maxRatio: the share of pixels that may differ and still pass (none by default).
    ///   - precision: swift-snapshot-testing's precision, 0 to 1: the share of bytes that must be
    ///     equal, or with a per-pixel test the share of pixels that must pass it (1 by default).
    ///   - perceptualPrecision: swift-snapshot-testing's perceptual precision, 0 to 1: below 1, a
    ///     pixel passes when its CIE ΔE*94 from the reference is at most
    ///     `(1 - perceptualPrecision) * 100` (1 by default).
    ///   - record: when the reference is written; by default as swift-snapshot-testing's
    ///     configuration, then SBRENDER_RECORD, say (``GoldenRecordMode``).
    ///   - referenceDirectory: the folder of the reference (relative: from the test file's folder).
    ///   - environment: the environment the record mode variables and the artefacts folder are read from.
    ///   - fileID: the caller's file, for the failure's location.
    ///   - filePath: the caller's file path: references are found from it.
    ///   - function: the caller's function: the default name.
    ///   - line: the caller's line, for the failure's location.
    ///   - column: the caller's column, for the failure's location.
    /// - Returns: how the check passed, or nil when it failed (the failure is already recorded).
    @discardableResult
    public static func verify(
        _ image: RGBAImage, named name: String? = nil,
        threshold: Double? = nil, maxPixels: Int = 0, maxRatio: Double? = nil, precision: Double = 1, perceptualPrecision: Double = 1,
        record: GoldenRecordMode? = nil,
        referenceDirectory: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
        line: UInt = #line, column: UInt = #column
    ) -> GoldenVerifier.Outcome? {
        verify(named: name, threshold: threshold, maxPixels: maxPixels, maxRatio: maxRatio, precision: precision,
               perceptualPrecision: perceptualPrecision, record: record, referenceDirectory: referenceDirectory, environment: environment,
               fileID: fileID, filePath: filePath, function: function, line: line, column: column) { _ in image }
    }

    /// Where failure artefacts go: the one folder of a run (`FailureArtefacts.runFolder(environment:)`):
    /// `SNAPSHOT_ARTIFACTS` (swift-snapshot-testing's), else `SBRENDER_ARTIFACTS`, else
    /// `sbrender-artifacts` in the system's temporary folder; never the source tree.
    /// `sbrender report` makes a page of it.
    /// - Parameter environment: the process environment.
    public static func artifactsDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        FailureArtefacts.runFolder(environment: environment)
    }

    /// What every `verify` does: finds the reference from the caller, gives `draw` the check's
    /// name, compares what it draws and records a failure at the caller.
    static func verify(named name: String?, threshold: Double?, maxPixels: Int, maxRatio: Double?, precision: Double,
                       perceptualPrecision: Double, record: GoldenRecordMode?, referenceDirectory: String?, environment: [String: String],
                       fileID: StaticString, filePath: StaticString, function: StaticString, line: UInt, column: UInt,
                       drawing draw: (String) throws(GoldenFailure) -> RGBAImage) -> GoldenVerifier.Outcome? {
        let location = GoldenIssue.Location(fileID: fileID, filePath: filePath, line: line, column: column)
        let result = Result { () throws(GoldenFailure) -> GoldenVerifier.Outcome in
            let check = try GoldenCheck(filePath: "\(filePath)", function: "\(function)", name: name, threshold: threshold, maxPixels: maxPixels,
                                        maxRatio: maxRatio, precision: precision,
                                        perceptualPrecision: perceptualPrecision, record: record, referenceDirectory: referenceDirectory, environment: environment,
                                        line: line)
            return try check.run(try draw(check.name))
        }
        return GoldenIssue.report(result, at: location)
    }
}
