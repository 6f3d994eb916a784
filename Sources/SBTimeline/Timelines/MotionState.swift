import SBLayout

/// What a timeline says about one moment: the layout (scrolled to its content offset, in or out
/// of deletion mode) and the attributes of every element to draw.
public struct MotionState: Sendable {
    /// The layout at this moment: prepared, scrolled, in or out of deletion mode.
    public var layout: any CollectionViewLayout
    /// The attributes of every element to draw, in content coordinates.
    public var elements: [LayoutAttributes]
    /// The opacity of a view presented over the layout (the detail view's cross-dissolve), or
    /// nil when the frame is drawn as its plan says.
    public var presentedOpacity: Double?
    /// The identities of the selected cells when the motion has changed the selection (recipe
    /// 10-6's delete selects the item before the deleted one); nil keeps the scene's own.
    public var selection: Set<Int>?
    /// The identity of the cell whose colour tints the navigation bar (the cell menu's Colorize,
    /// recipe 10-9: the bar takes the cell's colour at alpha 0.2; the cell is left alone), or nil.
    public var barTintIdentity: Int?

    /// A moment's layout and the attributes to draw.
    public init(layout: any CollectionViewLayout, elements: [LayoutAttributes]) {
        self.layout = layout
        self.elements = elements
    }

    /// The layout standing still: its own elements around its visible rectangle (with a 64-point
    /// margin for transformed elements reaching into view).
    public static func still(_ layout: any CollectionViewLayout) -> MotionState {
        MotionState(layout: layout, elements: layout.layoutAttributesForElements(in: layout.visibleRect.insetBy(dx: -64, dy: -64)))
    }
}

/// An animation: a function from time to the attributes of every element.
public protocol Timeline: Sendable {
    /// The animation's length, in seconds.
    var duration: Double { get }
    /// The layout and attributes `time` seconds into the animation (0 ... ``duration``; later
    /// times show the end).
    func state(at time: Double) -> MotionState
}
