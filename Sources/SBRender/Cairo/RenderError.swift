/// Why a picture could not be made: one sentence saying what failed and what to do.
public struct RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
