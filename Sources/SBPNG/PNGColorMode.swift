/// Which colour type the encoder writes.
package enum PNGColorMode: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Always RGBA8 (colour type 6).
    case rgba
    /// RGB8 (colour type 2) when every alpha is 255, RGBA8 otherwise: 25 % fewer bytes to filter
    /// and compress for opaque screenshots, and the same pixels when decoded.
    case rgbWhenOpaque

    /// The mode's name: "rgba" or "rgb-when-opaque".
    package var description: String {
        switch self {
        case .rgba: "rgba"
        case .rgbWhenOpaque: "rgb-when-opaque"
        }
    }
}
