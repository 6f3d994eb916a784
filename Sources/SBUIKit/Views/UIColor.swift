public import Foundation
internal import SBLayout
#if canImport(CoreGraphics)
public import CoreGraphics
#endif

/// UIKit's `UIColor`: an immutable colour with red, green, blue and alpha components in the sRGB
/// colour space (extended: components outside 0...1 are kept, and clamped where they are drawn).
///
/// The named system colours are UIKit's light appearance at the default contrast, with the
/// values Apple's Human Interface Guidelines give for iOS 17 ("Color", "Specifications"):
/// `systemBlue` is (0, 122, 255), `systemGroupedBackground` (242, 242, 247), `secondaryLabel`
/// (60, 60, 67) at 0.6. The system colours are dynamic: ``resolvedColor(with:)`` gives their dark
/// appearance (the same tables' dark values) for dark traits.
public final class UIColor: NSObject, Sendable {
    /// The components, as given (a dynamic colour's light appearance).
    let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    /// A dynamic colour's appearance for a trait collection (nil: a fixed colour).
    let provider: (@Sendable (UITraitCollection) -> UIColor)?

    /// A colour from sRGB components (`init(red:green:blue:alpha:)`).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        provider = nil
        super.init()
    }

    private init(light: UIColor, provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        red = light.red
        green = light.green
        blue = light.blue
        alpha = light.alpha
        self.provider = provider
        super.init()
    }

    /// A colour that depends on the traits (`init(dynamicProvider:)`): light or dark, the
    /// content size... Where no traits are given (``cgColor``, the components) it is its light
    /// appearance.
    public convenience init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        self.init(light: light, provider: { dynamicProvider($0).resolvedColor(with: $0) })
    }

    /// The colour for `traitCollection`: a dynamic colour's appearance there, else itself.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        provider?(traitCollection) ?? self
    }

    /// A grey: `white` in every component (`init(white:alpha:)`).
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness, each 0 to 1; a hue outside 0...1 wraps
    /// (`init(hue:saturation:brightness:alpha:)`).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let c = Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness))
        self.init(red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: alpha)
    }

    /// The colour of a Core Graphics colour (`init(cgColor:)`); an unreadable one is clear.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.sbColor ?? .clear
        self.init(red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.alpha))
    }

    /// The same colour with another alpha (`withAlphaComponent(_:)`).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let fixed = UIColor(red: red, green: green, blue: blue, alpha: alpha)
        guard let provider else { return fixed }
        return UIColor(light: fixed, provider: { provider($0).withAlphaComponent(alpha) })
    }

    /// The colour for Core Graphics and Core Animation (`CALayer`'s colours).
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// The sRGB components (`getRed(_:green:blue:alpha:)`); always true.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// Equal components.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
    }

    /// A hash of the components.
    public override var hash: Int {
        var h = Hasher()
        h.combine(red)
        h.combine(green)
        h.combine(blue)
        h.combine(alpha)
        return h.finalize()
    }

    /// The colour as SBLayout draws it.
    var sbColor: Color { Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)) }

    /// `(r, g, b)` out of 255, opaque unless `alpha` is given.
    private static func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ alpha: CGFloat = 1) -> UIColor {
        UIColor(red: r / 255, green: g / 255, blue: b / 255, alpha: alpha)
    }

    /// A system colour with its light components and its dark appearance's (HIG, "Color").
    private static func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ alpha: CGFloat = 1,
                            dark: (CGFloat, CGFloat, CGFloat, CGFloat)) -> UIColor {
        let light = UIColor(red: r / 255, green: g / 255, blue: b / 255, alpha: alpha)
        let darkColor = UIColor(red: dark.0 / 255, green: dark.1 / 255, blue: dark.2 / 255, alpha: dark.3)
        return UIColor(light: light, provider: { $0.userInterfaceStyle == .dark ? darkColor : light })
    }

    // The fixed colours UIKit documents by their components.
    /// (0, 0, 0).
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// (1/3, 1/3, 1/3).
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    /// (2/3, 2/3, 2/3).
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// (1, 1, 1).
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// (0.5, 0.5, 0.5).
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// (1, 0, 0).
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// (0, 1, 0).
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// (0, 0, 1).
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// (0, 1, 1).
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// (1, 1, 0).
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// (1, 0, 1).
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// (1, 0.5, 0).
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// (0.5, 0, 0.5).
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// (0.6, 0.4, 0.2).
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// White 0 at alpha 0.
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    // The system colours, light appearance.
    /// (255, 59, 48).
    public class var systemRed: UIColor { rgb(255, 59, 48, dark: (255, 69, 58, 1)) }
    /// (255, 149, 0).
    public class var systemOrange: UIColor { rgb(255, 149, 0, dark: (255, 159, 10, 1)) }
    /// (255, 204, 0).
    public class var systemYellow: UIColor { rgb(255, 204, 0, dark: (255, 214, 10, 1)) }
    /// (52, 199, 89).
    public class var systemGreen: UIColor { rgb(52, 199, 89, dark: (48, 209, 88, 1)) }
    /// (0, 199, 190).
    public class var systemMint: UIColor { rgb(0, 199, 190, dark: (99, 230, 226, 1)) }
    /// (48, 176, 199).
    public class var systemTeal: UIColor { rgb(48, 176, 199, dark: (64, 200, 224, 1)) }
    /// (50, 173, 230).
    public class var systemCyan: UIColor { rgb(50, 173, 230, dark: (100, 210, 255, 1)) }
    /// (0, 122, 255).
    public class var systemBlue: UIColor { rgb(0, 122, 255, dark: (10, 132, 255, 1)) }
    /// (88, 86, 214).
    public class var systemIndigo: UIColor { rgb(88, 86, 214, dark: (94, 92, 230, 1)) }
    /// (175, 82, 222).
    public class var systemPurple: UIColor { rgb(175, 82, 222, dark: (191, 90, 242, 1)) }
    /// (255, 45, 85).
    public class var systemPink: UIColor { rgb(255, 45, 85, dark: (255, 55, 95, 1)) }
    /// (162, 132, 94).
    public class var systemBrown: UIColor { rgb(162, 132, 94, dark: (172, 142, 104, 1)) }
    /// (142, 142, 147).
    public class var systemGray: UIColor { rgb(142, 142, 147) }
    /// (174, 174, 178).
    public class var systemGray2: UIColor { rgb(174, 174, 178, dark: (99, 99, 102, 1)) }
    /// (199, 199, 204).
    public class var systemGray3: UIColor { rgb(199, 199, 204, dark: (72, 72, 74, 1)) }
    /// (209, 209, 214).
    public class var systemGray4: UIColor { rgb(209, 209, 214, dark: (58, 58, 60, 1)) }
    /// (229, 229, 234).
    public class var systemGray5: UIColor { rgb(229, 229, 234, dark: (44, 44, 46, 1)) }
    /// (242, 242, 247).
    public class var systemGray6: UIColor { rgb(242, 242, 247, dark: (28, 28, 30, 1)) }
    /// The tint of controls: ``systemBlue``.
    public class var tintColor: UIColor { systemBlue }
    /// Links: ``systemBlue``.
    public class var link: UIColor { systemBlue }

    // Labels, fills, backgrounds and separators, light appearance.
    /// Black.
    public class var label: UIColor { rgb(0, 0, 0, dark: (255, 255, 255, 1)) }
    /// (60, 60, 67) at 0.6.
    public class var secondaryLabel: UIColor { rgb(60, 60, 67, 0.6, dark: (235, 235, 245, 0.6)) }
    /// (60, 60, 67) at 0.3.
    public class var tertiaryLabel: UIColor { rgb(60, 60, 67, 0.3, dark: (235, 235, 245, 0.3)) }
    /// (60, 60, 67) at 0.18.
    public class var quaternaryLabel: UIColor { rgb(60, 60, 67, 0.18, dark: (235, 235, 245, 0.18)) }
    /// (60, 60, 67) at 0.3.
    public class var placeholderText: UIColor { rgb(60, 60, 67, 0.3, dark: (235, 235, 245, 0.3)) }
    /// (120, 120, 128) at 0.2.
    public class var systemFill: UIColor { rgb(120, 120, 128, 0.2, dark: (120, 120, 128, 0.36)) }
    /// (120, 120, 128) at 0.16.
    public class var secondarySystemFill: UIColor { rgb(120, 120, 128, 0.16, dark: (120, 120, 128, 0.32)) }
    /// (118, 118, 128) at 0.12.
    public class var tertiarySystemFill: UIColor { rgb(118, 118, 128, 0.12, dark: (118, 118, 128, 0.24)) }
    /// (116, 116, 128) at 0.08.
    public class var quaternarySystemFill: UIColor { rgb(116, 116, 128, 0.08, dark: (118, 118, 128, 0.18)) }
    /// White.
    public class var systemBackground: UIColor { rgb(255, 255, 255, dark: (0, 0, 0, 1)) }
    /// (242, 242, 247).
    public class var secondarySystemBackground: UIColor { rgb(242, 242, 247, dark: (28, 28, 30, 1)) }
    /// White.
    public class var tertiarySystemBackground: UIColor { rgb(255, 255, 255, dark: (44, 44, 46, 1)) }
    /// (242, 242, 247).
    public class var systemGroupedBackground: UIColor { rgb(242, 242, 247, dark: (0, 0, 0, 1)) }
    /// White.
    public class var secondarySystemGroupedBackground: UIColor { rgb(255, 255, 255, dark: (28, 28, 30, 1)) }
    /// (242, 242, 247).
    public class var tertiarySystemGroupedBackground: UIColor { rgb(242, 242, 247, dark: (44, 44, 46, 1)) }
    /// (60, 60, 67) at 0.29.
    public class var separator: UIColor { rgb(60, 60, 67, 0.29, dark: (84, 84, 88, 0.6)) }
    /// (198, 198, 200).
    public class var opaqueSeparator: UIColor { rgb(198, 198, 200, dark: (56, 56, 58, 1)) }
}
