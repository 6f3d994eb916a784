import Foundation
import SBScene
import SBRender
import SBUIKit

/// `sbrender-bench views`: what drawing an app's own views costs beside drawing the same layout
/// with a cell style. A list view controller of 40 rows, each its own cell (an image view and
/// two labels in stack views, held by Auto Layout, self-sizing), drawn on an iPhone 15 Pro with
/// `Renderer().render(viewController:device:)`; against it the same list layout (an inset-grouped
/// list in a 393 x 852 view at 3x) drawn with sbrender's compositional cell style from 40
/// `ItemStyle` labels. Each run builds its view controller or view afresh and writes a PNG.
/// Issue 38's target: the view controller within 3 x the cell style's time (medians of five runs).
@MainActor enum ViewControllerBench {
    /// A row: a 29-point tinted square, then the title (body) over the detail (footnote, grey).
    final class RowCell: UICollectionViewListCell {
        let icon = UIImageView()
        let title = UILabel()
        let detail = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            icon.backgroundColor = .systemBlue
            icon.layer.cornerRadius = 6
            title.font = .preferredFont(forTextStyle: .body)
            detail.font = .preferredFont(forTextStyle: .footnote)
            detail.textColor = .secondaryLabel
            let texts = UIStackView(arrangedSubviews: [title, detail])
            texts.axis = .vertical
            texts.spacing = 2
            let row = UIStackView(arrangedSubviews: [icon, texts])
            row.axis = .horizontal
            row.alignment = .center
            row.spacing = 12
            row.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(row)
            NSLayoutConstraint.activate([
                icon.widthAnchor.constraint(equalToConstant: 29),
                icon.heightAnchor.constraint(equalToConstant: 29),
                row.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                row.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                row.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                row.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    /// The list screen: 40 rows from a diffable data source.
    final class ListController: UIViewController {
        private var dataSource: UICollectionViewDiffableDataSource<Int, Int>?

        override func viewDidLoad() {
            super.viewDidLoad()
            let view = UICollectionView(frame: self.view.bounds, collectionViewLayout: ViewControllerBench.layout())
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            self.view.addSubview(view)
            let rows = UICollectionView.CellRegistration<RowCell, Int> { cell, _, item in
                cell.title.text = "Row \(item + 1)"
                cell.detail.text = "Detail of row \(item + 1)"
            }
            let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, indexPath, item in
                view.dequeueConfiguredReusableCell(using: rows, for: indexPath, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<ViewControllerBench.rows))
            dataSource.apply(snapshot, animatingDifferences: false)
            self.dataSource = dataSource
        }
    }

    /// The plain data of the cell-style drawing: 40 plain cells.
    final class Plain: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { ViewControllerBench.rows }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    static let rows = 40

    static func layout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
    }

    static func run(runs: Int = 5) {
        guard let renderer = try? Renderer() else {
            print("sbrender-bench views: the renderer could not start (fonts?)")
            return
        }
        var controllerTimes: [(wall: Double, cpu: Double)] = [], styleTimes: [(wall: Double, cpu: Double)] = []
        var failed = false
        let items = (0..<rows).map { ItemStyle(label: "Row \($0 + 1)", color: .white) }
        for _ in 0..<runs {
            controllerTimes.append(UIKitBench.measure {
                failed = failed || (try? renderer.render(viewController: ListController(), device: .iPhone15Pro, format: .png)) == nil
            })
            styleTimes.append(UIKitBench.measure {
                let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), collectionViewLayout: layout())
                view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
                let data = Plain()
                view.dataSource = data
                view.layoutIfNeeded()
                failed = failed || (try? renderer.render(RenderRequest(collectionView: view, items: items, scale: 3, format: .png))) == nil
            })
        }
        let controller = UIKitBench.median(controllerTimes.map(\.wall)), style = UIKitBench.median(styleTimes.map(\.wall))
        let ratio = style > 0 ? controller / style : 0
        print("SBUIKit, a \(rows)-row list on an iPhone 15 Pro at 3x (medians of \(runs) runs; issue 38's target)")
        print("what                                       wall s    CPU s    target    met")
        for (what, times) in [("view controller, its own cells", controllerTimes), ("same layout, compositional cell style", styleTimes)] {
            let padded = what.padding(toLength: 42, withPad: " ", startingAt: 0)
            print("\(padded) \(String(format: "%7.3f", UIKitBench.median(times.map(\.wall))))  \(String(format: "%7.3f", UIKitBench.median(times.map(\.cpu))))")
        }
        let padded = "view controller / cell style".padding(toLength: 42, withPad: " ", startingAt: 0)
        print("\(padded) \(String(format: "%7.2f", ratio)) x              <= 3 x    \(!failed && ratio <= 3 ? "yes" : "NO")")
        if failed { print("sbrender-bench views: a drawing failed") }
    }
}
