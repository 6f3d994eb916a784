import SBLayout

/// Decoding helpers shared by the compositional scene keys.
enum CompositionalDecoding {
    /// The JSON path of `key` under `decoder`.
    static func path(_ decoder: any Decoder, _ key: (any CodingKey)? = nil) -> String {
        SceneError.format(decoder.codingPath + (key.map { [$0] } ?? []))
    }

    /// A named choice (`"horizontal"`), refusing unknown names with the list of known ones.
    static func choice<T: RawRepresentable & CaseIterable, K: CodingKey>(_ c: KeyedDecodingContainer<K>, _ key: K, _ decoder: any Decoder) throws -> T? where T.RawValue == String {
        guard let text = try c.decodeIfPresent(String.self, forKey: key) else { return nil }
        guard let value = T(rawValue: text) else {
            throw SceneError(path: path(decoder, key), "unknown value '\(text)'; expected one of \(T.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return value
    }

    /// The keyed object `decoder` holds, refusing anything else with "expected `expected`" at
    /// its path and unknown keys with the list of known ones.
    static func object<Key: CodingKey & CaseIterable & RawRepresentable>(_ decoder: any Decoder, keyedBy: Key.Type,
                                                                         expected: String) throws -> KeyedDecodingContainer<Key> where Key.RawValue == String {
        guard (try? decoder.container(keyedBy: AnyKey.self)) != nil else {
            throw SceneError(path: path(decoder), "expected \(expected)")
        }
        return try StrictKeys.container(decoder, keyedBy: Key.self)
    }

    /// The one key of the object `decoder` holds (`{"fixed": 8}`), with its container; anything
    /// else is refused with "expected `expected`".
    static func oneKey<Key: CodingKey & CaseIterable & RawRepresentable>(_ decoder: any Decoder, keyedBy: Key.Type,
                                                                         expected: String) throws -> (KeyedDecodingContainer<Key>, Key) where Key.RawValue == String {
        let c = try object(decoder, keyedBy: Key.self, expected: expected)
        guard c.allKeys.count == 1, let key = c.allKeys.first else {
            throw SceneError(path: path(decoder), "expected \(expected); got \(c.allKeys.count) keys")
        }
        return (c, key)
    }

    /// A finite number of points, 0 or more.
    static func length<K: CodingKey>(_ c: KeyedDecodingContainer<K>, _ key: K, _ decoder: any Decoder) throws -> Double? {
        guard let v = try c.decodeIfPresent(Double.self, forKey: key) else { return nil }
        guard v.isFinite, v >= 0, v <= CompositionalSpec.maximumLength else {
            throw SceneError(path: path(decoder, key), "expected 0 to \(Int(CompositionalSpec.maximumLength)) points, got \(NumberText.plain(v))")
        }
        return v
    }
}

/// A dimension: `{"fractionalWidth": 0.5}`, `{"fractionalHeight": 1}`, `{"absolute": 100}` or
/// `{"estimated": 44}` (NSCollectionLayoutDimension), exactly one key.
extension Compositional.Dimension: SceneDecodable {
    enum SceneKeys: String, CodingKey, CaseIterable { case fractionalWidth, fractionalHeight, absolute, estimated }

    init(scene decoder: any Decoder) throws {
        let expected = "an object with one of fractionalWidth, fractionalHeight, absolute or estimated, such as {\"fractionalWidth\": 0.5}"
        let (c, key) = try CompositionalDecoding.oneKey(decoder, keyedBy: SceneKeys.self, expected: expected)
        let v = try c.decode(Double.self, forKey: key)
        let limit = key == .fractionalWidth || key == .fractionalHeight ? CompositionalSpec.maximumFraction : CompositionalSpec.maximumLength
        guard v.isFinite, v > 0, v <= limit else {
            throw SceneError(path: CompositionalDecoding.path(decoder, key), "expected a number above 0 and at most \(Int(limit)), got \(NumberText.plain(v))")
        }
        switch key {
        case .fractionalWidth: self = .fractionalWidth(v)
        case .fractionalHeight: self = .fractionalHeight(v)
        case .absolute: self = .absolute(v)
        case .estimated: self = .estimated(v)
        }
    }
}

/// A size: `{"width": DIMENSION, "height": DIMENSION}` (NSCollectionLayoutSize), both required.
extension Compositional.LayoutSize: SceneDecodable {
    enum SceneKeys: String, CodingKey, CaseIterable { case width, height }

    init(scene decoder: any Decoder) throws {
        let c = try CompositionalDecoding.object(decoder, keyedBy: SceneKeys.self, expected: "{\"width\": {...}, \"height\": {...}}")
        self.init(widthDimension: try c.scene(Compositional.Dimension.self, forKey: .width),
                  heightDimension: try c.scene(Compositional.Dimension.self, forKey: .height))
    }
}

/// A spacing: `{"fixed": 8}` or `{"flexible": 8}` (NSCollectionLayoutSpacing), exactly one key.
extension Compositional.Spacing: SceneDecodable {
    enum SceneKeys: String, CodingKey, CaseIterable { case fixed, flexible }

    init(scene decoder: any Decoder) throws {
        let expected = "{\"fixed\": POINTS} or {\"flexible\": POINTS}"
        let (c, key) = try CompositionalDecoding.oneKey(decoder, keyedBy: SceneKeys.self, expected: expected)
        let v = try CompositionalDecoding.length(c, key, decoder) ?? 0
        self = key == .fixed ? .fixed(v) : .flexible(v)
    }
}

/// Insets: `[top, leading, bottom, trailing]` in points, or one number for every edge
/// (NSDirectionalEdgeInsets), none negative.
extension DirectionalEdgeInsets: SceneDecodable {
    init(scene decoder: any Decoder) throws {
        let v: [Double]
        if let single = try? decoder.singleValueContainer().decode(Double.self) {
            v = [single, single, single, single]
        } else {
            v = try SceneValues.numbers(decoder, count: 4, expected: "[top, leading, bottom, trailing] or one number")
        }
        guard v.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= CompositionalSpec.maximumLength }) else {
            throw SceneError(path: CompositionalDecoding.path(decoder), "expected insets of 0 to \(Int(CompositionalSpec.maximumLength)) points, got [\(v.map(NumberText.plain).joined(separator: ", "))]")
        }
        self.init(top: v[0], leading: v[1], bottom: v[2], trailing: v[3])
    }
}

/// Edge spacing: `{"leading": SPACING, "top": SPACING, "trailing": SPACING, "bottom": SPACING}`,
/// each optional (NSCollectionLayoutEdgeSpacing).
extension Compositional.EdgeSpacing: SceneDecodable {
    enum SceneKeys: String, CodingKey, CaseIterable { case leading, top, trailing, bottom }

    init(scene decoder: any Decoder) throws {
        let c = try StrictKeys.container(decoder, keyedBy: SceneKeys.self)
        self.init(leading: try c.sceneIfPresent(Compositional.Spacing.self, forKey: .leading),
                  top: try c.sceneIfPresent(Compositional.Spacing.self, forKey: .top),
                  trailing: try c.sceneIfPresent(Compositional.Spacing.self, forKey: .trailing),
                  bottom: try c.sceneIfPresent(Compositional.Spacing.self, forKey: .bottom))
    }
}
