import Foundation
import SBDiff
import SBOutput
import SBPNG
import SBRender

/// The Golden/ suite's check (sbrender's own tests; a package's tests use `assertSnapshot` with
/// SBSnapshotTesting's strategies): compares rendered pictures with reference PNG files as swift-snapshot-testing compares images
/// (`SnapshotComparison`: by default every RGBA byte must be equal), with sbrender's own
/// stated tolerances beside it (pixelmatch's ``threshold``, at most ``maximumMismatchedPixels``
/// failing pixels or ``maximumRatio`` of them). On a failure it writes the
/// reference, the actual picture, the diff picture, their numbers (`FailureArtefacts`,
/// which `sbrender report` shows as a page) and a side-by-side (reference | actual | diff) into
/// the failures folder.
struct GoldenVerifier: Sendable {
    /// How a check passed (a check that does not pass throws ``GoldenFailure``).
    enum Outcome: Sendable, Equatable {
        /// The picture equals the reference byte for byte in its pixels.
        case identical
        /// Within the tolerance; the numbers say how far.
        case withinTolerance(mismatchedPixels: Int)
    }

    /// When references are written; see ``GoldenRecordMode``.
    var mode: GoldenRecordMode
    /// The folder the artefacts of a failed check go to: `NAME.reference.png`, `NAME.actual.png`,
    /// `NAME.diff.png`, `NAME.failure.json` and `NAME.side-by-side.png`.
    var failuresDirectory: String
    /// Where the environment the references were made in is recorded (JSON), if anywhere.
    var environmentFile: String?
    /// sbrender's own: pixelmatch's colour threshold, 0 to 1, within which a pixel passes, with
    /// pixelmatch's anti-aliasing detection; nil (the default) for swift-snapshot-testing's
    /// comparison alone.
    var threshold: Double?
    /// How many pixels may fail (differ, or with a per-pixel test fail it) and the picture still
    /// pass (0 by default).
    var maximumMismatchedPixels = 0
    /// The share of pixels, 0 to 1, that may fail (none by default); a picture within either this
    /// or ``maximumMismatchedPixels`` passes.
    var maximumRatio: Double?
    /// swift-snapshot-testing's precision, 0 to 1 (1 by default): the share of bytes that must be
    /// equal, or with a per-pixel test the share of pixels that must pass it.
    var precision = 1.0
    /// swift-snapshot-testing's perceptual precision, 0 to 1 (1, off, by default): below 1 a
    /// pixel passes when its CIE ΔE\*94 from the reference is at most
    /// `(1 - perceptualPrecision) * 100`.
    var perceptualPrecision = 1.0

    /// The comparison these settings make.
    var comparison: SnapshotComparison {
        SnapshotComparison(precision: precision, perceptualPrecision: perceptualPrecision, threshold: threshold,
                           includeAntialiasing: threshold == nil)
    }

    /// A verifier.
    /// - Parameters:
    ///   - mode: when references are written.
    ///   - failuresDirectory: where the artefacts of a failed check go.
    ///   - environmentFile: where the rendering environment is recorded (Golden/ENVIRONMENT.json),
    ///     or nil for none.
    init(mode: GoldenRecordMode, failuresDirectory: String, environmentFile: String? = nil) {
        self.mode = mode
        self.failuresDirectory = failuresDirectory
        self.environmentFile = environmentFile
    }

    static func readPNG(_ path: String) throws -> RGBAImage? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        do {
            return try PNGDecoder.decode([UInt8](data))
        } catch {
            throw GoldenFailure("the reference \(path) cannot be read: \(error)")
        }
    }

    func write(_ image: RGBAImage, to path: String) throws {
        let dir = URL(fileURLWithPath: path).deletingLastPathComponent().path
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        do {
            try AtomicFile.write(try PNGEncoder.encode(image, options: .golden), to: path)
        } catch {
            throw GoldenFailure("cannot write \(path): \(error)")
        }
    }

    func environmentNote() -> String {
        guard let environmentFile, let data = FileManager.default.contents(atPath: environmentFile),
              let recorded = try? JSONSerialization.jsonObject(with: data) as? [String: String] else { return "" }
        let differences = RenderEnvironment.differences(recorded: recorded, current: RenderEnvironment.current())
        guard !differences.isEmpty else { return "" }
        return "\nThis machine differs from the one the references were made on (\(environmentFile)):\n  "
            + differences.joined(separator: "\n  ")
    }

    /// Records this machine's environment (library versions and font fingerprints, from
    /// ``/SBRender/RenderEnvironment``) in ``environmentFile``; does nothing without one.
    /// - Throws: ``GoldenFailure`` when the file cannot be written.
    func recordEnvironment() throws {
        guard let environmentFile else { return }
        let env = RenderEnvironment.current()
        let body = env.keys.sorted().map { "  \"\($0)\": \"\(env[$0] ?? "")\"" }.joined(separator: ",\n")
        do {
            try AtomicFile.write(Array(("{\n" + body + "\n}\n").utf8), to: environmentFile)
        } catch {
            throw GoldenFailure("cannot write \(environmentFile): \(error)")
        }
    }

    /// Checks `image` against the reference at `reference`, recording as the mode says.
    ///
    /// A missing reference is recorded (and the check fails) unless the mode is
    /// ``GoldenRecordMode/never``; mode ``GoldenRecordMode/all`` records and fails, as
    /// swift-snapshot-testing's does. Otherwise
    /// the picture passes when the comparison its settings make lets it through, or when at most
    /// ``maximumMismatchedPixels`` pixels (or ``maximumRatio`` of them) fail.
    /// - Parameters:
    ///   - image: the rendered picture.
    ///   - name: the scenario's name, used in messages and artefact file names.
    ///   - reference: the path of the reference PNG.
    /// - Returns: how the check passed.
    /// - Throws: ``GoldenFailure`` with the artefacts' paths and the numbers when the picture
    ///   differs, the reference is missing or unreadable, or a file cannot be written.
    @discardableResult
    func verify(_ image: RGBAImage, name: String, reference: String) throws -> Outcome {
        guard let expected = try GoldenVerifier.readPNG(reference) else {
            switch mode {
            case .never:
                let artefacts = try? writeArtefacts(name: name, reference: reference, expected: nil, actual: image, result: nil,
                                                    message: "no reference (record mode never)")
                throw GoldenFailure("\(name): the reference \(reference) is missing and the record mode is never. Record it by running the test with SNAPSHOT_TESTING_RECORD=missing, look at it, and commit it."
                                    + (artefacts.map { "\n  actual: \($0.actualPath)" } ?? ""),
                                    artefacts: artefacts.map { [$0.actualPath] } ?? [])
            case .all:
                try write(image, to: reference)
                throw recordedAll(name: name, reference: reference)
            case .missing, .failed:
                try write(image, to: reference)
                throw GoldenFailure("\(name): there was no reference; recorded \(reference). Look at it and run the test again.")
            }
        }
        if mode == .all {
            if expected != image { try write(image, to: reference) }
            throw recordedAll(name: name, reference: reference)
        }
        if expected == image { return .identical }
        let comparison = self.comparison
        let verdict: SnapshotVerdict
        do {
            verdict = try comparison.compare(expected, image)
        } catch {
            let message = "\(name): \(error) (\(reference))"
            let artefacts = try writeArtefacts(name: name, reference: reference, expected: expected, actual: image, result: nil, message: message)
            throw GoldenFailure(message + "\n  reference: \(reference)\n  actual: \(artefacts.actualPath)" + environmentNote(),
                                artefacts: [artefacts.referencePath, artefacts.actualPath])
        }
        let result = verdict.result
        if verdict.passes || result.mismatchedPixels <= maximumMismatchedPixels || maximumRatio.map({ result.ratio <= $0 }) == true {
            return .withinTolerance(mismatchedPixels: result.mismatchedPixels)
        }
        let tolerance = "precision \(precision), a pixel fails by \(comparison.diffOptions.pixelCriterion), at most \(maximumMismatchedPixels) pixels"
            + (maximumRatio.map { " or a ratio of \($0)" } ?? "")
        var message = "\(name): the picture differs from its reference: \(verdict.summary) (tolerance: \(tolerance))."
        let artefacts = try writeArtefacts(name: name, reference: reference, expected: expected, actual: image, result: result, message: message)
        message += "\n  reference: \(reference)\n  actual: \(artefacts.actualPath)\n  diff: \(artefacts.diffPath)"
        message += "\n  side by side (reference | actual | diff): \(artefacts.path("side-by-side.png"))"
        if mode == .failed {
            try write(image, to: reference)
            message += "\n  re-recorded \(reference) (record mode failed)"
        }
        throw GoldenFailure(message + environmentNote(), artefacts: [artefacts.referencePath, artefacts.actualPath, artefacts.diffPath])
    }

    /// The failure of a check in record mode all, which records and fails as swift-snapshot-testing's does.
    func recordedAll(name: String, reference: String) -> GoldenFailure {
        GoldenFailure("\(name): the record mode is all; recorded \(reference). Look at it, turn the record mode off "
                      + "and run the test again to compare with it.")
    }

    /// Writes a failure's pictures and numbers (and, with a reference, the side-by-side picture).
    @discardableResult
    func writeArtefacts(name: String, reference: String, expected: RGBAImage?, actual: RGBAImage, result: ImageDiffResult?,
                        message: String) throws -> FailureArtefacts {
        let artefacts = FailureArtefacts(folder: failuresDirectory, name: name)
        let record = FailureRecord(name: name, reference: reference, message: message, result: result, referenceImage: expected, actual: actual)
        do {
            try artefacts.write(reference: expected, actual: actual, result: result, record: record)
        } catch {
            throw GoldenFailure("\(name): \(error)")
        }
        if let expected {
            try write(SideBySideComposer(background: DiffColor(red: 255, green: 255, blue: 255))
                .compose(reference: expected, actual: actual, diff: result?.diffImage), to: artefacts.path("side-by-side.png"))
        }
        return artefacts
    }
}

extension PNGEncoderOptions {
    /// References and failure artefacts are written once and read often: the slowest, smallest
    /// libdeflate level keeps Golden/ small.
    static let golden = PNGEncoderOptions(compressor: .libdeflate(level: 12))
}
