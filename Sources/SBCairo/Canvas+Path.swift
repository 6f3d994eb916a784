import CCairo

/// Path building. Coordinates are user units. Non-finite numbers are not passed to cairo:
/// the first one is remembered and thrown by the next painting operation.
extension Canvas {
    /// Forgets the current path.
    package func newPath() {
        cairo_new_path(pointer)
    }

    /// Starts a new subpath at (x, y), without drawing (cairo_move_to).
    package func move(toX x: Double, y: Double) {
        guard finite("moveTo", x, y) else { return }
        cairo_move_to(pointer, x, y)
    }

    /// A straight line from the current point (or a move, if there is none).
    package func line(toX x: Double, y: Double) {
        guard finite("lineTo", x, y) else { return }
        cairo_line_to(pointer, x, y)
    }

    /// A cubic Bézier curve from the current point through two control points to (x, y).
    package func curve(toX x: Double, y: Double, control1X: Double, control1Y: Double,
                      control2X: Double, control2Y: Double) {
        guard finite("curveTo", x, y, control1X, control1Y, control2X, control2Y) else { return }
        cairo_curve_to(pointer, control1X, control1Y, control2X, control2Y, x, y)
    }

    /// Closes the current subpath with a straight line back to its start (cairo_close_path).
    package func closePath() {
        cairo_close_path(pointer)
    }

    /// Adds a closed rectangle with its top-left corner at (x, y) (cairo_rectangle).
    package func rectangle(x: Double, y: Double, width: Double, height: Double) {
        guard finite("rectangle", x, y, width, height) else { return }
        cairo_rectangle(pointer, x, y, width, height)
    }

    /// A circular arc around (centerX, centerY). Angles are radians from the positive x axis;
    /// `clockwise` (on screen, y down) is cairo's positive direction. Connects to the current
    /// point with a line, if there is one.
    package func arc(centerX: Double, centerY: Double, radius: Double,
                    startAngle: Double, endAngle: Double, clockwise: Bool = true) {
        guard finite("arc", centerX, centerY, radius, startAngle, endAngle) else { return }
        if clockwise {
            cairo_arc(pointer, centerX, centerY, max(radius, 0), startAngle, endAngle)
        } else {
            cairo_arc_negative(pointer, centerX, centerY, max(radius, 0), startAngle, endAngle)
        }
    }

    /// A closed circle.
    package func circle(centerX: Double, centerY: Double, radius: Double) {
        guard finite("circle", centerX, centerY, radius) else { return }
        cairo_new_sub_path(pointer)
        cairo_arc(pointer, centerX, centerY, max(radius, 0), 0, 2 * Double.pi)
        cairo_close_path(pointer)
    }

    /// A closed ellipse inscribed in the rectangle. Empty rectangles add nothing.
    package func ellipse(x: Double, y: Double, width: Double, height: Double) {
        guard finite("ellipse", x, y, width, height) else { return }
        let rx = abs(width) / 2, ry = abs(height) / 2
        guard rx > 0, ry > 0 else { return }
        let cx = x + width / 2, cy = y + height / 2
        let unitCircleToDevice = AffineMatrix.scale(x: rx, y: ry)
            .concatenating(.translation(x: cx, y: cy)).concatenating(transform)
        guard unitCircleToDevice.isInvertible else { return }
        // Scaled unit circle; the path is stored in device space, so restoring the transform
        // afterwards keeps the ellipse.
        cairo_save(pointer)
        cairo_translate(pointer, cx, cy)
        cairo_scale(pointer, rx, ry)
        cairo_new_sub_path(pointer)
        cairo_arc(pointer, 0, 0, 1, 0, 2 * Double.pi)
        cairo_close_path(pointer)
        cairo_restore(pointer)
    }

    /// A closed rectangle with circular corners of `cornerRadius` (clamped to half the shorter
    /// side, so a radius of half the side gives a circle or a capsule). UIKit's plain
    /// `cornerRadius`, not the continuous "squircle" curve.
    package func roundedRectangle(x: Double, y: Double, width: Double, height: Double, cornerRadius: Double) {
        guard finite("roundedRectangle", x, y, width, height, cornerRadius) else { return }
        let minX = min(x, x + width), minY = min(y, y + height)
        let w = abs(width), h = abs(height)
        let r = min(max(cornerRadius, 0), min(w, h) / 2)
        guard r > 0 else {
            cairo_rectangle(pointer, minX, minY, w, h)
            return
        }
        let half = Double.pi / 2
        cairo_new_sub_path(pointer)
        cairo_arc(pointer, minX + w - r, minY + r, r, -half, 0)
        cairo_arc(pointer, minX + w - r, minY + h - r, r, 0, half)
        cairo_arc(pointer, minX + r, minY + h - r, r, half, 2 * half)
        cairo_arc(pointer, minX + r, minY + r, r, 2 * half, 3 * half)
        cairo_close_path(pointer)
    }

    /// True when every value is finite; otherwise remembers the first offence.
    private func finite(_ operation: String, _ values: Double...) -> Bool {
        if values.allSatisfy(\.isFinite) { return true }
        if pendingError == nil {
            pendingError = .invalidArgument(operation: operation,
                                            reason: "the coordinates \(values) are not all finite")
        }
        return false
    }
}
