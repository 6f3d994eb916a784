import SBLayout
import SBScene

/// A scene's own timeline: its events (``/SBScene/SceneEvent``) played one after another on the scene's
/// layout, each starting from where the one before left the layout, still in between.
public struct ScriptedTimeline: Timeline {
    /// One event's motion, placed on the timeline.
    struct Segment: Sendable {
        var start: Double
        var timeline: any Timeline
        /// The layout when the motion has ended.
        var end: any CollectionViewLayout
    }

    /// Seconds the last state is held after the last event has ended.
    public static let hold = 0.5

    /// The scene's layout before the first event, prepared.
    public let initial: any CollectionViewLayout
    let segments: [Segment]
    public let duration: Double

    /// Builds the motions of `events` on `layout` (prepared for the scene's content).
    /// - Throws: ``AnimationError`` naming the event (`timeline[2].delete`) that cannot be played:
    ///   an index path outside the content, an overlap with the event before it, a gesture the
    ///   layout does not have.
    public init(layout: any CollectionViewLayout, events: [SceneEvent]) throws(AnimationError) {
        var current = layout
        var segments: [Segment] = []
        var previousEnd = 0.0
        var previousName = ""
        for (index, event) in events.enumerated() {
            let name = "timeline[\(index)]"
            guard event.at >= previousEnd - 1e-9 else {
                throw AnimationError("\(name).at: starts at \(event.at) s, before \(previousName) ends at \(Self.seconds(previousEnd)) s; start it at \(Self.seconds(previousEnd)) or later, or shorten the event before")
            }
            let motion = try Self.motion(for: event, on: current, name: "\(name).\(event.action.key)")
            let end = motion.state(at: motion.duration).layout
            segments.append(Segment(start: event.at, timeline: motion, end: end))
            current = end
            previousEnd = event.at + motion.duration
            previousName = name
        }
        initial = layout
        self.segments = segments
        duration = previousEnd + Self.hold
    }

    public func state(at time: Double) -> MotionState {
        guard let i = segments.lastIndex(where: { $0.start <= time }) else { return .still(initial) }
        let segment = segments[i]
        let local = time - segment.start
        if local < segment.timeline.duration { return segment.timeline.state(at: local) }
        return .still(segment.end)
    }

    static func seconds(_ t: Double) -> String {
        let rounded = (t * 1000).rounded() / 1000
        return "\(rounded)"
    }

    /// The motion of one event, starting from `layout`.
    static func motion(for event: SceneEvent, on layout: any CollectionViewLayout, name: String) throws(AnimationError) -> any Timeline {
        let content = layout.content
        func check(_ paths: [IndexPath], in content: CollectionContent, _ what: String) throws(AnimationError) {
            for p in paths where !content.contains(p) {
                throw AnimationError("\(name): item \(p.item) of section \(p.section) does not exist \(what) (\(describe(content)))")
            }
        }
        func update(_ batch: UpdateBatch) throws(AnimationError) -> any Timeline {
            do {
                return try UpdateTimeline(layout: layout, content: content, viewport: layout.viewport, batch: batch,
                                          duration: event.duration ?? UpdateTransition.defaultDuration, lead: 0, tail: 0)
            } catch {
                throw AnimationError("\(name): \(error)")
            }
        }
        switch event.action {
        case .insert(let paths):
            return try update(UpdateBatch(inserting: paths))
        case .delete(let paths):
            try check(paths, in: content, "to delete")
            return try update(UpdateBatch(deleting: paths))
        case .move(let moves):
            try check(moves.map(\.from), in: content, "to move")
            return try update(UpdateBatch(moving: moves))
        case .editing(let on):
            var l = layout
            l.isEditing = on
            return StillTimeline(layout: l, duration: 0)
        case .scroll(let velocity):
            return ScrollTimeline(layout: layout, velocity: velocity, lead: 0, tail: 0)
        case .page(let page):
            let width = layout.viewport.width
            let pages = width > 0 ? Int((layout.collectionViewContentSize.width / width).rounded(.up)) : 0
            guard page < pages else {
                throw AnimationError("\(name): page \(page) does not exist; the layout has \(pages) page\(pages == 1 ? "" : "s") (0 to \(max(0, pages - 1)))")
            }
            let target = Point(x: Double(page) * width, y: layout.contentOffset.y)
            return ScrollTimeline(layout: layout, restingAt: target, lead: 0, tail: 0)
        case .rotate(let degrees):
            guard let circle = layout as? CircleLayout else {
                throw AnimationError("\(name): only the circle layout has the rotation gesture; the layout here is \(layout.name)")
            }
            return CircleGestureTimeline(layout: circle, rotationDegrees: degrees, duration: event.duration ?? 1)
        case .pinch(let scale):
            guard let circle = layout as? CircleLayout else {
                throw AnimationError("\(name): only the circle layout has the pinch gesture; the layout here is \(layout.name)")
            }
            return CircleGestureTimeline(layout: circle, scales: [circle.scale, scale], duration: event.duration ?? 1)
        case .transition(let target):
            var to = LayoutSpec(layout: target).makeLayout()
            to.isEditing = layout.isEditing
            to.quiverSeed = layout.quiverSeed
            to.prepare(content: content, viewport: layout.viewport)
            return LayoutTransitionTimeline(from: layout, to: to, duration: event.duration ?? 1, lead: 0, tail: 0)
        case .menu(let action, let item):
            try check([item], in: content, "for the menu")
            guard let kind = CellMenuTimeline.Action(rawValue: action) else {
                throw AnimationError("\(name): unknown menu action '\(action)'")
            }
            var menu = CellMenuTimeline(layout: layout, item: item, action: kind)
            menu.lead = 0
            menu.tail = 0
            return menu
        case .drag(let item, let to):
            try check([item], in: content, "to drag")
            guard let start = layout.layoutAttributesForItem(at: item)?.center else {
                throw AnimationError("\(name): item \(item.item) of section \(item.section) has no place in the layout")
            }
            let offset = layout.contentOffset
            let end = Point(x: to.x + offset.x, y: to.y + offset.y)
            return DragTimeline(layout: layout, dragged: [item], path: [(0, start), (event.duration ?? 1, end)], settle: 1.2)
        }
    }

    static func describe(_ content: CollectionContent) -> String {
        let counts = (0..<content.numberOfSections).map { content.numberOfItems(inSection: $0) }
        if counts.count == 1 { return "section 0 has \(counts[0]) item\(counts[0] == 1 ? "" : "s")" }
        return "the sections have " + counts.map(String.init).joined(separator: ", ") + " items"
    }
}

/// A layout held still for a time.
public struct StillTimeline: Timeline {
    /// The layout shown the whole time.
    public var layout: any CollectionViewLayout
    public var duration: Double

    /// Holds `layout` still for `duration` seconds.
    public init(layout: any CollectionViewLayout, duration: Double) {
        self.layout = layout
        self.duration = duration
    }

    public func state(at time: Double) -> MotionState { .still(layout) }
}
