public import Foundation

extension UIColor {
    /// A colour from Display P3 components (UIKit's `init(displayP3Red:green:blue:alpha:)`),
    /// converted to extended sRGB as UIKit reports it: each component is linearised with the
    /// sRGB transfer function (Display P3 uses it too), taken through the P3-to-sRGB matrix
    /// (both D65), and encoded again with the sign kept. A saturated P3 colour lies outside sRGB,
    /// so its components can leave 0...1 (P3 red is about (1.093, -0.227, -0.150)); drawing
    /// clamps them to the nearest sRGB colour.
    public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let r = Self.linear(displayP3Red), g = Self.linear(green), b = Self.linear(blue)
        // Display P3 to linear sRGB (the two spaces' RGB-to-XYZ matrices, D65 white).
        let sr = 1.2249401 * r - 0.2249404 * g
        let sg = -0.0420569 * r + 1.0420571 * g
        let sb = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
        self.init(red: Self.encoded(sr), green: Self.encoded(sg), blue: Self.encoded(sb), alpha: alpha)
    }

    /// The sRGB transfer function's inverse, mirrored for negative values.
    private static func linear(_ v: CGFloat) -> CGFloat {
        guard v.isFinite else { return 0 }
        let a = abs(v)
        let l = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return v < 0 ? -l : l
    }

    /// The sRGB transfer function, mirrored for negative values.
    private static func encoded(_ v: CGFloat) -> CGFloat {
        let a = abs(v)
        let e = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
        return v < 0 ? -e : e
    }
}
