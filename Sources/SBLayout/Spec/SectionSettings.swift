/// One section's own insets and spacing (the flow delegate's insetForSectionAtIndex:,
/// minimumLineSpacingForSectionAtIndex: and minimumInteritemSpacingForSectionAtIndex:), each
/// optional: a setting not given is the layout's.
public struct SectionSettings: Hashable, Sendable {
    /// The section's insets, in points.
    public var inset: EdgeInsets?
    /// The section's minimum line spacing, in points.
    public var lineSpacing: Double?
    /// The section's minimum interitem spacing, in points.
    public var interitemSpacing: Double?

    /// Settings for one section; nil leaves a setting to the layout.
    public init(inset: EdgeInsets? = nil, lineSpacing: Double? = nil, interitemSpacing: Double? = nil) {
        self.inset = inset
        self.lineSpacing = lineSpacing
        self.interitemSpacing = interitemSpacing
    }

    /// True when no setting is given.
    public var isEmpty: Bool { inset == nil && lineSpacing == nil && interitemSpacing == nil }

    /// The section's metrics: these settings over the layout's own.
    func metrics(inset i: EdgeInsets, lineSpacing l: Double, interitemSpacing s: Double, header: Size, footer: Size) -> SectionMetrics {
        SectionMetrics(inset: inset ?? i, minimumLineSpacing: lineSpacing ?? l, minimumInteritemSpacing: interitemSpacing ?? s,
                       headerReferenceSize: header, footerReferenceSize: footer)
    }
}
