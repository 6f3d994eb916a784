import Foundation
import SBDiff
import SBPNG
import SnapshotTesting

extension Snapshotting where Value == RGBAImage, Format == RGBAImage {
    /// A picture you made on Linux, compared as a PNG as swift-snapshot-testing compares images:
    /// every RGBA byte must be equal.
    public static var image: Snapshotting { .image(fileID: "", filePath: "", function: "", line: 0, column: 0) }

    /// A picture you made on Linux, compared as a PNG as swift-snapshot-testing compares images.
    /// - Parameters:
    ///   - precision: as swift-snapshot-testing's: the share of bytes that must be equal, or with a
    ///     per-pixel test the share of pixels that must pass it (1 by default: every byte).
    ///   - perceptualPrecision: as swift-snapshot-testing's: below 1, a pixel passes when its CIE
    ///     ΔE*94 from the reference is at most `(1 - perceptualPrecision) * 100` (1 by default).
    ///   - threshold: sbrender's own: pixelmatch's colour threshold, 0 to 1, within which a pixel
    ///     passes (nil by default: none).
    ///   - includeAntialiasing: sbrender's own: false lets through the pixels pixelmatch finds to be
    ///     anti-aliasing (true by default: they count).
    ///   - fileID: the call, for a failure's record (the call's, by default).
    ///   - filePath: the call's file: under XCTest, with `function`, it names the failure's pictures.
    ///   - function: the calling test.
    ///   - line: the call's line.
    ///   - column: the call's column.
    /// - Returns: the strategy.
    public static func image(
        precision: Double = 1, perceptualPrecision: Double = 1, threshold: Double? = nil, includeAntialiasing: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
        line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        image(SnapshotComparison(precision: precision, perceptualPrecision: perceptualPrecision, threshold: threshold,
                                 includeAntialiasing: includeAntialiasing),
              location: SnapshotIssue.Location(fileID: fileID, filePath: filePath, line: line, column: column, function: "\(function)"))
    }

    static func image(_ comparison: SnapshotComparison, location: SnapshotIssue.Location) -> Snapshotting {
        Snapshotting(pathExtension: "png",
                     diffing: .image(SnapshotImageComparison(comparison: comparison, location: location)),
                     snapshot: { $0 })
    }
}

extension Snapshotting where Value: DataProtocol, Format == RGBAImage {
    /// PNG file bytes (`[UInt8]`, `Data`), compared as pictures (their pixels, not the files' bytes) as swift-snapshot-testing compares images.
    public static var png: Snapshotting { .png(fileID: "", filePath: "", function: "", line: 0, column: 0) }

    /// PNG file bytes (`[UInt8]`, `Data`), compared as pictures (their pixels, not the files' bytes) as swift-snapshot-testing compares images.
    /// - Parameters:
    ///   - precision: as swift-snapshot-testing's: the share of bytes that must be equal, or with a
    ///     per-pixel test the share of pixels that must pass it (1 by default: every byte).
    ///   - perceptualPrecision: as swift-snapshot-testing's: below 1, a pixel passes when its CIE
    ///     ΔE*94 from the reference is at most `(1 - perceptualPrecision) * 100` (1 by default).
    ///   - threshold: sbrender's own: pixelmatch's colour threshold, 0 to 1, within which a pixel
    ///     passes (nil by default: none).
    ///   - includeAntialiasing: sbrender's own: false lets through the pixels pixelmatch finds to be
    ///     anti-aliasing (true by default: they count).
    ///   - fileID: where bytes that are not a PNG are reported (the call, by default).
    ///   - filePath: where bytes that are not a PNG are reported.
    ///   - function: the calling test, which names the failure's pictures (the call's, by default).
    ///   - line: where bytes that are not a PNG are reported.
    ///   - column: where bytes that are not a PNG are reported.
    /// - Returns: the strategy.
    public static func png(
        precision: Double = 1, perceptualPrecision: Double = 1, threshold: Double? = nil, includeAntialiasing: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
        line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        let location = SnapshotIssue.Location(fileID: fileID, filePath: filePath, line: line, column: column, function: "\(function)")
        return Snapshotting<RGBAImage, RGBAImage>.image(SnapshotComparison(precision: precision, perceptualPrecision: perceptualPrecision,
                                                                           threshold: threshold, includeAntialiasing: includeAntialiasing),
                                                        location: location)
            .asyncPullback { (bytes: Value) in
                do {
                    return Async(value: try PNGDecoder.decode([UInt8](bytes)))
                } catch {
                    return SnapshotRendering.failed("the snapshot is not a PNG picture: \(error)", at: location)
                }
            }
    }
}
