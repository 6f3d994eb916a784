internal import SBLayout
internal import SBRender

/// The style that draws one view hierarchy as the only element of a picture: the root view fills
/// the element (its own position and transform are the picture's), then the overlay (a device's
/// status bar) on top.
struct ViewTreeStyle: CellStyle, Hashable {
    let drawing: ViewDrawing
    let overlay: [DrawOp]

    func draw(_ element: StyledElement, on painter: any Painter) {
        if drawing.alpha > 0 {
            if drawing.alpha < 1 {
                painter.withGroup(alpha: drawing.alpha) { drawing.drawLayer(on: painter) }
            } else {
                drawing.drawLayer(on: painter)
            }
        }
        for op in overlay { op.draw(on: painter) }
    }
}
