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
        animations: [.compositionalOrthogonal, .compositionalScroll, .compositionalInsert, .compositionalDelete, .transition],
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

extension RegisteredAnimation {
    /// The compositional layout's `orthogonal`: a flick inside the first orthogonally scrolling
    /// section, with its paging behaviour.
    static let compositionalOrthogonal = RegisteredAnimation("orthogonal", summary: "a flick inside the first orthogonally scrolling section") { input in
        guard let c = input.layout as? CompositionalLayout,
              let section = (0..<c.numberOfSections).first(where: { c.maximumOrthogonalOffset(inSection: $0) > 0 }) else {
            throw AnimationError("'orthogonal' needs a section with orthogonalScrolling other than \"none\" whose items overflow the width")
        }
        return OrthogonalScrollTimeline(layout: c, section: section, velocity: 1500)
    }
    /// The compositional layout's `scroll`: a flick of the page at 2500 points per second.
    static let compositionalScroll = RegisteredAnimation("scroll", summary: "a flick of the page, decelerating") { input in
        ScrollTimeline(layout: input.layout, velocity: Point(x: 0, y: 2500))
    }
    /// The compositional layout's `insert`: an item after the first one in view (UIKit's fade).
    static let compositionalInsert = RegisteredAnimation("insert", summary: "an item is inserted after the first in view") { input in
        guard let first = input.sortedVisibleItems.first else { throw AnimationError("there is no visible section to insert into") }
        return try input.update(UpdateBatch(inserting: [IndexPath(item: first.item + 1, section: first.section)]))
    }
    /// The compositional layout's `delete`: the item after the first one in view (UIKit's fade).
    static let compositionalDelete = RegisteredAnimation("delete", summary: "the second item in view is deleted") { input in
        guard let first = input.sortedVisibleItems.first else { throw AnimationError("there is no item to delete") }
        let count = input.content.numberOfItems(inSection: first.section)
        return try input.update(UpdateBatch(deleting: [IndexPath(item: min(first.item + 1, count - 1), section: first.section)]))
    }
}

extension AnimationInput {
    /// The index paths of every cell in view, in order (the compositional layout's elements
    /// include supplementary views and decorations, which are left out).
    fileprivate var sortedVisibleItems: [IndexPath] {
        layout.layoutAttributesForElements(in: layout.visibleRect).filter { $0.category == .cell }.map(\.indexPath).sorted()
    }
}
