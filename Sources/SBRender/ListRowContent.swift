import SBLayout
import SBScene

/// A list row's content as UIListContentConfiguration lays it out (`cell()`, `subtitleCell()`
/// and `valueCell()`): an optional image, the text, the secondary text under it or a value on
/// the trailing side, then the accessories. The row measures itself with the same geometry it is
/// drawn with, so a row that needs two lines grows instead of being clipped.
///
/// Metrics, in points. From Apple's documentation and the Human Interface Guidelines: rows are at
/// least 44 tall (HIG, "Layout": 44 x 44 pt hit targets; UITableView's default rowHeight 44);
/// the text is the body style, 17 pt; the secondary text is the subheadline style, 15 pt, in
/// secondaryLabel grey; the content starts at the list's layout margin (16, or 20 from 414 wide:
/// ``/SBLayout/UICollectionLayoutListConfiguration/layoutMargin(forWidth:)``). Measured from iOS
/// 15-17 screenshots and marked as assumptions: 11 above and below the content (a one-line 17 pt
/// row, about 20.5 of text, comes to the 44 minimum); 3 between the text and the secondary text;
/// Settings-style images 29 x 29 with corners of 6.5, the text 15 after them (60 from the edge on
/// a 16-pt margin, as in Settings); accessories 10 apart, 13 after the text (the disclosure
/// chevron 7 x 12, the checkmark 14 x 12, the detail button a 22-pt circle), a value 8 before them.
/// Sidebar rows (sidebarCell()) lead with a symbol instead, measured from iPadOS 14-17 sidebars
/// and marked as an assumption: a 24 x 24 box at the margin, tinted, the text 12 after it (36
/// from the margin); the item's image is fitted into the box, else a simple glyph stands for an
/// SF Symbol (the outlined `circle`, 20 across, 1.75 stroke).
///
/// In a right-to-left layout the row is drawn mirrored, as UIKit mirrors a list cell: the
/// geometry above is computed from the leading edge and every box is flipped across the row
/// (x' = width - maxX), so the image sits at the right margin, the text is right-aligned and ends
/// at the image (or the margin), the value is left-aligned before the accessories, and the
/// accessories, first to last, run from the text toward the left margin. The disclosure chevron
/// points left (UIKit's chevron.forward is a directional symbol); the checkmark and the detail
/// button's "i" are not directional and keep their shape.
package struct ListRowContent {
    /// What leads a row.
    enum ImageSlot: Equatable {
        /// Nothing: the text starts at the margin.
        case none
        /// A Settings-style image, 29 x 29 with corners of 6.5.
        case settings
        /// A sidebar symbol: the image fitted into 24 x 24, or the glyph.
        case sidebarSymbol
    }

    static let minimumHeight = 44.0
    static let verticalMargin = 11.0
    static let textFont = FontRequest(size: 17)
    static let secondaryFont = FontRequest(size: 15)
    static let textToSecondary = 3.0
    static let imageSide = 29.0
    static let imageRadius = 6.5
    static let imageToText = 15.0
    static let symbolSide = 24.0
    static let symbolToText = 12.0
    package static let accessorySpacing = 10.0
    package static let textToAccessory = 13.0
    static let valueToAccessory = 8.0

    /// The primary text.
    var text: String
    /// The secondary text under it, or nil.
    var secondaryText: String?
    /// The value on the trailing side, or nil.
    var value: String?
    /// The accessories, leading to trailing.
    var accessories: [ListAccessory]
    /// What leads the row.
    var image: ImageSlot
    /// The list's layout margin.
    var margin: Double
    /// The row's width.
    var width: Double
    /// Whether the row is drawn mirrored, for a right-to-left layout.
    var rightToLeft = false

    /// `r`, laid out from the leading edge, where it is drawn: flipped across the row in a
    /// right-to-left layout.
    func placed(_ r: Rect) -> Rect {
        rightToLeft ? Rect(x: width - r.maxX, y: r.minY, width: r.width, height: r.height) : r
    }

    /// `x`, measured from the leading edge, where it is drawn.
    func placed(x: Double) -> Double {
        rightToLeft ? width - x : x
    }

    /// The text's alignment: toward the leading edge.
    var leadingAlignment: TextAlignment { rightToLeft ? .right : .left }

    /// An accessory's width.
    package static func width(of accessory: ListAccessory) -> Double {
        switch accessory {
        case .disclosureIndicator: 7
        case .checkmark: 14
        case .detail: 22
        }
    }

    /// Where the accessories begin (the trailing margin when there are none).
    var accessoriesStart: Double {
        guard !accessories.isEmpty else { return width - margin }
        let total = accessories.map(Self.width(of:)).reduce(0, +) + Self.accessorySpacing * Double(accessories.count - 1)
        return width - margin - total
    }

    /// Where the text begins: after the image or symbol, if any.
    var textStart: Double {
        switch image {
        case .none: margin
        case .settings: margin + Self.imageSide + Self.imageToText
        case .sidebarSymbol: margin + Self.symbolSide + Self.symbolToText
        }
    }

    /// The value's box width: its one-line width, at most half the room.
    func valueWidth(measuringWith p: any Painter) -> Double {
        guard let value, !value.isEmpty else { return 0 }
        let room = max(0, accessoriesStart - (accessories.isEmpty ? 0 : Self.valueToAccessory) - textStart)
        return min(p.measureText(value, font: Self.textFont, width: nil).width, room / 2)
    }

    /// The text's width: from its start to the value or the accessories.
    func textWidth(valueWidth: Double) -> Double {
        let end = value.map { _ in accessoriesStart - (accessories.isEmpty ? 0 : Self.valueToAccessory) - valueWidth - 8 }
            ?? accessoriesStart - (accessories.isEmpty ? 0 : Self.textToAccessory)
        return max(0, end - textStart)
    }

    /// The heights of the text and the secondary text (0 without one), wrapped to the text's width.
    func textHeights(measuringWith p: any Painter) -> (text: Double, secondary: Double) {
        let w = textWidth(valueWidth: valueWidth(measuringWith: p))
        let text = p.measureText(text, font: Self.textFont, width: w).height
        let secondary = secondaryText.map { p.measureText($0, font: Self.secondaryFont, width: w).height } ?? 0
        return (text, secondary)
    }

    /// The row's height: its content and margins, at least 44, rounded up to a whole point.
    func height(measuringWith p: any Painter) -> Double {
        let h = textHeights(measuringWith: p)
        let content = h.text + (secondaryText == nil ? 0 : Self.textToSecondary + h.secondary)
        return max(Self.minimumHeight, (content + 2 * Self.verticalMargin).rounded(.up))
    }

    /// Draws the content in a row of `height`: text colours as given, the image clipped to its
    /// rounded square, the accessories in `tint` (the chevron in `chevron`).
    func draw(height: Double, image: LoadedImage?, textColor: Color, secondaryColor: Color, tint: Color, chevron: Color, on p: any Painter) {
        switch self.image {
        case .none:
            break
        case .settings:
            guard let image else { break }
            let box = placed(Rect(x: margin, y: (height - Self.imageSide) / 2, width: Self.imageSide, height: Self.imageSide))
            p.withSavedState {
                p.addRoundedRect(box, radius: Self.imageRadius)
                p.clip()
                p.drawImage(image, aspectFill: box)
            }
        case .sidebarSymbol:
            let box = placed(Rect(x: margin, y: (height - Self.symbolSide) / 2, width: Self.symbolSide, height: Self.symbolSide))
            if let image {
                p.drawImage(image, in: box, contentMode: .aspectFit)
            } else {
                p.addCircle(center: Point(x: box.midX, y: box.midY), radius: 10 - 0.875)
                p.setColor(tint)
                p.stroke(width: 1.75, preserve: false)
            }
        }
        let valueWidth = valueWidth(measuringWith: p)
        let w = textWidth(valueWidth: valueWidth)
        if let secondaryText {
            let h = textHeights(measuringWith: p)
            let top = (height - h.text - Self.textToSecondary - h.secondary) / 2
            var style = TextStyle(font: Self.textFont, color: textColor, alignment: leadingAlignment)
            style.centeredVertically = false
            p.drawText(text, in: placed(Rect(x: textStart, y: top, width: w, height: h.text)), style: style)
            style.font = Self.secondaryFont
            style.color = secondaryColor
            p.drawText(secondaryText, in: placed(Rect(x: textStart, y: top + h.text + Self.textToSecondary, width: w, height: h.secondary)), style: style)
        } else {
            p.drawText(text, in: placed(Rect(x: textStart, y: 0, width: w, height: height)),
                       style: TextStyle(font: Self.textFont, color: textColor, alignment: leadingAlignment))
        }
        if let value, valueWidth > 0 {
            let end = accessoriesStart - (accessories.isEmpty ? 0 : Self.valueToAccessory)
            p.drawText(value, in: placed(Rect(x: end - valueWidth, y: 0, width: valueWidth, height: height)),
                       style: TextStyle(font: Self.textFont, color: secondaryColor, alignment: rightToLeft ? .left : .right, maximumLines: 1))
        }
        var x = accessoriesStart
        let y = height / 2
        for accessory in accessories {
            // The accessory's slot where it is drawn; its left edge `left`.
            let left = placed(Rect(x: x, y: 0, width: Self.width(of: accessory), height: height)).minX
            switch accessory {
            case .disclosureIndicator:
                // A chevron 7 pt wide and 12 pt tall, 2 pt strokes, pointing to the trailing
                // side: its points flipped with the row.
                p.newPath()
                p.move(to: Point(x: placed(x: x), y: y - 6))
                p.line(to: Point(x: placed(x: x + 6), y: y))
                p.line(to: Point(x: placed(x: x), y: y + 6))
                p.setColor(chevron)
                p.stroke(width: 2, preserve: false)
            case .checkmark:
                p.newPath()
                p.move(to: Point(x: left + 1, y: y))
                p.line(to: Point(x: left + 5, y: y + 5))
                p.line(to: Point(x: left + 13, y: y - 6))
                p.setColor(tint)
                p.stroke(width: 2, preserve: false)
            case .detail:
                p.addCircle(center: Point(x: left + 11, y: y), radius: 10.25)
                p.setColor(tint)
                p.stroke(width: 1.5, preserve: false)
                p.drawText("i", in: Rect(x: left, y: y - 11, width: 22, height: 22),
                           style: TextStyle(font: FontRequest(size: 15, bold: true), color: tint, maximumLines: 1))
            }
            x += Self.width(of: accessory) + Self.accessorySpacing
        }
    }
}
