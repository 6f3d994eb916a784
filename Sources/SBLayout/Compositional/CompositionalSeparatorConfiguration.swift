extension Compositional {
    /// How a list row's separators look (UIListSeparatorConfiguration, iOS 14.5): whether the row
    /// shows a separator on its top and bottom edges, where each one starts and ends, and its colour.
    /// A list section has one (``Compositional/ListConfiguration/separatorConfiguration``) and
    /// may override it for single rows (``Compositional/ListConfiguration/itemSeparators``, what
    /// UIKit's `itemSeparatorHandler` answers).
    ///
    /// UIKit's rules, as its documentation gives them: every value starts as `.automatic` (the list
    /// decides) and insets start as ``automaticInsets`` (each edge holding that placeholder is
    /// replaced by the list's own value). What `.automatic` resolves to is not documented; sbrender
    /// resolves it as UIKit's lists look (iOS 14-17 screenshots, an assumption): no top separators;
    /// a bottom separator under every row but a grouped section's last (a plain list's last row has
    /// one), none in sidebars; a separator starts at the layout margin (or at the text of a row with
    /// an image) and runs to the row's trailing edge.
    package struct SeparatorConfiguration: Hashable, Sendable {
        /// Whether a separator shows (UIListSeparatorConfiguration.Visibility).
        package enum Visibility: String, Hashable, Sendable, CaseIterable {
            /// The list decides (UIListSeparatorVisibilityAutomatic).
            case automatic
            /// Shown (UIListSeparatorVisibilityVisible).
            case visible
            /// Not shown (UIListSeparatorVisibilityHidden).
            case hidden
        }

        /// The placeholder for "the list's own inset" on an edge (UIListSeparatorConfiguration.automaticInsets).
        /// sbrender marks such an edge with infinity; an edge with any finite value is used as given.
        package static let automaticInsets = DirectionalEdgeInsets(all: .infinity)

        /// The top separator's visibility: `.automatic` by default (no top separator).
        package var topSeparatorVisibility = Visibility.automatic
        /// The bottom separator's visibility: `.automatic` by default.
        package var bottomSeparatorVisibility = Visibility.automatic
        /// The top separator's insets (only `leading` and `trailing` are used): automatic by default.
        package var topSeparatorInsets = automaticInsets
        /// The bottom separator's insets (only `leading` and `trailing` are used): automatic by default.
        package var bottomSeparatorInsets = automaticInsets
        /// The separators' colour: UIKit's `separator` grey by default.
        package var color = Color.separator

        /// Every value automatic, the separator grey: what UIKit's init(listAppearance:) gives for
        /// each appearance (`.automatic` is resolved by the list at layout time, so the appearance
        /// is not needed here).
        package init() {}

        /// Whether an inset edge holds the automatic placeholder.
        package static func isAutomatic(_ edge: Double) -> Bool { edge == .infinity }

        /// The horizontal extent of a separator across a row from `rowMinX`, `rowWidth` wide, with
        /// `insets`: the leading edge at `automaticLeading` when automatic, the trailing at 0 when
        /// automatic; never narrower than 0.
        static func span(insets: DirectionalEdgeInsets, rowMinX: Double, rowWidth: Double, automaticLeading: Double) -> (x: Double, width: Double) {
            let leading = isAutomatic(insets.leading) ? automaticLeading : insets.leading
            let trailing = isAutomatic(insets.trailing) ? 0 : insets.trailing
            return (rowMinX + leading, max(0, rowWidth - leading - trailing))
        }
    }
}
