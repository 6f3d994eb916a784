import SBTimeline
import SBLayout

extension RegisteredAnimation {
    /// The compositional layout's `orthogonal`: a flick inside the first orthogonally scrolling
    /// section, with its paging behaviour.
    package static let compositionalOrthogonal = RegisteredAnimation("orthogonal", summary: "a flick inside the first orthogonally scrolling section") { input in
        guard let c = input.layout as? CompositionalLayout,
              let section = (0..<c.numberOfSections).first(where: { c.maximumOrthogonalOffset(inSection: $0) > 0 }) else {
            throw AnimationError("'orthogonal' needs a section with orthogonalScrolling other than \"none\" whose items overflow the width")
        }
        return OrthogonalScrollTimeline(layout: c, section: section, velocity: 1500)
    }
    /// The compositional layout's `scroll`: a flick of the page at 2500 points per second.
    package static let compositionalScroll = RegisteredAnimation("scroll", summary: "a flick of the page, decelerating") { input in
        ScrollTimeline(layout: input.layout, velocity: Point(x: 0, y: 2500))
    }
    /// The compositional layout's `insert`: an item after the first one in view (UIKit's fade).
    package static let compositionalInsert = RegisteredAnimation("insert", summary: "an item is inserted after the first in view") { input in
        guard let first = input.sortedVisibleItems.first else { throw AnimationError("there is no visible section to insert into") }
        return try input.update(UpdateBatch(inserting: [IndexPath(item: first.item + 1, section: first.section)]))
    }
    /// The compositional layout's `delete`: the item after the first one in view (UIKit's fade).
    package static let compositionalDelete = RegisteredAnimation("delete", summary: "the second item in view is deleted") { input in
        guard let first = input.sortedVisibleItems.first else { throw AnimationError("there is no item to delete") }
        let count = input.content.numberOfItems(inSection: first.section)
        return try input.update(UpdateBatch(deleting: [IndexPath(item: min(first.item + 1, count - 1), section: first.section)]))
    }
}

extension AnimationInput {
    /// The index paths of every cell in view, in order (the compositional layout's elements
    /// include supplementary views and decorations, which are left out).
    fileprivate var sortedVisibleItems: [IndexPath] {
        layout.layoutAttributesForElements(in: layout.visibleRect).filter { $0.category == .cell }.map(\.indexPath).sorted()
    }
}
