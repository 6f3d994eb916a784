import SBDiff
import SBPNG
import Testing

/// swift-snapshot-testing's image comparison (1.19.7, `compare` and `perceptuallyCompare`), its
/// verdicts worked out by hand with its `Float` arithmetic.
@Suite struct SnapshotComparisonTests {
    /// A `width` x `height` grey (100) picture with `changed` pixels of row 0 given red `red`.
    static func grey(width: Int, height: Int, changed: Int = 0, red: UInt8 = 100) -> RGBAImage {
        TestImages.make(width: width, height: height) { x, y in (y == 0 && x < changed ? red : 100, 100, 100, 255) }
    }

    @Test func exactByDefault() throws {
        let reference = Self.grey(width: 4, height: 4)
        // Equal bytes pass.
        #expect(try SnapshotComparison().compare(reference, Self.grey(width: 4, height: 4)).passes)
        // One byte one level off fails: precision 1 and perceptualPrecision 1 want every byte
        // (pixelmatch at 0.1 let it through: a YIQ distance of 0.299^2 x 0.5053 = 0.045 is far
        // below 35215 x 0.1^2 = 352).
        let verdict = try SnapshotComparison().compare(reference, Self.grey(width: 4, height: 4, changed: 1, red: 101))
        #expect(verdict.failure == "Newly-taken snapshot does not match reference.")
        #expect(verdict.result.differingBytes == 1 && verdict.result.mismatchedPixels == 1)
        #expect(try SnapshotComparison(threshold: 0.1).compare(reference, Self.grey(width: 4, height: 4, changed: 1, red: 101)).passes)
    }

    /// The issue's example: a 4 x 4 picture with one channel changed in 2 pixels.
    @Test func precisionIsTheShareOfEqualBytes() throws {
        let reference = Self.grey(width: 4, height: 4), actual = Self.grey(width: 4, height: 4, changed: 2, red: 112)
        // 62 of 64 bytes equal: 0.96875.
        // 0.96: Int((1 - 0.96) x 64) = Int(2.56) = 2 bytes may differ; 2 do: passes.
        #expect(try SnapshotComparison(precision: 0.96).compare(reference, actual).passes)
        // 0.97: Int(0.03 x 64) = Int(1.92) = 1 byte may differ; 2 do: fails.
        let verdict = try SnapshotComparison(precision: 0.97).compare(reference, actual)
        #expect(verdict.failure == "Actual image precision 0.96875 is less than required 0.97")
        #expect(verdict.summary == "Actual image precision 0.96875 is less than required 0.97 (2 of 64 bytes differ; "
                + "2 of 16 pixels differ (12.5000%), max channel delta 12, in x 0...1, y 0...0)")
        // An 8 x 8 picture with 4 pixels changed in one channel: 252 of 256 bytes equal, 0.984375.
        // 0.98: Int(0.01999998 x 256) = Int(5.12) = 5: passes (a share of pixels, 4 of 64 = 0.0625,
        // would fail it). 0.99: Int(0.00999999 x 256) = Int(2.56) = 2: fails.
        let big = Self.grey(width: 8, height: 8), four = Self.grey(width: 8, height: 8, changed: 4, red: 200)
        #expect(try SnapshotComparison(precision: 0.98).compare(big, four).passes)
        #expect(try SnapshotComparison(precision: 0.99).compare(big, four).failure == "Actual image precision 0.984375 is less than required 0.99")
    }

    /// Three pixels whose colour differences are ΔE*94 0.39, 1.05 and 1.07 (DeltaE94Tests).
    @Test func perceptualPrecisionCountsPixels() throws {
        let reference = try #require(RGBAImage(width: 3, height: 1, pixels: [128, 128, 128, 255, 200, 100, 50, 255, 255, 0, 0, 255]))
        let actual = try #require(RGBAImage(width: 3, height: 1, pixels: [129, 129, 129, 255, 205, 100, 50, 255, 250, 0, 0, 255]))
        // 0.98: ΔE up to (1 - 0.98) x 100 = 1.999998: all three pass, so precision 1 is met.
        #expect(try SnapshotComparison(perceptualPrecision: 0.98).compare(reference, actual).passes)
        // 0.99: ΔE up to 0.999999: 2 of 3 fail; 1 - 2/3 = 0.3333333 of the pixels match.
        let strict = try SnapshotComparison(perceptualPrecision: 0.99).compare(reference, actual)
        // The largest ΔE, red's 1.07, is a perceptual precision of 1 - 1.07 / 100 = 0.9893.
        let lines = strict.failure?.split(separator: "\n").map(String.init) ?? []
        #expect(lines.count == 2 && lines[0] == "The percentage of pixels that match 0.3333333 is less than required 1.0")
        #expect(lines.count == 2 && lines[1].hasPrefix("The lowest perceptual color precision 0.989")
                && lines[1].hasSuffix(" is less than required 0.99"), "\(lines)")
        // ... which precision 0.3 forgives (0.3333333 >= 0.3) and 0.34 does not.
        #expect(try SnapshotComparison(precision: 0.3, perceptualPrecision: 0.99).compare(reference, actual).passes)
        #expect(try !SnapshotComparison(precision: 0.34, perceptualPrecision: 0.99).compare(reference, actual).passes)
    }

    @Test func differentSizesAndBadValues() throws {
        #expect(throws: ImageDiffError.sizeMismatch(referenceWidth: 4, referenceHeight: 4, actualWidth: 4, actualHeight: 3)) {
            _ = try SnapshotComparison(precision: 0).compare(Self.grey(width: 4, height: 4), Self.grey(width: 4, height: 3))
        }
        #expect(SnapshotComparison(precision: 1.5).invalidValue == "precision must be from 0 to 1, got 1.5")
        #expect(SnapshotComparison(perceptualPrecision: -1).invalidValue == "perceptualPrecision must be from 0 to 1, got -1.0")
        #expect(SnapshotComparison(threshold: .nan).invalidValue == "threshold must be from 0 to 1, got nan")
        #expect(SnapshotComparison().invalidValue == nil)
    }

    @Test func theVerdictAsJSON() throws {
        let verdict = try SnapshotComparison(precision: 0.97).compare(Self.grey(width: 4, height: 4), Self.grey(width: 4, height: 4, changed: 2, red: 112),
                                                                       drawingDiffImage: false)
        #expect(verdict.json == #"{"mismatchedPixels":2,"totalPixels":16,"ratio":0.125,"maxChannelDelta":12,"#
                + #""bounds":{"x":0,"y":0,"width":2,"height":1},"differingBytes":2,"totalBytes":64,"passes":false,"#
                + #""failure":"Actual image precision 0.96875 is less than required 0.97"}"#)
    }
}
