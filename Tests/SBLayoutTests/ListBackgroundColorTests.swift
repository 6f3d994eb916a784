import SBLayout
import Testing

/// A list's own background colour (UICollectionLayoutListConfiguration.backgroundColor): a
/// decoration behind the whole section, across the collection view, below the rows' panel; none
/// for the default (nil), whose colour the collection view's background already shows.
@Suite struct ListBackgroundColorTests {
    private func prepared(_ configuration: Compositional.ListConfiguration) -> CompositionalLayout {
        let viewport = Size(width: 390, height: 844)
        var layout = CompositionalLayout(sections: [Compositional.Section.list(using: configuration, layoutEnvironment: viewport)])
        layout.prepare(content: CollectionContent(itemCounts: [3]), viewport: viewport)
        return layout
    }

    private let kind = Compositional.ListConfiguration.sectionBackgroundKind
    private let everything = Rect(x: -1000, y: -1000, width: 3000, height: 3000)

    @Test func aColourIsADecorationBehindTheWholeSection() {
        var configuration = Compositional.ListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.backgroundColor = Color(red: 1, green: 0.8, blue: 0)
        let layout = prepared(configuration)
        // An inset-grouped section with a 38 pt header and three 44 pt rows: 38 + 3 x 44 = 170
        // tall, across the whole 390 pt width (the 16 pt side insets included), from y = 0.
        let background = layout.layoutAttributesForDecorationView(ofKind: kind, at: IndexPath(item: 0, section: 0))
        #expect(background?.frame == Rect(x: 0, y: 0, width: 390, height: 170))
        #expect(background?.zIndex == -2)
        // The rows' white panel stays inside the insets, above it: (16, 38, 390 - 32, 132), zIndex -1.
        let panel = layout.layoutAttributesForDecorationView(ofKind: Compositional.ListConfiguration.backgroundKind, at: IndexPath(item: 0, section: 0))
        #expect(panel?.frame == Rect(x: 16, y: 38, width: 358, height: 132))
        #expect(panel?.zIndex == -1)
        #expect(layout.layoutAttributesForElements(in: everything).filter { $0.category == .decorationView(kind: kind) }.count == 1)
    }

    @Test func theDefaultAddsNothing() {
        var configuration = Compositional.ListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let layout = prepared(configuration)
        #expect(layout.layoutAttributesForDecorationView(ofKind: kind, at: IndexPath(item: 0, section: 0)) == nil)
        #expect(!layout.layoutAttributesForElements(in: everything).contains { $0.category == .decorationView(kind: kind) })
    }
}
