extension RGBAImage {
    /// True when every pixel's alpha is 255, so the image can be stored as RGB without loss.
    public var isOpaque: Bool {
        isOpaque(in: PNGRegion(covering: self))
    }

    /// True when every pixel of `region` (clipped to the image) has alpha 255.
    public func isOpaque(in region: PNGRegion) -> Bool {
        let x0 = max(0, region.x), y0 = max(0, region.y)
        let x1 = min(width, region.x + region.width), y1 = min(height, region.y + region.height)
        guard x0 < x1, y0 < y1 else { return true }
        return pixels.withUnsafeBufferPointer { buffer in
            for y in y0..<y1 {
                var index = (y * width + x0) * 4 + 3
                let end = (y * width + x1) * 4
                var all: UInt8 = 255
                while index < end {
                    all &= buffer[index]
                    index += 4
                }
                if all != 255 { return false }
            }
            return true
        }
    }
}
