import SBLayout
import SBScene

// The source documents' looks as cell styles. Each draws headers black and footers dark grey
// (the cookbook's recipe 10-1) and no decoration views, and honours the scene's `text`, `card`
// and `contentMode` keys where its look has text, a card or an image.

/// A source document's look: it draws the cookbook's header or footer for a supplementary view,
/// nothing for a decoration view, and its own cell (``drawCell(_:on:)``) for a cell, in the
/// bounds grown by half their size on each side and by the card's shadow.
public protocol DocumentCellStyle: CellStyle {
    /// Draws a cell of the look.
    /// - Parameters:
    ///   - element: the cell's attributes, its item's style and its image.
    ///   - painter: the canvas, already placed at the cell.
    func drawCell(_ element: StyledElement, on painter: any Painter)
}

extension DocumentCellStyle {
    /// Draws the cell, or the cookbook's header or footer.
    public func draw(_ element: StyledElement, on painter: any Painter) {
        switch element.attributes.category {
        case .supplementaryView(let kind):
            CellLooks.supplementary(kind: kind, bounds: element.bounds, on: painter)
        case .decorationView:
            break
        case .cell:
            drawCell(element, on: painter)
        }
    }

    /// The bounds and their surroundings (grown by half their size on each side), and the
    /// shadow's reach.
    public func drawingBounds(for element: StyledElement) -> Rect {
        let b = element.bounds
        let around = Rect(x: -b.width / 2, y: -b.height / 2, width: b.width * 2, height: b.height * 2)
        guard let shadow = element.item?.appearance.card.shadow else { return around }
        return around.union(CardDrawing.shadowBounds(shadow, under: b))
    }
}

extension StyledElement {
    /// The item's style, or a plain white one for a cell drawn without an item.
    var cellItem: ItemStyle { item ?? ItemStyle(label: "", color: .white) }
}

/// The iPad Springboard tutorial's icon: a label inset by an eighth of the cell, with corners of
/// dim/8, a 1 pt dark grey border and the item's colour at opacity 0.7, its text in the system
/// font at dim/6 on at most three lines; an image in place of the label; a red badge.
/// `card.background`, `cornerRadius`, `border` and `shadow` and every `text` key apply to the label.
public struct SpringboardCellStyle: DocumentCellStyle, Hashable {
    /// The style.
    public init() {}
    /// Draws the icon.
    public func drawCell(_ element: StyledElement, on painter: any Painter) {
        SpringboardIcon.draw(style: element.cellItem, image: element.image, bounds: element.bounds, deleteButton: false, on: painter)
    }
    /// True: the tutorial rasterises every icon (`self.layer.shouldRasterize = YES`), so an
    /// animation draws each icon once and composites it while it quivers.
    public var shouldRasterize: Bool { true }
}

/// The cookbook's recipe 10-1 cell: the item's colour (white by default) with its image and its
/// text in the system font at 12 points on at most three lines; selected, a black overlay at 0.5.
public struct FlowCellStyle: DocumentCellStyle, Hashable {
    /// The style.
    public init() {}
    /// Draws the cell.
    public func drawCell(_ element: StyledElement, on painter: any Painter) {
        CellLooks.flowCell(style: element.cellItem, image: element.image, bounds: element.bounds, on: painter)
    }
}

/// The cookbook's recipe 10-3 cell (the horizontal flow): "S%d(%d)" (or the label) in Futura 16
/// at (10, 10) on a white block with a black edge, as blockStringImage draws it.
public struct BlockStringCellStyle: DocumentCellStyle, Hashable {
    /// The style.
    public init() {}
    /// Draws the cell.
    public func drawCell(_ element: StyledElement, on painter: any Painter) {
        CellLooks.blockStringCell(indexPath: element.attributes.indexPath, style: element.cellItem, bounds: element.bounds, on: painter)
    }
}

/// The cookbook's recipe 10-6 cell: a pastel cell with its text; selected, a black dot of radius
/// 20 at 0.5.
public struct CircleCellStyle: DocumentCellStyle, Hashable {
    /// The style.
    public init() {}
    /// Draws the cell.
    public func drawCell(_ element: StyledElement, on painter: any Painter) {
        CellLooks.circleCell(style: element.cellItem, image: element.image, bounds: element.bounds, on: painter)
    }
}

/// The PunchedLayout demo's cell: a wooden picture frame around seeded translucent ellipses (or
/// the item's image, fitted by `contentMode`), with its reflection below.
public struct PictureFrameCellStyle: DocumentCellStyle, Hashable {
    /// The style.
    public init() {}
    /// Draws the cell.
    public func drawCell(_ element: StyledElement, on painter: any Painter) {
        PictureFrame.draw(identity: element.attributes.identity, seed: element.seed, image: element.image,
                          contentMode: element.item?.appearance.contentMode ?? .aspectFill, bounds: element.bounds, on: painter)
    }
}

/// The cookbook's recipe 10-8 cell as its sample draws it: inset 4 points, white tinted by the
/// item's colour at alpha 0.3 with a black edge, "[S%d, I%d]" (or the label) centred in Futura 18.
public struct GridCellStyle: DocumentCellStyle, Hashable {
    /// The style.
    public init() {}
    /// True: the grid's cells quiver in deletion mode, and a quivering cell's raster comes back
    /// every 0.4 s. Measured, 30 grid quiver frames: 685 -> 580 ms of CPU (medians of 7); the
    /// grid's delete and transition animations (upright cells, drawn as vectors between pixels)
    /// cost the same and give the same bytes.
    public var shouldRasterize: Bool { true }
    /// Draws the cell.
    public func drawCell(_ element: StyledElement, on painter: any Painter) {
        CellLooks.gridCell(indexPath: element.attributes.indexPath, style: element.cellItem, image: element.image,
                           bounds: element.bounds, on: painter)
    }
}

/// The built-in styles by the names scenes give them (`"style"`).
public enum CellStyles {
    /// The built-in style a scene's `"style"` names.
    /// - Parameters:
    ///   - name: the style's name.
    ///   - layout: the prepared layout the style draws for; the compositional style reads its
    ///     sections (list or grid) from it, the others ignore it.
    public static func named(_ name: CellStyleName, layout: (any CollectionViewLayout)? = nil) -> any CellStyle {
        switch name {
        case .springboard: SpringboardCellStyle()
        case .flow: FlowCellStyle()
        case .blockString: BlockStringCellStyle()
        case .circle: CircleCellStyle()
        case .punched: PictureFrameCellStyle()
        case .grid: GridCellStyle()
        case .compositional: CompositionalCellStyle(layout: layout as? CompositionalLayout)
        case .homescreen: HomeScreenCellStyle(layout: layout as? HomeScreenLayout)
        }
    }
}
