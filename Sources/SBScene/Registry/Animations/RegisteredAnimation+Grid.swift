import SBTimeline
import SBLayout

extension RegisteredAnimation {
    /// `quiver`: deletion mode, every item quivering for 2 s (the springboard's and the grid's).
    package static let quiver = RegisteredAnimation("quiver", summary: "deletion mode, every item quivering",
                                            adjustingSpec: { spec in var s = spec; s.editing = true; return s }) { input in
        QuiverTimeline(layout: input.layout)
    }
    /// `delete` of the item after the first one in view (the grid's and the flow layout's).
    package static let nextItemDelete = RegisteredAnimation("delete", summary: "the second item in view is deleted") { input in
        guard let first = input.firstVisibleItem else { throw AnimationError("there is no item to delete") }
        let count = input.content.numberOfItems(inSection: first.section)
        return try input.update(UpdateBatch(deleting: [IndexPath(item: min(first.item + 1, count - 1), section: first.section)]))
    }
}
