import CCairo
import SBLayout

/// A 2D affine transform with CGAffineTransform's layout and semantics: SBLayout's
/// ``/SBLayout/Transform2D``, under the name the canvas's API uses. A point (x, y) maps to
/// (a·x + c·y + tx, b·x + d·y + ty); `a.concatenating(b)` applies `a` first, then `b`.
///
/// Cairo's `cairo_matrix_t` names the same numbers xx, yx, xy, yy, x0, y0.
package typealias AffineMatrix = SBLayout.Transform2D

extension AffineMatrix {
    var cairoMatrix: cairo_matrix_t {
        cairo_matrix_t(xx: a, yx: b, xy: c, yy: d, x0: tx, y0: ty)
    }

    init(_ m: cairo_matrix_t) {
        self.init(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }
}
