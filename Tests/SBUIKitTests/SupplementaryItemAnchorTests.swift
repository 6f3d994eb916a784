import Foundation
import SBUIKit
import Testing

/// `NSCollectionLayoutSupplementaryItem(layoutSize:elementKind:containerAnchor:itemAnchor:)`: the
/// badge's own point named by `itemAnchor` lies on the item's point named by `containerAnchor`
/// (each point is its edges' fractions of its rectangle, moved by its offset; a fractional offset
/// is a fraction of the badge's size).
@MainActor @Suite struct SupplementaryItemAnchorTests {
    private let badgeSize = NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20))

    /// Half-width items in one 100-point row group, in a 400 x 300 view with no insets: cells
    /// (0, 0, 200, 100) and (200, 0, 200, 100); each item carries `badge`.
    private func badgeFrames(_ badge: NSCollectionLayoutSupplementaryItem) -> [CGRect?] {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
                                          supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                                                       subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let ds = CountsDataSource([2])
        let view = ds.makeView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), layout: layout)
        view.layoutIfNeeded()
        return withExtendedLifetime(ds) {
            (0..<2).map { layout.layoutAttributesForSupplementaryView(ofKind: badge.elementKind, at: IndexPath(item: $0, section: 0))?.frame }
        }
    }

    @Test func theItemAnchorsPointLiesOnTheContainerAnchorsPoint() {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: badgeSize, elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)),
            itemAnchor: NSCollectionLayoutAnchor(edges: [.top, .leading], absoluteOffset: CGPoint(x: 4, y: 2)))
        #expect(badge.itemAnchor?.edges == [.top, .leading] && badge.itemAnchor?.offset == CGPoint(x: 4, y: 2))
        // Cell 0 (0, 0, 200, 100): the container's point is its top-trailing corner moved 0.3 and
        // -0.3 of the badge's 20 points: (0 + 200 + 6, 0 + 0 - 6) = (206, -6). The badge's point is
        // its top-leading corner moved (4, 2): (4, 2). Origin (206 - 4, -6 - 2) = (202, -8).
        // Cell 1 (200, 0, 200, 100): x = 200 + 200 + 6 - 4 = 402.
        #expect(badgeFrames(badge) == [CGRect(x: 202, y: -8, width: 20, height: 20), CGRect(x: 402, y: -8, width: 20, height: 20)])
        // A copy keeps the item anchor.
        let copy = badge.copy() as? NSCollectionLayoutSupplementaryItem
        #expect(copy?.itemAnchor?.edges == [.top, .leading] && copy?.itemAnchor?.isAbsoluteOffset == true)
        #expect(copy.map(badgeFrames) == [CGRect(x: 202, y: -8, width: 20, height: 20), CGRect(x: 402, y: -8, width: 20, height: 20)])
    }

    @Test func withoutAnItemAnchorTheBadgesPointIsAtTheContainerAnchorsEdges() {
        // UIKit's badge: top-trailing, moved half its size right and up, so its centre is on the
        // corner. No item anchor: the badge's top-trailing corner, unmoved, is its point.
        // Cell 0: (0 + 200 + 10 - 20, 0 + 0 - 10 - 0) = (190, -10).
        let plain = NSCollectionLayoutSupplementaryItem(
            layoutSize: badgeSize, elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
        #expect(plain.itemAnchor == nil)
        #expect(badgeFrames(plain).first == CGRect(x: 190, y: -10, width: 20, height: 20))
        // Naming those edges with no offset is the same place.
        let same = NSCollectionLayoutSupplementaryItem(
            layoutSize: badgeSize, elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)),
            itemAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        #expect(badgeFrames(same).first == CGRect(x: 190, y: -10, width: 20, height: 20))
        // A centred item anchor puts the badge's centre on the (moved) corner point (210, -10):
        // origin (210 - 10, -10 - 10) = (200, -20).
        let centred = NSCollectionLayoutSupplementaryItem(
            layoutSize: badgeSize, elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)),
            itemAnchor: NSCollectionLayoutAnchor(edges: []))
        #expect(badgeFrames(centred).first == CGRect(x: 200, y: -20, width: 20, height: 20))
    }
}
