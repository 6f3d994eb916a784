import SBLayout

/// The compound JSON values of a scene, each decoded with a message that says what it expects.
enum SceneValues {
    static func numbers(_ decoder: any Decoder, count: Int, expected: String) throws -> [Double] {
        let container = try decoder.singleValueContainer()
        guard let values = try? container.decode([Double].self), values.count == count else {
            throw SceneError(path: SceneError.format(decoder.codingPath), "expected \(expected)")
        }
        guard values.allSatisfy(\.isFinite) else {
            throw SceneError(path: SceneError.format(decoder.codingPath), "expected finite numbers in \(expected)")
        }
        return values
    }
}

/// A size in a scene file: `[width, height]`, in points, neither negative.
package struct SizeValue: Decodable, Hashable, Sendable {
    /// The size, in points.
    package var size: Size
    /// Wraps a size.
    package init(_ size: Size) { self.size = size }
    /// Decodes the value.
    /// - Throws: ``SceneError`` naming the JSON path and what was expected.
    package init(from decoder: any Decoder) throws {
        let v = try SceneValues.numbers(decoder, count: 2, expected: "[width, height]")
        guard v[0] >= 0, v[1] >= 0 else {
            throw SceneError(path: SceneError.format(decoder.codingPath), "expected [width, height] of 0 or more, got [\(v[0]), \(v[1])]")
        }
        size = Size(width: v[0], height: v[1])
    }
}

/// A point in a scene file: `[x, y]`, in points.
package struct PointValue: Decodable, Hashable, Sendable {
    /// The point, in points.
    package var point: Point
    /// Decodes the value.
    /// - Throws: ``SceneError`` naming the JSON path and what was expected.
    package init(from decoder: any Decoder) throws {
        let v = try SceneValues.numbers(decoder, count: 2, expected: "[x, y]")
        point = Point(x: v[0], y: v[1])
    }
}

/// Insets in a scene file: `[top, left, bottom, right]` in points, or one number for every edge.
package struct InsetsValue: Decodable, Hashable, Sendable {
    /// The insets, in points.
    package var insets: EdgeInsets
    /// Decodes the value.
    /// - Throws: ``SceneError`` naming the JSON path and what was expected.
    package init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer().decode(Double.self), single.isFinite {
            insets = EdgeInsets(all: single)
        } else {
            let v = try SceneValues.numbers(decoder, count: 4, expected: "[top, left, bottom, right] or one number")
            insets = EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
        }
    }
}

/// A colour in a scene file: `"#rrggbb"` or `"#rrggbbaa"` (`"#rgb"` is accepted too).
package struct ColorValue: Decodable, Hashable, Sendable {
    /// The colour.
    package var color: Color
    /// Decodes the value.
    /// - Throws: ``SceneError`` naming the JSON path and what was expected.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard let text = try? container.decode(String.self), let c = Color(hex: text) else {
            throw SceneError(path: SceneError.format(decoder.codingPath), "expected a colour such as \"#ff8800\" or \"#ff880080\"")
        }
        color = c
    }
}

/// A badge in a scene file: a string or a whole number.
package struct BadgeValue: Decodable, Hashable, Sendable {
    /// The badge's text (a number as its decimal digits).
    package var text: String
    /// Decodes the value.
    /// - Throws: ``SceneError`` naming the JSON path and what was expected.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let s = try? container.decode(String.self) {
            text = s
        } else if let n = try? container.decode(Int.self) {
            text = String(n)
        } else {
            throw SceneError(path: SceneError.format(decoder.codingPath), "expected a badge as a string or a whole number")
        }
    }
}

extension KeyedDecodingContainer {
    /// An image's path (a PNG file, or an icon's `.appiconset` folder), or nil when the key is
    /// absent; an empty string is refused here, naming its key, rather than read as a file with
    /// no name.
    func imagePath(_ key: Key) throws -> String? {
        guard let path = try decodeIfPresent(String.self, forKey: key) else { return nil }
        guard !path.isEmpty else {
            throw SceneError(path: SceneError.format(codingPath + [key]),
                             "is empty; give the path of a PNG file (or of an icon's .appiconset folder), or leave the key out")
        }
        return path
    }
}

extension KeyedDecodingContainer {
    /// A whole number, or nil when the key is absent or null. A number written with a fraction
    /// or an exponent is taken when its value is whole (`1e3`); anything else is an error that
    /// names the key's path and says what is expected.
    /// - Parameters:
    ///   - key: the key.
    ///   - expected: what the key takes, for the message ("a page number from 0").
    ///   - range: the values allowed; nil for any `Int`.
    func wholeNumber(_ key: Key, expected: String, in range: ClosedRange<Int>? = nil) throws -> Int? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        let where_ = SceneError.format(codingPath + [key])
        let value: Int
        if let n = try? decode(Int.self, forKey: key) {
            value = n
        } else if let d = try? decode(Double.self, forKey: key) {
            guard d == d.rounded(), d >= -9.2e18, d <= 9.2e18 else {
                throw SceneError(path: where_, "expected \(expected), got \(SceneValues.shown(d))")
            }
            value = Int(d)
        } else {
            throw SceneError(path: where_, "expected \(expected)")
        }
        if let range, !range.contains(value) {
            throw SceneError(path: where_, "expected \(expected), got \(value)")
        }
        return value
    }

    /// A seed: a whole number from 0 to 2^64 - 1, or nil when absent or null.
    func seed(_ key: Key) throws -> UInt64? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        if let n = try? decode(UInt64.self, forKey: key) { return n }
        let expected = "a seed: a whole number from 0 to \(UInt64.max)"
        if let d = try? decode(Double.self, forKey: key), d == d.rounded(), d >= 0, d < 18_446_744_073_709_551_616 {
            return UInt64(d)
        }
        if let d = try? decode(Double.self, forKey: key) {
            throw SceneError(path: SceneError.format(codingPath + [key]), "expected \(expected), got \(SceneValues.shown(d))")
        }
        throw SceneError(path: SceneError.format(codingPath + [key]), "expected \(expected)")
    }
}

extension SceneValues {
    /// A number as a scene would write it: `3` rather than `3.0`.
    static func shown(_ d: Double) -> String { NumberText.plain(d) }
}

extension KeyedDecodingContainer {
    /// The colour at `key` (``ColorValue``), or nil when the key is absent.
    func color(_ key: Key) throws -> Color? {
        try decodeIfPresent(ColorValue.self, forKey: key)?.color
    }

    /// The point at `key` (``PointValue``), or nil when the key is absent.
    func point(_ key: Key) throws -> Point? {
        try decodeIfPresent(PointValue.self, forKey: key)?.point
    }

    /// The badge's text at `key` (``BadgeValue``), or nil when the key is absent.
    func badge(_ key: Key) throws -> String? {
        try decodeIfPresent(BadgeValue.self, forKey: key)?.text
    }
}
