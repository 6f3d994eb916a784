import CCairo
import SBPNG

extension ImageSurface {
    /// Bytes the surface's pixels take (rows times stride).
    public var byteCount: Int { stride * height }

    /// The smallest rectangle holding every pixel that is not fully transparent, or nil when the
    /// whole surface is transparent.
    public func paintedBounds() throws -> PNGRegion? {
        cairo_surface_flush(handle.pointer)
        try handle.checkStatus("reading an image surface")
        guard let data = cairo_image_surface_get_data(handle.pointer) else {
            throw CairoError.cairo(operation: "getting an image surface's pixels", status: "no data")
        }
        let stride = self.stride
        var minX = width, minY = height, maxX = -1, maxY = -1
        data.withMemoryRebound(to: UInt32.self, capacity: stride / 4 * height) { words in
            for y in 0..<height {
                let row = words + y * (stride / 4)
                var first = -1, last = -1
                for x in 0..<width where row[x] != 0 {
                    if first < 0 { first = x }
                    last = x
                }
                guard first >= 0 else { continue }
                minX = min(minX, first)
                maxX = max(maxX, last)
                if minY > y { minY = y }
                maxY = y
            }
        }
        guard maxX >= 0 else { return nil }
        return PNGRegion(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
