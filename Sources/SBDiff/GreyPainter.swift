/// Paints equal pixels into the diff image the way pixelmatch does: the reference pixel's
/// brightness, faded towards white by `alpha` times the pixel's own opacity, fully opaque.
///
/// Screens are made of runs of one colour, so the last input and its grey are remembered.
struct GreyPainter {
    private let alpha: Double
    private var lastInput: UInt32
    private var lastOutput: UInt32

    init(alpha: Double) {
        self.alpha = alpha
        lastInput = 0
        lastOutput = 0
        lastOutput = Self.greyWord(of: 0, alpha: alpha)
    }

    /// The diff-image word (little-endian R, G, B, A) for a reference word.
    @inline(__always)
    mutating func word(for input: UInt32) -> UInt32 {
        if input != lastInput {
            lastInput = input
            lastOutput = Self.greyWord(of: input, alpha: alpha)
        }
        return lastOutput
    }

    /// pixelmatch's `drawGrayPixel`, in its order of operations, stored as a `Uint8Array` would.
    static func greyWord(of input: UInt32, alpha: Double) -> UInt32 {
        let r = Double(input & 0xFF), g = Double(input >> 8 & 0xFF)
        let b = Double(input >> 16 & 0xFF), a = Double(input >> 24)
        let value = 255 + (r * 0.29889531 + g * 0.58662247 + b * 0.11448223 - 255) * alpha * a / 255
        let grey = UInt32(JSNumberConversion.toUInt8(value))
        return grey | grey << 8 | grey << 16 | 0xFF00_0000
    }
}
