import SBLayout

/// Why an animation cannot be made. The sentence names values, never a command-line option:
/// ``value`` says which value was wrong, so that the command line can name the option it came
/// from.
public struct AnimationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What an error is about.
    public enum Subject: Hashable, Sendable {
        /// The animation asked for: its name, or what its layout and content allow.
        case animation
        /// The frames: their rate, the length or the count.
        case frames
    }

    /// The value an error is about, when it is one a caller gave.
    public enum Value: Hashable, Sendable {
        /// A frame rate out of range.
        case fps(Double)
        /// A duration that is not a positive number of seconds.
        case duration(Double)
        /// A frame count below 1.
        case frameCount(Int)
        /// The frames a duration and a frame rate give, more than ``FrameSequence/maximumFrames``.
        case framesFromDuration(Int)
        /// A transition with no layout to go to.
        case missingTarget
        /// A layout to go to that the registry does not have.
        case unknownTarget(LayoutName)
        /// The springboard without home-screen mode (rows and columns).
        case homeScreen
        /// Deletion mode, where the animation cannot run.
        case editing
    }

    /// What is wrong and how to fix it, in one sentence.
    public let description: String
    /// What the error is about (``Subject/frames`` unless said otherwise).
    public let subject: Subject
    /// The value that was wrong, when the error is about one.
    public let value: Value?
    /// An error with this sentence.
    public init(_ description: String, subject: Subject = .frames, value: Value? = nil) {
        self.description = description
        self.subject = subject
        self.value = value
    }
}

/// The seed demos' motions, by name, for each layout.
public enum NamedAnimation {
    /// The animations each layout has (`transition` needs a target layout; the springboard's
    /// `detail` is the tapped item's detail view cross-dissolving in: the plan's `detail` item,
    /// else the first visible one, ``detailItem(of:)``).
    ///
    /// A layout a package registers has the animations every layout has: `transition`.
    public static func names(for layout: LayoutName) -> [String] {
        builtIn[layout] ?? ["transition"]
    }

    /// sbrender's own layouts' animations, by layout.
    private static let builtIn: [LayoutName: [String]] = [
        .circle: ["insert", "delete", "rotate", "pinch", "pop", "spin", "ghost", "colorize", "transition"],
        .punched: ["scroll", "transition"],
        .grid: ["quiver", "delete", "transition"],
        .springboard: ["quiver", "delete", "page", "reorder", "drag", "detail", "transition"],
        .flow: ["delete", "insert", "scroll", "transition"],
        .compositional: CompositionalAnimations.names,
        .homescreen: ["jiggle", "delete"],
    ]

    /// The item `detail` presents when the scene names none: the first visible cell's identity
    /// (its index in the whole collection).
    public static func detailItem(of layout: any CollectionViewLayout) -> Int? {
        let cells = layout.layoutAttributesForElements(in: layout.visibleRect).filter { $0.category == .cell }
        return cells.map(\.identity).min()
    }

    /// The spec an animation runs on: the scene's, with what the motion needs (deletion mode for
    /// quiver, full home-screen pages for reorder).
    public static func adjustedSpec(_ spec: LayoutSpec, animation: String) -> LayoutSpec {
        var s = spec
        switch (spec.layout, animation) {
        case (.springboard, "quiver"), (.grid, "quiver"), (.springboard, "delete"), (.homescreen, "jiggle"), (.homescreen, "delete"):
            s.editing = true
        case (.springboard, "reorder"):
            if s.rows == nil || s.columns == nil {
                s.rows = 5
                s.columns = 4
                if s.itemCounts == nil && s.items == nil && s.sections == nil { s.itemCounts = [20, 20, 5] }
            }
        default:
            break
        }
        return s
    }

    /// Builds a named animation on the layout `spec` describes.
    public static func make(_ name: String, spec input: LayoutSpec, to target: LayoutSpec? = nil) throws -> any Timeline {
        guard names(for: input.layout).contains(name) else {
            throw AnimationError("the \(input.layout) layout has no animation '\(name)'; it has: \(names(for: input.layout).joined(separator: ", "))")
        }
        let spec = adjustedSpec(input, animation: name)
        let layout: any CollectionViewLayout
        do {
            layout = try spec.preparedLayout()
        } catch {
            throw AnimationError("\(error)")
        }
        let content = layout.content
        let viewport = layout.viewport
        func update(_ batch: UpdateBatch) throws -> any Timeline {
            do {
                return try UpdateTimeline(layout: layout, content: content, viewport: viewport, batch: batch)
            } catch {
                throw AnimationError("this content cannot be animated with '\(name)': \(error)")
            }
        }
        func firstVisibleItem() -> IndexPath? {
            layout.layoutAttributesForElements(in: layout.visibleRect).filter { $0.category == .cell }.map(\.indexPath).min()
        }
        switch (spec.layout, name) {
        case (_, "transition"):
            guard let target else {
                throw AnimationError("'transition' needs a layout to go to: springboard, flow, circle, punched or grid", value: .missingTarget)
            }
            var t = target
            t.itemCounts = spec.resolvedItemCounts.count == 1 || target.layout != .circle ? spec.resolvedItemCounts : [spec.resolvedItemCounts.reduce(0, +)]
            t.sections = nil
            t.items = nil
            t.viewport = spec.viewport
            let to: any CollectionViewLayout
            do {
                to = try t.preparedLayout()
            } catch {
                throw AnimationError("cannot go to \(target.layout): \(error)")
            }
            return LayoutTransitionTimeline(from: layout, to: to)
        case (.homescreen, "jiggle"):
            // The home screen's renderer draws jiggle mode's wobble where the tutorial's quivers;
            // one second shows it (every frame moves every icon, so a longer one only weighs more).
            return QuiverTimeline(layout: layout, duration: 1)
        case (_, "quiver"):
            return QuiverTimeline(layout: layout)
        case (.homescreen, "delete"):
            // Jiggle mode, then the first app of the page shown (after its widgets) is deleted
            // and the rest reflow into its place.
            guard let home = layout as? HomeScreenLayout,
                  let item = home.placements.indices.first(where: { i in
                      home.placements[i].page == home.currentPage
                          && home.spec.tiles.indices.contains(content.identity(at: IndexPath(item: i, section: 0)))
                          && home.spec.tiles[content.identity(at: IndexPath(item: i, section: 0))] == .app
                  }) else { throw AnimationError("there is no app on this page to delete") }
            return try update(UpdateBatch(deleting: [IndexPath(item: item, section: 0)]))
        case (.circle, "insert"):
            guard content.numberOfItems(inSection: 0) < 20 else { throw AnimationError("the circle holds at most 20 items (the cookbook's iPad limit)") }
            let at = min(1, content.numberOfItems(inSection: 0))
            return try update(UpdateBatch(inserting: [IndexPath(item: at, section: 0)]))
        case (.circle, "delete"), (.grid, "delete"), (.flow, "delete"), (.springboard, "delete"):
            let target: IndexPath?
            switch spec.layout {
            case .circle: target = content.numberOfItems(inSection: 0) > 0 ? IndexPath(item: 0, section: 0) : nil
            case .springboard: target = firstVisibleItem().map { IndexPath(item: $0.item + min(3, content.numberOfItems(inSection: $0.section) - 1 - $0.item), section: $0.section) }
            default: target = firstVisibleItem().map { IndexPath(item: min($0.item + 1, content.numberOfItems(inSection: $0.section) - 1), section: $0.section) }
            }
            guard let target else { throw AnimationError("there is no item to delete") }
            let deletion = try update(UpdateBatch(deleting: [target]))
            // Recipe 10-6 deletes the selected item, then selects MAX(0, item - 1).
            guard spec.layout == .circle, var timeline = deletion as? UpdateTimeline else { return deletion }
            timeline.selectionAfter = timeline.circleSelectionAfterDeleting(item: target.item)
            return timeline
        case (.flow, "insert"):
            guard let first = firstVisibleItem() else { throw AnimationError("there is no visible section to insert into") }
            return try update(UpdateBatch(inserting: [IndexPath(item: first.item + 1, section: first.section)]))
        case (.compositional, _):
            return try CompositionalAnimations.make(name, layout: layout, update: update)
        case (.circle, "rotate"):
            guard let circle = layout as? CircleLayout else { break }
            return CircleGestureTimeline(layout: circle, rotationDegrees: 360, duration: 2)
        case (.circle, "pinch"):
            guard let circle = layout as? CircleLayout else { break }
            return CircleGestureTimeline(layout: circle, scales: [1, 1.3, 0.5, 1], duration: 2)
        case (.circle, "pop"), (.circle, "spin"), (.circle, "ghost"), (.circle, "colorize"):
            let action: CellMenuTimeline.Action = name == "pop" ? .pop : name == "spin" ? .rotate : name == "ghost" ? .ghost : .colorize
            guard content.numberOfItems(inSection: 0) > 0 else { throw AnimationError("there is no item to animate") }
            return CellMenuTimeline(layout: layout, item: IndexPath(item: 0, section: 0), action: action)
        case (.punched, "scroll"), (.flow, "scroll"):
            let vertical = spec.layout == .flow && (spec.direction ?? .vertical) == .vertical
            return ScrollTimeline(layout: layout, velocity: vertical ? Point(x: 0, y: 2500) : Point(x: 2500, y: 0))
        case (.springboard, "page"):
            guard let board = layout as? SpringboardLayout, board.numberOfPages > 1 else {
                throw AnimationError("'page' needs a second page: give more items")
            }
            return ScrollTimeline(layout: layout, velocity: Point(x: 1200, y: 0), rate: ScrollDeceleration.fast)
        case (.springboard, "reorder"):
            guard let (rows, columns) = (layout as? SpringboardLayout)?.grid, content.numberOfSections >= 1,
                  content.numberOfItems(inSection: 0) > 0 else {
                throw AnimationError("'reorder' needs home-screen mode (rows and columns) and an item on the first page", value: .homeScreen)
            }
            // SwiftSpringBoard: a page over capacity moves its last item on to the next page,
            // recursively, creating a page when the last one overflows.
            let counts = (0..<content.numberOfSections).map { content.numberOfItems(inSection: $0) }
            let batch: UpdateBatch
            do {
                batch = try SpringBoardMove.batch(itemCounts: counts, capacity: rows * columns,
                                                  from: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 1))
            } catch {
                throw AnimationError("this content cannot be animated with '\(name)': \(error)")
            }
            let moved = try update(batch)
            guard let after = (moved as? UpdateTimeline)?.layoutAfter else { return moved }
            return SequenceTimeline([moved, ScrollTimeline(layout: after, velocity: Point(x: 1200, y: 0), rate: ScrollDeceleration.fast)])
        case (.springboard, "detail"):
            guard !spec.editing else {
                throw AnimationError("'detail' cannot run in deletion mode: the tutorial's shouldSelectItemAtIndexPath: returns NO while deleting; turn editing off",
                                     value: .editing)
            }
            return DetailTimeline(layout: layout)
        case (.springboard, "drag"):
            let visible = layout.layoutAttributesForElements(in: layout.visibleRect).filter { $0.category == .cell }.sorted(by: LayoutAttributes.reportOrder)
            guard let first = visible.first else { throw AnimationError("there is no item to drag") }
            let dragged = Array(visible.prefix(2).map(\.indexPath))
            let start = first.center
            let path: [(time: Double, point: Point)] = [
                (0, start), (0.5, Point(x: start.x + 220, y: start.y + 120)),
                (1.0, Point(x: start.x + 380, y: start.y + 420)), (1.3, Point(x: start.x + 380, y: start.y + 420)),
            ]
            return DragTimeline(layout: layout, dragged: dragged, path: path,
                                settle: max(1.2, DragTimeline.settleTime(layout: layout, dragged: dragged, path: path)))
        default:
            break
        }
        throw AnimationError("the \(spec.layout) layout has no animation '\(name)'")
    }
}
