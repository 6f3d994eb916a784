/// A colour with straight (not premultiplied) components in 0...1, in sRGB: the one colour type of
/// every module (scenes, styles, the renderer and the Cairo canvas). Components outside 0...1 are
/// clamped where they are drawn.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0 to 1.
    public var red: Double
    /// The green component, 0 to 1.
    public var green: Double
    /// The blue component, 0 to 1.
    public var blue: Double
    /// The opacity, 0 (transparent) to 1 (opaque).
    public var alpha: Double

    /// A colour from components from 0 to 1, opaque by default
    /// (UIColor colorWithRed:green:blue:alpha:).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// UIColor colorWithWhite:alpha:.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness, each 0 to 1; a hue outside 0...1 wraps
    /// (UIColor colorWithHue:saturation:brightness:alpha:). HSB's hexcone: the hue's sixth picks
    /// the component that falls or rises.
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h.rounded(.down)) % 6
        let f = h - h.rounded(.down)
        let v = brightness, p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * f), t = brightness * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A colour from a 24-bit `0xRRGGBB` literal, as in CSS and design tools.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xff) / 255,
                  green: Double((hex >> 8) & 0xff) / 255,
                  blue: Double(hex & 0xff) / 255,
                  alpha: alpha)
    }

    /// A colour from a hex string, `#rgb`, `#rrggbb` or `#rrggbbaa`; nil for anything else.
    public init?(hex: String) {
        var s = Substring(hex)
        guard s.first == "#" else { return nil }
        s = s.dropFirst()
        let digits = s.map { $0.hexDigitValue }
        guard digits.allSatisfy({ $0 != nil }) else { return nil }
        let d = digits.compactMap { $0 }
        func byte(_ i: Int) -> Double { Double(d[i] * 16 + d[i + 1]) / 255 }
        switch d.count {
        case 3: self.init(red: Double(d[0] * 17) / 255, green: Double(d[1] * 17) / 255, blue: Double(d[2] * 17) / 255)
        case 6: self.init(red: byte(0), green: byte(2), blue: byte(4))
        case 8: self.init(red: byte(0), green: byte(2), blue: byte(4), alpha: byte(6))
        default: return nil
        }
    }

    /// Whether every component is a finite number (not NaN or infinite).
    public var isFinite: Bool { red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite }

    /// The colour as `#rrggbb`, or `#rrggbbaa` when it is translucent; a colour with a
    /// non-finite component as `rgba(r, g, b, a)` with its components from 0 to 1.
    public var description: String {
        guard isFinite else { return "rgba(\(red), \(green), \(blue), \(alpha))" }
        func h(_ v: Double) -> String {
            let b = Int((min(max(v, 0), 1) * 255).rounded())
            let s = String(b, radix: 16)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + h(red) + h(green) + h(blue) + (alpha < 1 ? h(alpha) : "")
    }

    /// The same colour with alpha `a` (UIColor colorWithAlphaComponent:).
    public func withAlpha(_ a: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: a) }

    /// The same colour with its alpha multiplied by `factor`.
    public func withAlpha(multipliedBy factor: Double) -> Color { withAlpha(alpha * factor) }

    // UIKit's named colours.
    /// blackColor: white 0.
    public static let black = Color(white: 0)
    /// whiteColor: white 1.
    public static let white = Color(white: 1)
    /// clearColor: black at alpha 0.
    public static let clear = Color(white: 0, alpha: 0)
    /// lightGrayColor: white 2/3 (#aaaaaa).
    public static let lightGray = Color(white: 2.0 / 3.0)
    /// darkGrayColor: white 1/3 (#555555).
    public static let darkGray = Color(white: 1.0 / 3.0)
    /// grayColor: white 0.5.
    public static let gray = Color(white: 0.5)
    /// redColor: pure red.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// separatorColor: UIKit's light-mode separator as drawn on white, (198, 198, 200).
    public static let separator = Color(red: 198 / 255, green: 198 / 255, blue: 200 / 255)
}
