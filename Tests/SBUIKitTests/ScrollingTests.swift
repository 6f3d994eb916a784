import Foundation
import SBUIKit
import Testing

/// A flow delegate that implements only the section insets: every other metric is the layout's.
@MainActor final class InsetsOnlyDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    }
}

@MainActor @Suite struct ScrollingTests {
    /// 100 x 100 items in 320 pt: 100 + 110 + 110 = 320, three a line, lines 110 apart. Item 10
    /// is on the fourth line (items 9, 10, 11): y = 3 x 110 = 330. 20 items make 7 lines:
    /// 7 x 100 + 6 x 10 = 760 tall; in 240 pt the offset goes up to 520.
    @Test func scrollToItem() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let ds = CountsDataSource([20])
        let view = ds.makeView(frame: CGRect(x: 0, y: 0, width: 320, height: 240), layout: layout)
        let item10 = IndexPath(item: 10, section: 0)
        view.scrollToItem(at: item10, at: .top, animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 330))
        // Centred: its middle (380) at the middle of the 240 pt view: 380 - 120 = 260.
        view.scrollToItem(at: item10, at: .centeredVertically, animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 260))
        // The last item at the top would need 660: clamped to 520.
        view.scrollToItem(at: IndexPath(item: 19, section: 0), at: .top, animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 520))
        #expect(view.indexPathsForVisibleItems.first == IndexPath(item: 12, section: 0))
        // Selecting with a scroll position scrolls too.
        view.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: .top)
        #expect(view.contentOffset == .zero && view.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }

    /// Optional methods: a delegate that implements only the insets leaves the item size and
    /// spacings to the layout: 50 x 50 items, 10 apart, below the 20 pt top inset.
    @Test func unimplementedDelegateMethodsFallBackToTheLayout() {
        let layout = UICollectionViewFlowLayout()
        let delegate = InsetsOnlyDelegate()
        let ds = CountsDataSource([2])
        let view = ds.makeView(frame: CGRect(x: 0, y: 0, width: 110, height: 200), layout: layout)
        view.delegate = delegate
        // 50 + 10 + 50 = 110: one full line, justified at x = 0 and 60.
        let f = cellFrames(view)
        #expect(f[IndexPath(item: 0, section: 0)] == CGRect(x: 0, y: 20, width: 50, height: 50))
        #expect(f[IndexPath(item: 1, section: 0)] == CGRect(x: 60, y: 20, width: 50, height: 50))
    }
}

@MainActor @Suite struct RightToLeftTests {
    /// Two 50 pt items in 230 pt: a full line would hold 4 (50 + 3 x 60 = 230), so they take the
    /// first two slots, x = 0 and 60, left to right. Right to left the flow is mirrored about the
    /// 230 pt content: 230 - 50 - 0 = 180 and 230 - 50 - 60 = 120.
    @Test func flowMirrorsInRightToLeft() {
        let layout = UICollectionViewFlowLayout()
        let ds = CountsDataSource([2])
        let view = ds.makeView(frame: CGRect(x: 0, y: 0, width: 230, height: 200), layout: layout)
        #expect(cellFrames(view)[IndexPath(item: 1, section: 0)] == CGRect(x: 60, y: 0, width: 50, height: 50))
        view.traitCollection = UITraitCollection(traitsFrom: [view.traitCollection, UITraitCollection(layoutDirection: .rightToLeft)])
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let f = cellFrames(view)
        #expect(f[IndexPath(item: 0, section: 0)] == CGRect(x: 180, y: 0, width: 50, height: 50))
        #expect(f[IndexPath(item: 1, section: 0)] == CGRect(x: 120, y: 0, width: 50, height: 50))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 120)
        #expect(view.indexPathForItem(at: CGPoint(x: 200, y: 25)) == IndexPath(item: 0, section: 0))
        // The layout itself keeps its own coordinates.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 60)
    }
}
