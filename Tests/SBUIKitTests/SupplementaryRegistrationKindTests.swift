import Foundation
@testable import SBUIKit
import Testing

/// A supplementary registration configures the view the collection view places, as UIKit's
/// dequeue does: the element's attributes are applied before the handler runs, so what the handler
/// sets (`isHidden`) holds, even when the registration names another kind than the layout's
/// element (Apple's "Implementing Modern Collection Views" badges register under their reuse
/// identifier and are placed at the layout's badge kind, hidden when their count is zero).
@MainActor @Suite struct SupplementaryRegistrationKindTests {
    nonisolated static let badgeKind = "badge-element-kind"

    /// Four 100 x 50 items in a row of a 400-point-wide compositional layout, each with a
    /// 20 x 20 badge anchored at its top trailing corner, pushed out by (0.3, -0.3) of the
    /// badge's size: x = 100 i + 100 + 0.3 x 20 - 20 = 100 i + 86, y = 0 - 0.3 x 20 = -6.
    func makeView(registrationKind: String) -> (UICollectionView, UICollectionViewDiffableDataSource<Int, Int>) {
        let anchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
                                                        elementKind: Self.badgeKind, containerAnchor: anchor)
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(50)),
                                          supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(400), heightDimension: .absolute(50)),
                                                       subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: layout)
        let cell = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
        let registration = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: registrationKind) { view, _, indexPath in
            // Badges of odd items are hidden, as the sample hides a zero count.
            view.isHidden = indexPath.item % 2 == 1
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: registration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([0, 1, 2, 3])
        dataSource.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        return (view, dataSource)
    }

    @Test(arguments: [badgeKind, "badge-reuse-identifier"])
    func theHandlersHiddenStateHoldsAndTheElementsFrameIsApplied(registrationKind: String) {
        let (view, dataSource) = makeView(registrationKind: registrationKind)
        withExtendedLifetime(dataSource) {
            for i in 0..<4 {
                let badge = view.supplementaryView(forElementKind: Self.badgeKind, at: IndexPath(item: i, section: 0))
                #expect(badge?.frame == CGRect(x: 100 * CGFloat(i) + 86, y: -6, width: 20, height: 20), "badge \(i)")
                #expect(badge?.isHidden == (i % 2 == 1), "badge \(i)")
            }
            #expect(view.visibleSupplementaryViews(ofKind: Self.badgeKind).count == 4)
        }
    }
}
