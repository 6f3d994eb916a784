extension Compositional {
    /// What a section's contentInsets are measured from (UIContentInsetsReference, iOS 14).
    ///
    /// Apple's documentation (developer.apple.com/documentation/uikit/uicontentinsetsreference):
    /// `.none` "content insets don't have a reference point"; `.safeArea`, `.layoutMargins` and
    /// `.readableContent` measure them from the safe area, the layout margins and the readable
    /// content guide; `.automatic` on a section follows the layout configuration's reference
    /// (NSCollectionLayoutSection.contentInsetsReference), and on the configuration is "the system
    /// default", taken here as `.safeArea` (*assumption*: iOS 13's layouts, before the property,
    /// kept sections in the safe area).
    ///
    /// The reference adds to the insets across the scroll axis only (leading and trailing when
    /// scrolling vertically): along it the collection view's adjustedContentInset already keeps
    /// the content clear of the safe area (*assumption*, as UIKit's scroll view does).
    package enum InsetsReference: String, Hashable, Sendable, CaseIterable {
        case automatic, none, safeArea, layoutMargins, readableContent

        /// The readable content guide's largest width at the default text size, in points: on a
        /// 1024 pt wide iPad the guide is 672 pt wide, inset 176 pt from each edge
        /// ((1024 - 672) / 2; useyourloaf.com/blog/readable-content-guides).
        package static let readableWidth = 672.0

        /// The reference's own insets for a collection view of `viewport` with `safeArea`:
        /// - `.safeArea`: the safe area's insets.
        /// - `.layoutMargins`: UIKit's system minimum margins, 16 pt (compact width) or 20 pt
        ///   (regular width) on the leading and trailing sides, inside the safe area
        ///   (insetsLayoutMarginsFromSafeArea is true by default, developer.apple.com/documentation/
        ///   uikit/uiview/insetslayoutmarginsfromsafearea); top and bottom keep the safe area.
        /// - `.readableContent`: the layout margins' area, narrowed to at most ``readableWidth``
        ///   and centred in it (the readable content guide lies inside the layout margins guide).
        /// - `.none` (and `.automatic`, which callers resolve first): none.
        package func insets(viewport: Size, safeArea: DirectionalEdgeInsets) -> DirectionalEdgeInsets {
            switch self {
            case .automatic, .none:
                return .zero
            case .safeArea:
                return safeArea
            case .layoutMargins:
                let m = ListConfiguration.layoutMargin(forWidth: viewport.width)
                return DirectionalEdgeInsets(top: safeArea.top, leading: safeArea.leading + m, bottom: safeArea.bottom, trailing: safeArea.trailing + m)
            case .readableContent:
                var r = InsetsReference.layoutMargins.insets(viewport: viewport, safeArea: safeArea)
                let available = max(0, viewport.width - r.leading - r.trailing)
                let extra = max(0, available - Self.readableWidth) / 2
                r.leading += extra
                r.trailing += extra
                return r
            }
        }
    }
}
