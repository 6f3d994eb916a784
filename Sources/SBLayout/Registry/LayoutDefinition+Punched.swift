extension LayoutDefinition {
    /// `PunchedLayout`: a horizontal flow with a cosine zoom, the cookbook's recipes 10-4 and 10-5.
    public static let punched = LayoutDefinition(
        name: .punched,
        source: "the Core iOS Developer's Cookbook, recipes 10-4 and 10-5 (PunchedLayout)",
        settings: [.direction, .itemSize, .sizes, .inset, .lineSpacing, .interitemSpacing, .headerSize, .footerSize],
        parts: [.sectionSettings],
        seedItemCounts: { _ in Array(repeating: 1, count: 20) },
        make: { spec in
            var p = PunchedLayout()
            if let itemSize = spec.itemSize { p.flow.itemSize = itemSize }
            if let inset = spec.inset { p.flow.sectionInset = inset }
            if let lineSpacing = spec.lineSpacing { p.flow.minimumLineSpacing = lineSpacing }
            if let interitemSpacing = spec.interitemSpacing { p.flow.minimumInteritemSpacing = interitemSpacing }
            if let direction = spec.direction { p.flow.scrollDirection = direction }
            if let headerSize = spec.headerSize { p.flow.headerReferenceSize = headerSize }
            if let footerSize = spec.footerSize { p.flow.footerReferenceSize = footerSize }
            for (section, settings) in spec.sectionSettings where !settings.isEmpty {
                let f = p.flow
                p.flow.sectionMetrics[section] = settings.metrics(inset: f.sectionInset, lineSpacing: f.minimumLineSpacing, interitemSpacing: f.minimumInteritemSpacing,
                                                                  header: f.headerReferenceSize, footer: f.footerReferenceSize)
            }
            return p
        })
}
