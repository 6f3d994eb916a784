import Foundation
import SBPNG
import SnapshotTesting

extension Snapshotting where Value == RGBAImage, Format == RGBAImage {
    /// A picture you made on Linux, compared as a PNG with sbrender's image diff (threshold 0.1,
    /// anti-aliasing excluded, every pixel must match).
    public static var image: Snapshotting { .image(fileID: "", filePath: "", function: "", line: 0, column: 0) }

    /// A picture you made on Linux, compared as a PNG with sbrender's image diff.
    /// - Parameters:
    ///   - threshold: pixelmatch's colour threshold, 0 to 1 (0.1 by default).
    ///   - includeAntialiasing: whether anti-aliasing differences count (false by default).
    ///   - precision: the share of pixels that must match (1 by default).
    ///   - perceptualPrecision: a pixel matches when its CIE ΔE*94 from the reference is at most
    ///     `(1 - perceptualPrecision) * 100`, as swift-snapshot-testing's image strategies say on
    ///     Apple platforms; 1 (the default) uses `threshold` instead.
    ///   - fileID: the call, for a failure's record (the call's, by default).
    ///   - filePath: the call's file: under XCTest, with `function`, it names the failure's pictures.
    ///   - function: the calling test.
    ///   - line: the call's line.
    ///   - column: the call's column.
    /// - Returns: the strategy.
    public static func image(
        threshold: Double = 0.1, includeAntialiasing: Bool = false, precision: Double = 1, perceptualPrecision: Double = 1,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
        line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        image(threshold: threshold, includeAntialiasing: includeAntialiasing, precision: precision, perceptualPrecision: perceptualPrecision,
              location: SnapshotIssue.Location(fileID: fileID, filePath: filePath, line: line, column: column, function: function))
    }

    static func image(threshold: Double, includeAntialiasing: Bool, precision: Double, perceptualPrecision: Double,
                      location: SnapshotIssue.Location) -> Snapshotting {
        Snapshotting(pathExtension: "png",
                     diffing: .image(SnapshotImageComparison(threshold: threshold, includeAntialiasing: includeAntialiasing, precision: precision,
                                                             perceptualPrecision: perceptualPrecision, location: location)),
                     snapshot: { $0 })
    }
}

extension Snapshotting where Value: DataProtocol, Format == RGBAImage {
    /// PNG file bytes (`[UInt8]`, `Data`), compared as pictures (not bytes) with sbrender's image diff.
    public static var png: Snapshotting { .png(fileID: "", filePath: "", function: "", line: 0, column: 0) }

    /// PNG file bytes (`[UInt8]`, `Data`), compared as pictures (not bytes) with sbrender's image diff.
    /// - Parameters:
    ///   - threshold: pixelmatch's colour threshold, 0 to 1 (0.1 by default).
    ///   - includeAntialiasing: whether anti-aliasing differences count (false by default).
    ///   - precision: the share of pixels that must match (1 by default).
    ///   - perceptualPrecision: a pixel matches when its CIE ΔE*94 from the reference is at most
    ///     `(1 - perceptualPrecision) * 100`, as swift-snapshot-testing's image strategies say on
    ///     Apple platforms; 1 (the default) uses `threshold` instead.
    ///   - fileID: where bytes that are not a PNG are reported (the call, by default).
    ///   - filePath: where bytes that are not a PNG are reported.
    ///   - function: the calling test, which names the failure's pictures (the call's, by default).
    ///   - line: where bytes that are not a PNG are reported.
    ///   - column: where bytes that are not a PNG are reported.
    /// - Returns: the strategy.
    public static func png(
        threshold: Double = 0.1, includeAntialiasing: Bool = false, precision: Double = 1, perceptualPrecision: Double = 1,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
        line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        let location = SnapshotIssue.Location(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
        return Snapshotting<RGBAImage, RGBAImage>.image(threshold: threshold, includeAntialiasing: includeAntialiasing, precision: precision,
                                                        perceptualPrecision: perceptualPrecision, location: location)
            .asyncPullback { (bytes: Value) in
                do {
                    return Async(value: try PNGDecoder.decode([UInt8](bytes)))
                } catch {
                    return SnapshotRendering.failed("the snapshot is not a PNG picture: \(error)", at: location)
                }
            }
    }
}
