/// What a home screen holds, as the ``HomeScreenLayout`` lays it out: the device, the tiles of
/// its pages in reading order (apps, folders, widgets), the dock's icon count, and the light or
/// dark appearance its look draws with.
///
/// The content has three sections: section 0 holds the pages' tiles, section 1 the dock's icons,
/// section 2 the apps inside the folders (each folder's in turn), drawn in miniature on their
/// folder's tile.
package struct HomeScreenSpec: Hashable, Sendable {
    /// A widget's size in grid slots (WidgetFamily).
    package enum WidgetSize: String, Hashable, Sendable, CaseIterable {
        /// systemSmall: 2 x 2 slots.
        case small
        /// systemMedium: 4 x 2 slots.
        case medium
        /// systemLarge: 4 x 4 slots.
        case large

        /// Columns x rows of slots.
        package var slots: (columns: Int, rows: Int) {
            switch self {
            case .small: (2, 2)
            case .medium: (4, 2)
            case .large: (4, 4)
            }
        }
    }

    /// One tile of a page: one slot, or a widget's block of slots.
    package enum Tile: Hashable, Sendable {
        /// An app icon with its label.
        case app
        /// A folder holding this many apps (the first nine show on its tile).
        case folder(apps: Int)
        /// A widget.
        case widget(WidgetSize)

        /// The slots it covers, columns x rows.
        package var slots: (columns: Int, rows: Int) {
            if case .widget(let size) = self { return size.slots }
            return (1, 1)
        }
    }

    /// Light or dark appearance (UIUserInterfaceStyle): the dock's material, the folders'
    /// tiles, the default wallpaper.
    package enum Appearance: String, Hashable, Sendable, CaseIterable {
        /// UIUserInterfaceStyle.light.
        case light
        /// UIUserInterfaceStyle.dark.
        case dark
    }

    /// The iOS release whose look is drawn: iOS 17/18's materials, or iOS 26's Liquid Glass.
    package enum System: String, Hashable, Sendable, CaseIterable {
        /// iOS 17 and 18: the thin material over the blurred wallpaper.
        case ios18
        /// iOS 26: Liquid Glass, the release the iPhone 17 family and iPhone Air shipped with.
        case ios26

        /// The release a device shipped with (or the latest sbrender draws before it): iOS 26
        /// for the iPhone 17 family and iPhone Air (September 2025), iOS 18 for the rest.
        package static func shipped(with device: DevicePreset) -> System {
            ["iphone-17", "iphone-17-pro", "iphone-17-pro-max", "iphone-air"].contains(device.id) ? .ios26 : .ios18
        }
    }

    /// How app icons are drawn: iOS 18's Customize sheet (Default, Dark, Tinted) and iOS 26's
    /// (Default, Dark, Clear, Tinted; Clear and Tinted in light or dark after the appearance).
    /// Apple's Human Interface Guidelines ("App icons", iOS 18 and later) describe the
    /// variants: a dark icon is the foreground over a dark background, a tinted icon is a
    /// grayscale image the system colours with the tint the person picks, and iOS 26's clear icon
    /// is the icon's shapes as frosted glass over the wallpaper.
    package enum IconAppearance: String, Hashable, Sendable, CaseIterable {
        /// The app's own (light) icon.
        case standard = "default"
        /// The dark variant: the glyph in colour on a near-black tile.
        case dark
        /// iOS 26's clear icons: the icon desaturated, translucent, on a glass tile.
        case clear
        /// The tinted variant: the icon's luminance in the tint colour on a dark tile; on iOS 26
        /// in light appearance, iOS 26's tinted light: the tint on a pale frosted tile. Folders and
        /// widgets follow the icons' appearance.
        case tinted

        /// The default for an appearance, as iOS's Automatic setting: dark icons in dark
        /// appearance, the default icons in light.
        package static func automatic(_ appearance: Appearance) -> IconAppearance {
            appearance == .dark ? .dark : .standard
        }
    }

    /// The tint of tinted icons when a scene gives none: iOS 18's first suggestion in the
    /// Customize sheet's colour slider, a warm amber (#FFB340, estimated from public screenshots;
    /// Apple publishes no value).
    package static let defaultIconTint = Color(red: 1, green: 0xB3 / 255.0, blue: 0x40 / 255.0)

    /// The device whose screen and metrics are used.
    package var device: DevicePreset
    /// The pages' tiles, in reading order.
    package var tiles: [Tile]
    /// The number of icons in the dock.
    package var dockCount: Int
    /// Light or dark.
    package var appearance: Appearance
    /// The release whose look is drawn (the device's by default, ``System/shipped(with:)``).
    package var system: System
    /// How the icons are drawn, as the scene or command line chose; nil for iOS's Automatic.
    package var iconAppearanceChoice: IconAppearance?
    /// How the icons are drawn: the choice, else ``IconAppearance/automatic(_:)`` of the appearance.
    package var iconAppearance: IconAppearance { iconAppearanceChoice ?? .automatic(appearance) }
    /// The colour of tinted icons.
    package var iconTint: Color = HomeScreenSpec.defaultIconTint

    /// The most tiles a home screen holds (50 pages of 24).
    package static let maximumTiles = 1200
    /// The most apps a folder holds (iOS's folders page through 9 at a time; 135 is 15 pages).
    package static let maximumFolderApps = 135

    /// A home screen.
    /// - Parameters:
    ///   - device: the device (``DevicePreset/iPhone15Pro`` by default).
    ///   - tiles: the pages' tiles in reading order.
    ///   - dockCount: the dock's icons.
    ///   - appearance: light or dark.
    ///   - system: the release whose look is drawn; the device's when nil.
    package init(device: DevicePreset = .iPhone15Pro, tiles: [Tile] = [], dockCount: Int = 0, appearance: Appearance = .light,
                 system: System? = nil) {
        self.device = device
        self.tiles = tiles
        self.dockCount = dockCount
        self.appearance = appearance
        self.system = system ?? .shipped(with: device)
    }

    /// Items per section: the tiles, the dock, the folders' apps.
    package var itemCounts: [Int] {
        let folded = tiles.reduce(0) { n, tile in if case .folder(let apps) = tile { n + apps } else { n } }
        return [tiles.count, dockCount, folded]
    }

    /// The seed demo: 20 apps, a small widget, a folder of 6, and 4 dock icons.
    package static func demo(device: DevicePreset = .iPhone15Pro) -> HomeScreenSpec {
        var tiles: [Tile] = [.widget(.small)]
        tiles += Array(repeating: .app, count: 12)
        tiles.append(.folder(apps: 6))
        tiles += Array(repeating: .app, count: 7)
        return HomeScreenSpec(device: device, tiles: tiles, dockCount: 4)
    }

    /// Checks counts and that every widget fits the device's grid.
    /// - Throws: ``LayoutSpecError`` with the `homescreen` field, naming the tile.
    package func validate() throws(LayoutSpecError) {
        let m = device.homeScreen
        guard tiles.count <= Self.maximumTiles else {
            throw LayoutSpecError(.homescreen, "holds \(tiles.count) tiles; at most \(Self.maximumTiles)")
        }
        guard (0...m.dockMaximumIcons).contains(dockCount) else {
            throw LayoutSpecError(.homescreen, "dock: \(device.name)'s dock holds 0 to \(m.dockMaximumIcons) icons, got \(dockCount)")
        }
        for (i, tile) in tiles.enumerated() {
            if case .folder(let apps) = tile, !(0...Self.maximumFolderApps).contains(apps) {
                throw LayoutSpecError(.homescreen, "tile \(i): a folder holds 0 to \(Self.maximumFolderApps) apps, got \(apps)")
            }
            let s = tile.slots
            if s.columns > m.columns || s.rows > m.rows {
                throw LayoutSpecError(.homescreen, "tile \(i): a \(s.columns)x\(s.rows) widget does not fit \(device.name)'s \(m.columns)x\(m.rows) grid")
            }
        }
    }
}
