/// The per-section values of UICollectionViewDelegateFlowLayout: the section's insets, its
/// spacings and its header and footer reference sizes.
package struct SectionMetrics: Hashable, Sendable {
    /// The section's insets, in points (insetForSectionAtIndex:).
    package var inset: EdgeInsets
    /// The spacing between the section's lines, in points (minimumLineSpacingForSectionAtIndex:).
    package var minimumLineSpacing: Double
    /// The smallest spacing between items of a line, in points
    /// (minimumInteritemSpacingForSectionAtIndex:).
    package var minimumInteritemSpacing: Double
    /// The header size, in points (referenceSizeForHeaderInSection:); zero for none.
    package var headerReferenceSize: Size
    /// The footer size, in points (referenceSizeForFooterInSection:); zero for none.
    package var footerReferenceSize: Size

    /// Per-section values; the defaults are UICollectionViewFlowLayout's (spacings of 10, no
    /// insets, headers or footers).
    package init(inset: EdgeInsets = .zero, minimumLineSpacing: Double = 10, minimumInteritemSpacing: Double = 10,
                headerReferenceSize: Size = .zero, footerReferenceSize: Size = .zero) {
        self.inset = inset
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
    }
}
