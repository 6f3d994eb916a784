import SBLayout

/// Why a scene cannot be used: what is wrong, where (a JSON path such as
/// `sections[0].items[3].size`, or the file, and the line and column in the file when they are
/// known), and what would fix it.
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is: a JSON path such as `sections[0].items[3].size`, a key such as
    /// `canvas.size`, or empty.
    public var path: String
    /// What is wrong and what is expected.
    public var message: String
    /// Where ``path`` is in the scene file: its value (or, for an unknown or repeated key, the
    /// key), or the nearest object that holds it (for a key that is missing); nil when not known.
    package var position: SourcePosition?

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

    /// Whether two errors say the same thing of the same path (wherever in a file it was found).
    public static func == (a: SceneError, b: SceneError) -> Bool { a.path == b.path && a.message == b.message }

    /// Hashes the path and the message, as equality compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(message)
    }

    /// The message, prefixed with the path and a colon when there is one.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }

    /// The message, prefixed with the path, its line and column when they are known, and a colon,
    /// as `sbrender` says it: `scene.json: sections[0].size at line 4, column 13: expected [width, height]`.
    package var locatedDescription: String {
        guard let position else { return description }
        return path.isEmpty ? "at \(position): \(message)" : "\(path) at \(position): \(message)"
    }

    /// This error with the ``position`` of its path in the scene text `bytes` (kept when it has
    /// one already, or when the path is not found there).
    package func located(in bytes: [UInt8]) -> SceneError {
        guard position == nil, !path.isEmpty else { return self }
        var error = self
        error.position = SceneScanner.position(of: path, in: bytes, key: message.hasPrefix("unknown key"))
        return error
    }

    /// This error with the ``position`` of its path in the scene file at `file` (read again:
    /// an error found after loading, by laying out or drawing), or as it is when the file cannot
    /// be read.
    package func located(inFile file: String) -> SceneError {
        guard position == nil, !path.isEmpty, let bytes = try? RegularFile.read(file, maximumBytes: Limits.sceneFileBytes) else { return self }
        return located(in: bytes)
    }

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
