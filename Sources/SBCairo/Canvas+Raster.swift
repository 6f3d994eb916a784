import CCairo

extension Canvas {
    /// Paints `surface` at `alpha` through `userToSurface`, the map from current user space to the
    /// surface's pixels (a pattern matrix), sampled with `filter`. Nothing is drawn outside the
    /// surface (no extension of its edges), so this composites a prepared raster of an element
    /// (a rasterised layer) with the element's transform.
    /// - Throws: ``CairoError/invalidArgument(operation:reason:)`` for a matrix that cannot be
    ///   inverted or a non-finite alpha; cairo's status when drawing fails.
    public func paint(_ surface: ImageSurface, userToSurface: AffineMatrix, filter: ImageFilter, alpha: Double = 1) throws {
        guard alpha.isFinite, userToSurface.isInvertible else {
            throw CairoError.invalidArgument(operation: "painting a raster",
                                             reason: "alpha \(alpha) or matrix \(userToSurface) is not finite or not invertible")
        }
        guard alpha > 0 else { return }
        let pattern = try CairoPattern(surface: surface.handle.pointer)
        var m = userToSurface.cairoMatrix
        cairo_pattern_set_matrix(pattern.pointer, &m)
        cairo_pattern_set_filter(pattern.pointer, filter.cairoValue)
        cairo_pattern_set_extend(pattern.pointer, CAIRO_EXTEND_NONE)
        try CairoError.check(cairo_pattern_status(pattern.pointer), "preparing a raster to paint")
        try checkStatus("preparing to paint a raster")
        try withSavedState {
            cairo_set_source(pointer, pattern.pointer)
            if alpha >= 1 { cairo_paint(pointer) } else { cairo_paint_with_alpha(pointer, min(alpha, 1)) }
            try checkStatus("painting a \(surface.width) x \(surface.height) raster")
        }
    }

    /// Paints `surface` at `alpha` with its top-left pixel on device pixel (x, y), one surface
    /// pixel per device pixel, whatever the current transform (the clip still applies): an exact
    /// copy where the surface is opaque, for rasters prepared at the device's scale and offset.
    public func paintInDeviceSpace(_ surface: ImageSurface, x: Int, y: Int, alpha: Double = 1) throws {
        guard alpha.isFinite else {
            throw CairoError.invalidArgument(operation: "painting a raster", reason: "alpha \(alpha) is not finite")
        }
        guard alpha > 0 else { return }
        try checkStatus("preparing to paint a raster")
        try withSavedState {
            cairo_identity_matrix(pointer)
            cairo_set_source_surface(pointer, surface.handle.pointer, Double(x), Double(y))
            if alpha >= 1 { cairo_paint(pointer) } else { cairo_paint_with_alpha(pointer, min(alpha, 1)) }
            try checkStatus("painting a \(surface.width) x \(surface.height) raster")
        }
    }
}

extension Canvas {
    /// The rectangle the clip leaves drawable, in device pixels (x0, y0, x1, y1): what can still
    /// change on the surface.
    public var deviceClipExtents: (x0: Double, y0: Double, x1: Double, y1: Double) {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_save(pointer)
        cairo_identity_matrix(pointer)
        cairo_clip_extents(pointer, &x0, &y0, &x1, &y1)
        cairo_restore(pointer)
        return (x0, y0, x1, y1)
    }
}
