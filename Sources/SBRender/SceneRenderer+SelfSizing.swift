import SBLayout
import SBScene

extension SceneRenderer {
    /// `frame` with its compositional layout's estimated cells and boundary items sized to their
    /// content, as UIKit sizes the cells it shows: each visible one is asked its preferred size by
    /// the frame's cell style (text measured with `painter`, Pango's layout of the text the style
    /// draws), and the layout is laid out again with the answers
    /// (``/SBLayout/CompositionalLayout/selfSize(maximumPasses:_:)``). Frames that do not size to
    /// content (``Frame/sizesToContent``), and other layouts, come back unchanged.
    func sizedToContent(_ frame: Frame, measuringWith painter: any Painter) -> Frame {
        guard frame.sizesToContent, var layout = frame.layout as? CompositionalLayout else { return frame }
        let plan = frame.plan
        let style = (frame.cellStyle ?? CellStyles.named(plan.cellStyle, layout: layout)).drawing(layout)
        layout.selfSize { request in
            let element = styledElement(request.attributes, style: nil, plan: plan)
            return style.preferredSize(for: element, fitting: request, measuringWith: painter)
        }
        guard layout.measuredSizes != (frame.layout as? CompositionalLayout)?.measuredSizes else { return frame }
        var sized = frame
        sized.layout = layout
        let margin = 64.0
        sized.elements = layout.layoutAttributesForElements(in: layout.visibleRect.insetBy(dx: -margin, dy: -margin))
        sized.sizesToContent = false
        return sized
    }
}
