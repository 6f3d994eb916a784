import SBLayout
import SBScene

/// The text of a compositional card that sizes itself: the label in 17 pt bold over the subtitle
/// in 15 pt, 12 pt from the card's edges, 4 pt apart (sbrender's look, not UIKit's: a card has
/// no system metrics).
enum CardText {
    static let titleFont = FontRequest(size: 17, bold: true)
    static let subtitleFont = FontRequest(size: 15)
    static let padding = 12.0
    static let spacing = 4.0

    /// The size a card needs for its label and subtitle at `proposed`: along an estimated width
    /// the text's one-line width, along an estimated height the text wrapped to the width.
    static func preferredSize(title: String, subtitle: String?, proposed: Size, request: SelfSizingRequest, on p: any Painter) -> Size {
        var width = proposed.width
        if request.widthIsEstimated {
            let lines = [title] + (subtitle.map { [$0] } ?? [])
            let widest = lines.enumerated().map { i, line in p.measureText(line, font: i == 0 ? titleFont : subtitleFont, width: nil).width }.max() ?? 0
            width = (widest + 2 * padding).rounded(.up)
        }
        let inner = max(0, width - 2 * padding)
        var height = p.measureText(title, font: titleFont, width: inner).height
        if let subtitle { height += spacing + p.measureText(subtitle, font: subtitleFont, width: inner).height }
        return Size(width: width, height: (height + 2 * padding).rounded(.up))
    }
}

extension CompositionalCellStyle {
    /// A list row's height for its content (as UIListContentConfiguration lays it out, at least
    /// 44 pt); a card's size for its label and subtitle; headers and footers keep their estimates, which
    /// hold their one-line titles.
    public func preferredSize(for element: StyledElement, fitting request: SelfSizingRequest, measuringWith painter: any Painter) -> Size? {
        guard let layout else { return nil }
        let a = element.attributes
        guard a.category == .cell else { return nil }
        let style = element.item ?? LayoutRegistration.compositional.demoItemStyle(seed: element.seed, identity: a.identity)
        if let list = layout.definition(ofSection: a.indexPath.section)?.listConfiguration {
            guard !(list.headerMode == .firstItemInSection && a.indexPath.item == 0) else { return nil }
            let content = CompositionalLook.rowContent(a.indexPath, style: style, list: list, image: element.image, width: a.size.width, layout: layout)
            return Size(width: a.size.width, height: content.height(measuringWith: painter))
        }
        let title = style.label.isEmpty ? "[S\(a.indexPath.section), I\(a.indexPath.item)]" : style.label
        return CardText.preferredSize(title: title, subtitle: style.subtitle, proposed: a.size, request: request, on: painter)
    }
}
