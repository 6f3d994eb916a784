import SBLayout
import SBScene

/// sbrender's look for `CompositionalLayout`: tinted rounded cards labelled
/// "[S%d, I%d]", section titles on a bar of the page's colour (so a pinned header hides what
/// scrolls under it), rounded background panels, and iOS list rows, separators and grouped
/// backgrounds for list sections.
///
/// The look of a list section depends on the layout's section definitions, so the style holds
/// the prepared layout it draws for. Made without one, it takes the layout of the frame the
/// renderer draws (``drawing(_:)``); with a layout other than a compositional one, every section
/// is drawn as cards.
public struct CompositionalCellStyle: CellStyle {
    /// The prepared layout whose sections say which are lists.
    package var layout: CompositionalLayout?

    /// The compositional look, for the layout of the frame the renderer draws.
    public init() {
        self.layout = nil
    }

    /// The compositional look for a prepared layout.
    /// - Parameter layout: the layout the elements come from, or nil for the layout of the frame
    ///   the renderer draws.
    package init(layout: CompositionalLayout?) {
        self.layout = layout
    }

    /// This style with the layout being drawn, when it was made without one.
    public func drawing(_ layout: any CollectionViewLayout) -> any CellStyle {
        self.layout != nil ? self : CompositionalCellStyle(layout: layout as? CompositionalLayout)
    }

    /// Draws a card, a list row, a header, footer or separator, or a section background.
    public func draw(_ element: StyledElement, on painter: any Painter) {
        let a = element.attributes
        let item = element.item ?? LayoutRegistration.compositional.demoItemStyle(seed: element.seed, identity: a.identity)
        if let layout {
            CompositionalLook.draw(a, style: item, image: element.image, bounds: element.bounds,
                                   displayScale: element.displayScale, layout: layout, on: painter)
        } else if a.category == .cell {
            CompositionalLook.card(a.indexPath, style: item, image: element.image, bounds: element.bounds, on: painter)
        }
    }
}
