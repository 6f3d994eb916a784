extension LayoutDefinition {
    /// `FlowLayout`: UICollectionViewFlowLayout, the cookbook's recipe 10-1 (vertical) and
    /// recipe 10-3's horizontal scroller.
    public static let flow = LayoutDefinition(
        name: .flow,
        source: "the Core iOS Developer's Cookbook, recipe 10-1 (UICollectionViewFlowLayout)",
        settings: [.direction, .itemSize, .sizes, .inset, .lineSpacing, .interitemSpacing, .headerSize, .footerSize],
        parts: [.sectionSettings],
        // Recipe 10-3, the horizontal scroller: 100 sections of one item; recipe 10-1: 10 x 12.
        seedItemCounts: { spec in spec.direction == .horizontal ? Array(repeating: 1, count: 100) : Array(repeating: 12, count: 10) },
        make: { spec in
            var f = FlowLayout()
            // Vertical: recipe 10-1's demo; horizontal: recipe 10-3's horizontal scroller.
            let scroller = spec.direction == .horizontal
            f.itemSize = spec.itemSize ?? (scroller ? SeedDemo.horizontalScrollerItemSize : Size(width: 50, height: 50))
            f.sectionInset = spec.inset ?? (scroller ? SeedDemo.horizontalScrollerInset : EdgeInsets(top: 10, left: 10, bottom: 50, right: 10))
            f.minimumLineSpacing = spec.lineSpacing ?? 10
            f.minimumInteritemSpacing = spec.interitemSpacing ?? 10
            f.scrollDirection = spec.direction ?? .vertical
            f.headerReferenceSize = spec.headerSize ?? (scroller ? .zero : SeedDemo.flowSupplementarySize)
            f.footerReferenceSize = spec.footerSize ?? (scroller ? .zero : SeedDemo.flowSupplementarySize)
            for (section, settings) in spec.sectionSettings where !settings.isEmpty {
                f.sectionMetrics[section] = settings.metrics(inset: f.sectionInset, lineSpacing: f.minimumLineSpacing, interitemSpacing: f.minimumInteritemSpacing,
                                                             header: f.headerReferenceSize, footer: f.footerReferenceSize)
            }
            return f
        })
}
