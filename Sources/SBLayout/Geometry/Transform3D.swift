/// A 4 x 4 homogeneous transform with CATransform3D's semantics.
///
/// Points are row vectors multiplied on the left (`p' = p · M`), so translation lives in
/// `m41, m42, m43` and `a.concatenating(b)` applies `a` first, then `b` (CATransform3DConcat).
/// Layout attributes apply their transform about the element's centre, as a layer with the
/// default anchor point (0.5, 0.5) does.
public struct Transform3D: Hashable, Sendable {
    /// Row 1: the image of the x axis (for a scale s and z rotation a: m11 = s cos a, m12 = s sin a).
    public var m11: Double, m12: Double, m13: Double, m14: Double
    /// Row 2: the image of the y axis.
    public var m21: Double, m22: Double, m23: Double, m24: Double
    /// Row 3: the image of the z axis (m34 holds perspective, -1/eyeDistance, when set).
    public var m31: Double, m32: Double, m33: Double, m34: Double
    /// Row 4: the translation (m41, m42, m43) and the homogeneous weight m44.
    public var m41: Double, m42: Double, m43: Double, m44: Double

    /// A transform with all sixteen entries given, in CATransform3D's row-major order.
    public init(m11: Double, m12: Double, m13: Double, m14: Double,
                m21: Double, m22: Double, m23: Double, m24: Double,
                m31: Double, m32: Double, m33: Double, m34: Double,
                m41: Double, m42: Double, m43: Double, m44: Double) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// A transform from its sixteen entries in CATransform3D order (m11, m12, ..., m44), or nil
    /// unless `entries` holds exactly 16 numbers.
    public init?(entries: [Double]) {
        guard entries.count == 16 else { return nil }
        self.init(m11: entries[0], m12: entries[1], m13: entries[2], m14: entries[3],
                  m21: entries[4], m22: entries[5], m23: entries[6], m24: entries[7],
                  m31: entries[8], m32: entries[9], m33: entries[10], m34: entries[11],
                  m41: entries[12], m42: entries[13], m43: entries[14], m44: entries[15])
    }

    /// CATransform3DIdentity.
    public static let identity = Transform3D(m11: 1, m12: 0, m13: 0, m14: 0,
                                             m21: 0, m22: 1, m23: 0, m24: 0,
                                             m31: 0, m32: 0, m33: 1, m34: 0,
                                             m41: 0, m42: 0, m43: 0, m44: 1)

    /// CATransform3DMakeScale: a scale by the given factors along each axis.
    public static func scale(x: Double, y: Double, z: Double = 1) -> Transform3D {
        var t = identity
        t.m11 = x; t.m22 = y; t.m33 = z
        return t
    }

    /// CATransform3DMakeTranslation: a translation by the given distances, in points.
    public static func translation(x: Double, y: Double, z: Double = 0) -> Transform3D {
        var t = identity
        t.m41 = x; t.m42 = y; t.m43 = z
        return t
    }

    /// CATransform3DMakeRotation(angle, 0, 0, 1): a rotation about the z axis by `angle` radians.
    ///
    /// Positive angles turn clockwise on screen (y grows downwards), as UIKit's do.
    public static func rotation(z angle: Double) -> Transform3D {
        let c = Math.cosine(angle), s = Math.sine(angle)
        var t = identity
        t.m11 = c; t.m12 = s
        t.m21 = -s; t.m22 = c
        return t
    }

    /// The entries in CATransform3D order.
    public var entries: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// True when this is exactly ``identity`` (CATransform3DIsIdentity).
    public var isIdentity: Bool { self == .identity }

    /// CATransform3DConcat(self, other): self first, then other.
    public func concatenating(_ o: Transform3D) -> Transform3D {
        let a = entries, b = o.entries
        var r = [Double](repeating: 0, count: 16)
        for i in 0..<4 {
            for j in 0..<4 {
                var sum = 0.0
                for k in 0..<4 { sum += a[i * 4 + k] * b[k * 4 + j] }
                r[i * 4 + j] = sum
            }
        }
        return Transform3D(m11: r[0], m12: r[1], m13: r[2], m14: r[3],
                           m21: r[4], m22: r[5], m23: r[6], m24: r[7],
                           m31: r[8], m32: r[9], m33: r[10], m34: r[11],
                           m41: r[12], m42: r[13], m43: r[14], m44: r[15])
    }

    /// CATransform3DScale: the scale is applied first, then this transform.
    public func scaledBy(x: Double, y: Double, z: Double = 1) -> Transform3D {
        Transform3D.scale(x: x, y: y, z: z).concatenating(self)
    }

    /// CATransform3DRotate about z: the rotation is applied first, then this transform.
    public func rotatedBy(z angle: Double) -> Transform3D {
        Transform3D.rotation(z: angle).concatenating(self)
    }

    /// CATransform3DTranslate: the translation is applied first, then this transform.
    public func translatedBy(x: Double, y: Double, z: Double = 0) -> Transform3D {
        Transform3D.translation(x: x, y: y, z: z).concatenating(self)
    }

    /// Maps a point in the plane z = 0 (relative to the anchor), with the perspective divide.
    public func apply(to p: Point) -> Point {
        let x = p.x * m11 + p.y * m21 + m41
        let y = p.x * m12 + p.y * m22 + m42
        let w = p.x * m14 + p.y * m24 + m44
        guard w != 0, w != 1 else { return Point(x: x, y: y) }
        return Point(x: x / w, y: y / w)
    }

    /// The 2D affine part (a, b, c, d, tx, ty) as CGAffineTransform orders it: x' = a x + c y + tx,
    /// y' = b x + d y + ty. Exact when the transform has no z or perspective terms.
    public var affine: (a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (m11, m12, m21, m22, m41, m42)
    }

    /// The transform's 2D parts: translation, rotation (radians), scale. Exact for compositions of
    /// translations, z rotations and scales (what sbrender's layouts produce).
    public var decomposed: (translation: Point, rotation: Double, scale: Size) {
        let sx = Math.squareRoot(m11 * m11 + m12 * m12)
        let rotation = sx == 0 ? 0 : Math.arcTangent2(m12, m11)
        let det = m11 * m22 - m12 * m21
        let sy = sx == 0 ? Math.squareRoot(m21 * m21 + m22 * m22) : det / sx
        return (Point(x: m41, y: m42), rotation, Size(width: sx, height: sy))
    }

    /// Interpolates as Core Animation does for these transforms: the translation, the rotation
    /// (the shorter way round) and the scale each linearly; `t` 0 gives `from`, 1 gives `to`.
    public static func interpolate(from a: Transform3D, to b: Transform3D, _ t: Double) -> Transform3D {
        if a == b { return a }
        let da = a.decomposed, db = b.decomposed
        var dr = db.rotation - da.rotation
        while dr > Double.pi { dr -= 2 * Double.pi }
        while dr < -Double.pi { dr += 2 * Double.pi }
        let sx = da.scale.width + (db.scale.width - da.scale.width) * t
        let sy = da.scale.height + (db.scale.height - da.scale.height) * t
        let r = da.rotation + dr * t
        let tx = da.translation.x + (db.translation.x - da.translation.x) * t
        let ty = da.translation.y + (db.translation.y - da.translation.y) * t
        var z = Transform3D.scale(x: sx, y: sy)
            .concatenating(.rotation(z: r))
            .concatenating(.translation(x: tx, y: ty))
        z.m33 = a.m33 + (b.m33 - a.m33) * t
        return z
    }
}
