extension Compositional {
    /// A header, footer or other view attached to an edge of a section
    /// (NSCollectionLayoutBoundarySupplementaryItem).
    ///
    /// Its fractional width resolves against the section's width minus its leading and trailing
    /// contentInsets (UIKit's supplementariesFollowContentInsets, true by default); it sits inside
    /// those insets. An item on an edge across the scroll direction (top or bottom when scrolling
    /// vertically) that ``extendsBoundary`` adds its length to the section, outside the section's
    /// contentInsets (a header comes before the top inset); one that does not extend the boundary
    /// overlaps the section's content at that edge. ``offset`` moves it after it is placed.
    ///
    /// With ``pinToVisibleBounds`` a top (leading) item stays at the top of the visible rectangle
    /// while any of its section is visible, pushed out by the section's end; a bottom item stays at
    /// the bottom edge likewise.
    ///
    /// Several items on one section are each placed by these rules on their own: items that do not
    /// extend the boundary may overlap one another and the content. UIKit requires a unique
    /// ``elementKind`` for each. How UIKit places two items that both extend the section on the same
    /// edge (two top headers, or a header and a pinned header) is not established by any public
    /// source (the open reimplementation IBPCollectionViewCompositionalLayout puts both at the
    /// section's edge and extends the section by the longer one), so ``CompositionalSpec/validate(viewport:)``
    /// and the scene decoder refuse it rather than guess: at most one extending item per edge.
    package struct BoundaryItem: Hashable, Sendable {
        /// The item's size.
        package var layoutSize: LayoutSize
        /// The supplementary view's kind (elementKind), e.g. ``ElementKind/sectionHeader``.
        package var elementKind: String
        /// The edge or corner of the section it sits on (alignment).
        package var alignment: Alignment
        /// Moves the item after it is placed, in points (absoluteOffset).
        package var offset: Point
        /// Whether the item adds its length to the section (extendsBoundary, true by default).
        package var extendsBoundary = true
        /// Whether the item stays within the visible rectangle while its section is visible
        /// (pinToVisibleBounds, false by default).
        package var pinToVisibleBounds = false
        /// The stacking order (zIndex). UIKit draws supplementary items above cells; 1 by default here
        /// (an assumption: cells are at 0).
        package var zIndex = 1

        /// A boundary item of a kind, on an edge (boundarySupplementaryItemWithLayoutSize:elementKind:alignment:absoluteOffset:).
        package init(layoutSize: LayoutSize, elementKind: String, alignment: Alignment, absoluteOffset: Point = .zero) {
            self.layoutSize = layoutSize
            self.elementKind = elementKind
            self.alignment = alignment
            self.offset = absoluteOffset
        }
    }
}
