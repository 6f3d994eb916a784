internal import SBLayout
internal import SBRender

/// The caller's style, except for the elements whose views set a look of their own
/// (``ViewLook``), which are drawn with it: a data source's `cell.backgroundColor = .systemBlue`
/// shows, and a list cell's content configuration is the text the style draws.
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
        look.draw(in: element.bounds, on: painter)
        if look.text != nil { base.draw(styled(element, look), on: painter) }
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
