import SBLayout
import SBScene

/// The home screen's materials and chrome: the dock platter, the page indicator, folder tiles
/// and widgets.
enum HomeScreenChrome {
    /// The material over the blurred wallpaper: iOS's thin material, white at 32 % in light
    /// appearance, black at 28 % in dark (measured on public screenshots over flat wallpapers).
    static func materialTint(_ appearance: HomeScreenSpec.Appearance) -> Color {
        appearance == .dark ? Color(white: 0.08, alpha: 0.28) : Color(white: 1, alpha: 0.32)
    }

    /// Fills the current clip with the blurred wallpaper as it lies behind `origin` on the
    /// screen (the element's top-left corner in screen points), then the material's tint.
    static func material(blurred: LoadedImage?, origin: Point, screen: Size, bounds: Rect,
                         appearance: HomeScreenSpec.Appearance, on p: any Painter) {
        if let blurred {
            p.drawImage(blurred, in: Rect(x: -origin.x, y: -origin.y, width: screen.width, height: screen.height), contentMode: .scaleToFill)
        }
        p.addRect(bounds)
        p.setColor(materialTint(appearance))
        p.fill(preserve: false)
    }

    /// The dock's platter: a rounded rectangle of the material.
    static func dock(bounds: Rect, radius: Double, blurred: LoadedImage?, origin: Point, screen: Size,
                     appearance: HomeScreenSpec.Appearance, system: HomeScreenSpec.System = .ios18, on p: any Painter) {
        if system == .ios26 {
            LiquidGlass.draw({ p.addRoundedRect($0, radius: radius * $0.height / bounds.height) }, bounds: bounds, blurred: blurred, origin: origin,
                             screen: screen, appearance: appearance, on: p)
            return
        }
        p.withSavedState {
            p.addRoundedRect(bounds, radius: radius)
            p.clip()
            material(blurred: blurred, origin: origin, screen: screen, bounds: bounds, appearance: appearance, on: p)
        }
    }

    /// The page indicator: a pill of the material holding 7-point dots 16 points apart (the
    /// current page's white, the others white at 45 %), or on a single page iOS 16's "Search"
    /// pill: a magnifying glass and "Search" in white 13-point text.
    static func pageIndicator(bounds: Rect, pages: Int, current: Int, dots: Bool, blurred: LoadedImage?, origin: Point, screen: Size,
                              appearance: HomeScreenSpec.Appearance, system: HomeScreenSpec.System = .ios18, on p: any Painter) {
        if system == .ios26 {
            LiquidGlass.draw({ p.addRoundedRect($0, radius: $0.height / 2) }, bounds: bounds, blurred: blurred, origin: origin,
                             screen: screen, appearance: appearance, on: p)
        } else {
            p.withSavedState {
                p.addRoundedRect(bounds, radius: bounds.height / 2)
                p.clip()
                material(blurred: blurred, origin: origin, screen: screen, bounds: bounds, appearance: appearance, on: p)
            }
        }
        if dots {
            for i in 0..<pages {
                let c = Point(x: bounds.minX + 10 + 3.5 + Double(i) * 16, y: bounds.midY)
                p.addCircle(center: c, radius: 3.5)
                p.setColor(i == current ? .white : Color(white: 1, alpha: 0.45))
                p.fill(preserve: false)
            }
            return
        }
        let font = HomeScreenIcon.systemFont(size: 13, weight: .semibold)
        let text = "Search"
        let textWidth = p.measureText(text, font: font, width: nil).width
        let glass = 11.0, gap = 4.0
        let start = bounds.midX - (glass + gap + textWidth) / 2
        // The magnifying glass: a ring of radius 3.8 and a handle to the lower right.
        let c = Point(x: start + 4.5, y: bounds.midY - 1)
        p.addCircle(center: c, radius: 3.8)
        p.setColor(.white)
        p.stroke(width: 1.6, preserve: false)
        p.newPath()
        p.move(to: Point(x: c.x + 2.9, y: c.y + 2.9))
        p.line(to: Point(x: c.x + 6, y: c.y + 6))
        p.stroke(width: 1.8, preserve: false)
        p.drawText(text, in: Rect(x: start + glass + gap, y: bounds.minY, width: textWidth + 2, height: bounds.height),
                   style: TextStyle(font: font, color: .white, alignment: .left, maximumLines: 1))
    }

    /// Edit mode's buttons: a pill of the material (round for "+"), holding a white "+" of two
    /// 2-point bars half the button's height long, or `title` in 15-point semibold white
    /// (iOS 17's "+" and "Done"; public screenshots).
    static func editButton(_ title: String?, bounds: Rect, blurred: LoadedImage?, origin: Point, screen: Size,
                           appearance: HomeScreenSpec.Appearance, system: HomeScreenSpec.System = .ios18, on p: any Painter) {
        if system == .ios26 {
            LiquidGlass.draw({ p.addRoundedRect($0, radius: $0.height / 2) }, bounds: bounds, blurred: blurred, origin: origin,
                             screen: screen, appearance: appearance, on: p)
        } else {
            p.withSavedState {
                p.addRoundedRect(bounds, radius: bounds.height / 2)
                p.clip()
                material(blurred: blurred, origin: origin, screen: screen, bounds: bounds, appearance: appearance, on: p)
            }
        }
        let k = bounds.height / 30
        guard let title else {
            let arm = bounds.height / 4, bar = 2.2 * k
            p.addRoundedRect(Rect(x: bounds.midX - arm, y: bounds.midY - bar / 2, width: 2 * arm, height: bar), radius: bar / 2)
            p.addRoundedRect(Rect(x: bounds.midX - bar / 2, y: bounds.midY - arm, width: bar, height: 2 * arm), radius: bar / 2)
            p.setColor(.white)
            p.fill(preserve: false)
            return
        }
        p.drawText(title, in: bounds, style: TextStyle(font: HomeScreenIcon.systemFont(size: 15 * k, weight: .semibold), color: .white, maximumLines: 1))
    }

    /// A folder's tile: the icon's shape filled with the material (its apps are drawn on it as
    /// the layout's section 2).
    static func folder(icon r: Rect, blurred: LoadedImage?, origin: Point, screen: Size,
                       appearance: HomeScreenSpec.Appearance, system: HomeScreenSpec.System = .ios18, on p: any Painter) {
        if system == .ios26 {
            LiquidGlass.draw({ HomeScreenIcon.addSquircle($0, on: p) }, bounds: r, blurred: blurred, origin: origin, screen: screen,
                             appearance: appearance, on: p)
            return
        }
        p.withSavedState {
            HomeScreenIcon.addSquircle(r, on: p)
            p.clip()
            material(blurred: blurred, origin: origin, screen: screen, bounds: r, appearance: appearance, on: p)
        }
    }

    /// A widget: a rounded rectangle (corners of 22 points on iPhone, the widget corner radius
    /// of the 6.1-inch screens in Apple's widget templates) with the item's picture
    /// (aspect-fill) or its colour as a gradient, and its title at the top left in white
    /// semibold 15 points; without a colour, the system background (white, or #1C1C1E in dark
    /// appearance) with the title in the label colour.
    /// A built-in widget (the item's ``/SBScene/ItemStyle/widget``) is drawn by ``HomeScreenWidgetLook``.
    /// In the icon appearances (`look`, ``HomeScreenWidgetAppearance``): dark icons draw it in
    /// dark appearance; tinted and clear ones on their tile, which replaces its colour or system
    /// background, its text mapped to the ink (a user's picture is already derived as an icon's
    /// is, by the renderer, and drawn over the tile).
    static func widget(_ style: ItemStyle, image: LoadedImage?, in r: Rect, look: HomeScreenIconLook, on p: any Painter) {
        let radius = 22.0
        let appearance = HomeScreenWidgetAppearance.contentAppearance(look)
        let treated = HomeScreenWidgetAppearance.treatment(look) != .none
        HomeScreenWidgetAppearance.drawTile(r, radius: radius, look: look, on: p)
        let q = HomeScreenWidgetAppearance.painter(p, look: look, photo: style.widget?.kind == .photo)
        if let content = style.widget {
            HomeScreenWidgetLook.draw(content, image: image, in: r, appearance: appearance, onTile: treated, on: q)
            return
        }
        var titleColor = Color.white
        p.withSavedState {
            p.addRoundedRect(r, radius: radius)
            p.clip()
            if let image {
                p.drawImage(image, in: r, contentMode: .aspectFill)
            } else if style.color.alpha > 0 && !treated {
                p.fillLinearGradient(r, from: Point(x: r.minX, y: r.minY), to: Point(x: r.maxX, y: r.maxY),
                                     stops: [(0, HomeScreenIcon.shade(style.color, 0.18)), (1, HomeScreenIcon.shade(style.color, -0.15))])
            } else if !treated {
                p.addRect(r)
                p.setColor(appearance == .dark ? Color(red: 28.0 / 255, green: 28.0 / 255, blue: 30.0 / 255) : .white)
                p.fill(preserve: false)
                titleColor = appearance == .dark ? .white : .black
            }
        }
        guard !style.label.isEmpty else { return }
        let font = HomeScreenIcon.systemFont(size: 15, weight: .semibold)
        q.drawText(style.label, in: Rect(x: r.minX + 16, y: r.minY + 14, width: r.width - 32, height: 20),
                   style: TextStyle(font: font, color: titleColor, alignment: .left, maximumLines: 1, centeredVertically: false))
        // A large initial as the widget's content: the glyph a placeholder widget shows.
        let big = HomeScreenIcon.systemFont(size: min(r.width, r.height) * 0.3, weight: .bold)
        let initial = style.label.trimmingPrefixSpaces.first.map { String($0).uppercased() } ?? ""
        q.drawText(initial, in: Rect(x: r.minX + 16, y: r.maxY - 14 - min(r.width, r.height) * 0.42, width: r.width - 32, height: min(r.width, r.height) * 0.42),
                   style: TextStyle(font: big, color: titleColor.withAlpha(0.85), alignment: .left, maximumLines: 1))
    }
}
