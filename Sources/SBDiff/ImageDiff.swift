import SBPNG

/// Compares two images the way pixelmatch 7.1.0 (mapbox/pixelmatch) does and reports the same
/// mismatch count and, pixel for pixel, the same diff image; it also reports the largest sample
/// difference and the bounding box of the counted differences.
///
/// The first image is the reference (pixelmatch's `img1`, whose faded copy fills the diff image),
/// the second the actual render (`img2`; where it is the darker one,
/// ``ImageDiffOptions/diffColorAlt`` is used).
package struct ImageDiff: Sendable {
    /// The threshold, anti-aliasing handling and diff image colours.
    package var options: ImageDiffOptions

    /// A comparison with these options; pixelmatch's defaults by default.
    package init(options: ImageDiffOptions = ImageDiffOptions()) {
        self.options = options
    }

    /// Compares `reference` with `actual`, which must have the same size.
    /// - Parameters:
    ///   - reference: the expected image (pixelmatch's `img1`).
    ///   - actual: the rendered image (pixelmatch's `img2`).
    ///   - drawingDiffImage: whether to produce ``ImageDiffResult/diffImage``.
    /// - Returns: the counts, the largest sample difference, the bounds and the diff image.
    /// - Throws: ``ImageDiffError/sizeMismatch(referenceWidth:referenceHeight:actualWidth:actualHeight:)``
    ///   when the sizes differ, ``ImageDiffError/malformedImage(role:width:height:byteCount:)`` when
    ///   an image's buffer does not match its size.
    package func compare(_ reference: RGBAImage, _ actual: RGBAImage,
                        drawingDiffImage: Bool = true) throws(ImageDiffError) -> ImageDiffResult {
        guard reference.width == actual.width, reference.height == actual.height else {
            throw .sizeMismatch(referenceWidth: reference.width, referenceHeight: reference.height,
                                actualWidth: actual.width, actualHeight: actual.height)
        }
        try Self.validate(reference, role: "reference")
        try Self.validate(actual, role: "actual")

        let width = reference.width, height = reference.height
        let kernel = DiffKernel(width: width, height: height, options: options)
        var tally = DiffKernel.Tally()
        var diffImage = drawingDiffImage ? RGBAImage(width: width, height: height) : nil

        if width > 0, height > 0 {
            reference.pixels.withUnsafeBufferPointer { referenceBuffer in
                actual.pixels.withUnsafeBufferPointer { actualBuffer in
                    guard let a = referenceBuffer.baseAddress, let b = actualBuffer.baseAddress else { return }
                    // Two copies of one array share storage: nothing to compare.
                    let identical = a == b
                    if diffImage == nil {
                        tally = kernel.run(reference: a, actual: b, output: nil, identical: identical)
                    } else {
                        diffImage?.pixels.withUnsafeMutableBufferPointer { outputBuffer in
                            tally = kernel.run(reference: a, actual: b, output: outputBuffer.baseAddress,
                                               identical: identical)
                        }
                    }
                }
            }
        }

        return ImageDiffResult(mismatchedPixels: tally.mismatched, antialiasedPixels: tally.antialiased,
                               totalPixels: width * height, maxChannelDelta: tally.maxChannelDelta,
                               bounds: tally.bounds, diffImage: diffImage, maximumDeltaE: tally.maxDeltaE,
                               differingBytes: tally.differingBytes)
    }

    private static func validate(_ image: RGBAImage, role: String) throws(ImageDiffError) {
        let (pixelCount, overflow1) = image.width.multipliedReportingOverflow(by: image.height)
        let (byteCount, overflow2) = pixelCount.multipliedReportingOverflow(by: 4)
        guard image.width >= 0, image.height >= 0, !overflow1, !overflow2, image.pixels.count == byteCount else {
            throw .malformedImage(role: role, width: image.width, height: image.height,
                                  byteCount: image.pixels.count)
        }
    }
}
