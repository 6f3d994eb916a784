#if canImport(UIKit)
import UIKit
#else
import SBUIKit
#endif

// A screen as an app writes it: a view controller whose collection view shows self-sizing cards
// (an image view, labels and a row of details in stack views, held by Auto Layout) in a two-column
// compositional grid under a section header, fed by a diffable data source.

/// A hiking trail: what one card shows.
public struct Trail: Hashable, Sendable {
    public let name: String
    public let summary: String
    public let distance: String
    public let difficulty: String

    public init(name: String, summary: String, distance: String, difficulty: String) {
        self.name = name
        self.summary = summary
        self.distance = distance
        self.difficulty = difficulty
    }

    /// Six trails, their summaries of one to three lines in a card.
    public static let samples = [
        Trail(name: "Lakeshore Loop", summary: "Flat and shaded all the way round.", distance: "4.2 km", difficulty: "Easy"),
        Trail(name: "Ridge Path", summary: "A steady climb to views over both valleys, with a steep last stretch below the cairn.",
              distance: "9.8 km", difficulty: "Hard"),
        Trail(name: "Old Mill", summary: "Along the river to the mill.", distance: "3.1 km", difficulty: "Easy"),
        Trail(name: "Pine Hollow", summary: "Through the forest and back by the meadow.", distance: "6.5 km", difficulty: "Moderate"),
        Trail(name: "Falls Trail", summary: "Wet in spring.", distance: "2.4 km", difficulty: "Easy"),
        Trail(name: "Summit Route", summary: "Above the tree line: take water and a jacket, the weather turns fast.",
              distance: "12.0 km", difficulty: "Hard"),
    ]
}

/// A trail's card: a picture 80 points tall, the name (headline), the summary (subheadline, as
/// many lines as it needs) and a row with the distance and the difficulty (caption 1), stacked
/// 6 points apart inside a 10-point inset. Its height comes from its content (self-sizing).
public final class TrailCell: UICollectionViewCell {
    public static let reuseIdentifier = "trail-cell"

    public let pictureView = UIImageView()
    public let nameLabel = UILabel()
    public let summaryLabel = UILabel()
    public let distanceLabel = UILabel()
    public let difficultyLabel = UILabel()
    public let stackView = UIStackView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    public required init?(coder: NSCoder) {
        fatalError("not implemented")
    }

    private func configure() {
        contentView.backgroundColor = .secondarySystemGroupedBackground
        contentView.layer.cornerRadius = 12
        contentView.clipsToBounds = true

        pictureView.image = UIImage(systemName: "mountain.2.fill")
        pictureView.contentMode = .scaleAspectFit
        pictureView.tintColor = .white
        pictureView.backgroundColor = .systemTeal
        pictureView.layer.cornerRadius = 8
        pictureView.clipsToBounds = true

        nameLabel.font = .preferredFont(forTextStyle: .headline)
        summaryLabel.font = .preferredFont(forTextStyle: .subheadline)
        summaryLabel.textColor = .secondaryLabel
        summaryLabel.numberOfLines = 0
        distanceLabel.font = .preferredFont(forTextStyle: .caption1)
        difficultyLabel.font = .preferredFont(forTextStyle: .caption1)
        difficultyLabel.textColor = .systemGreen
        difficultyLabel.textAlignment = .right

        let details = UIStackView(arrangedSubviews: [distanceLabel, difficultyLabel])
        details.axis = .horizontal
        details.distribution = .fillEqually

        stackView.axis = .vertical
        stackView.spacing = 6
        for view in [pictureView, nameLabel, summaryLabel, details] { stackView.addArrangedSubview(view) }
        stackView.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stackView)

        let inset: CGFloat = 10
        NSLayoutConstraint.activate([
            pictureView.heightAnchor.constraint(equalToConstant: 80),
            stackView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: inset),
            stackView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -inset),
            stackView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: inset),
            stackView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -inset),
        ])
    }

    /// Shows `trail`.
    public func show(_ trail: Trail) {
        nameLabel.text = trail.name
        summaryLabel.text = trail.summary
        distanceLabel.text = trail.distance
        difficultyLabel.text = trail.difficulty
        difficultyLabel.textColor = trail.difficulty == "Hard" ? .systemRed : trail.difficulty == "Moderate" ? .systemOrange : .systemGreen
    }
}

/// The section header: a title label at the layout margins, in the title 2 style.
public final class TrailHeaderView: UICollectionReusableView {
    public static let elementKind = "trail-header"

    public let label = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .preferredFont(forTextStyle: .title2)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor),
            label.trailingAnchor.constraint(equalTo: trailingAnchor),
            label.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    public required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}

/// The trails screen: a two-column grid of self-sizing cards, 12 points apart, inside 16-point
/// section insets, under a 44-point header.
public final class TrailsViewController: UIViewController {
    public enum Section: Hashable, Sendable { case nearby }

    public private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, Trail>!
    private let trails: [Trail]

    public init(trails: [Trail] = Trail.samples) {
        self.trails = trails
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        fatalError("not implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Trails"
        view.backgroundColor = .systemGroupedBackground
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: Self.makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemGroupedBackground
        view.addSubview(collectionView)
        configureDataSource()
    }

    /// Two cards a row, each half the row less half the 12-point gap, their heights estimated at
    /// 200 and measured; a 44-point header; 16-point insets and 12 points between rows.
    static func makeLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                             heightDimension: .estimated(200)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                          heightDimension: .estimated(200)),
                                                       repeatingSubitem: item, count: 2)
        group.interItemSpacing = .fixed(12)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 12
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: TrailHeaderView.elementKind, alignment: .top)
        section.boundarySupplementaryItems = [header]
        return UICollectionViewCompositionalLayout(section: section)
    }

    private func configureDataSource() {
        let cells = UICollectionView.CellRegistration<TrailCell, Trail> { cell, _, trail in
            cell.show(trail)
        }
        let headers = UICollectionView.SupplementaryRegistration<TrailHeaderView>(elementKind: TrailHeaderView.elementKind) { header, _, _ in
            header.label.text = "Near you"
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Trail>(collectionView: collectionView) { view, indexPath, trail in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: trail)
        }
        dataSource.supplementaryViewProvider = { view, _, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Trail>()
        snapshot.appendSections([.nearby])
        snapshot.appendItems(trails)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
