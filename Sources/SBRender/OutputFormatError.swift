/// A file name whose extension names no format sbrender writes.
public struct OutputFormatError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The name as given.
    public let path: String

    public var description: String {
        let names = OutputFormat.allCases.map { ".\($0.rawValue)" }
        return "cannot tell the format of '\(path)': name it \(names.dropLast().joined(separator: ", ")) or \(names.last ?? "")"
    }
}
