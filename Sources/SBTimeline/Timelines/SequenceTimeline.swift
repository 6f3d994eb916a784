import SBLayout

/// Timelines played one after another.
package struct SequenceTimeline: Timeline {
    /// The timelines, in playing order.
    package var parts: [any Timeline]

    /// The timelines, one after another.
    package init(_ parts: [any Timeline]) {
        self.parts = parts
    }

    /// The sum of the parts' durations, in seconds.
    package var duration: Double { parts.reduce(0) { $0 + $1.duration } }

    /// The state of the part playing at `time`, at its local time; past the end, the last part's.
    package func state(at time: Double) -> MotionState {
        var t = time
        for (i, part) in parts.enumerated() {
            if t < part.duration || i == parts.count - 1 { return part.state(at: t) }
            t -= part.duration
        }
        // No parts: nothing to draw.
        return parts.first?.state(at: 0) ?? MotionState(layout: EmptyLayout(), elements: [])
    }
}
