import SBCairo
import SBLayout

extension CairoPainter {
    /// The largest raster side, in pixels; larger elements are drawn as vectors.
    static let maximumRasterSide = 4096
    /// The most pixels one raster may have (16 MiB of pixels); larger elements are drawn as vectors.
    static let maximumRasterPixels = 1 << 22

    /// Draws an element through the raster cache, with the origin at the element's top-left
    /// corner as the renderer placed it: its raster (from the cache, or drawn now by `draw` on a
    /// fresh painter) composited at `alpha` with the current transform.
    ///
    /// Whether an element goes through the cache depends only on the element and its transform,
    /// never on what the cache holds: upright elements (no rotation, shear or flip) whose origin
    /// lies on a whole device pixel are drawn at the device's scale and copied pixel for pixel;
    /// upright elements between pixels are drawn as vectors (the caller's); rotated, sheared and
    /// flipped elements are drawn at the scale of their axes and resampled with cairo's "good"
    /// filter (bilinear at these scales).
    /// - Parameters:
    ///   - look: the style's look key for the element (asked only for an element in the clip);
    ///     nil draws the element as vectors.
    ///   - deleteButton: whether the cell's delete button is part of the drawing.
    ///   - bounds: the style's drawing bounds for the element; the raster covers them.
    ///   - alpha: the element's opacity.
    ///   - draw: draws the element on the painter it is given.
    /// An element whose drawing bounds lie wholly outside the clip is skipped (it would change no
    /// pixel).
    /// - Returns: false when the painter has no cache, the element is upright between device
    ///   pixels, or its raster would be empty or too large: the caller draws it as vectors.
    func drawRasterized(look: () -> AnyHashable?, deleteButton: Bool, bounds d: Rect, alpha: Double, draw: (any Painter) -> Void) -> Bool {
        guard let rasters else { return false }
        let m = canvas.transform
        let sx = (m.a * m.a + m.b * m.b).squareRoot(), sy = (m.c * m.c + m.d * m.d).squareRoot()
        guard [sx, sy, d.minX, d.minY, d.width, d.height, m.tx, m.ty].allSatisfy(\.isFinite),
              sx * 1024 >= 1, sy * 1024 >= 1, sx < 1e4, sy < 1e4, d.width > 0, d.height > 0 else { return false }
        // An element wholly outside the clip changes no pixel: nothing to draw or keep.
        let corners = [(d.minX, d.minY), (d.maxX, d.minY), (d.minX, d.maxY), (d.maxX, d.maxY)].map { m.apply(x: $0.0, y: $0.1) }
        let clip = canvas.deviceClipExtents
        if corners.allSatisfy({ $0.x <= clip.x0 }) || corners.allSatisfy({ $0.x >= clip.x1 })
            || corners.allSatisfy({ $0.y <= clip.y0 }) || corners.allSatisfy({ $0.y >= clip.y1 }) {
            return true
        }
        let qx = Int((sx * 1024).rounded()), qy = Int((sy * 1024).rounded())
        let scaleX = Double(qx) / 1024, scaleY = Double(qy) / 1024
        // Upright: no rotation, shear or flip beyond a billionth (a quiver angle a rounding error
        // away from zero is upright).
        let upright = abs(m.b) < 1e-9 && abs(m.c) < 1e-9 && m.a > 0 && m.d > 0
        var deviceX = 0, deviceY = 0, fractionX = 0.0, fractionY = 0.0
        if upright {
            // Copied pixel for pixel only from a whole device pixel (a still cell); an upright
            // element between pixels (one sliding across the screen) would need a raster for
            // every fraction it passes, so it is drawn as vectors.
            let originX = m.tx.rounded(), originY = m.ty.rounded()
            guard abs(m.tx - originX) < 1.0 / 1024, abs(m.ty - originY) < 1.0 / 1024,
                  abs(originX) < 1e9, abs(originY) < 1e9 else { return false }
            // The drawing bounds' corner, in device pixels from the element's origin: a whole
            // part and a fraction the raster is drawn at (both fixed by the key's scale and look).
            let startX = scaleX * d.minX, startY = scaleY * d.minY
            let wholeX = startX.rounded(.down), wholeY = startY.rounded(.down)
            fractionX = startX - wholeX
            fractionY = startY - wholeY
            deviceX = Int(originX + wholeX)
            deviceY = Int(originY + wholeY)
        }
        let width = Int((d.width * scaleX + fractionX).rounded(.up)), height = Int((d.height * scaleY + fractionY).rounded(.up))
        guard width > 0, height > 0, width <= Self.maximumRasterSide, height <= Self.maximumRasterSide,
              width * height <= Self.maximumRasterPixels else { return false }
        guard let look = look() else { return false }
        let key = RasterKey(look: look, scaleX: qx, scaleY: qy, upright: upright, deleteButton: deleteButton)
        do {
            let (raster, offset) = try rasters.raster(for: key) {
                try rasterize(width: width, height: height, bounds: d, scaleX: scaleX, scaleY: scaleY,
                              fractionX: fractionX, fractionY: fractionY, draw: draw)
            }
            guard let raster else { return true }
            if upright {
                try canvas.paintInDeviceSpace(raster, x: deviceX + offset.x, y: deviceY + offset.y, alpha: alpha)
            } else {
                // User space to the raster's pixels: from the drawing bounds' corner, scaled,
                // less the part cropped away.
                let userToRaster = AffineMatrix.translation(x: -d.minX, y: -d.minY)
                    .concatenating(.scale(x: scaleX, y: scaleY))
                    .concatenating(.translation(x: -Double(offset.x), y: -Double(offset.y)))
                try canvas.paint(raster, userToSurface: userToRaster, filter: .good, alpha: alpha)
            }
        } catch {
            record(error)
        }
        return true
    }

    /// Draws an element's raster: `width` x `height` pixels covering the drawing bounds at the
    /// given scale, shifted by the fraction of a pixel it starts at; returns its painted part and
    /// where that part lies.
    private func rasterize(width: Int, height: Int, bounds d: Rect, scaleX: Double, scaleY: Double,
                           fractionX: Double, fractionY: Double, draw: (any Painter) -> Void) throws
        -> (raster: ImageSurface?, offset: (x: Int, y: Int)) {
        let surface = try ImageSurface(width: width, height: height)
        let rasterCanvas = try Canvas(surface)
        try rasterCanvas.translate(x: fractionX, y: fractionY)
        try rasterCanvas.scale(x: scaleX, y: scaleY)
        try rasterCanvas.translate(x: -d.minX, y: -d.minY)
        let painter = CairoPainter(canvas: rasterCanvas, fonts: fonts, surfaces: surfaces)
        painter.addRect(d)
        painter.clip()
        draw(painter)
        if let error = painter.firstError { throw error }
        try rasterCanvas.checkStatus("drawing an element's raster")
        guard let painted = try surface.paintedBounds() else { return (nil, (0, 0)) }
        if painted == PixelRect(x: 0, y: 0, width: width, height: height) { return (surface, (0, 0)) }
        return (try surface.cropped(to: painted), (painted.x, painted.y))
    }
}
