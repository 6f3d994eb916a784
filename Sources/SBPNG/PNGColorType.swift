/// The colour types of PNG 1.2 (IHDR byte 9) with the bit depths each allows.
package enum PNGColorType: UInt8, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// One grey sample per pixel (depths 1, 2, 4, 8, 16).
    case greyscale = 0
    /// Red, green, blue samples (depths 8, 16).
    case truecolor = 2
    /// One palette index per pixel (depths 1, 2, 4, 8); needs a PLTE chunk.
    case indexed = 3
    /// Grey and alpha samples (depths 8, 16).
    case greyscaleAlpha = 4
    /// Red, green, blue and alpha samples (depths 8, 16).
    case truecolorAlpha = 6

    /// Samples per pixel.
    package var channels: Int {
        switch self {
        case .greyscale, .indexed: 1
        case .greyscaleAlpha: 2
        case .truecolor: 3
        case .truecolorAlpha: 4
        }
    }

    /// The bit depths PNG allows for this colour type.
    package var allowedBitDepths: [Int] {
        switch self {
        case .greyscale: [1, 2, 4, 8, 16]
        case .indexed: [1, 2, 4, 8]
        case .truecolor, .greyscaleAlpha, .truecolorAlpha: [8, 16]
        }
    }

    /// "colour type 2 (truecolour)".
    package var description: String {
        let name = switch self {
        case .greyscale: "greyscale"
        case .truecolor: "truecolour"
        case .indexed: "indexed"
        case .greyscaleAlpha: "greyscale with alpha"
        case .truecolorAlpha: "truecolour with alpha"
        }
        return "colour type \(rawValue) (\(name))"
    }
}
