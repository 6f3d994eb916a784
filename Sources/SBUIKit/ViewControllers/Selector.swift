#if !canImport(ObjectiveC)
/// The name of a method a target-action pair calls (Objective-C's `SEL`, which Swift outside
/// Apple's platforms lacks, and with it `#selector`): kept so that target-action signatures
/// (`UIBarButtonItem(title:style:target:action:)`) compile with `nil` or a named selector.
/// Nothing calls it headlessly.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The method's name.
    public let name: String
    /// A selector naming `name`.
    public init(_ name: String) { self.name = name }
    /// A selector from a string literal.
    public init(stringLiteral value: String) { self.name = value }
}
#endif
