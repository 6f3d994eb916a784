/// Layout settings given by a scene or the command line, by key: only those given. Merging two
/// (a scene's, then the command line's) and applying them to a ``LayoutSpec`` are the same for
/// every setting.
package struct LayoutSettingValues: Hashable, Sendable {
    private var values: [String: LayoutSettingValue] = [:]

    /// No settings.
    package init() {}

    /// The settings `spec` gives.
    package init(of spec: LayoutSpec) {
        for setting in LayoutSetting.all { self[setting] = setting.value(in: spec) }
    }

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
        for (setting, value) in given { setting.set(value, in: &spec) }
    }
}
