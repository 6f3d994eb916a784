/// A file name whose extension names no format sbrender writes.
public struct OutputFormatError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The name as given.
    public let path: String

    public var description: String {
        "cannot tell the format of '\(path)': name it .png, .svg or .pdf"
    }
}
