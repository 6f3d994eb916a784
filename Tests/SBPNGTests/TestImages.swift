import SBPNG

/// Small deterministic images for encoder tests.
enum TestImages {
    /// Random samples (alpha random too, unless `opaque`).
    static func noise(width: Int, height: Int, seed: UInt64, opaque: Bool = false) -> RGBAImage {
        var random = SplitMix64(state: seed)
        var image = RGBAImage(width: width, height: height)
        for i in 0..<image.pixels.count {
            image.pixels[i] = (opaque && i % 4 == 3) ? 255 : UInt8.random(in: 0...255, using: &random)
        }
        return image
    }

    /// A smooth gradient with a few flat bands: the kind of picture filters help with.
    static func gradient(width: Int, height: Int, alpha: (Int, Int) -> UInt8 = { _, _ in 255 }) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                image.pixels[i] = UInt8((x * 255) / max(1, width - 1))
                image.pixels[i + 1] = UInt8((y * 255) / max(1, height - 1))
                image.pixels[i + 2] = (x / 4 + y / 3) % 2 == 0 ? 40 : 200
                image.pixels[i + 3] = alpha(x, y)
            }
        }
        return image
    }

    /// The set the round-trip tests run on.
    static let all: [(name: String, image: RGBAImage)] = [
        ("1x1 opaque", RGBAImage(width: 1, height: 1, fill: (10, 20, 30, 255))),
        ("1x1 translucent", RGBAImage(width: 1, height: 1, fill: (10, 20, 30, 128))),
        ("7x5 noise", noise(width: 7, height: 5, seed: 1)),
        ("13x3 opaque noise", noise(width: 13, height: 3, seed: 2, opaque: true)),
        ("1x9 column", noise(width: 1, height: 9, seed: 3)),
        ("17x1 row", noise(width: 17, height: 1, seed: 4, opaque: true)),
        ("transparent 9x6", RGBAImage(width: 9, height: 6)),
        ("opaque gradient 33x21", gradient(width: 33, height: 21)),
        ("gradient with alpha 31x17", gradient(width: 31, height: 17) { x, y in UInt8((x * 7 + y * 13) % 256) }),
    ]
}
