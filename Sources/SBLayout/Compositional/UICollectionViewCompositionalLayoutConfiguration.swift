/// Settings of a compositional layout as a whole (UICollectionViewCompositionalLayoutConfiguration).
public struct UICollectionViewCompositionalLayoutConfiguration: Hashable, Sendable {
    /// The direction the layout scrolls in: sections follow each other down (vertical, the
    /// default) or to the right (horizontal).
    public var scrollDirection: ScrollDirection = .vertical
    /// The space between neighbouring sections, in points (0 by default).
    public var interSectionSpacing = 0.0
    /// Headers, footers and other views on the edges of the whole content
    /// (boundarySupplementaryItems): placed as a section's are, against the whole collection view,
    /// before the first section and after the last.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// UIKit's defaults: vertical, no spacing between sections.
    public init() {}
}
