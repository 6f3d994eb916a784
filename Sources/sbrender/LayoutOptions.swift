import ArgumentParser
import SBLayout

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

    @Option(help: "Scroll direction of the flow, grid and punched layouts.")
    var direction: ScrollDirection?

    @Option(name: .customLong("item-size"), parsing: .unconditional, help: ArgumentHelp("Item size in points.", valueName: "WxH"), transform: ArgumentValues.size)
    var itemSize: Size?

    @Option(parsing: .unconditional, help: ArgumentHelp("Per-item sizes, repeated over all items.", valueName: "WxH,WxH,..."), transform: ArgumentValues.sizes)
    var sizes: [Size]?

    @Option(parsing: .unconditional, help: ArgumentHelp("Section insets (or one value for all).", valueName: "T,L,B,R"), transform: ArgumentValues.insets)
    var inset: EdgeInsets?

    @Option(name: .customLong("line-spacing"), parsing: .unconditional, help: ArgumentHelp("Minimum line spacing.", valueName: "points"), transform: ArgumentValues.finite)
    var lineSpacing: Double?

    @Option(name: .customLong("interitem-spacing"), parsing: .unconditional, help: ArgumentHelp("Minimum interitem spacing.", valueName: "points"), transform: ArgumentValues.finite)
    var interitemSpacing: Double?

    @Option(name: .customLong("header-size"), parsing: .unconditional, help: ArgumentHelp("Header reference size.", valueName: "WxH"), transform: ArgumentValues.extent)
    var headerSize: Size?

    @Option(name: .customLong("footer-size"), parsing: .unconditional, help: ArgumentHelp("Footer reference size.", valueName: "WxH"), transform: ArgumentValues.extent)
    var footerSize: Size?

    @Option(help: "Grid: row alignment.")
    var alignment: GridLayout.Alignment?

    @Option(name: .customLong("grid-geometry"), help: "Horizontal grid: recipe (recipe 10-8's own, the default) or measured (each axis by its own dimension).")
    var gridGeometry: GridLayout.HorizontalGeometry?

    @Option(parsing: .unconditional, help: ArgumentHelp("Springboard home-screen mode: rows per page.", valueName: "n"), transform: ArgumentValues.whole)
    var rows: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Springboard home-screen mode: columns per page.", valueName: "n"), transform: ArgumentValues.whole)
    var columns: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Circle: pinch scale (clamped to 0.5 ... 1.3).", valueName: "scale"), transform: ArgumentValues.finite)
    var pinch: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Circle: accumulated rotation in degrees.", valueName: "degrees"), transform: ArgumentValues.finite)
    var rotation: Double?

    @Flag(help: "Deletion mode: delete buttons shown, icons quiver.")
    var editing = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Time in seconds (quiver phase).", valueName: "seconds"), transform: ArgumentValues.finite)
    var time: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Seed of the random quiver offsets and colours.", valueName: "n"), transform: ArgumentValues.seed)
    var seed: UInt64?

    /// The options as a layout spec.
    var spec: LayoutSpec {
        var s = LayoutSpec(layout: layout ?? .springboard)
        if case .count(let n)? = items { s.items = n }
        s.sections = sections
        if let size { s.viewport = size }
        s.contentOffset = offset
        s.page = page
        s.direction = direction
        s.itemSize = itemSize
        s.itemSizes = sizes
        s.inset = inset
        s.lineSpacing = lineSpacing
        s.interitemSpacing = interitemSpacing
        s.headerSize = headerSize
        s.footerSize = footerSize
        s.alignment = alignment
        s.gridGeometry = gridGeometry
        s.rows = rows
        s.columns = columns
        s.pinch = pinch
        s.rotation = rotation
        s.editing = editing
        s.seed = seed ?? 0
        return s
    }

    /// The command-line option behind a spec field, for error messages.
    static func option(for field: LayoutSpec.Field) -> String {
        switch field {
        case .layout: "--layout"
        case .sections: "--sections"
        case .items, .itemCounts: "--items"
        case .viewport: "--size"
        case .contentOffset: "--offset"
        case .page: "--page"
        case .direction: "--direction"
        case .itemSize: "--item-size"
        case .itemSizes: "--sizes"
        case .inset: "--inset"
        case .lineSpacing: "--line-spacing"
        case .interitemSpacing: "--interitem-spacing"
        case .headerSize: "--header-size"
        case .footerSize: "--footer-size"
        case .alignment: "--alignment"
        case .gridGeometry: "--grid-geometry"
        case .sectionSettings: "--scene (sections)"
        case .rows: "--rows"
        case .columns: "--columns"
        case .pinch: "--pinch"
        case .rotation: "--rotation"
        case .editing: "--editing"
        case .seed: "--seed"
        case .compositional: "compositional (a scene key; the seed demo without a scene)"
        }
    }

    /// The prepared layout, or a validation error naming the option.
    func preparedLayout() throws -> any CollectionViewLayout {
        if case .fonts? = items {
            throw ValidationError("--items fonts draws the machine's fonts and belongs to 'sbrender render'; 'sbrender layout' takes a number")
        }
        do {
            return try spec.preparedLayout()
        } catch {
            throw ValidationError("\(LayoutOptions.option(for: error.field)) \(error.message)")
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
