/// Why a scene cannot be used: what is wrong, where (a JSON path such as
/// `sections[0].items[3].size`, or the file), and what would fix it.
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is: a JSON path such as `sections[0].items[3].size`, a key such as
    /// `canvas.size`, or empty.
    public var path: String
    /// What is wrong and what is expected.
    public var message: String

    /// An error at `path` with `message`.
    public init(path: String, _ message: String) {
        self.path = path
        self.message = message
    }

    /// The message, prefixed with the path and a colon when there is one.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }

    /// Formats a coding path as `a.b[2].c`.
    static func format(_ keys: [any CodingKey]) -> String {
        var s = ""
        for k in keys {
            if let i = k.intValue {
                s += "[\(i)]"
            } else {
                s += s.isEmpty ? k.stringValue : "." + k.stringValue
            }
        }
        return s
    }
}
