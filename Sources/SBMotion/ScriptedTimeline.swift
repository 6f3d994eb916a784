import SBLayout
import SBScene
import SBTimeline

/// A scene's own timeline: its events (``/SBScene/SceneEvent``) played one after another on the scene's
/// layout, each starting from where the one before left the layout, still in between.
package struct ScriptedTimeline: Timeline {
    /// One event's motion, placed on the timeline.
    struct Segment: Sendable {
        var start: Double
        var timeline: any Timeline
        /// The layout when the motion has ended.
        var end: any CollectionViewLayout
        /// The selection and the navigation bar's tint before the motion (kept while it runs,
        /// unless it changes them) and when it has ended.
        var before: Carried
        var after: Carried
    }

    /// What one event leaves for the next: a changed selection, a tinted navigation bar.
    struct Carried: Sendable {
        var selection: Set<Int>?
        var barTintIdentity: Int?

        func applied(to state: MotionState) -> MotionState {
            var st = state
            if st.selection == nil { st.selection = selection }
            if st.barTintIdentity == nil { st.barTintIdentity = barTintIdentity }
            return st
        }
    }

    /// Seconds the last state is held after the last event has ended.
    package static let hold = 0.5

    /// The scene's layout before the first event, prepared.
    package let initial: any CollectionViewLayout
    let segments: [Segment]
    package let duration: Double

    /// Builds the motions of `events` on `layout` (prepared for the scene's content).
    /// - Parameters:
    ///   - layout: the scene's layout, prepared.
    ///   - events: the scene's timeline.
    ///   - compositional: the definition a `"transition": "compositional"` event goes to (the
    ///     scene's own `compositional` object); nil for the seed demo's sections.
    ///   - layouts: the layouts a `transition` event may name (sbrender's own by default).
    /// - Throws: ``/SBTimeline/AnimationError`` naming the event (`timeline[2].delete`) that cannot be played:
    ///   an index path outside the content, an overlap with the event before it, a gesture the
    ///   layout does not have, an `orthogonalScroll` of a section that does not scroll on its own,
    ///   a transition to a layout `layouts` does not hold.
    package init(layout: any CollectionViewLayout, events: [SceneEvent], compositional: CompositionalSpec? = nil,
                layouts: LayoutRegistry = .builtIn) throws(SBTimeline.AnimationError) {
        var current = layout
        var segments: [Segment] = []
        var previousEnd = 0.0
        var previousName = ""
        var carried = Carried()
        for (index, event) in events.enumerated() {
            let name = "timeline[\(index)]"
            guard event.at >= previousEnd - 1e-9 else {
                throw AnimationError("\(name).at: starts at \(event.at) s, before \(previousName) ends at \(Self.seconds(previousEnd)) s; start it at \(Self.seconds(previousEnd)) or later, or shorten the event before")
            }
            let motion = try Self.motion(for: event, on: current, name: "\(name).\(event.action.key)", compositional: compositional, layouts: layouts)
            let endState = carried.applied(to: motion.state(at: motion.duration))
            let end = endState.layout
            let after = Carried(selection: endState.selection, barTintIdentity: endState.barTintIdentity)
            segments.append(Segment(start: event.at, timeline: motion, end: end, before: carried, after: after))
            carried = after
            current = end
            previousEnd = event.at + motion.duration
            previousName = name
        }
        initial = layout
        self.segments = segments
        duration = previousEnd + Self.hold
    }

    package func state(at time: Double) -> MotionState {
        guard let i = segments.lastIndex(where: { $0.start <= time }) else { return .still(initial) }
        let segment = segments[i]
        let local = time - segment.start
        if local < segment.timeline.duration { return segment.before.applied(to: segment.timeline.state(at: local)) }
        return segment.after.applied(to: .still(segment.end))
    }

    /// A move on SwiftSpringBoard's home screen: its data source moves one item at a time and
    /// carries a page's overflow on to the next page, creating a page when the last one overflows
    /// (``SpringBoardMove``), as the `reorder` animation does. Several moves in one event have no
    /// such order, so they are taken only when no page ends up over its capacity.
    static func homeScreenMove(_ moves: [UpdateBatch.Move], content: CollectionContent, capacity: Int,
                               name: String) throws(AnimationError) -> UpdateBatch {
        let counts = (0..<content.numberOfSections).map { content.numberOfItems(inSection: $0) }
        if moves.count == 1, let move = moves.first {
            do {
                return try SpringBoardMove.batch(itemCounts: counts, capacity: capacity, from: move.from, to: move.to)
            } catch {
                throw AnimationError("\(name): \(error)")
            }
        }
        var after = counts
        for move in moves {
            if move.from.section < after.count { after[move.from.section] -= 1 }
            if move.to.section < after.count { after[move.to.section] += 1 }
        }
        if let full = after.firstIndex(where: { $0 > capacity }) {
            throw AnimationError("\(name): page \(full) would hold \(after[full]) items, more than its \(capacity) (rows x columns); give one move per event and the overflow moves on to the next page, as SwiftSpringBoard's drag does")
        }
        return UpdateBatch(moving: moves)
    }

    static func seconds(_ t: Double) -> String {
        let rounded = (t * 1000).rounded() / 1000
        return "\(rounded)"
    }

    /// The motion of one event, starting from `layout`; a transition to the compositional layout
    /// lays out `compositional` (the demo's sections when nil).
    static func motion(for event: SceneEvent, on layout: any CollectionViewLayout, name: String,
                       compositional: CompositionalSpec? = nil, layouts: LayoutRegistry = .builtIn) throws(AnimationError) -> any Timeline {
        let content = layout.content
        func check(_ paths: [IndexPath], in content: CollectionContent, _ what: String) throws(AnimationError) {
            for p in paths where !content.contains(p) {
                throw AnimationError("\(name): item \(p.item) of section \(p.section) does not exist \(what) (\(describe(content)))")
            }
        }
        func update(_ batch: UpdateBatch) throws(AnimationError) -> UpdateTimeline {
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
            var deletion = try update(UpdateBatch(deleting: paths))
            // Recipe 10-6: after a delete the circle selects MAX(0, item - 1).
            if layout is CircleLayout, let first = paths.min() {
                deletion.selectionAfter = deletion.circleSelectionAfterDeleting(item: first.item)
            }
            return deletion
        case .move(let moves):
            try check(moves.map(\.from), in: content, "to move")
            if let (rows, columns) = (layout as? SpringboardLayout)?.grid {
                return try update(homeScreenMove(moves, content: content, capacity: rows * columns, name: name))
            }
            return try update(UpdateBatch(moving: moves))
        case .insertSections(let sections):
            return try update(UpdateBatch(deletingSections: [], insertingSections: sections))
        case .deleteSections(let sections):
            return try update(UpdateBatch(deletingSections: sections, insertingSections: []))
        case .editing(let on):
            var l = layout
            l.isEditing = on
            return StillTimeline(layout: l, duration: 0)
        case .scroll(let velocity):
            return ScrollTimeline(layout: layout, velocity: velocity, lead: 0, tail: 0)
        case .page(let page):
            let width = layout.viewport.width
            let board = layout as? SpringboardLayout
            let pages = board?.numberOfScrollPages ?? (width > 0 ? Paging.pageCount(contentWidth: layout.collectionViewContentSize.width, pageWidth: width) : 0)
            guard page < pages else {
                throw AnimationError("\(name): page \(page) does not exist; the layout has \(pages) page\(pages == 1 ? "" : "s") (0 to \(max(0, pages - 1)))")
            }
            // UIScrollView clamps every offset to [0, contentSize - bounds], paging included.
            let limit = max(0, layout.collectionViewContentSize.width - width)
            let target = board?.contentOffset(forPage: page) ?? Point(x: min(Double(page) * width, limit), y: layout.contentOffset.y)
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
        case .orthogonalScroll(let section, let velocity):
            return try orthogonalScroll(section: section, velocity: velocity, on: layout, name: name)
        case .transition(let target):
            guard let registration = layouts.registration(named: target) else {
                throw AnimationError("\(name): \(RegistryError(unknownLayout: target, in: layouts))")
            }
            var spec = layouts.spec(for: registration)
            spec.viewport = layout.viewport
            if registration.definition.takes(.compositional) { spec.compositional = compositional }
            var to = spec.makeLayout()
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
        case .drag(let items, let to):
            try check(items, in: content, "to drag")
            guard let item = items.first, let start = layout.layoutAttributesForItem(at: item)?.center else {
                throw AnimationError("\(name): item \(items.first?.item ?? 0) of section \(items.first?.section ?? 0) has no place in the layout")
            }
            // The touch starts on the first item; the others keep their offsets from it.
            let offset = layout.contentOffset
            let end = Point(x: to.x + offset.x, y: to.y + offset.y)
            var seen = Set<IndexPath>()
            let unique = items.filter { seen.insert($0).inserted }
            let path: [(time: Double, point: Point)] = [(0, start), (event.duration ?? 1, end)]
            return DragTimeline(layout: layout, dragged: unique, path: path,
                                settle: max(1.2, DragTimeline.settleTime(layout: layout, dragged: unique, path: path)))
        }
    }

    /// A flick inside `section` of a compositional layout, from the section's offset now (its
    /// resting offset after an earlier flick) to where its behaviour makes it rest.
    static func orthogonalScroll(section: Int, velocity: Double, on layout: any CollectionViewLayout, name: String) throws(AnimationError) -> any Timeline {
        guard let compositional = layout as? CompositionalLayout else {
            throw AnimationError("\(name): only a compositional layout has sections that scroll on their own; the layout here is \(layout.name) (an earlier \"transition\" may have left it)")
        }
        let sections = compositional.numberOfSections
        guard section < sections else {
            throw AnimationError("\(name).section: section \(section) does not exist; the layout has \(sections) section\(sections == 1 ? "" : "s") (0 to \(max(0, sections - 1)))")
        }
        guard let definition = compositional.definition(ofSection: section), definition.orthogonalScrollingBehavior != .none else {
            throw AnimationError("\(name).section: section \(section) does not scroll on its own (its orthogonalScrolling is \"none\"); flick a section whose orthogonalScrolling is continuous, continuousGroupLeadingBoundary, paging, groupPaging or groupPagingCentered")
        }
        return OrthogonalScrollTimeline(layout: compositional, section: section, velocity: velocity, lead: 0, tail: 0)
    }

    static func describe(_ content: CollectionContent) -> String {
        let counts = (0..<content.numberOfSections).map { content.numberOfItems(inSection: $0) }
        if counts.count == 1 { return "section 0 has \(counts[0]) item\(counts[0] == 1 ? "" : "s")" }
        return "the sections have " + counts.map(String.init).joined(separator: ", ") + " items"
    }
}

/// A layout held still for a time.
package struct StillTimeline: Timeline {
    /// The layout shown the whole time.
    package var layout: any CollectionViewLayout
    package var duration: Double

    /// Holds `layout` still for `duration` seconds.
    package init(layout: any CollectionViewLayout, duration: Double) {
        self.layout = layout
        self.duration = duration
    }

    package func state(at time: Double) -> MotionState { .still(layout) }
}
