import SBLayout

/// Reads a scene's layout settings: each as a top-level key (the short form, `"lineSpacing":
/// 10`) or nested under its layout's name (`"flow": {"lineSpacing": 10}`), with one decoder per
/// kind of value (``/SBLayout/LayoutSetting/Kind``).
enum LayoutSettingsDecoding {
    /// The scene keys the settings use: every setting's key, and the name of every registered
    /// layout that takes settings.
    static func keys(_ layouts: LayoutRegistry) -> [String] {
        LayoutSetting.all.map(\.key) + withSettings(layouts).map(\.name.rawValue)
    }

    /// The registered layouts that take settings.
    private static func withSettings(_ layouts: LayoutRegistry) -> [LayoutDefinition] {
        layouts.registrations.map(\.definition).filter { !$0.settings.isEmpty }
    }

    /// The settings of the scene object at `decoder`.
    /// - Parameters:
    ///   - decoder: the scene object's decoder.
    ///   - layout: the scene's layout: the only one whose nested object it may hold.
    ///   - layouts: the registered layouts, whose names may key nested objects.
    /// - Throws: ``SceneError`` naming the JSON path of a value of the wrong kind, of a nested
    ///   object of another layout, or of a setting given both ways.
    static func decode(_ decoder: any Decoder, layout: LayoutName, layouts: LayoutRegistry) throws -> LayoutSettingValues {
        let c = try decoder.container(keyedBy: AnyKey.self)
        var values = LayoutSettingValues()
        for setting in LayoutSetting.all {
            values[setting] = try value(of: setting, in: c)
        }
        for definition in withSettings(layouts) {
            let name = definition.name, settings = definition.settings
            let key = AnyKey(stringValue: name.rawValue)
            guard c.contains(key), try !c.decodeNil(forKey: key) else { continue }
            let nestedDecoder = try c.superDecoder(forKey: key)
            let path = SceneError.format(nestedDecoder.codingPath)
            guard name == layout else {
                throw SceneError(path: path, "holds the \(name) layout's settings, but the scene's layout is \(layout); set \"layout\": \"\(name)\" or move the settings to \"\(layout)\"")
            }
            guard (try? nestedDecoder.container(keyedBy: AnyKey.self)) != nil else {
                throw SceneError(path: path, "expected an object of the \(name) layout's settings, such as {\"\(settings[0].key)\": ...}")
            }
            try StrictKeys.check(nestedDecoder, known: settings.map(\.key))
            let nested = try nestedDecoder.container(keyedBy: AnyKey.self)
            for setting in settings {
                guard let v = try value(of: setting, in: nested) else { continue }
                if values[setting] != nil {
                    throw SceneError(path: "\(path).\(setting.key)", "is given twice, here and as the top-level \"\(setting.key)\"; keep one")
                }
                values[setting] = v
            }
        }
        return values
    }

    private static func value(of setting: LayoutSetting, in c: KeyedDecodingContainer<AnyKey>) throws -> LayoutSettingValue? {
        let key = AnyKey(stringValue: setting.key)
        guard c.contains(key) else { return nil }
        switch setting.kind {
        case .size, .extent:
            return try c.decodeIfPresent(SizeValue.self, forKey: key).map { .size($0.size) }
        case .sizes:
            return try c.decodeIfPresent([SizeValue].self, forKey: key).map { .sizes($0.map(\.size)) }
        case .insets:
            return try c.decodeIfPresent(InsetsValue.self, forKey: key).map { .insets($0.insets) }
        case .length, .positive, .number, .range:
            return try c.decodeIfPresent(Double.self, forKey: key).map(LayoutSettingValue.number)
        case .whole:
            return try c.wholeNumber(key, expected: setting.expected).map(LayoutSettingValue.whole)
        case .choice(let names):
            guard let text = try c.decodeIfPresent(String.self, forKey: key) else { return nil }
            guard names.contains(text) else {
                throw SceneError(path: SceneError.format(c.codingPath + [key]),
                                 "unknown value '\(SceneError.excerpt(text))'; expected one of \(names.joined(separator: ", "))")
            }
            return .choice(text)
        }
    }
}
