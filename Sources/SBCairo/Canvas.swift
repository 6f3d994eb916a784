import CCairo

/// A drawing context (`cairo_t`) on one surface. User space starts with one unit per pixel
/// (image surfaces) or per point (PDF) or per SVG user unit, origin top-left, y down.
///
/// Errors: operations that could put cairo into its permanent error state (transforms that
/// cannot be inverted, non-finite numbers, bad dashes) are checked in Swift first and throw
/// without touching cairo. Path building does not throw: a non-finite coordinate is remembered
/// and thrown by the next painting operation (`fill`, `stroke`, `clip`, `paint`, ...), which
/// also reports any cairo error status. Nothing is ignored.
///
/// Not thread-safe; use one canvas per surface per task.
package final class Canvas {
    let pointer: OpaquePointer
    /// Keeps the target alive as long as the canvas.
    private let target: SurfaceHandle
    /// The first invalid path argument since the last painting operation.
    var pendingError: CairoError?
    /// True on a raster surface (pixels), false on an SVG or PDF document (vectors).
    package let drawsPixels: Bool

    /// A canvas drawing into a raster surface.
    package convenience init(_ surface: ImageSurface) throws {
        try self.init(target: surface.handle, drawsPixels: true)
    }

    /// A canvas drawing into an SVG document.
    package convenience init(_ surface: SVGSurface) throws {
        try self.init(target: surface.handle, drawsPixels: false)
    }

    /// A canvas drawing into a PDF document.
    package convenience init(_ surface: PDFSurface) throws {
        try self.init(target: surface.handle, drawsPixels: false)
    }

    private init(target: SurfaceHandle, drawsPixels: Bool) throws {
        self.drawsPixels = drawsPixels
        try target.checkStatus("preparing a surface for drawing")
        self.pointer = try CairoError.created(cairo_create(target.pointer), "context", operation: "creating a drawing context",
                                              status: cairo_status, destroy: cairo_destroy)
        self.target = target
    }

    deinit { cairo_destroy(pointer) }

    /// Throws the first remembered invalid argument, or cairo's error status, naming
    /// `operation`.
    package func checkStatus(_ operation: @autoclosure () -> String = "drawing") throws {
        if let pendingError {
            self.pendingError = nil
            throw pendingError
        }
        try CairoError.check(cairo_status(pointer), operation())
    }

    // MARK: State

    /// Runs `body` and then restores the transform, clip, source, stroke style, antialias and
    /// operator to what they were before.
    package func withSavedState<R>(_ body: () throws -> R) rethrows -> R {
        cairo_save(pointer)
        defer { cairo_restore(pointer) }
        return try body()
    }

    /// Draws everything `body` draws into an offscreen group, then composites the group at
    /// `alpha` (0...1). This is a layer's opacity: overlapping parts inside the group do not
    /// show through each other. State changes inside `body` do not leak out.
    package func withGroup<R>(alpha: Double, _ body: () throws -> R) throws -> R {
        guard alpha.isFinite else {
            throw CairoError.invalidArgument(operation: "withGroup", reason: "alpha \(alpha) is not finite")
        }
        cairo_save(pointer)
        defer { cairo_restore(pointer) }
        cairo_push_group(pointer)
        let result: R
        do {
            result = try body()
        } catch {
            if let group = cairo_pop_group(pointer) { cairo_pattern_destroy(group) }
            throw error
        }
        cairo_pop_group_to_source(pointer)
        cairo_paint_with_alpha(pointer, min(max(alpha, 0), 1))
        try checkStatus("compositing a group at alpha \(alpha)")
        return result
    }

    /// Edge smoothing for fills and strokes (text follows the font setup's options).
    package func setAntialias(_ antialias: Antialias) {
        cairo_set_antialias(pointer, antialias.cairoValue)
    }

    /// Sets how the next fills, strokes and paints combine with what is already drawn
    /// (cairo_set_operator).
    package func setOperator(_ op: CompositingOperator) {
        cairo_set_operator(pointer, op.cairoValue)
    }

    /// Sets which parts of a self-intersecting path the next fills and clips treat as inside
    /// (cairo_set_fill_rule).
    package func setFillRule(_ rule: FillRule) {
        cairo_set_fill_rule(pointer, rule.cairoValue)
    }

    /// Ends the current page and starts a new one (PDF: a new page; images: no visible effect).
    package func showPage() throws {
        try checkStatus("drawing before a page break")
        cairo_show_page(pointer)
        try checkStatus("starting a new page")
    }

    // MARK: Transform

    /// The current user-to-device transform.
    package var transform: AffineMatrix {
        var m = cairo_matrix_t()
        cairo_get_matrix(pointer, &m)
        return AffineMatrix(m)
    }

    /// Replaces the current transform. Throws for transforms that cannot be inverted.
    package func setTransform(_ matrix: AffineMatrix) throws {
        try Self.validate(matrix, "setTransform")
        var m = matrix.cairoMatrix
        cairo_set_matrix(pointer, &m)
    }

    /// Applies `matrix` to user space before the current transform (cairo_transform;
    /// CGContextConcatCTM). Throws for transforms that cannot be inverted.
    package func concatenate(_ matrix: AffineMatrix) throws {
        try Self.validate(matrix, "concatenate")
        let combined = matrix.concatenating(transform)
        try Self.validate(combined, "concatenate")
        var m = matrix.cairoMatrix
        cairo_transform(pointer, &m)
    }

    /// Moves user space's origin by x and y, in current user units (cairo_translate).
    /// - Throws: ``CairoError/invalidArgument(operation:reason:)`` for non-finite distances.
    package func translate(x: Double, y: Double) throws {
        try concatenate(.translation(x: x, y: y))
    }

    /// Scales user space. A zero scale throws (nothing drawn at that scale would show anyway;
    /// skip the drawing instead).
    package func scale(x: Double, y: Double) throws {
        try concatenate(.scale(x: x, y: y))
    }

    /// Rotates user space by `radians`, clockwise on screen.
    package func rotate(radians: Double) throws {
        guard radians.isFinite else {
            throw CairoError.invalidArgument(operation: "rotate", reason: "angle \(radians) is not finite")
        }
        try concatenate(.rotation(radians: radians))
    }

    private static func validate(_ matrix: AffineMatrix, _ operation: String) throws {
        guard matrix.isInvertible else {
            throw CairoError.invalidArgument(
                operation: operation,
                reason: "the transform \(matrix) is not finite or cannot be inverted (a zero scale?)")
        }
    }
}
