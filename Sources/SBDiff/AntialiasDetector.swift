/// pixelmatch's anti-aliasing test, after "Anti-aliased Pixel and Intensity Slope Detector"
/// (V. Vysniauskas, 2009). The neighbourhood is visited column by column, as in pixelmatch, since
/// the order decides which of several equally dark or bright neighbours is examined.
struct AntialiasDetector {
    let width: Int
    let height: Int

    /// Whether the pixel at (x, y) of `image` looks like anti-aliasing: among its neighbours it has
    /// both a darker and a brighter one, at most two equal ones, and the darkest or the brightest
    /// neighbour sits in a flat area (3+ equal neighbours) in both `image` and `other`.
    func isAntialiased(_ image: UnsafePointer<UInt8>, other: UnsafePointer<UInt8>, x x1: Int, y y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let centre = (y1 * width + x1) * 4
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0

        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                let delta = YIQColorDelta.brightnessDelta(image, centre, image, (y * width + x) * 4)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < darkest {
                    darkest = delta
                    minX = x
                    minY = y
                } else if delta > brightest {
                    brightest = delta
                    maxX = x
                    maxY = y
                }
            }
        }
        if darkest == 0 || brightest == 0 { return false }

        return (hasManySiblings(image, x: minX, y: minY) && hasManySiblings(other, x: minX, y: minY))
            || (hasManySiblings(image, x: maxX, y: maxY) && hasManySiblings(other, x: maxX, y: maxY))
    }

    /// Whether the pixel at (x, y) has 3 or more neighbours of exactly its colour (a pixel on the
    /// image's edge starts with one in hand).
    func hasManySiblings(_ image: UnsafePointer<UInt8>, x x1: Int, y y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let raw = UnsafeRawPointer(image)
        let value = raw.loadUnaligned(fromByteOffset: (y1 * width + x1) * 4, as: UInt32.self)
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                if raw.loadUnaligned(fromByteOffset: (y * width + x) * 4, as: UInt32.self) == value {
                    zeroes += 1
                    if zeroes > 2 { return true }
                }
            }
        }
        return false
    }
}
