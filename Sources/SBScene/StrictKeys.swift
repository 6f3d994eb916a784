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
    /// Throws when the object at `decoder` has a key outside `known`.
    static func check(_ decoder: any Decoder, known: [String]) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        for key in container.allKeys where !known.contains(key.stringValue) {
            let nearest = known.min { distance($0, key.stringValue) < distance($1, key.stringValue) }
            var hint = ""
            if let nearest, distance(nearest, key.stringValue) <= max(2, key.stringValue.count / 3) {
                hint = " (did you mean '\(nearest)'?)"
            }
            let where_ = SceneError.format(decoder.codingPath + [key])
            throw SceneError(path: where_, "unknown key '\(SceneError.excerpt(key.stringValue))'\(hint); known keys here: \(known.sorted().joined(separator: ", "))")
        }
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
