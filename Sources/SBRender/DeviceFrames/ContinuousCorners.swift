#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SBLayout

/// Rounded rectangles with continuous corners, as Apple's displays and device bodies have them
/// (UIKit's `CALayerCornerCurve.continuous`): the curvature grows from zero where a corner
/// leaves the straight edge instead of jumping to 1 / radius as a circular arc's does.
///
/// Each corner is a quadrant of a superellipse |x|^n + |y|^n = e^n: it starts e = 1.528 radius
/// from the corner (where UIKit's continuous corner of that radius starts, from published
/// analyses of `UIBezierPath(roundedRect:cornerRadius:)`) and, with n = 3.257, passes through the
/// circular corner's midpoint: e (1 - 2^(-1/n)) = 1.528 x 0.1917 = 0.2929 radius = radius
/// (1 - 1/sqrt(2)) from each edge. It is laid down as 24 straight segments per corner: for the
/// largest corner drawn (72 points at 3 pixels a point, e = 330 pixels) each segment strays
/// under 0.2 pixel from the curve.
enum ContinuousCorners {
    /// How far a corner reaches along each edge, in radii.
    static let extent = 1.528
    /// The superellipse's exponent.
    static let exponent = 3.257
    /// Straight segments per corner.
    static let segments = 24

    /// Adds the outline of `r` with continuous corners of `radius` as a closed subpath
    /// (clockwise); a square rectangle for a radius of 0.
    static func add(_ r: Rect, radius: Double, on p: any Painter) {
        let e = min(radius * extent, r.width / 2, r.height / 2)
        guard e > 0 else { return p.addRect(r) }
        // Corners clockwise from the top left: the corner's centre of curvature and the signs
        // that point from it towards the corner.
        let corners: [(cx: Double, cy: Double, sx: Double, sy: Double)] = [
            (r.minX + e, r.minY + e, -1, -1), (r.maxX - e, r.minY + e, 1, -1),
            (r.maxX - e, r.maxY - e, 1, 1), (r.minX + e, r.maxY - e, -1, 1),
        ]
        for (k, c) in corners.enumerated() {
            for i in 0...segments {
                // Top-left and bottom-right run from the vertical edge to the horizontal one,
                // the other two the other way, so that the outline goes round clockwise.
                var t = Double(i) / Double(segments) * Double.pi / 2
                if k % 2 == 1 { t = Double.pi / 2 - t }
                let x = c.cx + c.sx * e * pow(cos(t), 2 / exponent)
                let y = c.cy + c.sy * e * pow(sin(t), 2 / exponent)
                if k == 0 && i == 0 { p.move(to: Point(x: x, y: y)) } else { p.line(to: Point(x: x, y: y)) }
            }
        }
        p.closePath()
    }

    /// Adds points of a circular arc (centre, radius, from one angle to another in radians,
    /// y down) to the current subpath, in 12 segments.
    static func arc(center: Point, radius: Double, from a: Double, to b: Double, on p: any Painter) {
        let steps = 12
        for i in 0...steps {
            let t = a + (b - a) * Double(i) / Double(steps)
            p.line(to: Point(x: center.x + radius * cos(t), y: center.y + radius * sin(t)))
        }
    }
}
