extension Compositional {
    /// Settings of a compositional layout as a whole (UICollectionViewCompositionalLayoutConfiguration).
    package struct Configuration: Hashable, Sendable {
        /// The direction the layout scrolls in: sections follow each other down (vertical, the
        /// default) or to the right (horizontal).
        package var scrollDirection: ScrollDirection = .vertical
        /// The space between neighbouring sections, in points (0 by default).
        package var interSectionSpacing = 0.0
        /// Headers, footers and other views on the edges of the whole content
        /// (boundarySupplementaryItems): placed as a section's are, against the whole collection view,
        /// before the first section and after the last.
        package var boundarySupplementaryItems: [BoundaryItem] = []
        /// What sections' contentInsets are measured from when a section says `.automatic`
        /// (contentInsetsReference; `.automatic` here means the safe area, see ``Compositional/InsetsReference``).
        package var contentInsetsReference = InsetsReference.automatic
        /// The collection view's safe area, which UIKit takes from the view (safeAreaInsets); none
        /// by default (a headless collection view has none).
        package var safeAreaInsets = DirectionalEdgeInsets.zero
        /// The collection view's effectiveUserInterfaceLayoutDirection: in a right-to-left layout
        /// x positions are mirrored, orthogonal sections included (across the content width in a
        /// horizontal layout, which is first shown at its right end).
        package var layoutDirection = LayoutDirection.leftToRight

        /// UIKit's defaults: vertical, no spacing between sections.
        package init() {}

        /// `contentInsets` plus the insets of `reference` (`.automatic`: this configuration's
        /// ``contentInsetsReference``, whose `.automatic` is the safe area) across the scroll axis,
        /// for a collection view of `viewport`; see ``Compositional/InsetsReference``.
        package func effectiveInsets(_ contentInsets: DirectionalEdgeInsets, reference: InsetsReference, viewport: Size) -> DirectionalEdgeInsets {
            var resolved = reference == .automatic ? contentInsetsReference : reference
            if resolved == .automatic { resolved = .safeArea }
            let r = resolved.insets(viewport: viewport, safeArea: safeAreaInsets)
            var insets = contentInsets
            if scrollDirection == .vertical {
                insets.leading += r.leading
                insets.trailing += r.trailing
            } else {
                insets.top += r.top
                insets.bottom += r.bottom
            }
            return insets
        }
    }
}
