import SBLayout
import SBScene

/// One picture's worth of input: the plan, the prepared layout and the attributes to draw (from
/// the layout, or from an animation's timeline), at a moment.
public struct Frame: Sendable {
    public var plan: RenderPlan
    public var layout: any CollectionViewLayout
    public var elements: [LayoutAttributes]
    public var time: Double

    /// The plan's still picture: the layout prepared and queried for the visible rectangle.
    public init(plan: RenderPlan) throws {
        let layout = try plan.spec.preparedLayout()
        let margin = 64.0
        let visible = layout.visibleRect.insetBy(dx: -margin, dy: -margin)
        self.plan = plan
        self.layout = layout
        self.elements = layout.layoutAttributesForElements(in: visible)
        self.time = plan.time
    }

    public init(plan: RenderPlan, layout: any CollectionViewLayout, elements: [LayoutAttributes], time: Double) {
        self.plan = plan
        self.layout = layout
        self.elements = elements
        self.time = time
    }

    /// Elements in drawing order: zIndex, then category (cells first), section, item.
    public var drawingOrder: [LayoutAttributes] {
        elements.filter { !$0.isHidden && $0.alpha > 0 }.sorted { a, b in
            if a.zIndex != b.zIndex { return a.zIndex < b.zIndex }
            return LayoutAttributes.reportOrder(a, b)
        }
    }
}
