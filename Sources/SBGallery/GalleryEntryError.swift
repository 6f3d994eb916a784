/// A gallery entry that could not be drawn: which entry, and why (a canvas too small for its
/// layout, say). `sbrender docs` adds how to leave it out.
package struct GalleryEntryError: Error, CustomStringConvertible {
    /// The entry's id (``GalleryEntry/id``).
    package let entry: String
    /// Why it could not be drawn.
    package let underlying: any Error

    /// The entry `entry` failed with `underlying`.
    package init(entry: String, underlying: any Error) {
        self.entry = entry
        self.underlying = underlying
    }

    package var description: String { "gallery entry \(entry): \(underlying)" }
}
