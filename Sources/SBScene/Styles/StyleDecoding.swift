import SBLayout

/// Reading the style keys of a scene: named choices and bounded numbers, each mistake named by
/// its JSON path.
enum StyleDecoding {
    static func path(_ decoder: any Decoder, _ key: any CodingKey) -> String {
        SceneError.format(decoder.codingPath + [key])
    }

    /// A named choice (`"aspectFit"`), or nil when the key is absent.
    static func choice<T: RawRepresentable & CaseIterable, K: CodingKey>(
        _ c: KeyedDecodingContainer<K>, _ key: K, in decoder: any Decoder, as type: T.Type
    ) throws -> T? where T.RawValue == String {
        guard let text = try c.decodeIfPresent(String.self, forKey: key) else { return nil }
        guard let value = T(rawValue: text) else {
            throw SceneError(path: path(decoder, key),
                             "unknown value '\(text)'; expected one of \(T.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return value
    }

    /// A finite number within `range` (in `unit`), or nil when the key is absent.
    static func number<K: CodingKey>(_ c: KeyedDecodingContainer<K>, _ key: K, in decoder: any Decoder,
                                     range: ClosedRange<Double>, unit: String) throws -> Double? {
        guard let v = try c.decodeIfPresent(Double.self, forKey: key) else { return nil }
        guard v.isFinite, range.contains(v) else {
            throw SceneError(path: path(decoder, key), "expected \(unit) from \(format(range.lowerBound)) to \(format(range.upperBound)), got \(format(v))")
        }
        return v
    }

    static func format(_ v: Double) -> String { NumberText.plain(v) }
}
