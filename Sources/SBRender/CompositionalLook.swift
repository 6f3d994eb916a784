import SBLayout
import SBScene

/// How compositional layouts look: neutral tinted cards labelled "[S%d, I%d]" on white, section
/// titles as headers, red numbered capsules as badges (views anchored to items), light grey
/// rounded panels as section backgrounds; list sections as iOS lists (rows laid out as
/// UIListContentConfiguration, one-pixel separators, grouped and
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
    static func background(_ sections: [Compositional.Section]) -> Color {
        Color.compositionalBackground(sections)
    }

    static func draw(_ a: LayoutAttributes, style: ItemStyle, image: LoadedImage?, bounds: Rect, displayScale: Double,
                     layout: CompositionalLayout, on p: any Painter) {
        let section = a.indexPath.section
        let list = layout.definition(ofSection: section)?.listConfiguration
        switch a.category {
        case .cell:
            if let list {
                listRow(a.indexPath, style: style, list: list, image: image, bounds: bounds, layout: layout, on: p)
            } else {
                card(a.indexPath, style: style, image: image, bounds: bounds, on: p)
            }
        case .supplementaryView where a.isAnchoredToItem:
            badge(a.indexPath, bounds: bounds, on: p)
        case .supplementaryView(let kind) where a.indexPath == IndexPath(item: 0, section: 0)
            && layout.configuration.boundarySupplementaryItems.contains(where: { $0.elementKind == kind }):
            layoutBoundary(kind, frame: a.frame, bounds: bounds, layout: layout, on: p)
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
                p.setColor(list?.backgroundColor ?? background(layout.sections))
                p.fill(preserve: false)
            }
            // Titles start at least 16 pt from the view's leading edge (the right one in a
            // right-to-left layout, where they are right-aligned), however the section is inset.
            let rightToLeft = layout.configuration.layoutDirection == .rightToLeft
            let leadingEdge = rightToLeft ? layout.viewport.width - a.frame.maxX : a.frame.minX
            let lead = layout.configuration.scrollDirection == .vertical ? max(0, 16 - leadingEdge) : 0
            let margin = Compositional.ListConfiguration.layoutMargin(forWidth: layout.viewport.width)
            supplementary(kind: kind, section: section, list: list, bounds: bounds, lead: list == nil ? lead : margin,
                          count: layout.content.numberOfItems(inSection: section), rightToLeft: rightToLeft, on: p)
        case .decorationView(let kind):
            let panel = background(layout.sections) == groupedBackground ? Color.white : groupedBackground
            // A separator under a row with an image starts at the row's text, as UIKit's
            // separator layout guide follows the text's leading edge; `image` is its row's.
            // An automatic leading inset only: a separator given its own leading inset starts there.
            // In a right-to-left layout the leading edge is the right one (the layout has already
            // mirrored the separator's frame, margin and all).
            let separators = list?.separatorConfiguration(forItem: a.indexPath.item)
            let insets = kind == Compositional.ListConfiguration.topSeparatorKind ? separators?.topSeparatorInsets : separators?.bottomSeparatorInsets
            let automatic = insets.map { Compositional.SeparatorConfiguration.isAutomatic($0.leading) } ?? true
            let textStart = image == nil || !automatic ? 0 : ListRowContent.imageSide + ListRowContent.imageToText
            decoration(kind: kind, list: list, item: a.indexPath.item, panel: panel, bounds: bounds, separatorStart: textStart,
                       rightToLeft: layout.configuration.layoutDirection == .rightToLeft, displayScale: displayScale, on: p)
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
        if let subtitle = style.subtitle {
            // A card with a subtitle: both left-aligned from the top, on as many lines as they need.
            let box = bounds.insetBy(dx: CardText.padding, dy: CardText.padding)
            var textStyle = TextStyle(font: CardText.titleFont, color: mix(tint, .black, 0.45), alignment: .left)
            textStyle.centeredVertically = false
            let titleHeight = p.measureText(text, font: CardText.titleFont, width: box.width).height
            p.drawText(text, in: Rect(x: box.minX, y: box.minY, width: box.width, height: titleHeight), style: textStyle)
            textStyle.font = CardText.subtitleFont
            textStyle.color = mix(tint, .black, 0.3)
            p.drawText(subtitle, in: Rect(x: box.minX, y: box.minY + titleHeight + CardText.spacing, width: box.width,
                                          height: max(0, box.height - titleHeight - CardText.spacing)), style: textStyle)
        } else {
            let size = min(17, max(8, min(bounds.width / 7, bounds.height / 2.5)))
            p.drawText(text, in: bounds.insetBy(dx: 4, dy: 2),
                       style: TextStyle(font: FontRequest(size: size, bold: true), color: mix(tint, .black, 0.45), maximumLines: 2))
        }
        if style.isSelected {
            p.addRoundedRect(bounds, radius: radius)
            p.setColor(Color(white: 0, alpha: 0.25))
            p.fill(preserve: false)
        }
    }

    /// A list row: white in plain lists, on the section's background otherwise; its content laid
    /// out as UIListContentConfiguration does (``ListRowContent``: image, text, secondary text or
    /// value, accessories; a disclosure chevron by default).
    static func listRow(_ indexPath: IndexPath, style: ItemStyle, list: Compositional.ListConfiguration, image: LoadedImage?, bounds: Rect,
                        layout: CompositionalLayout, on p: any Painter) {
        let margin = Compositional.ListConfiguration.layoutMargin(forWidth: layout.viewport.width)
        if list.headerMode == .firstItemInSection && indexPath.item == 0 && !style.listContentIsDrawnByView {
            let title = style.label.isEmpty ? "Section \(indexPath.section)" : style.label
            p.drawText(title, in: Rect(x: margin, y: 0, width: max(0, bounds.width - 2 * margin), height: bounds.height),
                       style: TextStyle(font: FontRequest(size: 17, bold: true), color: label,
                                        alignment: layout.configuration.layoutDirection == .rightToLeft ? .right : .left, maximumLines: 1))
            return
        }
        switch list.appearance {
        case .plain:
            p.addRect(bounds)
            p.setColor(.white)
            p.fill(preserve: false)
        case .sidebar, .sidebarPlain:
            // The selected row of a sidebar is a tinted capsule: the row itself, which the
            // sidebar insets 10 pt from the section's edges, with corners of 10 (UIKit's
            // listSidebarCell() background when selected: the tint colour).
            if style.isSelected {
                p.addRoundedRect(bounds, radius: Compositional.ListConfiguration.cornerRadius)
                p.setColor(tints[0])
                p.fill(preserve: false)
            }
        case .grouped, .insetGrouped:
            break
        }
        if style.color.alpha > 0 {
            let radius = Compositional.ListConfiguration.cornerRadius
            if list.appearance.isSidebar {
                p.addRoundedRect(bounds, radius: radius)
                p.setColor(style.color)
                p.fill(preserve: false)
            } else if list.appearance == .insetGrouped {
                // The section's rounded panel clips its rows: the first row's top corners and
                // the last row's bottom corners are rounded, as UIKit's inset-grouped cells are.
                let count = layout.content.numberOfItems(inSection: indexPath.section)
                let first = indexPath.item == 0, last = indexPath.item == count - 1
                let top = first ? bounds.minY : bounds.minY - radius
                let bottom = last ? bounds.maxY : bounds.maxY + radius
                p.withSavedState {
                    p.addRoundedRect(Rect(x: bounds.minX, y: top, width: bounds.width, height: bottom - top), radius: radius)
                    p.clip()
                    p.addRect(bounds)
                    p.setColor(style.color)
                    p.fill(preserve: false)
                }
            } else {
                p.addRect(bounds)
                p.setColor(style.color)
                p.fill(preserve: false)
            }
        }
        let selectedSidebar = list.appearance.isSidebar && style.isSelected
        let content = rowContent(indexPath, style: style, list: list, image: image, width: bounds.width, layout: layout)
        content.draw(height: bounds.height, image: image, textColor: selectedSidebar ? .white : label,
                     secondaryColor: selectedSidebar ? Color(white: 1, alpha: 0.8) : secondaryLabel,
                     tint: selectedSidebar ? .white : tints[0], chevron: selectedSidebar ? .white : chevron, on: p)
        if style.isSelected && !list.appearance.isSidebar {
            p.addRect(bounds)
            p.setColor(Color(white: 0, alpha: 0.1))
            p.fill(preserve: false)
        }
    }

    /// A list row's content: the item's label (or "Item n"), subtitle, value and accessories
    /// (a disclosure indicator unless the item lists its own; none in a sidebar), its image (in a
    /// sidebar every row leads with a symbol: the item's image, else a simple glyph).
    static func rowContent(_ indexPath: IndexPath, style: ItemStyle, list: Compositional.ListConfiguration, image: LoadedImage?,
                           width: Double, layout: CompositionalLayout) -> ListRowContent {
        // Content drawn by the item's own views leaves the row its accessories.
        let own = style.listContentIsDrawnByView
        return ListRowContent(text: own ? "" : style.label.isEmpty ? "Item \(indexPath.item)" : style.label,
                       secondaryText: own ? nil : style.subtitle, value: own ? nil : style.value,
                       accessories: style.accessories ?? (list.appearance.isSidebar ? [] : [.disclosureIndicator]),
                       image: own ? .none : list.appearance.isSidebar ? .sidebarSymbol : (image == nil ? .none : .settings),
                       margin: Compositional.ListConfiguration.layoutMargin(forWidth: layout.viewport.width), width: width,
                       rightToLeft: layout.configuration.layoutDirection == .rightToLeft)
    }

    static func supplementary(kind: String, section: Int, list: Compositional.ListConfiguration?, bounds: Rect, lead: Double, count: Int,
                              rightToLeft: Bool = false, on p: any Painter) {
        let alignment: TextAlignment = rightToLeft ? .right : .left
        if let list {
            // List headers and footers start at the layout margin, as the rows' titles do.
            let margin = lead
            let box = Rect(x: margin, y: 0, width: max(0, bounds.width - 2 * margin), height: bounds.height)
            if kind == ElementKind.sectionHeader {
                let grouped = list.appearance == .grouped || list.appearance == .insetGrouped
                let title = grouped ? "SECTION \(section)" : "Section \(section)"
                p.drawText(title, in: grouped ? Rect(x: box.minX, y: box.maxY - 26, width: box.width, height: 20) : box,
                           style: TextStyle(font: FontRequest(size: grouped ? 13 : 17, bold: !grouped), color: grouped ? secondaryLabel : label,
                                            alignment: alignment, maximumLines: 1))
            } else {
                p.drawText("\(count) item\(count == 1 ? "" : "s")", in: Rect(x: box.minX, y: 6, width: box.width, height: 18),
                           style: TextStyle(font: FontRequest(size: 13), color: secondaryLabel, alignment: alignment, maximumLines: 1))
            }
            return
        }
        if bounds.height > 2 * bounds.width && (kind == ElementKind.sectionHeader || kind == ElementKind.sectionFooter) {
            // A tall, narrow header or footer (on the leading or trailing edge of a section in a
            // horizontal layout): its title runs down the strip, turned a quarter clockwise, so
            // that it fits instead of being cut to "S...".
            p.withSavedState {
                p.translate(x: bounds.width, y: 0)
                p.rotate(Double.pi / 2)
                supplementary(kind: kind, section: section, list: nil, bounds: Rect(x: 0, y: 0, width: bounds.height, height: bounds.width),
                              lead: 12, count: count, on: p)
            }
            return
        }
        switch kind {
        case ElementKind.sectionHeader:
            p.drawText("Section \(section)", in: Rect(x: rightToLeft ? 4 : lead + 4, y: 0, width: max(0, bounds.width - lead - 8), height: bounds.height),
                       style: TextStyle(font: FontRequest(size: min(22, max(9, bounds.height * 0.5)), bold: true), color: label, alignment: alignment, maximumLines: 1))
        case ElementKind.sectionFooter:
            p.drawText("\(count) item\(count == 1 ? "" : "s")", in: Rect(x: rightToLeft ? 4 : lead + 4, y: 0, width: max(0, bounds.width - lead - 8), height: bounds.height),
                       style: TextStyle(font: FontRequest(size: min(13, max(8, bounds.height * 0.4))), color: secondaryLabel, alignment: alignment, maximumLines: 1))
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

    /// A layout-wide boundary item (configuration.boundarySupplementaryItems): its kind as a bold
    /// title 16 pt from the view's leading edge; a pinned one on a bar of the page's colour across
    /// the view, as pinned section headers are.
    static func layoutBoundary(_ kind: String, frame: Rect, bounds: Rect, layout: CompositionalLayout, on p: any Painter) {
        let pinned = layout.configuration.boundarySupplementaryItems.contains { $0.elementKind == kind && $0.pinToVisibleBounds }
        let vertical = layout.configuration.scrollDirection == .vertical
        if pinned {
            p.addRect(vertical ? Rect(x: -frame.minX, y: 0, width: layout.viewport.width, height: bounds.height)
                               : Rect(x: 0, y: -frame.minY, width: bounds.width, height: layout.viewport.height))
            p.setColor(background(layout.sections))
            p.fill(preserve: false)
        }
        let lead = vertical ? max(0, 16 - frame.minX) : 0
        let title = kind.prefix(1).uppercased() + kind.dropFirst()
        p.drawText(title, in: Rect(x: lead + 4, y: 0, width: max(0, bounds.width - lead - 8), height: bounds.height),
                   style: TextStyle(font: FontRequest(size: min(28, max(9, bounds.height * 0.55)), bold: true), color: label, alignment: .left, maximumLines: 1))
    }

    /// A view anchored to an item or group (NSCollectionLayoutSupplementaryItem): an iOS badge, a
    /// systemRed (255, 59, 48) capsule with the item's number (item + 1) in white bold type.
    static func badge(_ indexPath: IndexPath, bounds: Rect, on p: any Painter) {
        let radius = min(bounds.width, bounds.height) / 2
        p.addRoundedRect(bounds, radius: radius)
        p.setColor(rgb(255, 59, 48))
        p.fill(preserve: false)
        let size = max(6, min(bounds.height * 0.6, bounds.width * 0.6))
        p.drawText("\(indexPath.item + 1)", in: bounds.insetBy(dx: min(4, bounds.width / 8), dy: 0),
                   style: TextStyle(font: FontRequest(size: size, bold: true), color: .white, maximumLines: 1))
    }

    /// A decoration view. A separator is one device pixel thick (UIKit's hairline, 1 / displayScale
    /// points: 1 at scale 1, 0.5 at 2, 1/3 at 3), ending at the bottom of its frame, which is the
    /// row's bottom edge (the layout's frame is the scale-2 hairline), and starting
    /// `separatorStart` into the frame from its leading edge (the right one when `rightToLeft`).
    static func decoration(kind: String, list: Compositional.ListConfiguration?, item: Int = 0, panel: Color, bounds: Rect,
                           separatorStart: Double = 0, rightToLeft: Bool = false, displayScale: Double, on p: any Painter) {
        switch kind {
        case Compositional.ListConfiguration.separatorKind, Compositional.ListConfiguration.topSeparatorKind:
            // A bottom separator ends at its frame's bottom (the row's bottom edge), a top one
            // starts at its frame's top (the row's top edge); both in the row's separator colour.
            let thickness = 1 / max(1, displayScale)
            let start = min(separatorStart, bounds.width)
            let top = kind == Compositional.ListConfiguration.topSeparatorKind
            p.addRect(Rect(x: rightToLeft ? bounds.minX : bounds.minX + start, y: top ? bounds.minY : bounds.maxY - thickness, width: bounds.width - start, height: thickness))
            p.setColor(list.map { $0.separatorConfiguration(forItem: item).color } ?? separator)
            p.fill(preserve: false)
        case Compositional.ListConfiguration.sectionBackgroundKind:
            // A list's own background colour (UIKit's list configuration backgroundColor).
            p.addRect(bounds)
            p.setColor(list?.backgroundColor ?? (list?.appearance.hasGroupedBackground == true ? groupedBackground : .white))
            p.fill(preserve: false)
        case Compositional.ListConfiguration.backgroundKind:
            if list?.appearance == .insetGrouped {
                p.addRoundedRect(bounds, radius: Compositional.ListConfiguration.cornerRadius)
            } else {
                p.addRect(bounds)
            }
            p.setColor(.white)
            p.fill(preserve: false)
        case Compositional.DecorationItem.sectionBackgroundKind:
            // A section background: a rounded panel, light grey on white or white on grey.
            p.addRoundedRect(bounds, radius: min(16, min(bounds.width, bounds.height) / 4))
            p.setColor(panel)
            p.fill(preserve: false)
        default:
            // Another decoration kind: a translucent rounded panel tinted by its kind's name (the
            // sum of its scalars picks the tint, the same in every run) with a 1 pt outline, so
            // that stacked decorations of several kinds stay apart.
            let sum = kind.unicodeScalars.reduce(0) { $0 + Int($1.value) }
            let tint = tints[sum % tints.count]
            let radius = min(16, min(bounds.width, bounds.height) / 4)
            p.addRoundedRect(bounds, radius: radius)
            p.setColor(Color(red: tint.red, green: tint.green, blue: tint.blue, alpha: 0.18))
            p.fill(preserve: false)
            p.addRoundedRect(bounds.insetBy(dx: 0.5, dy: 0.5), radius: max(0, radius - 0.5))
            p.setColor(Color(red: tint.red, green: tint.green, blue: tint.blue, alpha: 0.6))
            p.stroke(width: 1, preserve: false)
        }
    }
}
