import Foundation
import SBPNG
import SBRender
import SBScene
@testable import SBUIKit
import Testing

/// A list cell's content configuration and accessories are the row's text, as the item styles
/// of a scene are: the same list drawn from either gives the same pixels.
@MainActor @Suite struct ListContentConfigurationTests {
    enum Section: Hashable, Sendable { case fruit }

    /// An inset-grouped list of 320 x 300 with `rows` from a diffable data source, each row
    /// configured by `configure`.
    private func makeList(_ rows: [String], configure: @escaping @MainActor (UICollectionViewListCell, String) -> Void)
        -> (UICollectionView, UICollectionViewDiffableDataSource<Section, String>) {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped), layoutEnvironment: environment)
        }
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, row in configure(cell, row) }
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: view) { view, indexPath, row in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: row)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.fruit])
        snapshot.appendItems(rows)
        dataSource.apply(snapshot, animatingDifferences: false)
        return (view, dataSource)
    }

    @Test func configuredRowsDrawAsTheirItemStyles() throws {
        let rows = ["Apples", "Pears", "Plums"]
        let (configured, keep) = makeList(rows) { cell, row in
            var content = row == "Pears" ? UIListContentConfiguration.valueCell() : cell.defaultContentConfiguration()
            content.text = row
            content.secondaryText = row == "Apples" ? nil : "\(row.count) letters"
            cell.contentConfiguration = content
            cell.accessories = row == "Plums" ? [.checkmark(), .disclosureIndicator(displayed: .whenEditing)] : [.disclosureIndicator()]
        }
        defer { withExtendedLifetime(keep) {} }
        let (plain, keepPlain) = makeList(rows) { _, _ in }
        defer { withExtendedLifetime(keepPlain) {} }
        // The same rows as item styles, by identity (0, 1, 2 in order).
        var apples = ItemStyle(label: "Apples", color: .white)
        apples.accessories = [.disclosureIndicator]
        var pears = ItemStyle(label: "Pears", color: .white)
        pears.value = "5 letters"
        pears.accessories = [.disclosureIndicator]
        var plums = ItemStyle(label: "Plums", color: .white)
        plums.subtitle = "5 letters"
        plums.accessories = [.checkmark]
        let fromCells = try Renderer().renderImage(collectionView: configured, style: CompositionalCellStyle(layout: nil))
        let fromItems = try Renderer().renderImage(collectionView: plain, items: [apples, pears, plums], style: CompositionalCellStyle(layout: nil))
        let diff = zip(fromCells.pixels, fromItems.pixels).enumerated().first { $0.element.0 != $0.element.1 }.map { $0.offset / 4 }
        #expect(fromCells.pixels == fromItems.pixels, "first difference at pixel \(diff.map { "(\($0 % fromCells.width), \($0 / fromCells.width))" } ?? "none")")
        // And not the demo's rows, which the plain list draws without items.
        let demo = try Renderer().renderImage(collectionView: plain, style: CompositionalCellStyle(layout: nil))
        #expect(fromCells.pixels != demo.pixels)
    }

    @Test func theLookCarriesTheText() throws {
        let (view, keep) = makeList(["Figs"]) { cell, row in
            var content = UIListContentConfiguration.subtitleCell()
            content.text = row
            content.secondaryText = "sweet"
            cell.contentConfiguration = content
        }
        defer { withExtendedLifetime(keep) {} }
        view.layoutIfNeeded()
        let look = try #require(view.viewLooks().values.first)
        #expect(look.text == ViewLook.Text(text: "Figs", secondaryText: "sweet", isValue: false, accessories: []))
        #expect(look.item(nil)?.label == "Figs" && look.item(nil)?.subtitle == "sweet" && look.item(nil)?.accessories == [])
    }
}
