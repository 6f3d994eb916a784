/// Why an output could not be written: one sentence naming the file, what failed (in the
/// system's words where it said) and what to do.
public struct OutputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The sentence: the file, what failed and what to do.
    public let description: String

    /// An error with this sentence.
    public init(_ description: String) {
        self.description = description
    }
}
