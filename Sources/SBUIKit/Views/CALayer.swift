public import Foundation

#if !canImport(QuartzCore)
/// Core Animation's `CALayer` as a view's backing layer: its geometry (``bounds``, ``position``,
/// ``anchorPoint``, ``transform``, and the ``frame`` derived from them) and the properties SBUIKit
/// draws: the background colour, rounded corners, a border, clipping to the bounds, opacity and
/// a shadow, with Core Animation's defaults. On Apple platforms it is QuartzCore's own class.
///
/// A view's layer holds the view's geometry, as in UIKit: `view.center` is the layer's
/// ``position``, `view.bounds` its ``bounds`` and `view.transform` the affine part of its
/// ``transform``, so setting either side moves the other.
@preconcurrency @MainActor open class CALayer: NSObject {
    /// The view whose backing layer this is (UIKit's layer delegate), told when the bounds change.
    package weak var owningView: UIView?

    /// The layer's own coordinate space: origin and size. `.zero` by default.
    open var bounds = CGRect.zero {
        willSet { if newValue != bounds { owningView?.boundsWillChange(to: newValue) } }
        didSet { if oldValue != bounds { owningView?.boundsDidChange(from: oldValue) } }
    }

    /// Where the ``anchorPoint`` sits in the superlayer's coordinates. `.zero` by default.
    open var position = CGPoint.zero

    /// The point of the bounds, in unit coordinates ((0, 0) top left, (1, 1) bottom right), that
    /// sits at ``position`` and about which ``transform`` applies. (0.5, 0.5) by default.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)

    /// The transform applied about the ``anchorPoint``. The identity by default.
    open var transform = CATransform3DIdentity

    /// The layer's place along the z axis among its siblings: higher draws above. 0 by default.
    open var zPosition: CGFloat = 0

    /// The layer's opacity, 0 to 1. 1 by default.
    open var opacity: Float = 1

    /// Whether the layer (and its sublayers) is hidden. False by default.
    open var isHidden = false

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
    public required override init() {
        super.init()
    }

    /// The affine part of ``transform``.
    open func affineTransform() -> CGAffineTransform {
        CATransform3DGetAffineTransform(transform)
    }

    /// Sets ``transform`` to the 3D form of an affine transform.
    /// - Parameter m: the affine transform.
    open func setAffineTransform(_ m: CGAffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
    }

    /// The layer's rectangle in the superlayer's coordinates: the bounding box of the bounds
    /// transformed about the anchor point and placed at the position (with a perspective
    /// transform, the plane z = 0 projected). Setting it with the identity transform sets the
    /// bounds' size and the position; with another transform Core Animation calls the result
    /// undefined: here the position moves the bounding box to the new origin and the size is
    /// the one whose transformed bounding box has the new size, when there is one.
    open var frame: CGRect {
        get { Self.frame(size: bounds.size, position: position, anchorPoint: anchorPoint, transform: transform) }
        set {
            var size = newValue.size
            if !CATransform3DIsIdentity(transform) {
                let a = abs(transform.m11), b = abs(transform.m12), c = abs(transform.m21), d = abs(transform.m22)
                let det = a * d - c * b
                let w = det == 0 ? -1 : (newValue.width * d - c * newValue.height) / det
                let h = det == 0 ? -1 : (a * newValue.height - b * newValue.width) / det
                size = w >= 0 && h >= 0 ? CGSize(width: w, height: h) : bounds.size
            }
            let placed = Self.frame(size: size, position: .zero, anchorPoint: anchorPoint, transform: transform)
            bounds = CGRect(origin: bounds.origin, size: size)
            position = CGPoint(x: newValue.minX - placed.minX, y: newValue.minY - placed.minY)
        }
    }

    /// The frame of a layer of `size` at `position`: its corners, relative to the anchor point,
    /// mapped by `transform` (row vectors, divided by w) and moved to the position.
    nonisolated static func frame(size: CGSize, position: CGPoint, anchorPoint: CGPoint, transform t: CATransform3D) -> CGRect {
        let ax = anchorPoint.x * size.width, ay = anchorPoint.y * size.height
        if CATransform3DIsIdentity(t) {
            return CGRect(x: position.x - ax, y: position.y - ay, width: size.width, height: size.height)
        }
        var xs: [CGFloat] = [], ys: [CGFloat] = []
        for (cx, cy) in [(0, 0), (size.width, 0), (0, size.height), (size.width, size.height)] {
            let px = cx - ax, py = cy - ay
            let w = px * t.m14 + py * t.m24 + t.m44
            let scale = w > 0 ? 1 / w : 1
            xs.append((px * t.m11 + py * t.m21 + t.m41) * scale + position.x)
            ys.append((px * t.m12 + py * t.m22 + t.m42) * scale + position.y)
        }
        let x0 = xs.min() ?? 0, x1 = xs.max() ?? 0, y0 = ys.min() ?? 0, y1 = ys.max() ?? 0
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
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
