#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A colour in CIE L\*a\*b\* (D65 white), from 8-bit sRGB: the space colour differences are
/// measured in (``DeltaE94``).
///
/// sRGB samples are linearised with the sRGB transfer function, turned into CIE XYZ with the sRGB
/// (D65) matrix, and into L\*a\*b\* relative to the D65 white point (X 0.95047, Y 1, Z 1.08883).
/// A pixel that is not opaque is blended over white first, so the transparent pixels of two
/// pictures compare as the white they show on a page.
package struct LabColor: Sendable, Hashable {
    /// Lightness, 0 (black) to 100 (white).
    package var lightness: Double
    /// Green (negative) to red (positive).
    package var a: Double
    /// Blue (negative) to yellow (positive).
    package var b: Double

    /// A colour from its coordinates.
    /// - Parameters:
    ///   - lightness: L\*, 0 to 100.
    ///   - a: a\*.
    ///   - b: b\*.
    package init(lightness: Double, a: Double, b: Double) {
        self.lightness = lightness
        self.a = a
        self.b = b
    }

    /// The colour of an 8-bit sRGB sample, blended over white by its alpha.
    /// - Parameters:
    ///   - red: red, 0 to 255.
    ///   - green: green, 0 to 255.
    ///   - blue: blue, 0 to 255.
    ///   - alpha: opacity, 0 to 255 (255, opaque, by default).
    package init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        let r = LabColor.linear(red, alpha), g = LabColor.linear(green, alpha), b = LabColor.linear(blue, alpha)
        let x = 0.4124564 * r + 0.3575761 * g + 0.1804375 * b
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = 0.0193339 * r + 0.1191920 * g + 0.9503041 * b
        let fx = LabColor.f(x / 0.95047), fy = LabColor.f(y), fz = LabColor.f(z / 1.08883)
        self.init(lightness: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// The linear light of an 8-bit sRGB sample blended over white by `alpha`.
    private static func linear(_ sample: UInt8, _ alpha: UInt8) -> Double {
        if alpha == 255 { return linearTable[Int(sample)] }
        // Over white: 255 + (sample - 255) * alpha / 255, on the encoded values.
        let blended = 255 + (Double(sample) - 255) * Double(alpha) / 255
        return transfer(blended / 255)
    }

    /// The sRGB transfer function, inverted: encoded 0...1 to linear 0...1.
    private static func transfer(_ encoded: Double) -> Double {
        encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
    }

    /// The 256 linear values of the opaque samples.
    private static let linearTable: [Double] = (0...255).map { transfer(Double($0) / 255) }

    /// CIE L\*a\*b\*'s compression of a ratio to the white point.
    private static func f(_ t: Double) -> Double {
        // (6/29)^3 and t / (3 (6/29)^2) + 4/29 below it.
        let delta = 6.0 / 29
        return t > delta * delta * delta ? cbrt(t) : t / (3 * delta * delta) + 4.0 / 29
    }
}
