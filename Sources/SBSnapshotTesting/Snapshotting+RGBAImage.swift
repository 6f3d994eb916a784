import Foundation
import SBPNG
import SnapshotTesting

extension Snapshotting where Value == RGBAImage, Format == RGBAImage {
    /// A picture you made on Linux, compared as a PNG with sbrender's image diff (threshold 0.1,
    /// anti-aliasing excluded, every pixel must match).
    public static var image: Snapshotting { .image() }

    /// A picture you made on Linux, compared as a PNG with sbrender's image diff.
    /// - Parameters:
    ///   - threshold: pixelmatch's colour threshold, 0 to 1 (0.1 by default).
    ///   - includeAntialiasing: whether anti-aliasing differences count (false by default).
    ///   - precision: the share of pixels that must match (1 by default).
    ///   - perceptualPrecision: a pixel matches when its CIE ΔE*94 from the reference is at most
    ///     `(1 - perceptualPrecision) * 100`, as swift-snapshot-testing's image strategies say on
    ///     Apple platforms; 1 (the default) uses `threshold` instead.
    /// - Returns: the strategy.
    public static func image(threshold: Double = 0.1, includeAntialiasing: Bool = false, precision: Double = 1, perceptualPrecision: Double = 1) -> Snapshotting {
        Snapshotting(pathExtension: "png",
                     diffing: .image(threshold: threshold, includeAntialiasing: includeAntialiasing, precision: precision, perceptualPrecision: perceptualPrecision),
                     snapshot: { $0 })
    }
}

extension Snapshotting where Value == [UInt8], Format == RGBAImage {
    /// PNG file bytes, compared as pictures (not bytes) with sbrender's image diff.
    public static var png: Snapshotting { .png(fileID: "", filePath: "", line: 0, column: 0) }

    /// PNG file bytes, compared as pictures (not bytes) with sbrender's image diff.
    /// - Parameters:
    ///   - threshold: pixelmatch's colour threshold, 0 to 1 (0.1 by default).
    ///   - includeAntialiasing: whether anti-aliasing differences count (false by default).
    ///   - precision: the share of pixels that must match (1 by default).
    ///   - perceptualPrecision: a pixel matches when its CIE ΔE*94 from the reference is at most
    ///     `(1 - perceptualPrecision) * 100`, as swift-snapshot-testing's image strategies say on
    ///     Apple platforms; 1 (the default) uses `threshold` instead.
    ///   - fileID: where bytes that are not a PNG are reported (the call, by default).
    ///   - filePath: where bytes that are not a PNG are reported.
    ///   - line: where bytes that are not a PNG are reported.
    ///   - column: where bytes that are not a PNG are reported.
    /// - Returns: the strategy.
    public static func png(
        threshold: Double = 0.1, includeAntialiasing: Bool = false, precision: Double = 1, perceptualPrecision: Double = 1,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        let location = SnapshotIssue.Location(fileID: fileID, filePath: filePath, line: line, column: column)
        return Snapshotting<RGBAImage, RGBAImage>.image(threshold: threshold, includeAntialiasing: includeAntialiasing, precision: precision, perceptualPrecision: perceptualPrecision)
            .asyncPullback { (bytes: [UInt8]) in
                do {
                    return Async(value: try PNGDecoder.decode(bytes))
                } catch {
                    return SnapshotRendering.failed("the snapshot is not a PNG picture: \(error)", at: location)
                }
            }
    }
}

extension Snapshotting where Value == Data, Format == RGBAImage {
    /// PNG file bytes, compared as pictures (not bytes) with sbrender's image diff.
    public static var png: Snapshotting { .png(fileID: "", filePath: "", line: 0, column: 0) }

    /// PNG file bytes, compared as pictures (not bytes) with sbrender's image diff.
    /// - Parameters:
    ///   - threshold: pixelmatch's colour threshold, 0 to 1 (0.1 by default).
    ///   - includeAntialiasing: whether anti-aliasing differences count (false by default).
    ///   - precision: the share of pixels that must match (1 by default).
    ///   - perceptualPrecision: a pixel matches when its CIE ΔE*94 from the reference is at most
    ///     `(1 - perceptualPrecision) * 100`, as swift-snapshot-testing's image strategies say on
    ///     Apple platforms; 1 (the default) uses `threshold` instead.
    ///   - fileID: where bytes that are not a PNG are reported (the call, by default).
    ///   - filePath: where bytes that are not a PNG are reported.
    ///   - line: where bytes that are not a PNG are reported.
    ///   - column: where bytes that are not a PNG are reported.
    /// - Returns: the strategy.
    public static func png(
        threshold: Double = 0.1, includeAntialiasing: Bool = false, precision: Double = 1, perceptualPrecision: Double = 1,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        Snapshotting<[UInt8], RGBAImage>.png(threshold: threshold, includeAntialiasing: includeAntialiasing, precision: precision, perceptualPrecision: perceptualPrecision,
                                             fileID: fileID, filePath: filePath, line: line, column: column)
            .pullback { (data: Data) in [UInt8](data) }
    }
}
