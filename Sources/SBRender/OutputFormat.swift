/// The picture formats sbrender writes.
public enum OutputFormat: String, Hashable, Sendable, CaseIterable {
    /// A format: `png` (pixels, through SBPNG's encoder), `svg` or `pdf` (vectors: shapes and
    /// text stay vectors).
    case png, svg, pdf

    /// The format a file name asks for by its extension (case-insensitive).
    /// - Throws: ``OutputFormatError`` when the extension is not .png, .svg or .pdf.
    public init(path: String) throws {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), let f = OutputFormat(rawValue: name[name.index(after: dot)...].lowercased()) else {
            throw OutputFormatError(path: path)
        }
        self = f
    }
}
