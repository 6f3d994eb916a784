/// How two images are compared and how the diff image is drawn. The defaults are pixelmatch's.
public struct ImageDiffOptions: Sendable, Hashable {
    /// Matching threshold from 0 to 1; smaller is more sensitive. A pixel differs when its squared
    /// YIQ distance exceeds `35215 * threshold * threshold`.
    public var threshold: Double
    /// When false, differences found to be anti-aliasing are neither counted nor drawn as
    /// differences (they are painted ``aaColor``). When true, they count like any other difference.
    public var includeAA: Bool
    /// Opacity of the reference image in the diff image: equal pixels are drawn as its brightness
    /// faded towards white by this amount.
    public var alpha: Double
    /// Colour of anti-aliased pixels in the diff image.
    public var aaColor: DiffColor
    /// Colour of counted differences in the diff image.
    public var diffColor: DiffColor
    /// Colour of counted differences where the second (actual) image is the darker one;
    /// nil paints those with ``diffColor`` too.
    public var diffColorAlt: DiffColor?
    /// When true the diff image is a mask: only counted differences are drawn, on transparent black.
    public var diffMask: Bool

    /// Options; every default is pixelmatch's (threshold 0.1, anti-aliasing excluded, alpha 0.1,
    /// yellow for anti-aliasing, red for differences).
    public init(
        threshold: Double = 0.1,
        includeAA: Bool = false,
        alpha: Double = 0.1,
        aaColor: DiffColor = .yellow,
        diffColor: DiffColor = .red,
        diffColorAlt: DiffColor? = nil,
        diffMask: Bool = false
    ) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.alpha = alpha
        self.aaColor = aaColor
        self.diffColor = diffColor
        self.diffColorAlt = diffColorAlt
        self.diffMask = diffMask
    }

    /// pixelmatch's largest accepted squared YIQ distance for this threshold.
    var maxDelta: Double { 35215 * threshold * threshold }
}
