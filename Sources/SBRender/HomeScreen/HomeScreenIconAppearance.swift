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
///   (``LiquidGlass`` with a frost of white 22 % in light appearance, black 30 % in dark);
///   iOS 26's tinted light (tinted icons on `ios26` in light appearance, ``HomeScreenIconLook/isTintedLight``),
///   the letter in the tint darkened 25 % on a pale frosted tile (``drawLightTintedTile(_:shape:look:on:)``).
/// - Folders and widgets follow the icons' appearance: ``HomeScreenWidgetAppearance``.
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
    /// - tinted light (iOS 26, `light`): the glyph ink of the tint (``lightTintInk(_:)``) at alpha
    ///   `a x Y / 255`, rounded, over the light tile: white becomes the ink, black lets the tile
    ///   show.
    static func derived(_ image: LoadedImage, icons: HomeScreenSpec.IconAppearance, tint: Color, isVariant: Bool,
                        light: Bool = false) -> LoadedImage {
        if icons == .standard || (icons == .dark && isVariant) { return image }
        var pixels = image.image.pixels
        let light = light && icons == .tinted
        let target = light ? lightTintInk(tint) : tint
        let t = [target.red, target.green, target.blue].map { min(255, max(0, Int(($0 * 255).rounded()))) }
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let r = pixels[i], g = pixels[i + 1], b = pixels[i + 2]
            switch icons {
            case .dark:
                for c in 0..<3 { pixels[i + c] = UInt8((Double(pixels[i + c]) * derivedDarkLevel).rounded()) }
            case .tinted where light:
                let y = luma(r, g, b)
                for c in 0..<3 { pixels[i + c] = UInt8(t[c]) }
                pixels[i + 3] = UInt8((Int(pixels[i + 3]) * y + 127) / 255)
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
        let suffix = icons == .tinted ? "#tinted\(light ? "-light" : "")-\(t.map(String.init).joined(separator: ","))" : "#\(icons.rawValue)"
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

    /// iOS 26's tinted light tile's frost and the tint's wash over it (estimated). Apple's iOS 26
    /// announcement (newsroom, 9 June 2025) and its Customize sheet offer tinted icons "light" as
    /// well as dark; public screenshots of the light variant show the glyph in the tint's colour
    /// on a pale, frosted tile that the wallpaper barely shows through. Apple publishes no
    /// numbers: white at 72 % over the glass, then the tint from 16 % at the top to 8 % at the
    /// bottom, are read off those screenshots.
    static let lightTile = (frost: 0.72, washTop: 0.16, washBottom: 0.08)
    /// How much darker than the tint a tinted light glyph is drawn (estimated, as ``lightTile``):
    /// 25 % towards black, so that a light tint (the default amber) still reads on the pale tile.
    static let lightInkShade = -0.25

    /// The glyph colour of iOS 26's tinted light icons and widgets: the tint 25 % towards black.
    static func lightTintInk(_ tint: Color) -> Color { HomeScreenIcon.shade(tint, lightInkShade) }

    /// iOS 26's tinted light tile in `r` (the squircle or the widget's rounded rectangle is added
    /// by `shape`): ``LiquidGlass`` over the wallpaper (when the tile is at least 30 points), white
    /// frost at 72 %, the tint washed over it.
    static func drawLightTintedTile(_ r: Rect, shape: (Rect) -> Void, look: HomeScreenIconLook, on p: any Painter) {
        if r.width >= 30 {
            LiquidGlass.draw(shape, bounds: r, blurred: look.blurred, origin: look.origin, screen: look.screen, appearance: .light, on: p)
        }
        p.withSavedState {
            shape(r)
            p.clip()
            p.paint(Color(white: 1, alpha: lightTile.frost))
            p.fillLinearGradient(r, from: Point(x: r.midX, y: r.minY), to: Point(x: r.midX, y: r.maxY),
                                 stops: [(0, look.tint.withAlpha(lightTile.washTop)), (1, look.tint.withAlpha(lightTile.washBottom))])
        }
    }

    /// The glass under a clear icon: ``LiquidGlass`` over the wallpaper behind the icon, frosted
    /// (white 22 % in light appearance, black 30 % in dark); a miniature too small for the glass's
    /// rim (under 30 points) gets the frost alone.
    static func drawClearTile(_ r: Rect, look: HomeScreenIconLook, on p: any Painter) {
        drawClearTile(r, shape: { HomeScreenIcon.addSquircle($0, on: p) }, look: look, on: p)
    }

    /// The clear glass in the outline `shape` adds for `r` (a widget's rounded rectangle).
    static func drawClearTile(_ r: Rect, shape: (Rect) -> Void, look: HomeScreenIconLook, on p: any Painter) {
        let frost = look.appearance == .dark ? Color(white: 0, alpha: 0.30) : Color(white: 1, alpha: 0.22)
        if r.width >= 30 {
            LiquidGlass.draw(shape, bounds: r, blurred: look.blurred,
                             origin: look.origin, screen: look.screen, appearance: look.appearance, on: p)
        }
        p.withSavedState {
            shape(r)
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
    /// The release drawn: iOS 26 has a tinted light variant, iOS 18 does not.
    var system: HomeScreenSpec.System = .ios18

    /// True for iOS 26's tinted light variant: tinted icons in light appearance on iOS 26 (iOS 18
    /// keeps its dark tinted look in both appearances).
    var isTintedLight: Bool { icons == .tinted && system == .ios26 && appearance == .light }
}
