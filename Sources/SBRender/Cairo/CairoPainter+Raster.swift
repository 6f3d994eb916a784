import SBCairo
import SBLayout

extension CairoPainter {
    /// The largest raster side, in pixels; larger elements are drawn as vectors.
    static let maximumRasterSide = 4096
    /// The most pixels one raster may have (16 MiB of pixels); larger elements are drawn as vectors.
    static let maximumRasterPixels = 1 << 22
    /// Steps per unit of a raster key's linear part: 2^20, finer than anything cairo resolves
    /// (it places points on 1/256 of a pixel, and an element spans well under 2^12 pixels).
    static let linearSteps = 1 << 20
    /// Steps per device pixel of a raster key's phase: 2^16. Cairo places points on 1/256 of a
    /// pixel, but a phase rounded to 1/256 moves each point by up to 1/512 pixel before cairo
    /// rounds it again, which changed about 4,500 of the benchmark frame's pixels (by up to 19
    /// levels) against about 1,000 at 2^16; the quiver's transforms come back to the same 2^16ths.
    static let phaseSteps = 1 << 16

    /// Draws an element through the raster cache, with the origin at the element's top-left
    /// corner as the renderer placed it: its raster (from the cache, or drawn now by `draw` on a
    /// fresh painter) copied pixel for pixel at `alpha` at its device pixel.
    ///
    /// The raster is drawn with the element's device transform (its linear part to 1/2^20, its
    /// origin's fraction of a device pixel to 1/2^16), so its pixels are those the vector drawing
    /// would make there but for the rounding of its anti-aliased edges, composited twice (into
    /// the raster, then over the frame), and a transform that comes back (the quiver repeats
    /// every 0.4 s) finds it again.
    ///
    /// Whether an element goes through the cache depends only on the element and its transform,
    /// never on what the cache holds: rotated, sheared and flipped elements always do; upright
    /// elements only when their origin lies on a whole device pixel (a still cell), since one
    /// sliding across the screen would need a raster for every fraction it passes.
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
              sx * 1024 >= 1, sy * 1024 >= 1, sx < 1e4, sy < 1e4, d.width > 0, d.height > 0,
              abs(m.tx) < 1e9, abs(m.ty) < 1e9 else { return false }
        // An element wholly outside the clip changes no pixel: nothing to draw or keep.
        let corners = [(d.minX, d.minY), (d.maxX, d.minY), (d.minX, d.maxY), (d.maxX, d.maxY)].map { m.apply(x: $0.0, y: $0.1) }
        let clip = canvas.deviceClipExtents
        if corners.allSatisfy({ $0.x <= clip.x0 }) || corners.allSatisfy({ $0.x >= clip.x1 })
            || corners.allSatisfy({ $0.y <= clip.y0 }) || corners.allSatisfy({ $0.y >= clip.y1 }) {
            return true
        }
        // Upright: no rotation, shear or flip beyond a billionth (a quiver angle a rounding error
        // away from zero is upright), and then only on a whole device pixel.
        let upright = abs(m.b) < 1e-9 && abs(m.c) < 1e-9 && m.a > 0 && m.d > 0
        if upright {
            guard abs(m.tx - m.tx.rounded()) < 1.0 / 1024, abs(m.ty - m.ty.rounded()) < 1.0 / 1024 else { return false }
        }
        // The key's transform: the linear part in 1/2^20ths (an upright one has exactly no
        // rotation), the origin as a whole device pixel and a phase in 1/2^16ths.
        let steps = Double(Self.linearSteps)
        let q = [m.a, upright ? 0 : m.b, upright ? 0 : m.c, m.d].map { Int(($0 * steps).rounded()) }
        let (wholeX, phaseX) = Self.split(m.tx), (wholeY, phaseY) = Self.split(m.ty)
        let elementToPixels = AffineMatrix(a: Double(q[0]) / steps, b: Double(q[1]) / steps, c: Double(q[2]) / steps, d: Double(q[3]) / steps,
                                           tx: Double(phaseX) / Double(Self.phaseSteps), ty: Double(phaseY) / Double(Self.phaseSteps))
        // The drawing bounds through that transform: the raster's pixels start at the whole
        // pixel holding their top-left corner.
        let placed = [(d.minX, d.minY), (d.maxX, d.minY), (d.minX, d.maxY), (d.maxX, d.maxY)].map { elementToPixels.apply(x: $0.0, y: $0.1) }
        let minX = placed.map(\.x).min() ?? 0, maxX = placed.map(\.x).max() ?? 0
        let minY = placed.map(\.y).min() ?? 0, maxY = placed.map(\.y).max() ?? 0
        let left = minX.rounded(.down), top = minY.rounded(.down)
        let width = Int((maxX - left).rounded(.up)), height = Int((maxY - top).rounded(.up))
        guard width > 0, height > 0, width <= Self.maximumRasterSide, height <= Self.maximumRasterSide,
              width * height <= Self.maximumRasterPixels else { return false }
        guard let look = look() else { return false }
        let key = RasterKey(look: look, a: q[0], b: q[1], c: q[2], d: q[3], phaseX: phaseX, phaseY: phaseY, deleteButton: deleteButton)
        do {
            let raster = try rasters.raster(for: key) {
                try rasterize(width: width, height: height, bounds: d,
                              elementToRaster: elementToPixels.concatenating(.translation(x: -left, y: -top)), draw: draw)
            }
            guard let pixels = raster.pixels else { return true }
            try canvas.paintInDeviceSpace(pixels, x: wholeX + Int(left) + raster.offset.x, y: wholeY + Int(top) + raster.offset.y, alpha: alpha)
        } catch {
            record(error)
        }
        return true
    }

    /// A device coordinate as a whole pixel and a phase in ``phaseSteps``ths of a pixel.
    static func split(_ value: Double) -> (pixel: Int, phase: Int) {
        let whole = value.rounded(.down)
        let phase = Int(((value - whole) * Double(phaseSteps)).rounded())
        return phase >= phaseSteps ? (Int(whole) + 1, 0) : (Int(whole), phase)
    }

    /// Draws an element's raster: `width` x `height` pixels, the element drawn through
    /// `elementToRaster` and clipped to its drawing bounds; returns its painted part, frozen, and
    /// where that part lies.
    private func rasterize(width: Int, height: Int, bounds d: Rect, elementToRaster: AffineMatrix,
                           draw: (any Painter) -> Void) throws -> RasterCache.Raster {
        let surface = try ImageSurface(width: width, height: height)
        let rasterCanvas = try Canvas(surface)
        try rasterCanvas.concatenate(elementToRaster)
        let painter = CairoPainter(canvas: rasterCanvas, fonts: fonts, surfaces: surfaces)
        painter.addRect(d)
        painter.clip()
        draw(painter)
        if let error = painter.firstError { throw error }
        try rasterCanvas.checkStatus("drawing an element's raster")
        guard let painted = try surface.paintedBounds() else { return RasterCache.Raster(pixels: nil, offset: (0, 0)) }
        return RasterCache.Raster(pixels: try FrozenRaster(copying: surface, rect: painted), offset: (painted.x, painted.y))
    }
}
