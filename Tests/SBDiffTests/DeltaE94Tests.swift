import SBDiff
import SBPNG
import Testing

/// CIE L*a*b* and ΔE*94 against values worked out by hand (and checked with a separate Python
/// script of the same formulas): sRGB linearised, the sRGB D65 matrix, D65 white
/// (0.95047, 1, 1.08883), ΔE*94 with kL = kC = kH = 1, K1 = 0.045, K2 = 0.015, the reference's
/// chroma in the weights.
@Suite struct DeltaE94Tests {
    func close(_ a: Double, _ b: Double, _ tolerance: Double = 0.0005) -> Bool { abs(a - b) <= tolerance }

    @Test func labOfKnownColours() {
        // White: X = 0.4124564 + 0.3575761 + 0.1804375 = 0.95047 = Xn, Y = 1, Z = 1.08883 = Zn:
        // every ratio is 1, f = 1, L = 116 - 16 = 100, a = b = 0.
        let white = LabColor(red: 255, green: 255, blue: 255)
        #expect(close(white.lightness, 100) && close(white.a, 0) && close(white.b, 0))
        // Black: ratios 0, f = 4/29, L = 116 * 4/29 - 16 = 0.
        let black = LabColor(red: 0, green: 0, blue: 0)
        #expect(close(black.lightness, 0) && close(black.a, 0) && close(black.b, 0))
        // Red: X = 0.4124564, Y = 0.2126729, Z = 0.0193339;
        // fy = 0.2126729^(1/3) = 0.596903, L = 116 * 0.596903 - 16 = 53.2408;
        // fx = (0.4124564 / 0.95047)^(1/3) = 0.757088, a = 500 * (0.757088 - 0.596903) = 80.0925;
        // fz = (0.0193339 / 1.08883)^(1/3) = 0.260887, b = 200 * (0.596903 - 0.260887) = 67.2032.
        let red = LabColor(red: 255, green: 0, blue: 0)
        #expect(close(red.lightness, 53.2408) && close(red.a, 80.0925) && close(red.b, 67.2032))
        // Grey 128: linear ((128/255 + 0.055) / 1.055)^2.4 = 0.215861 = Y, fy = 0.599871,
        // L = 116 * 0.599871 - 16 = 53.5850; neutral, so a = b = 0.
        let grey = LabColor(red: 128, green: 128, blue: 128)
        #expect(close(grey.lightness, 53.5850) && close(grey.a, 0) && close(grey.b, 0))
        // Transparent is the white it shows: 255 + (0 - 255) * 0 / 255 = 255.
        #expect(LabColor(red: 0, green: 0, blue: 0, alpha: 0) == white)
    }

    @Test func differencesWorkedOutByHand() {
        let white = LabColor(red: 255, green: 255, blue: 255), black = LabColor(red: 0, green: 0, blue: 0)
        let red = LabColor(red: 255, green: 0, blue: 0)
        // White against black: ΔL = 100, no chroma: ΔE = 100.
        #expect(close(DeltaE94.difference(white, black), 100))
        // Red against white: C1 = sqrt(80.0925² + 67.2032²) = 104.5518, SC = 1 + 0.045 C1 = 5.70483,
        // SH = 1 + 0.015 C1 = 2.56828; ΔL = 53.2408 - 100 = -46.7592, ΔC = 104.5518, ΔH² = 0:
        // ΔE = sqrt(46.7592² + (104.5518 / 5.70483)²) = sqrt(2186.42 + 335.88) = 50.2225.
        #expect(close(DeltaE94.difference(red, white), 50.2225))
        // White against red: C1 = 0, SC = SH = 1, ΔC = -104.5518:
        // ΔE = sqrt(46.7592² + 104.5518²) = sqrt(2186.42 + 10931.08) = 114.5316 (not symmetric).
        #expect(close(DeltaE94.difference(white, red), 114.5316))
        // Grey 128 against 129: both neutral; L(129) = 53.9767, so ΔE = ΔL = 0.3917.
        #expect(close(DeltaE94.difference(LabColor(red: 128, green: 128, blue: 128), LabColor(red: 129, green: 129, blue: 129)), 0.3917))
        // (200, 100, 50) against (205, 100, 50): 1.0472 (Lab (53.6295, 36.3058, 45.3795) and
        // (54.3728, 38.2800, 46.3825); SC = 1 + 0.045 * 58.1155 = 3.61520, SH = 1.87173).
        #expect(close(DeltaE94.difference(LabColor(red: 200, green: 100, blue: 50), LabColor(red: 205, green: 100, blue: 50)), 1.0472))
        #expect(DeltaE94.difference(red, red) == 0)
    }

    /// perceptualPrecision 0.99 lets ΔE up to 1 through; 0.98 up to 2.
    @Test func perceptualPrecisionDecidesWhichPixelsDiffer() throws {
        // Three pixels: grey 128 -> 129 (ΔE 0.39), (200, 100, 50) -> (205, 100, 50) (ΔE 1.05),
        // red -> (250, 0, 0) (ΔE 1.07; from the same formulas).
        let reference = try #require(RGBAImage(width: 3, height: 1, pixels: [128, 128, 128, 255, 200, 100, 50, 255, 255, 0, 0, 255]))
        let actual = try #require(RGBAImage(width: 3, height: 1, pixels: [129, 129, 129, 255, 205, 100, 50, 255, 250, 0, 0, 255]))
        func mismatches(_ perceptualPrecision: Double) throws -> Int {
            var options = ImageDiffOptions(threshold: 0, includeAA: true)
            options.perceptualPrecision = perceptualPrecision
            return try ImageDiff(options: options).compare(reference, actual).mismatchedPixels
        }
        #expect(try mismatches(0.999) == 3)  // ΔE ≤ 0.1
        #expect(try mismatches(0.995) == 2)  // ΔE ≤ 0.5: the grey passes
        #expect(try mismatches(0.99) == 2)   // ΔE ≤ 1: 1.05 and 1.07 still differ
        #expect(try mismatches(0.98) == 0)   // ΔE ≤ 2
        // At 1 pixelmatch's threshold decides: with threshold 0 every changed pixel differs.
        #expect(try mismatches(1) == 3)
    }
}
