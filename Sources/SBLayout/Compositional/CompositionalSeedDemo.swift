extension SeedDemo {
    /// The compositional layout's demo, an App Store-like page: a carousel of large cards paging
    /// a group at a time, centred (5 items); a grid of square cards under a header, on
    /// a background (8 items, four to a row); an inset-grouped list under a header (4 items).
    /// - Parameter viewport: the collection view's size, for the list's layout margin.
    package static func compositional(viewport: Size) -> CompositionalSpec {
        func size(_ w: Compositional.Dimension, _ h: Compositional.Dimension) -> Compositional.LayoutSize {
            Compositional.LayoutSize(widthDimension: w, heightDimension: h)
        }
        let header = Compositional.BoundaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(44)), elementKind: ElementKind.sectionHeader, alignment: .top)

        let card = Compositional.Item(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        var carousel = Compositional.Section(group: .horizontal(layoutSize: size(.fractionalWidth(0.85), .absolute(220)), subitems: [card]))
        carousel.orthogonalScrollingBehavior = .groupPagingCentered
        carousel.interGroupSpacing = 12
        carousel.contentInsets = DirectionalEdgeInsets(top: 20, leading: 0, bottom: 20, trailing: 0)

        var tile = Compositional.Item(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
        tile.contentInsets = DirectionalEdgeInsets(all: 6)
        var grid = Compositional.Section(group: .horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.25)), subitems: [tile]))
        grid.contentInsets = DirectionalEdgeInsets(top: 0, leading: 14, bottom: 14, trailing: 14)
        grid.boundarySupplementaryItems = [header]
        grid.decorationItems = [.background(elementKind: Compositional.DecorationItem.sectionBackgroundKind)]

        var listConfiguration = Compositional.ListConfiguration(appearance: .insetGrouped)
        listConfiguration.headerMode = .supplementary
        let list = Compositional.Section.list(using: listConfiguration, layoutEnvironment: viewport)
        return CompositionalSpec(sections: [carousel, grid, list], itemCounts: [5, 8, 4])
    }
}
