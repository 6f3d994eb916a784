import Foundation
import SBPNG

/// One check of ``GoldenImage``: where its reference is, what it is called, how it is compared
/// and recorded.
struct GoldenCheck {
    let name: String
    let reference: String
    let verifier: GoldenVerifier

    init(filePath: String, function: String, name: String?, threshold: Double?, maxPixels: Int, maxRatio: Double?,
         precision: Double = 1, perceptualPrecision: Double = 1,
         record: GoldenRecordMode?, referenceDirectory: String?, environment: [String: String], line: UInt? = nil) throws(GoldenFailure) {
        let testFile = URL(fileURLWithPath: filePath)
        let stem = testFile.deletingPathExtension().lastPathComponent
        let checkName = Self.sanitized(name ?? String(function.prefix { $0 != "(" }))
        guard !checkName.isEmpty else {
            throw GoldenFailure("the golden check's name '\(name ?? function)' has no letter or digit; give one with named:")
        }
        if let threshold, !(threshold.isFinite && (0...1).contains(threshold)) {
            throw GoldenFailure("\(checkName): threshold must be from 0 to 1, got \(threshold)")
        }
        guard maxPixels >= 0 else { throw GoldenFailure("\(checkName): maxPixels must be 0 or more, got \(maxPixels)") }
        if let maxRatio, !(maxRatio.isFinite && (0...1).contains(maxRatio)) {
            throw GoldenFailure("\(checkName): maxRatio must be from 0 to 1, got \(maxRatio)")
        }
        for (label, value) in [("precision", precision), ("perceptualPrecision", perceptualPrecision)]
        where !(value.isFinite && (0...1).contains(value)) {
            throw GoldenFailure("\(checkName): \(label) must be from 0 to 1, got \(value)")
        }
        let folder: URL
        if let referenceDirectory {
            folder = referenceDirectory.hasPrefix("/")
                ? URL(fileURLWithPath: referenceDirectory)
                : testFile.deletingLastPathComponent().appendingPathComponent(referenceDirectory)
        } else {
            folder = testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__").appendingPathComponent(stem)
        }
        let mode = try GoldenRecordMode.current(record: record, environment: environment)
        var verifier = GoldenVerifier(mode: mode, failuresDirectory: GoldenImage.artifactsDirectory(environment: environment) + "/" + stem)
        verifier.threshold = threshold
        verifier.maximumMismatchedPixels = maxPixels
        verifier.maximumRatio = maxRatio
        verifier.precision = precision
        verifier.perceptualPrecision = perceptualPrecision
        verifier.source = line.map { (test: function, file: testFile.standardizedFileURL.path, line: Int($0)) }
        self.name = checkName
        self.reference = folder.appendingPathComponent(checkName + ".png").standardizedFileURL.path
        self.verifier = verifier
    }

    func run(_ image: RGBAImage) throws(GoldenFailure) -> GoldenVerifier.Outcome {
        do {
            return try verifier.verify(image, name: name, reference: reference)
        } catch let failure as GoldenFailure {
            throw failure
        } catch {
            throw GoldenFailure("\(name): \(error)")
        }
    }

    /// A name fit for a file: runs of anything but letters, digits and `_` become `-`, without a
    /// `-` at either end (as swift-snapshot-testing names its snapshots): `page 2 / editing` is
    /// `page-2-editing`. A test's name is cut at its `(` first, so `scenario(_:)` is `scenario`.
    static func sanitized(_ text: String) -> String {
        var out = ""
        var pendingDash = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" {
                if pendingDash && !out.isEmpty { out += "-" }
                pendingDash = false
                out.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        return out
    }
}
