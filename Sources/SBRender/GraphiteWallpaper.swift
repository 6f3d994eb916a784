import SBLayout
import SBPNG

/// The built-in `graphite` wallpaper: a radial gradient from #55555C at the centre to #111114 at
/// the corners (half the diagonal), computed per device pixel and ordered-dithered.
///
/// Drawn by cairo, the gradient has only 0x55 - 0x11 = 68 grey levels between its centre and its
/// corners: on an iPad's 768 x 1024 points at scale 3 each level is a ring about 28 pixels wide
/// (half the diagonal, 1,920 pixels, over 68 levels), and the rings read as bands. Here each
/// channel's exact value v x 255 (v interpolated linearly in sRGB, as cairo's gradient is) is
/// rounded up or down by a 2 x 2 Bayer matrix's threshold at the pixel (Bayer 1973, "An optimum
/// method for two-level rendition of continuous-tone pictures"): the four pixels of each 2 x 2
/// cell mix the two nearest levels in quarters, so their mean is the value to a quarter level
/// and no ring edge shows. A 2 x 2 matrix rather than 8 x 8: quarter levels already hide the
/// bands (looked at in crops of scale 1 and 3 pictures with the contrast stretched five times),
/// and its short period keeps PNGs small (the 768 x 1024 `springboard-badges-scale2` golden: 61 KB
/// banded, 99 KB dithered 2 x 2, 131 KB 4 x 4, 141 KB 8 x 8). The pattern depends only on the
/// pixel's place: the same bytes on every run.
enum GraphiteWallpaper {
    /// The centre's colour, #55555C.
    static let centre = Color(red: 0x55 / 255.0, green: 0x55 / 255.0, blue: 0x5c / 255.0)
    /// The corners' colour, #111114.
    static let edge = Color(red: 0x11 / 255.0, green: 0x11 / 255.0, blue: 0x14 / 255.0)
    /// The largest picture computed (16 Mi pixels); a larger one is drawn as the vector gradient.
    static let maximumPixels = 1 << 24

    /// The 2 x 2 Bayer index matrix, 0 to 3, row by row: thresholds 1/8, 5/8 above 7/8, 3/8.
    static let bayer: [Int] = [
        0, 2,
        3, 1,
    ]

    /// The level of a channel whose exact value is `value` (0 to 255) at pixel (`x`, `y`):
    /// `floor(value + (index + 0.5) / 4)`, the threshold from ``bayer``, clamped to 0...255.
    static func level(_ value: Double, x: Int, y: Int) -> UInt8 {
        let threshold = (Double(bayer[(y & 1) * 2 + (x & 1)]) + 0.5) / 4
        return UInt8(min(255, max(0, (value + threshold).rounded(.down))))
    }

    /// The wallpaper for a canvas of `size` points at `scale` pixels a point: `round(width x
    /// scale)` x `round(height x scale)` pixels, each at the gradient's value at its centre; nil
    /// when that is empty or over ``maximumPixels``.
    static func dithered(size: Size, scale: Double) -> LoadedImage? {
        let w = Int((size.width * scale).rounded()), h = Int((size.height * scale).rounded())
        guard w > 0, h > 0, w <= maximumPixels / h else { return nil }
        let cx = Double(w) / 2, cy = Double(h) / 2
        let radius = (cx * cx + cy * cy).squareRoot()
        let from = [centre.red, centre.green, centre.blue].map { $0 * 255 }
        let to = [edge.red, edge.green, edge.blue].map { $0 * 255 }
        var pixels = [UInt8](repeating: 255, count: w * h * 4)
        for y in 0..<h {
            let dy = Double(y) + 0.5 - cy
            for x in 0..<w {
                let dx = Double(x) + 0.5 - cx
                let t = min(1, (dx * dx + dy * dy).squareRoot() / radius)
                let i = (y * w + x) * 4
                for c in 0..<3 { pixels[i + c] = level(from[c] + (to[c] - from[c]) * t, x: x, y: y) }
            }
        }
        guard let image = RGBAImage(width: w, height: h, pixels: pixels) else { return nil }
        return LoadedImage(key: "\u{1}graphite-dithered@\(w)x\(h)", image: image)
    }
}
