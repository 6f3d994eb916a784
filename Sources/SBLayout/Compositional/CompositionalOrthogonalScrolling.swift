extension Compositional {
    /// How a section scrolls across the layout's scroll direction
    /// (UICollectionLayoutSectionOrthogonalScrollingBehavior).
    ///
    /// Any value but ``none`` lays the section's groups out side by side across the scroll direction
    /// (left to right in a vertical layout), one group deep; the section then scrolls on its own, by
    /// its own offset (``CompositionalLayout/orthogonalOffsets``).
    package enum OrthogonalScrolling: String, Hashable, Sendable, CaseIterable {
        /// The section does not scroll on its own: groups follow each other along the layout's
        /// scroll direction.
        case none
        /// Scrolls freely and stops wherever deceleration stops.
        case continuous
        /// Scrolls freely and comes to rest with a group's leading edge at the section's leading edge.
        case continuousGroupLeadingBoundary
        /// Pages by the collection view's width (UIScrollView paging).
        case paging
        /// Pages one group (its length plus the interGroupSpacing) at a time.
        case groupPaging
        /// Pages one group at a time with the group centred in the collection view: the first and
        /// last groups are padded so that they can be centred too.
        case groupPagingCentered
    }
}
