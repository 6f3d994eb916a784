import SBLayout
import SBScene

/// iOS 26's Liquid Glass as the home screen uses it (the dock, folders, the Search pill, edit
/// mode's buttons), after Apple's description of the material at WWDC 2025 and in the Human
/// Interface Guidelines ("Materials": a translucent material that reflects and refracts what is
/// behind it, with specular highlights on its edges): the wallpaper behind it lightly blurred,
/// bent at the rim as by a lens's edge and clear in the middle, a faint tint, and a bright rim
/// strongest along the top and again along the bottom. Apple publishes no numbers for it: the
/// rim's width, the magnification, the tint and the highlights' alphas below are estimated from
/// public screenshots of iOS 26's home screen.
enum LiquidGlass {
    /// The magnification of the wallpaper at the outermost ring of the rim (estimated): 1.1
    /// bends it about a tenth inwards there, fading to 1 (none) where the clear middle starts.
    static let rimMagnification = 1.1
    /// The rings the rim's refraction is drawn in, from the edge inwards.
    static let rimRings = 4

    /// The glass's tint (estimated): white at 10 % in light appearance, black at 22 % in dark, far
    /// less than iOS 17's thin material (``HomeScreenChrome/materialTint(_:)``), so the wallpaper reads through.
    static func tint(_ appearance: HomeScreenSpec.Appearance) -> Color {
        appearance == .dark ? Color(white: 0, alpha: 0.22) : Color(white: 1, alpha: 0.10)
    }

    /// Draws a piece of glass whose outline `shape` adds to the path for a rectangle (`bounds`
    /// and insets of it), over the blurred wallpaper as it lies behind `origin` on the screen.
    static func draw(_ shape: (Rect) -> Void, bounds: Rect, blurred: LoadedImage?, origin: Point, screen: Size,
                     appearance: HomeScreenSpec.Appearance, on p: any Painter) {
        let rim = max(3, min(10, min(bounds.width, bounds.height) * 0.14))
        let centre = Point(x: bounds.midX, y: bounds.midY)
        // The refraction: rings from the edge inwards, each showing the wallpaper magnified a
        // little less about the glass's centre, the innermost (the clear middle) not at all.
        for ring in 0...rimRings {
            let inset = rim * Double(ring) / Double(rimRings)
            let k = 1 + (rimMagnification - 1) * Double(rimRings - ring) / Double(rimRings)
            p.withSavedState {
                shape(bounds.insetBy(dx: inset, dy: inset))
                p.clip()
                if let blurred {
                    let screenRect = Rect(x: -origin.x, y: -origin.y, width: screen.width, height: screen.height)
                    let magnified = Rect(x: centre.x + (screenRect.minX - centre.x) * k, y: centre.y + (screenRect.minY - centre.y) * k,
                                         width: screenRect.width * k, height: screenRect.height * k)
                    p.drawImage(blurred, in: magnified, contentMode: .scaleToFill)
                }
                p.addRect(bounds)
                p.setColor(tint(appearance))
                p.fill(preserve: false)
            }
        }
        // A sheen over the top third: white from 16 % (10 % in dark appearance) to nothing.
        p.withSavedState {
            shape(bounds)
            p.clip()
            let sheen = appearance == .dark ? 0.10 : 0.16
            p.fillLinearGradient(Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height / 3),
                                 from: Point(x: bounds.midX, y: bounds.minY), to: Point(x: bounds.midX, y: bounds.minY + bounds.height / 3),
                                 stops: [(0, Color(white: 1, alpha: sheen)), (1, Color(white: 1, alpha: 0))])
        }
        // The specular rim: a hairline all round, brighter along the top quarter (the light from
        // above) and along the bottom quarter (its reflection inside the glass).
        let edge = bounds.insetBy(dx: 0.5, dy: 0.5)
        let base = appearance == .dark ? 0.22 : 0.35
        shape(edge)
        p.setColor(Color(white: 1, alpha: base))
        p.stroke(width: 1, preserve: false)
        for (band, alpha) in [(Rect(x: bounds.minX - 2, y: bounds.minY - 2, width: bounds.width + 4, height: bounds.height / 4 + 2), base + 0.45),
                              (Rect(x: bounds.minX - 2, y: bounds.maxY - bounds.height / 4, width: bounds.width + 4, height: bounds.height / 4 + 2), base + 0.2)] {
            p.withSavedState {
                p.addRect(band)
                p.clip()
                shape(edge)
                p.setColor(Color(white: 1, alpha: min(1, alpha)))
                p.stroke(width: 1.3, preserve: false)
            }
        }
    }
}
