extension Compositional {
    /// A section of a compositional layout: its group, repeated until all the section's items are
    /// placed, with spacing, insets, headers, backgrounds and its own scrolling (NSCollectionLayoutSection).
    package struct Section: Hashable, Sendable {
        /// The group the section repeats. Its fractional dimensions resolve against the section's
        /// content area: the collection view's size minus ``contentInsets``.
        package var group: Group
        /// The space between consecutive groups, in points; none after the last (interGroupSpacing).
        package var interGroupSpacing = 0.0
        /// Space around the section's groups (contentInsets).
        package var contentInsets = DirectionalEdgeInsets.zero
        /// What ``contentInsets`` are measured from (contentInsetsReference); `.automatic` follows
        /// the configuration's.
        package var contentInsetsReference = InsetsReference.automatic
        /// What boundary items' insets are measured from (supplementaryContentInsetsReference, iOS
        /// 16); `.automatic` follows the configuration's contentInsetsReference (Apple's documentation).
        package var supplementaryContentInsetsReference = InsetsReference.automatic
        /// Whether boundary items (headers, footers) are inset as the groups are, by ``contentInsets``
        /// across the scroll axis (supplementariesFollowContentInsets; true by default). When false
        /// they span the section's reference area only.
        package var supplementariesFollowContentInsets = true
        /// How the section scrolls across the layout's direction (orthogonalScrollingBehavior).
        package var orthogonalScrollingBehavior = OrthogonalScrolling.none
        /// Headers, footers and other views on the section's edges (boundarySupplementaryItems).
        package var boundarySupplementaryItems: [BoundaryItem] = []
        /// Backgrounds behind the section (decorationItems).
        package var decorationItems: [DecorationItem] = []
        /// The list configuration when the section was made by ``list(using:layoutEnvironment:)``:
        /// the layout then adds the rows' background and separators as decoration views.
        package var listConfiguration: ListConfiguration?

        /// A section repeating `group` (sectionWithGroup:).
        package init(group: Group) {
            self.group = group
        }
    }
}
