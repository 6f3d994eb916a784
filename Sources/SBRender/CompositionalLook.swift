import SBLayout
import SBScene

/// How compositional layouts look: neutral tinted cards labelled "[S%d, I%d]" on white, section
/// titles as headers, light grey rounded panels as section backgrounds; list sections as iOS
/// lists (rows with a title and a disclosure chevron, hairline separators, grouped and
/// inset-grouped backgrounds on system grouped grey).
///
/// Colours are UIKit's light-mode system colours: systemBlue (0, 122, 255), systemGreen
/// (52, 199, 89), systemOrange (255, 149, 0), systemPurple (175, 82, 222), systemPink
/// (255, 45, 85), systemTeal (48, 176, 199) and systemIndigo (88, 86, 214) as card tints;
/// systemGroupedBackground (242, 242, 247); separator (198, 198, 200); secondaryLabel grey
/// (60, 60, 67 at 60 %); tertiary chevron grey (196, 196, 199).
enum CompositionalLook {
    static let tints: [Color] = [
        rgb(0, 122, 255), rgb(52, 199, 89), rgb(255, 149, 0), rgb(175, 82, 222),
        rgb(255, 45, 85), rgb(48, 176, 199), rgb(88, 86, 214),
    ]
    static let groupedBackground = Color.groupedBackground
    static let separator = rgb(198, 198, 200)
    static let secondaryLabel = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
    static let chevron = rgb(196, 196, 199)
    static let label = Color(white: 0)

    static func rgb(_ r: Double, _ g: Double, _ b: Double) -> Color {
        Color(red: r / 255, green: g / 255, blue: b / 255)
    }

    static func mix(_ a: Color, _ b: Color, _ t: Double) -> Color {
        Color(red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t, blue: a.blue + (b.blue - a.blue) * t)
    }

    /// The collection view's background: system grouped grey when any section is a grouped,
    /// inset-grouped or sidebar list, white otherwise.
    static func background(_ sections: [NSCollectionLayoutSection]) -> Color {
        Color.compositionalBackground(sections)
    }

    static func draw(_ a: LayoutAttributes, style: ItemStyle, image: LoadedImage?, bounds: Rect, layout: CompositionalLayout, on p: any Painter) {
        let section = a.indexPath.section
        let list = layout.definition(ofSection: section)?.listConfiguration
        switch a.category {
        case .cell:
            if let list {
                listRow(a.indexPath, style: style, list: list, bounds: bounds, layout: layout, on: p)
            } else {
                card(a.indexPath, style: style, image: image, bounds: bounds, on: p)
            }
        case .supplementaryView(let kind):
            let pinned = layout.definition(ofSection: section)?.boundarySupplementaryItems
                .contains { $0.elementKind == kind && $0.pinToVisibleBounds } ?? false
            if pinned && (kind == ElementKind.sectionHeader || kind == ElementKind.sectionFooter) {
                // A pinned header or footer sits on a bar of the page's colour across the whole
                // view, so that it hides the cells scrolling under it. Others are clear, as
                // UIKit's reusable views are, so a section background runs behind their titles.
                let vertical = layout.configuration.scrollDirection == .vertical
                p.addRect(vertical ? Rect(x: -a.frame.minX, y: 0, width: layout.viewport.width, height: bounds.height)
                                   : Rect(x: 0, y: -a.frame.minY, width: bounds.width, height: layout.viewport.height))
                p.setColor(background(layout.sections))
                p.fill(preserve: false)
            }
            // Titles start at least 16 pt from the view's leading edge, however the section is inset.
            let lead = layout.configuration.scrollDirection == .vertical ? max(0, 16 - a.frame.minX) : 0
            let margin = UICollectionLayoutListConfiguration.layoutMargin(forWidth: layout.viewport.width)
            supplementary(kind: kind, section: section, list: list, bounds: bounds, lead: list == nil ? lead : margin,
                          count: layout.content.numberOfItems(inSection: section), on: p)
        case .decorationView(let kind):
            let panel = background(layout.sections) == groupedBackground ? Color.white : groupedBackground
            decoration(kind: kind, list: list, panel: panel, bounds: bounds, on: p)
        }
    }

    /// A tinted rounded card labelled "[S%d, I%d]" (or the item's label).
    static func card(_ indexPath: IndexPath, style: ItemStyle, image: LoadedImage?, bounds: Rect, on p: any Painter) {
        let tint = tints[((indexPath.section % tints.count) + tints.count) % tints.count]
        let fill = style.color.alpha > 0 ? style.color : mix(tint, .white, 0.72)
        let radius = min(12, min(bounds.width, bounds.height) / 4)
        p.addRoundedRect(bounds, radius: radius)
        p.setColor(fill)
        p.fill(preserve: false)
        if let image {
            p.withSavedState {
                p.addRoundedRect(bounds, radius: radius)
                p.clip()
                p.drawImage(image, aspectFill: bounds)
            }
        }
        p.addRoundedRect(bounds.insetBy(dx: 0.5, dy: 0.5), radius: max(0, radius - 0.5))
        p.setColor(Color(red: tint.red, green: tint.green, blue: tint.blue, alpha: 0.35))
        p.stroke(width: 1, preserve: false)
        let text = style.label.isEmpty ? "[S\(indexPath.section), I\(indexPath.item)]" : style.label
        let size = min(17, max(8, min(bounds.width / 7, bounds.height / 2.5)))
        p.drawText(text, in: bounds.insetBy(dx: 4, dy: 2),
                   style: TextStyle(font: FontRequest(size: size, bold: true), color: mix(tint, .black, 0.45), maximumLines: 2))
        if style.isSelected {
            p.addRoundedRect(bounds, radius: radius)
            p.setColor(Color(white: 0, alpha: 0.25))
            p.fill(preserve: false)
        }
    }

    /// A list row: white in plain lists, on the section's background otherwise; the title at the
    /// layout margin and a disclosure chevron at the trailing margin.
    static func listRow(_ indexPath: IndexPath, style: ItemStyle, list: UICollectionLayoutListConfiguration, bounds: Rect, layout: CompositionalLayout, on p: any Painter) {
        let margin = UICollectionLayoutListConfiguration.layoutMargin(forWidth: layout.viewport.width)
        if list.headerMode == .firstItemInSection && indexPath.item == 0 {
            let title = style.label.isEmpty ? "Section \(indexPath.section)" : style.label
            p.drawText(title, in: Rect(x: margin, y: 0, width: max(0, bounds.width - 2 * margin), height: bounds.height),
                       style: TextStyle(font: FontRequest(size: 17, bold: true), color: label, alignment: .left, maximumLines: 1))
            return
        }
        switch list.appearance {
        case .plain:
            p.addRect(bounds)
            p.setColor(.white)
            p.fill(preserve: false)
        case .sidebar:
            if style.isSelected {
                p.addRoundedRect(bounds, radius: UICollectionLayoutListConfiguration.cornerRadius)
                p.setColor(tints[0])
                p.fill(preserve: false)
            }
        case .grouped, .insetGrouped:
            break
        }
        if style.color.alpha > 0 {
            p.addRect(bounds)
            p.setColor(style.color)
            p.fill(preserve: false)
        }
        let selectedSidebar = list.appearance == .sidebar && style.isSelected
        let title = style.label.isEmpty ? "Item \(indexPath.item)" : style.label
        let chevronSpace = list.appearance == .sidebar ? 0.0 : 20.0
        p.drawText(title, in: Rect(x: margin, y: 0, width: max(0, bounds.width - 2 * margin - chevronSpace), height: bounds.height),
                   style: TextStyle(font: FontRequest(size: 17), color: selectedSidebar ? .white : label, alignment: .left, maximumLines: 1))
        if list.appearance != .sidebar {
            // The disclosure indicator: a chevron 7 pt wide and 12 pt tall, 2 pt strokes.
            let x = bounds.width - margin - 7, y = bounds.height / 2
            p.newPath()
            p.move(to: Point(x: x, y: y - 6))
            p.line(to: Point(x: x + 6, y: y))
            p.line(to: Point(x: x, y: y + 6))
            p.setColor(chevron)
            p.stroke(width: 2, preserve: false)
        } else if style.isSelected == false && style.color.alpha == 0 {
            // Sidebar rows show a small symbol-like circle before the text.
            p.addCircle(center: Point(x: margin / 2 + 1, y: bounds.height / 2), radius: 3)
            p.setColor(tints[0])
            p.fill(preserve: false)
        }
        if style.isSelected && list.appearance != .sidebar {
            p.addRect(bounds)
            p.setColor(Color(white: 0, alpha: 0.1))
            p.fill(preserve: false)
        }
    }

    static func supplementary(kind: String, section: Int, list: UICollectionLayoutListConfiguration?, bounds: Rect, lead: Double, count: Int, on p: any Painter) {
        if let list {
            // List headers and footers start at the layout margin, as the rows' titles do.
            let margin = lead
            let box = Rect(x: margin, y: 0, width: max(0, bounds.width - 2 * margin), height: bounds.height)
            if kind == ElementKind.sectionHeader {
                let grouped = list.appearance == .grouped || list.appearance == .insetGrouped
                let title = grouped ? "SECTION \(section)" : "Section \(section)"
                p.drawText(title, in: grouped ? Rect(x: box.minX, y: box.maxY - 26, width: box.width, height: 20) : box,
                           style: TextStyle(font: FontRequest(size: grouped ? 13 : 17, bold: !grouped), color: grouped ? secondaryLabel : label,
                                            alignment: .left, maximumLines: 1))
            } else {
                p.drawText("\(count) item\(count == 1 ? "" : "s")", in: Rect(x: box.minX, y: 6, width: box.width, height: 18),
                           style: TextStyle(font: FontRequest(size: 13), color: secondaryLabel, alignment: .left, maximumLines: 1))
            }
            return
        }
        switch kind {
        case ElementKind.sectionHeader:
            p.drawText("Section \(section)", in: Rect(x: lead + 4, y: 0, width: max(0, bounds.width - lead - 8), height: bounds.height),
                       style: TextStyle(font: FontRequest(size: min(22, max(9, bounds.height * 0.5)), bold: true), color: label, alignment: .left, maximumLines: 1))
        case ElementKind.sectionFooter:
            p.drawText("\(count) item\(count == 1 ? "" : "s")", in: Rect(x: lead + 4, y: 0, width: max(0, bounds.width - lead - 8), height: bounds.height),
                       style: TextStyle(font: FontRequest(size: min(13, max(8, bounds.height * 0.4))), color: secondaryLabel, alignment: .left, maximumLines: 1))
        default:
            // Another boundary item, such as a badge: a grey pill with its kind.
            let radius = min(bounds.width, bounds.height) / 2
            p.addRoundedRect(bounds, radius: radius)
            p.setColor(rgb(142, 142, 147))
            p.fill(preserve: false)
            p.drawText(kind, in: bounds.insetBy(dx: 2, dy: 0),
                       style: TextStyle(font: FontRequest(size: min(12, max(6, bounds.height * 0.5)), bold: true), color: .white, maximumLines: 1))
        }
    }

    static func decoration(kind: String, list: UICollectionLayoutListConfiguration?, panel: Color, bounds: Rect, on p: any Painter) {
        switch kind {
        case UICollectionLayoutListConfiguration.separatorKind:
            p.addRect(bounds)
            p.setColor(separator)
            p.fill(preserve: false)
        case UICollectionLayoutListConfiguration.backgroundKind:
            if list?.appearance == .insetGrouped {
                p.addRoundedRect(bounds, radius: UICollectionLayoutListConfiguration.cornerRadius)
            } else {
                p.addRect(bounds)
            }
            p.setColor(.white)
            p.fill(preserve: false)
        default:
            // A section background: a rounded panel, light grey on white or white on grey.
            p.addRoundedRect(bounds, radius: min(16, min(bounds.width, bounds.height) / 4))
            p.setColor(panel)
            p.fill(preserve: false)
        }
    }
}
