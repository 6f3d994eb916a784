import SBLayout
import SBTimeline

/// The diagonal layout's own animation, `cascade`: the items start stacked on the first one's
/// place and step down the staircase one after another. Item i leaves at ``lead`` + i x
/// ``stagger`` seconds and takes ``step`` seconds (ease in, ease out) to reach its own place;
/// items above it are drawn over it until it arrives, so the stack seems to unfold.
public struct CascadeTimeline: Timeline {
    /// The layout, prepared.
    public var layout: any CollectionViewLayout
    /// Seconds of stillness before the first item moves.
    public var lead = 0.25
    /// Seconds between one item leaving and the next.
    public var stagger = 0.125
    /// Seconds each item takes to reach its place.
    public var step = 0.5
    /// Seconds of stillness at the end.
    public var tail = 0.25

    /// The cascade of `layout`'s items.
    public init(layout: any CollectionViewLayout) {
        self.layout = layout
    }

    /// The lead-in, the last item's departure and move, and the tail: 0.25 + (n - 1) x 0.125 +
    /// 0.5 + 0.25 seconds for n items (1.875 s for the seed demo's 8; every term is exact in
    /// binary, so 10 frames a second give 18.75 -> 19 frames on every machine).
    public var duration: Double { lead + Double(max(layout.content.totalItems - 1, 0)) * stagger + step + tail }

    /// Every cell between the first cell's place and its own, as far as its step has gone.
    public func state(at time: Double) -> MotionState {
        var state = MotionState.still(layout)
        guard let first = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) else { return state }
        for i in state.elements.indices where state.elements[i].category == .cell {
            let end = state.elements[i]
            let index = layout.content.globalIndex(of: end.indexPath)
            let t = min(max((time - lead - Double(index) * stagger) / step, 0), 1)
            var start = end
            start.center = first.center
            state.elements[i] = LayoutAttributes.interpolate(from: start, to: end, TimingFunction.easeInEaseOut.progress(at: t))
            // Not yet arrived: under the items that have left before it, over the first.
            state.elements[i].zIndex = t < 1 ? -index : 0
        }
        return state
    }
}

extension RegisteredAnimation {
    /// `cascade`: the diagonal layout's items unfold down the staircase from the first one's place.
    public static let cascade = RegisteredAnimation("cascade", summary: "the items unfold down the staircase") { input in
        CascadeTimeline(layout: input.layout)
    }
}
