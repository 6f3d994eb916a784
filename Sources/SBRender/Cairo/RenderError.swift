/// Why a picture could not be made: one sentence saying what failed and what to do.
public struct RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The sentence: what failed and what to do.
    public let description: String

    /// An error with this sentence.
    public init(_ description: String) {
        self.description = description
    }
}
