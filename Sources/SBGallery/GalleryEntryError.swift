/// A gallery entry that could not be drawn: which entry, and why (a canvas too small for its
/// layout, say). `sbrender docs` adds how to leave it out.
public struct GalleryEntryError: Error, CustomStringConvertible {
    /// The entry's id (``GalleryEntry/id``).
    public let entry: String
    /// Why it could not be drawn.
    public let underlying: any Error

    /// The entry `entry` failed with `underlying`.
    public init(entry: String, underlying: any Error) {
        self.entry = entry
        self.underlying = underlying
    }

    public var description: String { "gallery entry \(entry): \(underlying)" }
}
