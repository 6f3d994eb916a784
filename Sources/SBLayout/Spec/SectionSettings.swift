/// One section's own insets, spacing and header and footer sizes (the flow delegate's
/// insetForSectionAtIndex:, minimumLineSpacingForSectionAtIndex:,
/// minimumInteritemSpacingForSectionAtIndex:, referenceSizeForHeaderInSection: and
/// referenceSizeForFooterInSection:), each optional: a setting not given is the layout's.
package struct SectionSettings: Hashable, Sendable {
    /// The section's insets, in points.
    package var inset: EdgeInsets?
    /// The section's minimum line spacing, in points.
    package var lineSpacing: Double?
    /// The section's minimum interitem spacing, in points.
    package var interitemSpacing: Double?
    /// The section's header reference size, in points (flow and punched layouts; recipe 10-8's
    /// grid uses the layout's for every section).
    package var headerSize: Size?
    /// The section's footer reference size, in points (flow and punched layouts).
    package var footerSize: Size?

    /// Settings for one section; nil leaves a setting to the layout.
    package init(inset: EdgeInsets? = nil, lineSpacing: Double? = nil, interitemSpacing: Double? = nil,
                headerSize: Size? = nil, footerSize: Size? = nil) {
        self.inset = inset
        self.lineSpacing = lineSpacing
        self.interitemSpacing = interitemSpacing
        self.headerSize = headerSize
        self.footerSize = footerSize
    }

    /// True when no setting is given.
    package var isEmpty: Bool { inset == nil && lineSpacing == nil && interitemSpacing == nil && headerSize == nil && footerSize == nil }

    /// The section's metrics: these settings over the layout's own.
    func metrics(inset i: EdgeInsets, lineSpacing l: Double, interitemSpacing s: Double, header: Size, footer: Size) -> SectionMetrics {
        SectionMetrics(inset: inset ?? i, minimumLineSpacing: lineSpacing ?? l, minimumInteritemSpacing: interitemSpacing ?? s,
                       headerReferenceSize: headerSize ?? header, footerReferenceSize: footerSize ?? footer)
    }
}
