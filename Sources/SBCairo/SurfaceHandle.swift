import CCairo

/// Owns one `cairo_surface_t` and destroys it. Shared by the public surface types and the
/// canvases drawing into them; not safe to use from two threads at once.
final class SurfaceHandle {
    let pointer: OpaquePointer
    /// The byte collector of a stream surface, kept alive as long as cairo may write to it.
    let sink: ByteSink?

    /// Takes ownership of a freshly created surface, checking its status.
    init(taking pointer: OpaquePointer?, sink: ByteSink? = nil, operation: String) throws {
        self.pointer = try CairoError.created(pointer, "surface", operation: operation,
                                              status: cairo_surface_status, destroy: cairo_surface_destroy)
        self.sink = sink
    }

    deinit {
        // Destroying an unfinished stream surface finishes it, which may still write to `sink`;
        // `sink` is a stored property, so it outlives this call.
        cairo_surface_destroy(pointer)
    }

    func checkStatus(_ operation: @autoclosure () -> String) throws {
        try CairoError.check(cairo_surface_status(pointer), operation())
    }
}
