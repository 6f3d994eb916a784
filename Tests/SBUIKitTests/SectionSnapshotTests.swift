import Foundation
import SBPNG
import SBRender
@testable import SBUIKit
import Testing

/// Section snapshots (trees of items, expanded or collapsed), applied to a section of a diffable
/// data source as iOS 14 outline code does, the outline disclosure, Display P3 colours and the
/// invalidation context's open properties.
@MainActor @Suite struct SectionSnapshotTests {
    enum Section: Hashable, Sendable { case main, more }

    /// The tree used below:
    ///   fruit (expanded)          level 0
    ///       apple                 level 1
    ///       citrus (collapsed)    level 1
    ///           lemon             level 2
    ///       pear                  level 1
    ///   veg (collapsed)           level 0
    ///       kale                  level 1
    private func tree() -> NSDiffableDataSourceSectionSnapshot<String> {
        var s = NSDiffableDataSourceSectionSnapshot<String>()
        s.append(["fruit", "veg"])
        s.append(["apple", "citrus", "pear"], to: "fruit")
        s.append(["lemon"], to: "citrus")
        s.append(["kale"], to: "veg")
        s.expand(["fruit"])
        return s
    }

    @Test func aTreeListsItsItemsDepthFirstAndShowsOnlyExpandedBranches() {
        var s = tree()
        #expect(s.items == ["fruit", "apple", "citrus", "lemon", "pear", "veg", "kale"])
        #expect(s.rootItems == ["fruit", "veg"])
        // citrus and veg are collapsed: lemon and kale are hidden.
        #expect(s.visibleItems == ["fruit", "apple", "citrus", "pear", "veg"])
        #expect(s.level(of: "fruit") == 0 && s.level(of: "pear") == 1 && s.level(of: "lemon") == 2)
        #expect(s.parent(of: "lemon") == "citrus" && s.parent(of: "veg") == nil)
        #expect(s.index(of: "pear") == 4 && s.index(of: "nothing") == nil)
        #expect(s.isExpanded("fruit") && !s.isExpanded("citrus"))
        #expect(s.isVisible("citrus") && !s.isVisible("lemon") && !s.isVisible("kale"))
        s.expand(["citrus", "veg"])
        #expect(s.visibleItems == s.items)
        // Collapsing fruit hides its whole branch, lemon too, though citrus stays expanded.
        s.collapse(["fruit"])
        #expect(s.visibleItems == ["fruit", "veg", "kale"])
        #expect(s.isExpanded("citrus") && !s.isVisible("lemon"))
    }

    @Test func insertingDeletingAndReplacingKeepTheTree() {
        var s = tree()
        s.insert(["banana"], after: "apple")          // fruit: apple banana citrus pear
        s.insert(["carrot"], before: "veg")           // roots: fruit carrot veg
        #expect(s.rootItems == ["fruit", "carrot", "veg"])
        #expect(s.snapshot(of: "fruit").rootItems == ["apple", "banana", "citrus", "pear"])
        // Deleting citrus takes lemon with it.
        s.delete(["citrus"])
        #expect(!s.contains("lemon") && s.items == ["fruit", "apple", "banana", "pear", "carrot", "veg", "kale"])
        var greens = NSDiffableDataSourceSectionSnapshot<String>()
        greens.append(["leaves"])
        greens.append(["spinach", "chard"], to: "leaves")
        greens.expand(["leaves"])
        s.replace(childrenOf: "veg", using: greens)
        #expect(!s.contains("kale") && s.level(of: "chard") == 2)
        s.expand(["veg"])
        #expect(s.visibleItems == ["fruit", "apple", "banana", "pear", "carrot", "veg", "leaves", "spinach", "chard"])
        // The subtree of veg, with veg as its root and expansion kept.
        let sub = s.snapshot(of: "veg", includingParent: true)
        #expect(sub.rootItems == ["veg"] && sub.visibleItems == ["veg", "leaves", "spinach", "chard"])
        #expect(sub.visualDescription() == "+ veg\n    + leaves\n          spinach\n          chard")
        s.deleteAll()
        #expect(s.items.isEmpty && s.rootItems.isEmpty)
    }

    @Test func aRepeatedOrUnknownItemIsReportedAndChangesNothing() {
        var s = tree()
        withKnownIssue {
            s.append(["apple"], to: "veg")
        } matching: { $0.comments.map(\.rawValue).joined().contains("Section snapshot item identifiers must be unique") }
        withKnownIssue {
            s.append(["x"], to: "nothing")
        } matching: { $0.comments.map(\.rawValue).joined().contains("Invalid item identifier") }
        #expect(s.items == tree().items)
    }

    /// A 200 x 200 list view (one 44 pt row per item: each text fits on one line) with list
    /// cells whose text is their item.
    private func listView() -> (UICollectionView, UICollectionViewDiffableDataSource<Section, String>) {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200),
                                    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        return (view, dataSource)
    }

    @Test func applyingASectionSnapshotShowsItsVisibleItemsIndentedByLevel() throws {
        let (view, dataSource) = listView()
        // The section is appended, as UIKit does for a section the data source lacks.
        dataSource.apply(tree(), to: .main, animatingDifferences: false)
        view.layoutIfNeeded()
        #expect(dataSource.snapshot().sectionIdentifiers == [.main])
        #expect(dataSource.snapshot().itemIdentifiers == ["fruit", "apple", "citrus", "pear", "veg"])
        #expect(dataSource.snapshot(for: .main).items == tree().items)
        let citrus = try #require(view.cellForItem(at: IndexPath(item: 2, section: 0)) as? UICollectionViewListCell)
        let fruit = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        // citrus is level 1: 1 x 10 pt; fruit is level 0 and expanded.
        #expect(citrus.indentationLevel == 1 && citrus.indentation == 10 && !citrus.isOutlineExpanded)
        #expect(fruit.indentationLevel == 0 && fruit.isOutlineExpanded)
        // Another section's tree leaves main alone.
        var more = NSDiffableDataSourceSectionSnapshot<String>()
        more.append(["z"])
        dataSource.apply(more, to: .more, animatingDifferences: false)
        #expect(dataSource.snapshot().sectionIdentifiers == [.main, .more])
        #expect(dataSource.snapshot().numberOfItems == 6)
        // A section the data source lacks gives an empty section snapshot; a flat section its items.
        var flat = NSDiffableDataSourceSnapshot<Section, String>()
        flat.appendSections([.main])
        flat.appendItems(["q", "r"])
        dataSource.apply(flat, animatingDifferences: false)
        #expect(dataSource.snapshot(for: .main).rootItems == ["q", "r"] && dataSource.snapshot(for: .main).level(of: "r") == 0)
        #expect(dataSource.snapshot(for: .more).items.isEmpty)
    }

    /// The cell-style outline chevron sits at the margin (16 pt on a 200 pt row) plus the
    /// indentation, in a 12 pt slot: fruit's (level 0) at x 16...28, citrus's (level 1) at
    /// 26...38. Collapsed it points right: its tip is at the slot's centre + 3 (x 25 for fruit's
    /// row 0 at y 22); expanded it points down: its tip at y 22 + 3 = 25, x 22.
    @Test func theOutlineChevronPointsByExpansionAtTheIndentation() throws {
        let (view, dataSource) = listView()
        dataSource.apply(tree(), to: .main, animatingDifferences: false)
        view.layoutIfNeeded()
        let image = try Renderer().renderImage(collectionView: view)
        func dark(_ x: Int, _ y: Int) -> Bool { let p = image.pixel(x: x, y: y); return p.0 < 235 }  // tertiary label grey (60, 60, 67) at 0.3 on white is 194
        // fruit (row 0, y 0...44, expanded): the down chevron from (16, 19) to its tip (22, 25).
        #expect(dark(22, 24))
        #expect(dark(17, 20))
        // citrus (row 2, y 88...132, collapsed, level 1): slot 26...38, centre 32; tip at (35, 110).
        #expect(dark(34, 110))
        #expect(!dark(32, 116))
    }

    /// Display P3 red in extended sRGB: linear (1.2249401, -0.0420569, -0.0196376) through the P3
    /// matrix, encoded: 1.055 x 1.2249401^(1/2.4) - 0.055 = 1.0931, -(1.055 x 0.0420569^(1/2.4) -
    /// 0.055) = -0.2267, -(1.055 x 0.0196376^(1/2.4) - 0.055) = -0.1501. A grey (0.5) is the same grey.
    @Test func displayP3ColoursConvertToExtendedSRGB() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(abs(r - 1.0931) < 0.0005 && abs(g + 0.2267) < 0.0005 && abs(b + 0.1501) < 0.0005 && a == 1)
        UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 0.25).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(abs(r - 0.5) < 0.0005 && abs(g - 0.5) < 0.0005 && abs(b - 0.5) < 0.0005 && a == 0.25)
    }

    /// A context that overrides invalidateEverything (as Blueprints' sticky headers do): the
    /// layout reads the override.
    final class EverythingContext: UICollectionViewLayoutInvalidationContext {
        override var invalidateEverything: Bool { true }
        override var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? { ["header": [IndexPath(item: 0, section: 0)]] }
    }

    @Test func theInvalidationContextsPropertiesAreOpen() {
        let context: UICollectionViewLayoutInvalidationContext = EverythingContext()
        #expect(context.invalidateEverything)
        #expect(context.invalidatedSupplementaryIndexPaths?["header"] == [IndexPath(item: 0, section: 0)])
        let plain = UICollectionViewLayoutInvalidationContext()
        plain.invalidateItems(at: [IndexPath(item: 1, section: 0)])
        #expect(!plain.invalidateEverything && plain.invalidatedItemIndexPaths == [IndexPath(item: 1, section: 0)])
    }
}
