import SBLayout

/// The UIKit Dynamics drag: the selected items hang on springs from the touch
/// (`SpringDrag`), are drawn above the others (zIndex 1), follow the touch along a
/// path each at its own offset from the touch, and when it lifts the anchors go back to the start
/// point and each item settles back on its own slot;
/// then the layout takes them back (the document's clearDraggedIndexPaths when the animator
/// pauses).
package struct DragTimeline: Timeline {
    /// The layout, prepared; the items not dragged stay where it puts them.
    package var layout: any CollectionViewLayout
    /// The dragged items (the document's selected index paths).
    package var dragged: [IndexPath]
    /// The touch path: points reached at the given times (linear in between), starting at the
    /// long press.
    package var path: [(time: Double, point: Point)]
    /// Seconds after the release until the animator is taken to have paused.
    package var settle: Double

    /// A drag of `dragged` in `layout` along `path`.
    /// - Parameters:
    ///   - layout: the prepared layout.
    ///   - dragged: the items to drag.
    ///   - path: the touch's points at times in seconds, in content coordinates.
    ///   - settle: seconds after the release before the layout takes the items back.
    package init(layout: any CollectionViewLayout, dragged: [IndexPath], path: [(time: Double, point: Point)], settle: Double = 1.0) {
        self.layout = layout
        self.dragged = dragged
        self.path = path
        self.settle = settle
    }

    /// Seconds from the release until every dragged item is at rest on its slot (within a quarter
    /// point, slower than 2 points per second: UIDynamicAnimator pauses when its items rest),
    /// in whole tenths, at most `limit`. Items far from the touch hang on nearly parallel
    /// attachments and swing slowly, so this can take a few seconds.
    package static func settleTime(layout: any CollectionViewLayout, dragged: [IndexPath], path: [(time: Double, point: Point)], limit: Double = 8) -> Double {
        let probe = DragTimeline(layout: layout, dragged: dragged, path: path, settle: 0)
        guard let start = path.first?.point else { return 0 }
        var worst = 0.0
        for ip in dragged {
            guard let a = layout.layoutAttributesForItem(at: ip) else { continue }
            let spring = SpringDrag(center: a.center, touch: start)
            var s = spring.simulate(from: .init(position: a.center), until: probe.releaseTime) { probe.touch(at: $0) }
            var t = 0.0
            while t < limit {
                let dx = s.position.x - a.center.x, dy = s.position.y - a.center.y
                let speed = (s.velocity.x * s.velocity.x + s.velocity.y * s.velocity.y).squareRoot()
                if (dx * dx + dy * dy).squareRoot() < 0.25 && speed < 2 { break }
                s = spring.advance(s, touch: start)
                t += SpringDrag.step
            }
            worst = max(worst, t)
        }
        return min(limit, (worst * 10).rounded(.up) / 10)
    }

    /// When the touch lifts: the path's last time, in seconds.
    package var releaseTime: Double { path.last?.time ?? 0 }
    /// The drag and the settling, in seconds.
    package var duration: Double { releaseTime + settle }

    /// The touch point at time t (content coordinates); after the release, the start point.
    package func touch(at t: Double) -> Point {
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
    package func state(at time: Double) -> MotionState {
        var still = MotionState.still(layout)
        if time >= duration || dragged.isEmpty { return still }
        let selected = Set(dragged)
        still.elements.removeAll { $0.category == .cell && selected.contains($0.indexPath) }
        for ip in dragged {
            guard var a = layout.layoutAttributesForItem(at: ip) else { continue }
            // The attachments' rest lengths are fixed at the long press: each item keeps its
            // offset from the touch, and settles back on its own slot after the release.
            let spring = SpringDrag(center: a.center, touch: touch(at: 0))
            let s = spring.simulate(from: .init(position: a.center), until: time) { touch(at: $0) }
            a.center = s.position
            a.zIndex = 1
            still.elements.append(a)
        }
        return still
    }
}

/// The cookbook's cell menu actions (recipe 10-9) on one item: Pop scales it to 1.5 in 0.25 s
/// and back in 0.1 s; Rotate turns it to 0.95 pi in 0.25 s, on to 1.5 pi in 0.25 s, then snaps
/// back to 0 (the sample's completion block sets the identity transform, unanimated); Ghost fades
/// it out in 1.25 s, waits 1.25 s, fades in in 0.5 s; Colorize leaves the cell alone: the sample
/// posts the cell's background colour and the view controller sets the navigation bar's
/// `barTintColor` to it at alpha 0.2, at once (``MotionState/barTintIdentity``; the bar keeps it).
package struct CellMenuTimeline: Timeline {
    /// The menu's four actions: Pop, Rotate, Ghost and Colorize.
    package enum Action: String, Sendable, CaseIterable {
        /// An action: `pop` (scale up and back), `rotate` (turn about the centre and snap back),
        /// `ghost` (fade out and in), `colorize` (tint the navigation bar with the cell's colour).
        case pop, rotate, ghost, colorize
    }

    /// The layout, prepared.
    package var layout: any CollectionViewLayout
    /// The item the menu acts on.
    package var item: IndexPath
    /// What the menu does to it.
    package var action: Action
    /// Seconds of stillness before the action (0.2 by default).
    package var lead = 0.2
    /// Seconds of stillness after it (0.3 by default).
    package var tail = 0.3

    /// The `action` on `item` of `layout`, with the default lead-in and tail.
    package init(layout: any CollectionViewLayout, item: IndexPath, action: Action) {
        self.layout = layout
        self.item = item
        self.action = action
    }

    /// (duration, value at the end) of each step: scale for pop, angle for rotate, alpha for ghost,
    /// 1 once the bar is tinted for colorize; a step of 0 s is a jump.
    var keyframes: [(Double, Double)] {
        switch action {
        case .pop: [(0.25, 1.5), (0.1, 1)]
        case .rotate: [(0.25, 0.95 * Double.pi), (0.25, 1.5 * Double.pi), (0, 0)]
        case .ghost: [(1.25, 0), (1.25, 0), (0.5, 1)]
        case .colorize: [(0, 1)]
        }
    }

    var start: Double { action == .pop ? 1 : action == .ghost ? 1 : 0 }

    /// The lead-in, the action's steps and the tail, in seconds.
    package var duration: Double { lead + keyframes.reduce(0) { $0 + $1.0 } + tail }

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
    /// gone at `time` (each step eased in and out), drawn on top; once Colorize has acted (after
    /// the lead-in) the state's ``MotionState/barTintIdentity`` names the cell.
    package func state(at time: Double) -> MotionState {
        var still = MotionState.still(layout)
        let v = value(at: time - lead)
        for i in still.elements.indices where still.elements[i].category == .cell && still.elements[i].indexPath == item {
            switch action {
            case .pop: still.elements[i].transform = still.elements[i].transform.concatenating(.scale(x: v, y: v))
            case .rotate: still.elements[i].transform = still.elements[i].transform.concatenating(.rotation(z: v))
            case .ghost: still.elements[i].alpha *= v
            case .colorize:
                if time >= lead { still.barTintIdentity = still.elements[i].identity }
                continue
            }
            still.elements[i].zIndex = 1
        }
        return still
    }
}
