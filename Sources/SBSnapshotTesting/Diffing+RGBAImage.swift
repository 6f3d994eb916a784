import Foundation
import SBDiff
import SBPNG
import SnapshotTesting

extension Diffing where Value == RGBAImage {
    /// Pictures stored as PNG and compared as swift-snapshot-testing compares images
    /// (`SnapshotComparison`): by default every RGBA byte must be equal.
    ///
    /// `precision` below 1 is the share of bytes that must be equal; `perceptualPrecision` below 1
    /// lets a pixel through when its CIE ΔE\*94 from the reference is at most
    /// `(1 - perceptualPrecision) * 100`, and `precision` is then the share of such pixels.
    /// pixelmatch's `threshold` and anti-aliasing detection are sbrender's own, off by default.
    /// On a mismatch the message gives swift-snapshot-testing's reason, the counts, the bounding
    /// box of the differences and the paths of the reference, actual and diff pictures, which are
    /// written to the artefacts folder (``SnapshotArtefacts``) where `sbrender report` finds them.
    /// - Parameters:
    ///   - precision: the share, 0 to 1, of bytes (of pixels, with a per-pixel test) that must
    ///     match; 1 by default.
    ///   - perceptualPrecision: below 1, a pixel matches when its CIE ΔE\*94 from the reference is
    ///     at most `(1 - perceptualPrecision) * 100`; 1 by default.
    ///   - threshold: sbrender's own: pixelmatch's colour threshold, 0 to 1, within which a pixel
    ///     matches; nil (the default) for none.
    ///   - includeAntialiasing: sbrender's own: false lets through what pixelmatch finds to be
    ///     anti-aliasing; true (the default) counts it as any difference.
    /// - Returns: the diffing.
    public static func image(precision: Double = 1, perceptualPrecision: Double = 1, threshold: Double? = nil,
                             includeAntialiasing: Bool = true) -> Diffing<RGBAImage> {
        image(SnapshotImageComparison(comparison: SnapshotComparison(precision: precision, perceptualPrecision: perceptualPrecision,
                                                                     threshold: threshold, includeAntialiasing: includeAntialiasing),
                                      location: nil))
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
    /// swift-snapshot-testing's comparison, with sbrender's own tolerance.
    let comparison: SnapshotComparison
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
        if let invalid = comparison.invalidValue { return ("sbrender: \(invalid)", []) }
        let result: ImageDiffResult?
        var message: String
        do {
            let verdict = try comparison.compare(reference, actual)
            if verdict.passes { return nil }
            result = verdict.result
            message = "sbrender: \(verdict.summary)" + (comparison.testsPixels ? " (a pixel fails by \(comparison.diffOptions.pixelCriterion))" : "")
        } catch {
            result = nil
            message = reference.width == 0 && reference.height == 0
                ? "sbrender: the reference is not a picture sbrender can read (an empty or corrupt PNG, or the placeholder "
                    + "recorded when the snapshot could not be made); record it again"
                : "sbrender: \(error)"
        }
        let artefacts = SnapshotArtefacts.current(reference: reference, actual: actual, location: location, xcTest: xcTest)
        var record = FailureRecord(name: artefacts.name, reference: artefacts.referencePath ?? "(not beside the test file: a snapshotDirectory of its own)",
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
                guard let (diff, attachments) = lines.diffV2(reference, actual) else { return nil }
                return (diff + TextSnapshotFailure.record(reference: reference, actual: actual, diff: diff), attachments)
            }
        )
    }
}

/// A text snapshot's failure written where `sbrender report` finds it: `NAME.failure.json` with
/// the line diff (`FailureRecord.textDiff`), named as a picture's failure is.
enum TextSnapshotFailure {
    /// Writes the record; returns the line the failure message ends with (the record's path).
    static func record(reference: String, actual: String, diff: String) -> String {
        let xcTest = XCTestCurrentCase.nextComparison()
        let artefacts = SnapshotArtefacts.current(referenceText: reference, actualText: actual, location: nil, xcTest: xcTest)
        var record = FailureRecord(name: artefacts.name, reference: artefacts.referencePath ?? artefacts.name + ".json",
                                   message: "sbrender: the text differs from its reference", result: nil, referenceImage: nil, actual: nil,
                                   test: artefacts.test, file: artefacts.file, line: artefacts.line, textDiff: diff)
        record.referenceSize = nil
        do {
            try artefacts.files.write(textRecord: record)
            if artefacts.file == nil {
                XCTestCurrentCase.completeRecord(at: artefacts.files.recordPath, whenReported: artefacts.files.recordPath)
            }
            return "\n\nsbrender: the failure's record: \(artefacts.files.recordPath)"
        } catch {
            return "\n\nsbrender: the failure's record could not be written: \(error)"
        }
    }
}
