/// Why an output could not be written: one sentence naming the file, what failed (in the
/// system's words where it said) and what to do.
package struct OutputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The sentence: the file, what failed and what to do.
    package let description: String

    /// An error with this sentence.
    package init(_ description: String) {
        self.description = description
    }
}
