/// A layout description that cannot be laid out, naming the setting at fault so that the
/// command line can say `--size` and a scene file `canvas.size`.
public struct LayoutSpecError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The part of the spec or the setting at fault (``LayoutSpec/Field/name``: "viewport",
    /// "itemSize", ...).
    public var field: LayoutSpec.Field
    /// What is wrong and what is accepted, e.g. "must be positive, got 0x0".
    public var message: String

    /// An error about `field`.
    /// - Parameters:
    ///   - field: the setting at fault.
    ///   - message: what is wrong and what is accepted.
    public init(_ field: LayoutSpec.Field, _ message: String) {
        self.field = field
        self.message = message
    }

    /// The field and the message, as `field: message`.
    public var description: String { "\(field.name): \(message)" }
}
