public import Foundation

#if !canImport(QuartzCore)
/// Core Animation's `CALayer` as a view's backing layer, with the properties SBUIKit draws: the
/// background colour, rounded corners, a border, clipping to the bounds and a shadow, with
/// Core Animation's defaults. On Apple platforms it is QuartzCore's own class.
open class CALayer: NSObject {
    /// The colour that fills the layer's shape (nil: none).
    open var backgroundColor: CGColor?
    /// The radius of the corners of the background, the border and, with ``masksToBounds``, the
    /// clip. 0 by default.
    open var cornerRadius: CGFloat = 0
    /// The shape of the corners. `.circular` by default; `.continuous` corners are drawn circular.
    open var cornerCurve = CALayerCornerCurve.circular
    /// The width of the border, drawn inside the bounds above the content. 0 by default.
    open var borderWidth: CGFloat = 0
    /// The border's colour: opaque black by default.
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// Whether the content (sublayers: a cell's content view) is clipped to the rounded bounds;
    /// a clipping layer draws no shadow. False by default.
    open var masksToBounds = false
    /// The shadow's colour: opaque black by default.
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The shadow's opacity, 0 to 1: 0 (no shadow) by default.
    open var shadowOpacity: Float = 0
    /// How far the shadow falls, in points: (0, -3) by default, 3 points up on an iOS screen.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's blur radius: 3 by default.
    open var shadowRadius: CGFloat = 3

    /// A layer with Core Animation's defaults.
    public override init() {
        super.init()
    }
}

/// The shape of a layer's rounded corners (`CALayerCornerCurve`).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A curve from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's continuous curve (drawn as ``circular`` here).
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
#endif
