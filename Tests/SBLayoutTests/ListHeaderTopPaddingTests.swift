import SBLayout
import Testing

/// UICollectionLayoutListConfiguration.headerTopPadding (iOS 15): that many points above each
/// section's supplementary header, the header and rows moving down with it; nothing without a
/// supplementary header. Metrics as the list writes them down: headers 28 (plain) or 38 (grouped,
/// inset-grouped), rows 44, margins 16 below 414 wide and 20 from it.
@Suite struct ListHeaderTopPaddingTests {
    func prepared(_ configuration: Compositional.ListConfiguration, sections: Int = 1, rows: Int = 2, viewport: Size) -> CompositionalLayout {
        let list = Compositional.Section.list(using: configuration, layoutEnvironment: viewport)
        var layout = CompositionalLayout(sections: Array(repeating: list, count: sections))
        layout.prepare(content: CollectionContent(itemCounts: Array(repeating: rows, count: sections)), viewport: viewport)
        return layout
    }

    func ip(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    @Test func aPlainListsHeaderMovesDownByThePadding() {
        var configuration = Compositional.ListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        configuration.headerTopPadding = 10
        let layout = prepared(configuration, viewport: Size(width: 768, height: 1024))
        // Header 10 ... 38; rows 38 ... 82 and 82 ... 126.
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: ip(0, 0))?.frame == Rect(x: 0, y: 10, width: 768, height: 28))
        #expect(layout.layoutAttributesForItem(at: ip(0, 0))?.frame == Rect(x: 0, y: 38, width: 768, height: 44))
        #expect(layout.layoutAttributesForItem(at: ip(0, 1))?.frame == Rect(x: 0, y: 82, width: 768, height: 44))
        // Row 1's separator: 82 + 44 - 0.5 = 125.5, from the 20-pt margin, 768 - 20 = 748 wide.
        #expect(layout.layoutAttributesForDecorationView(ofKind: "separator", at: ip(0, 1))?.frame == Rect(x: 20, y: 125.5, width: 748, height: 0.5))
        #expect(layout.collectionViewContentSize == Size(width: 768, height: 126))
    }

    @Test func everyInsetGroupedSectionGetsItsPadding() {
        var configuration = Compositional.ListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.headerTopPadding = 20
        let layout = prepared(configuration, sections: 2, viewport: Size(width: 390, height: 844))
        // Section 0: padding 0 ... 20, header 20 ... 58 (inset 16 a side: 390 - 32 = 358 wide),
        // rows 58 ... 146.
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: ip(0, 0))?.frame == Rect(x: 16, y: 20, width: 358, height: 38))
        #expect(layout.layoutAttributesForItem(at: ip(0, 0))?.frame == Rect(x: 16, y: 58, width: 358, height: 44))
        #expect(layout.layoutAttributesForDecorationView(ofKind: "list-background", at: ip(0, 0))?.frame == Rect(x: 16, y: 58, width: 358, height: 88))
        // Section 1: padding 146 ... 166, header 166 ... 204, rows 204 ... 292.
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: ip(1, 0))?.frame == Rect(x: 16, y: 166, width: 358, height: 38))
        #expect(layout.layoutAttributesForItem(at: ip(1, 1))?.frame == Rect(x: 16, y: 248, width: 358, height: 44))
        #expect(layout.collectionViewContentSize == Size(width: 390, height: 292))
    }

    @Test func withoutASupplementaryHeaderThePaddingIsNothing() {
        var configuration = Compositional.ListConfiguration(appearance: .insetGrouped)
        configuration.headerTopPadding = 20
        #expect(configuration.resolvedHeaderTopPadding == 0)
        let layout = prepared(configuration, viewport: Size(width: 390, height: 844))
        // The grouped 35 pt above a section without a header, as with no padding.
        #expect(layout.layoutAttributesForItem(at: ip(0, 0))?.frame == Rect(x: 16, y: 35, width: 358, height: 44))
        // nil is the system's spacing: the header at the section's top.
        var plain = Compositional.ListConfiguration(appearance: .plain)
        plain.headerMode = .supplementary
        #expect(prepared(plain, viewport: Size(width: 768, height: 1024))
            .layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: ip(0, 0))?.frame == Rect(x: 0, y: 0, width: 768, height: 28))
    }
}
