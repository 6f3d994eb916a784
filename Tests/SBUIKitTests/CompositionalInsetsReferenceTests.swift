import Foundation
import SBUIKit
import Testing

/// contentInsetsReference, supplementariesFollowContentInsets, decorations and right to left
/// through SBUIKit's UIKit-named API.
@MainActor @Suite struct CompositionalInsetsReferenceTests {
    private func rowsLayout(_ configure: (NSCollectionLayoutSection) -> Void) -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        configure(section)
        return UICollectionViewCompositionalLayout(section: section)
    }

    private func frame(_ view: UICollectionView, _ item: Int) -> CGRect? {
        view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    @Test func readableContentAndLayoutMargins() {
        let ds = CountsDataSource([1])
        let view = ds.makeView(frame: CGRect(x: 0, y: 0, width: 1024, height: 768), layout: rowsLayout { $0.contentInsetsReference = .readableContent })
        view.layoutIfNeeded()
        // Margins 20 leave 984; (984 - 672) / 2 = 156 more: the first item at 176.
        #expect(frame(view, 0) == CGRect(x: 176, y: 0, width: 100, height: 40))
        let ds2 = CountsDataSource([1])
        let compact = ds2.makeView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), layout: rowsLayout {
            $0.contentInsetsReference = .layoutMargins
            $0.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 0)
        })
        compact.layoutIfNeeded()
        // 390 < 414: 16 pt margin + 4 = 20.
        #expect(frame(compact, 0) == CGRect(x: 20, y: 0, width: 100, height: 40))
    }

    @Test func headersNeedNotFollowTheInsetsAndDecorationsStack() {
        let ds = CountsDataSource([1])
        let layout = rowsLayout { s in
            s.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
            s.supplementariesFollowContentInsets = false
            s.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
            let band = NSCollectionLayoutDecorationItem.background(elementKind: "band")
            band.zIndex = -2
            band.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
            s.decorationItems = [band, NSCollectionLayoutDecorationItem.background(elementKind: "frame")]
            let copy = s.copy() as? NSCollectionLayoutSection
            #expect(copy?.supplementariesFollowContentInsets == false)
        }
        let view = ds.makeView(frame: CGRect(x: 0, y: 0, width: 400, height: 800), layout: layout)
        view.layoutIfNeeded()
        #expect(view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 400, height: 30))
        // The section is 30 + 40 = 70 tall; the band inset by 5.
        let band = layout.layoutAttributesForDecorationView(ofKind: "band", at: IndexPath(item: 0, section: 0))
        #expect(band?.frame == CGRect(x: 5, y: 5, width: 390, height: 60))
        #expect(band?.zIndex == -2)
        #expect(layout.layoutAttributesForDecorationView(ofKind: "frame", at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 400, height: 70))
    }

    @Test func rightToLeftMirrorsTheSection() {
        let ds = CountsDataSource([2])
        let view = ds.makeView(frame: CGRect(x: 0, y: 0, width: 400, height: 800), layout: rowsLayout {
            $0.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 0)
        })
        view.traitCollection = UITraitCollection(traitsFrom: [view.traitCollection, UITraitCollection(layoutDirection: .rightToLeft)])
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        view.collectionViewLayout.invalidateLayout()
        view.layoutIfNeeded()
        // Left to right at 10 and 110; mirrored: 400 - 110 = 290 and 400 - 210 = 190.
        #expect(frame(view, 0) == CGRect(x: 290, y: 0, width: 100, height: 40))
        #expect(frame(view, 1) == CGRect(x: 190, y: 0, width: 100, height: 40))
    }

    @Test func rightToLeftMirrorsAnOrthogonalSectionAndItsScrollView() {
        final class Seen { var offsets: [CGPoint] = []; var frames: [IndexPath: CGRect] = [:] }
        let seen = Seen()
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.visibleItemsInvalidationHandler = { items, offset, _ in
            seen.offsets.append(offset)
            for i in items { seen.frames[i.indexPath] = i.frame }
        }
        let layout = UICollectionViewCompositionalLayout(section: section)
        let ds = CountsDataSource([4])
        let view = ds.makeView(frame: CGRect(x: 0, y: 0, width: 400, height: 800), layout: layout)
        view.traitCollection = UITraitCollection(traitsFrom: [view.traitCollection, UITraitCollection(layoutDirection: .rightToLeft)])
        view.collectionViewLayout.invalidateLayout()
        view.layoutIfNeeded()
        // Left to right the groups are at 0, 150, 300, 450; mirrored (400 - x - 150): 250, 100,
        // -50, -200. The section's own content is 4 x 150 = 600 wide, so its scroll view can
        // move 600 - 400 = 200, and right to left it starts there (contentOffset.x = 200).
        #expect(frame(view, 0) == CGRect(x: 250, y: 0, width: 150, height: 100))
        #expect(frame(view, 3) == CGRect(x: -200, y: 0, width: 150, height: 100))
        layout.setOrthogonalScrollOffset(50, forSection: 0)
        seen.offsets = []
        _ = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 400, height: 800))
        // Scrolled 50 from its start: on screen 250 + 50 = 300 for item 0; the scroll view's
        // offset is 200 - 50 = 150, so the item is at 300 + 150 = 450 in its own coordinates,
        // where the mirrored content puts it (600 - 150).
        #expect(seen.offsets.last == CGPoint(x: 150, y: 0))
        #expect(seen.frames[IndexPath(item: 0, section: 0)] == CGRect(x: 450, y: 0, width: 150, height: 100))
        #expect(frame(view, 0) == CGRect(x: 300, y: 0, width: 150, height: 100))
    }
}
