extension LayoutDefinition {
    /// `GridLayout`: the cookbook's true grid, recipe 10-8, with figure 10-9's varying sizes.
    public static let grid = LayoutDefinition(
        name: .grid,
        source: "the Core iOS Developer's Cookbook, recipe 10-8 (GridLayout)",
        settings: [.direction, .itemSize, .sizes, .inset, .interitemSpacing, .headerSize, .footerSize, .alignment, .gridGeometry],
        parts: [.sectionSettings],
        // Figure 10-9's varying sizes.
        seedItemSizes: SeedDemo.gridItemSizes,
        seedItemCounts: { _ in Array(repeating: 7, count: 8) },
        make: { spec in
            var g = GridLayout()
            if let itemSize = spec.itemSize { g.itemSize = itemSize }
            if let inset = spec.inset { g.sectionInset = inset }
            if let interitemSpacing = spec.interitemSpacing { g.minimumInteritemSpacing = interitemSpacing }
            if let direction = spec.direction { g.scrollDirection = direction }
            if let headerSize = spec.headerSize { g.headerReferenceSize = headerSize }
            if let footerSize = spec.footerSize { g.footerReferenceSize = footerSize }
            if let alignment = spec.alignment { g.alignment = alignment }
            if let gridGeometry = spec.gridGeometry { g.horizontalGeometry = gridGeometry }
            for (section, settings) in spec.sectionSettings where !settings.isEmpty {
                g.sectionMetrics[section] = settings.metrics(inset: g.sectionInset, lineSpacing: 0, interitemSpacing: g.minimumInteritemSpacing,
                                                             header: g.headerReferenceSize, footer: g.footerReferenceSize)
            }
            return g
        },
        validate: checkSectionSizes)

    /// Recipe 10-8's grid uses one header and footer size for every section.
    private static func checkSectionSizes(_ spec: LayoutSpec) throws(LayoutSpecError) {
        guard spec.sectionSettings.values.contains(where: { $0.headerSize != nil || $0.footerSize != nil }) else { return }
        throw LayoutSpecError(.sectionSettings, "headerSize and footerSize per section apply to the flow and punched layouts; recipe 10-8's grid uses one header and footer size for every section")
    }
}
