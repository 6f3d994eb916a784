/// How two images are compared and how the diff image is drawn. The defaults are pixelmatch's.
package struct ImageDiffOptions: Sendable, Hashable {
    /// Matching threshold from 0 to 1; smaller is more sensitive. A pixel differs when its squared
    /// YIQ distance exceeds `35215 * threshold * threshold`.
    package var threshold: Double
    /// When false, differences found to be anti-aliasing are neither counted nor drawn as
    /// differences (they are painted ``aaColor``). When true, they count like any other difference.
    package var includeAA: Bool
    /// Opacity of the reference image in the diff image: equal pixels are drawn as its brightness
    /// faded towards white by this amount.
    package var alpha: Double
    /// Colour of anti-aliased pixels in the diff image.
    package var aaColor: DiffColor
    /// Colour of counted differences in the diff image.
    package var diffColor: DiffColor
    /// Colour of counted differences where the second (actual) image is the darker one;
    /// nil paints those with ``diffColor`` too.
    package var diffColorAlt: DiffColor?
    /// When true the diff image is a mask: only counted differences are drawn, on transparent black.
    package var diffMask: Bool
    /// swift-snapshot-testing's perceptual precision, 0 to 1: below 1, a pixel differs when its
    /// colour difference from the reference's, CIE ΔE\*94 in L\*a\*b\* (``DeltaE94``), is more
    /// than `(1 - perceptualPrecision) * 100` (0.98 lets through ΔE up to 2, about the smallest
    /// difference people notice), instead of pixelmatch's ``threshold``. 1, the default, keeps
    /// pixelmatch's test.
    package var perceptualPrecision: Double
    /// When true (and ``perceptualPrecision`` is 1), every pixel whose bytes differ counts, however
    /// little: ``threshold`` is not used (anti-aliasing is still detected unless ``includeAA``).
    /// This is swift-snapshot-testing's test at precision 1 and perceptualPrecision 1.
    package var exact: Bool

    /// Options; every default is pixelmatch's (threshold 0.1, anti-aliasing excluded, alpha 0.1,
    /// yellow for anti-aliasing, red for differences), and no perceptual precision.
    package init(
        threshold: Double = 0.1,
        includeAA: Bool = false,
        alpha: Double = 0.1,
        aaColor: DiffColor = .yellow,
        diffColor: DiffColor = .red,
        diffColorAlt: DiffColor? = nil,
        diffMask: Bool = false,
        perceptualPrecision: Double = 1,
        exact: Bool = false
    ) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.alpha = alpha
        self.aaColor = aaColor
        self.diffColor = diffColor
        self.diffColorAlt = diffColorAlt
        self.diffMask = diffMask
        self.perceptualPrecision = perceptualPrecision
        self.exact = exact
    }

    /// pixelmatch's largest accepted squared YIQ distance for this threshold.
    var maxDelta: Double { 35215 * threshold * threshold }

    /// The largest CIE ΔE\*94 of a matching pixel, `(1 - perceptualPrecision) * 100`, or nil when
    /// pixelmatch's ``threshold`` (or ``exact``) decides (``perceptualPrecision`` 1). Worked out in
    /// `Float`, as swift-snapshot-testing does: 0.98 gives 1.999998, so a ΔE of exactly 2 differs.
    package var maximumDeltaE: Double? {
        perceptualPrecision < 1 ? Double((1 - Float(perceptualPrecision)) * 100) : nil
    }

    /// What decides whether a pixel differs, for messages: `threshold 0.1`, `exact`, or
    /// `perceptualPrecision 0.98 (ΔE*94 at most 2.0)`.
    package var pixelCriterion: String {
        guard let maximumDeltaE else { return exact ? "any change" : "threshold \(threshold)" }
        // (1 - 0.98) * 100 is 1.999998 in Float: said to four decimals.
        return "perceptualPrecision \(perceptualPrecision) (ΔE*94 at most \((maximumDeltaE * 1e4).rounded() / 1e4))"
    }
}
