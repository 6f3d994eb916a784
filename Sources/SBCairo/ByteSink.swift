import CCairo

/// Collects the bytes a stream surface (SVG, PDF) writes. Cairo calls `write` with the
/// unretained sink as its closure pointer.
final class ByteSink {
    private(set) var bytes: [UInt8] = []

    /// The closure pointer to hand to a `*_create_for_stream` function. Valid as long as the
    /// sink is alive; `SurfaceHandle` keeps it alive as long as the surface.
    var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    /// The `cairo_write_func_t` that appends to the sink behind `closure`.
    static let write: cairo_write_func_t = { closure, data, length in
        guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
        guard length > 0 else { return CAIRO_STATUS_SUCCESS }
        guard let data else { return CAIRO_STATUS_WRITE_ERROR }
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        return CAIRO_STATUS_SUCCESS
    }
}
