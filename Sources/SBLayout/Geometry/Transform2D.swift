/// A 2D affine transform with CGAffineTransform's layout and semantics: a point (x, y) maps to
/// (a·x + c·y + tx, b·x + d·y + ty). `a.concatenating(b)` applies `a` first, then `b`.
///
/// The one implementation of the affine arithmetic: SBCairo's `AffineMatrix` is this type, and
/// SBUIKit's `CGAffineTransform` does its arithmetic with it. From a ``Transform3D`` take
/// a = m11, b = m12, c = m21, d = m22, tx = m41, ty = m42 (its ``Transform3D/affine``).
package struct Transform2D: Hashable, Sendable, CustomStringConvertible {
    /// The x scale component: how much x contributes to x'.
    package var a: Double
    /// How much x contributes to y' (rotation and shear).
    package var b: Double
    /// How much y contributes to x' (rotation and shear).
    package var c: Double
    /// The y scale component: how much y contributes to y'.
    package var d: Double
    /// The horizontal translation, in user units.
    package var tx: Double
    /// The vertical translation, in user units.
    package var ty: Double

    /// A transform with the given entries (CGAffineTransform(a:b:c:d:tx:ty:)).
    package init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that changes nothing (CGAffineTransformIdentity).
    package static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by x and y, in user units.
    package static func translation(x: Double, y: Double) -> Transform2D {
        Transform2D(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale by x and y about the origin.
    package static func scale(x: Double, y: Double) -> Transform2D {
        Transform2D(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A rotation by `radians`; positive angles turn clockwise on screen (y points down).
    package static func rotation(radians: Double) -> Transform2D {
        let cosine = Math.cosine(radians), sine = Math.sine(radians)
        return Transform2D(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// This transform followed by `other`.
    package func concatenating(_ other: Transform2D) -> Transform2D {
        Transform2D(a: a * other.a + b * other.c,
                    b: a * other.b + b * other.d,
                    c: c * other.a + d * other.c,
                    d: c * other.b + d * other.d,
                    tx: tx * other.a + ty * other.c + other.tx,
                    ty: tx * other.b + ty * other.d + other.ty)
    }

    /// a·d − b·c: the factor by which the transform scales areas; zero when it cannot be inverted.
    package var determinant: Double { a * d - b * c }

    /// True when every entry is finite and the determinant is not zero: the only transforms
    /// cairo accepts.
    package var isInvertible: Bool {
        let entries = [a, b, c, d, tx, ty]
        let det = determinant
        return entries.allSatisfy(\.isFinite) && det != 0 && det.isFinite
    }

    /// The inverse, or nil when ``isInvertible`` is false.
    package func inverted() -> Transform2D? {
        guard isInvertible else { return nil }
        let det = determinant
        return Transform2D(a: d / det, b: -b / det, c: -c / det, d: a / det,
                           tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// Where the point (x, y) goes under this transform.
    package func apply(x: Double, y: Double) -> (x: Double, y: Double) {
        (a * x + c * y + tx, b * x + d * y + ty)
    }

    /// The six entries as `[a b c d tx ty]`.
    package var description: String { "[\(a) \(b) \(c) \(d) \(tx) \(ty)]" }
}
