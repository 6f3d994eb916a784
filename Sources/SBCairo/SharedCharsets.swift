import CCairo
import Synchronization

/// The coverage charsets of a ``FontScanCache``'s patterns, each different text parsed once per
/// process and shared by reference between the faces that have it.
///
/// fontconfig builds a parsed charset one character at a time (`FcCharSetAddChar`): 18.5 M
/// instructions of a one shot for the pinned set's 43 faces, whose 15 different charsets hold a
/// fifth fewer characters (the URW faces share theirs). A pattern made here is the pattern
/// `FcNameParse` makes of the whole text: a pattern keeps its elements sorted by object whatever
/// order they are added in, and holds a charset by reference either way. Any text it cannot split
/// safely (no charset, an escaped separator before it, a character a charset's ranges never
/// hold) is parsed whole.
///
/// Safe to use from several threads at once (the cache's files are restored on every core).
final class SharedCharsets: Sendable {
    /// A charset the table holds one reference to.
    private struct Charset: @unchecked Sendable {
        let pointer: OpaquePointer
    }

    private let charsets = Mutex<[String: Charset]>([:])

    init() {}

    deinit {
        charsets.withLock { table in
            for charset in table.values { FcCharSetDestroy(charset.pointer) }
        }
    }

    /// The pattern `text` (`FcNameUnparse`'s form) describes, for the caller to destroy, or nil
    /// when it does not parse.
    func pattern(from text: String) -> OpaquePointer? {
        guard let (rest, ranges) = Self.split(text) else { return FcNameParse(text) }
        guard let pattern = FcNameParse(rest) else { return nil }
        guard let charset = charset(ranges), FcPatternAddCharSet(pattern, FC_CHARSET, charset.pointer) != 0 else {
            FcPatternDestroy(pattern)
            return nil
        }
        return pattern
    }

    /// The charset of `ranges`, parsed the first time it is asked for.
    private func charset(_ ranges: String) -> Charset? {
        if let known = charsets.withLock({ $0[ranges] }) { return known }
        // Parsed outside the lock: two threads may both parse the same text, and one keeps it.
        guard let only = FcNameParse(":" + FC_CHARSET + "=" + ranges) else { return nil }
        defer { FcPatternDestroy(only) }
        var parsed: OpaquePointer?
        guard FcPatternGetCharSet(only, FC_CHARSET, 0, &parsed) == FcResultMatch, let parsed,
              let copy = FcCharSetCopy(parsed) else { return nil }
        let made = Charset(pointer: copy)
        return charsets.withLock { table in
            if let known = table[ranges] {
                FcCharSetDestroy(made.pointer)
                return known
            }
            table[ranges] = made
            return made
        }
    }

    /// The text without its charset element, and the charset's ranges ("20-7e a0-17f ..."); nil
    /// when the text has no charset element that can be told apart for certain.
    static func split(_ text: String) -> (rest: String, ranges: String)? {
        let bytes = Array(text.utf8)
        let key = Array((":" + FC_CHARSET + "=").utf8)
        guard bytes.count > key.count,
              let start = (1...(bytes.count - key.count)).first(where: { bytes[$0] == key[0] && bytes[$0..<($0 + key.count)].elementsEqual(key) }),
              bytes[start - 1] != UInt8(ascii: "\\") else { return nil }
        let from = start + key.count
        let end = bytes[from...].firstIndex(of: UInt8(ascii: ":")) ?? bytes.count
        let ranges = bytes[from..<end]
        // Hexadecimal numbers, dashes and spaces only (FcNameUnparse's form of a charset).
        guard !ranges.isEmpty, ranges.allSatisfy({ byte in
            (0x30...0x39).contains(byte) || (0x61...0x66).contains(byte) || byte == 0x2D || byte == 0x20
        }) else { return nil }
        return (String(decoding: bytes[..<start] + bytes[end...], as: UTF8.self), String(decoding: ranges, as: UTF8.self))
    }
}
