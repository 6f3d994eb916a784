import SBPNG

extension ImageDiff {
    /// Compares two PNG files' pictures (any PNG colour type; pixels, not bytes, are compared).
    /// - Parameters:
    ///   - referencePNG: the expected picture's PNG bytes.
    ///   - actualPNG: the rendered picture's PNG bytes.
    ///   - drawingDiffImage: whether to produce ``ImageDiffResult/diffImage``.
    /// - Returns: the counts, the largest sample difference, the bounds and the diff picture.
    /// - Throws: ``ImageDiffError/unreadablePNG(role:reason:)`` when either is not a PNG SBPNG can
    ///   decode, and the errors of ``compare(_:_:drawingDiffImage:)``.
    package func compare(referencePNG: [UInt8], actualPNG: [UInt8], drawingDiffImage: Bool = true) throws(ImageDiffError) -> ImageDiffResult {
        try compare(try Self.decode(referencePNG, role: "reference"), try Self.decode(actualPNG, role: "actual"),
                    drawingDiffImage: drawingDiffImage)
    }

    static func decode(_ bytes: [UInt8], role: String) throws(ImageDiffError) -> RGBAImage {
        do {
            return try PNGDecoder.decode(bytes)
        } catch {
            throw .unreadablePNG(role: role, reason: "\(error)")
        }
    }
}

extension ImageDiffResult {
    /// The diff picture as PNG bytes, or nil when none was drawn.
    /// - Throws: the PNG encoder's error.
    package func diffPNG() throws -> [UInt8]? {
        try diffImage.map { try PNGEncoder.encode($0) }
    }
}
