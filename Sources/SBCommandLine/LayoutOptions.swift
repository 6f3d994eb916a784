import ArgumentParser
import SBLayout
import SBScene

/// The layout options shared by `sbrender layout` and `sbrender render`. Every one is optional;
/// what is not given comes from the layout's seed demo.
struct LayoutOptions: ParsableArguments {
    @Option(help: "The layout (default springboard).")
    var layout: LayoutName?

    @Option(parsing: .unconditional, help: ArgumentHelp("Items per section; render also takes 'fonts': the machine's font families.", valueName: "n|fonts"),
            transform: ItemsArgument.init)
    var items: ItemsArgument?

    @Option(parsing: .unconditional, help: ArgumentHelp("Number of sections.", valueName: "n"), transform: ArgumentValues.whole)
    var sections: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Viewport in points (default 768x1024).", valueName: "WxH"), transform: ArgumentValues.size)
    var size: Size?

    @Option(parsing: .unconditional, help: ArgumentHelp("Content offset in points.", valueName: "X,Y"), transform: ArgumentValues.point)
    var offset: Point?

    @Option(parsing: .unconditional, help: ArgumentHelp("Springboard: show page N (offset N x width).", valueName: "n"), transform: ArgumentValues.whole)
    var page: Int?

    @Option(help: ArgumentHelp(LayoutSetting.direction.summary))
    var direction: ScrollDirection?

    @Option(name: .customLong("item-size"), parsing: .unconditional, help: ArgumentHelp(LayoutSetting.itemSize.summary, valueName: "WxH"), transform: ArgumentValues.size)
    var itemSize: Size?

    @Option(parsing: .unconditional, help: ArgumentHelp(LayoutSetting.sizes.summary, valueName: "WxH,WxH,..."), transform: ArgumentValues.sizes)
    var sizes: [Size]?

    @Option(parsing: .unconditional, help: ArgumentHelp(LayoutSetting.inset.summary, valueName: "T,L,B,R"), transform: ArgumentValues.insets)
    var inset: EdgeInsets?

    @Option(name: .customLong("line-spacing"), parsing: .unconditional, help: ArgumentHelp(LayoutSetting.lineSpacing.summary, valueName: "points"), transform: ArgumentValues.finite)
    var lineSpacing: Double?

    @Option(name: .customLong("interitem-spacing"), parsing: .unconditional, help: ArgumentHelp(LayoutSetting.interitemSpacing.summary, valueName: "points"), transform: ArgumentValues.finite)
    var interitemSpacing: Double?

    @Option(name: .customLong("header-size"), parsing: .unconditional, help: ArgumentHelp(LayoutSetting.headerSize.summary, valueName: "WxH"), transform: ArgumentValues.extent)
    var headerSize: Size?

    @Option(name: .customLong("footer-size"), parsing: .unconditional, help: ArgumentHelp(LayoutSetting.footerSize.summary, valueName: "WxH"), transform: ArgumentValues.extent)
    var footerSize: Size?

    @Option(help: ArgumentHelp(LayoutSetting.alignment.summary))
    var alignment: GridLayout.Alignment?

    @Option(name: .customLong("grid-geometry"), help: ArgumentHelp(LayoutSetting.gridGeometry.summary))
    var gridGeometry: GridLayout.HorizontalGeometry?

    @Option(parsing: .unconditional, help: ArgumentHelp(LayoutSetting.rows.summary, valueName: "n"), transform: ArgumentValues.whole)
    var rows: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp(LayoutSetting.columns.summary, valueName: "n"), transform: ArgumentValues.whole)
    var columns: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp(LayoutSetting.pinch.summary, valueName: "scale"), transform: ArgumentValues.finite)
    var pinch: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp(LayoutSetting.rotation.summary, valueName: "degrees"), transform: ArgumentValues.finite)
    var rotation: Double?

    @Option(help: ArgumentHelp("Home screen: the device whose home screen is drawn (\(DevicePreset.ids.joined(separator: ", ")); default \(HomeScreenSpec.demo().device.id)). The canvas is its screen.",
                               valueName: "id"), transform: LayoutOptions.device)
    var device: DevicePreset?

    @Option(help: ArgumentHelp("Home screen: its appearance, the dock's and folders' material and the default wallpaper (default light).",
                               valueName: "appearance"))
    var appearance: HomeScreenSpec.Appearance?

    @Option(help: ArgumentHelp("Home screen: the iOS release whose look is drawn, ios18 or ios26's Liquid Glass (default: the device's, ios26 for the iPhone 17 family and Air).",
                               valueName: "system"))
    var system: HomeScreenSpec.System?

    @Option(help: ArgumentHelp("Home screen: how the icons are drawn, default, dark, clear (iOS 26) or tinted (default: dark icons in dark appearance, else default).",
                               valueName: "icons"))
    var iconAppearance: HomeScreenSpec.IconAppearance?

    @Option(help: ArgumentHelp("Home screen: the colour of tinted icons, #rrggbb (default #ffb340).", valueName: "colour"),
            transform: ArgumentValues.color)
    var iconTint: Color?

    @Option(help: ArgumentHelp("Home screen: portrait (default) or landscape (the iPads).", valueName: "orientation"))
    var orientation: DevicePreset.Orientation?

    @Flag(help: "Deletion mode: delete buttons shown, icons quiver.")
    var editing = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Time in seconds (quiver phase).", valueName: "seconds"), transform: ArgumentValues.finite)
    var time: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Seed of the random quiver offsets and colours.", valueName: "n"), transform: ArgumentValues.seed)
    var seed: UInt64?

    /// The layout settings given (``LayoutSetting``): each option is its setting's key in dashes.
    var settings: LayoutSettingValues {
        var v = LayoutSettingValues()
        v[.direction] = direction.map { .choice($0.rawValue) }
        v[.itemSize] = itemSize.map(LayoutSettingValue.size)
        v[.sizes] = sizes.map(LayoutSettingValue.sizes)
        v[.inset] = inset.map(LayoutSettingValue.insets)
        v[.lineSpacing] = lineSpacing.map(LayoutSettingValue.number)
        v[.interitemSpacing] = interitemSpacing.map(LayoutSettingValue.number)
        v[.headerSize] = headerSize.map(LayoutSettingValue.size)
        v[.footerSize] = footerSize.map(LayoutSettingValue.size)
        v[.alignment] = alignment.map { .choice($0.rawValue) }
        v[.gridGeometry] = gridGeometry.map { .choice($0.rawValue) }
        v[.rows] = rows.map(LayoutSettingValue.whole)
        v[.columns] = columns.map(LayoutSettingValue.whole)
        v[.pinch] = pinch.map(LayoutSettingValue.number)
        v[.rotation] = rotation.map(LayoutSettingValue.number)
        return v
    }

    /// `--device ID`: a device preset, or the ids there are.
    static func device(_ text: String) throws -> DevicePreset {
        try ArgumentValues.refuseOption(text)
        guard let preset = DevicePreset.named(text) else {
            throw ArgumentValues.Invalid(description: "unknown device '\(text)'; expected one of \(DevicePreset.ids.joined(separator: ", "))")
        }
        return preset
    }

    /// Refuses `--device`, `--appearance` and `--orientation` on a layout that is not a device's
    /// home screen (``/SBScene/LayoutRegistration/Feature/deviceScreen``; the scene's `device`
    /// and `appearance` keys are the home screen's too).
    /// - Parameters:
    ///   - layout: the layout drawn, the options' or the scene's.
    ///   - layouts: where it is registered.
    func checkHomeScreenOptions(layout: LayoutName, in layouts: LayoutRegistry) throws {
        guard layouts.registration(named: layout)?.offers(.deviceScreen) != true else { return }
        let home = layouts.registrations.filter { $0.offers(.deviceScreen) }.map(\.name.rawValue).joined(separator: "|")
        if let device {
            throw ValidationError("--device \(device.id) belongs to the \(home) layout, not \(layout); add --layout \(home) (for a device frame around another layout, give --frame DEVICE)")
        }
        if let appearance {
            throw ValidationError("--appearance \(appearance.rawValue) belongs to the \(home) layout, not \(layout); add --layout \(home)")
        }
        if let orientation {
            throw ValidationError("--orientation \(orientation.rawValue) belongs to the \(home) layout, not \(layout); add --layout \(home)")
        }
        if let system {
            throw ValidationError("--system \(system.rawValue) belongs to the \(home) layout, not \(layout); add --layout \(home)")
        }
        if let iconAppearance {
            throw ValidationError("--icon-appearance \(iconAppearance.rawValue) belongs to the \(home) layout, not \(layout); add --layout \(home)")
        }
        if iconTint != nil {
            throw ValidationError("--icon-tint belongs to the \(home) layout, not \(layout); add --layout \(home)")
        }
    }

    /// The options as a layout spec, the layout's definition found in `layouts`.
    func spec(in layouts: LayoutRegistry) throws -> LayoutSpec {
        let name = layout ?? .springboard
        guard let registration = layouts.registration(named: name) else {
            throw ValidationError("--layout: \(RegistryError(unknownLayout: name, in: layouts))")
        }
        var s = layouts.spec(for: registration)
        if case .count(let n)? = items { s.items = n }
        s.sections = sections
        if let size { s.viewport = size }
        s.contentOffset = offset
        s.page = page
        settings.apply(to: &s)
        try checkHomeScreenOptions(layout: name, in: layouts)
        if device != nil || appearance != nil || orientation != nil || system != nil || iconAppearance != nil || iconTint != nil {
            // As a scene's `device`, `appearance` and `orientation` keys: the seed demo's home
            // screen on the device, whose screen is the viewport unless --size says otherwise.
            var chosen = device ?? HomeScreenSpec.demo().device
            if orientation == .landscape {
                guard let turned = chosen.inLandscape else {
                    throw ValidationError("--orientation landscape: \(chosen.name)'s home screen is portrait only; landscape is for the iPads")
                }
                chosen = turned
            }
            var home = HomeScreenSpec.demo(device: chosen)
            home.appearance = appearance ?? .light
            home.system = system ?? .shipped(with: home.device)
            home.iconAppearanceChoice = iconAppearance
            if let iconTint { home.iconTint = iconTint }
            s.homescreen = home
            if size == nil { s.viewport = home.device.screenSize }
        }
        s.editing = editing
        s.seed = seed ?? 0
        return s
    }

    /// A layout setting's refusal as the command line says it: the option, then the reason
    /// (`--page is past the last page: ...`).
    static func message(for error: LayoutSpecError) -> String {
        "\(option(for: error.field)) \(error.message)"
    }

    /// A scene error from options alone (no scene file): a layout setting's key becomes its
    /// option (`--rows must be ...`), as do the keys ``OptionMessages/plan(_:)`` and
    /// ``OptionMessages/sceneKey(_:)`` know; any
    /// other key path is said as the scene says it.
    static func message(for error: SceneError) -> String {
        if let line = OptionMessages.plan(error) { return line }
        if let line = OptionMessages.sceneKey(error) { return line }
        if let setting = LayoutSetting.all.first(where: { $0.key == error.path }) { return "\(setting.option) \(error.message)" }
        if let field = LayoutSpec.Field(name: error.path), RenderPlan.key(for: field) == error.path {
            return "\(option(for: field)) \(error.message)"
        }
        return error.description
    }

    /// The command-line option behind a spec field, for error messages.
    static func option(for field: LayoutSpec.Field) -> String {
        return switch field {
        case .setting(let setting): setting.option
        case .layout: "--layout"
        case .sections: "--sections"
        case .items, .itemCounts: "--items"
        case .viewport: "--size"
        case .contentOffset: "--offset"
        case .page: "--page"
        case .sectionSettings: "--scene (sections)"
        case .editing: "--editing"
        case .seed: "--seed"
        case .compositional: "compositional (a scene key; the seed demo without a scene)"
        case .homescreen: "--homescreen"
        }
    }

    /// The prepared layout, or a validation error naming the option.
    func preparedLayout(in layouts: LayoutRegistry) throws -> any CollectionViewLayout {
        if case .fonts? = items {
            throw ValidationError("--items fonts draws the machine's fonts and belongs to 'sbrender render'; 'sbrender layout' takes a number")
        }
        do {
            return try spec(in: layouts).preparedLayout()
        } catch let error as LayoutSpecError {
            throw ValidationError(LayoutOptions.message(for: error))
        }
    }
}

/// `--items N` or `--items fonts`.
enum ItemsArgument: Equatable {
    case count(Int)
    case fonts

    init(_ text: String) throws {
        try ArgumentValues.refuseOption(text)
        if text == "fonts" {
            self = .fonts
        } else if let n = Int(text) {
            self = .count(n)
        } else {
            throw ArgumentValues.Invalid(description: "expected a whole number of items per section, or 'fonts', got '\(text)'")
        }
    }
}

extension LayoutOptions {
    /// The options with no option given but `--layout`, for the one-shot render's parser-free
    /// path (`RenderShortcut`): every option must be set here, or reading it traps
    /// (`RenderShortcutTests` compares the shortcut's command with the parser's, field by field).
    static func unset(layout: LayoutName?) -> LayoutOptions {
        var o = LayoutOptions()
        o.layout = layout
        o.items = nil
        o.sections = nil
        o.size = nil
        o.offset = nil
        o.page = nil
        o.direction = nil
        o.itemSize = nil
        o.sizes = nil
        o.inset = nil
        o.lineSpacing = nil
        o.interitemSpacing = nil
        o.headerSize = nil
        o.footerSize = nil
        o.alignment = nil
        o.gridGeometry = nil
        o.rows = nil
        o.columns = nil
        o.pinch = nil
        o.rotation = nil
        o.device = nil
        o.appearance = nil
        o.orientation = nil
        o.system = nil
        o.iconAppearance = nil
        o.iconTint = nil
        o.editing = false
        o.time = nil
        o.seed = nil
        return o
    }
}
