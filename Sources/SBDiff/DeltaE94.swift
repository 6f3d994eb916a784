/// The CIE 1994 colour difference, ΔE\*94, between two ``LabColor``s: how far apart two colours
/// look, where about 2 is the smallest difference people notice. It is the measure of
/// swift-snapshot-testing's `perceptualPrecision` (on Apple platforms, Core Image's
/// `CILabDeltaE` filter): a pixel matches when its ΔE\*94 is at most
/// `(1 - perceptualPrecision) * 100`.
///
/// The graphic-arts weights: kL = kC = kH = 1, K1 = 0.045, K2 = 0.015, with the chroma of the
/// first colour, the reference, in the weights (so the measure is not symmetric):
///
///     ΔE = sqrt((ΔL / 1)² + (ΔC / (1 + K1 C1))² + (ΔH / (1 + K2 C1))²)
///     C = sqrt(a² + b²), ΔC = C1 - C2, ΔH² = Δa² + Δb² - ΔC²
package enum DeltaE94 {
    /// The difference of `other` from `reference`.
    /// - Parameters:
    ///   - reference: the colour of the reference picture, whose chroma weighs the difference.
    ///   - other: the colour compared with it.
    /// - Returns: ΔE\*94, 0 for equal colours; 100 between black and white.
    package static func difference(_ reference: LabColor, _ other: LabColor) -> Double {
        let chroma1 = (reference.a * reference.a + reference.b * reference.b).squareRoot()
        let chroma2 = (other.a * other.a + other.b * other.b).squareRoot()
        let deltaL = reference.lightness - other.lightness
        let deltaC = chroma1 - chroma2
        let deltaA = reference.a - other.a, deltaB = reference.b - other.b
        // ΔH² is what remains of the a-b distance after the chroma; rounding may make it a hair below 0.
        let deltaH2 = max(0, deltaA * deltaA + deltaB * deltaB - deltaC * deltaC)
        let sC = 1 + 0.045 * chroma1, sH = 1 + 0.015 * chroma1
        return (deltaL * deltaL + (deltaC / sC) * (deltaC / sC) + deltaH2 / (sH * sH)).squareRoot()
    }

    /// The difference between the RGBA8 pixels at byte offsets `i` of `reference` and `j` of
    /// `other`.
    static func difference(_ reference: UnsafePointer<UInt8>, _ i: Int, _ other: UnsafePointer<UInt8>, _ j: Int) -> Double {
        difference(LabColor(red: reference[i], green: reference[i + 1], blue: reference[i + 2], alpha: reference[i + 3]),
                   LabColor(red: other[j], green: other[j + 1], blue: other[j + 2], alpha: other[j + 3]))
    }
}
