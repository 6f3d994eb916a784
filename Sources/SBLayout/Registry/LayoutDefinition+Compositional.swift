extension LayoutDefinition {
    /// `CompositionalLayout`: UICollectionViewCompositionalLayout (iOS 13 and later) and its
    /// list sections, defined by the spec's `LayoutSpec.compositional` (or the seed demo's).
    public static let compositional = LayoutDefinition(
        name: .compositional,
        source: "UIKit's UICollectionViewCompositionalLayout and UICollectionLayoutListConfiguration (iOS 13 and later)",
        settings: [],
        parts: [.compositional],
        // Without counts, the definition's own sections; with `sections` or `items`, the seed
        // demo's shape repeated.
        seedItemCounts: { spec in
            spec.sections == nil && spec.items == nil ? spec.resolvedCompositional.itemCounts
                : SeedDemo.compositional(viewport: SeedDemo.viewport).itemCounts
        },
        make: { spec in CompositionalLayout(spec: spec.resolvedCompositional) },
        validate: checkDefinition,
        // A compositional layout keeps no frame per item (its queries and `layout --all` compute
        // them from each section's geometry), only each section's geometry (1 KiB) and its
        // group's frames (48 bytes a cell; a group places at most 10,000 cells, and rarely more
        // than its section's items).
        memory: { spec in ByteCount.sum(spec.resolvedItemCounts.map { ByteCount.sum([1024, ByteCount.product([min(max(0, $0), 10_000), 48])]) }) })

    /// The sections' definition checked against the viewport (with item counts given
    /// separately, the definitions repeat over the content's sections).
    private static func checkDefinition(_ spec: LayoutSpec) throws(LayoutSpecError) {
        var definition = spec.resolvedCompositional
        if spec.itemCounts != nil || spec.sections != nil || spec.items != nil {
            definition.itemCounts = Array(repeating: 0, count: definition.sections.count)
        }
        do {
            try definition.validate(viewport: spec.viewport)
        } catch {
            throw LayoutSpecError(.compositional, "\(error.path): \(error.message)")
        }
    }
}
