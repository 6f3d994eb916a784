/// Why a scene cannot be used: what is wrong, where (a JSON path such as
/// `sections[0].items[3].size`, or the file), and what would fix it.
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String

    public init(path: String, _ message: String) {
        self.path = path
        self.message = message
    }

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
