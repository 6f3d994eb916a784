import SBPNG

/// Small pictures built in code for the tests.
enum TestImages {
    /// A `width` x `height` picture whose pixel at (x, y) is `colour(x, y)`.
    static func make(width: Int, height: Int,
                     _ colour: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b, a) = colour(x, y)
                let i = (y * width + x) * 4
                image.pixels[i] = r
                image.pixels[i + 1] = g
                image.pixels[i + 2] = b
                image.pixels[i + 3] = a
            }
        }
        return image
    }

    /// Every pixel of `image` as (r, g, b, a), row by row.
    static func pixels(of image: RGBAImage) -> [[UInt8]] {
        stride(from: 0, to: image.pixels.count, by: 4).map { Array(image.pixels[$0..<($0 + 4)]) }
    }
}
