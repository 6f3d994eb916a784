import SBLayout

/// The UIKit Dynamics drag: the selected items hang on springs from the touch
/// (``/SBLayout/SpringDrag``), are drawn above the others (zIndex 1), follow the touch along a
/// path, and when it lifts the anchors go back to the start point and the items settle there;
/// then the layout takes them back (the document's clearDraggedIndexPaths when the animator
/// pauses).
public struct DragTimeline: Timeline {
    /// The layout, prepared; the items not dragged stay where it puts them.
    public var layout: any CollectionViewLayout
    /// The dragged items (the document's selected index paths).
    public var dragged: [IndexPath]
    /// The touch path: points reached at the given times (linear in between), starting at the
    /// long press.
    public var path: [(time: Double, point: Point)]
    /// Seconds after the release until the animator is taken to have paused.
    public var settle: Double

    /// A drag of `dragged` in `layout` along `path`.
    /// - Parameters:
    ///   - layout: the prepared layout.
    ///   - dragged: the items to drag.
    ///   - path: the touch's points at times in seconds, in content coordinates.
    ///   - settle: seconds after the release before the layout takes the items back.
    public init(layout: any CollectionViewLayout, dragged: [IndexPath], path: [(time: Double, point: Point)], settle: Double = 1.0) {
        self.layout = layout
        self.dragged = dragged
        self.path = path
        self.settle = settle
    }

    /// When the touch lifts: the path's last time, in seconds.
    public var releaseTime: Double { path.last?.time ?? 0 }
    /// The drag and the settling, in seconds.
    public var duration: Double { releaseTime + settle }

    /// The touch point at time t (content coordinates); after the release, the start point.
    public func touch(at t: Double) -> Point {
        guard let first = path.first else { return .zero }
        if t >= releaseTime { return first.point }
        var previous = first
        for p in path.dropFirst() {
            if t <= p.time {
                let span = p.time - previous.time
                let f = span > 0 ? (t - previous.time) / span : 1
                return Point(x: previous.point.x + (p.point.x - previous.point.x) * f,
                             y: previous.point.y + (p.point.y - previous.point.y) * f)
            }
            previous = p
        }
        return previous.point
    }

    /// The layout's elements, with the dragged items where their springs have carried them
    /// `time` seconds into the drag, drawn on top; after ``duration``, the layout alone.
    public func state(at time: Double) -> MotionState {
        var still = MotionState.still(layout)
        if time >= duration || dragged.isEmpty { return still }
        let selected = Set(dragged)
        still.elements.removeAll { $0.category == .cell && selected.contains($0.indexPath) }
        for ip in dragged {
            guard var a = layout.layoutAttributesForItem(at: ip) else { continue }
            let spring = SpringDrag(itemSize: a.size)
            let s = spring.simulate(from: .init(position: a.center), until: time) { touch(at: $0) }
            a.center = s.position
            a.zIndex = 1
            still.elements.append(a)
        }
        return still
    }
}

/// The cookbook's cell menu actions (recipe 10-9) on one item: Pop scales it to 1.5 in 0.25 s
/// and back in 0.1 s; Rotate turns it to 0.95 pi in 0.25 s, on to 1.5 pi in 0.25 s, then back to 0
/// (*assumption*: in 0.25 s); Ghost fades it out in 1.25 s, waits 1.25 s, fades in in 0.5 s.
public struct CellMenuTimeline: Timeline {
    /// The menu's animated actions: Pop, Rotate and Ghost (its fourth item, Colorize, has no
    /// animation here).
    public enum Action: String, Sendable, CaseIterable {
        /// An action: `pop` (scale up and back), `rotate` (turn about the centre), `ghost` (fade
        /// out and in).
        case pop, rotate, ghost
    }

    /// The layout, prepared.
    public var layout: any CollectionViewLayout
    /// The item the menu acts on.
    public var item: IndexPath
    /// What the menu does to it.
    public var action: Action
    /// Seconds of stillness before the action (0.2 by default).
    public var lead = 0.2
    /// Seconds of stillness after it (0.3 by default).
    public var tail = 0.3

    /// The `action` on `item` of `layout`, with the default lead-in and tail.
    public init(layout: any CollectionViewLayout, item: IndexPath, action: Action) {
        self.layout = layout
        self.item = item
        self.action = action
    }

    /// (duration, value at the end) of each step: scale for pop, angle for rotate, alpha for ghost.
    var keyframes: [(Double, Double)] {
        switch action {
        case .pop: [(0.25, 1.5), (0.1, 1)]
        case .rotate: [(0.25, 0.95 * Double.pi), (0.25, 1.5 * Double.pi), (0.25, 0)]
        case .ghost: [(1.25, 0), (1.25, 0), (0.5, 1)]
        }
    }

    var start: Double { action == .pop ? 1 : action == .ghost ? 1 : 0 }

    /// The lead-in, the action's steps and the tail, in seconds.
    public var duration: Double { lead + keyframes.reduce(0) { $0 + $1.0 } + tail }

    func value(at t: Double) -> Double {
        var time = t, from = start
        for (d, to) in keyframes {
            if time < d { return from + (to - from) * TimingFunction.easeInEaseOut.progress(at: time / d) }
            time -= d
            from = to
        }
        return from
    }

    /// The layout's elements with the item scaled, turned or faded as far as the action has
    /// gone at `time` (each step eased in and out), drawn on top.
    public func state(at time: Double) -> MotionState {
        var still = MotionState.still(layout)
        let v = value(at: time - lead)
        for i in still.elements.indices where still.elements[i].category == .cell && still.elements[i].indexPath == item {
            switch action {
            case .pop: still.elements[i].transform = still.elements[i].transform.concatenating(.scale(x: v, y: v))
            case .rotate: still.elements[i].transform = still.elements[i].transform.concatenating(.rotation(z: v))
            case .ghost: still.elements[i].alpha *= v
            }
            still.elements[i].zIndex = 1
        }
        return still
    }
}
