import SBLayout

/// What to draw: a layout, its settings and content, the canvas, the wallpaper, the moment.
///
/// A scene is a JSON object (see the README for a complete example). Every key is optional and
/// falls back on the layout's seed demo, so the empty object `{}` draws the springboard demo.
/// Unknown keys and wrong types are errors that name their JSON path.
public struct Scene: Decodable, Hashable, Sendable {
    /// The most items a scene may draw (`Limits.pictureItems`).
    package static let maximumItems = Limits.pictureItems

    /// `layout`: `springboard` (the default), `flow`, `circle`, `punched`, `grid`, `compositional`,
    /// or the name of a layout registered in the ``LayoutRegistry`` the scene is planned with.
    public var layout: LayoutName?
    /// `canvas`: the size in points (768 x 1024 by default) and the pixel scale.
    package var canvas: SceneCanvas?
    /// A built-in wallpaper's name, or a PNG file's path.
    package var wallpaper: String?
    /// How a PNG wallpaper fits the view: `scaleToFill` (UIImageView's default, stretched: the
    /// default; a home screen's default is `aspectFill`, as iOS covers the screen), `aspectFit`
    /// or `aspectFill`.
    package var wallpaperContentMode: ContentMode?
    /// `statusBar`: `ios6` (the springboard's default: iOS 6's iPad status bar, the collection
    /// view below it) or `none` (the other layouts' default: the whole canvas for the layout).
    package var statusBar: StatusBar?
    /// `navigationBar`: `cookbook` (iOS 7's navigation bar of the cookbook's samples, the
    /// collection view below its 64 points) or `none` (the default), on the cookbook's layouts.
    package var navigationBar: NavigationBar?
    /// Deletion mode.
    package var editing: Bool?
    /// Seconds: the moment drawn (the quiver's phase).
    package var time: Double?
    /// The seed of the quiver offsets and the generated colours.
    package var seed: UInt64?
    /// `contentOffset` `[x, y]`: where the content is scrolled to, in points.
    package var contentOffset: Point?
    /// Springboard: the page shown.
    package var page: Int?
    /// Springboard: draw the tutorial's detail view for this item instead.
    package var detail: Int?
    /// Where the items come from: "fonts" takes the font families installed on the machine
    /// (the tutorial's own data model).
    package var itemSource: String?
    /// Sections with their items.
    package var sections: [SceneSection]?
    /// Without `sections`: how many sections, and items in each.
    package var sectionCount: Int?
    /// `items`: the number of items in each section, when `sections` is a number (or absent).
    package var itemsPerSection: Int?

    /// The layout's settings (``/SBLayout/LayoutSetting``): `lineSpacing`, `itemSize`, ... as
    /// top-level keys (the short form), or nested under the layout's name, `"flow":
    /// {"lineSpacing": 10}`. Each layout takes the settings ``/SBLayout/LayoutDefinition/settings``
    /// lists.
    package var settings = LayoutSettingValues()

    /// `compositional`: the compositional layout's sections and configuration (see
    /// ``CompositionalValue``). With `"layout": "compositional"` it is the layout drawn; on a scene
    /// of another layout it is only where a `"transition": "compositional"` event goes, with the
    /// scene's items (refused when nothing transitions there).
    package var compositional: CompositionalValue?

    /// `homescreen`: the home screen's apps, widgets, folders and dock (``HomeScreenValue``),
    /// with `"layout": "homescreen"`.
    package var homescreen: HomeScreenValue?
    /// `device`: the device whose home screen is drawn (a ``/SBLayout/DevicePreset`` id such as
    /// `iphone-15-pro`, the default), with `"layout": "homescreen"`. The canvas is its screen.
    package var device: DevicePreset?
    /// `appearance`: `light` (the default) or `dark`, with `"layout": "homescreen"`.
    package var interfaceStyle: HomeScreenSpec.Appearance?
    /// `system`: `ios18` or `ios26`, the release whose look the home screen is drawn in (the
    /// device's, ``/SBLayout/HomeScreenSpec/System/shipped(with:)``, when absent), with
    /// `"layout": "homescreen"`.
    package var system: HomeScreenSpec.System?
    /// `iconAppearance`: `default`, `dark`, `clear` or `tinted`, how the home screen's icons are
    /// drawn (iOS's Automatic when absent: dark icons in dark appearance), with
    /// `"layout": "homescreen"`.
    package var iconAppearance: HomeScreenSpec.IconAppearance?
    /// `iconTint`: the colour of tinted icons (`"#rrggbb"`), with `"layout": "homescreen"`.
    package var iconTint: Color?
    /// `orientation`: `portrait` (the default) or `landscape` (iPads only), with
    /// `"layout": "homescreen"`.
    package var orientation: DevicePreset.Orientation?

    /// The device the home screen is drawn on: ``device`` (iPhone 15 Pro by default), turned to
    /// ``orientation``; in landscape only an iPad (``/SBLayout/DevicePreset/inLandscape``).
    /// - Throws: ``SceneError`` at `orientation` for an iPhone in landscape.
    package func homeScreenDevice() throws(SceneError) -> DevicePreset {
        let device = self.device ?? HomeScreenSpec.demo().device
        guard orientation == .landscape else { return device }
        guard let turned = device.inLandscape else {
            throw SceneError(path: "orientation", "\(device.name)'s home screen is portrait only; landscape is for the iPads (\(DevicePreset.all.filter { $0.idiom == .pad }.map(\.id).joined(separator: ", ")))")
        }
        return turned
    }

    /// A scripted animation: events at times (`sbrender animate` plays it when no `--animation`
    /// is given). See ``SceneEvent``.
    package var timeline: [SceneEvent]?

    /// `style`: the cells' look, one of ``CellStyleName`` (the layout's own when absent).
    package var style: CellStyleName?
    /// `text`, `card`, `contentMode`: every item's text, card and image settings (items may
    /// override them key by key).
    package var appearance = ItemAppearance()

    /// `frame`: a device frame drawn around the picture (``SceneFrame``); the canvas then
    /// defaults to the device's screen.
    package var frame: SceneFrame?

    /// The layouts the scene's `layout` names one of: the registry it was decoded with
    /// (``decode(_:source:layouts:)``), sbrender's own by default.
    public var layouts: LayoutRegistry = .builtIn

    /// The registered layout the scene names (the springboard when it names none), or nil when
    /// ``layouts`` has no layout of that name.
    package var registered: LayoutRegistration? { layouts.registration(named: layout ?? .springboard) }

    /// The canvas in points: `canvas.size`, else the device's screen on a home screen, else the
    /// framed device's screen, else 768 x 1024.
    package var canvasSize: Size {
        if let size = canvas?.size { return size }
        if registered?.offers(.deviceScreen) == true { return ((try? homeScreenDevice()) ?? device ?? HomeScreenSpec.demo().device).screenSize }
        return frame?.device.map { DeviceFrameModel.screenMetrics(of: $0).size } ?? SeedDemo.viewport
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case layout, canvas, wallpaper, wallpaperContentMode, statusBar, navigationBar, editing, time, seed, contentOffset, page, detail, itemSource
        case sections, items, timeline
        case style
        case compositional
        case frame
        case homescreen, device, orientation
        case interfaceStyle = "appearance"
        case system, iconAppearance, iconTint
        /// The JSON Schema the file follows (`Schema/scene.schema.json`); read and ignored.
        case schema = "$schema"
    }

    /// The empty scene, `{}`: the springboard demo.
    package init() {}

    /// Decodes a scene object, rejecting unknown keys and unknown values of named choices.
    /// - Throws: ``SceneError`` naming the JSON path; `DecodingError` for a value of the wrong JSON
    ///   type (``decode(_:source:layouts:)`` turns it into a ``SceneError``).
    public init(from decoder: any Decoder) throws {
        let layouts = LayoutRegistry.of(decoder)
        self.layouts = layouts
        try StrictKeys.check(decoder, known: CodingKeys.allCases.map(\.rawValue) + ItemAppearance.keys + LayoutSettingsDecoding.keys(layouts))
        let c = try decoder.container(keyedBy: CodingKeys.self)
        func path(_ key: CodingKeys) -> String { SceneError.format(decoder.codingPath + [key]) }
        func choice<T: RawRepresentable & CaseIterable>(_ key: CodingKeys, _ type: T.Type) throws -> T? where T.RawValue == String {
            guard let text = try c.decodeIfPresent(String.self, forKey: key) else { return nil }
            guard let value = T(rawValue: text) else {
                throw SceneError(path: path(key), "unknown value '\(SceneError.excerpt(text))'; expected one of \(T.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return value
        }
        _ = try c.decodeIfPresent(String.self, forKey: .schema)
        if let text = try c.decodeIfPresent(String.self, forKey: .layout) {
            guard layouts.registration(named: LayoutName(rawValue: text)) != nil else {
                throw SceneError(path: path(.layout), "unknown value '\(SceneError.excerpt(text))'; expected one of \(layouts.names.map(\.rawValue).joined(separator: ", "))")
            }
            layout = LayoutName(rawValue: text)
        }
        canvas = try c.decodeIfPresent(SceneCanvas.self, forKey: .canvas)
        wallpaper = try c.decodeIfPresent(String.self, forKey: .wallpaper)
        wallpaperContentMode = try choice(.wallpaperContentMode, ContentMode.self)
        statusBar = try choice(.statusBar, StatusBar.self)
        navigationBar = try choice(.navigationBar, NavigationBar.self)
        editing = try c.decodeIfPresent(Bool.self, forKey: .editing)
        time = try c.decodeIfPresent(Double.self, forKey: .time)
        seed = try c.seed(.seed)
        contentOffset = try c.point(.contentOffset)
        page = try c.wholeNumber(.page, expected: "a page number: a whole number from 0", in: 0...Int.max)
        detail = try c.wholeNumber(.detail, expected: "an item number: a whole number from 0", in: 0...Int.max)
        itemSource = try c.decodeIfPresent(String.self, forKey: .itemSource)
        if (try? c.decode(Double.self, forKey: .sections)) != nil {
            // A number of sections (with `items` per section).
            let n = try c.decode(Double.self, forKey: .sections)
            guard n == n.rounded(), n >= 0, n <= 9.2e18 else {
                throw SceneError(path: path(.sections), "a number of sections must be a whole number from 0, got \(SceneValues.shown(n))")
            }
            sectionCount = try c.wholeNumber(.sections, expected: "a number of sections: a whole number from 0", in: 0...Int.max)
        } else if c.contains(.sections), try !c.decodeNil(forKey: .sections), (try? c.nestedUnkeyedContainer(forKey: .sections)) == nil {
            throw SceneError(path: path(.sections), "expected a list of sections such as [{\"count\": 12}], or a number of sections")
        } else {
            sections = try c.decodeIfPresent([SceneSection].self, forKey: .sections)
        }
        itemsPerSection = try c.wholeNumber(.items, expected: "a number of items per section: a whole number from 0", in: 0...Int.max)
        settings = try LayoutSettingsDecoding.decode(decoder, layout: layout ?? .springboard, layouts: layouts)
        timeline = try c.decodeIfPresent([SceneEvent].self, forKey: .timeline)
        style = try choice(.style, CellStyleName.self)
        appearance = try ItemAppearance(readingKeysOf: decoder)
        compositional = try c.decodeIfPresent(CompositionalValue.self, forKey: .compositional)
        frame = try c.decodeIfPresent(SceneFrame.self, forKey: .frame)
        homescreen = try c.decodeIfPresent(HomeScreenValue.self, forKey: .homescreen)
        if let name = try c.decodeIfPresent(String.self, forKey: .device) {
            guard let preset = DevicePreset.named(name) else {
                throw SceneError(path: path(.device), "unknown device '\(SceneError.excerpt(name))'; expected one of \(DevicePreset.ids.joined(separator: ", "))")
            }
            device = preset
        }
        interfaceStyle = try choice(.interfaceStyle, HomeScreenSpec.Appearance.self)
        system = try choice(.system, HomeScreenSpec.System.self)
        iconAppearance = try choice(.iconAppearance, HomeScreenSpec.IconAppearance.self)
        iconTint = try c.color(.iconTint)
        orientation = try choice(.orientation, DevicePreset.Orientation.self)
        if layouts.registration(named: layout ?? .springboard)?.offers(.deviceScreen) != true {
            for (key, given) in [(CodingKeys.homescreen, homescreen != nil), (.device, device != nil), (.interfaceStyle, interfaceStyle != nil),
                                 (.orientation, orientation != nil), (.system, system != nil),
                                 (.iconAppearance, iconAppearance != nil), (.iconTint, iconTint != nil)] where given {
                throw SceneError(path: path(key), "belongs to the home screen; set \"layout\": \"homescreen\" or remove the key")
            }
        } else if sections != nil || sectionCount != nil || itemsPerSection != nil {
            throw SceneError(path: path(sections != nil || sectionCount != nil ? .sections : .items), "a home screen's items are its apps, widgets, folders and dock: give them in \"homescreen\" instead")
        }
        try checkNavigationBar(path: path(.navigationBar))
        if let timeline {
            if timeline.isEmpty { throw SceneError(path: path(.timeline), "is empty; give at least one event, such as {\"at\": 0.5, \"delete\": [0]}") }
            if timeline.count > Limits.timelineEvents { throw SceneError(path: path(.timeline), "has \(timeline.count) events; at most \(Limits.timelineEvents) are allowed") }
        }
        if let t = time, !t.isFinite { throw SceneError(path: path(.time), "expected a finite number of seconds") }
        if let source = itemSource, source != "fonts" {
            throw SceneError(path: path(.itemSource), "unknown item source '\(SceneError.excerpt(source))'; the only one is \"fonts\"")
        }
        if let sections, sections.reduce(0, { $0 + $1.items.count }) > Scene.maximumItems {
            throw SceneError(path: path(.sections), "more than \(Scene.maximumItems) items in all; draw fewer")
        }
    }
}

/// The canvas: its size in points and its pixel scale.
package struct SceneCanvas: Decodable, Hashable, Sendable {
    /// `size` `[width, height]`: the canvas in points; 768 x 1024 when absent (a framed
    /// scene's: the device's screen).
    package var size: Size?
    /// Pixels per point: 1, 2 or 3.
    package var scale: Int?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case size, scale
    }

    /// A canvas; absent values take the defaults (768 x 1024 points, scale 1).
    package init(size: Size? = nil, scale: Int? = nil) {
        self.size = size
        self.scale = scale
    }

    /// Decodes `{"size": [w, h], "scale": n}`, rejecting unknown keys.
    /// - Throws: ``SceneError`` naming the JSON path; `DecodingError` for a value of the wrong type.
    public init(from decoder: any Decoder) throws {
        let c = try StrictKeys.container(decoder, keyedBy: CodingKeys.self)
        size = try c.decodeIfPresent(SizeValue.self, forKey: .size)?.size
        scale = try c.wholeNumber(.scale, expected: "1, 2 or 3")
    }
}
