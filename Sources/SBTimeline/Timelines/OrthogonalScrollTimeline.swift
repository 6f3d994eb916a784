import SBLayout

/// A flick inside one orthogonally scrolling section: its own offset decelerates from where it
/// is to where its behaviour makes it rest (`CompositionalLayout.targetOrthogonalOffset(inSection:proposed:velocity:current:)`):
/// the next group for group paging, the next page for paging, wherever it stops for continuous.
package struct OrthogonalScrollTimeline: Timeline {
    /// The layout at the flick's start.
    package var layout: CompositionalLayout
    /// The section that scrolls.
    package var section: Int
    /// The section's offset over time (its x when the layout scrolls vertically).
    package var deceleration: ScrollDeceleration
    /// Seconds of stillness before the flick.
    package var lead: Double
    /// Seconds of stillness after the section comes to rest.
    package var tail: Double

    /// A flick of `section` at `velocity` points per second along its axis.
    /// - Parameters:
    ///   - layout: the prepared layout.
    ///   - section: an orthogonally scrolling section.
    ///   - velocity: points per second at release (positive scrolls towards later groups).
    ///   - rate: the deceleration rate per millisecond.
    ///   - lead: seconds before the flick.
    ///   - tail: seconds after it ends.
    package init(layout: CompositionalLayout, section: Int, velocity: Double, rate: Double = ScrollDeceleration.normal,
                lead: Double = 0.1, tail: Double = 0.2) {
        let start = layout.orthogonalOffset(inSection: section)
        let free = ScrollDeceleration(start: Point(x: start, y: 0), velocity: Point(x: velocity, y: 0), rate: rate)
        let target = layout.targetOrthogonalOffset(inSection: section, proposed: free.restingPoint.x, velocity: velocity, current: start)
        self.layout = layout
        self.section = section
        self.deceleration = ScrollDeceleration(start: Point(x: start, y: 0), restingAt: Point(x: target, y: 0), rate: rate)
        self.lead = lead
        self.tail = tail
    }

    /// The lead-in, the deceleration (at most 4 s) and the tail, in seconds.
    package var duration: Double { lead + min(deceleration.duration, 4) + tail }

    /// The layout with the section's offset where the deceleration is at `time`.
    package func state(at time: Double) -> MotionState {
        var l = layout
        var offset = time <= lead ? deceleration.start : deceleration.offset(at: time - lead)
        if time - lead >= min(deceleration.duration, 4) { offset = deceleration.restingPoint }
        l.orthogonalOffsets[section] = offset.x
        return .still(l)
    }
}
