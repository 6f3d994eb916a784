/// Timelines played one after another.
public struct SequenceTimeline: Timeline {
    public var parts: [any Timeline]

    public init(_ parts: [any Timeline]) {
        self.parts = parts
    }

    public var duration: Double { parts.reduce(0) { $0 + $1.duration } }

    public func state(at time: Double) -> MotionState {
        var t = time
        for (i, part) in parts.enumerated() {
            if t < part.duration || i == parts.count - 1 { return part.state(at: t) }
            t -= part.duration
        }
        // No parts: nothing to draw.
        return parts.first?.state(at: 0) ?? MotionState(layout: EmptyLayout(), elements: [])
    }
}
