extension RGBAImage {
    /// True when every pixel's alpha is 255, so the image can be stored as RGB without loss.
    package var isOpaque: Bool {
        isOpaque(in: PNGRegion(covering: self))
    }

    /// True when every pixel of `region` (clipped to the image) has alpha 255.
    package func isOpaque(in region: PNGRegion) -> Bool {
        let x0 = max(0, region.x), y0 = max(0, region.y)
        let x1 = min(width, region.x + region.width), y1 = min(height, region.y + region.height)
        guard x0 < x1, y0 < y1 else { return true }
        return pixels.withUnsafeBytes { raw in
            // Two pixels at a time: the AND of their words keeps the alpha bytes at 255 only if
            // every alpha byte is 255.
            let alphas = UInt64(littleEndian: 0xff00_0000_ff00_0000)
            for y in y0..<y1 {
                var index = (y * width + x0) * 4
                let end = (y * width + x1) * 4
                var all = UInt64.max
                while index + 8 <= end {
                    all &= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    index += 8
                }
                if all & alphas != alphas || (index < end && raw[index + 3] != 255) { return false }
            }
            return true
        }
    }
}
