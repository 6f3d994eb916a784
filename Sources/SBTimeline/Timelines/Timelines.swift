import SBLayout

/// Deletion mode over time: every icon quivers with its own time offset (the layout is static;
/// the renderer turns each cell by `Quiver.angle(at:offset:)` at the frame's time).
package struct QuiverTimeline: Timeline {
    /// The layout, in deletion mode, standing still.
    package var layout: any CollectionViewLayout
    /// How long the quiver plays, in seconds.
    package var duration: Double

    /// Quivers `layout`'s icons for `duration` seconds (2 by default), turning deletion mode on.
    package init(layout: any CollectionViewLayout, duration: Double = 2) {
        var l = layout
        l.isEditing = true
        self.layout = l
        self.duration = duration
    }

    /// The layout standing still; the quiver angle comes from the frame's time.
    package func state(at time: Double) -> MotionState { .still(layout) }
}

/// An update batch animated as UICollectionView animates it: every surviving item moves from its
/// old frame to its new one, inserted items start at the layout's appearing attributes, deleted
/// ones end at its disappearing attributes (0.3 s, ease-in-out), after an optional still lead-in.
public struct UpdateTimeline: Timeline {
    /// Every element's start and end attributes, and the update's duration and timing.
    package var transition: UpdateTransition
    /// The layout prepared for the content before the update (shown during the lead-in).
    package var layoutBefore: any CollectionViewLayout
    /// The layout prepared for the content after the update (shown during and after it).
    package var layoutAfter: any CollectionViewLayout
    /// Seconds of stillness before the update starts.
    package var lead: Double
    /// Seconds of stillness after the update ends.
    package var tail: Double
    /// The selection the update's completion makes (identities), or nil to keep the scene's.
    package var selectionAfter: Set<Int>?

    /// Animates `batch` applied to `content` under `layout`.
    /// - Parameters:
    ///   - layout: the layout, configured; it is prepared for the content before and after.
    ///   - content: the content before the update.
    ///   - viewport: the collection view's size, in points.
    ///   - batch: the deletions, insertions and moves.
    ///   - duration: the update animation's length, in seconds (UIKit's 0.3 by default).
    ///   - lead: seconds of stillness before the update.
    ///   - tail: seconds of stillness after it.
    /// - Throws: ``/SBLayout/UpdateError`` when the batch does not apply to `content`.
    package init(layout: any CollectionViewLayout, content: CollectionContent, viewport: Size, batch: UpdateBatch,
                duration: Double = UpdateTransition.defaultDuration, lead: Double = 0.2, tail: Double = 0.3) throws(UpdateError) {
        transition = try UpdateTransition(layout: layout, content: content, viewport: viewport, batch: batch, duration: duration)
        var before = layout
        before.prepare(content: content, viewport: viewport)
        var after = layout
        after.prepare(content: transition.after, viewport: viewport)
        layoutBefore = before
        layoutAfter = after
        self.lead = lead
        self.tail = tail
    }

    /// The lead-in, the update and the tail, in seconds.
    public var duration: Double { lead + transition.duration + tail }

    /// The layout before the update during the lead-in, the interpolated attributes during the
    /// update, and the layout after it from then on (with `selectionAfter`, as the update's
    /// completion block selects).
    public func state(at time: Double) -> MotionState {
        if time < lead { return .still(layoutBefore) }
        let t = time - lead
        if t >= transition.duration {
            var end = MotionState.still(layoutAfter)
            end.selection = selectionAfter
            return end
        }
        return MotionState(layout: layoutAfter, elements: transition.attributes(at: t))
    }
}

/// A flick: the content offset decelerates at UIKit's rate from a start velocity, then comes to
/// rest where the layout's targetContentOffset (paging, snapping) puts it.
package struct ScrollTimeline: Timeline {
    /// The layout, at the scroll's start offset.
    package var layout: any CollectionViewLayout
    /// The deceleration from the start offset to the layout's target offset.
    package var deceleration: ScrollDeceleration
    /// Seconds of stillness before the flick.
    package var lead: Double
    /// Seconds of stillness after the scroll comes to rest.
    package var tail: Double
    /// Where the view re-centres after the flick comes to rest at an edge (recipe 10-5's
    /// PleaseRecenter, `PunchedLayout.pleaseRecenter(forProposedContentOffset:)`), or nil.
    package var recenter: Point?
    /// How long the re-centring takes: *assumption*, the view controller calls
    /// setContentOffset:animated:, 0.3 s ease-in-ease-out (UIKit does not document its timing).
    package static let recenterDuration = 0.3

    /// A flick of `layout` from its current content offset.
    /// - Parameters:
    ///   - layout: the prepared layout, scrolled to where the flick starts.
    ///   - velocity: points per second of the content offset at release (positive x
    ///     scrolls towards later content).
    ///   - rate: the deceleration rate per millisecond (UIKit's normal rate by default).
    ///   - lead: seconds of stillness before the flick.
    ///   - tail: seconds of stillness after the scroll comes to rest.
    package init(layout: any CollectionViewLayout, velocity: Point, rate: Double = ScrollDeceleration.normal,
                lead: Double = 0.1, tail: Double = 0.2) {
        let start = layout.contentOffset
        let free = ScrollDeceleration(start: start, velocity: velocity, rate: rate)
        let size = layout.collectionViewContentSize, view = layout.viewport
        var proposed = free.restingPoint
        proposed.x = min(max(proposed.x, 0), max(0, size.width - view.width))
        proposed.y = min(max(proposed.y, 0), max(0, size.height - view.height))
        let target = layout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
        self.layout = layout
        self.deceleration = ScrollDeceleration(start: start, restingAt: target, rate: rate)
        if let punched = layout as? PunchedLayout, let point = punched.pleaseRecenter(forProposedContentOffset: proposed), point != target {
            recenter = point
        }
        self.lead = lead
        self.tail = tail
    }

    /// A scroll that comes to rest at `offset` (a page, say), decelerating at `rate` all the way.
    package init(layout: any CollectionViewLayout, restingAt offset: Point, rate: Double = ScrollDeceleration.fast,
                lead: Double = 0.1, tail: Double = 0.2) {
        self.layout = layout
        self.deceleration = ScrollDeceleration(start: layout.contentOffset, restingAt: offset, rate: rate)
        self.lead = lead
        self.tail = tail
    }

    /// The lead-in, the deceleration (at most 4 s), the re-centring if any, and the tail, in seconds.
    package var duration: Double { lead + min(deceleration.duration, 4) + (recenter == nil ? 0 : ScrollTimeline.recenterDuration) + tail }

    /// The layout scrolled to where the deceleration (then the re-centring) is at `time`.
    package func state(at time: Double) -> MotionState {
        var l = layout
        l.contentOffset = time <= lead ? deceleration.start : deceleration.offset(at: time - lead)
        let rest = min(deceleration.duration, 4)
        if time - lead >= rest {
            l.contentOffset = deceleration.restingPoint
            if let recenter {
                let f = TimingFunction.easeInEaseOut.progress(at: min(1, (time - lead - rest) / ScrollTimeline.recenterDuration))
                let from = deceleration.restingPoint
                l.contentOffset = Point(x: from.x + (recenter.x - from.x) * f, y: from.y + (recenter.y - from.y) * f)
            }
        }
        return .still(l)
    }
}

/// The circle's gestures over time: a rotation by `rotationDegrees` and a pinch through the
/// given scales (each clamped to 0.5 ... 1.3 by the layout), both eased.
package struct CircleGestureTimeline: Timeline {
    /// The circle layout at the start of the gestures.
    package var layout: CircleLayout
    /// The rotation added over the whole timeline, in degrees.
    package var rotationDegrees: Double
    /// The pinch scales passed through, evenly spaced in time; fewer than two leaves the scale alone.
    package var scales: [Double]
    /// How long the gestures take, in seconds.
    package var duration: Double

    /// Rotates and pinches `layout` over `duration` seconds (2 by default).
    package init(layout: CircleLayout, rotationDegrees: Double = 0, scales: [Double] = [], duration: Double = 2) {
        self.layout = layout
        self.rotationDegrees = rotationDegrees
        self.scales = scales
        self.duration = duration
    }

    /// The circle rotated and pinched as far as the eased progress at `time`.
    package func state(at time: Double) -> MotionState {
        let f = TimingFunction.easeInEaseOut.progress(at: duration > 0 ? time / duration : 1)
        var l = layout
        l.rotation = layout.rotation + rotationDegrees * Double.pi / 180 * f
        if scales.count >= 2 {
            let x = min(max(time / max(duration, 1e-9), 0), 1) * Double(scales.count - 1)
            let i = min(Int(x), scales.count - 2)
            let local = TimingFunction.easeInEaseOut.progress(at: x - Double(i))
            l.scale = scales[i] + (scales[i + 1] - scales[i]) * local
        }
        return .still(l)
    }
}

/// Every element moves from its attributes in one layout to those in another (matched by
/// identity), as setCollectionViewLayout:animated: does.
public struct LayoutTransitionTimeline: Timeline {
    /// The layout the items start in, prepared.
    package var from: any CollectionViewLayout
    /// The layout the items end in, prepared.
    package var to: any CollectionViewLayout
    /// Seconds of stillness in `from` before the transition.
    package var lead: Double
    /// How long the transition takes, in seconds.
    package var transitionDuration: Double
    /// Seconds of stillness in `to` after it.
    package var tail: Double

    /// A transition between two prepared layouts, eased in and out.
    /// - Parameters:
    ///   - from: the layout the items start in.
    ///   - to: the layout the items end in.
    ///   - duration: the transition's length, in seconds.
    ///   - lead: seconds of stillness before it.
    ///   - tail: seconds of stillness after it.
    public init(from: any CollectionViewLayout, to: any CollectionViewLayout, duration: Double = 1, lead: Double = 0.2, tail: Double = 0.3) {
        self.from = from
        self.to = to
        self.transitionDuration = duration
        self.lead = lead
        self.tail = tail
    }

    /// The lead-in, the transition and the tail, in seconds.
    public var duration: Double { lead + transitionDuration + tail }

    /// Every cell of `to` on its way from its place in `from` (matched by identity; a cell new to
    /// `to` fades in at its end place), and every header and footer with its section, at the
    /// eased progress of `time`.
    public func state(at time: Double) -> MotionState {
        if time < lead { return .still(from) }
        let t = time - lead
        if t >= transitionDuration { return .still(to) }
        let p = TimingFunction.easeInEaseOut.progress(at: t / transitionDuration)
        let a = Dictionary(from.layoutAttributesForAllElements().filter { $0.category == .cell }.map { ($0.identity, $0) }, uniquingKeysWith: { x, _ in x })
        let b = to.layoutAttributesForAllElements().filter { $0.category == .cell }
        var out: [LayoutAttributes] = []
        for end in b {
            var start = a[end.identity] ?? { var s = end; s.alpha = 0; return s }()
            start.contentOffsetShift(by: from.contentOffset, to: to.contentOffset)
            out.append(LayoutAttributes.interpolate(from: start, to: end, p))
        }
        // Headers and footers go with their sections: matched by kind and section; one only in
        // `to` fades in at its end place, one only in `from` fades out at its start place.
        func views(_ l: any CollectionViewLayout) -> [String: LayoutAttributes] {
            var d: [String: LayoutAttributes] = [:]
            for v in l.layoutAttributesForAllElements() {
                // Badges go with their items (by identity); headers and footers with their sections.
                if case .supplementaryView(let kind) = v.category {
                    d[v.isAnchoredToItem ? "\(kind)#\(v.identity)" : "\(kind)/\(v.indexPath.section)"] = v
                }
            }
            return d
        }
        let va = views(from), vb = views(to)
        for (key, end) in vb.sorted(by: { $0.key < $1.key }) {
            var start = va[key] ?? { var s = end; s.alpha = 0; return s }()
            if va[key] != nil { start.contentOffsetShift(by: from.contentOffset, to: to.contentOffset) }
            out.append(LayoutAttributes.interpolate(from: start, to: end, p))
        }
        for (key, start) in va.sorted(by: { $0.key < $1.key }) where vb[key] == nil {
            var s = start
            s.contentOffsetShift(by: from.contentOffset, to: to.contentOffset)
            out.append(LayoutAttributes.interpolate(from: s, to: s.faded, p))
        }
        return MotionState(layout: to, elements: out)
    }
}

extension LayoutAttributes {
    /// Moves an element so that it appears where it did on screen under another content offset.
    mutating func contentOffsetShift(by old: Point, to new: Point) {
        center = Point(x: center.x - old.x + new.x, y: center.y - old.y + new.y)
    }
}

extension UpdateTimeline {
    /// Recipe 10-6's delete: when the update's completion runs and items remain, it selects item
    /// MAX(0, itemNumber - 1) of section 0, where itemNumber is the deleted item.
    /// - Parameter deleted: the deleted item's number (the first, when several go).
    /// - Returns: the selected identity after the update, or nil when the circle is empty.
    package func circleSelectionAfterDeleting(item deleted: Int) -> Set<Int>? {
        let content = transition.after
        guard content.numberOfSections > 0, content.numberOfItems(inSection: 0) > 0 else { return [] }
        let item = min(max(0, deleted - 1), content.numberOfItems(inSection: 0) - 1)
        return [content.identity(at: IndexPath(item: item, section: 0))]
    }
}
