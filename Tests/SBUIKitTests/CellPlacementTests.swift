import Foundation
import SBUIKit
import Testing

/// Two 100-point items 10 points apart; the second can be moved left by a translation.
@MainActor final class PeekingLayout: UICollectionViewLayout {
    var shift: CGFloat = 0
    private func attributes(_ item: Int) -> UICollectionViewLayoutAttributes {
        let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
        a.frame = CGRect(x: CGFloat(item) * 110, y: 0, width: 100, height: 100)
        if item == 1 { a.transform = CGAffineTransform(translationX: shift, y: 0) }
        return a
    }
    override var collectionViewContentSize: CGSize { CGSize(width: 210, height: 100) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<2).map(attributes).filter { $0.frame.intersects(rect) }
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(indexPath.item)
    }
}

/// Cells as UIKit places them: subviews of the collection view, the neighbours a transform moves
/// into view included, supplementary views found by kind and index path.
@MainActor @Suite struct CellPlacementTests {
    @Test func transformedNeighboursThatPeekInAreShown() {
        let layout = PeekingLayout()
        let ds = CountsDataSource([2])
        // The view shows 0 ..< 100: item 1 (110 ..< 210) is outside it.
        let view = ds.makeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), layout: layout)
        view.layoutIfNeeded()
        #expect(view.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0)])
        // Moved 50 points left, item 1 shows 60 ..< 160: it reaches into the view and is placed
        // (the layout was asked for the 64-point margin around the bounds, -64 ..< 164).
        layout.shift = -50
        layout.invalidateLayout()
        view.layoutIfNeeded()
        #expect(view.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 60, y: 0, width: 100, height: 100))
        #expect(view.visibleCells.allSatisfy { $0.superview === view })
    }

    /// A data source with one section header.
    final class HeaderSource: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
    }

    @Test func supplementaryViewsByKind() {
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                      withReuseIdentifier: "header")
        let source = HeaderSource()
        view.dataSource = source
        view.layoutIfNeeded()
        let header = view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        // The header spans the width, 30 tall, at the top.
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 200, height: 30))
        #expect(header?.superview === view)
        #expect(view.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader) == [IndexPath(item: 0, section: 0)])
        #expect(view.supplementaryView(forElementKind: "other", at: IndexPath(item: 0, section: 0)) == nil)
        // A cell's background views fill it; the selected one shows only when selected.
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
        cell.backgroundView = UIView()
        cell.selectedBackgroundView = UIView()
        #expect(cell.backgroundView?.frame == cell.bounds && cell.subviews.first === cell.backgroundView)
        #expect(cell.selectedBackgroundView?.isHidden == true)
        cell.isSelected = true
        #expect(cell.selectedBackgroundView?.isHidden == false && cell.subviews.last === cell.contentView)
    }
}
