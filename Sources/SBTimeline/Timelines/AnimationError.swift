import SBLayout

/// Why an animation cannot be made. The sentence names values, never a command-line option:
/// ``value`` says which value was wrong, so that the command line can name the option it came
/// from.
public struct AnimationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What an error is about.
    public enum Subject: Hashable, Sendable {
        /// The animation asked for: its name, or what its layout and content allow.
        case animation
        /// The frames: their rate, the length or the count.
        case frames
    }

    /// The value an error is about, when it is one a caller gave.
    public enum Value: Hashable, Sendable {
        /// A frame rate out of range.
        case fps(Double)
        /// A duration that is not a positive number of seconds.
        case duration(Double)
        /// A frame count below 1.
        case frameCount(Int)
        /// The frames a duration and a frame rate give, more than a frame sequence may hold.
        case framesFromDuration(Int)
        /// A transition with no layout to go to.
        case missingTarget
        /// A layout to go to that the registry does not have.
        case unknownTarget(LayoutName)
        /// The springboard without home-screen mode (rows and columns).
        case homeScreen
        /// Deletion mode, where the animation cannot run.
        case editing
        /// A layout setting the layout refuses once it is laid out (a page past the last one),
        /// with the setting it names.
        case setting(LayoutSpecError)
    }

    /// What is wrong and how to fix it, in one sentence.
    public let description: String
    /// What the error is about (``Subject/frames`` unless said otherwise).
    public let subject: Subject
    /// The value that was wrong, when the error is about one.
    public let value: Value?
    /// An error with this sentence.
    public init(_ description: String, subject: Subject = .frames, value: Value? = nil) {
        self.description = description
        self.subject = subject
        self.value = value
    }
}
