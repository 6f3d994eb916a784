internal import Foundation
internal import SBLayout

/// The numbers a table view is laid out and drawn with, shared with collection-view lists (a
/// table's rows, headers and footers are a list section's: SBLayout's list metrics, whose
/// comments give their sources). UIKit documents 44 pt as the default row height. The rest is
/// measured from iOS 14-17 screenshots and marked as assumptions there: 16 pt layout margins
/// below 414 pt of width and 20 from it (an inset-grouped table's sections are inset by the same
/// margin and have corners of 10 pt), 38 pt grouped headers and footers, 28 pt plain ones, 35 pt
/// above a grouped section without a header.
enum TableMetrics {
    /// The row height of a row that sizes itself to a one-line default cell: 44 pt.
    static let rowHeight = Compositional.ListConfiguration.rowHeight
    /// The layout margin for a table this wide (16 or 20, the list's).
    static func layoutMargin(forWidth width: Double) -> Double { Compositional.ListConfiguration.layoutMargin(forWidth: width) }
    /// A section title's gap to the rows: 6 pt between a grouped header's text and the first
    /// row, and between the last row and a footer's text (*assumption*, the list look's).
    static let titleGap: CGFloat = 6
    /// The space below a footer's text, or above a header's: 12 pt (*assumption*, iOS 15-17
    /// Settings, where a one-line footnote header or footer comes to the 38 pt minimum).
    static let titleOuterGap: CGFloat = 12

    /// The default height of a header (`header` true) or footer in a table of `style`: 38 pt in
    /// grouped styles, 28 in the plain one (the list's).
    static func titleHeight(style: UITableView.Style, header: Bool) -> CGFloat {
        style == .plain ? 28 : 38
    }

    /// How a section title is set and placed.
    struct TitleLayout {
        var style: UITableView.Style
        var isHeader: Bool
        /// The leading and trailing margin inside the header or footer.
        var margin: CGFloat

        /// Footnote text (13 pt) in secondary-label grey for grouped headers and every footer;
        /// plain headers in bold body text (17 pt) in the label colour.
        @MainActor func style(_ label: UILabel) {
            let plainHeader = style == .plain && isHeader
            label.font = plainHeader ? UIFont.boldSystemFont(ofSize: 17) : UIFont.systemFont(ofSize: 13)
            label.textColor = plainHeader ? .label : .secondaryLabel
            label.numberOfLines = 0
        }

        /// The title's frame in a header or footer of `size`: a grouped header's text sits
        /// ``titleGap`` above its bottom edge, a footer's ``titleGap`` below its top edge, a plain
        /// header's is centred.
        @MainActor func frame(forTextIn size: CGSize, label: UILabel) -> CGRect {
            let width = max(0, size.width - 2 * margin)
            let height = textHeight(label, width: width)
            let y: CGFloat
            if !isHeader { y = TableMetrics.titleGap }
            else if style == .plain { y = ((size.height - height) / 2).rounded() }
            else { y = size.height - TableMetrics.titleGap - height }
            return CGRect(x: margin, y: y, width: width, height: height)
        }

        @MainActor func textHeight(_ label: UILabel, width: CGFloat) -> CGFloat {
            label.textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: 10_000), limitedToNumberOfLines: 0).height
        }

        /// The height a title of `text` needs in a view `width` wide: the default height, or
        /// the text with its gaps when it is taller.
        @MainActor func height(for text: String, width: CGFloat) -> CGFloat {
            let label = UILabel(frame: .zero)
            label.text = text
            style(label)
            let h = textHeight(label, width: max(0, width - 2 * margin))
            return max(TableMetrics.titleHeight(style: style, header: isHeader), (h + TableMetrics.titleGap + TableMetrics.titleOuterGap).rounded(.up))
        }
    }
}
