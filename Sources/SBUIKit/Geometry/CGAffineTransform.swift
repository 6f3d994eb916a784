public import Foundation
internal import SBLayout

#if !canImport(CoreGraphics)
/// A 2D affine transform (CoreGraphics' `CGAffineTransform`), which Foundation outside Apple's
/// platforms lacks: a point (x, y) maps to (a x + c y + tx, b x + d y + ty). Its six entries are
/// CoreGraphics' stored fields; the arithmetic is SBLayout's `Transform2D`, shared with SBCairo's
/// `AffineMatrix`.
public struct CGAffineTransform: Hashable, Sendable {
    /// The entry that scales x (row 1, column 1).
    public var a: CGFloat
    /// The entry that mixes x into y (row 1, column 2).
    public var b: CGFloat
    /// The entry that mixes y into x (row 2, column 1).
    public var c: CGFloat
    /// The entry that scales y (row 2, column 2).
    public var d: CGFloat
    /// The horizontal translation.
    public var tx: CGFloat
    /// The vertical translation.
    public var ty: CGFloat

    /// The transform with these entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The identity transform.
    public init() {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// A translation by `tx`, `ty` points.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(Transform2D.translation(x: Double(tx), y: Double(ty)))
    }

    /// A scale by `sx` horizontally and `sy` vertically.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(Transform2D.scale(x: Double(sx), y: Double(sy)))
    }

    /// A rotation by `angle` radians; positive angles turn clockwise on a screen whose y axis
    /// points down, as in UIKit.
    public init(rotationAngle angle: CGFloat) {
        self.init(Transform2D.rotation(radians: Double(angle)))
    }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(Transform2D(self).concatenating(Transform2D(t2)))
    }

    /// A translation applied first, then this transform.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A scale applied first, then this transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A rotation applied first, then this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse transform; a transform without one (zero determinant, or an entry that is not
    /// finite) is returned unchanged, as CoreGraphics returns a singular one.
    public func inverted() -> CGAffineTransform {
        Transform2D(self).inverted().map(CGAffineTransform.init) ?? self
    }
}

extension CGPoint {
    /// The point mapped by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        let p = Transform2D(t).apply(x: Double(x), y: Double(y))
        return CGPoint(x: p.x, y: p.y)
    }
}

extension CGSize {
    /// The size mapped by `t`'s linear part (no translation; components may be negative).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle holding the four corners mapped by `t`.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
                       CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)].map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min() ?? 0, x1 = xs.max() ?? 0, y0 = ys.min() ?? 0, y1 = ys.max() ?? 0
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
#endif
