import SBPNG

/// What a comparison found.
public struct ImageDiffResult: Sendable, Equatable {
    /// Pixels that differ beyond the threshold and are not excused as anti-aliasing
    /// (pixelmatch's return value).
    public var mismatchedPixels: Int
    /// Pixels that differ beyond the threshold but were excused as anti-aliasing (always 0 when
    /// ``ImageDiffOptions/includeAA`` is set, since then they are counted in ``mismatchedPixels``).
    public var antialiasedPixels: Int
    /// Pixels in each image: width times height.
    public var totalPixels: Int
    /// The largest absolute difference of any one sample (R, G, B or A) between the two images,
    /// 0...255, whatever the threshold.
    public var maxChannelDelta: Int
    /// The smallest rectangle holding every counted difference; nil when none was counted.
    public var bounds: PNGRegion?
    /// The diff image, when one was asked for.
    public var diffImage: RGBAImage?
    /// The largest CIE ΔE\*94 of a counted pixel when ``ImageDiffOptions/perceptualPrecision``
    /// decided (0 otherwise): swift-snapshot-testing's "lowest perceptual color precision" is
    /// `1 - maximumDeltaE / 100`.
    public var maximumDeltaE: Double
    /// Bytes (R, G, B, A samples) that differ between the two images, whatever the threshold:
    /// swift-snapshot-testing's `precision` is the share of equal bytes.
    public var differingBytes: Int

    /// A result with every figure given.
    public init(mismatchedPixels: Int, antialiasedPixels: Int, totalPixels: Int, maxChannelDelta: Int,
                bounds: PNGRegion?, diffImage: RGBAImage?, maximumDeltaE: Double = 0, differingBytes: Int = 0) {
        self.mismatchedPixels = mismatchedPixels
        self.antialiasedPixels = antialiasedPixels
        self.totalPixels = totalPixels
        self.maxChannelDelta = maxChannelDelta
        self.bounds = bounds
        self.diffImage = diffImage
        self.maximumDeltaE = maximumDeltaE
        self.differingBytes = differingBytes
    }

    /// The share of differing pixels, ``mismatchedPixels`` / ``totalPixels``; 0 for empty images.
    public var ratio: Double {
        totalPixels == 0 ? 0 : Double(mismatchedPixels) / Double(totalPixels)
    }

    /// Whether no difference was counted.
    public var isMatch: Bool { mismatchedPixels == 0 }
}
