import CCairo

/// Owns one reference to a GObject (a Pango font map, context or layout) and drops it.
final class GObjectReference {
    let raw: UnsafeMutableRawPointer

    /// Takes over a reference the caller owns (from a `*_new` or `*_create` function).
    init?(taking pointer: UnsafeMutableRawPointer?) {
        guard let pointer else { return nil }
        raw = pointer
    }

    convenience init?(taking pointer: OpaquePointer?) {
        self.init(taking: UnsafeMutableRawPointer(pointer))
    }

    convenience init?<T>(taking pointer: UnsafeMutablePointer<T>?) {
        self.init(taking: UnsafeMutableRawPointer(pointer))
    }

    deinit { g_object_unref(raw) }

    /// The object as a pointer to its C struct type.
    func typed<T>(_: T.Type) -> UnsafeMutablePointer<T> { raw.assumingMemoryBound(to: T.self) }

    /// The object as an opaque pointer (for types whose struct Pango keeps private).
    var opaque: OpaquePointer { OpaquePointer(raw) }
}
