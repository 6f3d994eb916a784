internal import Foundation

/// A cell of a list (UIKit's `UICollectionViewListCell`): a content configuration and accessories.
@preconcurrency @MainActor open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories on the trailing side, first to last.
    open var accessories: [UICellAccessory] = []

    /// How many indentation steps the content view is moved to the trailing side. A diffable data
    /// source sets it to the item's level in the section snapshot it applied to the section.
    open var indentationLevel: Int = 0

    /// The width of one indentation step: 10 pt (*assumption*: UIKit documents no default for list
    /// cells; UITableViewCell's documented default is 10 pt).
    open var indentationWidth: CGFloat = 10

    /// Whether the leading accessories move with the indented content (true), or only the
    /// content view does.
    open var indentsAccessories: Bool = true

    /// Whether the cell's item is expanded in its section snapshot (set by the diffable data
    /// source; an outline disclosure points down then).
    var isOutlineExpanded = false

    /// The indentation in points: level x width, never negative.
    var indentation: CGFloat {
        let value = CGFloat(max(0, indentationLevel)) * indentationWidth
        return value.isFinite ? max(0, value) : 0
    }

    /// A configuration of the list's default cell style, to fill and set as
    /// ``UICollectionViewCell/contentConfiguration``.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}
