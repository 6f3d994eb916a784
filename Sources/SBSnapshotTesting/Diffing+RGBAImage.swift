import Foundation
import SBDiff
import SBPNG
import SnapshotTesting

extension Diffing where Value == RGBAImage {
    /// Pictures stored as PNG and compared with sbrender's pixelmatch-compatible image diff.
    ///
    /// Two pictures match when their pixels are equal, or when at most `1 - precision` of the
    /// pixels differ beyond `threshold` (or, with `perceptualPrecision` below 1, by more than a CIE
    /// ΔE\*94 of `(1 - perceptualPrecision) * 100`). On a mismatch the message gives the mismatch count, the
    /// ratio, the bounding box of the differences and the paths of the reference, actual and diff
    /// pictures, which are written to the artefacts folder (``SnapshotArtefacts``) where
    /// `sbrender report` finds them.
    /// - Parameters:
    ///   - threshold: pixelmatch's colour threshold, 0 to 1 (0.1 by default): smaller is stricter.
    ///   - includeAntialiasing: whether differences that look like anti-aliasing count (false by
    ///     default, as in pixelmatch).
    ///   - precision: the share of pixels, 0 to 1, that must match (1 by default: all of them), as
    ///     swift-snapshot-testing's image strategies name it.
    ///   - perceptualPrecision: a pixel matches when its CIE ΔE*94 from the reference is at most
    ///     `(1 - perceptualPrecision) * 100`, as swift-snapshot-testing's image strategies say on
    ///     Apple platforms; 1 (the default) uses `threshold` instead.
    /// - Returns: the diffing.
    public static func image(threshold: Double = 0.1, includeAntialiasing: Bool = false, precision: Double = 1, perceptualPrecision: Double = 1) -> Diffing<RGBAImage> {
        image(SnapshotImageComparison(threshold: threshold, includeAntialiasing: includeAntialiasing, precision: precision,
                                      perceptualPrecision: perceptualPrecision, location: nil))
    }

    /// The diffing of one strategy, which knows its call.
    static func image(_ comparison: SnapshotImageComparison) -> Diffing<RGBAImage> {
        .diff(
            toData: { image in
                // An empty picture is a strategy's failure being recorded (SnapshotFailureHandOff).
                guard image.width > 0, image.height > 0 else {
                    SnapshotFailureHandOff.reportIfPending()
                    return SnapshotFailureHandOff.placeholderData
                }
                return Data((try? PNGEncoder.encode(image)) ?? [])
            },
            fromData: { data in (try? PNGDecoder.decode([UInt8](data))) ?? RGBAImage(width: 0, height: 0) },
            diffV2: { reference, actual in comparison.failure(reference: reference, actual: actual) }
        )
    }
}

/// One comparison of a snapshot with its reference, and the failure it makes.
struct SnapshotImageComparison {
    let threshold: Double
    let includeAntialiasing: Bool
    let precision: Double
    let perceptualPrecision: Double
    /// The strategy's call (the assertion, or nil for a strategy used as a property).
    let location: SnapshotIssue.Location?

    /// nil when the pictures match; else the message and the pictures to attach.
    func failure(reference: RGBAImage, actual: RGBAImage) -> (String, [DiffAttachment])? {
        // Every comparison counts, as swift-snapshot-testing numbers a test's snapshots.
        let xcTest = XCTestCurrentCase.nextComparison()
        if actual.width == 0 || actual.height == 0 {
            // The strategy could not make its snapshot: its message is the failure.
            return (SnapshotFailureHandOff.take()?.message ?? "sbrender: the picture is empty (\(actual.width) x \(actual.height)); there is nothing to compare", [])
        }
        if reference == actual { return nil }
        for (label, value) in [("threshold", threshold), ("precision", precision), ("perceptualPrecision", perceptualPrecision)]
        where !(value.isFinite && (0...1).contains(value)) {
            return ("sbrender: \(label) must be from 0 to 1, got \(value)", [])
        }
        let options = ImageDiffOptions(threshold: threshold, includeAA: includeAntialiasing, perceptualPrecision: perceptualPrecision)
        let result: ImageDiffResult?
        var message: String
        do {
            let r = try ImageDiff(options: options).compare(reference, actual)
            if r.ratio <= 1 - precision { return nil }
            result = r
            message = "sbrender: \(r.summary) (\(options.pixelCriterion), precision \(precision): at most "
                + "\(Int((Double(r.totalPixels) * (1 - precision)).rounded(.down))) pixels may differ)"
        } catch {
            result = nil
            message = reference.width == 0 && reference.height == 0
                ? "sbrender: the reference is not a picture sbrender can read (an empty or corrupt PNG, or the placeholder "
                    + "recorded when the snapshot could not be made); record it again"
                : "sbrender: \(error)"
        }
        let artefacts = SnapshotArtefacts.current(reference: reference, actual: actual, location: location, xcTest: xcTest)
        var record = FailureRecord(name: artefacts.name, reference: artefacts.referencePath ?? "(see the reference path above)",
                                   message: message, result: result, referenceImage: reference, actual: actual)
        record.test = artefacts.test
        record.file = artefacts.file
        record.line = artefacts.line
        do {
            try artefacts.files.write(reference: reference, actual: actual, result: result, record: record)
            message += "\n  reference: \(artefacts.referencePath ?? artefacts.files.referencePath)"
            message += "\n  actual: \(artefacts.files.actualPath)"
            if result != nil { message += "\n  diff: \(artefacts.files.diffPath)" }
            if artefacts.file == nil {
                XCTestCurrentCase.completeRecord(at: artefacts.files.recordPath, whenReported: artefacts.files.actualPath)
            }
            SnapshotIssue.attach([artefacts.files.referencePath, artefacts.files.actualPath] + (result != nil ? [artefacts.files.diffPath] : []))
        } catch {
            message += "\n  (the failure's pictures could not be written: \(error))"
        }
        var attachments: [DiffAttachment] = []
        if let diff = result?.diffImage, let png = try? PNGEncoder.encode(diff) {
            attachments.append(.data(Data(png), name: "difference.png"))
        }
        return (message, attachments)
    }
}

extension Diffing where Value == String {
    /// swift-snapshot-testing's `.lines`, and a strategy's failure handed over as empty text
    /// (``SnapshotFailureHandOff``) reported once, at the assert line.
    static var sbrenderLines: Diffing<String> {
        let lines = Diffing<String>.lines
        return .diff(
            toData: { text in
                guard !text.isEmpty else {
                    SnapshotFailureHandOff.reportIfPending()
                    return SnapshotFailureHandOff.placeholderData
                }
                return lines.toData(text)
            },
            fromData: lines.fromData,
            diffV2: { reference, actual in
                if actual.isEmpty, let pending = SnapshotFailureHandOff.take() { return (pending.message, []) }
                return lines.diffV2(reference, actual)
            }
        )
    }
}
