/// A colour as red, green, blue and alpha components from 0 to 1, not premultiplied, in the
/// surface's (sRGB) space. Components outside 0...1 are clamped by cairo when used.
public struct CairoColor: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0 to 1.
    public var red: Double
    /// The green component, 0 to 1.
    public var green: Double
    /// The blue component, 0 to 1.
    public var blue: Double
    /// The opacity, 0 (transparent) to 1 (opaque); not premultiplied into the other components.
    public var alpha: Double

    /// A colour from components from 0 to 1, opaque by default.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A grey: `white` 0 is black, 1 is white.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from a 24-bit `0xRRGGBB` literal, as in CSS and design tools.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xff) / 255,
                  green: Double((hex >> 8) & 0xff) / 255,
                  blue: Double(hex & 0xff) / 255,
                  alpha: alpha)
    }

    /// The same colour with its alpha multiplied by `factor`.
    public func withAlpha(multipliedBy factor: Double) -> CairoColor {
        CairoColor(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// Opaque black.
    public static let black = CairoColor(white: 0)
    /// Opaque white.
    public static let white = CairoColor(white: 1)
    /// Fully transparent black.
    public static let clear = CairoColor(white: 0, alpha: 0)

    var isFinite: Bool { red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite }

    /// The colour as `rgba(r, g, b, a)` with components from 0 to 1.
    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}
