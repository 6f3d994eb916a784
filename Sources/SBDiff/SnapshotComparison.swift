import SBPNG

/// swift-snapshot-testing's image comparison, check for check (its `compare` and
/// `perceptuallyCompare` for `UIImage`, `NSImage` and layers, 1.19), with pixelmatch's tolerance
/// as sbrender's own option, off by default.
///
/// In swift-snapshot-testing's order:
/// 1. different sizes fail (``ImageDiffError/sizeMismatch(referenceWidth:referenceHeight:actualWidth:actualHeight:)``);
/// 2. equal RGBA bytes pass;
/// 3. at ``precision`` 1 and ``perceptualPrecision`` 1 any other picture fails;
/// 4. with ``perceptualPrecision`` below 1, a pixel passes when its CIE ΔE\*94 from the reference
///    (``DeltaE94``) is at most `(1 - perceptualPrecision) * 100`, and the picture passes when the
///    share of passing pixels is at least ``precision``;
/// 5. otherwise ``precision`` is the share of bytes (4 a pixel) that must be equal: the picture
///    fails when more than `Int((1 - precision) * byteCount)` bytes differ.
///
/// The arithmetic is swift-snapshot-testing's, in `Float`: a 4 x 4 picture with one channel
/// changed in 2 pixels has 62 of its 64 bytes equal; at precision 0.96, `Int(0.04 * 64)` is 2
/// bytes that may differ, so it passes; at 0.97, `Int(0.03 * 64)` is 1, so it fails.
///
/// sbrender's own tolerance, pixelmatch's: with a ``threshold``, a pixel passes when pixelmatch's
/// YIQ distance is within it; with ``includeAntialiasing`` false, a pixel that pixelmatch finds to
/// be anti-aliasing passes. Either makes the test per pixel, as ``perceptualPrecision`` does
/// (step 4, the threshold in place of ΔE\*94 when ``perceptualPrecision`` is 1).
package struct SnapshotComparison: Sendable, Hashable {
    /// The share, 0 to 1, of bytes that must be equal; with a per-pixel test, of pixels that must
    /// pass it. 1 by default.
    package var precision: Double
    /// Below 1, a pixel passes when its CIE ΔE\*94 from the reference is at most
    /// `(1 - perceptualPrecision) * 100` (0.98: at most 2, about what people notice). 1 by default.
    package var perceptualPrecision: Double
    /// sbrender's own: pixelmatch's YIQ colour threshold, 0 to 1, within which a pixel passes;
    /// nil (the default) for swift-snapshot-testing's tests only.
    package var threshold: Double?
    /// sbrender's own: false lets through the pixels pixelmatch finds to be anti-aliasing; true
    /// (the default) counts them as any other, as swift-snapshot-testing does.
    package var includeAntialiasing: Bool

    /// A comparison; the defaults are swift-snapshot-testing's (every byte equal).
    package init(precision: Double = 1, perceptualPrecision: Double = 1, threshold: Double? = nil, includeAntialiasing: Bool = true) {
        self.precision = precision
        self.perceptualPrecision = perceptualPrecision
        self.threshold = threshold
        self.includeAntialiasing = includeAntialiasing
    }

    /// What is wrong with the values, `precision must be from 0 to 1, got 1.5`; nil when they are usable.
    package var invalidValue: String? {
        for (label, value) in [("precision", precision), ("perceptualPrecision", perceptualPrecision), ("threshold", threshold ?? 0)]
        where !(value.isFinite && (0...1).contains(value)) {
            return "\(label) must be from 0 to 1, got \(value)"
        }
        return nil
    }

    /// Whether a pixel is judged on its own (ΔE\*94 or pixelmatch) rather than by its bytes.
    package var testsPixels: Bool { perceptualPrecision < 1 || threshold != nil || !includeAntialiasing }

    /// The image diff's options for this comparison: the pixels it counts are the pixels that fail.
    package var diffOptions: ImageDiffOptions {
        ImageDiffOptions(threshold: threshold ?? 0.1, includeAA: includeAntialiasing, perceptualPrecision: perceptualPrecision,
                         exact: threshold == nil)
    }

    /// Compares `actual` with `reference`.
    /// - Parameters:
    ///   - reference: the expected picture.
    ///   - actual: the picture made now.
    ///   - drawingDiffImage: whether to draw the diff picture (the failing pixels in red).
    /// - Returns: the verdict with its numbers.
    /// - Throws: ``ImageDiffError`` when the sizes differ or a buffer does not match its size.
    package func compare(_ reference: RGBAImage, _ actual: RGBAImage, drawingDiffImage: Bool = true) throws(ImageDiffError) -> SnapshotVerdict {
        let result = try ImageDiff(options: diffOptions).compare(reference, actual, drawingDiffImage: drawingDiffImage)
        // Step 2: equal bytes pass.
        if result.differingBytes == 0 { return SnapshotVerdict(failure: nil, result: result) }
        let requiredPrecision = Float(precision)
        if testsPixels {
            // Step 4: the share of passing pixels, as perceptuallyCompare's slow path counts it.
            let pixelPrecision = 1 - Float(result.mismatchedPixels) / Float(result.totalPixels)
            guard pixelPrecision < requiredPrecision else { return SnapshotVerdict(failure: nil, result: result) }
            var failure = "The percentage of pixels that match \(pixelPrecision) is less than required \(requiredPrecision)"
            if perceptualPrecision < 1 {
                let lowest = 1 - min(Float(result.maximumDeltaE) / 100, 1)
                failure += "\nThe lowest perceptual color precision \(lowest) is less than required \(Float(perceptualPrecision))"
            }
            return SnapshotVerdict(failure: failure, result: result)
        }
        // Step 3.
        if precision >= 1 { return SnapshotVerdict(failure: "Newly-taken snapshot does not match reference.", result: result) }
        // Step 5.
        let byteCount = result.totalPixels * 4
        let byteCountThreshold = Int((1 - requiredPrecision) * Float(byteCount))
        guard result.differingBytes > byteCountThreshold else { return SnapshotVerdict(failure: nil, result: result) }
        let actualPrecision = 1 - Float(result.differingBytes) / Float(byteCount)
        return SnapshotVerdict(failure: "Actual image precision \(actualPrecision) is less than required \(requiredPrecision)", result: result)
    }
}
