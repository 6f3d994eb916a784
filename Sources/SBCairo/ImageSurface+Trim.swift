import CCairo
import SBPNG

extension ImageSurface {
    /// Bytes the surface's pixels take (rows times stride).
    package var byteCount: Int { stride * height }

    /// The smallest rectangle holding every pixel that is not fully transparent, or nil when the
    /// whole surface is transparent.
    package func paintedBounds() throws -> PNGRegion? {
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
                // The first painted pixel from the left (none: an empty row); then from the
                // right only as far as the widest row so far reaches, since a pixel at or left
                // of it cannot widen the bounds.
                var first = 0
                while first < width, row[first] == 0 { first += 1 }
                guard first < width else { continue }
                minX = min(minX, first)
                var x = width - 1
                let stop = max(first, maxX)
                while x > stop, row[x] == 0 { x -= 1 }
                maxX = max(maxX, x)
                if minY > y { minY = y }
                maxY = y
            }
        }
        guard maxX >= 0 else { return nil }
        return PNGRegion(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
