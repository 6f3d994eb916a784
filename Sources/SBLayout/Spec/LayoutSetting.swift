/// One setting of a layout (`lineSpacing`, `itemSize`, ...), described once: its name, the kind
/// of value it takes and the range it accepts, its help text, and where it lives in a
/// ``LayoutSpec`` (by its key, read through the typed property declared beside it in the
/// catalogue). Scene files (the short form `"lineSpacing": 10` and the nested form
/// `"flow": {"lineSpacing": 10}`), the command line (`--line-spacing 10`), the merge of a scene
/// with the command line's options, the validation and the JSON Schema all read this
/// description, so that a new setting is written in one place.
///
/// The layouts that take a setting are listed by each layout (``LayoutDefinition/settings``).
public struct LayoutSetting: Sendable, Hashable, CustomStringConvertible {
    /// The kind of value a setting takes: how scenes write it and which values are accepted.
    package enum Kind: Hashable, Sendable {
        /// A size of positive width and height, in points (`[w, h]`, `WxH`).
        case size
        /// A size whose width and height may be 0 (`[w, h]`, `WxH`): a header or footer size.
        case extent
        /// A list of positive sizes, repeated over the items (`[[w, h], ...]`, `WxH,WxH`).
        case sizes
        /// Insets of 0 or more points (`[top, left, bottom, right]` or one number).
        case insets
        /// A length of 0 or more points.
        case length
        /// A positive number (a scale).
        case positive
        /// Any finite number.
        case number
        /// A number within bounds (a factor from 0 to 1); the schema gives them as `minimum` and
        /// `maximum`.
        case range(ClosedRange<Double>)
        /// A whole number in a range.
        case whole(ClosedRange<Int>)
        /// One of a few names.
        case choice([String])
    }

    /// The name, as scene files and ``LayoutSpec`` spell it (`lineSpacing`); the command line's
    /// option (SBCommandLine's spelling) is the same name in dashes, `--line-spacing`.
    package let key: String
    /// The kind of value.
    package let kind: Kind
    /// What the setting does, in one sentence, for help texts and the schema.
    package let summary: String
    /// What a whole-number setting's message says is expected ("a number of rows from 1 to 1000").
    package let expected: String
    private let problem: @Sendable (LayoutSettingValue) -> String?

    init(_ key: String, _ kind: Kind, _ summary: String, expected: String = "",
         problem: (@Sendable (LayoutSettingValue) -> String?)? = nil) {
        self.key = key
        self.kind = kind
        self.summary = summary
        self.expected = expected
        self.problem = problem ?? { LayoutSetting.problem(of: $0, kind: kind) }
    }

    /// The key.
    public var description: String { key }

    /// What is wrong with `value` ("must be ..."), or nil when it is in range.
    package func problem(with value: LayoutSettingValue) -> String? { problem(value) }

    /// Two settings are equal when their keys are.
    public static func == (a: LayoutSetting, b: LayoutSetting) -> Bool { a.key == b.key }
    /// Hashes the key.
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    private static func problem(of value: LayoutSettingValue, kind: Kind) -> String? {
        func positive(_ s: Size) -> String? {
            s.width.isFinite && s.height.isFinite && s.width > 0 && s.height > 0 ? nil
                : "must be a positive width and height, got \(NumberText.size(s.width, s.height))"
        }
        func nonNegative(_ values: [Double]) -> String? {
            values.first { !($0.isFinite && $0 >= 0) }.map { "must be a finite number of points, 0 or more, got \(NumberText.plain($0))" }
        }
        switch (kind, value) {
        case (.size, .size(let s)): return positive(s)
        case (.extent, .size(let s)): return nonNegative([s.width, s.height])
        case (.sizes, .sizes(let list)):
            guard !list.isEmpty else { return "must list at least one WxH size" }
            return list.lazy.compactMap(positive).first
        case (.insets, .insets(let e)): return nonNegative([e.top, e.left, e.bottom, e.right])
        case (.length, .number(let v)): return nonNegative([v])
        case (.positive, .number(let v)): return v.isFinite && v > 0 ? nil : "must be a positive number, got \(NumberText.plain(v))"
        case (.number, .number(let v)): return v.isFinite ? nil : "must be a finite number, got \(NumberText.plain(v))"
        case (.range(let range), .number(let v)):
            return range.contains(v) ? nil
                : "must be \(NumberText.plain(range.lowerBound)) to \(NumberText.plain(range.upperBound)), got \(NumberText.plain(v))"
        case (.whole(let range), .whole(let n)):
            return range.contains(n) ? nil : "must be \(range.lowerBound) to \(range.upperBound), got \(n)"
        case (.choice(let names), .choice(let name)):
            return names.contains(name) ? nil : "must be one of \(names.joined(separator: ", ")), got '\(name)'"
        default:
            return "takes \(kind.noun), not \(value)"
        }
    }
}

extension LayoutSetting.Kind {
    /// What a value of this kind is, for messages ("a size").
    package var noun: String {
        switch self {
        case .size, .extent: "a size"
        case .sizes: "a list of sizes"
        case .insets: "insets"
        case .length: "a length"
        case .positive, .number, .range: "a number"
        case .whole: "a whole number"
        case .choice(let names): "one of \(names.joined(separator: ", "))"
        }
    }
}

/// A setting's value: the few shapes settings take.
package enum LayoutSettingValue: Hashable, Sendable, CustomStringConvertible {
    /// A size in points.
    case size(Size)
    /// A list of sizes in points.
    case sizes([Size])
    /// Insets in points.
    case insets(EdgeInsets)
    /// A number (points, a scale, degrees).
    case number(Double)
    /// A whole number.
    case whole(Int)
    /// A name.
    case choice(String)

    /// The value as the command line writes it (`50x50`, `1,2,3,4`, `10`, `top`).
    package var description: String {
        func size(_ s: Size) -> String { "\(s.width)x\(s.height)" }
        switch self {
        case .size(let s): return size(s)
        case .sizes(let list): return list.map(size).joined(separator: ",")
        case .insets(let e): return "\(e.top),\(e.left),\(e.bottom),\(e.right)"
        case .number(let v): return "\(v)"
        case .whole(let n): return "\(n)"
        case .choice(let name): return name
        }
    }

    /// The size, or nil for a value of another shape.
    package var size: Size? { if case .size(let s) = self { s } else { nil } }
    /// The sizes, or nil for a value of another shape.
    package var sizes: [Size]? { if case .sizes(let s) = self { s } else { nil } }
    /// The insets, or nil for a value of another shape.
    package var insets: EdgeInsets? { if case .insets(let e) = self { e } else { nil } }
    /// The number, or nil for a value of another shape.
    package var number: Double? { if case .number(let v) = self { v } else { nil } }
    /// The whole number, or nil for a value of another shape.
    package var whole: Int? { if case .whole(let n) = self { n } else { nil } }
    /// The name, or nil for a value of another shape.
    package var choice: String? { if case .choice(let name) = self { name } else { nil } }
}
