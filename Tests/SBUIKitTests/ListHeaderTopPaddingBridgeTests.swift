import Foundation
import SBUIKit
import Testing

/// UICollectionLayoutListConfiguration.headerTopPadding as UIKit code sets it.
@MainActor @Suite struct ListHeaderTopPaddingBridgeTests {
    @Test func thePaddingReachesTheLayout() {
        var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        config.headerMode = .supplementary
        config.headerTopPadding = 24
        let ds = CountsDataSource([2])
        let view = ds.makeView(frame: CGRect(x: 0, y: 0, width: 390, height: 800), layout: UICollectionViewCompositionalLayout.list(using: config))
        view.layoutIfNeeded()
        // Header 24 ... 62 (38 tall, 16 pt margins: 390 - 32 = 358 wide); rows from 62.
        let header = view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 16, y: 24, width: 358, height: 38))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 16, y: 62, width: 358, height: 44))
    }
}
