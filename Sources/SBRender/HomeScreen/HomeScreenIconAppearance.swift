import SBLayout
import SBPNG
import SBScene

/// iOS 18's and iOS 26's icon appearances (Home Screen > Edit > Customize): default, dark,
/// clear (iOS 26) and tinted.
///
/// Apple's Human Interface Guidelines ("App icons", iOS 18 and later) say what each variant is:
/// the dark icon is the app's foreground over a dark background the system supplies when the
/// image leaves it transparent; the tinted icon is a grayscale image the system colours with the
/// tint the person picks, over a dark background; iOS 26's clear icon shows the icon's shapes as
/// frosted glass over the wallpaper, light or dark after the appearance. An app that gives no
/// dark or tinted image has one made from its default icon. Apple publishes no formula or colour
/// for any of this: the tiles' colours, alphas and the derivations below are estimated from
/// public iOS 18 and iOS 26 screenshots.
///
/// What sbrender draws:
/// - Generated icons: dark, the letter in the icon's colour (lightened 15 %) on a near-black tile
///   (#2C2C2E to #0E0E10 top to bottom); tinted, the letter in the tint on the dark tile washed
///   with the tint (22 % at the top to 6 % at the bottom); clear, the letter in white on glass
///   (``LiquidGlass`` with a frost of white 22 % in light appearance, black 30 % in dark).
/// - An icon image: the asset catalogue's own `dark` or `tinted` image when the set has one
///   (``/SBScene/AppIconSet``), over the dark tile (a dark image may leave its background
///   transparent); otherwise derived from the default image by ``derived(_:icons:tint:isVariant:)``.
enum HomeScreenIconAppearance {
    /// The dark tile's top and bottom colours (estimated: iOS 18's dark icons sit on a black
    /// with a faint lift at the top).
    static let darkTile = (top: Color(hex: "#2c2c2e") ?? .black, bottom: Color(hex: "#0e0e10") ?? .black)
    /// A derived dark icon's brightness: the default image at 80 % (estimated: iOS dims an icon
    /// without a dark variant so that it sits among the dark ones without glaring).
    static let derivedDarkLevel = 0.8
    /// A derived clear icon's alpha: white at 10 % where the icon is black, rising with its
    /// luminance to 85 % where it is white (estimated from iOS 26's clear icons: the glyph reads
    /// as bright frosted glass, the icon's background as faint glass).
    static let clearAlpha = (black: 0.10, white: 0.85)

    /// The Rec. 709 luma of an 8-bit sRGB colour, 0 to 255: (2126 R + 7152 G + 722 B) / 10000,
    /// rounded (the grayscale a tinted icon starts from).
    static func luma(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
        (2126 * Int(r) + 7152 * Int(g) + 722 * Int(b) + 5000) / 10000
    }

    /// The icon image to draw for `icons`: `image` itself for the default icons and for the
    /// catalogue's own dark variant (`isVariant`), else derived, pixel by pixel (straight RGBA,
    /// the alpha kept):
    /// - dark: each channel times ``derivedDarkLevel`` (0.8), rounded.
    /// - tinted: the luma Y (``luma(_:_:_:)``) mapped onto the tint, each channel `tint x Y /
    ///   255`, rounded: white becomes the tint, black stays black, as iOS colours a grayscale
    ///   tinted image (and an icon without one, after taking its luminance).
    /// - clear: white at alpha `a x (0.10 + 0.75 x Y / 255)`: the icon desaturated into frosted
    ///   glass, the glass tile showing through its darker parts.
    /// The result's key adds the appearance (and the tint), so each drawing surface is its own.
    static func derived(_ image: LoadedImage, icons: HomeScreenSpec.IconAppearance, tint: Color, isVariant: Bool) -> LoadedImage {
        if icons == .standard || (icons == .dark && isVariant) { return image }
        var pixels = image.image.pixels
        let t = [tint.red, tint.green, tint.blue].map { min(255, max(0, Int(($0 * 255).rounded()))) }
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let r = pixels[i], g = pixels[i + 1], b = pixels[i + 2]
            switch icons {
            case .dark:
                for c in 0..<3 { pixels[i + c] = UInt8((Double(pixels[i + c]) * derivedDarkLevel).rounded()) }
            case .tinted:
                let y = luma(r, g, b)
                for c in 0..<3 { pixels[i + c] = UInt8((t[c] * y + 127) / 255) }
            case .clear:
                let y = Double(luma(r, g, b)) / 255
                let k = clearAlpha.black + (clearAlpha.white - clearAlpha.black) * y
                pixels[i] = 255; pixels[i + 1] = 255; pixels[i + 2] = 255
                pixels[i + 3] = UInt8((Double(pixels[i + 3]) * k).rounded())
            case .standard:
                break
            }
        }
        let suffix = icons == .tinted ? "#tinted-\(t.map(String.init).joined(separator: ","))" : "#\(icons.rawValue)"
        let derived = RGBAImage(width: image.width, height: image.height, pixels: pixels) ?? image.image
        return LoadedImage(key: image.key + suffix, image: derived)
    }

    /// The tile under a dark or tinted icon, in `r` (the squircle is the clip): the dark
    /// gradient, washed with the tint for tinted icons.
    static func drawDarkTile(_ r: Rect, tint: Color?, on p: any Painter) {
        let top = Point(x: r.midX, y: r.minY), bottom = Point(x: r.midX, y: r.maxY)
        p.fillLinearGradient(r, from: top, to: bottom, stops: [(0, darkTile.top), (1, darkTile.bottom)])
        if let tint {
            p.fillLinearGradient(r, from: top, to: bottom, stops: [(0, tint.withAlpha(0.22)), (1, tint.withAlpha(0.06))])
        }
    }

    /// The glass under a clear icon: ``LiquidGlass`` over the wallpaper behind the icon, frosted
    /// (white 22 % in light appearance, black 30 % in dark); a miniature too small for the glass's
    /// rim (under 30 points) gets the frost alone.
    static func drawClearTile(_ r: Rect, look: HomeScreenIconLook, on p: any Painter) {
        let frost = look.appearance == .dark ? Color(white: 0, alpha: 0.30) : Color(white: 1, alpha: 0.22)
        if r.width >= 30 {
            LiquidGlass.draw({ HomeScreenIcon.addSquircle($0, on: p) }, bounds: r, blurred: look.blurred,
                             origin: look.origin, screen: look.screen, appearance: look.appearance, on: p)
        }
        p.withSavedState {
            HomeScreenIcon.addSquircle(r, on: p)
            p.clip()
            p.paint(frost)
        }
    }
}

/// How one icon is drawn: the icons' appearance and tint, the screen's appearance, and for clear
/// icons the blurred wallpaper and where the top-left corner of the element drawing the icon
/// is on the screen (``LiquidGlass``'s `origin`).
struct HomeScreenIconLook {
    var icons: HomeScreenSpec.IconAppearance = .standard
    var tint: Color = HomeScreenSpec.defaultIconTint
    var appearance: HomeScreenSpec.Appearance = .light
    var blurred: LoadedImage?
    var origin: Point = .zero
    var screen: Size = .zero
}
