import CCairo

/// A rectangle of pixels in a surface: the top-left pixel and the size.
public struct PixelRect: Hashable, Sendable {
    /// The left column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// The number of columns.
    public var width: Int
    /// The number of rows.
    public var height: Int

    /// A rectangle of `width` x `height` pixels from (x, y).
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

extension ImageSurface {
    /// Bytes the surface's pixels take (rows times stride).
    public var byteCount: Int { stride * height }

    /// The smallest rectangle holding every pixel that is not fully transparent, or nil when the
    /// whole surface is transparent.
    public func paintedBounds() throws -> PixelRect? {
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
        return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
