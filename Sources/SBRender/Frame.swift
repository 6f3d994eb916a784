import SBLayout
import SBScene

/// One picture's worth of input: the plan, the prepared layout and the attributes to draw (from
/// the layout, or from an animation's timeline), at a moment.
package struct Frame: Sendable {
    /// What to draw: the scene's layout settings, items and look.
    package var plan: RenderPlan
    /// The prepared layout; its content offset is where the picture is scrolled to.
    package var layout: any CollectionViewLayout
    /// The attributes to draw, in content coordinates.
    package var elements: [LayoutAttributes]
    /// The moment shown, in seconds (the quiver angle's time).
    package var time: Double
    /// How the elements look; nil for the plan's ``/SBScene/RenderPlan/cellStyle`` (the scene's
    /// `"style"`, or the layout document's own look).
    package var cellStyle: (any CellStyle)?
    /// The detail view's opacity over the layout when the plan has one (1, the default: the
    /// detail view alone; less during its cross-dissolve, with the layout drawn beneath).
    package var detailOpacity: Double = 1
    /// Whether the renderer sizes the layout's estimated cells and boundary items to their
    /// content before drawing (``CellStyle/preferredSize(for:fitting:measuringWith:)``, then
    /// ``/SBLayout/CompositionalLayout/selfSize(maximumPasses:_:)``): true for still pictures made
    /// from a plan or a layout, false for an animation's frames, whose attributes come from their
    /// timeline.
    package var sizesToContent = false

    /// The plan's still picture: the layout prepared from the plan's spec (`init(plan:prepared:)`).
    /// - Throws: ``/SBLayout/LayoutSpecError`` when the plan's layout settings are invalid.
    package init(plan: RenderPlan) throws {
        self.init(plan: plan, prepared: try plan.spec.preparedLayout())
    }

    /// A still picture of a prepared layout: its elements in the visible rectangle (plus a
    /// 64-point margin, for transformed elements reaching into view), at the plan's moment, sized
    /// to their content. Every still (a scene's, a layout of your own) is made here.
    /// - Parameters:
    ///   - plan: what to draw.
    ///   - layout: the layout, prepared for its content and viewport.
    package init(plan: RenderPlan, prepared layout: any CollectionViewLayout) {
        let margin = 64.0
        self.init(plan: plan, layout: layout,
                  elements: layout.layoutAttributesForElements(in: layout.visibleRect.insetBy(dx: -margin, dy: -margin)), time: plan.time)
        sizesToContent = true
    }

    /// A frame from attributes computed elsewhere (an animation's timeline).
    /// - Parameters:
    ///   - plan: what to draw.
    ///   - layout: the prepared layout.
    ///   - elements: the attributes at this moment.
    ///   - time: the moment, in seconds.
    package init(plan: RenderPlan, layout: any CollectionViewLayout, elements: [LayoutAttributes], time: Double) {
        self.plan = plan
        self.layout = layout
        self.elements = elements
        self.time = time
    }

    /// The visible elements in drawing order: zIndex, then category (cells first), section, item.
    /// Hidden and fully transparent elements are left out.
    package var drawingOrder: [LayoutAttributes] {
        elements.filter { !$0.isHidden && $0.alpha > 0 }.sorted { a, b in
            if a.zIndex != b.zIndex { return a.zIndex < b.zIndex }
            return LayoutAttributes.reportOrder(a, b)
        }
    }
}
