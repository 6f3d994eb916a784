internal import SBLayout
internal import SBRender

/// The caller's style, except for the elements whose views set a look of their own
/// (``ViewLook``), which are drawn with it: a data source's `cell.backgroundColor = .systemBlue`
/// shows, and a list cell with a content configuration is the style's list row (background and
/// accessories) under the configuration's content view.
struct ViewLookStyle: CellStyle {
    /// Whose look: a cell's item, by identity (it keeps its look as an update moves it), or a
    /// reusable view, by category and index path.
    enum Key: Hashable, Sendable {
        case cell(identity: Int)
        case view(ElementCategory, SBLayout.IndexPath)

        /// The key of a drawn element.
        init(_ attributes: LayoutAttributes) {
            self = attributes.category == .cell ? .cell(identity: attributes.identity) : .view(attributes.category, attributes.indexPath)
        }
    }

    /// The style for elements without a look.
    let base: any CellStyle
    /// The views' looks.
    let looks: [Key: ViewLook]

    private func look(for element: StyledElement) -> ViewLook? {
        looks[Key(element.attributes)]
    }

    func draw(_ element: StyledElement, on painter: any Painter) {
        guard let look = look(for: element) else { return base.draw(element, on: painter) }
        if let shift = look.separatorShift {
            // A separator: the list's own, starting `shift` further along its leading edge.
            var moved = element
            let d = max(-element.bounds.width, min(shift, element.bounds.width))
            moved.attributes.size.width = max(0, element.bounds.width - d)
            return painter.withSavedState {
                if !look.separatorLeadsFromRight { painter.translate(x: d, y: 0) }
                base.draw(moved, on: painter)
            }
        }
        guard let text = look.text else { return look.draw(in: element.bounds, on: painter) }
        // A list row: the row's background and accessories, then the cell's views (the content
        // view the configuration made, laid out past the indentation, the chevron's slot, a
        // table's editing control and the accessories), then the outline chevron, a table's
        // editing control and the reorder grip. The accessories sit left of a reorder grip.
        let width = element.bounds.width
        let margin = Compositional.ListConfiguration.layoutMargin(forWidth: width)
        let control = text.editingControl
        let controlSlot = control.map { $0.indents ? TableEditingControl.slot : 0 } ?? 0
        let grip = text.reorder != nil ? TableEditingControl.gripSlot : 0
        var row = styled(element, look)
        if grip > 0, var item = row.item {
            let accessories = item.accessories
            item.accessories = []
            row.item = item
            base.draw(row, on: painter)
            item.accessories = accessories
            item.color = .clear
            row.item = item
            row.attributes.size.width = max(0, width - grip)
        }
        base.draw(row, on: painter)
        look.draw(in: element.bounds, on: painter)
        if let outline = text.outline, !outline.hidden {
            let x = outline.trailing ? width - margin - Self.chevronSlot - grip
                : margin + text.indentation + controlSlot
            Self.drawChevron(outline, in: Rect(x: x, y: 0, width: Self.chevronSlot, height: element.bounds.height), on: painter)
        }
        if let control {
            control.draw(at: Point(x: margin + text.indentation + TableEditingControl.diameter / 2, y: element.bounds.height / 2), on: painter)
        }
        if case let .some(.some(color)) = text.reorder {
            TableEditingControl.drawGrip(centre: Point(x: width - margin - TableEditingControl.gripWidth / 2, y: element.bounds.height / 2),
                                         color: color, on: painter)
        }
    }

    /// The outline chevron's square slot and the gap between it and the content (*assumption*,
    /// measured from iOS 14-17 outlines: the chevron is as big as the disclosure indicator, 12 pt
    /// along its points, in a 12 pt slot).
    static let chevronSlot = 12.0
    static let chevronGap = 12.0

    /// Draws an outline chevron centred in `slot`: pointing right when collapsed, down when
    /// expanded, 2 pt strokes, 12 pt along its points and 6 pt deep (the disclosure indicator's size).
    static func drawChevron(_ chevron: ViewLook.OutlineChevron, in slot: Rect, on p: any Painter) {
        let c = Point(x: slot.midX, y: slot.midY)
        p.newPath()
        if chevron.expanded {
            p.move(to: Point(x: c.x - 6, y: c.y - 3))
            p.line(to: Point(x: c.x, y: c.y + 3))
            p.line(to: Point(x: c.x + 6, y: c.y - 3))
        } else {
            p.move(to: Point(x: c.x - 3, y: c.y - 6))
            p.line(to: Point(x: c.x + 3, y: c.y))
            p.line(to: Point(x: c.x - 3, y: c.y + 6))
        }
        p.setColor(chevron.color)
        p.stroke(width: 2, preserve: false)
    }

    /// `element` with the cell's list content as its item's text.
    private func styled(_ element: StyledElement, _ look: ViewLook) -> StyledElement {
        var e = element
        e.item = look.item(element.item)
        return e
    }

    func drawDeleteButton(_ element: StyledElement, on painter: any Painter) {
        base.drawDeleteButton(element, on: painter)
    }

    func lookKey(for element: StyledElement) -> AnyHashable? {
        guard let look = look(for: element) else { return base.lookKey(for: element) }
        return AnyHashable(StyledElement.LookKey(element, style: String(reflecting: Self.self), value: AnyHashable(look)))
    }

    var shouldRasterize: Bool { base.shouldRasterize }

    func drawingBounds(for element: StyledElement) -> Rect {
        guard let look = look(for: element) else { return base.drawingBounds(for: element) }
        let reach = look.reach(in: element.bounds)
        return look.text == nil ? reach : reach.union(base.drawingBounds(for: styled(element, look)))
    }

    func drawing(_ layout: any CollectionViewLayout) -> any CellStyle {
        ViewLookStyle(base: base.drawing(layout), looks: looks)
    }

    func preferredSize(for element: StyledElement, fitting request: SelfSizingRequest, measuringWith painter: any Painter) -> Size? {
        let e = look(for: element).map { styled(element, $0) } ?? element
        return base.preferredSize(for: e, fitting: request, measuringWith: painter)
    }
}
