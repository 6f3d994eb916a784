/// The tRNS colour of a greyscale or truecolour image: pixels of exactly this value (compared at
/// the image's bit depth, before any scaling) are fully transparent.
struct PNGTransparency: Sendable, Hashable {
    /// The grey value, or the red, green and blue values.
    let samples: [UInt16]

    /// Reads a tRNS chunk for a greyscale (2 bytes) or truecolour (6 bytes) image.
    init(trns data: ArraySlice<UInt8>, offset: Int, colorType: PNGColorType) throws(PNGError) {
        let expected: Int
        switch colorType {
        case .greyscale: expected = 2
        case .truecolor: expected = 6
        case .greyscaleAlpha, .truecolorAlpha:
            throw .invalidTransparency(offset: offset, reason: "\(colorType) already has an alpha channel")
        case .indexed:
            // Handled by PNGPalette; never called for indexed images.
            expected = 0
        }
        guard data.count == expected else {
            throw .invalidTransparency(offset: offset, reason: "it is \(data.count) bytes long, but \(colorType) "
                                       + "needs \(expected)")
        }
        samples = stride(from: data.startIndex, to: data.endIndex, by: 2).map { PNGBytes.uint16(data, at: $0) }
    }
}
