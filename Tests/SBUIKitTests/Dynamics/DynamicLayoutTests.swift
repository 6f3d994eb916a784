import Foundation
import SBUIKit
import Testing

/// A springy flow layout shaped as BouncyLayout is (written here): every visible item hangs on
/// a zero-length spring to its slot; a scroll moves the items by part of the scroll's delta and
/// the springs pull them back.
@MainActor final class SpringyFlowLayout: UICollectionViewFlowLayout {
    lazy var animator = UIDynamicAnimator(collectionViewLayout: self)
    /// The share of a scroll's delta that moves the items at once (BouncyLayout scales it by
    /// the distance from the touch; a constant here).
    var lag: CGFloat = 0.5
    var frequency: CGFloat = 2
    var damping: CGFloat = 0

    override func prepare() {
        super.prepare()
        guard let view = collectionView,
              let attributes = super.layoutAttributesForElements(in: view.bounds)?.compactMap({ $0.copy() as? UICollectionViewLayoutAttributes })
        else { return }
        let visible = Set(attributes.map(\.indexPath))
        for behavior in animator.behaviors {
            guard let spring = behavior as? UIAttachmentBehavior,
                  let item = spring.items.first as? UICollectionViewLayoutAttributes else { continue }
            if !visible.contains(item.indexPath) { animator.removeBehavior(spring) }
        }
        let attached = Set(animator.behaviors.compactMap { (($0 as? UIAttachmentBehavior)?.items.first as? UICollectionViewLayoutAttributes)?.indexPath })
        for item in attributes where !attached.contains(item.indexPath) {
            let spring = UIAttachmentBehavior(item: item, attachedToAnchor: item.center)
            spring.length = 0
            spring.damping = damping
            spring.frequency = frequency
            animator.addBehavior(spring)
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        animator.items(in: rect) as? [UICollectionViewLayoutAttributes]
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        animator.layoutAttributesForCell(at: indexPath) ?? super.layoutAttributesForItem(at: indexPath)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let view = collectionView else { return false }
        let delta = newBounds.origin.y - view.bounds.origin.y
        for behavior in animator.behaviors {
            guard let spring = behavior as? UIAttachmentBehavior, let item = spring.items.first else { continue }
            item.center.y += delta * lag
            animator.updateItem(usingCurrentState: item)
        }
        return view.bounds.width != newBounds.width
    }
}

// The UIKit Dynamics document's dragging behaviours and layout, as it writes them (its
// `flatMap { $0 as? T }` is the deprecated spelling of `compactMap`, used here to stay free of
// warnings).

final class RectangleAttachmentBehavior: UIDynamicBehavior {
    init(item: any UIDynamicItem, point: CGPoint) {
        // Higher frequency more "ridged" formation
        let frequency: CGFloat = 8.0
        // Lower damping longer animation takes to come to rest
        let damping: CGFloat = 0.6
        super.init()
        let points = self.attachmentPoints(for: point)
        let attachmentBehaviors: [UIAttachmentBehavior] = points.map {
            let attachmentBehavior = UIAttachmentBehavior(item: item, attachedToAnchor: $0)
            attachmentBehavior.frequency = frequency
            attachmentBehavior.damping = damping
            return attachmentBehavior
        }
        attachmentBehaviors.forEach { addChildBehavior($0) }
    }

    func updateAttachmentLocation(with point: CGPoint) {
        let points = self.attachmentPoints(for: point)
        let attachments = self.childBehaviors.compactMap { $0 as? UIAttachmentBehavior }
        let pairs = zip(points, attachments)
        pairs.forEach { $0.1.anchorPoint = $0.0 }
    }

    func attachmentPoints(for point: CGPoint) -> [CGPoint] {
        let width: CGFloat = 40.0
        let height: CGFloat = 40.0
        let topLeft = CGPoint(x: point.x - width * 0.5, y: point.y - height * 0.5)
        let topRight = CGPoint(x: point.x + width * 0.5, y: point.y - height * 0.5)
        let bottomLeft = CGPoint(x: point.x - width * 0.5, y: point.y + height * 0.5)
        let bottomRight = CGPoint(x: point.x + width * 0.5, y: point.y + height * 0.5)
        return [topLeft, topRight, bottomLeft, bottomRight]
    }
}

final class DragBehavior: UIDynamicBehavior {
    init(items: [any UIDynamicItem], point: CGPoint) {
        super.init()
        items.forEach {
            let rectAttachment = RectangleAttachmentBehavior(item: $0, point: point)
            self.addChildBehavior(rectAttachment)
        }
    }

    func updateDragLocation(with point: CGPoint) {
        self.childBehaviors.compactMap { $0 as? RectangleAttachmentBehavior }.forEach { $0.updateAttachmentLocation(with: point) }
    }
}

final class DraggableLayout: UICollectionViewFlowLayout {
    var indexPathsForDraggingElements: [IndexPath]?
    var animator: UIDynamicAnimator?
    var dragBehavior: DragBehavior?
    var startDragPoint = CGPoint.zero
    var isFinishedDragging = false

    func startDragging(indexPaths selectedIndexPaths: [IndexPath], from point: CGPoint) {
        indexPathsForDraggingElements = selectedIndexPaths
        animator = UIDynamicAnimator(collectionViewLayout: self)
        animator?.delegate = self
        let draggableAttributes: [UICollectionViewLayoutAttributes] = selectedIndexPaths.compactMap {
            let attribute = super.layoutAttributesForItem(at: $0)
            attribute?.zIndex = 1
            return attribute
        }
        startDragPoint = point
        dragBehavior = DragBehavior(items: draggableAttributes, point: point)
        animator?.addBehavior(dragBehavior!)
    }

    func updateDragLocation(_ point: CGPoint) {
        dragBehavior?.updateDragLocation(with: point)
    }

    func endDragging() {
        isFinishedDragging = true
        dragBehavior?.updateDragLocation(with: startDragPoint)
    }

    func clearDraggedIndexPaths() {
        animator = nil
        indexPathsForDraggingElements = nil
        isFinishedDragging = false
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let existingAttributes: [UICollectionViewLayoutAttributes] = super.layoutAttributesForElements(in: rect) ?? []
        var allAttributes = [UICollectionViewLayoutAttributes]()
        for attributes in existingAttributes {
            if (indexPathsForDraggingElements?.contains(attributes.indexPath) ?? false) == false {
                allAttributes.append(attributes)
            }
        }
        if let animator = self.animator {
            let animatorAttributes: [UICollectionViewLayoutAttributes] = animator.items(in: rect).compactMap { $0 as? UICollectionViewLayoutAttributes }
            allAttributes.append(contentsOf: animatorAttributes)
        }
        return allAttributes
    }
}

extension DraggableLayout: UIDynamicAnimatorDelegate {
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        guard isFinishedDragging else { return }
        clearDraggedIndexPaths()
    }
}

/// Layouts driven by UIKit Dynamics, laid out and stepped through the collection view.
@MainActor @Suite struct DynamicLayoutTests {
    /// 320 x 80 rows, no spacing, in a 320 x 480 view: row k's centre is (160, 40 + 80 k).
    private func springyView(rows: Int = 30, damping: CGFloat = 0) -> (UICollectionView, SpringyFlowLayout, CountsDataSource) {
        let layout = SpringyFlowLayout()
        layout.damping = damping
        layout.itemSize = CGSize(width: 320, height: 80)
        layout.minimumLineSpacing = 0
        let ds = CountsDataSource([rows])
        let view = ds.makeView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), layout: layout)
        view.layoutIfNeeded()
        return (view, layout, ds)
    }

    /// At rest the springy layout shows the flow layout's frames; a scroll of 10 points moves
    /// each item by half of it at once (centre 40 + 5 = 45); on a 2 Hz spring with no damping,
    /// 5 points from its slot, it is on the slot's other side half a period (0.25 s) later
    /// (40 - 5 = 35) and back at 45 after a whole period (0.5 s).
    @Test func springyLayoutLagsAScrollAndSpringsBack() {
        let (view, layout, source) = springyView()
        defer { withExtendedLifetime(source) {} }
        let first = IndexPath(item: 0, section: 0), third = IndexPath(item: 2, section: 0)
        #expect(view.cellForItem(at: first)?.frame == CGRect(x: 0, y: 0, width: 320, height: 80))
        #expect(view.cellForItem(at: third)?.frame == CGRect(x: 0, y: 160, width: 320, height: 80))
        // Rows 0 to 5 are visible (480 / 80): six springs.
        #expect(layout.animator.behaviors.count == 6)
        view.contentOffset = CGPoint(x: 0, y: 10)
        view.layoutIfNeeded()
        #expect(view.cellForItem(at: first)?.center == CGPoint(x: 160, y: 45))
        #expect(view.cellForItem(at: third)?.center == CGPoint(x: 160, y: 205))
        layout.animator.advance(by: 0.25)
        view.layoutIfNeeded()
        #expect(abs((view.cellForItem(at: first)?.center.y ?? 0) - 35) < 1e-3)
        layout.animator.advance(by: 0.25)
        view.layoutIfNeeded()
        #expect(abs((view.cellForItem(at: third)?.center.y ?? 0) - 205) < 1e-3)
        // Row 6, scrolled into view (its top at 480 < 490), has its spring, at its slot.
        #expect(view.cellForItem(at: IndexPath(item: 6, section: 0))?.center == CGPoint(x: 160, y: 520))
    }

    /// `scrollAnimation` advances the layout's animator between frames and goes on after the
    /// scroll until the springs rest: with damping 0.5 (at 2 Hz, e^(-0.5 x 4 pi t) is under
    /// 0.01 point of a 50 point lag after 1.5 s) the animation runs past the scroll's 10 frames
    /// and ends with every visible row on its slot.
    @Test func scrollAnimationRingsOutTheSprings() throws {
        let (view, layout, source) = springyView(damping: 0.5)
        defer { withExtendedLifetime(source) {} }
        let animation = try view.scrollAnimation(to: CGPoint(x: 0, y: 100), duration: 0.3, fps: 30)
        // 10 frames of scroll after the first, then more while the springs ring, less than 10 s.
        #expect(animation.frameCount > 11 && animation.frameCount < 11 + 300)
        #expect(!layout.animator.isRunning)
        #expect(view.contentOffset == CGPoint(x: 0, y: 100))
        // Row 1's slot is at 120; row 4's at 360.
        #expect(abs((view.cellForItem(at: IndexPath(item: 1, section: 0))?.center.y ?? 0) - 120) < 0.5)
        #expect(abs((view.cellForItem(at: IndexPath(item: 4, section: 0))?.center.y ?? 0) - 360) < 0.5)
    }

    /// The document's use case: items 0 and 5 of an 80 x 80 grid (4 a row: centres (40, 40) and
    /// (120, 120)) picked up by a touch at (40, 40) and dragged to (140, 90) follow it on their
    /// four springs and come to rest moved by the drag, (100, 50): (140, 90) and (220, 170),
    /// drawn above the others (zIndex 1). (Item 5 hangs 113 points from the touch on four
    /// nearly parallel springs, stiff along them and soft across: it takes about 2.5 s to settle
    /// within 0.01 point, when the animator pauses.) Released, they spring back to their slots, the animator
    /// pauses and the layout's delegate method clears the drag.
    @Test func documentDragFollowsTheTouchAndReturns() throws {
        let layout = DraggableLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        let ds = CountsDataSource([40])
        defer { withExtendedLifetime(ds) {} }
        let view = ds.makeView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), layout: layout)
        view.layoutIfNeeded()
        let item0 = IndexPath(item: 0, section: 0), item5 = IndexPath(item: 5, section: 0)
        #expect(view.cellForItem(at: item5)?.center == CGPoint(x: 120, y: 120))
        layout.startDragging(indexPaths: [item0, item5], from: CGPoint(x: 40, y: 40))
        let animator = try #require(layout.animator)
        #expect(animator.isRunning)
        // Each item hangs on four springs (one behaviour per item, four children each).
        #expect(layout.dragBehavior?.childBehaviors.count == 2 && layout.dragBehavior?.childBehaviors.first?.childBehaviors.count == 4)
        var firstStep: CGPoint?
        let drag = try view.dynamicsAnimation(duration: 3, fps: 30) { t in
            if t > 0 { layout.updateDragLocation(CGPoint(x: 140, y: 90)) }
            if t > 1.5 / 30, firstStep == nil { firstStep = view.cellForItem(at: item0)?.center }
        }
        // 3 s at 30 frames per second.
        #expect(drag.frameCount == 90)
        // One frame after the jump it is on its way, not there.
        let early = try #require(firstStep)
        #expect(early.x > 40 && early.x < 140)
        let c0 = try #require(view.cellForItem(at: item0)?.center), c5 = try #require(view.cellForItem(at: item5)?.center)
        #expect(abs(c0.x - 140) < 0.01 && abs(c0.y - 90) < 0.01)
        #expect(abs(c5.x - 220) < 0.01 && abs(c5.y - 170) < 0.01)
        #expect(animator.layoutAttributesForCell(at: item5)?.zIndex == 1)
        #expect(!animator.isRunning)
        // Released: back to the slots; the pause clears the drag.
        layout.endDragging()
        #expect(animator.isRunning)
        _ = try view.dynamicsAnimation(duration: 3, fps: 30)
        #expect(layout.animator == nil && layout.indexPathsForDraggingElements == nil)
        view.collectionViewLayout.invalidateLayout()
        view.layoutIfNeeded()
        #expect(view.cellForItem(at: item0)?.center == CGPoint(x: 40, y: 40))
        #expect(view.cellForItem(at: item5)?.center == CGPoint(x: 120, y: 120))
    }
}
