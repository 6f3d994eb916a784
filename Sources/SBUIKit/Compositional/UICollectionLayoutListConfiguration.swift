import Foundation

/// The look of a list section (UIKit's `UICollectionLayoutListConfiguration`), laid out by
/// SBLayout's list metrics: 44 pt rows, 16 or 20 pt margins, 28 or 38 pt headers.
public struct UICollectionLayoutListConfiguration: Sendable {
    /// The list's look.
    public enum Appearance: Int, Sendable {
        /// Rows across the whole width.
        case plain = 0
        /// Sections of rows across the whole width on a grey background.
        case grouped = 1
        /// Sections of rounded rows inset from the sides.
        case insetGrouped = 2
        /// An iPad sidebar.
        case sidebar = 3
        /// A plain iPad sidebar.
        case sidebarPlain = 4
    }

    /// Whether a section has a header.
    public enum HeaderMode: Int, Sendable {
        /// No header.
        case none = 0
        /// A header supplementary view (kind ``UICollectionView/elementKindSectionHeader``).
        case supplementary = 1
        /// The first item is the header.
        case firstItemInSection = 2
    }

    /// Whether a section has a footer.
    public enum FooterMode: Int, Sendable {
        /// No footer.
        case none = 0
        /// A footer supplementary view (kind ``UICollectionView/elementKindSectionFooter``).
        case supplementary = 1
    }

    /// The look.
    public var appearance: Appearance
    /// The header mode. None by default.
    public var headerMode = HeaderMode.none
    /// The footer mode. None by default.
    public var footerMode = FooterMode.none
    /// Whether rows are separated by hairlines. True by default.
    public var showsSeparators = true
    /// Extra space above each supplementary section header, in points; nil (the default) for
    /// the system's spacing.
    public var headerTopPadding: CGFloat?
    /// The section's separators. Every value automatic by default; sidebars draw none.
    public var separatorConfiguration = UIListSeparatorConfiguration()
    /// Changes the separators of single rows: called with each row's index path and the
    /// section's ``separatorConfiguration`` when the layout is prepared, its answer used for that
    /// row. Nil by default.
    public var itemSeparatorHandler: ItemSeparatorHandler?

    /// A per-row separator handler.
    public typealias ItemSeparatorHandler = @Sendable (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

    /// The actions a row shows when swiped from its leading edge, asked per row (nil: none).
    /// Kept for the code that asks it: a headless list is never swiped, so nothing is drawn.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions a row shows when swiped from its trailing edge, asked per row (nil: none).
    /// Kept, as the leading provider.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// The list's background colour, drawn behind each of its sections; nil (the default) for the
    /// appearance's: `systemBackground` in plain lists, `systemGroupedBackground` in grouped and
    /// inset-grouped ones. A layout whose sections are all lists of one colour draws the
    /// collection view's background in it too, as UIKit's list layout does.
    public var backgroundColor: UIColor?

    /// The swipe actions of the row at an index path, or nil for none.
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?

    /// A list of this look.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }
}

/// A compositional layout's configuration (UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`).
@preconcurrency @MainActor open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The direction the sections follow one another. Vertical by default.
    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    /// The space between sections. 0 by default.
    open var interSectionSpacing: CGFloat = 0
    /// Headers, footers and other views on the edges of the whole content, before the first
    /// section and after the last (their kinds must differ from the first section's views').
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// What sections' content insets are measured from when they say `.automatic`. Automatic
    /// (the safe area) by default.
    open var contentInsetsReference = UIContentInsetsReference.automatic

    /// The default configuration.
    public override init() {
        super.init()
    }
}
