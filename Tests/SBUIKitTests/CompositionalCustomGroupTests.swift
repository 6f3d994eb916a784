import Foundation
import SBUIKit
import Testing

/// A mosaic as UIKit code writes one with a custom group: in each full-width, 200 pt tall group,
/// one large cell two thirds of the group's width and two small cells stacked on its right, the
/// small ones above. The frames come from the environment the provider receives (the group's
/// size), so the test also checks what that environment says.
@MainActor private func makeMosaicLayout(sectionInsets: NSDirectionalEdgeInsets = .zero,
                                         seen: @escaping @MainActor (CGSize) -> Void = { _ in }) -> UICollectionViewCompositionalLayout {
    let group = NSCollectionLayoutGroup.custom(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(200))) { environment in
        let size = environment.container.contentSize
        seen(size)
        let large = size.width * 2 / 3, small = size.width - large, half = size.height / 2
        return [
            NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: large, height: size.height)),
            NSCollectionLayoutGroupCustomItem(frame: CGRect(x: large, y: 0, width: small, height: half), zIndex: 1),
            NSCollectionLayoutGroupCustomItem(frame: CGRect(x: large, y: half, width: small, height: half), zIndex: 2),
        ]
    }
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    section.contentInsets = sectionInsets
    return UICollectionViewCompositionalLayout(section: section)
}

@MainActor @Suite struct CompositionalCustomGroupTests {
    private func frame(_ view: UICollectionView, _ item: Int) -> CGRect? {
        view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    @Test func mosaicRepeatsDownTheSection() {
        var sizes: [CGSize] = []
        let ds = CountsDataSource([7])
        let view = ds.makeView(frame: CGRect(x: 0, y: 0, width: 300, height: 800), layout: makeMosaicLayout { sizes.append($0) })
        view.layoutIfNeeded()
        // The provider sees the group's size: the full 300 pt width by 200.
        #expect(sizes.last == CGSize(width: 300, height: 200))
        // Large 300 x 2/3 = 200 wide; small 100 x 100 at x 200.
        #expect(frame(view, 0) == CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(frame(view, 1) == CGRect(x: 200, y: 0, width: 100, height: 100))
        #expect(frame(view, 2) == CGRect(x: 200, y: 100, width: 100, height: 100))
        // The second group at 200 + 10 = 210, the third at 210 + 200 + 10 = 420 (item 6 only).
        #expect(frame(view, 3) == CGRect(x: 0, y: 210, width: 200, height: 200))
        #expect(frame(view, 4) == CGRect(x: 200, y: 210, width: 100, height: 100))
        #expect(frame(view, 5) == CGRect(x: 200, y: 310, width: 100, height: 100))
        #expect(frame(view, 6) == CGRect(x: 0, y: 420, width: 200, height: 200))
        // 3 x 200 + 2 x 10.
        #expect(view.contentSize == CGSize(width: 300, height: 620))
        let z = (0..<7).map { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.zIndex }
        #expect(z == [0, 1, 2, 0, 1, 2, 0])
    }

    @Test func theProviderSeesTheGroupNotTheCollectionView() {
        var sizes: [CGSize] = []
        let ds = CountsDataSource([3])
        let insets = NSDirectionalEdgeInsets(top: 5, leading: 15, bottom: 5, trailing: 45)
        let view = ds.makeView(frame: CGRect(x: 0, y: 0, width: 360, height: 800),
                               layout: makeMosaicLayout(sectionInsets: insets) { sizes.append($0) })
        view.layoutIfNeeded()
        // 360 - 15 - 45 = 300 wide: the same mosaic, moved 15 right and 5 down.
        #expect(sizes.last == CGSize(width: 300, height: 200))
        #expect(frame(view, 0) == CGRect(x: 15, y: 5, width: 200, height: 200))
        #expect(frame(view, 1) == CGRect(x: 215, y: 5, width: 100, height: 100))
        #expect(frame(view, 2) == CGRect(x: 215, y: 105, width: 100, height: 100))
        // 5 + 200 + 5.
        #expect(view.contentSize == CGSize(width: 360, height: 210))
    }

    @Test func customItemsKeepFrameAndZIndex() {
        let item = NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(item.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(item.zIndex == 0)
        #expect(NSCollectionLayoutGroupCustomItem(frame: .zero, zIndex: 7).zIndex == 7)
    }
}
