import SBTimeline
import SBLayout

extension RegisteredAnimation {
    /// The flow layout's `insert`: an item after the first one in view.
    package static let flowInsert = RegisteredAnimation("insert", summary: "an item is inserted after the first in view") { input in
        guard let first = input.firstVisibleItem else { throw AnimationError("there is no visible section to insert into") }
        return try input.update(UpdateBatch(inserting: [IndexPath(item: first.item + 1, section: first.section)]))
    }
    /// The flow layout's `scroll`: a flick at 2500 points per second along its scroll direction,
    /// decelerating.
    package static let flowScroll = RegisteredAnimation("scroll", summary: "a flick along the scroll direction, decelerating") { input in
        let vertical = (input.spec.direction ?? .vertical) == .vertical
        return ScrollTimeline(layout: input.layout, velocity: vertical ? Point(x: 0, y: 2500) : Point(x: 2500, y: 0))
    }
}
