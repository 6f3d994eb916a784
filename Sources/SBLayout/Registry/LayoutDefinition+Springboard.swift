extension LayoutDefinition {
    /// `SpringboardLayout`: the iPad Springboard tutorial's home screen, or SwiftSpringBoard's
    /// pages (home-screen mode, with `rows` and `columns`).
    public static let springboard = LayoutDefinition(
        name: .springboard,
        source: "the iPad Springboard tutorial (SpringboardLayout) and SwiftSpringBoard (home-screen mode)",
        settings: [.itemSize, .inset, .lineSpacing, .interitemSpacing, .rows, .columns],
        parts: [.page],
        // SwiftSpringBoard's example data: pages of 5, 4 and 6 items; the tutorial's 32 fonts.
        seedItemCounts: { spec in spec.isHomeScreen ? [5, 4, 6] : [SeedDemo.tutorialItemCount] },
        make: { spec in
            var s = SpringboardLayout()
            if let itemSize = spec.itemSize { s.itemSize = itemSize }
            if let inset = spec.inset { s.sectionInset = inset }
            if let lineSpacing = spec.lineSpacing { s.minimumLineSpacing = lineSpacing }
            if let interitemSpacing = spec.interitemSpacing { s.minimumInteritemSpacing = interitemSpacing }
            if let rows = spec.rows, let columns = spec.columns {
                s.grid = (rows, columns)
                s.fixedItemSize = spec.itemSize
            }
            return s
        },
        validate: checkHomeScreen)

    /// Home-screen mode: rows and columns both given, and pages whose columns fit.
    private static func checkHomeScreen(_ spec: LayoutSpec) throws(LayoutSpecError) {
        guard spec.rows != nil || spec.columns != nil else { return }
        guard let rows = spec.rows, let columns = spec.columns else {
            throw LayoutSpecError(.setting(spec.rows == nil ? .rows : .columns), "must be given too: home-screen mode needs both rows and columns")
        }
        // Each page is one viewport wide: the columns must fit across it, or items would run
        // into the next page. (Rows may run below the page: the content grows downwards.)
        let defaults = SpringboardLayout()
        let viewport = spec.viewport
        let insets = spec.inset ?? defaults.sectionInset
        let innerWidth = viewport.width - insets.left - insets.right
        let innerHeight = viewport.height - insets.top - insets.bottom
        if let itemSize = spec.itemSize {
            guard Double(columns) * itemSize.width <= innerWidth + 1e-9 else {
                throw LayoutSpecError(.setting(.itemSize), "is too wide: \(columns) columns of \(itemSize.width) pt do not fit the \(innerWidth) pt between the insets of a \(viewport.width) pt page")
            }
        } else {
            let spacing = spec.interitemSpacing ?? defaults.minimumInteritemSpacing
            guard innerWidth - Double(columns - 1) * spacing > 0 else {
                throw LayoutSpecError(.setting(.columns), "leave no room for items: \(columns) columns with \(spacing) pt spacing need more than the \(innerWidth) pt between the insets")
            }
            let line = spec.lineSpacing ?? defaults.minimumLineSpacing
            guard innerHeight - Double(rows - 1) * line > 0 else {
                throw LayoutSpecError(.setting(.rows), "leave no room for items: \(rows) rows with \(line) pt spacing need more than the \(innerHeight) pt between the insets")
            }
        }
    }
}
