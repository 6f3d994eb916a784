import Foundation
import SBRender
import SBSnapshotTesting
@testable import SBUIKit
import SnapshotTesting
import Testing

/// A table data source of fixed rows, titles and options.
@MainActor private final class RowsSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rows: [[String]]
    var headers: [String?] = []
    var footers: [String?] = []
    var heights: [IndexPath: CGFloat] = [:]
    var movable = false
    var identifier = "row"

    init(_ rows: [[String]]) { self.rows = rows }

    func numberOfSections(in tableView: UITableView) -> Int { rows.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.section][indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { headers.indices.contains(section) ? headers[section] : nil }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { footers.indices.contains(section) ? footers[section] : nil }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { heights[indexPath] ?? UITableView.automaticDimension }

    /// A laid-out table of `style`, 375 wide (16 pt margins) and 600 tall, outside any window
    /// (no safe area), with this object as its data source and delegate.
    func makeTable(_ style: UITableView.Style) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), style: style)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        table.delegate = self
        table.layoutIfNeeded()
        return table
    }
}

/// UITableView's geometry, reuse, editing and exceptions, with frames worked out by hand from
/// the list metrics a table shares with collection-view lists (44 pt rows, 16 pt margins below
/// 414 pt of width, 38 pt grouped headers and footers, 35 pt above a grouped section without a
/// header, inset-grouped sections inset by the margin).
@MainActor @Suite struct TableViewTests {
    @Test func insetGroupedSectionsWithHeadersStackHeadersAndRows() {
        let source = RowsSource([["Makalu", "Cho Oyu", "Manaslu"], ["K2", "Lhotse"]])
        source.headers = ["Visited", "Bucket List"]
        let table = source.makeTable(.insetGrouped)
        // Section 0: its header 0...38 (a one-line footnote title needs 6 + ~16 + 12 < 38, so the
        // 38 pt default), inset 16 from each side (375 - 2 x 16 = 343 wide); rows of 44 from 38:
        // 38, 82, 126, ending at 170. Section 1: header 170...208, rows at 208 and 252, ending 296.
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 16, y: 0, width: 343, height: 38))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 16, y: 38, width: 343, height: 44))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 16, y: 126, width: 343, height: 44))
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 16, y: 170, width: 343, height: 38))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 1)) == CGRect(x: 16, y: 252, width: 343, height: 44))
        // A section's rect runs across the table's width, from its header to its last row.
        #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 375, height: 170))
        #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 170, width: 375, height: 126))
        #expect(table.contentSize.height == 296)
        #expect(table.rect(forSection: 2) == .zero)
        withExtendedLifetime(source) {}
    }

    @Test func wideTablesHaveTwentyPointMargins() {
        let source = RowsSource([["a"]])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 430, height: 600), style: .insetGrouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.layoutIfNeeded()
        // From 414 pt of width the margin is 20: the section inset 20 from each side (430 - 40 =
        // 390 wide), 35 below the top without a header; separators start at the text, 20 in.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 20, y: 35, width: 390, height: 44))
        #expect(table.separatorInset == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0))
        withExtendedLifetime(source) {}
    }

    @Test func unusableHeightsFallBackInsteadOfTrapping() {
        let source = RowsSource([["a", "b"]])
        source.headers = ["H"]
        source.heights = [IndexPath(row: 0, section: 0): .nan, IndexPath(row: 1, section: 0): -5]
        let table = source.makeTable(.plain)
        table.sectionHeaderHeight = .infinity
        table.layoutIfNeeded()
        // A NaN or negative row height is automatic (44 for one line); an infinite header
        // height leaves the section without a header: rows at 0 and 44.
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 44, width: 375, height: 44))
        #expect(table.rectForHeader(inSection: 0) == .zero)
        withExtendedLifetime(source) {}
    }

    @Test func aFixedRowHeightLaysOutPlainRowsEdgeToEdge() {
        let source = RowsSource([["a", "b", "c"]])
        let table = source.makeTable(.plain)
        table.rowHeight = 60
        table.layoutIfNeeded()
        // Plain: no header, no top space; rows of 60 at 0, 60, 120 across the whole 375.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 375, height: 60))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 120, width: 375, height: 60))
        #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 375, height: 180))
        withExtendedLifetime(source) {}
    }

    @Test func theDelegatesHeightsAndAFooterInAGroupedTable() {
        let source = RowsSource([["a", "b"]])
        source.footers = ["Need to do this before I go!"]
        source.heights = [IndexPath(row: 0, section: 0): 50]
        let table = source.makeTable(.grouped)
        // Grouped, no header: 35 above the rows. Row 0 is the delegate's 50 (35...85); row 1
        // asks for the automatic height, 44 among fixed rows (85...129); the footer's one
        // line of footnote text takes the 38 pt default (129...167).
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 35, width: 375, height: 50))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 85, width: 375, height: 44))
        #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 129, width: 375, height: 38))
        #expect(table.rectForHeader(inSection: 0) == .zero)
        #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 375, height: 167))
        withExtendedLifetime(source) {}
    }

    @Test func aFixedSectionHeaderHeightReservesEverySectionsHeader() {
        let source = RowsSource([["a"], ["b"]])
        source.headers = ["One", nil]
        let table = source.makeTable(.grouped)
        table.sectionHeaderHeight = 50
        table.layoutIfNeeded()
        // Section 0's header is 50 (0...50), its row 50...94. Section 1 has no title, but a fixed
        // header height reserves the header's space in every section, as UIKit's
        // sectionHeaderHeight does: an empty 50 (94...144), its row 144...188.
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 375, height: 50))
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 94, width: 375, height: 50))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 144, width: 375, height: 44))
        withExtendedLifetime(source) {}
    }

    @Test func groupedHeaderTitlesAreUpperCaseFootnotesAtTheTextsMargin() throws {
        let source = RowsSource([["a"]])
        source.headers = ["Visited"]
        source.footers = ["Trips I've made!"]
        let table = source.makeTable(.insetGrouped)
        let headers = table.rows.subviews.compactMap { $0 as? TableSectionView }.compactMap { $0.shown as? UITableViewHeaderFooterView }
        let header = try #require(headers.first { $0.textLabel?.text == "VISITED" })
        let footer = try #require(headers.first { $0.textLabel?.text == "Trips I've made!" })
        let label = try #require(header.textLabel)
        // 13 pt secondary-label text; inside the 343 pt header (inset 16 like the rows) it starts
        // at the 16 pt margin, so at 32 in the table, where the rows' text starts, and ends 6 pt
        // above the header's bottom: maxY = 38 - 6 = 32.
        #expect(label.font.pointSize == 13 && label.textColor == .secondaryLabel)
        #expect(label.frame.minX == 16 && label.frame.maxY == 32 && label.frame.width == 343 - 2 * 16)
        #expect(header.frame.size == CGSize(width: 343, height: 38))
        // A footer's text starts 6 pt below its top, not upper-cased.
        #expect(footer.textLabel?.frame.minY == 6)
        withExtendedLifetime(source) {}
    }

    @Test func aDelegatesHeaderViewAndHeightReplaceTheTitle() throws {
        @MainActor final class Headers: NSObject, UITableViewDelegate {
            let view = UIView()
            func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { view }
            func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 60 }
        }
        let source = RowsSource([["a"]])
        let headers = Headers()
        let table = source.makeTable(.plain)
        table.delegate = headers
        table.layoutIfNeeded()
        // Plain: the header 0...60 across the width, the row under it 60...104.
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 375, height: 60))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 60, width: 375, height: 44))
        #expect(headers.view.superview is TableSectionView && headers.view.frame == CGRect(x: 0, y: 0, width: 375, height: 60))
        withExtendedLifetime(source) {}
    }

    @Test func theTablesHeaderAndFooterViewsFrameTheSections() {
        let source = RowsSource([["a", "b"]])
        let table = source.makeTable(.plain)
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        header.backgroundColor = .systemBlue
        table.tableHeaderView = header
        table.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
        table.layoutIfNeeded()
        // The header 0...100 across the table's width, the rows 100...144...188, the footer
        // 188...218: the content 218 tall.
        #expect(header.convert(header.bounds, to: table.rows) == CGRect(x: 0, y: 0, width: 375, height: 100))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 144, width: 375, height: 44))
        #expect(table.contentSize.height == 218)
        // A zero-height footer (a common way to end a plain table) takes no room.
        table.tableFooterView = UIView()
        table.layoutIfNeeded()
        #expect(table.contentSize.height == 188)
        withExtendedLifetime(source) {}
    }

    @Test func aCellOfYourOwnSizesItsRowByAutoLayout() {
        final class TallCell: UITableViewCell {
            override init(style: CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                let box = UIView()
                box.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(box)
                NSLayoutConstraint.activate([
                    box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                    box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                    box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    box.heightAnchor.constraint(equalToConstant: 80),
                ])
            }
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        @MainActor final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "tall", for: indexPath)
            }
        }
        let source = Source()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), style: .plain)
        // Registered by class: made through the subclass's own init(style:reuseIdentifier:).
        table.register(TallCell.self, forCellReuseIdentifier: "tall")
        table.dataSource = source
        table.layoutIfNeeded()
        #expect(table.visibleCells.allSatisfy { $0 is TallCell })
        // 10 + 80 + 10 = 100 a row: rows at 0 and 100.
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 100, width: 375, height: 100))
        withExtendedLifetime(source) {}
    }

    @Test func aSelectedRowsCellIsSelected() {
        let source = RowsSource([["a", "b"]])
        let table = source.makeTable(.plain)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        table.layoutIfNeeded()
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == false)
        table.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
        #expect(table.indexPathForSelectedRow == nil && table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
        withExtendedLifetime(source) {}
    }

    @Test func visibleCellsAreTheDataSourcesCellsInRowOrder() {
        let source = RowsSource([["a", "b"], ["c"]])
        let table = source.makeTable(.insetGrouped)
        #expect(table.indexPathsForVisibleRows == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 1)])
        #expect(table.visibleCells.map { ($0.contentConfiguration as? UIListContentConfiguration)?.text } == ["a", "b", "c"])
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
        #expect(cell?.reuseIdentifier == "row")
        #expect(cell.flatMap(table.indexPath(for:)) == IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 5, section: 0)) == nil)
        // A reload hands the same cells out again (reuse), not new ones.
        let before = Set(table.visibleCells.map(ObjectIdentifier.init))
        source.rows = [["x", "y"], ["z"]]
        table.reloadData()
        table.layoutIfNeeded()
        #expect(Set(table.visibleCells.map(ObjectIdentifier.init)) == before)
        #expect(table.visibleCells.map { ($0.contentConfiguration as? UIListContentConfiguration)?.text } == ["x", "y", "z"])
        withExtendedLifetime(source) {}
    }

    @Test func editingModeGivesDeleteControlsAndGripsToMovableRows() {
        let source = RowsSource([["a", "b"]])
        let table = source.makeTable(.insetGrouped)
        #expect(table.visibleCells.allSatisfy { !$0.isEditing && $0.editingStyle == .none })
        table.setEditing(true, animated: true)
        table.layoutIfNeeded()
        #expect(table.visibleCells.allSatisfy { $0.isEditing && $0.editingStyle == .delete && !$0.showsReorderControl })
        source.movable = true
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.visibleCells.allSatisfy { $0.showsReorderControl })
        table.isEditing = false
        table.layoutIfNeeded()
        #expect(table.visibleCells.allSatisfy { !$0.isEditing && !$0.showsReorderControl })
        withExtendedLifetime(source) {}
    }

    @Test func theDelegatesEditingStyleChoosesTheControlAndMovesTheSeparator() {
        @MainActor final class Inserting: NSObject, UITableViewDelegate {
            func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
                indexPath.row == 0 ? .insert : .none
            }
        }
        let source = RowsSource([["a", "b"]])
        let delegate = Inserting()
        let table = source.makeTable(.plain)
        table.delegate = delegate
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        #expect(table.visibleCells.map(\.editingStyle) == [.insert, .none])
        // The rows' looks: a green insert control on row 0, none on row 1.
        let controls = table.rows.cells.sorted { $0.key < $1.key }.map { ($0.value as? TableRowCell)?.editingControl }
        #expect(controls == [.insert, UITableViewCell.EditingStyle.none])
        withExtendedLifetime((source, delegate)) {}
    }

    @Test func dequeuingAnUnregisteredIdentifierIsUIKitsException() {
        let source = RowsSource([["a"]])
        source.identifier = "nobody"
        withKnownIssue {
            _ = source.makeTable(.plain)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains(
                "NSInternalInconsistencyException: unable to dequeue a cell with identifier nobody - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        // Without an index path an unregistered identifier gives nil, as in UIKit.
        let table = UITableView(frame: .zero, style: .plain)
        #expect(table.dequeueReusableCell(withIdentifier: "nobody") == nil)
        withExtendedLifetime(source) {}
    }

    @Test func cellStylesAndTheirLabels() {
        let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(plain.detailTextLabel == nil)
        #expect(plain.textLabel != nil)
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: "s")
        subtitle.textLabel?.text = "Title"
        subtitle.detailTextLabel?.text = "Detail"
        // The labels' text is the row's list content, in the style's layout.
        #expect(subtitle.listContent == {
            var c = UIListContentConfiguration.subtitleCell()
            c.text = "Title"
            c.secondaryText = "Detail"
            return c
        }())
        #expect(UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration() == .valueCell())
        let detail = UITableViewCell(style: .default, reuseIdentifier: nil)
        detail.accessoryType = .detailDisclosureButton
        #expect(detail.listAccessories == [.detail(), .disclosureIndicator()])
        // An accessory view takes the accessory's place, as a subview of the cell.
        let toggle = UISwitch()
        detail.accessoryView = toggle
        #expect(detail.listAccessories.isEmpty)
        #expect(toggle.superview === detail)
        detail.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        detail.layoutIfNeeded()
        // At the trailing 16 pt margin, centred: x = 375 - 16 - 51 = 308, y = (44 - 31) / 2 = 6.5,
        // rounded to 7 (UISwitch's 51 x 31).
        #expect(toggle.frame == CGRect(x: 308, y: 7, width: 51, height: 31))
    }
}

/// A settings-style table controller: titled sections, the cell styles, the accessories and a
/// switch, as the golden below shows it.
@MainActor private final class SettingsTableController: UITableViewController {
    private let rows: [[(String, String?, UITableViewCell.AccessoryType)]] = [
        [("Wi-Fi", nil, .none), ("breeno-net", nil, .detailDisclosureButton)],
        [("Notifications", "Banners, Sounds", .disclosureIndicator), ("Language", "English", .checkmark), ("Privacy", nil, .detailButton)],
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { rows.count }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section].count }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { section == 1 ? "General" : nil }
    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section == 1 ? "Changes apply to every app." : nil
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        let (text, detail, accessory) = rows[indexPath.section][indexPath.row]
        var content = indexPath.row == 0 && indexPath.section == 1 ? UIListContentConfiguration.subtitleCell() : cell.defaultContentConfiguration()
        if indexPath.row == 1 && indexPath.section == 1 { content = .valueCell() }
        content.text = text
        content.secondaryText = detail
        cell.contentConfiguration = content
        cell.accessoryType = accessory
        if indexPath == IndexPath(row: 0, section: 0) {
            let toggle = UISwitch()
            toggle.isOn = true
            cell.accessoryView = toggle
        } else {
            cell.accessoryView = nil
        }
        return cell
    }
}

extension TableViewTests {
    /// The controller on an iPhone SE at 1x, to keep the reference small (looked at when
    /// recorded: the grey inset-grouped background, a first section 35 pt below the bar with
    /// the Wi-Fi switch and an info button with a chevron, the "GENERAL" header, a subtitle row,
    /// a value row with a checkmark, an info button, and the one-line footer; the subtitle row
    /// sized to its two lines, 64 pt: 11 + 20.x + 3 + 18.x + 11 rounded up).
    @Test func aTableViewControllerMatchesItsPicture() {
        let controller = SettingsTableController(style: .insetGrouped)
        withSnapshotTesting(record: .missing) {
            assertSnapshot(of: UINavigationController(rootViewController: controller) as UIViewController, as: .sbrender(on: .iPhoneSE, scale: 1))
        }
    }
}

/// A diffable data source subclassed as Apple's TableViewEditing sample subclasses it.
@MainActor private final class MountainsSource: UITableViewDiffableDataSource<Int, String> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { section == 0 ? "Visited" : "Bucket List" }
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
        var snapshot = self.snapshot()
        snapshot.deleteItems([item])
        apply(snapshot)
    }
}

extension TableViewTests {
    @Test func aSubclassedDiffableDataSourceGivesTitlesEditingAndUpdates() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), style: .insetGrouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "m")
        let source = MountainsSource(tableView: table) { table, indexPath, name in
            let cell = table.dequeueReusableCell(withIdentifier: "m", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
            return cell
        }
        #expect(table.dataSource === source)
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["Makalu", "Cho Oyu"], toSection: 0)
        snapshot.appendItems(["K2"], toSection: 1)
        source.apply(snapshot, animatingDifferences: false)
        table.layoutIfNeeded()
        // Both sections titled: header 38, rows of 44: 38, 82; then 126 + 38 = 164 for K2.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 16, y: 164, width: 343, height: 44))
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        #expect(table.visibleCells.allSatisfy { $0.editingStyle == .delete && $0.showsReorderControl })
        // Deleting Makalu (what a tap on its delete control commits) moves the rest up by a row.
        source.tableView(table, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 1)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 16, y: 120, width: 343, height: 44))
        #expect(table.visibleCells.map { ($0.contentConfiguration as? UIListContentConfiguration)?.text } == ["Cho Oyu", "K2"])
    }
}
