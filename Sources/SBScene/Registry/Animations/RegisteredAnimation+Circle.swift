import SBTimeline
import SBLayout

extension RegisteredAnimation {
    /// The circle's `insert`: recipe 10-6's insert after the first item (at most 20 items).
    package static let circleInsert = RegisteredAnimation("insert", summary: "an item is inserted after the first") { input in
        let count = input.content.numberOfItems(inSection: 0)
        guard count < 20 else { throw AnimationError("the circle holds at most 20 items (the cookbook's iPad limit)") }
        return try input.update(UpdateBatch(inserting: [IndexPath(item: min(1, count), section: 0)]))
    }
    /// The circle's `delete`: recipe 10-6 deletes the selected item (the first), then selects
    /// MAX(0, item - 1).
    package static let circleDelete = RegisteredAnimation("delete", summary: "the first item is deleted") { input in
        guard input.content.numberOfItems(inSection: 0) > 0 else { throw AnimationError("there is no item to delete") }
        var timeline = try input.update(UpdateBatch(deleting: [IndexPath(item: 0, section: 0)]))
        timeline.selectionAfter = timeline.circleSelectionAfterDeleting(item: 0)
        return timeline
    }
    /// The circle's `rotate`: recipe 10-7's rotation gesture, a full turn in 2 s.
    package static let circleRotate = RegisteredAnimation("rotate", summary: "a full turn of the rotation gesture") { input in
        guard let circle = input.layout as? CircleLayout else { throw AnimationError("'rotate' needs the circle layout") }
        return CircleGestureTimeline(layout: circle, rotationDegrees: 360, duration: 2)
    }
    /// The circle's `pinch`: recipe 10-7's pinch gesture, out to 1.3, in to 0.5 and back in 2 s.
    package static let circlePinch = RegisteredAnimation("pinch", summary: "the pinch gesture out, in and back") { input in
        guard let circle = input.layout as? CircleLayout else { throw AnimationError("'pinch' needs the circle layout") }
        return CircleGestureTimeline(layout: circle, scales: [1, 1.3, 0.5, 1], duration: 2)
    }
    /// The circle's `pop`: recipe 10-9's cell menu Pop on the first item.
    package static let circlePop = cellMenu("pop", .pop, summary: "the cell menu's Pop on the first item")
    /// The circle's `spin`: recipe 10-9's cell menu Rotate on the first item.
    package static let circleSpin = cellMenu("spin", .rotate, summary: "the cell menu's Rotate on the first item")
    /// The circle's `ghost`: recipe 10-9's cell menu Ghost on the first item.
    package static let circleGhost = cellMenu("ghost", .ghost, summary: "the cell menu's Ghost on the first item")
    /// The circle's `colorize`: recipe 10-9's cell menu Colorize on the first item.
    package static let circleColorize = cellMenu("colorize", .colorize, summary: "the cell menu's Colorize on the first item")

    private static func cellMenu(_ name: String, _ action: CellMenuTimeline.Action, summary: String) -> RegisteredAnimation {
        RegisteredAnimation(name, summary: summary) { input in
            guard input.content.numberOfItems(inSection: 0) > 0 else { throw AnimationError("there is no item to animate") }
            return CellMenuTimeline(layout: input.layout, item: IndexPath(item: 0, section: 0), action: action)
        }
    }
}
