import Foundation
import SBUIKit
import Testing

@MainActor @Suite struct FlowLayoutTests {
    /// 320 pt wide, 100 x 100 items, spacing 10, insets 10: the line holds 300 pt; two items cost
    /// 100 + 10 + 100 = 210, a third 320 > 300, so two per line, justified: x = 10 and
    /// 10 + 300 - 100 = 210. Lines at y = 10, 120, 230; the fifth item alone on the last line sits
    /// in the first slot (x = 10). Content 320 x (10 + 3 x 100 + 2 x 10 + 10) = 340.
    @Test func gridFramesAndContentSize() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let ds = CountsDataSource([5])
        let view = ds.makeView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), layout: layout)
        let f = cellFrames(view)
        #expect(f[IndexPath(item: 0, section: 0)] == CGRect(x: 10, y: 10, width: 100, height: 100))
        #expect(f[IndexPath(item: 1, section: 0)] == CGRect(x: 210, y: 10, width: 100, height: 100))
        #expect(f[IndexPath(item: 2, section: 0)] == CGRect(x: 10, y: 120, width: 100, height: 100))
        #expect(f[IndexPath(item: 4, section: 0)] == CGRect(x: 10, y: 230, width: 100, height: 100))
        #expect(view.contentSize == CGSize(width: 320, height: 340))
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 340))
        // The data source was asked for each visible cell once.
        #expect(ds.cellRequests.count == 5)
    }

    /// Headers and footers carry UIKit's kinds and span the width; a 40 pt header puts the first
    /// line at y = 40; the 20 pt footer follows the last line (40 + 50 = 90).
    @Test func headersAndFootersUseUIKitKinds() {
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.footerReferenceSize = CGSize(width: 0, height: 20)
        let ds = CountsDataSource([2])
        let view = ds.makeView(frame: CGRect(x: 0, y: 0, width: 200, height: 400), layout: layout)
        view.layoutIfNeeded()
        let header = view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 200, height: 40))
        let footer = view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(footer?.frame == CGRect(x: 0, y: 90, width: 200, height: 20))
        let kinds = Set(view.visibleLayoutAttributes.compactMap(\.representedElementKind))
        #expect(kinds == ["UICollectionElementKindSectionHeader", "UICollectionElementKindSectionFooter"])
        // 200 pt: a full line would hold 3 (50 + 60 + 60 = 170 <= 200), justified at x = 0, 75,
        // 150; the two items of this last line take the first two slots.
        #expect(cellFrames(view)[IndexPath(item: 1, section: 0)] == CGRect(x: 75, y: 40, width: 50, height: 50))
    }

    /// The delegate's sizes and insets replace the layout's properties; a method the delegate
    /// does not implement gives the property (minimum spacings here).
    @Test func delegateMetrics() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 4
        let delegate = SizingDelegate()
        delegate.sizes[IndexPath(item: 0, section: 0)] = CGSize(width: 30, height: 60)
        delegate.insets[0] = UIEdgeInsets(top: 5, left: 8, bottom: 0, right: 8)
        let ds = CountsDataSource([3])
        let view = ds.makeView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), layout: layout)
        view.delegate = delegate
        let f = cellFrames(view)
        // One line (30 + 4 + 50 + 4 + 50 = 138 <= 284), the last line packed with the minimum
        // spacing because sizes differ: x = 8, 8 + 30 + 4 = 42, 42 + 50 + 4 = 96. The line is 60
        // thick; 50 pt items are centred on it: y = 5 + (60 - 50) / 2 = 10.
        #expect(f[IndexPath(item: 0, section: 0)] == CGRect(x: 8, y: 5, width: 30, height: 60))
        #expect(f[IndexPath(item: 1, section: 0)] == CGRect(x: 42, y: 10, width: 50, height: 50))
        #expect(f[IndexPath(item: 2, section: 0)] == CGRect(x: 96, y: 10, width: 50, height: 50))
    }

    /// The content inset narrows the content: 320 - 20 - 20 = 280 wide, so 100 pt items fit two
    /// a line (210 <= 280), justified at x = 0 and 180.
    @Test func contentInsetNarrowsTheLines() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let ds = CountsDataSource([2])
        let view = ds.makeView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), layout: layout)
        view.contentInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        view.collectionViewLayout.invalidateLayout()
        let f = cellFrames(view)
        #expect(f[IndexPath(item: 1, section: 0)] == CGRect(x: 180, y: 0, width: 100, height: 100))
        #expect(view.adjustedContentInset == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
    }

    /// A pinned header stays at the top of the visible bounds while its section shows: with a
    /// 30 pt header and 20 items of 50 pt in a 100 pt wide view (one column: 50 + 10 + 50 = 110 >
    /// 100), the section ends at 30 + 20 x 50 + 19 x 10 = 1220. Scrolled to 300, the header is
    /// at y = 300; scrolled to 1200, it stops at 1220 - 30 = 1190.
    @Test func pinnedHeaders() {
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.sectionHeadersPinToVisibleBounds = true
        let ds = CountsDataSource([20, 5])
        let view = ds.makeView(frame: CGRect(x: 0, y: 0, width: 100, height: 200), layout: layout)
        view.layoutIfNeeded()
        view.contentOffset = CGPoint(x: 0, y: 300)
        view.layoutIfNeeded()
        let header = { (view: UICollectionView) in
            view.visibleLayoutAttributes.first { $0.representedElementKind == UICollectionView.elementKindSectionHeader && $0.indexPath.section == 0 }
        }
        #expect(header(view)?.frame == CGRect(x: 0, y: 300, width: 100, height: 30))
        view.contentOffset = CGPoint(x: 0, y: 1200)
        view.layoutIfNeeded()
        #expect(header(view)?.frame == CGRect(x: 0, y: 1190, width: 100, height: 30))
    }

    /// Horizontal scrolling fills columns top to bottom: 200 pt tall, 50 pt items with 10 pt
    /// spacing hold 3 a column (50 + 60 + 60 = 170 <= 200, a fourth 230 > 200), justified at
    /// y = 0, 75, 150; the second column starts at x = 60.
    @Test func horizontalColumns() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        let ds = CountsDataSource([4])
        let view = ds.makeView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), layout: layout)
        let f = cellFrames(view)
        #expect(f[IndexPath(item: 1, section: 0)] == CGRect(x: 0, y: 75, width: 50, height: 50))
        #expect(f[IndexPath(item: 3, section: 0)] == CGRect(x: 60, y: 0, width: 50, height: 50))
        // Content: two columns, 50 + 10 + 50 = 110 wide, 200 tall.
        #expect(view.contentSize == CGSize(width: 110, height: 200))
    }
}
