import Foundation
import SBUIKit
import Testing

/// A layout that records what the collection view asks of it: a column of 100 pt rows.
final class RecordingLayout: UICollectionViewLayout {
    var calls: [String] = []
    var invalidatesOnScroll = false
    private var rows = 0

    override func prepare() {
        super.prepare()
        calls.append("prepare")
        rows = collectionView?.numberOfItems(inSection: 0) ?? 0
    }

    override var collectionViewContentSize: CGSize {
        calls.append("contentSize")
        return CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(rows) * 100)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        calls.append("elements(in: \(Int(rect.minY))..<\(Int(rect.maxY)))")
        return (0..<rows).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.item < rows else { return nil }
        let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        a.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 100, width: collectionView?.bounds.width ?? 0, height: 100)
        return a
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        calls.append("shouldInvalidate(\(Int(newBounds.minY)) from \(Int(collectionView?.bounds.minY ?? -1)))")
        return invalidatesOnScroll
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        calls.append("prepareForUpdates(" + updateItems.map { "\($0.updateAction)" }.joined(separator: ",") + ")")
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        calls.append("initial(\(itemIndexPath.item))")
        return nil
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        calls.append("final(\(itemIndexPath.item))")
        return nil
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        calls.append("finalize")
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        calls.append("target(\(Int(proposedContentOffset.y)), v \(Int(velocity.y)))")
        // Snap to whole rows.
        return CGPoint(x: 0, y: (proposedContentOffset.y / 100).rounded() * 100)
    }
}

@MainActor @Suite struct CallOrderTests {
    @Test func firstPassPreparesThenSizesThenQueriesTheVisibleRect() {
        let layout = RecordingLayout()
        let ds = CountsDataSource([10])
        let view = ds.makeView(frame: CGRect(x: 0, y: 0, width: 200, height: 250), layout: layout)
        view.layoutIfNeeded()
        // The visible rect 0..<250 with the 64-point margin around it: -64..<314.
        #expect(layout.calls == ["prepare", "contentSize", "elements(in: -64..<314)"])
        #expect(layout.collectionView === view)
        // Rows 0, 1, 2 intersect 0..<250.
        #expect(view.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
        #expect(view.contentSize == CGSize(width: 200, height: 1000))
    }

    @Test func scrollingAsksShouldInvalidateWithTheOldBoundsStillSet() {
        let layout = RecordingLayout()
        let ds = CountsDataSource([10])
        let view = ds.makeView(frame: CGRect(x: 0, y: 0, width: 200, height: 250), layout: layout)
        view.layoutIfNeeded()
        layout.calls = []
        view.contentOffset = CGPoint(x: 0, y: 120)
        view.layoutIfNeeded()
        // No invalidation: no prepare, the same content size, the new visible rect.
        // 120..<370 with the margin: 56..<434.
        #expect(layout.calls == ["shouldInvalidate(120 from 0)", "contentSize", "elements(in: 56..<434)"])
        layout.invalidatesOnScroll = true
        layout.calls = []
        view.contentOffset = CGPoint(x: 0, y: 200)
        view.layoutIfNeeded()
        // 200..<450 with the margin: 136..<514.
        #expect(layout.calls == ["shouldInvalidate(200 from 120)", "prepare", "contentSize", "elements(in: 136..<514)"])
    }

    @Test func batchUpdatesGoThroughPrepareForUpdatesAndFinalize() {
        let layout = RecordingLayout()
        let ds = CountsDataSource([3])
        let view = ds.makeView(frame: CGRect(x: 0, y: 0, width: 200, height: 400), layout: layout)
        view.layoutIfNeeded()
        layout.calls = []
        view.performBatchUpdates({
            ds.counts = [3]
            view.deleteItems(at: [IndexPath(item: 0, section: 0)])
            view.insertItems(at: [IndexPath(item: 2, section: 0)])
        })
        // prepare for the new state, then the changes, then the appearing item's start (new
        // index 2) and the disappearing item's end (old index 0), then finalize.
        let order = layout.calls.filter { !$0.hasPrefix("elements") && $0 != "contentSize" }
        #expect(order == ["prepare", "prepareForUpdates(delete,insert)", "initial(2)", "final(0)", "finalize"])
    }

    @Test func draggingAsksTheLayoutForTheTarget() {
        let layout = RecordingLayout()
        let ds = CountsDataSource([20])
        let view = ds.makeView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), layout: layout)
        view.layoutIfNeeded()
        view.contentOffset = CGPoint(x: 0, y: 100)
        layout.calls = []
        // 1000 pt/s at 0.998 per ms travels 1000 / (1000 x -ln 0.998) = 499.5 pt: proposed 599.5,
        // snapped to 600 by the layout.
        let rest = view.endDragging(withVelocity: CGPoint(x: 0, y: 1000))
        #expect(rest == CGPoint(x: 0, y: 600))
        #expect(layout.calls.filter { $0.hasPrefix("target") } == ["target(599, v 1000)"])
        #expect(view.contentOffset == CGPoint(x: 0, y: 600))
    }

    @Test func pagingMovesOnePageInTheSwipesDirection() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 100)
        let ds = CountsDataSource([30])
        let view = ds.makeView(frame: CGRect(x: 0, y: 0, width: 300, height: 100), layout: layout)
        view.isPagingEnabled = true
        view.layoutIfNeeded()
        view.contentOffset = CGPoint(x: 40, y: 0)
        // However fast, one page: from 40 (page 0) to 300.
        #expect(view.endDragging(withVelocity: CGPoint(x: 5000, y: 0)) == CGPoint(x: 300, y: 0))
        view.contentOffset = CGPoint(x: 280, y: 0)
        // Backwards from 280: the page boundary before it, 0.
        #expect(view.endDragging(withVelocity: CGPoint(x: -10, y: 0)) == CGPoint(x: 0, y: 0))
    }
}
