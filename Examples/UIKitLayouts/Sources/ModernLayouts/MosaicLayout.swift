#if canImport(UIKit)
import UIKit
#else
import SBUIKit
#endif

// Written as many apps still are: the Swift 5 language mode, layouts built in plain functions
// that are not isolated to the main actor, and a data source that colours its cells. It compiles
// against UIKit and against SBUIKit unchanged.

/// The kind of the section background this file registers.
public let mosaicBackgroundKind = "mosaic-background"

/// A section background: a rounded panel in the secondary grouped background colour.
public final class MosaicBackgroundView: UICollectionReusableView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemGroupedBackground
        layer.cornerRadius = 16
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A mosaic: a large square and two small ones stacked beside it, then a row of three small
/// ones, repeated; each item inset by 4 points, the section by 12, on a rounded background.
public func makeMosaicLayout() -> UICollectionViewCompositionalLayout {
    let large = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(2.0 / 3.0),
                                                                          heightDimension: .fractionalHeight(1.0)))
    large.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
    let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                          heightDimension: .fractionalHeight(0.5)))
    small.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
    let pair = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3.0),
                                                                                   heightDimension: .fractionalHeight(1.0)),
                                                subitem: small, count: 2)
    let top = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                    heightDimension: .fractionalWidth(2.0 / 3.0)),
                                                 subitems: [large, pair])
    let rowItem = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3.0),
                                                                            heightDimension: .fractionalHeight(1.0)))
    rowItem.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
    let row = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                    heightDimension: .fractionalWidth(1.0 / 3.0)),
                                                 subitems: [rowItem])
    let block = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                    heightDimension: .fractionalWidth(1.0)),
                                                 subitems: [top, row])
    let section = NSCollectionLayoutSection(group: block)
    section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12)
    let background = NSCollectionLayoutDecorationItem.background(elementKind: mosaicBackgroundKind)
    background.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
    section.decorationItems = [background]
    let layout = UICollectionViewCompositionalLayout(section: section)
    layout.register(MosaicBackgroundView.self, forDecorationViewOfKind: mosaicBackgroundKind)
    return layout
}

/// The app side: a number of tiles, each a rounded square of a system colour with a white
/// border on the large ones.
public final class MosaicDataSource: NSObject, UICollectionViewDataSource {
    public let count: Int
    let palette: [UIColor] = [.systemBlue, .systemOrange, .systemGreen, .systemPink, .systemPurple, .systemTeal]

    public init(count: Int) {
        self.count = count
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        count
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        cell.contentView.backgroundColor = palette[indexPath.item % palette.count]
        cell.layer.cornerRadius = 12
        cell.clipsToBounds = true
        if indexPath.item % 6 == 0 {
            cell.layer.borderWidth = 3
            cell.layer.borderColor = UIColor.white.withAlphaComponent(0.8).cgColor
        }
        return cell
    }

    /// A collection view of `size` showing the mosaic.
    public func makeView(width: CGFloat, height: CGFloat) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: makeMosaicLayout())
        view.backgroundColor = .systemGroupedBackground
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        view.dataSource = self
        return view
    }
}
