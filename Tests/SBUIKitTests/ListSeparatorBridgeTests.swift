import Foundation
import SBUIKit
import Testing

/// `.sidebarPlain`, `separatorConfiguration` and `itemSeparatorHandler` as UIKit code sets them.
@MainActor @Suite struct ListSeparatorBridgeTests {
    func view(_ config: UICollectionLayoutListConfiguration, rows: [Int], width: CGFloat = 390) -> UICollectionView {
        let ds = CountsDataSource(rows)
        let view = ds.makeView(frame: CGRect(x: 0, y: 0, width: width, height: 800), layout: UICollectionViewCompositionalLayout.list(using: config))
        view.layoutIfNeeded()
        return view
    }

    @Test func aPlainSidebarKeepsTheSidebarsMetrics() {
        let v = view(UICollectionLayoutListConfiguration(appearance: .sidebarPlain), rows: [2])
        // Inset 10 a side: 390 - 20 = 370 wide; rows 44 tall; no separators.
        #expect(v.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 10, y: 44, width: 370, height: 44))
        #expect(v.collectionViewLayout.layoutAttributesForDecorationView(ofKind: "separator", at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test func theHandlerChangesSingleRows() {
        var config = UICollectionLayoutListConfiguration(appearance: .plain)
        config.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 0)
        config.itemSeparatorHandler = { indexPath, configuration in
            var c = configuration
            if indexPath.item == 0 && indexPath.section == 1 { c.bottomSeparatorVisibility = .hidden }
            if indexPath.item == 1 { c.topSeparatorVisibility = .visible }
            return c
        }
        let v = view(config, rows: [2, 2])
        let layout = v.collectionViewLayout
        // Section 0, row 0 (0 ... 44): its bottom separator from leading 60, 390 - 60 = 330 wide, at 43.5.
        #expect(layout.layoutAttributesForDecorationView(ofKind: "separator", at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 60, y: 43.5, width: 330, height: 0.5))
        // Section 1 starts at 88; its row 0 has no bottom separator.
        #expect(layout.layoutAttributesForDecorationView(ofKind: "separator", at: IndexPath(item: 0, section: 1)) == nil)
        // Row 1 of section 1 (132 ... 176) has a top separator at 132 from the 16-pt margin: 374 wide.
        #expect(layout.layoutAttributesForDecorationView(ofKind: "top-separator", at: IndexPath(item: 1, section: 1))?.frame
                == CGRect(x: 16, y: 132, width: 374, height: 0.5))
        #expect(UIListSeparatorConfiguration(listAppearance: .plain).bottomSeparatorInsets == UIListSeparatorConfiguration.automaticInsets)
    }
}
