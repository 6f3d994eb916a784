import SBPNG

extension RGBAImage {
    /// Sets one pixel (tests build small pictures by hand).
    mutating func setPixel(x: Int, y: Int, _ p: (UInt8, UInt8, UInt8, UInt8)) {
        let i = (y * width + x) * 4
        pixels[i] = p.0
        pixels[i + 1] = p.1
        pixels[i + 2] = p.2
        pixels[i + 3] = p.3
    }
}
