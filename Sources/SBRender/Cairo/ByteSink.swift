import CCairo

/// Collects what a cairo stream surface writes.
final class ByteSink {
    var bytes: [UInt8] = []

    /// cairo's write callback; the closure is an unretained ByteSink.
    static let write: cairo_write_func_t = { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        return CAIRO_STATUS_SUCCESS
    }
}

enum CairoStatus {
    /// Throws when cairo reports an error for an object.
    static func check(_ status: cairo_status_t, _ what: String) throws {
        guard status == CAIRO_STATUS_SUCCESS else {
            let message = cairo_status_to_string(status).map { String(cString: $0) } ?? "error \(status.rawValue)"
            throw RenderError("\(what) failed: cairo says \"\(message)\"")
        }
    }
}
