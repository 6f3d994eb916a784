import SBLayout
import SBScene

/// What the page sets over the scene: the settings a scene file may leave open, each nil when
/// the page leaves the scene's (or the command line's) own value.
package struct PreviewOptions: Hashable, Sendable {
    /// Pixels per point: 1, 2 or 3.
    package var scale: Int?
    /// The moment drawn, in seconds.
    package var time: Double?
    /// The springboard's page.
    package var page: Int?
    /// Deletion mode (only ever switched on: the command line has no flag to switch it off).
    package var editing: Bool?
    /// The animation played: a named animation, ``timeline`` for the scene's own timeline, or
    /// nil for none.
    package var animation: String?
    /// The home screen's device preset (``/SBLayout/DevicePreset/id``).
    package var device: String?
    /// The home screen's appearance: light or dark.
    package var appearance: HomeScreenSpec.Appearance?
    /// The iOS release whose look the home screen is drawn in: ios18 or ios26.
    package var system: HomeScreenSpec.System?
    /// How the device is held: portrait or landscape (the iPads).
    package var orientation: DevicePreset.Orientation?
    /// How the home screen's icons are drawn: default, dark, clear or tinted (`icons=` in a query).
    package var iconAppearance: HomeScreenSpec.IconAppearance?

    /// Whether the page shows the home screen in its other appearance beside it (light beside
    /// dark): a setting of the page alone, with no command-line option.
    package var compare: Bool?

    /// The appearance ``compare`` shows beside the picture: the other one of `shown` (the
    /// scene's, light when it names none).
    package static func other(than shown: HomeScreenSpec.Appearance?) -> HomeScreenSpec.Appearance {
        shown == .dark ? .light : .dark
    }

    /// The names in a tab's address that are the page's alone, not settings of the drawing.
    package static let pageNames: Set<String> = ["v", "token", "zoom"]

    /// Whether `query` names any setting (a name other than ``pageNames``, with a value).
    package static func namesSettings(_ query: [(name: String, value: String)]) -> Bool {
        query.contains { !$0.value.isEmpty && !pageNames.contains($0.name) }
    }

    /// The value of ``animation`` that plays the scene's own timeline.
    package static let timeline = "timeline"

    /// No settings over the scene's.
    package init(scale: Int? = nil, time: Double? = nil, page: Int? = nil, editing: Bool? = nil, animation: String? = nil) {
        self.scale = scale
        self.time = time
        self.page = page
        self.editing = editing
        self.animation = animation
    }

    /// The options a query string gives
    /// (`scale=2&time=0.5&page=1&editing=1&device=ipad-pro-11&appearance=dark&system=ios26&orientation=landscape&icons=tinted&animation=insert`);
    /// an empty value leaves a setting open. The page's own names in a tab's address (`v`, the
    /// picture's version; `token`; `zoom`) are passed over.
    /// - Throws: ``PreviewOptionsError`` naming the first value that is not allowed.
    package init(query: [(name: String, value: String)]) throws(PreviewOptionsError) {
        self.init()
        for (name, value) in query where !value.isEmpty && !Self.pageNames.contains(name) {
            switch name {
            case "scale":
                guard let n = Int(value), (1...3).contains(n) else { throw PreviewOptionsError("scale: pixels per point are 1, 2 or 3, got \(value)") }
                scale = n
            case "time":
                guard let t = Double(value), t.isFinite, t >= 0, t <= 3600 else { throw PreviewOptionsError("time: seconds from 0 to 3600, got \(value)") }
                time = t
            case "page":
                guard let p = Int(value), (0...10_000).contains(p) else { throw PreviewOptionsError("page: a page number from 0 to 10000, got \(value)") }
                page = p
            case "editing":
                guard value == "1" || value == "true" || value == "0" || value == "false" else { throw PreviewOptionsError("editing: 1 or 0, got \(value)") }
                editing = value == "1" || value == "true" ? true : nil
            case "device":
                guard DevicePreset.named(value) != nil else {
                    throw PreviewOptionsError("device: one of \(DevicePreset.ids.joined(separator: ", ")), got \(value.prefix(64))")
                }
                device = value
            case "appearance":
                guard let a = HomeScreenSpec.Appearance(rawValue: value) else { throw PreviewOptionsError("appearance: light or dark, got \(value.prefix(64))") }
                appearance = a
            case "system":
                guard let v = HomeScreenSpec.System(rawValue: value) else { throw PreviewOptionsError("system: ios18 or ios26, got \(value.prefix(64))") }
                system = v
            case "orientation":
                guard let v = DevicePreset.Orientation(rawValue: value) else { throw PreviewOptionsError("orientation: portrait or landscape, got \(value.prefix(64))") }
                orientation = v
            case "icons":
                guard let v = HomeScreenSpec.IconAppearance(rawValue: value) else {
                    throw PreviewOptionsError("icons: default, dark, clear or tinted, got \(value.prefix(64))")
                }
                iconAppearance = v
            case "compare":
                guard value == "1" || value == "0" else { throw PreviewOptionsError("compare: 1 or 0, got \(value.prefix(64))") }
                compare = value == "1" ? true : nil
            case "animation":
                guard value.count <= 64, value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else {
                    throw PreviewOptionsError("animation: a name such as insert, or timeline")
                }
                animation = value
            default:
                throw PreviewOptionsError("unknown setting '\(name)'; the page sets scale, time, page, editing, device, appearance, system, orientation, icons, compare and animation")
            }
        }
    }

    /// The settings as a scene that overrides the file's (`Scene.overriding`), as the command
    /// line's `--scale`, `--time`, `--page`, `--editing`, `--device`, `--appearance`, `--system`,
    /// `--orientation` and `--icon-appearance` do.
    package var overrides: Scene {
        var s = Scene()
        if let scale { s.canvas = SceneCanvas(size: nil, scale: scale) }
        s.time = time
        s.page = page
        if editing == true { s.editing = true }
        s.device = device.flatMap(DevicePreset.named)
        s.interfaceStyle = appearance
        s.system = system
        s.orientation = orientation
        s.iconAppearance = iconAppearance
        return s
    }

    /// The command-line options that give the same picture, in the order `sbrender` documents them.
    package var arguments: [String] {
        var a: [String] = []
        if let scale { a += ["--scale", String(scale)] }
        if let time { a += ["--time", LayoutJSON.number(time)] }
        if let page { a += ["--page", String(page)] }
        if editing == true { a.append("--editing") }
        if let device { a += ["--device", device] }
        if let appearance { a += ["--appearance", appearance.rawValue] }
        if let orientation { a += ["--orientation", orientation.rawValue] }
        if let system { a += ["--system", system.rawValue] }
        if let iconAppearance { a += ["--icon-appearance", iconAppearance.rawValue] }
        return a
    }
}

/// A page setting that is not allowed, with what is.
package struct PreviewOptionsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong and what is allowed.
    package var description: String
    /// An error saying `description`.
    package init(_ description: String) { self.description = description }
}
