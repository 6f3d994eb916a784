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
        },
        animations: [.circleInsert, .circleDelete, .circleRotate, .circlePinch, .circlePop, .circleSpin, .circleGhost, .circleColorize, .transition])
}

extension RegisteredAnimation {
    /// The circle's `insert`: recipe 10-6's insert after the first item (at most 20 items).
    static let circleInsert = RegisteredAnimation("insert", summary: "an item is inserted after the first") { input in
        let count = input.content.numberOfItems(inSection: 0)
        guard count < 20 else { throw AnimationError("the circle holds at most 20 items (the cookbook's iPad limit)") }
        return try input.update(UpdateBatch(inserting: [IndexPath(item: min(1, count), section: 0)]))
    }
    /// The circle's `delete`: recipe 10-6 deletes the selected item (the first), then selects
    /// MAX(0, item - 1).
    static let circleDelete = RegisteredAnimation("delete", summary: "the first item is deleted") { input in
        guard input.content.numberOfItems(inSection: 0) > 0 else { throw AnimationError("there is no item to delete") }
        var timeline = try input.update(UpdateBatch(deleting: [IndexPath(item: 0, section: 0)]))
        timeline.selectionAfter = timeline.circleSelectionAfterDeleting(item: 0)
        return timeline
    }
    /// The circle's `rotate`: recipe 10-7's rotation gesture, a full turn in 2 s.
    static let circleRotate = RegisteredAnimation("rotate", summary: "a full turn of the rotation gesture") { input in
        guard let circle = input.layout as? CircleLayout else { throw AnimationError("'rotate' needs the circle layout") }
        return CircleGestureTimeline(layout: circle, rotationDegrees: 360, duration: 2)
    }
    /// The circle's `pinch`: recipe 10-7's pinch gesture, out to 1.3, in to 0.5 and back in 2 s.
    static let circlePinch = RegisteredAnimation("pinch", summary: "the pinch gesture out, in and back") { input in
        guard let circle = input.layout as? CircleLayout else { throw AnimationError("'pinch' needs the circle layout") }
        return CircleGestureTimeline(layout: circle, scales: [1, 1.3, 0.5, 1], duration: 2)
    }
    /// The circle's `pop`: recipe 10-9's cell menu Pop on the first item.
    static let circlePop = cellMenu("pop", .pop, summary: "the cell menu's Pop on the first item")
    /// The circle's `spin`: recipe 10-9's cell menu Rotate on the first item.
    static let circleSpin = cellMenu("spin", .rotate, summary: "the cell menu's Rotate on the first item")
    /// The circle's `ghost`: recipe 10-9's cell menu Ghost on the first item.
    static let circleGhost = cellMenu("ghost", .ghost, summary: "the cell menu's Ghost on the first item")
    /// The circle's `colorize`: recipe 10-9's cell menu Colorize on the first item.
    static let circleColorize = cellMenu("colorize", .colorize, summary: "the cell menu's Colorize on the first item")

    private static func cellMenu(_ name: String, _ action: CellMenuTimeline.Action, summary: String) -> RegisteredAnimation {
        RegisteredAnimation(name, summary: summary) { input in
            guard input.content.numberOfItems(inSection: 0) > 0 else { throw AnimationError("there is no item to animate") }
            return CellMenuTimeline(layout: input.layout, item: IndexPath(item: 0, section: 0), action: action)
        }
    }
}
