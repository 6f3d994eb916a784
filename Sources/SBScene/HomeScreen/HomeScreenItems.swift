import SBLayout

/// The item styles of a home screen, by identity: the pages' tiles in reading order, then the
/// dock's icons, then each folder's apps (the content's three sections).
enum HomeScreenItems {
    /// The seed demo's app names, repeated over its items.
    static let demoLabels = ["Calendar", "Photos", "Camera", "Mail", "Notes", "Reminders", "Clock", "News", "TV", "Podcasts",
                             "App Store", "Maps", "Health", "Wallet", "Settings", "Weather", "Books", "Stocks", "Home", "Music",
                             "Files", "Contacts", "Calculator", "Compass", "Phone", "Safari", "Messages", "Music"]

    /// The demo's label of the item with this identity.
    static func demoLabel(identity: Int) -> String { demoLabels[abs(identity) % demoLabels.count] }

    /// The styles and the scene key naming each image file.
    static func styles(_ home: HomeScreenValue, appearance: ItemAppearance) -> ([ItemStyle], [String: String]) {
        var styles: [ItemStyle] = []
        var keys: [String: String] = [:]
        func app(_ a: HomeScreenAppValue, path: String) {
            var s = ItemStyle(label: a.label ?? "", color: a.color ?? .clear, image: a.icon, badge: a.badge)
            s.appearance = appearance
            styles.append(s)
            if let icon = a.icon, keys[icon] == nil { keys[icon] = "\(path).icon" }
        }
        let tiles = home.tiles
        for tile in tiles {
            switch tile {
            case .app(let a, let path):
                app(a, path: path)
            case .widget(let w, let path):
                var s = ItemStyle(label: w.title ?? w.content?.kind.appName ?? "", color: w.color ?? .clear, image: w.image)
                s.appearance = appearance
                s.widget = w.content
                styles.append(s)
                if let image = w.image, keys[image] == nil { keys[image] = "\(path).image" }
            case .folder(let f, _):
                var s = ItemStyle(label: f.label ?? "", color: .clear, badge: f.badge)
                s.appearance = appearance
                styles.append(s)
            }
        }
        for (i, a) in home.dock.enumerated() { app(a, path: "homescreen.dock[\(i)]") }
        for tile in tiles {
            if case .folder(let f, let path) = tile {
                // A miniature draws no badge of its own: each carries its folder's, which the
                // look draws over the folder's last miniature so that it stays above them all.
                for (i, a) in f.apps.enumerated() {
                    var member = a
                    member.badge = f.badge
                    app(member, path: "\(path).apps[\(i)]")
                }
            }
        }
        return (styles, keys)
    }
}
