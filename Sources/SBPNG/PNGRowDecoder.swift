/// Decodes a non-interlaced image in one buffer: the inflated scanlines are placed at the end of
/// the buffer that becomes the RGBA8 pixels, and each row is unfiltered and converted into its
/// place at the front, so no second image-sized buffer is allocated (or page-faulted in).
///
/// Why the rows never overwrite data still to be read: the buffer holds S = max(4wh, h(r + 1))
/// bytes (w x h pixels, r bytes a scanline), with the scanlines at S - h(r + 1). Pixel row y ends
/// at 4w(y + 1) and scanline y + 1 starts at S - (h - y - 1)(r + 1). When r + 1 <= 4w,
/// S = 4wh and 4w(y + 1) + (h - y - 1)(r + 1) <= 4wh; otherwise S = h(r + 1), the scanlines
/// start at 0 and 4w(y + 1) <= (y + 1)(r + 1). Each scanline is copied into a two-row scratch
/// (current and previous, for the filters) before its pixel row is written.
enum PNGRowDecoder {
    /// The image, or nil when the data does not inflate to exactly the scanlines the header gives,
    /// or a scanline has an unknown filter type or a palette index out of range.
    static func decode(_ bytes: [UInt8], data: PNGWholeStreamInflater, header: PNGHeader,
                       converter: PNGPixelConverter) -> RGBAImage? {
        let width = header.width, height = header.height
        let rowBytes = header.rowBytes(pixels: width)
        let lineBytes = rowBytes + 1
        let dataSize = height * lineBytes
        let pixelSize = width * height * 4
        let size = max(pixelSize, dataSize)
        guard data.canInflate(to: dataSize) else { return nil }
        let stride = header.filterStride
        var scratch = [UInt8](repeating: 0, count: 2 * rowBytes)
        var complete = false
        let pixels = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            initialized = 0
            guard let base = buffer.baseAddress else { return }
            PNGHugePages.advise(base, count: size)
            let lines = base + (size - dataSize)
            guard data.inflate(bytes, into: lines, count: dataSize) else { return }
            complete = scratch.withUnsafeMutableBufferPointer { rows -> Bool in
                guard let rows = rows.baseAddress else { return false }
                for y in 0..<height {
                    let line = lines + y * lineBytes
                    let current = rows + (y & 1) * rowBytes
                    let above = y > 0 ? rows + ((y - 1) & 1) * rowBytes : nil
                    current.update(from: line + 1, count: rowBytes)
                    guard PNGUnfilter.apply(line[0], to: current, above: above, count: rowBytes, stride: stride),
                          converter.convert(current, count: width, into: base + y * width * 4, step: 4) == nil else {
                        return false
                    }
                }
                return true
            }
            if complete { initialized = pixelSize }
        }
        guard complete else { return nil }
        return RGBAImage(validatedWidth: width, height: height, pixels: pixels)
    }
}
