/// The picture formats sbrender writes.
public enum OutputFormat: String, Hashable, Sendable, CaseIterable {
    case png, svg, pdf

    /// The format a file name asks for by its extension.
    public init(path: String) throws {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), let f = OutputFormat(rawValue: name[name.index(after: dot)...].lowercased()) else {
            throw RenderError("cannot tell the format of '\(path)': name it .png, .svg or .pdf, or give --format png|svg|pdf")
        }
        self = f
    }
}
