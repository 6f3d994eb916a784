import SBLayout
import Testing

/// `layout --all` of a compositional layout streams its elements (issue 24, item 4): the stream
/// must give exactly what the rectangle query gives, sorted in report order.
@Suite struct CompositionalStreamingTests {
    private func size(_ w: Compositional.Dimension, _ h: Compositional.Dimension) -> Compositional.LayoutSize {
        Compositional.LayoutSize(widthDimension: w, heightDimension: h)
    }

    /// Every kind of element: cells, badges on items and groups, a pinned header, a footer, an
    /// overlay, a background, list rows with separators, list headers, an orthogonal section.
    private func richLayout() -> CompositionalLayout {
        var item = Compositional.Item(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), supplementaryItems: [
            Compositional.SupplementaryItem(layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
                                            containerAnchor: Compositional.Anchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.5, y: -0.5))),
        ])
        item.contentInsets = DirectionalEdgeInsets(all: 4)
        var group = Compositional.Group.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        group.supplementaryItems = [Compositional.SupplementaryItem(layoutSize: size(.absolute(30), .absolute(10)), elementKind: "tag",
                                                                    containerAnchor: Compositional.Anchor(edges: [.bottom]))]
        var grid = Compositional.Section(group: group)
        grid.contentInsets = DirectionalEdgeInsets(all: 10)
        var header = Compositional.BoundaryItem(layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: ElementKind.sectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        var overlay = Compositional.BoundaryItem(layoutSize: size(.absolute(40), .absolute(20)), elementKind: "new", alignment: .topTrailing)
        overlay.extendsBoundary = false
        grid.boundarySupplementaryItems = [header, overlay,
            Compositional.BoundaryItem(layoutSize: size(.fractionalWidth(1), .absolute(20)), elementKind: ElementKind.sectionFooter, alignment: .bottom)]
        grid.decorationItems = [.background(elementKind: "background")]
        var list = Compositional.ListConfiguration(appearance: .insetGrouped)
        list.headerMode = .supplementary
        let rows = Compositional.Section.list(using: list, layoutEnvironment: Size(width: 400, height: 600))
        var carousel = Compositional.Section(group: .horizontal(layoutSize: size(.absolute(150), .absolute(80)), subitems: [
            Compositional.Item(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))]))
        carousel.orthogonalScrollingBehavior = .continuous
        var layout = CompositionalLayout(sections: [grid, rows, carousel])
        layout.orthogonalOffsets[2] = 35
        layout.contentOffset = Point(x: 0, y: 120)
        layout.prepare(content: CollectionContent(itemCounts: [7, 5, 6, 3]), viewport: Size(width: 400, height: 600))
        return layout
    }

    @Test func theStreamIsTheSortedRectangleQuery() {
        let layout = richLayout()
        var streamed: [LayoutAttributes] = []
        LayoutJSON.forEachElement(of: layout) { streamed.append($0) }
        let queried = layout.layoutAttributesForAllElements().sorted(by: LayoutAttributes.reportOrder)
        #expect(streamed == queried)
        // 7 + 5 + 6 + 3 cells (section 3 uses the grid again).
        #expect(streamed.filter { $0.category == .cell }.count == 21)
        // Badges: 7 items and 4 groups of two (items 0, 2, 4, 6) in section 0; 3 items and 2 groups in section 3.
        #expect(streamed.filter(\.isAnchoredToItem).count == 7 + 4 + 3 + 2)
        #expect(streamed.contains { $0.category == .decorationView(kind: Compositional.ListConfiguration.separatorKind) })
    }
}
