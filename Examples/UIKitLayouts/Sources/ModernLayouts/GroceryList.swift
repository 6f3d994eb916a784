#if canImport(UIKit)
import UIKit
#else
import SBUIKit
#endif

// iOS 14's way, in the Swift 5 language mode: an inset-grouped list fed by a diffable data
// source, its cells made by a cell registration and filled with a list content configuration.

/// A grocery list: sections of items, each row its name and how much, with a checkmark on
/// what is already in the basket.
public final class GroceryList {
    public enum Section: String, CaseIterable, Sendable {
        case fruit, vegetables
    }

    public struct Item: Hashable, Sendable {
        public let name: String
        public let amount: String
        public let inBasket: Bool

        public init(name: String, amount: String, inBasket: Bool = false) {
            self.name = name
            self.amount = amount
            self.inBasket = inBasket
        }
    }

    public let collectionView: UICollectionView
    public private(set) var dataSource: UICollectionViewDiffableDataSource<Section, Item>!

    public init(width: CGFloat, height: CGFloat) {
        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, _, item in
            var content = UIListContentConfiguration.valueCell()
            content.text = item.name
            content.secondaryText = item.amount
            cell.contentConfiguration = content
            cell.accessories = item.inBasket ? [.checkmark()] : [.disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: item)
        }
    }

    /// Shows `items` by section, animating the change from what was shown.
    public func show(_ items: [Section: [Item]], animated: Bool = true) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        let sections = Section.allCases.filter { items[$0]?.isEmpty == false }
        snapshot.appendSections(sections)
        for section in sections {
            snapshot.appendItems(items[section] ?? [], toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: animated)
    }
}
