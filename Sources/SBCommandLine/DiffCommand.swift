import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Synchronization
import SBDiff
import SBPNG
import SBRender
import SBOutput

/// `sbrender diff A.png B.png`: compares two pictures as pixelmatch does.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG pictures pixel by pixel (pixelmatch's, or swift-snapshot-testing's precision).",
        discussion: """
        By default the pictures are compared as pixelmatch compares them (--threshold, --include-aa, --max-pixels, --max-ratio). With --precision or --perceptual-precision they are compared as swift-snapshot-testing's image strategies compare them: equal RGBA bytes pass; at precision 1 and perceptual precision 1 any other picture fails; below 1, --perceptual-precision P lets a pixel through when its CIE dE94 is at most (1 - P) x 100 and --precision is the share of such pixels that must pass; else --precision is the share of bytes that must be equal. There --threshold, when given, is pixelmatch's test per pixel (with its antialiasing detection unless --include-aa).

        Exit status: 0 when the pictures are equal within the tolerance, 1 when they differ; otherwise the table every command follows (README, "Errors"): 64 a bad option, 65 an input that cannot be used (a corrupt file, different sizes, over the memory budget), 66 a missing input, 73 or 74 the diff picture or standard output cannot be written.

        Examples:
          sbrender diff Golden/circle.png out/circle.png
          sbrender diff --threshold 0.05 --diff diff.png a.png b.png
          sbrender diff --max-ratio 0.001 --json a.png b.png
          sbrender diff --precision 0.99 --perceptual-precision 0.98 a.png b.png
        """
    )

    @Option(parsing: .unconditional, help: ArgumentHelp("Colour distance from 0 (exact) to 1 below which pixels count as equal (default 0.1; none with --precision or --perceptual-precision).", valueName: "t"), transform: ArgumentValues.finite)
    var threshold: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("swift-snapshot-testing's precision: the share of bytes (with a per-pixel test, of pixels) that must match, 0 to 1.", valueName: "p"), transform: ArgumentValues.finite)
    var precision: Double?

    @Option(name: .customLong("perceptual-precision"), parsing: .unconditional, help: ArgumentHelp("swift-snapshot-testing's perceptual precision: below 1 a pixel matches when its CIE dE94 is at most (1 - p) x 100.", valueName: "p"), transform: ArgumentValues.finite)
    var perceptualPrecision: Double?

    @Flag(name: .customLong("include-aa"), help: "Count antialiasing differences too.")
    var includeAA = false

    @Option(help: ArgumentHelp("Write the diff picture here (grey: equal, yellow: antialiasing, red: different).", valueName: "file.png"))
    var diff: String?

    @Option(name: .customLong("max-pixels"), parsing: .unconditional, help: ArgumentHelp("Differing pixels that still count as equal (default 0).", valueName: "n"), transform: ArgumentValues.whole)
    var maxPixels: Int?

    @Option(name: .customLong("max-ratio"), parsing: .unconditional, help: ArgumentHelp("Fraction of differing pixels that still counts as equal.", valueName: "r"), transform: ArgumentValues.finite)
    var maxRatio: Double?

    @Flag(help: "Print one JSON object instead of the one-line summary.")
    var json = false

    @OptionGroup var memory: MemoryOption

    @Argument(help: ArgumentHelp("The reference picture.", valueName: "A.png"))
    var reference: String

    @Argument(help: ArgumentHelp("The picture to compare with it.", valueName: "B.png"))
    var actual: String

    static func load(_ path: String) throws -> RGBAImage {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandError.missingInput("cannot read \(path): no such file, or not readable")
        }
        do {
            return try PNGDecoder.decode([UInt8](data))
        } catch {
            throw CommandError.badData("\(path) cannot be used: \(error)")
        }
    }

    func run() throws {
        for (option, value) in [("--threshold", threshold), ("--precision", precision), ("--perceptual-precision", perceptualPrecision)] {
            if let value, !(value.isFinite && (0...1).contains(value)) { throw ValidationError("\(option) must be from 0 to 1, got \(value)") }
        }
        // swift-snapshot-testing's comparison when its options are given; pixelmatch's otherwise.
        let snapshot = precision == nil && perceptualPrecision == nil ? nil
            : SnapshotComparison(precision: precision ?? 1, perceptualPrecision: perceptualPrecision ?? 1, threshold: threshold,
                                 includeAntialiasing: threshold == nil || includeAA)
        if let maxPixels, maxPixels < 0 { throw ValidationError("--max-pixels must be 0 or more, got \(maxPixels)") }
        if let maxRatio, !(maxRatio.isFinite && maxRatio >= 0 && maxRatio <= 1) { throw ValidationError("--max-ratio must be from 0 to 1, got \(maxRatio)") }
        if let diff {
            for (input, role) in [(reference, "the reference"), (actual, "the picture compared")] where FileIdentity.isSameFile(diff, input) {
                throw CommandError.cannotCreate("--diff \(diff) is \(role) (\(input)); write the diff picture to another file")
            }
        }
        // Both pictures decoded at once, and the diff picture: from their headers, before decoding.
        let decoded = [reference, actual].map { MemoryBudget.decodedBytes(ofPNGAt: $0) }
        let diffBytes = diff == nil ? 0 : decoded.max().map { $0 / 2 } ?? 0
        try memory.check(MemoryBudget.sum(decoded + [diffBytes]), what: "comparing \(reference) with \(actual)",
                         remedy: "compare smaller pictures")
        // The two decodes are independent: on two cores they take the time of one.
        let paths = [reference, actual]
        let results = DecodeSlots()
        DispatchQueue.concurrentPerform(iterations: 2) { i in
            results.set(i, Result { try DiffCommand.load(paths[i]) })
        }
        let a = try results.get(0), b = try results.get(1)
        var options = snapshot?.diffOptions ?? ImageDiffOptions()
        if snapshot == nil {
            options.threshold = threshold ?? 0.1
            options.includeAA = includeAA
        }
        let result: ImageDiffResult
        let verdict: SnapshotVerdict?
        do {
            verdict = try snapshot?.compare(a, b, drawingDiffImage: diff != nil)
            result = try verdict?.result ?? ImageDiff(options: options).compare(a, b, drawingDiffImage: diff != nil)
        } catch {
            throw CommandError.badData("\(error)")
        }
        if let diff, let image = result.diffImage {
            let bytes: [UInt8]
            do {
                bytes = try PNGEncoder.encode(image)
            } catch {
                throw CommandError.badData("cannot encode the diff picture: \(error)")
            }
            try OutputFile.write(bytes, to: try OutputFile.target(diff, fileHint: "give a file name such as diff.png"))
        }
        if let verdict {
            try StandardOutputSink.print(json ? verdict.json : verdict.summary)
        } else {
            try StandardOutputSink.print(json ? result.json : result.summary)
        }
        var equal = verdict?.passes == true || result.mismatchedPixels <= (maxPixels ?? 0)
        if let maxRatio { equal = equal || result.ratio <= maxRatio }
        if !equal { throw ExitCode(1) }
    }
}

/// The two decoded pictures of `diff`, filled from two threads.
final class DecodeSlots: @unchecked Sendable {
    private let values = Mutex<[Result<RGBAImage, any Error>?]>([nil, nil])

    func set(_ i: Int, _ r: Result<RGBAImage, any Error>) {
        values.withLock { $0[i] = r }
    }

    func get(_ i: Int) throws -> RGBAImage {
        guard let r = values.withLock({ $0[i] }) else { throw ValidationError("internal: picture \(i) was not decoded") }
        return try r.get()
    }
}
