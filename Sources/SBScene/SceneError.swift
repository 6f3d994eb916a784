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
        // One line whatever the scene holds: a key or value with a newline in it is shown escaped.
        self.path = SceneError.oneLine(path)
        self.message = SceneError.oneLine(message)
    }

    /// `text` with line breaks and other control characters written as escapes.
    static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F || (0x80...0x9F).contains($0.value) || $0 == "\u{2028}" || $0 == "\u{2029}" }) else {
            return text
        }
        var out = ""
        for u in text.unicodeScalars {
            switch u {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 || u.value == 0x7F || (0x80...0x9F).contains(u.value) || u == "\u{2028}" || u == "\u{2029}" {
                    out += "\\u{" + String(u.value, radix: 16) + "}"
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out
    }

    /// A value from the scene as a message quotes it: at most 60 characters, then an ellipsis.
    static func excerpt(_ text: String) -> String {
        text.count <= 60 ? text : String(text.prefix(60)) + "..."
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
                s += s.isEmpty ? excerpt(k.stringValue) : "." + excerpt(k.stringValue)
            }
        }
        return s
    }
}
