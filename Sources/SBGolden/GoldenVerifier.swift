import Foundation
import SBDiff
import SBPNG
import SBRender

/// Compares rendered pictures with reference PNG files: an exact match first, then the image
/// diff with a small, stated tolerance (pixelmatch threshold 0.1, antialiasing excluded, at most
/// ``maximumMismatchedPixels`` pixels). On a failure it writes the actual picture, the diff picture
/// and a side-by-side (reference | actual | diff) into the failures folder.
public struct GoldenVerifier: Sendable {
    /// How a check passed (a check that does not pass throws ``GoldenFailure``).
    public enum Outcome: Sendable, Equatable {
        /// The picture equals the reference byte for byte in its pixels.
        case identical
        /// Within the tolerance; the numbers say how far.
        case withinTolerance(mismatchedPixels: Int)
        /// A new or re-recorded reference was written (mode `all`).
        case recorded
    }

    /// When references are written; see ``GoldenRecordMode``.
    public var mode: GoldenRecordMode
    /// The folder the artefacts of a failed check go to: `NAME.actual.png`, `NAME.diff.png` and
    /// `NAME.side-by-side.png`.
    public var failuresDirectory: String
    /// Where the environment the references were made in is recorded (JSON), if anywhere.
    public var environmentFile: String?
    /// The pixelmatch colour threshold, 0 to 1 (0.1 by default): smaller is stricter.
    public var threshold = 0.1
    /// How many pixels may differ beyond the threshold (0 by default); anti-aliased pixels do
    /// not count.
    public var maximumMismatchedPixels = 0

    /// A verifier.
    /// - Parameters:
    ///   - mode: when references are written.
    ///   - failuresDirectory: where the artefacts of a failed check go.
    ///   - environmentFile: where the rendering environment is recorded (Golden/ENVIRONMENT.json),
    ///     or nil for none.
    public init(mode: GoldenRecordMode, failuresDirectory: String, environmentFile: String? = nil) {
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
    public func recordEnvironment() throws {
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
    /// ``GoldenRecordMode/never``; mode ``GoldenRecordMode/all`` re-records and passes. Otherwise
    /// the picture passes when its pixels equal the reference's, or when ``ImageDiff`` finds at
    /// most ``maximumMismatchedPixels`` differing pixels at ``threshold``.
    /// - Parameters:
    ///   - image: the rendered picture.
    ///   - name: the scenario's name, used in messages and artefact file names.
    ///   - reference: the path of the reference PNG.
    /// - Returns: how the check passed.
    /// - Throws: ``GoldenFailure`` with the artefacts' paths and the numbers when the picture
    ///   differs, the reference is missing or unreadable, or a file cannot be written.
    @discardableResult
    public func verify(_ image: RGBAImage, name: String, reference: String) throws -> Outcome {
        guard let expected = try GoldenVerifier.readPNG(reference) else {
            switch mode {
            case .never:
                throw GoldenFailure("\(name): the reference \(reference) is missing (SBRENDER_RECORD=never). Record it with `make golden` or SBRENDER_RECORD=missing, look at it, and commit it.")
            case .all:
                try write(image, to: reference)
                return .recorded
            case .missing, .failed:
                try write(image, to: reference)
                throw GoldenFailure("\(name): there was no reference; recorded \(reference). Look at it and run the test again.")
            }
        }
        if mode == .all {
            if expected != image { try write(image, to: reference) }
            return .recorded
        }
        if expected == image { return .identical }
        var options = ImageDiffOptions()
        options.threshold = threshold
        let result: ImageDiffResult
        do {
            result = try ImageDiff(options: options).compare(expected, image)
        } catch {
            try writeArtefacts(name: name, expected: expected, actual: image, diff: nil)
            throw GoldenFailure("\(name): \(error); the actual picture is in \(failuresDirectory)/\(name).actual.png" + environmentNote())
        }
        if result.mismatchedPixels <= maximumMismatchedPixels {
            return .withinTolerance(mismatchedPixels: result.mismatchedPixels)
        }
        let paths = try writeArtefacts(name: name, expected: expected, actual: image, diff: result.diffImage)
        var message = "\(name): the picture differs from \(reference): \(result.summary) (tolerance: threshold \(threshold), at most \(maximumMismatchedPixels) pixels)."
        message += "\n  actual: \(paths.actual)\n  diff: \(paths.diff)\n  side by side (reference | actual | diff): \(paths.side)"
        if mode == .failed {
            try write(image, to: reference)
            message += "\n  re-recorded \(reference) (SBRENDER_RECORD=failed)"
        }
        throw GoldenFailure(message + environmentNote())
    }

    @discardableResult
    func writeArtefacts(name: String, expected: RGBAImage, actual: RGBAImage, diff: RGBAImage?) throws -> (actual: String, diff: String, side: String) {
        let base = failuresDirectory + "/" + name
        let paths = (base + ".actual.png", base + ".diff.png", base + ".side-by-side.png")
        try write(actual, to: paths.0)
        if let diff { try write(diff, to: paths.1) }
        try write(SideBySideComposer(background: DiffColor(red: 255, green: 255, blue: 255)).compose(reference: expected, actual: actual, diff: diff), to: paths.2)
        return paths
    }
}

extension PNGEncoderOptions {
    /// References and failure artefacts are written once and read often: the slowest, smallest
    /// libdeflate level keeps Golden/ small.
    static let golden = PNGEncoderOptions(compressor: .libdeflate(level: 12))
}
