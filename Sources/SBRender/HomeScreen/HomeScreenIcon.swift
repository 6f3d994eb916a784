#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SBCairo
import SBLayout
import SBScene

/// Today's app icon: the continuous-corner mask, the user's picture or a generated one, the
/// label below, the badge and jiggle mode's minus badge.
enum HomeScreenIcon {
    /// Adds iOS's icon outline in `r` to the current path: a superellipse |x/a|^5 + |y/b|^5 = 1,
    /// the continuous-corner shape Apple's icon grid follows (its corners start about 22 % of the
    /// side from each corner, as ``/SBLayout/HomeScreenMetrics/iconCornerRadius`` says, and flow into
    /// the sides without the kink of a circular arc), as 30 segments a quadrant.
    static func addSquircle(_ r: Rect, on p: any Painter) {
        let a = r.width / 2, b = r.height / 2, cx = r.midX, cy = r.midY
        let steps = 120, n = 5.0
        p.newPath()
        for i in 0..<steps {
            let t = 2 * Double.pi * Double(i) / Double(steps)
            let c = cos(t), s = sin(t)
            let x = cx + a * (c < 0 ? -1 : 1) * pow(abs(c), 2 / n)
            let y = cy + b * (s < 0 ? -1 : 1) * pow(abs(s), 2 / n)
            if i == 0 { p.move(to: Point(x: x, y: y)) } else { p.line(to: Point(x: x, y: y)) }
        }
        p.closePath()
    }

    /// A 32-bit FNV-1a hash of the label's UTF-8: the same on every machine (unlike `hashValue`).
    static func hash(_ label: String) -> UInt32 {
        var h: UInt32 = 2_166_136_261
        for byte in label.utf8 {
            h ^= UInt32(byte)
            h = h &* 16_777_619
        }
        return h
    }

    /// Mixes `c` with white (`amount` > 0) or black (`amount` < 0).
    static func shade(_ c: Color, _ amount: Double) -> Color {
        let target = amount > 0 ? 1.0 : 0.0, k = abs(amount)
        return Color(red: c.red + (target - c.red) * k, green: c.green + (target - c.green) * k,
                     blue: c.blue + (target - c.blue) * k, alpha: c.alpha)
    }

    /// The generated icon's base colour: the item's colour, else a hue from the label's hash at
    /// iOS-like saturation (0.62 to 0.8) and brightness (0.82 to 0.96).
    static func baseColor(label: String, color: Color) -> Color {
        if color.alpha > 0 { return color }
        let h = hash(label)
        let hue = Double(h % 360) / 360
        let saturation = 0.62 + Double((h >> 9) % 19) / 100
        let value = 0.82 + Double((h >> 17) % 15) / 100
        return Color(hue: hue, saturation: saturation, brightness: value)
    }

    /// Draws the icon in `r` as `look` says (``HomeScreenIconAppearance``): the picture
    /// (resampled by cairo's good filter, aspect-fill; already the variant for the appearance,
    /// ``HomeScreenIconAppearance/derived(_:icons:tint:isVariant:)``) over white, the dark tile
    /// or the glass, or a generated one (default: a top-to-bottom gradient of the base colour,
    /// lighter at the top, and the label's first letter in white; dark, tinted and clear: the
    /// letter in the icon's colour (light grey for a dark one), the tint or white on their
    /// tiles; iOS 26's tinted light, the tint darkened on a pale frosted tile), under the squircle mask,
    /// with a hairline edge.
    static func draw(label: String, color: Color, image: LoadedImage?, in r: Rect, look: HomeScreenIconLook = HomeScreenIconLook(),
                     on p: any Painter) {
        let base = baseColor(label: label, color: color)
        if look.icons == .clear { HomeScreenIconAppearance.drawClearTile(r, look: look, on: p) }
        if look.isTintedLight { HomeScreenIconAppearance.drawLightTintedTile(r, shape: { addSquircle($0, on: p) }, look: look, on: p) }
        p.withSavedState {
            addSquircle(r, on: p)
            p.clip()
            switch look.icons {
            case .standard where image != nil:
                p.addRect(r)
                p.setColor(.white)
                p.fill(preserve: false)
            case .standard:
                p.fillLinearGradient(r, from: Point(x: r.midX, y: r.minY), to: Point(x: r.midX, y: r.maxY),
                                     stops: [(0, shade(base, 0.22)), (1, shade(base, -0.12))])
            case .dark:
                HomeScreenIconAppearance.drawDarkTile(r, tint: nil, on: p)
            case .tinted where look.isTintedLight:
                break
            case .tinted:
                HomeScreenIconAppearance.drawDarkTile(r, tint: look.tint, on: p)
            case .clear:
                break
            }
            if let image {
                p.drawImage(image, in: r, contentMode: .aspectFill)
                return
            }
            let letter = label.trimmingPrefixSpaces.first.map { String($0).uppercased() } ?? ""
            guard !letter.isEmpty && r.width >= 20 else { return }
            let font = systemFont(size: r.width * 0.46, weight: .bold)
            let ink: Color
            switch look.icons {
            case .standard:
                // White on a dark or saturated icon, dark grey on a light one (Rec. 709 luma over 0.75).
                let luma = 0.2126 * base.red + 0.7152 * base.green + 0.0722 * base.blue
                ink = luma > 0.75 ? Color(white: 0.2, alpha: 0.9) : Color(white: 1, alpha: 0.95)
            case .dark:
                // The icon's colour, lightened; a near-black or dark grey icon (Rec. 709 luma under
                // 0.35: Clock, Wallet, TV) gets a light grey glyph instead, as iOS's dark icons of
                // black apps are drawn, so that it does not vanish into the dark tile.
                let luma = 0.2126 * base.red + 0.7152 * base.green + 0.0722 * base.blue
                ink = luma < 0.35 ? Color(white: 0.9) : shade(base, 0.15)
            case .tinted:
                ink = look.isTintedLight ? HomeScreenIconAppearance.lightTintInk(look.tint) : look.tint
            case .clear:
                ink = Color(white: 1, alpha: look.appearance == .dark ? 0.85 : 0.95)
            }
            p.drawText(letter, in: r, style: TextStyle(font: font, color: ink, maximumLines: 1))
        }
        // A faint edge, as iOS draws on light icons over a light wallpaper (the glass has its rim).
        guard look.icons != .clear && !look.isTintedLight else { return }
        addSquircle(r.insetBy(dx: 0.25, dy: 0.25), on: p)
        p.setColor(Color(white: 0, alpha: 0.08))
        p.stroke(width: 0.5, preserve: false)
    }

    /// Today's system font (SF Pro) as sbrender draws it: Inter, its nearest free twin.
    static func systemFont(size: Double, weight: TextWeight) -> FontRequest {
        FontRequest(family: PinnedFonts.modernSystemFamily, size: size, weight: weight)
    }

    /// The label under an icon: white, one line, in the system font, with iOS's legibility
    /// shadow; a scene's `text` keys (font, size, weight, colour, alignment) over it. A label too
    /// wide for its box ends in "…" after its last whole character that fits, with no space before
    /// the ellipsis ("A Very Long…", as iOS truncates).
    static func drawLabel(_ text: String, in box: Rect, fontSize: Double, textStyle: ItemTextStyle = ItemTextStyle(), on p: any Painter) {
        guard !text.isEmpty else { return }
        var style = TextStyle(font: systemFont(size: fontSize, weight: .regular), color: .white, maximumLines: 1).applying(textStyle)
        style.maximumLines = 1
        let shown = truncated(text, width: box.width, font: style.font, on: p)
        drawLegibilityShadow(shown, in: box, style: style, on: p)
        p.drawText(shown, in: box, style: style)
    }

    /// `text`, or its longest start that fits `width` with "…" after it, less the spaces before
    /// the ellipsis.
    static func truncated(_ text: String, width: Double, font: FontRequest, on p: any Painter) -> String {
        HomeScreenLabel.truncated(text) { p.measureText($0, font: font, width: nil).width <= width }
    }

    /// iOS's legibility shadow under home-screen text: soft and wide at a low alpha (a blur of
    /// about 2 points, black at about a third at its core, fading to nothing), so that white
    /// labels read on light wallpapers without the dark outline of a hard shadow. Drawn as the
    /// text in black at 4 % alpha, 17 times: at its place, at 6 points 0.9 point around it and
    /// 10 points 2 points around it, half a point low (the copies add up where they overlap, as
    /// a Gaussian blur's weights do, to about 50 % inside the glyphs and under 10 % 2 points
    /// out).
    static func drawLegibilityShadow(_ text: String, in box: Rect, style: TextStyle, on p: any Painter) {
        var shadow = style
        shadow.color = Color(white: 0, alpha: 0.04)
        var offsets: [(Double, Double)] = [(0, 0)]
        for (count, radius) in [(6, 0.9), (10, 2.0)] {
            for i in 0..<count {
                let angle = 2 * Double.pi * Double(i) / Double(count)
                offsets.append((radius * cos(angle), radius * sin(angle)))
            }
        }
        for (dx, dy) in offsets {
            p.drawText(text, in: box.offsetBy(dx: dx, dy: dy + 0.5), style: shadow)
        }
    }

    /// The badge: iOS's red (#FF3B30) pill where ``/SBLayout/HomeScreenMetrics/badgeRect(onIcon:contentWidth:)``
    /// puts it (24 points tall at a 60-point icon, its centre 5 points inside the icon's top-right
    /// corner); the count in white.
    static func drawBadge(_ text: String, icon r: Rect, on p: any Painter) {
        guard !text.isEmpty else { return }
        let k = r.width / 60
        let font = systemFont(size: 16 * k, weight: .regular)
        let textWidth = p.measureText(text, font: font, width: nil).width
        let badge = HomeScreenMetrics.badgeRect(onIcon: r, contentWidth: textWidth)
        p.addRoundedRect(badge, radius: badge.height / 2)
        p.setColor(Color(red: 1, green: 59.0 / 255, blue: 48.0 / 255))
        p.fill(preserve: false)
        p.drawText(text, in: badge.insetBy(dx: 2 * k, dy: 0), style: TextStyle(font: font, color: .white, maximumLines: 1))
    }

    /// Jiggle mode's delete badge where ``/SBLayout/HomeScreenMetrics/minusBadgeRect(onIcon:)`` puts
    /// it: a light grey translucent disc (22 points across at a 60-point icon, centred 4 points
    /// inside the icon's top-left corner) with a black minus 10 by 2 points (iOS 14 to 18;
    /// measured on public screenshots).
    static func drawMinusBadge(icon r: Rect, on p: any Painter) {
        let k = r.width / 60
        let disc = HomeScreenMetrics.minusBadgeRect(onIcon: r)
        let c = Point(x: disc.midX, y: disc.midY)
        p.addCircle(center: c, radius: disc.width / 2)
        p.setColor(Color(white: 0.86, alpha: 0.94))
        p.fill(preserve: false)
        p.addRoundedRect(Rect(x: c.x - 5 * k, y: c.y - 1 * k, width: 10 * k, height: 2 * k), radius: 1 * k)
        p.setColor(Color(white: 0.1))
        p.fill(preserve: false)
    }
}

extension String {
    /// The string without its leading spaces.
    var trimmingPrefixSpaces: Substring { drop { $0 == " " } }
}
