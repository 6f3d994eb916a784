internal import Foundation

/// A cell of a list (UIKit's `UICollectionViewListCell`): a content configuration and accessories.
@preconcurrency @MainActor open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories on the trailing side, first to last.
    open var accessories: [UICellAccessory] = []

    /// A configuration of the list's default cell style, to fill and set as
    /// ``UICollectionViewCell/contentConfiguration``.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}
