import CCairo

/// Owns one `cairo_pattern_t` (a gradient or a surface source) and destroys it.
final class CairoPattern {
    let pointer: OpaquePointer

    /// Takes ownership of a freshly created pattern, checking its status.
    private init(taking pointer: OpaquePointer?, operation: String) throws {
        self.pointer = try CairoError.created(pointer, "pattern", operation: operation,
                                              status: cairo_pattern_status, destroy: cairo_pattern_destroy)
    }

    deinit { cairo_pattern_destroy(pointer) }

    convenience init(linear g: LinearGradient) throws {
        let values = [g.startX, g.startY, g.endX, g.endY]
        guard values.allSatisfy(\.isFinite) else {
            throw CairoError.invalidArgument(operation: "creating a linear gradient",
                                             reason: "its end points \(values) are not all finite")
        }
        try self.init(taking: cairo_pattern_create_linear(g.startX, g.startY, g.endX, g.endY),
                      operation: "creating a linear gradient")
        try addStops(g.stops, extend: g.extend, what: "linear gradient")
    }

    convenience init(radial g: RadialGradient) throws {
        let values = [g.startCenterX, g.startCenterY, g.startRadius, g.endCenterX, g.endCenterY, g.endRadius]
        guard values.allSatisfy(\.isFinite), g.startRadius >= 0, g.endRadius >= 0 else {
            throw CairoError.invalidArgument(
                operation: "creating a radial gradient",
                reason: "its centres and radii \(values) must be finite, the radii >= 0")
        }
        try self.init(taking: cairo_pattern_create_radial(g.startCenterX, g.startCenterY, g.startRadius,
                                                          g.endCenterX, g.endCenterY, g.endRadius),
                      operation: "creating a radial gradient")
        try addStops(g.stops, extend: g.extend, what: "radial gradient")
    }

    /// A pattern that paints `surface`.
    convenience init(surface: OpaquePointer) throws {
        try self.init(taking: cairo_pattern_create_for_surface(surface),
                      operation: "creating an image pattern")
    }

    private func addStops(_ stops: [GradientStop], extend: GradientExtend, what: String) throws {
        for stop in stops {
            guard stop.offset.isFinite, stop.color.isFinite else {
                throw CairoError.invalidArgument(operation: "adding a \(what) stop",
                                                 reason: "offset \(stop.offset) or colour \(stop.color) is not finite")
            }
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pointer, stop.offset, c.red, c.green, c.blue, c.alpha)
        }
        cairo_pattern_set_extend(pointer, extend.cairoValue)
        try CairoError.check(cairo_pattern_status(pointer), "adding stops to a \(what)")
    }
}

extension GradientExtend {
    var cairoValue: cairo_extend_t {
        switch self {
        case .none: CAIRO_EXTEND_NONE
        case .repeat: CAIRO_EXTEND_REPEAT
        case .reflect: CAIRO_EXTEND_REFLECT
        case .pad: CAIRO_EXTEND_PAD
        }
    }
}
