import SBUIKit
import Testing
import UIKitLayouts

@MainActor @Suite struct PinterestLayoutTests {
    /// 300 pt wide, two 150 pt columns, 6 pt of padding, photos 100, 60, 80, 40, 50 tall (cells
    /// 12 taller). Each goes to the shortest column (the left one on a tie):
    /// 0: left, y 0, 112 tall -> (6, 6, 138, 100); columns 112 | 0.
    /// 1: right, y 0, 72 -> (156, 6, 138, 60); 112 | 72.
    /// 2: right, y 72, 92 -> (156, 78, 138, 80); 112 | 164.
    /// 3: left, y 112, 52 -> (6, 118, 138, 40); 164 | 164.
    /// 4: left (tie), y 164, 62 -> (6, 170, 138, 50); 226 | 164. Content 300 x 226.
    @Test func waterfallFrames() {
        let catalog = Catalog([5])
        catalog.photoHeights = [100, 60, 80, 40, 50]
        let layout = PinterestLayout()
        layout.delegate = catalog
        let view = catalog.makeView(width: 300, height: 600, layout: layout)
        #expect(frame(view, 0) == CGRect(x: 6, y: 6, width: 138, height: 100))
        #expect(frame(view, 1) == CGRect(x: 156, y: 6, width: 138, height: 60))
        #expect(frame(view, 2) == CGRect(x: 156, y: 78, width: 138, height: 80))
        #expect(frame(view, 3) == CGRect(x: 6, y: 118, width: 138, height: 40))
        #expect(frame(view, 4) == CGRect(x: 6, y: 170, width: 138, height: 50))
        #expect(view.contentSize == CGSize(width: 300, height: 226))
    }

    /// The content inset narrows the columns: (300 - 10 - 10) / 2 = 140 wide, so the second
    /// column starts at 140 and its first cell at 146.
    @Test func contentInsetNarrowsTheColumns() {
        let catalog = Catalog([2])
        catalog.photoHeights = [100, 60]
        let layout = PinterestLayout()
        layout.delegate = catalog
        let view = catalog.makeView(width: 300, height: 600, layout: layout)
        view.contentInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        layout.invalidateLayout()
        #expect(frame(view, 1) == CGRect(x: 146, y: 6, width: 128, height: 60))
    }
}

@MainActor @Suite struct LeftAlignedFlowLayoutTests {
    /// Tags 60, 100, 80, 120, 50 wide and 30 tall in a 300 pt view with 10 pt insets and
    /// spacings: the line holds 280; 60 + 10 + 100 + 10 + 80 = 260 fits, + 10 + 120 does not, so
    /// lines of 3 and 2. UIKit justifies the first (gaps (280 - 240) / 2 = 20: x = 10, 90, 210);
    /// left-aligned it reads x = 10, 10 + 60 + 10 = 80, 80 + 100 + 10 = 190. The second line,
    /// at y = 10 + 30 + 10 = 50: x = 10, 10 + 120 + 10 = 140.
    @Test func linesStartAtTheLeftInset() {
        let catalog = Catalog([5])
        catalog.tagWidths = [60, 100, 80, 120, 50]
        let layout = LeftAlignedFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let view = catalog.makeView(width: 300, height: 400, layout: layout)
        let cells = Dictionary(uniqueKeysWithValues: view.visibleLayoutAttributes.map { ($0.indexPath.item, $0.frame) })
        #expect(cells[0] == CGRect(x: 10, y: 10, width: 60, height: 30))
        #expect(cells[1] == CGRect(x: 80, y: 10, width: 100, height: 30))
        #expect(cells[2] == CGRect(x: 190, y: 10, width: 80, height: 30))
        #expect(cells[3] == CGRect(x: 10, y: 50, width: 120, height: 30))
        #expect(cells[4] == CGRect(x: 140, y: 50, width: 50, height: 30))
        // super's own frames stay UIKit's (the subclass changed copies): item 1 justified at 90.
        #expect(frame(view, 1) == CGRect(x: 90, y: 10, width: 100, height: 30))
    }
}

@MainActor @Suite struct ScalingCarouselLayoutTests {
    /// 300 x 200, items 200 x 150, 20 pt between them: insets (300 - 200) / 2 = 50 on each side;
    /// one item a column (150 + 10 + 150 > 200), centred: y = 25; columns at x = 50, 270, 490.
    /// The full-size distance is 200 + 20 = 220.
    private func makeCarousel() -> (UICollectionView, ScalingCarouselLayout, Catalog) {
        let catalog = Catalog([3])
        let layout = ScalingCarouselLayout()
        layout.itemSize = CGSize(width: 200, height: 150)
        layout.minimumLineSpacing = 20
        return (catalog.makeView(width: 300, height: 200, layout: layout), layout, catalog)
    }

    private func cell(_ view: UICollectionView, _ item: Int) -> UICollectionViewLayoutAttributes? {
        view.visibleLayoutAttributes.first { $0.indexPath.item == item }
    }

    @Test func itemsScaleByDistanceToTheCentre() {
        let (view, _, catalog) = makeCarousel()
        defer { withExtendedLifetime(catalog) {} }
        #expect(cell(view, 0)?.frame == CGRect(x: 50, y: 25, width: 200, height: 150))
        #expect(cell(view, 1)?.frame == CGRect(x: 270, y: 25, width: 200, height: 150))
        // 50 + 3 x 200 + 2 x 20 + 50 = 740 wide.
        #expect(view.contentSize == CGSize(width: 740, height: 200))
        // Item 0's centre (150) is the view's: full size, opaque, z 10. Item 1's (370) is 220
        // away: scale 0.8, alpha 0.6, z 6.
        #expect(cell(view, 0)?.transform3D.m11 == 1 && cell(view, 0)?.alpha == 1 && cell(view, 0)?.zIndex == 10)
        #expect(cell(view, 1)?.transform3D.m11 == 0.8 && cell(view, 1)?.alpha == 0.6 && cell(view, 1)?.zIndex == 6)
        // Scrolled by 110 the centre is 260: both 110 away, ratio 0.5: scale 0.9, alpha 0.8.
        view.contentOffset = CGPoint(x: 110, y: 0)
        view.layoutIfNeeded()
        for item in [0, 1] {
            #expect(abs((cell(view, item)?.transform3D.m11 ?? 0) - 0.9) < 1e-12)
            #expect(abs((cell(view, item)?.alpha ?? 0) - 0.8) < 1e-12)
        }
        // The frames do not move with the scale.
        #expect(cell(view, 1)?.frame == CGRect(x: 270, y: 25, width: 200, height: 150))
    }

    @Test func scrollingComesToRestWithAnItemCentred() {
        let (view, layout, catalog) = makeCarousel()
        defer { withExtendedLifetime(catalog) {} }
        // Proposed 130: centre 280; item 1 (370) is 90 away, item 0 (150) 130: item 1 centred at
        // 370 - 150 = 220.
        #expect(layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 130, y: 0), withScrollingVelocity: .zero) == CGPoint(x: 220, y: 0))
        // A 2000 pt/s flick at the fast rate (0.99 per ms) travels 2000 / (1000 x -ln 0.99) = 199:
        // centre 349, nearest item 1: rests at 220.
        #expect(view.decelerationRate == .fast)
        #expect(view.endDragging(withVelocity: CGPoint(x: 2000, y: 0)) == CGPoint(x: 220, y: 0))
    }
}

@MainActor @Suite struct StoreLayoutTests {
    /// 420 pt wide. Featured: 10 pt side insets leave 400; the header is 400 x 44 at x = 10;
    /// groups 0.85 x 400 = 340 wide, 180 tall, 10 apart, side by side from x = 10: 10, 360;
    /// cards inset by 4: (14, 48, 332, 172), (364, 48, 332, 172). The section is 44 + 180 = 224
    /// tall. The app list (inset grouped, 420 >= 414 so 20 pt margins): header (20, 224, 380,
    /// 38), rows 44 tall from 262: (20, 262, 380, 44), (20, 306, 380, 44), (20, 350, 380, 44);
    /// content 420 x 394.
    @Test func featuredRowAndAppList() {
        let catalog = Catalog([4, 3])
        let view = catalog.makeView(width: 420, height: 800, layout: StoreLayout.make())
        let header = view.layoutAttributesForSupplementaryElement(ofKind: StoreLayout.headerKind, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 10, y: 0, width: 400, height: 44))
        #expect(frame(view, 0) == CGRect(x: 14, y: 48, width: 332, height: 172))
        #expect(frame(view, 1) == CGRect(x: 364, y: 48, width: 332, height: 172))
        let listHeader = view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(listHeader?.frame == CGRect(x: 20, y: 224, width: 380, height: 38))
        #expect(frame(view, 0, 1) == CGRect(x: 20, y: 262, width: 380, height: 44))
        #expect(frame(view, 2, 1) == CGRect(x: 20, y: 350, width: 380, height: 44))
        #expect(view.contentSize == CGSize(width: 420, height: 394))
    }
}
