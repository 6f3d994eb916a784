import ArgumentParser
import SBLayout
import SBScene

/// Parsers for the command line's compound values. Each throws a message that says what the
/// option accepts.
enum ArgumentValues {
    struct Invalid: Error, CustomStringConvertible {
        let description: String
    }

    static func number(_ text: Substring, _ what: String) throws -> Double {
        try refuseOption(String(text))
        guard let v = Double(String(text)), v.isFinite else {
            throw Invalid(description: "expected \(what), '\(text)' is not a finite number")
        }
        return v
    }

    /// Options that take numbers read the next word whatever it is (`parsing: .unconditional`), so
    /// that `--rotation -30` is a value; an option name in its place is refused here, since the
    /// value was most likely forgotten (`--rotation --editing`).
    static func refuseOption(_ text: String) throws {
        if text.hasPrefix("--") || (text.hasPrefix("-") && text.dropFirst().first?.isLetter == true) {
            throw Invalid(description: "'\(text)' is an option, not a value (the value is missing)")
        }
    }

    /// A whole number (`Int`), such as a count or an index; ranges are checked where the value is used.
    static func whole(_ text: String) throws -> Int {
        try refuseOption(text)
        guard let v = Int(text) else {
            if let d = Double(text), d.isFinite {
                throw Invalid(description: "expected a whole number, got \(text)")
            }
            throw Invalid(description: "expected a whole number, '\(text)' is not one")
        }
        return v
    }

    /// Pixels per point: 1, 2 or 3.
    static func scale(_ text: String) throws -> Int {
        try refuseOption(text)
        guard let v = Int(text), (1...3).contains(v) else {
            throw Invalid(description: "pixels per point are 1, 2 or 3 (the screen scales of iOS devices), got \(text)")
        }
        return v
    }

    /// The random generator's seed: a whole number from 0 to 2^64 - 1.
    static func seed(_ text: String) throws -> UInt64 {
        try refuseOption(text)
        guard let v = UInt64(text) else {
            throw Invalid(description: "a seed is a whole number from 0 to \(UInt64.max), got \(text)")
        }
        return v
    }

    /// `WxH`, e.g. 768x1024.
    static func size(_ text: String) throws -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw Invalid(description: "expected WIDTHxHEIGHT such as 768x1024, got '\(text)'") }
        let w = try number(parts[0], "WIDTHxHEIGHT"), h = try number(parts[1], "WIDTHxHEIGHT")
        guard w > 0, h > 0 else { throw Invalid(description: "width and height must be positive, got '\(text)'") }
        return Size(width: w, height: h)
    }

    /// `WxH` where zero is allowed (header and footer sizes).
    static func extent(_ text: String) throws -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw Invalid(description: "expected WIDTHxHEIGHT such as 60x30, got '\(text)'") }
        let w = try number(parts[0], "WIDTHxHEIGHT"), h = try number(parts[1], "WIDTHxHEIGHT")
        guard w >= 0, h >= 0 else { throw Invalid(description: "width and height must be 0 or more, got '\(text)'") }
        return Size(width: w, height: h)
    }

    /// `WxH,WxH,...`
    static func sizes(_ text: String) throws -> [Size] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard !parts.isEmpty, !text.isEmpty else { throw Invalid(description: "expected a list such as 50x50,80x40") }
        return try parts.map { try size(String($0)) }
    }

    /// `X,Y`
    static func point(_ text: String) throws -> Point {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw Invalid(description: "expected X,Y such as 0,120, got '\(text)'") }
        return Point(x: try number(parts[0], "X,Y"), y: try number(parts[1], "X,Y"))
    }

    /// `T,L,B,R`, or one number for all four edges.
    static func insets(_ text: String) throws -> EdgeInsets {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        if parts.count == 1 {
            let v = try number(parts[0], "TOP,LEFT,BOTTOM,RIGHT")
            guard v >= 0 else { throw Invalid(description: "insets must be 0 or more, got '\(text)'") }
            return EdgeInsets(all: v)
        }
        guard parts.count == 4 else { throw Invalid(description: "expected TOP,LEFT,BOTTOM,RIGHT such as 10,10,50,10, got '\(text)'") }
        let v = try parts.map { try number($0, "TOP,LEFT,BOTTOM,RIGHT") }
        guard v.allSatisfy({ $0 >= 0 }) else { throw Invalid(description: "insets must be 0 or more, got '\(text)'") }
        return EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }

    /// A finite number of points or seconds.
    static func finite(_ text: String) throws -> Double {
        try number(Substring(text), "a number")
    }

    /// A colour, `#rrggbb` or `#rrggbbaa` (`#rgb` too), as a scene file writes one.
    static func color(_ text: String) throws -> Color {
        try refuseOption(text)
        guard let c = Color(hex: text) else {
            throw Invalid(description: "expected a colour such as '#ff8800', got '\(text)'")
        }
        return c
    }
}

extension LayoutName: ExpressibleByArgument {
    /// sbrender's own layouts, in the registry's order (``/SBScene/LayoutRegistry/builtIn``),
    /// for completion scripts and the parser's "Valid values" (a registered layout's executable
    /// names its own from its registry).
    public static var allValueStrings: [String] { LayoutRegistry.builtIn.names.map(\.rawValue) }
    /// Completes the built-in layouts' names.
    public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
extension HomeScreenSpec.Appearance: ExpressibleByArgument {}
extension HomeScreenSpec.System: ExpressibleByArgument {}
extension HomeScreenSpec.IconAppearance: ExpressibleByArgument {}
extension DevicePreset.Orientation: ExpressibleByArgument {}
extension ScrollDirection: ExpressibleByArgument {}
extension GridLayout.Alignment: ExpressibleByArgument {}
extension GridLayout.HorizontalGeometry: ExpressibleByArgument {}
