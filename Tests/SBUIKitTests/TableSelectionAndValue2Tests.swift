import Foundation
@testable import SBUIKit
import Testing

/// Three rows of a style, "Phone", "Email" and "Address", each with a detail text.
@MainActor private final class StyledRows: NSObject, UITableViewDataSource {
    let style: UITableViewCell.CellStyle
    var selectionStyle = UITableViewCell.SelectionStyle.default
    init(_ style: UITableViewCell.CellStyle) { self.style = style }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: style, reuseIdentifier: nil)
        cell.textLabel?.text = ["Phone", "Email", "Address"][indexPath.row]
        cell.detailTextLabel?.text = "555"
        cell.selectionStyle = selectionStyle
        return cell
    }
}

@MainActor @Suite struct TableSelectionAndValue2Tests {
    /// A laid-out plain table, 375 x 600 (16 pt margins).
    private func table(_ source: StyledRows) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), style: .plain)
        table.dataSource = source
        table.layoutIfNeeded()
        return table
    }

    /// The background the row at `row` is drawn on (its list row's background view's colour).
    private func background(_ table: UITableView, _ row: Int) -> UIColor? {
        (table.rows.cellForItem(at: IndexPath(item: row, section: 0)))?.configuredBackgroundView?.backgroundColor
    }

    /// A selected row with the default selection style is drawn on `systemGray4`, the others
    /// on `systemBackground`, as UIKit's; deselected it goes back. A row whose selection style
    /// is none shows no selection.
    @Test func aSelectedRowIsDrawnOnTheSelectedBackground() {
        let source = StyledRows(.default)
        let t = table(source)
        t.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        t.layoutIfNeeded()
        #expect(background(t, 1) == .systemGray4)
        #expect(background(t, 0) == .systemBackground)
        t.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
        t.layoutIfNeeded()
        #expect(background(t, 1) == .systemBackground)
        let none = StyledRows(.default)
        none.selectionStyle = .none
        let u = table(none)
        u.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        u.layoutIfNeeded()
        #expect(background(u, 1) == .systemBackground)
        withExtendedLifetime((source, none)) {}
    }

    /// `.value2`: the text in a 67-point column from the 16-point margin, right-aligned, 15 pt in
    /// the secondary label colour; the detail 6 points after it (16 + 67 + 6 = 89), left-aligned,
    /// 17 pt in the label colour, to the trailing margin (375 - 16 - 89 = 270 wide). Heights:
    /// 15 pt Inter is 18.333 tall, 17 pt 20.667 (see CellConfigurationTests), each centred in
    /// the 44-point row: (44 - 18.333) / 2 = 12.833, on the 3x pixel grid 38.5 -> 39 px = 13,
    /// and (44 - 20.667) / 2 = 11.667 (35 px).
    @Test func value2LaysOutAColumnAndTheDetailAfterIt() throws {
        let source = StyledRows(.value2)
        let t = table(source)
        let row = try #require(t.rows.cellForItem(at: IndexPath(item: 0, section: 0)))
        let content = try #require(row.contentView.subviews.lazy.compactMap { $0 as? UIListContentView }.first)
        let text = try #require(content.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Phone" })
        let detail = try #require(content.subviews.compactMap { $0 as? UILabel }.first { $0.text == "555" })
        let tf = text.frame, df = detail.frame
        #expect(abs(tf.minX - 16) < 0.01 && abs(tf.width - 67) < 0.01 && abs(tf.minY - 13) < 0.01 && abs(tf.height - 18.333) < 0.01, "\(tf)")
        #expect(abs(df.minX - 89) < 0.01 && abs(df.width - 270) < 0.01 && abs(df.minY - 11.667) < 0.01, "\(df)")
        #expect(text.textAlignment == .right && detail.textAlignment == .left)
        #expect(text.textColor == .secondaryLabel && detail.textColor == .label)
        #expect(text.font.pointSize == 15 && detail.font.pointSize == 17)
        // `.value1` stays side by side with the detail at the trailing margin, right-aligned.
        let value1 = StyledRows(.value1)
        let v = table(value1)
        let row1 = try #require(v.rows.cellForItem(at: IndexPath(item: 0, section: 0)))
        let labels = try #require(row1.contentView.subviews.lazy.compactMap { $0 as? UIListContentView }.first).subviews.compactMap { $0 as? UILabel }
        let detail1 = try #require(labels.first { $0.text == "555" })
        #expect(abs(detail1.frame.maxX - 359) < 0.01 && detail1.textAlignment == .right, "\(detail1.frame)")
        withExtendedLifetime((source, value1)) {}
    }
}
