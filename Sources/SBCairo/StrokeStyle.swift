import CCairo

/// How a path is stroked: width, caps, joins and dashes.
package struct StrokeStyle: Hashable, Sendable {
    /// How open ends of a stroke look (cairo_line_cap_t, CGLineCap).
    package enum Cap: Sendable, Hashable {
        /// A cap: `butt` stops at the end point, `round` adds a half circle around it, `square`
        /// adds a half square around it.
        case butt, round, square
    }
    /// How corners of a stroke look (cairo_line_join_t, CGLineJoin).
    package enum Join: Sendable, Hashable {
        /// A join: `miter` (sharp, up to ``StrokeStyle/miterLimit``), `round` or `bevel` (cut off).
        case miter, round, bevel
    }

    /// Line width in user units (scaled by the current transform).
    package var lineWidth: Double
    /// How open ends look; ``Cap/butt`` by default.
    package var cap: Cap
    /// How corners look; ``Join/miter`` by default.
    package var join: Join
    /// The ratio of miter length to line width above which a miter join is drawn beveled; 10 by
    /// default, as in cairo.
    package var miterLimit: Double
    /// Alternating on and off lengths in user units; empty for a solid line.
    package var dash: [Double]
    /// How far into the dash pattern the stroke starts, in user units.
    package var dashOffset: Double

    /// A stroke style; the defaults are cairo's (1 unit wide, butt caps, miter joins, solid).
    package init(lineWidth: Double = 1, cap: Cap = .butt, join: Join = .miter,
                miterLimit: Double = 10, dash: [Double] = [], dashOffset: Double = 0) {
        self.lineWidth = lineWidth
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashOffset = dashOffset
    }

    /// Throws unless cairo would accept this style without entering an error state.
    func validate() throws {
        guard lineWidth.isFinite, lineWidth >= 0 else {
            throw CairoError.invalidArgument(operation: "stroke",
                                             reason: "line width \(lineWidth) is not a finite number >= 0")
        }
        guard miterLimit.isFinite else {
            throw CairoError.invalidArgument(operation: "stroke", reason: "miter limit \(miterLimit) is not finite")
        }
        guard dashOffset.isFinite, dash.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
            throw CairoError.invalidArgument(
                operation: "stroke", reason: "dash lengths \(dash) must be finite and >= 0")
        }
        guard dash.isEmpty || dash.contains(where: { $0 > 0 }) else {
            throw CairoError.invalidArgument(
                operation: "stroke", reason: "dash lengths \(dash) are all zero; use [] for a solid line")
        }
    }

    var cairoCap: cairo_line_cap_t {
        switch cap {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
    }

    var cairoJoin: cairo_line_join_t {
        switch join {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
    }
}
