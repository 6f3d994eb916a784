import SBTimeline
import SBLayout

extension RegisteredAnimation {
    /// The springboard's `delete`: deletion mode, then the fourth item in view (or the last of
    /// its page) is deleted.
    package static let springboardDelete = RegisteredAnimation("delete", summary: "deletion mode, then the fourth icon in view is deleted",
                                                       adjustingSpec: { spec in var s = spec; s.editing = true; return s }) { input in
        guard let first = input.firstVisibleItem else { throw AnimationError("there is no item to delete") }
        let count = input.content.numberOfItems(inSection: first.section)
        return try input.update(UpdateBatch(deleting: [IndexPath(item: first.item + min(3, count - 1 - first.item), section: first.section)]))
    }
    /// The springboard's `page`: a flick to the next page, snapping to it.
    package static let springboardPage = RegisteredAnimation("page", summary: "a flick to the next page") { input in
        guard let board = input.layout as? SpringboardLayout, board.numberOfPages > 1 else {
            throw AnimationError("'page' needs a second page: give more items")
        }
        return ScrollTimeline(layout: input.layout, velocity: Point(x: 1200, y: 0), rate: ScrollDeceleration.fast)
    }
    /// The springboard's `reorder`: SwiftSpringBoard's move of the first icon on to the next
    /// page (a page over capacity moves its last item on to the next page, recursively,
    /// creating a page when the last one overflows), then a flick to that page. Home-screen
    /// mode: 5 rows of 4 and pages of 20, 20 and 5 items unless the scene says otherwise.
    package static let springboardReorder = RegisteredAnimation("reorder", summary: "the first icon moved on to the next page",
                                                        adjustingSpec: { spec in
        var s = spec
        if s.rows == nil || s.columns == nil {
            s.rows = 5
            s.columns = 4
            if s.itemCounts == nil && s.items == nil && s.sections == nil { s.itemCounts = [20, 20, 5] }
        }
        return s
    }) { input in
        let content = input.content
        guard let (rows, columns) = (input.layout as? SpringboardLayout)?.grid, content.numberOfSections >= 1,
              content.numberOfItems(inSection: 0) > 0 else {
            throw AnimationError("'reorder' needs home-screen mode (rows and columns) and an item on the first page", value: .homeScreen)
        }
        let counts = (0..<content.numberOfSections).map { content.numberOfItems(inSection: $0) }
        let batch: UpdateBatch
        do {
            batch = try SpringBoardMove.batch(itemCounts: counts, capacity: rows * columns,
                                              from: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 1))
        } catch {
            throw AnimationError("this content cannot be animated with 'reorder': \(error)")
        }
        let moved = try input.update(batch)
        return SequenceTimeline([moved, ScrollTimeline(layout: moved.layoutAfter, velocity: Point(x: 1200, y: 0), rate: ScrollDeceleration.fast)])
    }
    /// The springboard's `drag`: the first two icons in view dragged on UIKit Dynamics springs
    /// and let go.
    package static let springboardDrag = RegisteredAnimation("drag", summary: "two icons dragged on springs and let go") { input in
        let layout = input.layout
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
    }
    /// The springboard's `detail`: the tapped icon's detail view cross-dissolving in (the
    /// scene's `detail` item, else the first one in view).
    package static let springboardDetail = RegisteredAnimation("detail", summary: "the tapped icon's detail view dissolving in", presentsDetail: true) { input in
        guard !input.spec.editing else {
            throw AnimationError("'detail' cannot run in deletion mode: the tutorial's shouldSelectItemAtIndexPath: returns NO while deleting; turn editing off",
                                 value: .editing)
        }
        return DetailTimeline(layout: input.layout)
    }
}
