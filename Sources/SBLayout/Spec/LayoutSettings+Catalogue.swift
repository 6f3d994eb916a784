/// Every layout setting sbrender knows, each written once, and which layouts take it
/// (``LayoutDefinition/settings``).
extension LayoutSetting {
    /// `direction`: the scroll direction (flow, grid and punched layouts).
    public static let direction = choice("direction", .direction, ScrollDirection.self, "Scroll direction of the flow, grid and punched layouts.", \.direction)
    /// `itemSize`: the item size, in points.
    public static let itemSize = LayoutSetting("itemSize", .itemSize, .size, "Item size in points.",
                                               read: { $0.itemSize.map(LayoutSettingValue.size) }, write: { $0.itemSize = $1?.size })
    /// `sizes`: per-item sizes, repeated over all items (flow, grid and punched layouts).
    public static let sizes = LayoutSetting("sizes", .itemSizes, .sizes, "Per-item sizes, repeated over all items.",
                                            read: { $0.itemSizes.map(LayoutSettingValue.sizes) }, write: { $0.itemSizes = $1?.sizes })
    /// `inset`: the section insets, in points.
    public static let inset = LayoutSetting("inset", .inset, .insets, "Section insets (or one value for all).",
                                            read: { $0.inset.map(LayoutSettingValue.insets) }, write: { $0.inset = $1?.insets })
    /// `lineSpacing`: the minimum line spacing, in points.
    public static let lineSpacing = number("lineSpacing", .lineSpacing, .length, "Minimum line spacing.", \.lineSpacing)
    /// `interitemSpacing`: the minimum interitem spacing, in points.
    public static let interitemSpacing = number("interitemSpacing", .interitemSpacing, .length, "Minimum interitem spacing.", \.interitemSpacing)
    /// `headerSize`: the section header's reference size, in points.
    public static let headerSize = LayoutSetting("headerSize", .headerSize, .extent, "Header reference size.",
                                                 read: { $0.headerSize.map(LayoutSettingValue.size) }, write: { $0.headerSize = $1?.size })
    /// `footerSize`: the section footer's reference size, in points.
    public static let footerSize = LayoutSetting("footerSize", .footerSize, .extent, "Footer reference size.",
                                                 read: { $0.footerSize.map(LayoutSettingValue.size) }, write: { $0.footerSize = $1?.size })
    /// `alignment`: the grid's row alignment.
    public static let alignment = choice("alignment", .alignment, GridLayout.Alignment.self, "Grid: row alignment.", \.alignment)
    /// `gridGeometry`: the horizontal grid's geometry.
    public static let gridGeometry = choice("gridGeometry", .gridGeometry, GridLayout.HorizontalGeometry.self,
                                            "Horizontal grid: recipe (recipe 10-8's own, the default) or measured (each axis by its own dimension).", \.gridGeometry)
    /// `rows`: springboard home-screen mode's rows per page (with `columns`).
    public static let rows = whole("rows", .rows, "Springboard home-screen mode: rows per page.", "a number of rows from 1 to 1000", \.rows)
    /// `columns`: springboard home-screen mode's columns per page (with `rows`).
    public static let columns = whole("columns", .columns, "Springboard home-screen mode: columns per page.", "a number of columns from 1 to 1000", \.columns)
    /// `pinch`: the circle's pinch scale, clamped to 0.5 ... 1.3 by the layout.
    public static let pinch = number("pinch", .pinch, .positive, "Circle: pinch scale (clamped to 0.5 ... 1.3).", \.pinch) { value in
        guard case .number(let v) = value, !(v.isFinite && v > 0) else { return nil }
        return "must be a positive scale (clamped to 0.5 ... 1.3), got \(NumberText.plain(v))"
    }
    /// `rotation`: the circle's accumulated rotation, in degrees.
    public static let rotation = number("rotation", .rotation, .number, "Circle: accumulated rotation in degrees.", \.rotation) { value in
        guard case .number(let v) = value, !v.isFinite else { return nil }
        return "must be a finite number of degrees, got \(NumberText.plain(v))"
    }

    /// Every setting, in the order they are checked and listed.
    public static let all: [LayoutSetting] = [
        direction, itemSize, sizes, inset, lineSpacing, interitemSpacing, headerSize, footerSize,
        alignment, gridGeometry, rows, columns, pinch, rotation,
    ]

    /// The setting with this key, or nil.
    public static func named(_ key: String) -> LayoutSetting? { all.first { $0.key == key } }

    private static func number(_ key: String, _ field: LayoutSpec.Field, _ kind: Kind, _ summary: String,
                               _ path: any WritableKeyPath<LayoutSpec, Double?> & Sendable,
                               problem: (@Sendable (LayoutSettingValue) -> String?)? = nil) -> LayoutSetting {
        LayoutSetting(key, field, kind, summary, read: { $0[keyPath: path].map(LayoutSettingValue.number) },
                      write: { $0[keyPath: path] = $1?.number }, problem: problem)
    }

    private static func whole(_ key: String, _ field: LayoutSpec.Field, _ summary: String, _ expected: String,
                              _ path: any WritableKeyPath<LayoutSpec, Int?> & Sendable) -> LayoutSetting {
        LayoutSetting(key, field, .whole(1...1000), summary, expected: expected,
                      read: { $0[keyPath: path].map(LayoutSettingValue.whole) }, write: { $0[keyPath: path] = $1?.whole })
    }

    private static func choice<T: RawRepresentable & CaseIterable & Sendable>(
        _ key: String, _ field: LayoutSpec.Field, _ type: T.Type, _ summary: String,
        _ path: any WritableKeyPath<LayoutSpec, T?> & Sendable
    ) -> LayoutSetting where T.RawValue == String {
        LayoutSetting(key, field, .choice(T.allCases.map(\.rawValue)), summary,
                      read: { $0[keyPath: path].map { LayoutSettingValue.choice($0.rawValue) } },
                      write: { $0[keyPath: path] = $1?.choice.flatMap(T.init(rawValue:)) })
    }
}
