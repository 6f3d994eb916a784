import Foundation
@testable import SBUIKit
import Testing

/// Custom-view accessories, swipe actions kept on a list configuration, and the factory styles
/// `accompaniedSidebarSubtitleCell()`, `extraProminentInsetGroupedHeader()` and
/// `listAccompaniedSidebarCell()`.
@MainActor @Suite struct AccessoryAndSwipeTests {
    enum Section: Hashable, Sendable { case main }

    /// A 390 x 400 plain list of `rows`, its cells made by `configure`.
    private func list(rows: [String], configuration: UICollectionLayoutListConfiguration = .init(appearance: .plain),
                      configure: @escaping @MainActor (UICollectionViewListCell, IndexPath, String) -> Void)
        -> (UICollectionView, UICollectionViewDiffableDataSource<Section, String>) {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 400),
                                    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, row in configure(cell, indexPath, row) }
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: view) { view, indexPath, row in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: row)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(rows)
        dataSource.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        return (view, dataSource)
    }

    /// A 390-wide plain list's margin is 16, rows 44 tall. Row 0: a trailing 30 x 20 view
    /// (fixed size) and a disclosure chevron (7 wide): the chevron takes 390 - 16 - 7 = 367 ..<
    /// 374, the view's slot ends 10 before it, at 357: x 357 - 30 = 327, y (44 - 20) / 2 = 12.
    /// The content view leaves the chevron's 7 + 13 and the view's 30 + 10: 390 - 60 = 330 wide.
    /// Row 1: a leading 24 x 24 view in a custom 40-point slot: x 16 + (40 - 24) / 2 = 24, y 10;
    /// the content view starts after 40 + 10 = 50 and is 390 - 50 = 340 wide. Row 2: a hidden
    /// trailing view keeps its slot (content 390 - 40 = 350 wide).
    @Test func customViewsArePlacedInTheirSlots() throws {
        let trailing = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        let leading = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        let (view, keep) = list(rows: ["Trailing", "Leading", "Hidden"]) { cell, indexPath, row in
            var content = cell.defaultContentConfiguration()
            content.text = row
            cell.contentConfiguration = content
            switch indexPath.item {
            case 0:
                cell.accessories = [.customView(configuration: .init(customView: trailing, placement: .trailing(), maintainsFixedSize: true)),
                                    .disclosureIndicator()]
            case 1:
                cell.accessories = [.customView(configuration: .init(customView: leading, placement: .leading(), reservedLayoutWidth: .custom(40),
                                                                     tintColor: .systemRed, maintainsFixedSize: true))]
            default:
                cell.accessories = [.customView(configuration: .init(customView: hidden, placement: .trailing(), isHidden: true, maintainsFixedSize: true))]
            }
        }
        defer { withExtendedLifetime(keep) {} }
        let cell0 = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(trailing.superview === cell0)
        #expect(trailing.frame == CGRect(x: 327, y: 12, width: 30, height: 20))
        #expect(cell0.contentView.frame == CGRect(x: 0, y: 0, width: 330, height: 44))
        let cell1 = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(leading.superview === cell1)
        #expect(leading.frame == CGRect(x: 24, y: 10, width: 24, height: 24))
        #expect(leading.tintColor == .systemRed)
        #expect(cell1.contentView.frame == CGRect(x: 50, y: 0, width: 340, height: 44))
        let cell2 = try #require(view.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(hidden.isHidden)
        #expect(cell2.contentView.frame == CGRect(x: 0, y: 0, width: 350, height: 44))
    }

    /// The providers are kept and asked per row: even rows get a destructive "Delete" on the
    /// trailing side (red until another colour is set), odd rows none; the leading side a grey
    /// "Favorite" whose colour was set to yellow.
    @Test func swipeActionProvidersAreKeptAndAskedPerItem() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        var handled: [String] = []
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            guard indexPath.item % 2 == 0 else { return nil }
            let delete = UIContextualAction(style: .destructive, title: "Delete") { action, _, completion in
                handled.append(action.title ?? "")
                completion(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
        configuration.leadingSwipeActionsConfigurationProvider = { _ in
            let favorite = UIContextualAction(style: .normal, title: "Favorite") { _, _, completion in completion(false) }
            favorite.image = UIImage(systemName: "star")
            favorite.backgroundColor = .systemYellow
            return UISwipeActionsConfiguration(actions: [favorite])
        }
        let even = try #require(configuration.trailingSwipeActionsConfigurationProvider?(IndexPath(item: 2, section: 0)))
        #expect(even.actions.map(\.title) == ["Delete"])
        #expect(even.actions.first?.style == .destructive)
        #expect(even.actions.first?.backgroundColor == .systemRed)
        #expect(even.performsFirstActionWithFullSwipe)
        #expect(configuration.trailingSwipeActionsConfigurationProvider?(IndexPath(item: 3, section: 0)) == nil)
        let leading = try #require(configuration.leadingSwipeActionsConfigurationProvider?(IndexPath(item: 3, section: 0)))
        #expect(leading.actions.first?.backgroundColor == .systemYellow)
        #expect(leading.actions.first?.image != nil)
        #expect(UIContextualAction(style: .normal, title: nil) { _, _, _ in }.backgroundColor == .systemGray)
        // The handler runs when called, with the action and a completion.
        var performed: Bool?
        let action = try #require(even.actions.first)
        action.handler(action, UIView()) { performed = $0 }
        #expect(handled == ["Delete"] && performed == true)
        // A list made with the configuration lays out as before: 3 rows.
        let (view, keep) = list(rows: ["A", "B", "C"], configuration: configuration) { cell, _, row in
            var content = cell.defaultContentConfiguration()
            content.text = row
            cell.contentConfiguration = content
        }
        defer { withExtendedLifetime(keep) {} }
        #expect(view.visibleCells.count == 3)
    }

    /// The added factory styles' defaults: the accompanied sidebar subtitle cell is a sidebar
    /// cell (12 between image and text, the image untinted, subheadline secondary text under the
    /// text); the extra-prominent header is bold 22 pt in the label colour with margins 16, 16,
    /// 8, 16; the accompanied sidebar background is clear with corners of 10, `systemGray5`
    /// when selected.
    @Test func addedFactoryStylesHaveTheirDefaults() {
        let subtitle = UIListContentConfiguration.accompaniedSidebarSubtitleCell()
        #expect(subtitle.imageToTextPadding == 12)
        #expect(subtitle.imageProperties.tintColor == nil)
        #expect(subtitle.secondaryTextProperties.font == UIFont.preferredFont(forTextStyle: .subheadline))
        #expect(!subtitle.prefersSideBySideTextAndSecondaryText)
        let header = UIListContentConfiguration.extraProminentInsetGroupedHeader()
        #expect(header.textProperties.font == UIFont.systemFont(ofSize: 22, weight: .bold))
        #expect(header.textProperties.color == .label)
        #expect(header.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 8, trailing: 16))
        #expect(header.isHeaderStyle)
        let background = UIBackgroundConfiguration.listAccompaniedSidebarCell()
        #expect(background.backgroundColor == .clear && background.cornerRadius == 10)
        var selected = UICellConfigurationState(traitCollection: UITraitCollection())
        selected.isSelected = true
        #expect(background.updated(for: selected).backgroundColor == .systemGray5)
        // The tinted sidebar cell turns the tint colour (nil) instead.
        #expect(UIBackgroundConfiguration.listSidebarCell().updated(for: selected).backgroundColor == nil)
    }
}

/// A group's own supplementary items (settable on a group, as UIKit's) and the layout change
/// with a completion.
@MainActor @Suite struct GroupSupplementaryTests {
    /// One 100 x 50 group of one 100 x 50 item per row, in a 300 x 400 view; the group carries a
    /// 20 x 20 "badge" anchored to its top-trailing corner: inside the group's frame at
    /// x 100 - 20 = 80, y 0 (first group), y 50 (second).
    @Test func aGroupsSupplementaryItemIsLaidOutOnTheGroup() {
        let size = NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(50))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
                                                        elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        group.supplementaryItems = [badge]
        #expect(group.supplementaryItems.count == 1)
        #expect((group.copy() as? NSCollectionLayoutGroup)?.supplementaryItems.count == 1)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let ds = MeasuredDataSource()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: UICollectionViewFlowLayout())
        var finished: Bool?
        view.setCollectionViewLayout(layout, animated: false) { finished = $0 }
        #expect(finished == true && view.collectionViewLayout === layout)
        view.register(MeasuredCell.self, forCellWithReuseIdentifier: "measured")
        view.dataSource = ds
        view.layoutIfNeeded()
        let badges = (layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 300, height: 400)) ?? [])
            .filter { $0.representedElementKind == "badge" }.map(\.frame).sorted { $0.minY < $1.minY }
        #expect(badges.first == CGRect(x: 80, y: 0, width: 20, height: 20))
        #expect(badges.dropFirst().first == CGRect(x: 80, y: 50, width: 20, height: 20))
        withExtendedLifetime(ds) {}
    }
}
