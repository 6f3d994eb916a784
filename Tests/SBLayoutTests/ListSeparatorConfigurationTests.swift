import SBLayout
import Testing

/// The `.sidebarPlain` appearance and UIListSeparatorConfiguration (iOS 14.5): visibility of each
/// row's top and bottom separators, their insets (automatic: the layout margin and the row's
/// trailing edge) and per-row overrides (`itemSeparators`, what `itemSeparatorHandler` answers).
/// Metrics as `Compositional.ListConfiguration` writes them down: rows 44 (UIKit's estimate),
/// margins 16 below 414 wide and 20 from it, separators' frames 0.5 thick on the row's edge,
/// sidebar sections inset 10 a side.
@Suite struct ListSeparatorConfigurationTests {
    func prepared(_ configuration: Compositional.ListConfiguration, rows: Int = 3, viewport: Size = Size(width: 390, height: 844)) -> CompositionalLayout {
        let list = Compositional.Section.list(using: configuration, layoutEnvironment: viewport)
        var layout = CompositionalLayout(sections: [list])
        layout.prepare(content: CollectionContent(itemCounts: [rows]), viewport: viewport)
        return layout
    }

    func ip(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }
    let separator = Compositional.ListConfiguration.separatorKind
    let top = Compositional.ListConfiguration.topSeparatorKind

    @Test func aPlainSidebarHasTheSidebarsMetricsOnWhite() {
        let configuration = Compositional.ListConfiguration(appearance: .sidebarPlain)
        #expect(configuration.appearance.isSidebar)
        #expect(!configuration.appearance.hasGroupedBackground)
        #expect(Compositional.ListConfiguration(appearance: .sidebar).appearance.hasGroupedBackground)
        #expect(!configuration.drawsSeparators)
        #expect(configuration.headerHeight == 28)
        let layout = prepared(configuration)
        // Inset 10 a side: x 10, 390 - 20 = 370 wide; rows 44 tall at 0, 44, 88.
        #expect(layout.layoutAttributesForItem(at: ip(0))?.frame == Rect(x: 10, y: 0, width: 370, height: 44))
        #expect(layout.layoutAttributesForItem(at: ip(2))?.frame == Rect(x: 10, y: 88, width: 370, height: 44))
        // No separators, no grouped background: only the three cells.
        let all = layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(all.count == 3)
        #expect(layout.layoutAttributesForDecorationView(ofKind: separator, at: ip(0)) == nil)
        #expect(layout.collectionViewContentSize == Size(width: 390, height: 132))
    }

    @Test func automaticSeparatorsAreTheListsOwn() {
        let layout = prepared(Compositional.ListConfiguration(appearance: .plain))
        // Row 0 (0 ... 44): bottom separator at 44 - 0.5 = 43.5, from the 16-pt margin, 390 - 16 = 374 wide.
        #expect(layout.layoutAttributesForDecorationView(ofKind: separator, at: ip(0))?.frame == Rect(x: 16, y: 43.5, width: 374, height: 0.5))
        // No top separators when automatic.
        #expect(layout.layoutAttributesForDecorationView(ofKind: top, at: ip(0)) == nil)
        // The plain list's last row has one too: 132 - 0.5 = 131.5.
        #expect(layout.layoutAttributesForDecorationView(ofKind: separator, at: ip(2))?.frame == Rect(x: 16, y: 131.5, width: 374, height: 0.5))
    }

    @Test func visibilityInsetsAndPerRowOverrides() {
        var configuration = Compositional.ListConfiguration(appearance: .insetGrouped)
        configuration.separatorConfiguration.topSeparatorVisibility = .visible
        configuration.separatorConfiguration.bottomSeparatorInsets.leading = 0
        configuration.separatorConfiguration.bottomSeparatorInsets.trailing = 30
        var hidden = configuration.separatorConfiguration
        hidden.bottomSeparatorVisibility = .hidden
        hidden.topSeparatorVisibility = .hidden
        configuration.itemSeparators[1] = hidden
        var last = configuration.separatorConfiguration
        last.bottomSeparatorVisibility = .visible
        configuration.itemSeparators[2] = last
        let layout = prepared(configuration)
        // Inset grouped at 390: section inset 16 a side, rows x 16, 358 wide, from y 35 (no header):
        // row 0 35 ... 79, row 1 79 ... 123, row 2 123 ... 167.
        #expect(layout.layoutAttributesForItem(at: ip(0))?.frame == Rect(x: 16, y: 35, width: 358, height: 44))
        // Row 0's top separator on its top edge, automatic insets: 16 + 16 = 32, 358 - 16 = 342 wide.
        #expect(layout.layoutAttributesForDecorationView(ofKind: top, at: ip(0))?.frame == Rect(x: 32, y: 35, width: 342, height: 0.5))
        // Row 0's bottom separator: leading 0, trailing 30: x 16, 358 - 30 = 328 wide, y 79 - 0.5 = 78.5.
        #expect(layout.layoutAttributesForDecorationView(ofKind: separator, at: ip(0))?.frame == Rect(x: 16, y: 78.5, width: 328, height: 0.5))
        // Row 1: both hidden by its override.
        #expect(layout.layoutAttributesForDecorationView(ofKind: top, at: ip(1)) == nil)
        #expect(layout.layoutAttributesForDecorationView(ofKind: separator, at: ip(1)) == nil)
        // Row 2: a grouped section's last row has none when automatic; visible gives it one, 167 - 0.5 = 166.5.
        #expect(layout.layoutAttributesForDecorationView(ofKind: separator, at: ip(2))?.frame == Rect(x: 16, y: 166.5, width: 328, height: 0.5))
        #expect(layout.layoutAttributesForDecorationView(ofKind: top, at: ip(2))?.frame == Rect(x: 32, y: 123, width: 342, height: 0.5))
        // The rect query finds the same: 3 cells, background, tops of rows 0 and 2, bottoms of rows 0 and 2.
        let all = layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(all.filter { $0.category.kind == top }.map(\.indexPath) == [ip(0), ip(2)])
        #expect(all.filter { $0.category.kind == separator }.map(\.indexPath) == [ip(0), ip(2)])
        // The streaming walk agrees.
        var streamed: [LayoutAttributes] = []
        layout.forEachElementInReportOrder(within: Rect(x: 0, y: 0, width: 390, height: 844)) { streamed.append($0) }
        #expect(streamed.filter { $0.category.kind == top }.count == 2)
        #expect(streamed.filter { $0.category.kind == separator }.count == 2)
    }

    @Test func showsSeparatorsFalseHidesEvenVisibleOnes() {
        var configuration = Compositional.ListConfiguration(appearance: .plain)
        configuration.showsSeparators = false
        configuration.separatorConfiguration.topSeparatorVisibility = .visible
        configuration.separatorConfiguration.bottomSeparatorVisibility = .visible
        let layout = prepared(configuration)
        #expect(layout.layoutAttributesForDecorationView(ofKind: top, at: ip(0)) == nil)
        #expect(layout.layoutAttributesForDecorationView(ofKind: separator, at: ip(0)) == nil)
    }
}
