import SBTimeline
import SBLayout

extension RegisteredAnimation {
    /// The punched layout's `scroll`: a flick to the left at 2500 points per second, decelerating.
    package static let punchedScroll = RegisteredAnimation("scroll", summary: "a flick along the row, decelerating") { input in
        ScrollTimeline(layout: input.layout, velocity: Point(x: 2500, y: 0))
    }
}
