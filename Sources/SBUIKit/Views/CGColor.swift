public import Foundation
internal import SBLayout
#if canImport(CoreGraphics)
internal import CoreGraphics
#endif

#if !canImport(CoreGraphics)
/// Core Graphics' `CGColor`, which Foundation outside Apple's platforms lacks: an immutable
/// colour in the sRGB colour space (a grey one in the grey space), as ``UIColor/cgColor`` and
/// `CALayer`'s colours hold it.
public final class CGColor: Hashable, Sendable {
    /// The components: red, green, blue and alpha, or grey and alpha.
    public let components: [CGFloat]?

    /// A colour from sRGB components (`init(red:green:blue:alpha:)`).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// A grey (`init(gray:alpha:)`).
    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, alpha]
    }

    /// How many components the colour has, alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The opacity.
    public var alpha: CGFloat { components?.last ?? 0 }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// Equal components.
    public static func == (a: CGColor, b: CGColor) -> Bool { a.components == b.components }

    /// A hash of the components.
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}
#endif

extension CGColor {
    /// The colour as SBLayout draws it, in sRGB; nil when it cannot be read as sRGB.
    var sbColor: Color? {
        #if canImport(CoreGraphics)
        guard let space = CGColorSpace(name: CGColorSpace.sRGB),
              let c = converted(to: space, intent: .defaultIntent, options: nil)?.components, c.count == 4 else { return nil }
        #else
        guard let c = components, c.count == 4 || c.count == 2 else { return nil }
        if c.count == 2 { return Color(white: Double(c[0]), alpha: Double(c[1])) }
        #endif
        return Color(red: Double(c[0]), green: Double(c[1]), blue: Double(c[2]), alpha: Double(c[3]))
    }
}
