/// Layout settings given by a scene or the command line, by key: only those given. Merging two
/// (a scene's, then the command line's) and applying them to a ``LayoutSpec`` are the same for
/// every setting.
package struct LayoutSettingValues: Hashable, Sendable {
    private var values: [String: LayoutSettingValue] = [:]

    /// No settings.
    package init() {}

    /// The value of `setting`, or nil when it is not given.
    package subscript(setting: LayoutSetting) -> LayoutSettingValue? {
        get { values[setting.key] }
        set { values[setting.key] = newValue }
    }

    /// True when no setting is given.
    package var isEmpty: Bool { values.isEmpty }

    /// The settings given, in ``LayoutSetting/all``'s order.
    package var given: [(setting: LayoutSetting, value: LayoutSettingValue)] {
        LayoutSetting.all.compactMap { s in values[s.key].map { (s, $0) } }
    }

    /// These settings with every one `other` gives replaced by `other`'s.
    package func merging(_ other: LayoutSettingValues) -> LayoutSettingValues {
        var result = self
        result.values.merge(other.values) { _, new in new }
        return result
    }

    /// Writes every setting given into `spec`.
    package func apply(to spec: inout LayoutSpec) {
        spec.settings = spec.settings.merging(self)
    }
}

/// A spec's settings read and written as the value their kind takes, for the typed properties
/// declared beside the catalogue (`spec.lineSpacing` is `self[number: .lineSpacing]`).
extension LayoutSpec {
    /// A number setting (a length, a scale, degrees).
    package subscript(number setting: LayoutSetting) -> Double? {
        get { settings[setting]?.number }
        set { settings[setting] = newValue.map { .number($0) } }
    }

    /// A whole-number setting.
    package subscript(whole setting: LayoutSetting) -> Int? {
        get { settings[setting]?.whole }
        set { settings[setting] = newValue.map { .whole($0) } }
    }

    /// A size setting.
    package subscript(size setting: LayoutSetting) -> Size? {
        get { settings[setting]?.size }
        set { settings[setting] = newValue.map { .size($0) } }
    }

    /// A setting naming one of a few choices, as the type of its names.
    package subscript<T: RawRepresentable>(choice setting: LayoutSetting) -> T? where T.RawValue == String {
        get { settings[setting]?.choice.flatMap(T.init(rawValue:)) }
        set { settings[setting] = newValue.map { .choice($0.rawValue) } }
    }
}
