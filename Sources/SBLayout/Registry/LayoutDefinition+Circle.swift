extension LayoutDefinition {
    /// `CircleLayout`: items on a circle, the cookbook's recipes 10-6 and 10-7, with its pinch
    /// and rotation gestures.
    public static let circle = LayoutDefinition(
        name: .circle,
        source: "the Core iOS Developer's Cookbook, recipes 10-6 and 10-7 (CircleLayout)",
        settings: [.itemSize, .pinch, .rotation],
        gathersSections: true,
        seedItemCounts: { _ in [12] },
        make: { spec in
            var c = CircleLayout()
            if let itemSize = spec.itemSize { c.itemSize = itemSize }
            c.scale = spec.pinch ?? 1
            c.rotation = (spec.rotation ?? 0) * Double.pi / 180
            return c
        },
        validate: { spec throws(LayoutSpecError) in
            let sections = spec.resolvedItemCounts.count
            guard sections == 1 else {
                throw LayoutSpecError(.sections, "must be 1 for the circle layout (the cookbook lays out section 0 only), got \(sections)")
            }
        })
}
