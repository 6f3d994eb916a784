import Foundation
import SBUIKit
import Testing

/// A section provider as UIKit code writes one: an orthogonal carousel of half-width groups that
/// scales its items by their distance to the centre, a two-column grid, and a plain list.
@MainActor func makeShowcaseLayout() -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout { sectionIndex, environment in
        switch sectionIndex {
        case 0:
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(100)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 10
            section.orthogonalScrollingBehavior = .groupPaging
            section.visibleItemsInvalidationHandler = { items, offset, environment in
                let width = environment.container.contentSize.width
                for item in items {
                    let distance = abs(item.frame.midX - offset.x - width / 2)
                    let scale = 1 - distance / width
                    item.transform = CGAffineTransform(scaleX: scale, y: scale)
                }
            }
            return section
        case 1:
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100)), subitems: [item])
            return NSCollectionLayoutSection(group: group)
        default:
            return NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
        }
    }
}

@MainActor @Suite struct CompositionalLayoutTests {
    private func frame(_ view: UICollectionView, _ item: Int, _ section: Int) -> CGRect? {
        view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test func sectionProviderFrames() {
        let ds = CountsDataSource([3, 3, 2])
        let view = ds.makeView(frame: CGRect(x: 0, y: 0, width: 400, height: 800), layout: makeShowcaseLayout())
        view.layoutIfNeeded()
        // Section 0 scrolls on its own: groups 0.5 x 400 = 200 wide, 10 apart: x = 0, 210, 420.
        #expect(frame(view, 0, 0) == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(frame(view, 1, 0) == CGRect(x: 210, y: 0, width: 200, height: 100))
        #expect(frame(view, 2, 0) == CGRect(x: 420, y: 0, width: 200, height: 100))
        // Section 1 starts at 100: half-width slots inset by 5: (5, 105, 190, 90), (205, 105, ...),
        // the third item on the next 100 pt row (5, 205, 190, 90).
        #expect(frame(view, 0, 1) == CGRect(x: 5, y: 105, width: 190, height: 90))
        #expect(frame(view, 1, 1) == CGRect(x: 205, y: 105, width: 190, height: 90))
        #expect(frame(view, 2, 1) == CGRect(x: 5, y: 205, width: 190, height: 90))
        // Section 2, a plain list from y = 300: 44 pt rows across the 400 pt width.
        #expect(frame(view, 0, 2) == CGRect(x: 0, y: 300, width: 400, height: 44))
        #expect(frame(view, 1, 2) == CGRect(x: 0, y: 344, width: 400, height: 44))
        // 300 + 2 x 44 = 388.
        #expect(view.contentSize == CGSize(width: 400, height: 388))
    }

    @Test func visibleItemsHandlerScalesByDistanceToTheCentre() {
        let layout = makeShowcaseLayout()
        let ds = CountsDataSource([3, 0, 0])
        let view = ds.makeView(frame: CGRect(x: 0, y: 0, width: 400, height: 800), layout: layout)
        view.layoutIfNeeded()
        let scale = { (item: Int) -> CGFloat? in
            view.visibleLayoutAttributes.first { $0.indexPath == IndexPath(item: item, section: 0) && $0.representedElementCategory == .cell }?.transform.a
        }
        // Item 0's centre is at 100, 100 from the centre (200): 1 - 100 / 400 = 0.75. Item 1's at
        // 310: 1 - 110 / 400 = 0.725.
        #expect(scale(0) == 0.75)
        #expect(abs((scale(1) ?? 0) - 0.725) < 1e-12)
        // After the section scrolls by 105, item 1 is drawn at 210 - 105 = 105 and its centre is
        // 5 from the view's centre: 1 - 5 / 400 = 0.9875.
        layout.setOrthogonalScrollOffset(105, forSection: 0)
        view.layoutIfNeeded()
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 105)
        #expect(abs((scale(1) ?? 0) - 0.9875) < 1e-12)
        // The frame does not change with the transform.
        #expect(view.visibleLayoutAttributes.first { $0.indexPath == IndexPath(item: 1, section: 0) }?.frame.width == 200)
    }

    /// Group paging: groups 200 wide and 10 apart page by 210, one group a swipe however fast;
    /// the last group (x = 420) rests at the section's end: content 620 - 400 = 220 at most.
    @Test func orthogonalSwipesComeToRestByTheSectionsBehaviour() {
        let layout = makeShowcaseLayout()
        let ds = CountsDataSource([3, 0, 0])
        let view = ds.makeView(frame: CGRect(x: 0, y: 0, width: 400, height: 800), layout: layout)
        view.layoutIfNeeded()
        #expect(layout.endOrthogonalDragging(inSection: 0, withVelocity: 3000) == 210)
        view.layoutIfNeeded()
        // Item 1 (x = 210) is drawn at the section's leading edge.
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 0)
        #expect(layout.endOrthogonalDragging(inSection: 0, withVelocity: 3000) == 220)
        #expect(layout.endOrthogonalDragging(inSection: 0, withVelocity: -3000) == 0)
    }

    @Test func listHeadersUseUIKitKinds() {
        var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        config.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: config)
        let ds = CountsDataSource([2])
        let view = ds.makeView(frame: CGRect(x: 0, y: 0, width: 390, height: 800), layout: layout)
        view.layoutIfNeeded()
        let header = view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        // Inset grouped on a 390 pt view: 16 pt margins (390 < 414), a 38 pt header, rows
        // 390 - 32 = 358 wide from y = 38.
        #expect(header?.frame == CGRect(x: 16, y: 0, width: 358, height: 38))
        #expect(frame(view, 0, 0) == CGRect(x: 16, y: 38, width: 358, height: 44))
    }

    /// Reference semantics: an item changed after it is put in a group changes the layout.
    @Test func itemsAreReferences() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)
        let ds = CountsDataSource([1])
        let view = ds.makeView(frame: CGRect(x: 0, y: 0, width: 300, height: 600), layout: UICollectionViewCompositionalLayout(section: section))
        // 300 wide, inset 10 on each side: (10, 20, 280, 50).
        #expect(frame(view, 0, 0) == CGRect(x: 10, y: 20, width: 280, height: 50))
    }
}
