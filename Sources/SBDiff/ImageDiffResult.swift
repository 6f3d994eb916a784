import SBPNG

/// What a comparison found.
package struct ImageDiffResult: Sendable, Equatable {
    /// Pixels that differ beyond the threshold and are not excused as anti-aliasing
    /// (pixelmatch's return value).
    package var mismatchedPixels: Int
    /// Pixels that differ beyond the threshold but were excused as anti-aliasing (always 0 when
    /// ``ImageDiffOptions/includeAA`` is set, since then they are counted in ``mismatchedPixels``).
    package var antialiasedPixels: Int
    /// Pixels in each image: width times height.
    package var totalPixels: Int
    /// The largest absolute difference of any one sample (R, G, B or A) between the two images,
    /// 0...255, whatever the threshold.
    package var maxChannelDelta: Int
    /// The smallest rectangle holding every counted difference; nil when none was counted.
    package var bounds: PNGRegion?
    /// The diff image, when one was asked for.
    package var diffImage: RGBAImage?
    /// The largest CIE ΔE\*94 of a counted pixel when ``ImageDiffOptions/perceptualPrecision``
    /// decided (0 otherwise): swift-snapshot-testing's "lowest perceptual color precision" is
    /// `1 - maximumDeltaE / 100`.
    package var maximumDeltaE: Double
    /// Bytes (R, G, B, A samples) that differ between the two images, whatever the threshold:
    /// swift-snapshot-testing's `precision` is the share of equal bytes.
    package var differingBytes: Int

    /// A result with every figure given.
    package init(mismatchedPixels: Int, antialiasedPixels: Int, totalPixels: Int, maxChannelDelta: Int,
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
    package var ratio: Double {
        totalPixels == 0 ? 0 : Double(mismatchedPixels) / Double(totalPixels)
    }

    /// Whether no difference was counted.
    package var isMatch: Bool { mismatchedPixels == 0 }
}
