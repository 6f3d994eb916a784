/// The per-section values of UICollectionViewDelegateFlowLayout: the section's insets, its
/// spacings and its header and footer reference sizes.
public struct SectionMetrics: Hashable, Sendable {
    /// The section's insets, in points (insetForSectionAtIndex:).
    public var inset: EdgeInsets
    /// The spacing between the section's lines, in points (minimumLineSpacingForSectionAtIndex:).
    public var minimumLineSpacing: Double
    /// The smallest spacing between items of a line, in points
    /// (minimumInteritemSpacingForSectionAtIndex:).
    public var minimumInteritemSpacing: Double
    /// The header size, in points (referenceSizeForHeaderInSection:); zero for none.
    public var headerReferenceSize: Size
    /// The footer size, in points (referenceSizeForFooterInSection:); zero for none.
    public var footerReferenceSize: Size

    /// Per-section values; the defaults are UICollectionViewFlowLayout's (spacings of 10, no
    /// insets, headers or footers).
    public init(inset: EdgeInsets = .zero, minimumLineSpacing: Double = 10, minimumInteritemSpacing: Double = 10,
                headerReferenceSize: Size = .zero, footerReferenceSize: Size = .zero) {
        self.inset = inset
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
    }
}
