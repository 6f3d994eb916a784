#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SBLayout
import SBPNG
import SBScene

/// Widgets and folder tiles in iOS 18's and 26's icon appearances (``HomeScreenIconAppearance``
/// draws the icons), as the Customize sheet changes the whole home screen, not only its icons:
/// - dark: widgets in their dark style (the system background #1C1C1E, white text) and folders
///   on the dark material, in either appearance;
/// - tinted: widgets monochrome in the tint on the dark tile washed with the tint (the icons'
///   tile), every colour of their text and drawings the tint at an alpha of its own luminance
///   (``ink(_:look:photo:)``), a photo as the tint times its luminance, dimmed; folders on the dark material
///   with the same wash, their apps' miniatures tinted as icons are;
/// - tinted light (iOS 26 in light appearance): the same on the icons' pale frosted tile, in the
///   tint darkened (``HomeScreenIconAppearance/lightTintInk(_:)``);
/// - clear (iOS 26): widgets and folders on the clear icons' Liquid Glass, their content white
///   at an alpha of its luminance, a photo white with its luminance as alpha.
///
/// Apple documents this in WidgetKit's rendering modes (`WidgetRenderingMode.accented`: the
/// widget's content desaturated and drawn in the system's tint, its background removed for one
/// the system draws) and the HIG's "Widgets" page (tinted and clear widgets in iOS 18 and 26);
/// it publishes no formula. The alphas (the luminance to the power 0.75, so that a white label
/// is the full ink, systemGray about two thirds and black nothing) are estimated from public
/// screenshots of iOS 18's tinted and iOS 26's clear home screens.
enum HomeScreenWidgetAppearance {
    /// How a widget's own colours are replaced.
    enum Treatment: Equatable {
        /// Drawn in its own colours (default and dark icons).
        case none
        /// The tint on the dark tile.
        case tinted
        /// The darkened tint on iOS 26's pale tile.
        case tintedLight
        /// White on the clear glass.
        case clear
    }

    static func treatment(_ look: HomeScreenIconLook) -> Treatment {
        switch look.icons {
        case .standard, .dark: .none
        case .tinted: look.isTintedLight ? .tintedLight : .tinted
        case .clear: .clear
        }
    }

    /// The appearance a widget's content is drawn in before its colours are mapped: dark for
    /// dark, tinted and clear icons (white text, which maps to the full ink), else the screen's.
    static func contentAppearance(_ look: HomeScreenIconLook) -> HomeScreenSpec.Appearance {
        look.icons == .standard ? look.appearance : .dark
    }

    /// A colour's strength in the ink: its Rec. 709 luma (on the sRGB values, 0 to 1) to the
    /// power 0.75 (white 1, systemGray #8E8E93 about 0.65, black 0).
    static func strength(_ c: Color) -> Double {
        let y = 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
        return pow(min(1, max(0, y)), 0.75)
    }

    /// What a widget's text is drawn in on a tile, before ``ink(_:look:photo:)``: its own colour,
    /// but the calendar's today number (white on the disc, which the tile draws in the full ink)
    /// a shade, black at 85 %, so that it reads dark on the disc as iOS's tinted calendar
    /// shows it.
    static func onTileColor(_ t: HomeScreenWidgetLook.Text, _ content: HomeScreenWidgetContent) -> Color {
        let today = content.kind == .calendar && t.alignment == .center && t.weight == .bold && t.string == "\(content.day.day)"
        return today ? Color(white: 0, alpha: 0.85) : t.color
    }

    /// A widget colour in the treatment: the ink (the tint, the darkened tint or white) at the
    /// colour's alpha times its ``strength(_:)``; unchanged without a treatment, and a shade
    /// (black below full alpha, the photo's caption shade) is kept, so that white text over a
    /// photo still reads. In a tinted photo (`photo`), ``duotone(_:tint:light:)``.
    static func ink(_ c: Color, look: HomeScreenIconLook, photo: Bool = false) -> Color {
        let target: Color
        if c.red == 0 && c.green == 0 && c.blue == 0 && c.alpha < 1 { return c }
        switch treatment(look) {
        case .none: return c
        case .tintedLight where photo: return duotone(strength(c), tint: look.tint, light: true).withAlpha(c.alpha)
        case .tinted where photo: return duotone(strength(c), tint: look.tint, light: false).withAlpha(c.alpha)
        case .tinted: target = look.tint
        case .tintedLight: target = HomeScreenIconAppearance.lightTintInk(look.tint)
        case .clear: target = .white
        }
        return target.withAlpha(c.alpha * strength(c))
    }

    /// A tinted photo's colour at `strength` 0 to 1, as iOS shows a photo in the tint, its light
    /// and dark kept: on the dark tile (`light` false) black rising to the tint at 60 %
    /// (estimated: dimmed so that its caption, in the tint, reads over a bright sky); on iOS 26's
    /// pale tile the dark ink (``HomeScreenIconAppearance/lightTintInk(_:)``) rising to the tint
    /// mixed 70 % with white (the glyph mapping of icons, ink for white, would show it as a
    /// negative there).
    static func duotone(_ strength: Double, tint: Color, light: Bool) -> Color {
        let dark = light ? HomeScreenIconAppearance.lightTintInk(tint) : Color.black
        let bright = light ? HomeScreenIcon.shade(tint, 0.7) : HomeScreenIcon.shade(tint, -0.4)
        return Color(red: dark.red + (bright.red - dark.red) * strength, green: dark.green + (bright.green - dark.green) * strength,
                     blue: dark.blue + (bright.blue - dark.blue) * strength)
    }

    /// `p`, or for a treatment a painter that maps the widget's colours by ``ink(_:look:photo:)``
    /// and its photo as an icon image is derived (``HomeScreenIconAppearance/derived(_:icons:tint:isVariant:light:)``),
    /// or for a tinted photo (`photo`) by ``duotone(_:tint:light:)`` of each pixel's luma (its
    /// drawn colours too, its caption on the dark tile excepted).
    static func painter(_ p: any Painter, look: HomeScreenIconLook, photo: Bool = false) -> any Painter {
        guard treatment(look) != .none else { return p }
        let tintedPhoto = photo && look.icons == .tinted
        // A tinted photo's caption is the full ink on the dark tile, the pale end of the duotone
        // on iOS 26's pale one (over the photo's darkened foot either way).
        return InkMappingPainter(p, ink: { ink($0, look: look, photo: photo) }, text: { ink($0, look: look, photo: photo && look.isTintedLight) }, image: {
            tintedPhoto ? duotoneImage($0, tint: look.tint, light: look.isTintedLight)
                : HomeScreenIconAppearance.derived($0, icons: look.icons, tint: look.tint, isVariant: false, light: look.isTintedLight)
        })
    }

    /// The photo in ``duotone(_:tint:light:)``, pixel by pixel by its Rec. 709 luma (the alpha kept).
    static func duotoneImage(_ image: LoadedImage, tint: Color, light: Bool) -> LoadedImage {
        var pixels = image.image.pixels
        var table: [[UInt8]] = []
        for y in 0...255 {
            let c = duotone(Double(y) / 255, tint: tint, light: light)
            table.append([c.red, c.green, c.blue].map { UInt8(min(255, max(0, ($0 * 255).rounded()))) })
        }
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let row = table[HomeScreenIconAppearance.luma(pixels[i], pixels[i + 1], pixels[i + 2])]
            pixels[i] = row[0]; pixels[i + 1] = row[1]; pixels[i + 2] = row[2]
        }
        let key = image.key + (light ? "#duotone-light-" : "#duotone-") + [tint.red, tint.green, tint.blue].map { String(Int(($0 * 255).rounded())) }.joined(separator: ",")
        return LoadedImage(key: key, image: RGBAImage(width: image.width, height: image.height, pixels: pixels) ?? image.image)
    }

    /// The tile under a treated widget in `r` (the system's background replacing the widget's
    /// own): the dark tile washed with the tint, the pale tinted tile or the clear glass, in the
    /// widget's rounded rectangle of `radius`. Nothing without a treatment.
    static func drawTile(_ r: Rect, radius: Double, look: HomeScreenIconLook, on p: any Painter) {
        let shape: (Rect) -> Void = { p.addRoundedRect($0, radius: radius * $0.height / r.height) }
        switch treatment(look) {
        case .none:
            break
        case .tinted:
            p.withSavedState {
                shape(r)
                p.clip()
                HomeScreenIconAppearance.drawDarkTile(r, tint: look.tint, on: p)
            }
        case .tintedLight:
            HomeScreenIconAppearance.drawLightTintedTile(r, shape: shape, look: look, on: p)
        case .clear:
            HomeScreenIconAppearance.drawClearTile(r, shape: shape, look: look, on: p)
        }
    }

    /// A folder's tile in the icon appearance: the clear icons' glass, the pale tinted tile, or
    /// the folder's material (iOS 18) or glass (iOS 26) in dark appearance, washed with the tint
    /// for tinted icons; default icons keep the screen's appearance.
    static func drawFolderTile(icon r: Rect, look: HomeScreenIconLook, on p: any Painter) {
        switch treatment(look) {
        case .clear:
            HomeScreenIconAppearance.drawClearTile(r, look: look, on: p)
            return
        case .tintedLight:
            HomeScreenIconAppearance.drawLightTintedTile(r, shape: { HomeScreenIcon.addSquircle($0, on: p) }, look: look, on: p)
            return
        case .none, .tinted:
            break
        }
        HomeScreenChrome.folder(icon: r, blurred: look.blurred, origin: look.origin, screen: look.screen,
                                appearance: contentAppearance(look), system: look.system, on: p)
        guard look.icons == .tinted else { return }
        p.withSavedState {
            HomeScreenIcon.addSquircle(r, on: p)
            p.clip()
            p.fillLinearGradient(r, from: Point(x: r.midX, y: r.minY), to: Point(x: r.midX, y: r.maxY),
                                 stops: [(0, look.tint.withAlpha(0.22)), (1, look.tint.withAlpha(0.06))])
        }
    }
}
