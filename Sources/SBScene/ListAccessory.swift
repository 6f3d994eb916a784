/// An accessory on the trailing side of a list row, as UICellAccessory names them.
public enum ListAccessory: String, Hashable, Sendable, CaseIterable {
    /// A grey chevron (UICellAccessory.disclosureIndicator): the row leads somewhere.
    case disclosureIndicator
    /// A tinted checkmark (UICellAccessory.checkmark): the row is chosen.
    case checkmark
    /// A tinted info button (UICellAccessory.detail): the row has details.
    case detail

    /// The most accessories a row may list (each case at most once).
    package static let maximumCount = allCases.count
}
