/// Unknown keys in a scene are errors that name the key and the nearest known one, so that a
/// typo ("itemsize") is caught instead of silently ignored.
struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

enum StrictKeys {
    /// Throws when the object at `decoder` has a key outside `known`, the keys valid here, and
    /// lists them. A key that is valid elsewhere in a scene is told where it belongs ("unknown key
    /// 'badge': not a top-level key; it belongs in homescreen.apps[i], ..."); any other is given
    /// the nearest key of `known` when one is close.
    static func check(_ decoder: any Decoder, known: [String]) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        for key in container.allKeys where !known.contains(key.stringValue) {
            let path = SceneError.format(decoder.codingPath + [key])
            let unknown = "unknown key '\(SceneError.excerpt(key.stringValue))'"
            let listing = "known keys here: \(known.sorted().joined(separator: ", "))"
            if let elsewhere = belongsElsewhere(key.stringValue, at: decoder.codingPath) {
                throw SceneError(path: path, "\(unknown): \(elsewhere); \(listing)")
            }
            throw SceneError(path: path, "\(unknown)\(hint(key.stringValue, known: known)); \(listing)")
        }
    }

    /// " (did you mean 'x'?)" with the key of `known` nearest to `key`, when it is near enough;
    /// else empty.
    static func hint(_ key: String, known: [String]) -> String {
        guard let nearest = known.min(by: { distance($0, key) < distance($1, key) }),
              distance(nearest, key) <= max(2, key.count / 3) else { return "" }
        return " (did you mean '\(nearest)'?)"
    }

    /// Where `key`, unknown at `codingPath`, belongs when it is valid at other places of a scene
    /// (``KeyPlaces``): "not a top-level key; it belongs in homescreen.apps[i], ..." (the four
    /// shallowest places, then how many more); nil when it is valid nowhere else.
    static func belongsElsewhere(_ key: String, at codingPath: [any CodingKey]) -> String? {
        let here = KeyPlaces.place(codingPath)
        let places = KeyPlaces.places(of: key).filter { $0 != here }.map(KeyPlaces.name)
        let shown = places.prefix(4)
        guard let last = shown.last else { return nil }
        var list = shown.count == 1 ? last : shown.dropLast().joined(separator: ", ") + " or " + last
        if places.count > shown.count {
            let more = places.count - shown.count
            list = shown.joined(separator: ", ") + " (and \(more) more place\(more == 1 ? "" : "s"))"
        }
        let notHere = here.isEmpty ? "not a top-level key" : "not a key of \(SceneError.excerpt(here))"
        return "\(notHere); it belongs in \(list)"
    }

    /// The keyed container of the object at `decoder`, after ``check(_:known:)`` with every case
    /// of `Key` as the known keys.
    static func container<Key: CodingKey & CaseIterable & RawRepresentable>(_ decoder: any Decoder,
                                                                            keyedBy: Key.Type) throws -> KeyedDecodingContainer<Key> where Key.RawValue == String {
        try check(decoder, known: Key.allCases.map(\.rawValue))
        return try decoder.container(keyedBy: Key.self)
    }

    /// Levenshtein distance, case-insensitive.
    static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a.lowercased()), y = Array(b.lowercased())
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous = Array(0...y.count)
        for i in 1...x.count {
            var current = [i] + Array(repeating: 0, count: y.count)
            for j in 1...y.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[y.count]
    }
}
