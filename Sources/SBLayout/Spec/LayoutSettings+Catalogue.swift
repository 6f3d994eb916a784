/// Every layout setting sbrender knows, each written once, and which layouts take it
/// (``LayoutDefinition/settings``). A setting's value lives in ``LayoutSpec`` by its key; its
/// typed property (`spec.lineSpacing`) is declared below, in the same order.
extension LayoutSetting {
    /// `direction`: the scroll direction (flow, grid and punched layouts).
    public static let direction = choice("direction", ScrollDirection.self, "Scroll direction of the flow, grid and punched layouts.")
    /// `itemSize`: the item size, in points.
    public static let itemSize = LayoutSetting("itemSize", .size, "Item size in points.")
    /// `sizes`: per-item sizes, repeated over all items (flow, grid and punched layouts).
    public static let sizes = LayoutSetting("sizes", .sizes, "Per-item sizes, repeated over all items.")
    /// `inset`: the section insets, in points.
    public static let inset = LayoutSetting("inset", .insets, "Section insets (or one value for all).")
    /// `lineSpacing`: the minimum line spacing, in points.
    public static let lineSpacing = LayoutSetting("lineSpacing", .length, "Minimum line spacing.")
    /// `interitemSpacing`: the minimum interitem spacing, in points.
    public static let interitemSpacing = LayoutSetting("interitemSpacing", .length, "Minimum interitem spacing.")
    /// `headerSize`: the section header's reference size, in points.
    public static let headerSize = LayoutSetting("headerSize", .extent, "Header reference size.")
    /// `footerSize`: the section footer's reference size, in points.
    public static let footerSize = LayoutSetting("footerSize", .extent, "Footer reference size.")
    /// `alignment`: the grid's row alignment.
    public static let alignment = choice("alignment", GridLayout.Alignment.self, "Grid: row alignment.")
    /// `gridGeometry`: the horizontal grid's geometry.
    public static let gridGeometry = choice("gridGeometry", GridLayout.HorizontalGeometry.self,
                                            "Horizontal grid: recipe (recipe 10-8's own, the default) or measured (each axis by its own dimension).")
    /// `rows`: springboard home-screen mode's rows per page (with `columns`).
    public static let rows = LayoutSetting("rows", .whole(1...1000), "Springboard home-screen mode: rows per page.", expected: "a number of rows from 1 to 1000")
    /// `columns`: springboard home-screen mode's columns per page (with `rows`).
    public static let columns = LayoutSetting("columns", .whole(1...1000), "Springboard home-screen mode: columns per page.", expected: "a number of columns from 1 to 1000")
    /// `pinch`: the circle's pinch scale, clamped to 0.5 ... 1.3 by the layout.
    public static let pinch = LayoutSetting("pinch", .positive, "Circle: pinch scale (clamped to 0.5 ... 1.3).") { value in
        guard case .number(let v) = value, !(v.isFinite && v > 0) else { return nil }
        return "must be a positive scale (clamped to 0.5 ... 1.3), got \(NumberText.plain(v))"
    }
    /// `rotation`: the circle's accumulated rotation, in degrees.
    public static let rotation = LayoutSetting("rotation", .number, "Circle: accumulated rotation in degrees.") { value in
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

    private static func choice<T: RawRepresentable & CaseIterable>(_ key: String, _ type: T.Type, _ summary: String) -> LayoutSetting
    where T.RawValue == String {
        LayoutSetting(key, .choice(T.allCases.map(\.rawValue)), summary)
    }
}

/// Each setting's typed value in a spec (nil when it is not given, for the layout's own), in
/// the catalogue's order.
extension LayoutSpec {
    /// The scroll direction (flow, grid and punched layouts); nil for the layout's own.
    package var direction: ScrollDirection? { get { self[choice: .direction] } set { self[choice: .direction] = newValue } }
    /// The item size, in points; nil for the layout's own. In springboard home-screen mode, the
    /// fixed item size.
    public var itemSize: Size? { get { self[size: .itemSize] } set { self[size: .itemSize] = newValue } }
    /// Per-item sizes, in points, repeated cyclically over all items (flow, grid and punched
    /// layouts); the `sizes` setting.
    public var itemSizes: [Size]? { get { settings[.sizes]?.sizes } set { settings[.sizes] = newValue.map { .sizes($0) } } }
    /// The section insets, in points; nil for the layout's own.
    public var inset: EdgeInsets? { get { settings[.inset]?.insets } set { settings[.inset] = newValue.map { .insets($0) } } }
    /// The minimum line spacing, in points; nil for the layout's own.
    public var lineSpacing: Double? { get { self[number: .lineSpacing] } set { self[number: .lineSpacing] = newValue } }
    /// The minimum interitem spacing, in points; nil for the layout's own.
    public var interitemSpacing: Double? { get { self[number: .interitemSpacing] } set { self[number: .interitemSpacing] = newValue } }
    /// The section header's reference size, in points (flow, grid and punched layouts).
    public var headerSize: Size? { get { self[size: .headerSize] } set { self[size: .headerSize] = newValue } }
    /// The section footer's reference size, in points (flow, grid and punched layouts).
    public var footerSize: Size? { get { self[size: .footerSize] } set { self[size: .footerSize] = newValue } }
    /// The grid's row alignment; nil for centred rows.
    package var alignment: GridLayout.Alignment? { get { self[choice: .alignment] } set { self[choice: .alignment] = newValue } }
    /// The horizontal grid's geometry; nil for recipe 10-8's own.
    package var gridGeometry: GridLayout.HorizontalGeometry? { get { self[choice: .gridGeometry] } set { self[choice: .gridGeometry] = newValue } }
    /// Springboard home-screen mode: rows per page (with ``columns``).
    public var rows: Int? { get { self[whole: .rows] } set { self[whole: .rows] = newValue } }
    /// Springboard home-screen mode: columns per page (with ``rows``).
    public var columns: Int? { get { self[whole: .columns] } set { self[whole: .columns] = newValue } }
    /// Circle: the pinch scale, clamped to 0.5 ... 1.3 by the layout.
    public var pinch: Double? { get { self[number: .pinch] } set { self[number: .pinch] = newValue } }
    /// Circle: the accumulated rotation, in degrees (the layout takes radians).
    public var rotation: Double? { get { self[number: .rotation] } set { self[number: .rotation] = newValue } }
}
