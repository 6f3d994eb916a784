/// Everything needed to lay out a collection: which layout, its settings and the content, each
/// optional and falling back on the layout's seed demo. The command line's options and a scene
/// file's keys both end up here.
public struct LayoutSpec: Hashable, Sendable {
    /// What a message is about (``LayoutSpecError/field``): one of the spec's own parts, or a
    /// layout setting (the ``LayoutSetting`` itself, so a new setting needs no case here).
    ///
    /// The command line and scene loader translate them to their own spelling (`--size`,
    /// `canvas.size`, `--line-spacing`, `lineSpacing`, ...).
    public enum Field: Hashable, Sendable {
        /// A part of the spec: the ``LayoutSpec`` property of the same name (`viewport` for the
        /// canvas or `--size`).
        case layout, sections, items, itemCounts, viewport, contentOffset, page
        /// The per-section settings, deletion mode, the random seed, the compositional layout's
        /// definition and the home screen: the ``LayoutSpec`` property of the same name.
        case sectionSettings, editing, seed, compositional, homescreen
        /// A layout setting (`.setting(.lineSpacing)`), by its key.
        case setting(LayoutSetting)

        /// The spec's own parts, in the order above.
        package static let parts: [Field] = [
            .layout, .sections, .items, .itemCounts, .viewport, .contentOffset, .page,
            .sectionSettings, .editing, .seed, .compositional, .homescreen,
        ]

        /// The name: the property's (`viewport`), or the setting's key (`lineSpacing`).
        public var name: String {
            switch self {
            case .layout: "layout"
            case .sections: "sections"
            case .items: "items"
            case .itemCounts: "itemCounts"
            case .viewport: "viewport"
            case .contentOffset: "contentOffset"
            case .page: "page"
            case .sectionSettings: "sectionSettings"
            case .editing: "editing"
            case .seed: "seed"
            case .compositional: "compositional"
            case .homescreen: "homescreen"
            case .setting(let setting): setting.key
            }
        }

        /// The part or setting of this name, or nil.
        package init?(name: String) {
            guard let field = Field.parts.first(where: { $0.name == name }) ?? LayoutSetting.named(name).map(Field.setting) else { return nil }
            self = field
        }
    }

    /// Which layout to use: its definition (settings, seed demo, how to configure it).
    public var definition: LayoutDefinition
    /// The layout's name.
    public var layout: LayoutName { definition.name }
    /// The number of sections (with ``items`` per section) when ``itemCounts`` is not given; nil
    /// for the demo's.
    public var sections: Int?
    /// Items per section when ``itemCounts`` is not given; nil for the demo's.
    public var items: Int?
    /// The items of each section, when sections differ; overrides ``sections`` and ``items``.
    public var itemCounts: [Int]?
    /// The collection view's size, in points: `SeedDemo.viewport` (768 x 1024) by default.
    public var viewport: Size = SeedDemo.viewport
    /// Where the content is scrolled to, in points; nil for the origin. Not with ``page``.
    public var contentOffset: Point?
    /// Springboard: the page to show, counting from 0 (content offset N x viewport width). Not
    /// with ``contentOffset``.
    public var page: Int?
    /// Per-section insets and spacing, by section index (flow, grid and punched layouts).
    package var sectionSettings: [Int: SectionSettings] = [:]
    /// The layout settings given (``LayoutSetting``), by key: each is read and written through
    /// its typed property, declared beside the setting in the catalogue (``itemSize``,
    /// ``lineSpacing``, ...).
    package var settings = LayoutSettingValues()
    /// The compositional layout's sections and configuration; nil for the seed demo's
    /// (``SeedDemo/compositional(viewport:)``).
    package var compositional: CompositionalSpec?
    /// The home screen's device, tiles, dock and appearance; nil for the seed demo's
    /// (``HomeScreenSpec/demo(device:)``).
    package var homescreen: HomeScreenSpec?
    /// Deletion mode: delete buttons and quivering icons.
    public var editing = false
    /// The seed of quiver offsets and other random looks.
    public var seed: UInt64 = 0

    /// The largest number of items a layout is asked to hold (``Limits/layoutItems``).
    package static let maximumItems = Limits.layoutItems
    /// The largest viewport side, in points (``Limits/viewportSide``).
    package static let maximumViewportSide = Limits.viewportSide

    /// The layouts the spec could have named (a registry's, in its order), for the message
    /// refusing a setting this layout does not take: it names those that take it. Empty, the
    /// message names this layout alone.
    package var registered: [LayoutDefinition] = []

    /// The seed demo of `layout`: every other setting at its default.
    /// - Parameters:
    ///   - layout: the layout.
    ///   - registered: the layouts it was chosen among (`registered`), none by default.
    public init(layout: LayoutDefinition, among registered: [LayoutDefinition] = []) {
        self.definition = layout
        self.registered = registered
        viewport = layout.viewport
    }

    /// The home screen laid out: ``homescreen``, or the seed demo's.
    package var resolvedHomeScreen: HomeScreenSpec { homescreen ?? .demo() }

    /// True for springboard's home-screen mode (rows and columns given).
    package var isHomeScreen: Bool { definition.takes(.setting(.rows)) && definition.takes(.setting(.columns)) && rows != nil && columns != nil }

    /// The section sizes this spec lays out.
    @usableFromInline package var resolvedItemCounts: [Int] {
        if let itemCounts { return itemCounts }
        let demo = definition.seedItemCounts(for: self)
        if sections == nil && items == nil { return demo }
        let count = sections ?? demo.count
        let perSection = items ?? demo.first ?? 0
        return Array(repeating: perSection, count: count)
    }

    /// Checks every setting: sizes and counts in range, settings that apply to the chosen layout
    /// only, and springboard pages whose columns fit.
    /// - Throws: ``LayoutSpecError`` naming the first problem found.
    public func validate() throws(LayoutSpecError) {
        func positive(_ s: Size, _ field: Field) throws(LayoutSpecError) {
            guard s.width.isFinite, s.height.isFinite, s.width > 0, s.height > 0 else {
                throw LayoutSpecError(field, "must be a positive width and height, got \(format(s))")
            }
        }
        func nonNegative(_ v: Double, _ field: Field) throws(LayoutSpecError) {
            guard v.isFinite, v >= 0 else { throw LayoutSpecError(field, "must be a finite number of points, 0 or more, got \(NumberText.plain(v))") }
        }
        // A setting or part the layout does not read, named with the registered layouts that do.
        func taken(_ field: Field) throws(LayoutSpecError) {
            guard !definition.takes(field) else { return }
            let names = Set(registered.filter { $0.takes(field) }.map(\.name.rawValue)).sorted()
            guard !names.isEmpty else { throw LayoutSpecError(field, "is not a setting of the \(layout) layout") }
            throw LayoutSpecError(field, "applies to the \(names.joined(separator: " and ")) layout\(names.count > 1 ? "s" : "") only, not to \(layout)")
        }
        try positive(viewport, .viewport)
        guard viewport.width <= LayoutSpec.maximumViewportSide, viewport.height <= LayoutSpec.maximumViewportSide else {
            throw LayoutSpecError(.viewport, "must be at most \(Int(LayoutSpec.maximumViewportSide)) points a side, got \(format(viewport))")
        }
        // Counts first, before anything is allocated for them.
        try checkCounts(maximumSections: Limits.layoutSections, maximumItems: Limits.layoutItems, holder: "a layout")
        if let o = contentOffset, !(o.x.isFinite && o.y.isFinite) {
            throw LayoutSpecError(.contentOffset, "must be two finite numbers, got \(NumberText.plain(o.x)),\(NumberText.plain(o.y))")
        }
        if let page {
            try taken(.page)
            guard page >= 0 else { throw LayoutSpecError(.page, "must be 0 or more, got \(page)") }
            if contentOffset != nil { throw LayoutSpecError(.page, "give either a page or a content offset, not both") }
        }
        // Each setting given: in its range, and taken by this layout.
        for (setting, value) in settings.given {
            if let problem = setting.problem(with: value) { throw LayoutSpecError(.setting(setting), problem) }
            try taken(.setting(setting))
        }
        for (_, settings) in sectionSettings.sorted(by: { $0.key < $1.key }) where !settings.isEmpty {
            try taken(.sectionSettings)
            if let inset = settings.inset {
                for v in [inset.top, inset.left, inset.bottom, inset.right] { try nonNegative(v, .sectionSettings) }
            }
            if let v = settings.lineSpacing { try nonNegative(v, .sectionSettings) }
            if let v = settings.interitemSpacing { try nonNegative(v, .sectionSettings) }
            for size in [settings.headerSize, settings.footerSize].compactMap({ $0 }) {
                try nonNegative(size.width, .sectionSettings)
                try nonNegative(size.height, .sectionSettings)
            }
        }
        if compositional != nil { try taken(.compositional) }
        if homescreen != nil { try taken(.homescreen) }
        // The layout's own checks (settings that depend on one another, its own parts).
        try definition.validate(self)
    }

    /// The compositional definition laid out: ``compositional``, or the seed demo's.
    package var resolvedCompositional: CompositionalSpec {
        compositional ?? SeedDemo.compositional(viewport: viewport)
    }

    private func format(_ s: Size) -> String { NumberText.size(s.width, s.height) }

    /// The content: sections, identities and per-item sizes.
    public var content: CollectionContent {
        let sizes: [Size]
        if let itemSizes {
            sizes = itemSizes
        } else if itemSize == nil && !definition.seedItemSizes.isEmpty {
            sizes = definition.seedItemSizes
        } else {
            sizes = []
        }
        return CollectionContent(itemCounts: resolvedItemCounts, itemSizes: sizes)
    }

    /// The configured, unprepared layout: the layout's seed-demo values, overridden by every
    /// setting given.
    package func makeLayout() -> any CollectionViewLayout {
        var layout = definition.makeLayout(self)
        layout.isEditing = editing
        layout.quiverSeed = seed
        return layout
    }

    /// Validates, then prepares the layout for the content and viewport and scrolls it to the
    /// content offset (or page).
    /// - Returns: the prepared layout, ready for ``CollectionViewLayout/layoutAttributesForElements(in:)``.
    /// - Throws: ``LayoutSpecError`` when ``validate()`` finds a problem.
    public func preparedLayout() throws(LayoutSpecError) -> any CollectionViewLayout {
        try validate()
        var layout = makeLayout()
        layout.prepare(content: content, viewport: viewport)
        if let page {
            if let home = layout as? HomeScreenLayout {
                guard page < home.numberOfPages else {
                    throw LayoutSpecError(.page, "is past the last page: the home screen has \(home.numberOfPages) page\(home.numberOfPages == 1 ? "" : "s") (0 to \(home.numberOfPages - 1))")
                }
                layout.contentOffset = home.contentOffset(forPage: page)
                return layout
            }
            guard let board = layout as? SpringboardLayout else { throw LayoutSpecError(.page, "applies to the springboard layout only") }
            let pages = board.numberOfScrollPages
            guard page < pages else {
                throw LayoutSpecError(.page, "is past the last page: the content has \(pages) page\(pages == 1 ? "" : "s") (0 to \(pages - 1))")
            }
            layout.contentOffset = board.contentOffset(forPage: page)
        } else if let contentOffset {
            layout.contentOffset = contentOffset
        } else if let compositional = layout as? CompositionalLayout {
            // A horizontal right-to-left compositional layout starts at its right end.
            layout.contentOffset = compositional.initialContentOffset
        }
        return layout
    }
}
