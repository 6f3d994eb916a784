import SBLayout

/// What a timeline says about one moment: the layout (scrolled to its content offset, in or out
/// of deletion mode) and the attributes of every element to draw.
public struct MotionState: Sendable {
    public var layout: any CollectionViewLayout
    public var elements: [LayoutAttributes]

    public init(layout: any CollectionViewLayout, elements: [LayoutAttributes]) {
        self.layout = layout
        self.elements = elements
    }

    /// The layout's own elements around its visible rectangle.
    public static func still(_ layout: any CollectionViewLayout) -> MotionState {
        MotionState(layout: layout, elements: layout.layoutAttributesForElements(in: layout.visibleRect.insetBy(dx: -64, dy: -64)))
    }
}

/// An animation: a function from time to the attributes of every element.
public protocol Timeline: Sendable {
    /// Seconds.
    var duration: Double { get }
    func state(at time: Double) -> MotionState
}
