extension Compositional {
    /// A section that looks like a table: one full-width row per item (UICollectionLayoutListConfiguration,
    /// used through ``Compositional/Section/list(using:layoutEnvironment:)``).
    ///
    /// The metrics, in points. UIKit's documented numbers: rows are estimated at 44 (the standard
    /// list cell height, the same as a table view row). Measured from iOS 14-17 screenshots and
    /// marked as assumptions: the layout margin (where separators and row text start, and the side
    /// inset of inset-grouped sections) is 16 when the collection view is narrower than 414 and 20
    /// otherwise; supplementary headers are 28 tall in plain and sidebar lists and 38 in grouped
    /// ones, footers 28 and 38 likewise; a grouped or inset-grouped section without a header begins
    /// with 35 of space; separators' frames are 0.5 thick (drawn one pixel thick); inset-grouped sections
    /// have corners of radius 10; sidebar rows (``Appearance/sidebar`` and ``Appearance/sidebarPlain``)
    /// are inset by 10 on each side with corners of 10.
    package struct ListConfiguration: Hashable, Sendable {
        /// The look of the list (UICollectionLayoutListConfiguration.Appearance).
        package enum Appearance: String, Hashable, Sendable, CaseIterable {
            /// Rows across the whole width on white, separators under every row.
            case plain
            /// Sections of white rows across the whole width on a grey background.
            case grouped
            /// Sections of white rows with rounded corners, inset from the sides, on a grey background.
            case insetGrouped
            /// An iPad sidebar: rows inset with rounded corners on a grey background, no separators.
            case sidebar
            /// A sidebar on a plain background (iOS 14's `.sidebarPlain`, the look of a sidebar in a
            /// split view's supplementary column): the sidebar's rows and metrics on white.
            case sidebarPlain

            /// Whether the appearance is one of the two sidebars (their rows, inset with rounded
            /// corners and no separators).
            package var isSidebar: Bool { self == .sidebar || self == .sidebarPlain }
            /// Whether the list sits on the grouped grey background (grouped, inset-grouped and
            /// sidebar lists) rather than white (plain and plain sidebar lists).
            package var hasGroupedBackground: Bool { self == .grouped || self == .insetGrouped || self == .sidebar }
        }

        /// Whether the section has a header (UICollectionLayoutListConfiguration.HeaderMode).
        package enum HeaderMode: String, Hashable, Sendable, CaseIterable {
            /// No header.
            case none
            /// A header supplementary view above the rows.
            case supplementary
            /// The section's first item is its header (drawn as one; laid out as a row).
            case firstItemInSection
        }

        /// Whether the section has a footer (UICollectionLayoutListConfiguration.FooterMode).
        package enum FooterMode: String, Hashable, Sendable, CaseIterable {
            /// No footer.
            case none
            /// A footer supplementary view below the rows.
            case supplementary
        }

        /// The look.
        package var appearance: Appearance
        /// The header mode: none by default.
        package var headerMode = HeaderMode.none
        /// The footer mode: none by default.
        package var footerMode = FooterMode.none
        /// Whether rows are separated by hairlines (showsSeparators): true by default, but sidebars
        /// draw none.
        package var showsSeparators = true
        /// Extra space above each section's supplementary header (headerTopPadding, iOS 15), in
        /// points: nil (the default) for the system's spacing, which the header heights above
        /// already hold; a value puts the header that much lower, and the rows with it. It applies
        /// only with ``HeaderMode/supplementary`` headers, as UIKit's does.
        package var headerTopPadding: Double?
        /// The section's separators (separatorConfiguration, iOS 14.5): every value automatic by
        /// default. Sidebars draw none, whatever it says.
        package var separatorConfiguration = SeparatorConfiguration()
        /// Per-row overrides of ``separatorConfiguration``, by item index in the section: what UIKit's
        /// `itemSeparatorHandler` returns for those rows. Rows not listed use the section's.
        package var itemSeparators: [Int: SeparatorConfiguration] = [:]
        /// The section's background colour (backgroundColor): nil (the default) for the
        /// appearance's, systemBackground (white) in plain lists and systemGroupedBackground in
        /// grouped and inset-grouped ones, which the collection view's background already shows,
        /// so that the layout adds nothing. A colour adds a decoration of
        /// ``sectionBackgroundKind`` behind the whole section (its header, footer, insets and
        /// rows, across the collection view), below the grouped rows' panel.
        package var backgroundColor: Color?

        /// A list of an appearance (initWithAppearance:).
        package init(appearance: Appearance) {
            self.appearance = appearance
        }

        /// The row height, 44 points: UIKit's estimate for list rows.
        package static let rowHeight = 44.0
        /// The thickness of a separator's frame, 0.5 points: a hairline at scale 2. UIKit draws
        /// separators one device pixel thick (1 / displayScale points); the layout does not know
        /// the scale, so a look draws that pixel at the bottom of this frame (the row's bottom edge).
        package static let separatorThickness = 0.5
        /// The corner radius of inset-grouped sections and sidebar rows, 10 points (assumption).
        package static let cornerRadius = 10.0
        /// The decoration kind of the rows' background in grouped and inset-grouped sections.
        package static let backgroundKind = "list-background"
        /// The decoration kind of a section's own background colour (``backgroundColor`` given).
        package static let sectionBackgroundKind = "list-section-background"
        /// The decoration kind of a separator (one under each row that has one).
        package static let separatorKind = "separator"

        /// The layout margin for a collection view of this width: 16 points below 414, else 20
        /// (assumption, from iPhone and iPad screenshots).
        package static func layoutMargin(forWidth width: Double) -> Double { width < 414 ? 16 : 20 }

        /// The header height: 28 points in plain and sidebar lists, 38 in grouped ones (assumption).
        package var headerHeight: Double { appearance == .grouped || appearance == .insetGrouped ? 38 : 28 }
        /// The footer height, as ``headerHeight``.
        package var footerHeight: Double { headerHeight }
        /// The space the layout leaves above the header: ``headerTopPadding`` with a supplementary
        /// header, else 0.
        package var resolvedHeaderTopPadding: Double { headerMode == .supplementary ? max(0, headerTopPadding ?? 0) : 0 }
        /// Whether separators are drawn: ``showsSeparators``, except in sidebars.
        package var drawsSeparators: Bool { showsSeparators && !appearance.isSidebar }
        /// The decoration kind of a separator on a row's top edge (a top separator made visible).
        package static let topSeparatorKind = "top-separator"

        /// The separator configuration of the row at `item`: its override, else the section's.
        package func separatorConfiguration(forItem item: Int) -> SeparatorConfiguration {
            itemSeparators[item] ?? separatorConfiguration
        }
    }
}

extension Compositional.Section {
    /// A list section (sectionWithListConfiguration:layoutEnvironment:): one row per item,
    /// 44 points tall and as wide as the section's content area, with the configuration's header,
    /// footer and insets.
    /// - Parameters:
    ///   - configuration: the list's look and header and footer modes.
    ///   - layoutEnvironment: the collection view's size, in points (for the layout margin).
    package static func list(using configuration: Compositional.ListConfiguration, layoutEnvironment: Size) -> Compositional.Section {
        let row = Compositional.LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(Compositional.ListConfiguration.rowHeight))
        let group = Compositional.Group.horizontal(layoutSize: row, subitems: [Compositional.Item(layoutSize: row)])
        var section = Compositional.Section(group: group)
        let margin = Compositional.ListConfiguration.layoutMargin(forWidth: layoutEnvironment.width)
        let grouped = configuration.appearance == .grouped || configuration.appearance == .insetGrouped
        var insets = DirectionalEdgeInsets.zero
        if grouped && configuration.headerMode != .supplementary { insets.top = 35 }
        switch configuration.appearance {
        case .insetGrouped:
            insets.leading = margin
            insets.trailing = margin
        case .sidebar, .sidebarPlain:
            insets.leading = 10
            insets.trailing = 10
        case .plain, .grouped:
            break
        }
        section.contentInsets = insets
        if configuration.headerMode == .supplementary {
            section.boundarySupplementaryItems.append(Compositional.BoundaryItem(
                layoutSize: Compositional.LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(configuration.headerHeight)),
                elementKind: ElementKind.sectionHeader, alignment: .top))
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(Compositional.BoundaryItem(
                layoutSize: Compositional.LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(configuration.footerHeight)),
                elementKind: ElementKind.sectionFooter, alignment: .bottom))
        }
        section.listConfiguration = configuration
        return section
    }
}
