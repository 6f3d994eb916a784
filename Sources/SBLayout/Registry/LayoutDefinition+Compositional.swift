extension LayoutDefinition {
    /// ``CompositionalLayout``: UICollectionViewCompositionalLayout (iOS 13 and later) and its
    /// list sections, defined by the spec's ``LayoutSpec/compositional`` (or the seed demo's).
    public static let compositional = LayoutDefinition(
        name: .compositional,
        source: "UIKit's UICollectionViewCompositionalLayout and UICollectionLayoutListConfiguration (iOS 13 and later)",
        settings: [],
        seedItemCounts: { _ in SeedDemo.compositional(viewport: SeedDemo.viewport).itemCounts },
        make: { spec in CompositionalLayout(spec: spec.resolvedCompositional) })
}
