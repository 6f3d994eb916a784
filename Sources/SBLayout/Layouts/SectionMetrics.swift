/// The per-section values of UICollectionViewDelegateFlowLayout: the section's insets, its
/// spacings and its header and footer reference sizes.
public struct SectionMetrics: Hashable, Sendable {
    public var inset: EdgeInsets
    public var minimumLineSpacing: Double
    public var minimumInteritemSpacing: Double
    public var headerReferenceSize: Size
    public var footerReferenceSize: Size

    public init(inset: EdgeInsets = .zero, minimumLineSpacing: Double = 10, minimumInteritemSpacing: Double = 10,
                headerReferenceSize: Size = .zero, footerReferenceSize: Size = .zero) {
        self.inset = inset
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
    }
}
