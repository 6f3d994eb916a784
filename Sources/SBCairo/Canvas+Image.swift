import CCairo
import SBLayout

extension Canvas {
    /// Draws `image` into the rectangle, fitted by `contentMode`, clipped to the rectangle,
    /// sampled with `filter`, at `alpha`. Edge pixels are extended rather than faded, so a
    /// scaled image keeps crisp edges at the rectangle's border. Empty rectangles draw nothing.
    package func drawImage(_ image: ImageSurface, x: Double, y: Double, width: Double, height: Double,
                          contentMode: ContentMode = .aspectFill, filter: ImageFilter = .good,
                          alpha: Double = 1) throws {
        let values = [x, y, width, height, alpha]
        guard values.allSatisfy(\.isFinite) else {
            throw CairoError.invalidArgument(operation: "drawImage",
                                             reason: "rectangle or alpha \(values) is not all finite")
        }
        guard width > 0, height > 0, alpha > 0 else { return }
        let scales = contentMode.scales(imageWidth: Double(image.width), imageHeight: Double(image.height),
                                        width: width, height: height)
        let drawnWidth = Double(image.width) * scales.x, drawnHeight = Double(image.height) * scales.y
        // Image space to user space: scale, then centre in the rectangle.
        let imageToUser = AffineMatrix.scale(x: scales.x, y: scales.y)
            .concatenating(.translation(x: x + (width - drawnWidth) / 2, y: y + (height - drawnHeight) / 2))
        guard imageToUser.concatenating(transform).isInvertible,
              let userToImage = imageToUser.inverted() else { return }

        let pattern = try CairoPattern(surface: image.handle.pointer)
        var m = userToImage.cairoMatrix
        cairo_pattern_set_matrix(pattern.pointer, &m)
        cairo_pattern_set_filter(pattern.pointer, filter.cairoValue)
        cairo_pattern_set_extend(pattern.pointer, CAIRO_EXTEND_PAD)
        try CairoError.check(cairo_pattern_status(pattern.pointer), "preparing an image to draw")

        try checkStatus("preparing to draw an image")
        try withSavedState {
            cairo_new_path(pointer)
            let clipX = max(x, x + (width - drawnWidth) / 2), clipY = max(y, y + (height - drawnHeight) / 2)
            cairo_rectangle(pointer, clipX, clipY, min(width, drawnWidth), min(height, drawnHeight))
            cairo_clip(pointer)
            cairo_set_source(pointer, pattern.pointer)
            if alpha >= 1 { cairo_paint(pointer) } else { cairo_paint_with_alpha(pointer, alpha) }
            try checkStatus("drawing a \(image.width) x \(image.height) image")
        }
    }
}
