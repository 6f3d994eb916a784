import SBLayout

/// The first pass over a scene file's bytes, before anything is decoded: checks the JSON syntax
/// (with the line and column of an error), and refuses, at the value where it happens, whatever
/// would make decoding costly or ambiguous: a duplicate key, a number out of range, nesting too
/// deep, a string or an array too long, more sections or items listed than a scene may hold.
/// It builds nothing: its memory is the nesting depth and the keys of the open objects.
struct SceneScanner {
    private enum Component: Equatable {
        case key(String)
        case index(Int)
    }

    private let bytes: [UInt8]
    private var i = 0
    private var path: [Component] = []
    /// Items listed or counted in the sections finished so far.
    private var items = 0
    /// The section being scanned: items listed, and its `count`.
    private var sectionListed = 0
    private var sectionCount = 0
    /// When locating (``position(of:in:key:)``): the path looked for, and the deepest part of it
    /// found so far, with where its key and its value start.
    private var target: [Component] = []
    private var found: (depth: Int, key: Int, value: Int)?

    /// Scans `bytes` as a scene file.
    /// - Throws: ``SceneError``: a syntax error (path empty, message "not valid JSON: ... at line
    ///   L, column C"), or a value beyond a limit, naming its JSON path.
    static func scan(_ bytes: [UInt8]) throws(SceneError) {
        var scanner = SceneScanner(bytes: bytes)
        do {
            try scanner.run()
        } catch where error.position == nil && !error.path.isEmpty {
            // A value beyond a limit: where the scan stopped, inside it.
            var located = error
            located.position = SourcePosition(offset: scanner.i, in: bytes)
            throw located
        }
    }

    /// Where the JSON path `path` (`sections[0].items[1].size`, as ``SceneError`` writes it) is
    /// in `bytes`: the start of its value, or of its key when `key` is true; for a path that is
    /// not there (a key that is missing), the value of the deepest part of it that is. Nil when
    /// the text is not a valid scene or the path cannot be read.
    static func position(of path: String, in bytes: [UInt8], key: Bool = false) -> SourcePosition? {
        guard let components = components(of: path), !components.isEmpty else { return nil }
        var scanner = SceneScanner(bytes: bytes)
        scanner.target = components
        try? scanner.run()
        guard let found = scanner.found else { return nil }
        let exact = found.depth == components.count
        return SourcePosition(offset: key && exact ? found.key : found.value, in: bytes)
    }

    /// The components of a path as ``SceneError/format(_:)`` writes it, or nil.
    private static func components(of path: String) -> [Component]? {
        var out: [Component] = []
        var rest = Substring(path)
        while !rest.isEmpty {
            if rest.hasPrefix("[") {
                guard let close = rest.firstIndex(of: "]"), let n = Int(rest[rest.index(after: rest.startIndex)..<close]) else { return nil }
                out.append(.index(n))
                rest = rest[rest.index(after: close)...]
            } else {
                if rest.hasPrefix(".") { rest = rest.dropFirst() }
                let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
                guard end > rest.startIndex else { return nil }
                out.append(.key(String(rest[..<end])))
                rest = rest[end...]
            }
        }
        return out
    }

    /// Notes where the value starting at `value` (with its key at `key`) is when the path to it
    /// is a part of ``target`` deeper than any found before.
    private mutating func note(key: Int, value: Int) {
        guard !target.isEmpty, path.count <= target.count, path.count > (found?.depth ?? 0),
              target.starts(with: path) else { return }
        found = (path.count, key, value)
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func run() throws(SceneError) {
        if String(validating: bytes, as: UTF8.self) == nil {
            let bad = firstInvalidUTF8()
            throw syntax("the file is not UTF-8 text", at: bad)
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }   // a UTF-8 byte order mark
        try value()
        skipSpace()
        guard i == bytes.count else { throw syntax("unexpected text after the scene's closing bracket", at: i) }
    }

    // MARK: Values

    private mutating func value() throws(SceneError) {
        skipSpace()
        guard i < bytes.count else { throw truncated() }
        switch bytes[i] {
        case UInt8(ascii: "{"): try object()
        case UInt8(ascii: "["): try array()
        case UInt8(ascii: "\""): _ = try string(keepingText: false)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        default: throw syntax("unexpected character \(shown(bytes[i])); expected a value", at: i)
        }
    }

    private mutating func object() throws(SceneError) {
        try enter()
        let section = isSection
        if section { sectionListed = 0; sectionCount = 0 }
        i += 1
        var keys: Set<String> = []
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") {
            i += 1
        } else {
            while true {
                skipSpace()
                guard i < bytes.count else { throw truncated() }
                guard bytes[i] == UInt8(ascii: "\"") else {
                    throw syntax("expected a key in double quotes, found \(shown(bytes[i]))", at: i)
                }
                let start = i
                let key = try string(keepingText: true)
                guard keys.insert(key).inserted else {
                    var error = SceneError(path: format(path + [.key(key)]), "the key '\(SceneError.excerpt(key))' appears twice in one object; give it once")
                    error.position = SourcePosition(offset: start, in: bytes)
                    throw error
                }
                skipSpace()
                guard i < bytes.count else { throw truncated() }
                guard bytes[i] == UInt8(ascii: ":") else { throw syntax("expected ':' after the key \"\(key)\"", at: i) }
                i += 1
                path.append(.key(key))
                skipSpace()
                note(key: start, value: i)
                try value()
                path.removeLast()
                skipSpace()
                guard i < bytes.count else { throw truncated() }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                if bytes[i] == UInt8(ascii: "}") { i += 1; break }
                throw syntax("expected ',' or '}' after a value in an object, found \(shown(bytes[i]))", at: i)
            }
        }
        if section {
            items += max(sectionListed, sectionCount)
            sectionListed = 0
            sectionCount = 0
        }
    }

    private mutating func array() throws(SceneError) {
        try enter()
        i += 1
        let limit = arrayLimit
        var n = 0
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") {
            i += 1
                return
        }
        while true {
            if isItemList {
                sectionListed += 1
                guard items + sectionListed <= Limits.pictureItems else {
                    throw SceneError(path: format(path + [.index(n)]),
                                     "more than \(Limits.pictureItems) items in all; a scene holds at most \(Limits.pictureItems)")
                }
            }
            guard n < limit.count else {
                throw SceneError(path: format(path + [.index(n)]), limit.message)
            }
            path.append(.index(n))
            skipSpace()
            note(key: i, value: i)
            try value()
            path.removeLast()
            n += 1
            skipSpace()
            guard i < bytes.count else { throw truncated() }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "]") { i += 1; break }
            throw syntax("expected ',' or ']' after a value in an array, found \(shown(bytes[i]))", at: i)
        }
    }

    /// Scans a string from its opening quote; returns its text when asked (keys).
    private mutating func string(keepingText: Bool) throws(SceneError) -> String {
        let start = i
        i += 1
        var text: [UInt8] = []
        while true {
            guard i < bytes.count else { throw truncated() }
            let b = bytes[i]
            if i - start > Limits.stringBytes {
                throw SceneError(path: format(path), "a string longer than \(Limits.stringBytes) bytes; strings in a scene are at most \(Limits.stringBytes) bytes")
            }
            switch b {
            case UInt8(ascii: "\""):
                i += 1
                return keepingText ? String(decoding: text, as: UTF8.self) : ""
            case UInt8(ascii: "\\"):
                guard i + 1 < bytes.count else { throw truncated() }
                let e = bytes[i + 1]
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
                    text.append(e); i += 2
                case UInt8(ascii: "b"): text.append(8); i += 2
                case UInt8(ascii: "f"): text.append(12); i += 2
                case UInt8(ascii: "n"): text.append(10); i += 2
                case UInt8(ascii: "r"): text.append(13); i += 2
                case UInt8(ascii: "t"): text.append(9); i += 2
                case UInt8(ascii: "u"):
                    let at = i
                    let unit = try hex4(at: i + 2)
                    i += 6
                    var scalar: Unicode.Scalar?
                    if (0xD800...0xDBFF).contains(unit) {
                        guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u"),
                              let low = try? hex4(at: i + 2), (0xDC00...0xDFFF).contains(low) else {
                            throw syntax("a string holds an unpaired UTF-16 surrogate escape (\\ud800 to \\udfff must come in pairs)", at: at)
                        }
                        i += 6
                        scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
                    } else if (0xDC00...0xDFFF).contains(unit) {
                        throw syntax("a string holds an unpaired UTF-16 surrogate escape (\\ud800 to \\udfff must come in pairs)", at: at)
                    } else {
                        scalar = Unicode.Scalar(unit)
                    }
                    if keepingText, let scalar { text.append(contentsOf: Array(String(Character(scalar)).utf8)) }
                default:
                    throw syntax("unknown escape \\\(shown(e, quoted: false)) in a string", at: i)
                }
            default:
                guard b >= 0x20 else { throw syntax("a control character (code \(b)) in a string; write it as an escape such as \\n", at: i) }
                if keepingText { text.append(b) }
                i += 1
            }
        }
    }

    private func hex4(at start: Int) throws(SceneError) -> UInt32 {
        guard start + 4 <= bytes.count else { throw truncated() }
        var v: UInt32 = 0
        for k in start..<(start + 4) {
            let b = bytes[k]
            let digit: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw syntax("a \\u escape needs four hexadecimal digits", at: k)
            }
            v = v << 4 | digit
        }
        return v
    }

    private mutating func number() throws(SceneError) {
        let start = i
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        func digits(_ s: inout SceneScanner) -> Int {
            let from = s.i
            while s.i < s.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(s.bytes[s.i]) { s.i += 1 }
            return s.i - from
        }
        guard i < bytes.count else { throw truncated() }
        if bytes[i] == UInt8(ascii: "0") {
            i += 1
            if i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) {
                throw syntax("a number with a leading zero", at: start)
            }
        } else if digits(&self) == 0 {
            throw syntax("a number needs digits after '-'", at: i)
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digits(&self) > 0 else { throw i < bytes.count ? syntax("a number needs digits after its decimal point", at: i) : truncated() }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits(&self) > 0 else { throw i < bytes.count ? syntax("a number needs digits in its exponent", at: i) : truncated() }
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        guard i - start <= Limits.numberCharacters else {
            throw SceneError(path: format(path), "a number of \(i - start) characters; numbers in a scene are at most \(Limits.numberCharacters) characters")
        }
        guard let v = Double(text), v.isFinite else {
            throw SceneError(path: format(path), "the number \(text) is out of range (numbers in a scene are at most about 1.8e308)")
        }
        if isSectionCount, v >= 0 {
            sectionCount = v < Double(Limits.pictureItems + 1) ? Int(v) : Limits.pictureItems + 1
            guard items + max(sectionListed, sectionCount) <= Limits.pictureItems else {
                throw SceneError(path: format(path), "more than \(Limits.pictureItems) items in all; a scene holds at most \(Limits.pictureItems), got \(text) here")
            }
        }
    }

    private mutating func literal(_ word: String) throws(SceneError) {
        for (k, b) in word.utf8.enumerated() {
            guard i + k < bytes.count else { throw truncated() }
            guard bytes[i + k] == b else {
                throw syntax("unexpected text; expected a value such as true, false, null, a number, a string, an array or an object", at: i)
            }
        }
        i += word.utf8.count
    }

    // MARK: Where we are

    private mutating func enter() throws(SceneError) {
        guard path.count < Limits.nesting else {
            throw SceneError(path: format(path), "arrays and objects nest more than \(Limits.nesting) deep; a scene nests at most \(Limits.nesting)")
        }
    }

    /// `sections[n]`: a section object.
    private var isSection: Bool {
        path.count == 2 && path[0] == .key("sections") && { if case .index = path[1] { true } else { false } }()
    }

    /// `sections[n].items`: a section's item list.
    private var isItemList: Bool { path.count == 3 && path[2] == .key("items") && isSectionPrefix }

    /// `sections[n].count`.
    private var isSectionCount: Bool { path.count == 3 && path[2] == .key("count") && isSectionPrefix }

    private var isSectionPrefix: Bool {
        path[0] == .key("sections") && { if case .index = path[1] { true } else { false } }()
    }

    /// The most values the array at the current path may hold, and what to say beyond it.
    private var arrayLimit: (count: Int, message: String) {
        if path == [.key("sections")] {
            return (Limits.pictureSections, "more than \(Limits.pictureSections) sections; a scene lists at most \(Limits.pictureSections)")
        }
        if path == [.key("timeline")] {
            return (Limits.timelineEvents, "more than \(Limits.timelineEvents) events; a timeline holds at most \(Limits.timelineEvents)")
        }
        return (Limits.arrayValues, "more than \(Limits.arrayValues) values in one array; a scene's arrays hold at most \(Limits.arrayValues)")
    }

    private func format(_ components: [Component]) -> String {
        var s = ""
        for c in components {
            switch c {
            case .index(let n): s += "[\(n)]"
            case .key(let k): s += s.isEmpty ? SceneError.excerpt(k) : "." + SceneError.excerpt(k)
            }
        }
        return s
    }

    // MARK: Messages

    private mutating func skipSpace() {
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x09, 0x0A, 0x0D: i += 1
            default: return
            }
        }
    }

    private func syntax(_ what: String, at offset: Int) -> SceneError {
        SceneError(path: "", "not valid JSON: \(what) at \(SourcePosition(offset: offset, in: bytes))")
    }

    private func truncated() -> SceneError {
        SceneError(path: "", "not valid JSON: the JSON ends too soon (is the file truncated?)")
    }

    private func shown(_ b: UInt8, quoted: Bool = true) -> String {
        let text = b >= 0x20 && b < 0x7F ? String(UnicodeScalar(b)) : String(format16: b)
        return quoted ? "'\(text)'" : text
    }

    private func firstInvalidUTF8() -> Int {
        var k = 0
        while k < bytes.count {
            let b = bytes[k]
            let length = b < 0x80 ? 1 : b >> 5 == 0b110 ? 2 : b >> 4 == 0b1110 ? 3 : b >> 3 == 0b11110 ? 4 : 0
            guard length > 0, k + length <= bytes.count,
                  String(validating: bytes[k..<(k + length)], as: UTF8.self) != nil else { return k }
            k += length
        }
        return k
    }
}

private extension String {
    /// A byte as `0xNN`.
    init(format16 b: UInt8) {
        let hex = String(b, radix: 16, uppercase: true)
        self = "0x" + (hex.count < 2 ? "0" + hex : hex)
    }
}
