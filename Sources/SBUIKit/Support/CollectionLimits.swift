internal import SBLayout

/// The most sections and items a collection view lays out: SBLayout's limits for a layout
/// (10^6 sections, 10^7 items in all). A data source that gives more is reported, as a count
/// UIKit could not lay out in memory either, instead of looping for ever.
enum CollectionLimits {
    /// The most sections.
    static let sections = Limits.layoutSections
    /// The most items, all sections together.
    static let items = Limits.layoutItems
}
