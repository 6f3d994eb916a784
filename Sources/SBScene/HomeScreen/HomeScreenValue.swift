import SBLayout

/// The scene key `homescreen`: what the home screen holds.
///
/// ```json
/// "homescreen": {
///   "apps": [{"label": "Mail", "badge": 3}, {"label": "Maps", "icon": "icons/maps.png"}],
///   "widgets": [{"widget": "small", "title": "Weather", "color": "#3b82f6"}],
///   "folders": [{"label": "Utilities", "apps": [{"label": "Clock"}], "at": 6}],
///   "dock": [{"label": "Phone"}, {"label": "Safari"}]
/// }
/// ```
///
/// The pages' tiles, in reading order, are the `apps`, with each widget and folder put in at
/// its `at` (its place in the reading order, from 0); a widget without `at` comes before the apps
/// (widgets in their order), a folder without `at` after them.
package struct HomeScreenValue: Decodable, Hashable, Sendable {
    /// `apps`: the pages' app icons, in reading order.
    package var apps: [HomeScreenAppValue] = []
    /// `dock`: the dock's icons.
    package var dock: [HomeScreenAppValue] = []
    /// `widgets`: the widgets.
    package var widgets: [HomeScreenWidgetValue] = []
    /// `folders`: the folders.
    package var folders: [HomeScreenFolderValue] = []

    enum CodingKeys: String, CodingKey, CaseIterable {
        case apps, dock, widgets, folders
    }

    /// An empty home screen.
    package init() {}

    /// Decodes the object, rejecting unknown keys.
    /// - Throws: ``SceneError`` naming the JSON path.
    package init(from decoder: any Decoder) throws {
        let c = try StrictKeys.container(decoder, keyedBy: CodingKeys.self)
        apps = try c.decodeIfPresent([HomeScreenAppValue].self, forKey: .apps) ?? []
        dock = try c.decodeIfPresent([HomeScreenAppValue].self, forKey: .dock) ?? []
        widgets = try c.decodeIfPresent([HomeScreenWidgetValue].self, forKey: .widgets) ?? []
        folders = try c.decodeIfPresent([HomeScreenFolderValue].self, forKey: .folders) ?? []
        let total = apps.count + widgets.count + folders.count
        if total > HomeScreenSpec.maximumTiles {
            throw SceneError(path: SceneError.format(decoder.codingPath), "holds \(total) apps, widgets and folders; at most \(HomeScreenSpec.maximumTiles)")
        }
    }

    /// One tile of the pages, in reading order, with the scene path that describes it.
    package enum Tile: Hashable, Sendable {
        /// An app.
        case app(HomeScreenAppValue, path: String)
        /// A widget.
        case widget(HomeScreenWidgetValue, path: String)
        /// A folder.
        case folder(HomeScreenFolderValue, path: String)

        /// The layout's tile.
        package var layoutTile: HomeScreenSpec.Tile {
            switch self {
            case .app: .app
            case .widget(let w, _): .widget(w.size)
            case .folder(let f, _): .folder(apps: f.apps.count)
            }
        }
    }

    /// This home screen with every icon and widget image path passed through `resolve`.
    func resolvingImagePaths(_ resolve: (String) -> String) -> HomeScreenValue {
        func app(_ a: HomeScreenAppValue) -> HomeScreenAppValue {
            var a = a
            a.icon = a.icon.map(resolve)
            return a
        }
        var h = self
        h.apps = apps.map(app)
        h.dock = dock.map(app)
        h.widgets = widgets.map { w in
            var w = w
            w.image = w.image.map(resolve)
            return w
        }
        h.folders = folders.map { f in
            var f = f
            f.apps = f.apps.map(app)
            return f
        }
        return h
    }

    /// The pages' tiles in reading order: the apps, the widgets and folders put in at their `at`.
    package var tiles: [Tile] {
        var list: [Tile] = apps.enumerated().map { .app($1, path: "homescreen.apps[\($0)]") }
        var placed: [(at: Int, order: Int, tile: Tile)] = []
        var leading: [Tile] = []
        for (i, w) in widgets.enumerated() {
            let tile = Tile.widget(w, path: "homescreen.widgets[\(i)]")
            if let at = w.at { placed.append((at, placed.count, tile)) } else { leading.append(tile) }
        }
        list = leading + list
        for (i, f) in folders.enumerated() {
            let tile = Tile.folder(f, path: "homescreen.folders[\(i)]")
            if let at = f.at { placed.append((at, placed.count, tile)) } else { list.append(tile) }
        }
        for p in placed.sorted(by: { ($0.at, $0.order) < ($1.at, $1.order) }) {
            list.insert(p.tile, at: min(p.at, list.count))
        }
        return list
    }
}

/// An app of a home screen: `{"label": "Mail", "icon": "mail.png", "badge": 3}`.
package struct HomeScreenAppValue: Decodable, Hashable, Sendable {
    /// `label`: the name under the icon (and the generated icon's letter).
    package var label: String?
    /// `icon`: a PNG file (any size; resampled to the icon size); without it a generated icon.
    package var icon: String?
    /// `badge`: a number or short text in a red badge.
    package var badge: String?
    /// `color`: the generated icon's colour (a gradient is made from it); from the label when absent.
    package var color: Color?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case label, icon, badge, color
    }

    /// An app with every key absent.
    package init(label: String? = nil, icon: String? = nil, badge: String? = nil, color: Color? = nil) {
        self.label = label
        self.icon = icon
        self.badge = badge
        self.color = color
    }

    /// Decodes an app, rejecting unknown keys.
    /// - Throws: ``SceneError`` naming the JSON path.
    package init(from decoder: any Decoder) throws {
        let c = try StrictKeys.container(decoder, keyedBy: CodingKeys.self)
        label = try c.label(.label)
        icon = try c.imagePath(.icon)
        badge = try c.badge(.badge)
        color = try c.color(.color)
    }
}

/// A widget: `{"widget": "medium", "title": "Calendar", "color": "#ff3b30", "image": "cal.png", "at": 4}`,
/// or a built-in one with content: `{"widget": {"kind": "calendar", "size": "medium", "date": "2026-06-09"}}`.
package struct HomeScreenWidgetValue: Decodable, Hashable, Sendable {
    /// `widget`: `small` (2 x 2 slots), `medium` (4 x 2) or `large` (4 x 4), or the object's `size`.
    package var size: HomeScreenSpec.WidgetSize
    /// `widget` as an object: a built-in widget's kind and values; nil for a plain widget.
    package var content: HomeScreenWidgetContent?
    /// `title`: the name under the widget, and the heading on it.
    package var title: String?
    /// `color`: the widget's background (a gradient is made from it).
    package var color: Color?
    /// `image`: a PNG file filling the widget (aspect-fill).
    package var image: String?
    /// `at`: the widget's place in the pages' reading order, from 0.
    package var at: Int?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case widget, title, color, image, at
    }

    /// A widget of a size.
    package init(size: HomeScreenSpec.WidgetSize, content: HomeScreenWidgetContent? = nil, title: String? = nil, color: Color? = nil,
                 image: String? = nil, at: Int? = nil) {
        self.size = size
        self.content = content
        self.title = title
        self.color = color
        self.image = image
        self.at = at
    }

    /// Decodes a widget, rejecting unknown keys and sizes.
    /// - Throws: ``SceneError`` naming the JSON path.
    package init(from decoder: any Decoder) throws {
        let c = try StrictKeys.container(decoder, keyedBy: CodingKeys.self)
        let names = HomeScreenSpec.WidgetSize.allCases.map(\.rawValue).joined(separator: ", ")
        let kinds = HomeScreenWidgetContent.Kind.allCases.map(\.rawValue).joined(separator: ", ")
        let widgetPath = SceneError.format(decoder.codingPath + [CodingKeys.widget])
        guard c.contains(.widget), try !c.decodeNil(forKey: .widget) else {
            throw SceneError(path: widgetPath, "is missing; give the widget's size, one of \(names), or a built-in widget {\"kind\": ...} (\(kinds))")
        }
        if let name = try? c.decode(String.self, forKey: .widget) {
            guard let size = HomeScreenSpec.WidgetSize(rawValue: name) else {
                throw SceneError(path: widgetPath, "unknown widget size '\(SceneError.excerpt(name))'; expected one of \(names)")
            }
            self.size = size
        } else if (try? c.nestedContainer(keyedBy: HomeScreenWidgetContent.CodingKeys.self, forKey: .widget)) != nil {
            let content = try c.decode(HomeScreenWidgetContent.self, forKey: .widget)
            self.content = content
            self.size = content.size
        } else {
            throw SceneError(path: widgetPath, "expected the widget's size (\(names)) or a built-in widget as an object {\"kind\": ...} (\(kinds))")
        }
        title = try c.label(.title, noun: "title")
        color = try c.color(.color)
        image = try c.imagePath(.image)
        at = try c.wholeNumber(.at, expected: "a place in the reading order: a whole number from 0", in: 0...HomeScreenSpec.maximumTiles)
    }
}

/// A folder: `{"label": "Utilities", "apps": [{"label": "Clock"}], "at": 8}`.
package struct HomeScreenFolderValue: Decodable, Hashable, Sendable {
    /// `label`: the folder's name.
    package var label: String?
    /// `apps`: the apps inside; the first nine show on the folder's tile.
    package var apps: [HomeScreenAppValue] = []
    /// `badge`: the folder's badge.
    package var badge: String?
    /// `at`: the folder's place in the pages' reading order, from 0.
    package var at: Int?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case label, apps, badge, at
    }

    /// A folder.
    package init(label: String? = nil, apps: [HomeScreenAppValue] = [], badge: String? = nil, at: Int? = nil) {
        self.label = label
        self.apps = apps
        self.badge = badge
        self.at = at
    }

    /// Decodes a folder, rejecting unknown keys.
    /// - Throws: ``SceneError`` naming the JSON path.
    package init(from decoder: any Decoder) throws {
        let c = try StrictKeys.container(decoder, keyedBy: CodingKeys.self)
        label = try c.label(.label)
        apps = try c.decodeIfPresent([HomeScreenAppValue].self, forKey: .apps) ?? []
        if apps.count > HomeScreenSpec.maximumFolderApps {
            throw SceneError(path: SceneError.format(decoder.codingPath + [CodingKeys.apps]), "holds \(apps.count) apps; a folder holds at most \(HomeScreenSpec.maximumFolderApps)")
        }
        badge = try c.badge(.badge)
        at = try c.wholeNumber(.at, expected: "a place in the reading order: a whole number from 0", in: 0...HomeScreenSpec.maximumTiles)
    }
}

extension KeyedDecodingContainer {
    /// A label (or title) of at most ``/SBLayout/Limits/labelCharacters`` characters, or nil
    /// when the key is absent.
    func label(_ key: Key, noun: String = "label") throws -> String? {
        guard let text = try decodeIfPresent(String.self, forKey: key) else { return nil }
        guard text.count <= Limits.labelCharacters else {
            throw SceneError(path: SceneError.format(codingPath + [key]),
                             "a \(noun) of \(text.count) characters; \(noun)s are at most \(Limits.labelCharacters) characters")
        }
        return text
    }
}
