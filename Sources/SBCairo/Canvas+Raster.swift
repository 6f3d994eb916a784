import CCairo

extension Canvas {
    /// Paints `raster` at `alpha` with its top-left pixel on device pixel (x, y), one raster
    /// pixel per device pixel, whatever the current transform (the clip still applies): an exact
    /// copy where the raster is opaque, for rasters prepared at the device's transform and
    /// offset. Safe while other threads paint the same raster.
    package func paintInDeviceSpace(_ raster: FrozenRaster, x: Int, y: Int, alpha: Double = 1) throws {
        guard alpha.isFinite else {
            throw CairoError.invalidArgument(operation: "painting a raster", reason: "alpha \(alpha) is not finite")
        }
        guard alpha > 0 else { return }
        try checkStatus("preparing to paint a raster")
        try raster.withSurface { source in
            try withSavedState {
                cairo_identity_matrix(pointer)
                cairo_set_source_surface(pointer, source, Double(x), Double(y))
                if alpha >= 1 { cairo_paint(pointer) } else { cairo_paint_with_alpha(pointer, min(alpha, 1)) }
                try checkStatus("painting a \(raster.width) x \(raster.height) raster")
            }
        }
    }
}

extension Canvas {
    /// The rectangle the clip leaves drawable, in device pixels (x0, y0, x1, y1): what can still
    /// change on the surface.
    package var deviceClipExtents: (x0: Double, y0: Double, x1: Double, y1: Double) {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_save(pointer)
        cairo_identity_matrix(pointer)
        cairo_clip_extents(pointer, &x0, &y0, &x1, &y1)
        cairo_restore(pointer)
        return (x0, y0, x1, y1)
    }
}
