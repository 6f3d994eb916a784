/// pixelmatch's perceptual colour distance, after "Measuring perceived color difference using YIQ
/// NTSC transmission color space in mobile applications" (Y. Kotsarenko, F. Ramos).
///
/// Every constant and the order of every floating-point operation follows pixelmatch 7.1.0, so
/// results agree with it bit for bit.
enum YIQColorDelta {
    /// The largest possible squared distance; the threshold is scaled by it.
    static let maximum: Double = 35215

    /// Signed squared YIQ distance between the pixel at byte offset `k` of `first` and the pixel at
    /// byte offset `m` of `second`: negative when the second pixel is the darker one, 0 when the
    /// samples are equal.
    @inline(__always)
    static func delta(_ first: UnsafePointer<UInt8>, _ k: Int, _ second: UnsafePointer<UInt8>, _ m: Int) -> Double {
        guard let (dr, dg, db) = channelDifferences(first, k, second, m) else { return 0 }
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// Brightness (Y) difference only, first minus second; 0 when the samples are equal.
    @inline(__always)
    static func brightnessDelta(_ first: UnsafePointer<UInt8>, _ k: Int, _ second: UnsafePointer<UInt8>, _ m: Int) -> Double {
        guard let (dr, dg, db) = channelDifferences(first, k, second, m) else { return 0 }
        return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    }

    /// Per-channel differences, nil when all four samples are equal. When either pixel is not
    /// opaque both are composited over a background colour, as pixelmatch 7 does: the background is
    /// chosen from `k`, the first pixel's byte offset, so it varies with the position (because `k`
    /// is a multiple of 4 the red part is always 48; green and blue alternate between 48 and 207).
    @inline(__always)
    private static func channelDifferences(
        _ first: UnsafePointer<UInt8>, _ k: Int, _ second: UnsafePointer<UInt8>, _ m: Int
    ) -> (Double, Double, Double)? {
        let r1 = Int(first[k]), g1 = Int(first[k + 1]), b1 = Int(first[k + 2]), a1 = Int(first[k + 3])
        let r2 = Int(second[m]), g2 = Int(second[m + 1]), b2 = Int(second[m + 2]), a2 = Int(second[m + 3])
        let da = a1 - a2
        if r1 == r2, g1 == g2, b1 == b2, da == 0 { return nil }
        if a1 == 255, a2 == 255 {
            return (Double(r1 - r2), Double(g1 - g2), Double(b1 - b2))
        }
        let background = Background(byteOffset: k)
        // All products are small integers, exact as in pixelmatch's doubles; only the division rounds.
        return (Double(r1 * a1 - r2 * a2 - background.red * da) / 255,
                Double(g1 * a1 - g2 * a2 - background.green * da) / 255,
                Double(b1 * a1 - b2 * a2 - background.blue * da) / 255)
    }

    /// The position-dependent background that translucent pixels are blended with.
    struct Background {
        let red: Int
        let green: Int
        let blue: Int

        init(byteOffset k: Int) {
            let position = Double(k)
            red = 48 + 159 * (k % 2)
            green = 48 + 159 * Int(JSNumberConversion.toInt32(position / 1.618033988749895) % 2)
            blue = 48 + 159 * Int(JSNumberConversion.toInt32(position / 2.618033988749895) % 2)
        }
    }
}
