/// Why an animation cannot be made.
public struct AnimationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What an error is about.
    public enum Subject: Hashable, Sendable {
        /// The animation asked for: its name, or what its layout and content allow.
        case animation
        /// The frames: their rate, the length or the count.
        case frames
    }

    /// What is wrong and how to fix it, in one sentence.
    public let description: String
    /// What the error is about (``Subject/frames`` unless said otherwise).
    public let subject: Subject
    /// An error with this sentence.
    public init(_ description: String, subject: Subject = .frames) {
        self.description = description
        self.subject = subject
    }
}
